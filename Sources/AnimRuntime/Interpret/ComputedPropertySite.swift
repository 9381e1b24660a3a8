// A member read (`p.length`) that finds a computed property a struct (or class) declares. The
// general path (`Interpreter.getMember`) looked the name up in the built-in table's properties
// (under its lock) and methods, then in the record's field names, then in the struct's
// computed properties, on every read: about 4,900 instructions of a loop that adds up
// `p.length` (callgrind), most of them String hashing and comparing. The site remembers what it
// found for the declaration it saw last, until the type's members change (an extension in a
// REPL), and runs the getter as `getMember` would (`Interpreter.callGetter`).
import AnimSyntax

/// What one member read found last on a record: a computed property's accessors.
final class ComputedPropertySite {
  let name: String
  /// The type whose computed property the site found last and its accessors (nil until it
  /// found one), and the type's members' generation then.
  private var found: (owner: StructInfo, accessors: TypeAccessors)?
  private var generation = -1
  /// A built-in property or method of records has the name: `getMember` finds it first.
  private let builtinFirst: Bool

  init(_ name: String) {
    self.name = name
    builtinFirst =
      BuiltinTable.shared.property(named: name)?.hasGetter(for: .record) ?? false
      || BuiltinTable.shared.hasMethod(name, .record)
  }

  /// The property's value when `b` is an instance of the type the site found the property on
  /// last (unchanged since); nil otherwise, at the cost of one comparison, so that a read of a
  /// field asks this first. The owner has no field of that name: it was looked for first.
  @inline(__always)
  func readRemembered(_ b: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .record(let r) = b, let (owner, accessors) = found, r.info === owner,
      owner.members.generation == generation
    else { return nil }
    return try i.callGetter(accessors, of: b, owner.file, owner: owner.name, member: name, range, &m)
  }

  /// The property's value when `b` is an instance of a type that declares `name` as a computed
  /// property of its own (not `lazy`), looked up as `getMember` and `declaredMember` reach it
  /// (after the built-ins and the fields) and remembered; nil when another path must answer.
  /// (Inlined down to the test for a record: the reads of other values' members, a context's
  /// in a script animation's every frame, pass here too.)
  @inline(__always)
  func read(_ b: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .record(let r) = b, !builtinFirst else { return nil }
    return try learn(r, b, i, range, &m)
  }

  @inline(never)
  private func learn(_ r: Record, _ b: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard let s = r.info as? StructInfo, r.info.fieldIndex(name) == nil, let a = s.members.computed[name],
      a.lazyStorage == nil
    else { return nil }
    found = (s, a)
    generation = s.members.generation
    return try i.callGetter(a, of: b, s.file, owner: s.name, member: name, range, &m)
  }
}
