// Whether evaluating an expression calls something, as written: a stored property's default
// that calls (`let id = UUID()`) must be evaluated for each instance, as Swift does, while a
// literal or a static value may be evaluated once.

extension Expr {
  /// Whether the expression, evaluated, calls a function, method or initialiser (a closure
  /// written in it is not called by evaluating it).
  public var callsSomething: Bool {
    switch kind {
    case .call, .interpolatedString: return true
    case .member(let base, _): return base.callsSomething
    case .subscript(let base, let arguments): return base.callsSomething || arguments.contains { $0.value.callsSomething }
    case .unary(_, let operand): return operand.callsSomething
    case .binary(_, let lhs, let rhs): return lhs.callsSomething || rhs.callsSomething
    case .ternary(let c, let t, let e): return c.callsSomething || t.callsSomething || e.callsSomething
    case .vector(let items): return items.contains { $0.callsSomething }
    case .dictionary(let entries): return entries.contains { $0.key.callsSomething || $0.value.callsSomething }
    case .tuple(let elements): return elements.contains { $0.value.callsSomething }
    case .forceUnwrap(let x), .optionalChainLink(let x), .optionalChain(let x): return x.callsSomething
    case .cast(let value, _, _), .typeCheck(let value, _), .coercion(let value, _): return value.callsSomething
    case .ifExpression, .switchExpression: return true
    default: return false
    }
  }
}
