// The type of `a op b` when an operand's declared type has an operator function for `op`.
import AnimSyntax

extension TypeChecker {
  /// The declared result of `static func op` of `a`'s (or `b`'s) declared type, nil when
  /// neither has one (the usual rules apply).
  func operatorFunctionResult(_ op: BinaryOperator, _ a: SwiftType, _ b: SwiftType) -> SwiftType? {
    for t in [a, b] {
      guard case .named(let typeName, _) = t.unwrapped, let decl = userDecl(typeName) else { continue }
      for m in decl.members {
        guard case .method(let f, true, _) = m, f.name?.text == op.rawValue, f.parameters.count == 2 else { continue }
        guard case .function(_, let result) = functionType(f, selfType: .named(typeName)) else { return nil }
        return result.isUnknown ? nil : result
      }
    }
    return nil
  }
}
