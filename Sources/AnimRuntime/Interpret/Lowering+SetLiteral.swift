// An array literal where the checker expected a `Set` (`let s: Set = [1, 2, 2]`, an argument of
// type `Set<Int>`): Swift makes a set of it, so equal elements count once.

import AnimSyntax

extension Lowering {
  /// Whether the checker typed this literal as a Set.
  static func isSetLiteral(_ e: Expr) -> Bool {
    if case .named("Set", _)? = resolution.type(of: e) { return true }
    return false
  }

  static func setLiteral(_ items: [Expr]) -> ExprCode {
    let array = arrayLiteral(items)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      guard case .array(let elements) = try array(i, &m) else { return .none }
      return .object(SetObject(elements))
    }
  }
}
