// Classes in the checker: a class is a nominal type like a struct (its members are typed the
// same way), but a reference, so `===`/`!==` apply to it and to nothing else.
import AnimSyntax

extension TypeChecker {
  /// Whether `t` (or the type an optional wraps) is a script class.
  func isClassType(_ t: SwiftType) -> Bool {
    guard case .named(let n, _) = t.unwrapped else { return false }
    return resolver.userStructs[n]?.isClass ?? false
  }

  /// `a === b`, `a !== b`: Swift's identity operators take `AnyObject?` operands, so a known
  /// type that is not a class (a struct, a number) is Swift's error.
  func identity(_ op: BinaryOperator, _ l: Expr, _ r: Expr) -> SwiftType {
    var reported = false
    for e in [l, r] {
      let t = check(e, expected: nil)
      if reported || t.isUnknown || t == .nilLiteral || isClassType(t) { continue }
      if case .optional(let w) = t, w.isUnknown { continue }
      error(
        "argument type '\(t.defaulted)' expected to be an instance of a class or class-constrained type",
        e.range, id: "identity-operands")
      reported = true
    }
    return .bool
  }

  /// `a == b` on two instances of a class that is not Equatable: Swift synthesises `==` for
  /// no class, so it is Swift's error (`===` compares identity).
  func checkClassEquality(_ op: BinaryOperator, _ l: Expr, _ r: Expr) {
    guard let a = resolution.type(of: l), let b = resolution.type(of: r), isClassType(a), isClassType(b),
      case .named(let name, _) = a.unwrapped, !isEquatableClass(name)
    else { return }
    error(
      "binary operator '\(op.rawValue)' cannot be applied to two '\(a.defaulted)' operands",
      l.range.union(r.range), id: "binary-operator-types")
  }

  /// Whether class `name` declares `==` or conforms to Equatable (or a protocol refining it),
  /// in its declaration or an extension.
  func isEquatableClass(_ name: String) -> Bool {
    guard let d = resolver.userStructs[name] else { return true }
    let equatable: Set<String> = ["Equatable", "Hashable", "Comparable"]
    var conformances = d.conformances.map(\.text)
    var members = d.members
    for e in environment.extensions[name] ?? [] {
      conformances += e.conformances.map(\.text)
      members += e.members
    }
    if conformances.contains(where: { equatable.contains($0) || resolver.userProtocols[$0] != nil }) { return true }
    return members.contains { m in
      if case .method(let f, true, _) = m { return f.name?.text == "==" }
      return false
    }
  }
}

extension TypeChecker {
  /// After `target` is checked: when the path writes through a class instance (`store.color`,
  /// `self.box.count`, `holder.store.items`), the write changes the object, not the variable at
  /// its root, so a `let` root is allowed (Swift's rule for reference types): the resolver's
  /// "is a 'let' constant" error for the root is withdrawn (Resolver.resolve).
  func noteWriteThroughReference(_ target: Expr) {
    guard let root = target.rootVariable(resolving: resolution.resolved) else { return }
    var node = resolution.resolved(target)
    while true {
      switch node.kind {
      case .member(let base, _), .subscript(let base, _), .forceUnwrap(let base):
        let b = resolution.resolved(base)
        if let t = resolution.type(of: b) ?? resolution.type(of: base), isClassType(t) {
          referenceWrites.insert(root.range)
          return
        }
        node = b
      default: return
      }
    }
  }
}

extension TypeChecker {
  /// `x.name = …` where `name` is a `let` stored property of a script type: Swift's error,
  /// outside the type's own initialisers. (For a class this is the only thing that stops the
  /// write: the `let` the instance is held in does not.)
  func checkLetPropertyAssignment(_ target: Expr) {
    guard case .member(let base, let name) = resolution.resolved(target).kind,
      let t = resolution.type(of: resolution.resolved(base)) ?? resolution.type(of: base),
      case .named(let typeName, _) = t.unwrapped, let d = resolver.userStructs[typeName],
      d.storedProperties.contains(where: { $0.name.text == name.text && !$0.isMutable }),
      initializerTypes.last != typeName
    else { return }
    error("cannot assign to property: '\(name.text)' is a 'let' constant", name.range, id: "assign-to-let")
  }
}
