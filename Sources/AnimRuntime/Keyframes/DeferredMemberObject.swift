// `.degrees(16)`, `.init(x: 0, y: 100)`, `.zero` written as a keyframe's value: Swift finds the
// type from the track's property, which Anim knows only when the timeline is built. Until then
// the implicit member waits, with its arguments evaluated.
import AnimSyntax

/// An implicit member whose type is the keyframe track's.
final class DeferredMemberObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .otherObject }
  let name: String
  /// The call's arguments as written (for labels and ranges) and their values; nil for a
  /// member written without a call (`.zero`).
  let arguments: [CallArgument]?
  let values: [Value]
  let range: SourceRange

  init(name: String, arguments: [CallArgument]?, values: [Value], range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.values = values
    self.range = range
  }

  override var typeName: String { "implicit member" }
  override var printed: String { "." + name + (arguments == nil ? "" : "(…)") }

  /// The member of `template`'s type: `Angle.degrees(16)` for an Angle track.
  func resolve(against template: Value, _ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    guard let type = i.typeValue(of: template) else {
      throw RuntimeError(
        "cannot tell what '.\(name)' is here: the track animates \(template.typeNameWithArticle); write the type (as in 'Angle.\(name)')",
        at: range, file: m.file)
    }
    guard let arguments else { return try i.getMember(type, name, range, &m) }
    let base = m.stack.count
    for v in values { m.stack.append(v) }
    defer { m.stack.removeAbove(base) }
    let site = CallSite(arguments: arguments, base: base, range: range, name: name)
    guard case .type(let t) = type else { return .none }
    if name == "init" { return try i.construct(t, site, &m) }
    if let v = try BuiltinTable.shared.callEvaluated(name, type.kind, type, site, i, &m) { return v }
    throw RuntimeError("\(t.name) has no static method '\(name)'", at: range, file: m.file)
  }
}

extension Interpreter {
  /// The type of a value, as a value (`CGPoint` for a point), for implicit members; nil for a
  /// value whose type cannot be named.
  func typeValue(of v: Value) -> Value? {
    switch v.unwrapped {
    case .record(let r):
      if let s = r.info as? StructInfo { return .type(.structType(s)) }
      if let s = r.info as? StateInfo { return .type(.state(s)) }
      return nil
    case .object(let e as EnumValue): return .type(.enumType(e.type))
    case .number: return .type(.builtin("Double"))
    case let other:
      let name = other.kind.typeName
      return ValueKind.ofType(named: name) != nil ? .type(.builtin(name)) : nil
    }
  }
}
