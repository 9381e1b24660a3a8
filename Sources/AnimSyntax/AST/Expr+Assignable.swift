// Which expressions may stand left of `=`: lvalue paths rooted at a variable.

extension Expr {
  /// Whether this expression is an lvalue path: a variable, or a chain of `.member` and
  /// `[subscript]` accesses and `!` ending in a variable (`x`, `a.b`, `v[0]`,
  /// `context.state[Key].field`, `d[k]!`). The interpreter implements writes to such paths as
  /// read-modify-write, which gives Anim Swift's value semantics.
  public var isAssignable: Bool {
    var node = self
    // Iterative, not recursive: a long path must not deepen the native stack.
    while true {
      switch node.kind {
      case .variable: return true
      case .member(let base, _): node = base
      case .subscript(let base, _): node = base
      case .forceUnwrap(let base): node = base
      default: return false
      }
    }
  }

  /// The variable at the root of an lvalue path (`context` in `context.state[Key].field`).
  public var rootVariable: Name? {
    var node = self
    while true {
      switch node.kind {
      case .variable(let name): return name
      case .member(let base, _): node = base
      case .subscript(let base, _): node = base
      case .forceUnwrap(let base): node = base
      default: return nil
      }
    }
  }
}
