// Operators and their precedence. The precedence table follows Swift's standard precedence groups
// so that expressions copied from Swift parse the same way.
//
// Keep `BinaryOperator.precedence` in sync with Grammar/Anim.ebnf.md ("Operator precedence").

/// A prefix operator.
public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
  /// `-x`
  case negate = "-"
  /// `+x` (no effect on numbers; kept for symmetry with Swift)
  case plus = "+"
  /// `!b`
  case not = "!"
  /// `~i`: the bits of an integer inverted
  case bitwiseNot = "~"
  /// `..<x`: Swift's `PartialRangeUpTo`, every value below x
  case upTo = "..<"
  /// `...x`: `PartialRangeThrough`, every value up to and including x
  case through = "..."
  /// `x...` (postfix): `PartialRangeFrom`, every value from x on
  case from = "x..."

  /// The operator as written.
  public var spelling: String { self == .from ? "..." : rawValue }

  /// Whether it makes a one-sided range (`..<x`, `...x`, `x...`).
  public var isPartialRange: Bool { self == .upTo || self == .through || self == .from }
}

/// How a binary operator groups with itself.
public enum Associativity: Sendable {
  /// `a - b - c` is `(a - b) - c`.
  case left
  /// `a ?? b ?? c` is `a ?? (b ?? c)`.
  case right
  /// `a < b < c` is an error.
  case none
}

/// An infix operator (excluding `=`/compound assignment, which are statements, and the ternary and
/// `is`, which have their own AST cases).
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
  /// `a + b`
  case add = "+"
  /// `a - b`
  case subtract = "-"
  /// `a * b`
  case multiply = "*"
  /// `a / b`
  case divide = "/"
  /// `a % b`
  case remainder = "%"
  /// `a == b`
  case equal = "=="
  /// `a != b`
  case notEqual = "!="
  /// `a === b`: the same class instance (Swift's identity operator)
  case identical = "==="
  /// `a !== b`
  case notIdentical = "!=="
  /// `a < b`
  case less = "<"
  /// `a <= b`
  case lessEqual = "<="
  /// `a > b`
  case greater = ">"
  /// `a >= b`
  case greaterEqual = ">="
  /// `&&` (short-circuits)
  case and = "&&"
  /// `||` (short-circuits)
  case or = "||"
  /// `??` (evaluates the right side only when the left is nil)
  case nilCoalescing = "??"
  /// `a..<b`
  case halfOpenRange = "..<"
  /// `a...b`
  case closedRange = "..."
  /// `a << n`: an integer's bits shifted left (Swift's smart shift: a negative `n` shifts right,
  /// bits shifted out are lost, never an overflow)
  case shiftLeft = "<<"
  /// `a >> n`: shifted right, the sign kept
  case shiftRight = ">>"
  /// `a & b`
  case bitwiseAnd = "&"
  /// `a | b`
  case bitwiseOr = "|"
  /// `a ^ b`
  case bitwiseXor = "^"

  /// Whether it works on the bits of integers (`<<`, `>>`, `&`, `|`, `^`).
  public var isBitwise: Bool {
    switch self {
    case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor: true
    default: false
    }
  }

  /// The operator as written.
  public var spelling: String { rawValue }

  /// Binding strength; higher binds tighter. Ternary is 1 and `is` is 6 (see ``Precedence``).
  public var precedence: Int {
    switch self {
    case .or: Precedence.disjunction
    case .and: Precedence.conjunction
    case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater, .greaterEqual: Precedence.comparison
    case .nilCoalescing: Precedence.nilCoalescing
    case .halfOpenRange, .closedRange: Precedence.rangeFormation
    case .add, .subtract, .bitwiseOr, .bitwiseXor: Precedence.addition
    case .multiply, .divide, .remainder, .bitwiseAnd: Precedence.multiplication
    case .shiftLeft, .shiftRight: Precedence.bitwiseShift
    }
  }

  /// How the operator groups with operators of the same precedence.
  public var associativity: Associativity {
    switch self {
    case .nilCoalescing: .right
    case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater, .greaterEqual: .none
    case .halfOpenRange, .closedRange: .none
    case .shiftLeft, .shiftRight: .none
    default: .left
    }
  }
}

/// Swift's precedence groups as numbers (higher binds tighter).
public enum Precedence {
  /// `c ? a : b` (right-associative)
  public static let ternary = 1
  /// `||`
  public static let disjunction = 2
  /// `&&`
  public static let conjunction = 3
  /// `== != < <= > >=` (non-associative)
  public static let comparison = 4
  /// `??` (right-associative)
  public static let nilCoalescing = 5
  /// `is`
  public static let casting = 6
  /// `..<` and `...` (non-associative)
  public static let rangeFormation = 7
  /// `+ - | ^`
  public static let addition = 8
  /// `* / % &`
  public static let multiplication = 9
  /// `<< >>`
  public static let bitwiseShift = 10
}

/// `=` and the compound assignments.
public enum AssignmentOperator: String, Hashable, Sendable, CaseIterable {
  /// `x = v`
  case assign = "="
  /// `x += v`
  case addAssign = "+="
  /// `x -= v`
  case subtractAssign = "-="
  /// `x *= v`
  case multiplyAssign = "*="
  /// `x /= v`
  case divideAssign = "/="
  /// `x %= v`
  case remainderAssign = "%="
  /// `x &= v`
  case bitwiseAndAssign = "&="
  /// `x |= v`
  case bitwiseOrAssign = "|="
  /// `x ^= v`
  case bitwiseXorAssign = "^="
  /// `x <<= n`
  case shiftLeftAssign = "<<="
  /// `x >>= n`
  case shiftRightAssign = ">>="

  /// The operator as written.
  public var spelling: String { rawValue }

  /// The arithmetic a compound assignment performs (`+=` → `+`), or `nil` for plain `=`.
  public var binaryOperator: BinaryOperator? {
    switch self {
    case .assign: nil
    case .addAssign: .add
    case .subtractAssign: .subtract
    case .multiplyAssign: .multiply
    case .divideAssign: .divide
    case .remainderAssign: .remainder
    case .bitwiseAndAssign: .bitwiseAnd
    case .bitwiseOrAssign: .bitwiseOr
    case .bitwiseXorAssign: .bitwiseXor
    case .shiftLeftAssign: .shiftLeft
    case .shiftRightAssign: .shiftRight
    }
  }
}
