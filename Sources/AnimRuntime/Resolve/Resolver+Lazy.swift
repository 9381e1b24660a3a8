// A struct's `lazy var` is read by a mutating getter (the first read stores the value), so
// reading it through a `let` or a non-mutating method's `self` is Swift's error ("cannot use
// mutating getter on immutable value"). The resolver knows which roots are constants but not
// types; it reports each read of a lazy property's name through one, and keeps the reports
// where the checker saw the base to be a struct that declares it (TypeChecker.lazyStructReads).
import AnimSyntax

extension Resolver {
  func noteLazyProperties(_ d: StructDecl) {
    for case .computed(let c) in d.members where c.lazyStorage != nil {
      resolution.lazyPropertyNames.insert(c.name.text)
    }
  }

  func checkLazyRead(_ base: Expr, _ name: Identifier) {
    guard resolution.lazyPropertyNames.contains(name.text), base.isAssignable(resolving: resolution.resolved),
      let root = base.rootVariable(resolving: resolution.resolved),
      let (location, isMutable) = lookup(root.text, in: current), !isMutable
    else { return }
    if case .builtin = location { return }
    let what = root.text == "self" ? "'self' is immutable" : "'\(root.text)' is a 'let' constant"
    error("cannot use mutating getter on immutable value: \(what)", root.range, id: "lazy-let")
  }
}

extension Resolver {
  /// `area` written alone in a method of a struct that declares `lazy var area`: a read through
  /// `self`, an error where `self` is immutable.
  func checkImplicitLazyRead(_ name: Name) {
    guard resolution.lazyPropertyNames.contains(name.text), let typeName = enclosingTypeName(),
      let d = userStructs[typeName], !d.isClass,
      d.members.contains(where: { if case .computed(let c) = $0 { c.name.text == name.text && c.lazyStorage != nil } else { false } }),
      let (_, isMutable) = lookup("self", in: current), !isMutable
    else { return }
    error("cannot use mutating getter on immutable value: 'self' is immutable", name.range, id: "lazy-self")
  }
}

extension TypeChecker {
  /// After `base.name` is checked: a read of a struct's `lazy var` (see Resolver+Lazy.swift).
  func noteLazyRead(_ base: Expr, _ name: Identifier) {
    guard resolution.lazyPropertyNames.contains(name.text),
      let t = resolution.type(of: resolution.resolved(base)) ?? resolution.type(of: base),
      case .named(let typeName, _) = t, let d = resolver.userStructs[typeName], !d.isClass,
      d.members.contains(where: { if case .computed(let c) = $0 { c.name.text == name.text && c.lazyStorage != nil } else { false } }),
      let root = base.rootVariable(resolving: resolution.resolved)
    else { return }
    lazyStructReads.insert(root.range)
  }
}
