// An optional's own `map` and `flatMap` at run time (the checker finds them:
// TypeChecker+OptionalCases.swift).
import AnimSyntax

extension Lowering {
  /// `x.map(f)`, `x.flatMap(f)` on an optional: nil stays nil, otherwise `f(x)` (an optional
  /// at run time is its value or nil, so map and flatMap run alike).
  static func optionalMap(_ receiver: Expr, _ closure: Expr, _ range: SourceRange) -> ExprCode {
    let base = expr(receiver)
    let f = expr(closure)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let v = try base(i, &m).unwrapped
      if case .none = v { return .none }
      return try i.callFunction(try f(i, &m), [v], range, &m)
    }
  }
}
