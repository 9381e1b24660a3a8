// Stored properties with observers (`var x = 0 { willSet { … } didSet { … } }`), as Swift's
// "Property Observers" describes them: `willSet` runs before the new value is stored and sees
// it as `newValue`, `didSet` after, seeing the old one as `oldValue`; both may change `self`.
import AnimSyntax

/// A stored property's observers, each lowered as a mutating method with one parameter.
struct PropertyObservers {
  let willSet: CompiledFunction?
  let didSet: CompiledFunction?
}

extension Interpreter {
  /// `record.name = value` for an observed property: willSet, store, didSet, each on the
  /// value `self` has by then. Nil (the plain store) inside the type's `init` and inside the
  /// property's own observers, where Swift does not observe.
  func setObserved(
    _ r: Record, _ s: StructInfo, _ o: PropertyObservers, _ name: String, _ value: Value,
    _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> (Value, Bool)? {
    let members = s.members
    guard let index = s.fieldIndex(name), members.initializing == 0,
      !members.observing.contains(name)
    else { return nil }
    members.observing.insert(name)
    defer { members.observing.remove(name) }
    let label = "\(s.name).\(name)"
    var current: Value = .record(r)
    if let w = o.willSet {
      current = try runMutating(w, on: current, s.file, label, [value], range, &m).newSelf
    }
    guard case .record(let before) = current, index < before.fields.count else { return nil }
    if case .box(let cell) = before.fields[index] {  // trap-ok: checked
      // A class's property (or a view's state) is a cell: set in place, as a reference's is.
      let old = cell.value
      cell.value = copyOnBind(value)
      if before.isClassInstance { didSetClassField(before, index) }
      if let d = o.didSet {
        current = try runMutating(d, on: current, s.file, label, [old], range, &m).newSelf
      }
      return (current, false)
    }
    let old = before.fields[index]  // trap-ok: checked
    var fields = before.fields
    fields[index] = copyOnBind(value)  // trap-ok: checked
    current = .record(Record(info: before.info, fields: fields))
    if let d = o.didSet {
      current = try runMutating(d, on: current, s.file, label, [old], range, &m).newSelf
    }
    return (current, true)
  }
}
