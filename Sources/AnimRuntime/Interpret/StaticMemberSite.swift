// A read of a declared struct's static member (`PausableState.defaultValue`, `Self.zero`, and
// the `defaultValue` that `context.state[Key.self]` falls back on). The general path
// (`Interpreter.declaredMember`) finds the member by name on every read: a String-keyed look-up
// in the static stored properties, then one in the static computed ones (about 375 instructions
// a tick of the seed's Pausable in its Swift form, callgrind). The site remembers where it found
// the member (the stored property's cell, or the computed property's accessors) for the last
// type it saw, until that type's members change (`TypeMembers.generation`).
import AnimSyntax

/// What one static member read found last.
final class StaticMemberSite {
  let name: String
  /// The members the site learned from, and their generation then. Strong, as `FieldCache`'s
  /// declaration is: a weak read costs a runtime call on every access.
  private var members: TypeMembers?
  private var generation = -1
  /// A static stored property's cell, or a static computed property's accessors.
  private var cell: Box?
  private var accessors: TypeAccessors?
  private var file: SourceFile?
  private var owner = ""

  /// The name is a built-in property or a method of types, which `getMember` finds first:
  /// never remembered.
  private let isBuiltin: Bool

  init(_ name: String) {
    self.name = name
    isBuiltin = BuiltinTable.shared.property(named: name) != nil || BuiltinTable.shared.hasMethod(name, .type)
  }

  /// `type.name` when `type` is a declared struct (or class) with a static member of that
  /// name; nil when the general path must answer (another value, no such member).
  @inline(__always)
  func read(_ type: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .type(.structType(let s)) = type, !isBuiltin else { return nil }
    let members = s.members
    if members !== self.members || generation != members.generation {
      guard learn(s) else { return nil }
    }
    if let cell { return cell.value }
    guard let accessors, let file else { return nil }
    // `static var defaultValue: Self { .init() }`: its result, the type's shared record of
    // defaults, without the getter's frame and call (what the getter does when it runs).
    if accessors.makesDefaults, s.members.initializers.isEmpty, let r = s.defaultsRecord() { return .record(r) }
    return try i.callGetter(accessors, of: type, file, owner: owner, member: name, range, &m)
  }

  /// `type.name` when it can be had without running code: a static stored property's value,
  /// or the shared record of defaults of a getter that only makes its type; nil otherwise
  /// (then `read` or the general path answers, running the getter once).
  @inline(__always)
  func storedValue(_ type: Value) -> Value? {
    guard case .type(.structType(let s)) = type else { return nil }
    switch storedSource(s) {
    case .cell(let cell)?: return cell.value
    case .value(let v)?: return v
    case nil: return nil
    }
  }

  /// Where `storedValue` finds `s.name`, which stays where it is while `s.members.generation`
  /// is unchanged: a static stored property's cell (whose value `static var` assignment
  /// changes in place, so it is read on each use), or the shared record of defaults; nil
  /// when the getter must run.
  enum StoredSource {
    case cell(Box)
    case value(Value)
  }

  func storedSource(_ s: StructInfo) -> StoredSource? {
    guard !isBuiltin else { return nil }
    let members = s.members
    if members !== self.members || generation != members.generation {
      guard learn(s) else { return nil }
    }
    if let cell { return .cell(cell) }
    if let accessors, accessors.makesDefaults, members.initializers.isEmpty, let r = s.defaultsRecord() {
      return .value(.record(r))
    }
    return nil
  }

  /// Looks the member up as `Interpreter.staticMember` does: stored properties first.
  private func learn(_ s: StructInfo) -> Bool {
    let members = s.members
    if let c = members.staticValues[name] {
      cell = c
      accessors = nil
    } else if let a = members.staticComputed[name] {
      cell = nil
      accessors = a
    } else {
      return false
    }
    self.members = members
    generation = members.generation
    file = s.file
    owner = s.name
    return true
  }
}
