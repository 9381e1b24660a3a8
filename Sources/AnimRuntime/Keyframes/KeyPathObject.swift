// Key paths: `\.scale`, `\.position.x`, `\AnimationValues.angle`. A key path is the list of
// member names it walks; reading and writing go through the same member access as `a.b.c`, so
// it works on structs, geometry values and anything else with members.
import AnimSyntax

/// A key path as a value.
final class KeyPathObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .keyPath }
  /// The root type's name when written (`\AnimationValues.angle`), for messages.
  let root: String?
  /// The member names, in order (`["position", "x"]`); `["self"]` for `\.self`.
  let components: [String]

  init(root: String?, components: [String]) {
    self.root = root
    self.components = components
  }

  override var typeName: String { "KeyPath" }
  override var printed: String { "\\" + (root ?? "") + components.map { "." + $0 }.joined() }

  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? KeyPathObject)?.components == components
  }

  /// `root[keyPath: self]`.
  func read(_ root: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    var v = root.unwrapped
    for name in components where name != "self" {
      v = try i.getMember(v, name, range, &m).unwrapped
    }
    return v
  }

  /// `root` with `root[keyPath: self] = value`.
  func write(
    _ root: Value, _ value: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    try write(root.unwrapped, value, from: 0, i, range, &m)
  }

  private func write(
    _ root: Value, _ value: Value, from k: Int, _ i: Interpreter, _ range: SourceRange,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard k < components.count else { return value }
    let name = components[k]  // trap-ok: checked
    if name == "self" { return try write(root, value, from: k + 1, i, range, &m) }
    if k == components.count - 1 { return try i.setMember(root, name, value, range, &m).0 }
    let child = try i.getMember(root, name, range, &m).unwrapped
    let updated = try write(child, value, from: k + 1, i, range, &m)
    return try i.setMember(root, name, updated, range, &m).0
  }
}
