// Which expressions may stand left of `=`: lvalue paths rooted at a variable.

extension Expr {
  /// Whether this expression is an lvalue path: a variable, or a chain of `.member` and
  /// `[subscript]` accesses and `!` ending in a variable (`x`, `a.b`, `v[0]`,
  /// `context.state[Key].field`, `d[k]!`). The interpreter implements writes to such paths as
  /// read-modify-write, which gives Anim Swift's value semantics.
  public var isAssignable: Bool { isAssignable(resolving: { $0 }) }

  /// The variable at the root of an lvalue path (`context` in `context.state[Key].field`).
  public var rootVariable: Name? { rootVariable(resolving: { $0 }) }

  /// ``isAssignable`` of the path as a resolver sees it: `resolve` gives each node's resolved
  /// form (`x` written alone in a method is `self.x`).
  public func isAssignable(resolving resolve: (Expr) -> Expr) -> Bool {
    if case .variable = lvalueRoot(resolving: resolve).kind { return true }
    return false
  }

  /// ``rootVariable`` of the path as a resolver sees it (see ``isAssignable(resolving:)``).
  public func rootVariable(resolving resolve: (Expr) -> Expr) -> Name? {
    if case .variable(let name) = lvalueRoot(resolving: resolve).kind { return name }
    return nil
  }

  /// The node where the chain of members, subscripts and `!` from this one ends.
  private func lvalueRoot(resolving resolve: (Expr) -> Expr) -> Expr {
    var node = resolve(self)
    // Iterative, not recursive: a long path must not deepen the native stack.
    while true {
      switch node.kind {
      case .member(let base, _), .subscript(let base, _), .forceUnwrap(let base): node = resolve(base)
      default: return node
      }
    }
  }
}
