// The types of `v[i]` for a script type that declares a `subscript`.
import AnimSyntax

extension TypeChecker {
  /// The declared subscript of `base`'s declared type, if it has one.
  func userSubscript(_ base: SwiftType) -> (ComputedProperty, String)? {
    guard case .named(let typeName, _) = base.unwrapped, let decl = userDecl(typeName) else { return nil }
    for m in decl.members {
      if case .computed(let c) = m, !c.isStatic, c.name.text == Parser.subscriptMemberName { return (c, typeName) }
    }
    return nil
  }

  /// The element type `base[i]` gives, nil when `base` has no declared subscript.
  func userSubscriptType(_ base: SwiftType) -> SwiftType? {
    guard let (c, typeName) = userSubscript(base), let t = c.type else { return nil }
    return SwiftType(t, generics: generics, selfType: .named(typeName))
  }

  /// The types of the parameters of `base`'s declared subscript, nil when it has none.
  func userSubscriptParameterTypes(_ base: SwiftType) -> [SwiftType]? {
    guard let (c, typeName) = userSubscript(base) else { return nil }
    return c.getter.parameters.map { p in p.type.map { SwiftType($0, generics: generics, selfType: .named(typeName)) } ?? .unknown }
  }

  /// The type the index of `base[i]` must have (its subscript's first parameter's).
  func userSubscriptIndexType(_ base: SwiftType) -> SwiftType? {
    guard let (c, typeName) = userSubscript(base), let p = c.getter.parameters.first, let t = p.type else { return nil }
    return SwiftType(t, generics: generics, selfType: .named(typeName))
  }
}

extension TypeChecker {
  /// `v[i] = x` where `v`'s declared subscript has no setter: Swift's error, before running.
  func checkSubscriptIsSettable(_ target: Expr) {
    guard case .subscript(let base, _) = resolution.resolved(target).kind,
      let (c, _) = userSubscript(resolution.type(of: base) ?? .unknown), c.setter == nil
    else { return }
    error("cannot assign through subscript: subscript is get-only", target.range, id: "get-only-subscript")
  }
}
