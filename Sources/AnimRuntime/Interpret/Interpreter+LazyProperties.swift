// `lazy var` at run time (Parser+Lazy.swift makes its storage and its getter): the first read
// runs the initialiser with `self` and keeps the value in the storage; later reads give it; a
// set stores the value given (and the initialiser never runs).
//
// The value is kept in the record read, in place: a struct's copies share one record until one
// of them changes, and a copy that changed has a record of its own, so each copy computes from
// its own properties as Swift's does. What differs from Swift: copies that have not changed
// since they were made share the first computation (its value would be the same; an initialiser
// with side effects runs once for them, not once each), and a `lazy var` of an optional type
// whose initialiser gives nil runs it again on the next read.
import AnimSyntax

extension Interpreter {
  /// The value of the `lazy var` `name` of `r`, computed on the first read.
  func lazyValue(
    _ a: TypeAccessors, _ storage: String, _ r: Record, _ s: StructInfo, _ name: String, _ range: SourceRange,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard let k = s.fieldIndex(storage), k < r.fields.count else {
      return try callGetter(a, of: .record(r), s.file, owner: s.name, member: name, range, &m)
    }
    let kept = r.fields[k].unwrapped  // trap-ok: checked
    if !kept.isNil { return kept }
    let value = copyOnBind(try callGetter(a, of: .record(r), s.file, owner: s.name, member: name, range, &m))
    // The getter may have replaced the record's fields array (it cannot: it runs on a value),
    // so the index is checked again.
    guard k < r.fields.count else { return value }
    if case .box(let cell) = r.fields[k] {  // trap-ok: checked
      cell.value = value  // a class instance's property
    } else {
      r.fields[k] = value  // trap-ok: checked
    }
    return value
  }

  /// `x.name = v` for a `lazy var`: the storage holds `v` (a struct's new record is written back
  /// to its place; a class instance's cell is set).
  func setLazy(_ storage: String, _ r: Record, _ s: StructInfo, _ value: Value) -> (Value, Bool)? {
    guard let k = s.fieldIndex(storage), k < r.fields.count else { return nil }
    if case .box(let cell) = r.fields[k] {  // trap-ok: checked
      cell.value = copyOnBind(value)
      return (.record(r), false)
    }
    var fields = r.fields
    fields[k] = copyOnBind(value)  // trap-ok: checked
    return (.record(Record(info: r.info, fields: fields)), true)
  }
}
