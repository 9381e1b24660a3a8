// A script type's own `subscript` (Parser+Subscripts.swift): `v[i]` runs its getter with
// `self` = `v`, `v[i] = x` its setter as a mutating method, whose `self` is written back.
import AnimSyntax

extension Interpreter {
  /// The subscript accessors of a struct's record or an enum's case, with the type's file and
  /// name.
  private func subscriptAccessors(of v: Value) -> (TypeAccessors, SourceFile, String)? {
    switch v {
    case .record(let r):
      guard let s = r.info as? StructInfo, let a = s.members.computed[Parser.subscriptMemberName] else { return nil }
      return (a, s.file, s.name)
    case .object(let e as EnumValue):
      guard let a = e.type.members.computed[Parser.subscriptMemberName] else { return nil }
      return (a, e.type.file, e.type.name)
    default: return nil
    }
  }

  /// `base[index]` by the type's subscript; nil when it has none.
  func userSubscript(_ base: Value, _ index: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard let (a, file, name) = subscriptAccessors(of: base) else { return nil }
    let c = Closure(compiled: a.getter, captures: [], file: file, boundMembers: [base], name: "\(name).subscript")
    return try invoke(c, arguments: Self.subscriptArguments(index, a.getter.decl.parameters.count), range: range, &m)
  }

  /// The arguments of a subscript of `count` parameters: `g[1, 2]`'s index is the tuple of
  /// them (Lowering.subscriptIndex).
  static func subscriptArguments(_ index: Value, _ count: Int) -> [Value] {
    if count > 1, case .tuple(let t) = index, t.elements.count == count { return t.elements }
    return [index]
  }

  /// `base[index] = value` by the type's subscript setter: the updated `self`; nil when the
  /// type has no subscript, an error when it has no setter (Swift's words).
  func setUserSubscript(_ base: Value, _ index: Value, _ value: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard let (a, file, name) = subscriptAccessors(of: base) else { return nil }
    guard let setter = a.setter else {
      throw RuntimeError("cannot assign through subscript: subscript is get-only", at: range, file: m.file)
    }
    let arguments = Self.subscriptArguments(index, a.getter.decl.parameters.count) + [value]
    return try runMutating(setter, on: base, file, "\(name).subscript", arguments, range, &m).newSelf
  }
}
