// Operator functions declared in a type: `static func + (lhs: Self, rhs: Self) -> Self`,
// `static func == (…)`, `static prefix func - (operand: Self) -> Self` (Swift's "Advanced
// Operators": Operator Methods), the usual way to write VectorArithmetic.

extension Parser {
  /// The prefix that names a prefix operator function apart from the binary one of the same
  /// spelling (`prefix -` and `-`).
  public static let prefixOperatorMark = "prefix "

  // operatorFunctionName -> binaryOperator | assignmentOperator | '!'
  /// After `func`: an operator as the function's name (nil when the token is none).
  mutating func parseOperatorFunctionName() -> Name? {
    let spelling: String
    if let op = kind.binaryOperator {
      spelling = op.rawValue
    } else if let op = kind.assignmentOperator, op != .assign {
      spelling = op.rawValue
    } else if kind == .bang {
      spelling = "!"
    } else {
      return nil
    }
    let range = advance().range
    let isPrefix = prefixOperatorFunction
    prefixOperatorFunction = false
    return Name(text: (isPrefix ? Parser.prefixOperatorMark : "") + spelling, range: range, id: makeID())
  }
}
