// Swift's bitwise operators: `<<`, `>>`, `&`, `|`, `^` and prefix `~`, on integers only. `&`,
// `|` and `^` take two operands of one integer type (a literal takes the other's); a shift's
// amount may be any integer type and the result is the left operand's type. The errors are
// swiftc's words (checked against swiftc 6.3).
import AnimSyntax

extension TypeChecker {
  /// An integer type (`Int`, `UInt8`, …) or an integer literal.
  func isIntegerType(_ t: SwiftType) -> Bool {
    t == .integerLiteral || (t.isNumber && !t.isFloating)
  }

  func bitwise(_ op: BinaryOperator, _ l: Expr, _ r: Expr, expected: SwiftType?) -> SwiftType {
    let isShift = op == .shiftLeft || op == .shiftRight
    let integerContext = expected.flatMap { isIntegerType($0) && !isLiteralType($0) ? $0 : nil }
    var a = check(l, expected: integerContext)
    let b: SwiftType
    if isShift {
      b = check(r, expected: nil)
    } else {
      b = check(r, expected: isIntegerType(a) && !isLiteralType(a) ? a : integerContext)
      // A literal on the left takes the right's type, as Swift's solver gives it.
      if a == .integerLiteral, isIntegerType(b), !isLiteralType(b) { a = check(l, expected: b) }
    }
    if let t = operatorFunctionResult(op, a, b) { return t }
    if a.isUnknown || b.isUnknown { return isShift ? a : (a.isUnknown ? b : a) }
    let range = l.range.union(r.range)
    if isIntegerType(a), isIntegerType(b) {
      if isShift { return a }
      if isLiteralType(a) { return b }
      if isLiteralType(b) || a == b { return a }
    } else if !isShift, isLiteralType(b) != isLiteralType(a), (a.isNumber && b.isNumber) {
      // `1.5 & 2`: swiftc points at the operand that is not the literal's integer type.
      let (wrong, site, other) = isLiteralType(b) ? (a, l, b) : (b, r, a)
      error(
        "cannot convert value of type '\(wrong.defaulted)' to expected argument type '\(other.defaulted)'",
        site.range, id: "binary-operator-types")
      return .unknown
    }
    let both = a.defaulted == b.defaulted ? "two '\(a.defaulted)' operands" : "operands of type '\(a.defaulted)' and '\(b.defaulted)'"
    error("binary operator '\(op.rawValue)' cannot be applied to \(both)", range, id: "binary-operator-types")
    return .unknown
  }

  /// `~x`: an integer's bits inverted, of x's type.
  func bitwiseNot(_ x: Expr, expected: SwiftType?) -> SwiftType {
    let t = check(x, expected: expected.flatMap { isIntegerType($0) ? $0 : nil })
    if t.isUnknown || isIntegerType(t) { return t }
    error("unary operator '~' cannot be applied to an operand of type '\(t.defaulted)'", x.range, id: "unary-operator-type")
    return .unknown
  }
}
