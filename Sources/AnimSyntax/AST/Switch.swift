// The `switch` statement and its patterns.

/// `switch subject { case patterns where condition: statements … default: statements }`.
public final class SwitchStmt: @unchecked Sendable {
  /// The value switched over.
  public let subject: Expr
  /// The cases in order (`default` is a case with no patterns).
  public let cases: [SwitchCase]
  /// From `switch` to the closing `}`.
  public let range: SourceRange

  /// Creates a switch statement.
  public init(subject: Expr, cases: [SwitchCase], range: SourceRange) {
    self.subject = subject
    self.cases = cases
    self.range = range
  }
}

/// One `case p1, p2 where c:` (or `default:`) with its statements.
public struct SwitchCase: @unchecked Sendable {
  /// The patterns; empty for `default`.
  public var patterns: [CasePattern]
  /// The `where` condition, if written.
  public var guardExpression: Expr?
  /// The statements up to the next case.
  public var body: Block
  /// From `case`/`default` to the colon.
  public var range: SourceRange

  /// Whether this is `default:`.
  public var isDefault: Bool { patterns.isEmpty }

  /// Creates a switch case.
  public init(patterns: [CasePattern], guardExpression: Expr?, body: Block, range: SourceRange) {
    self.patterns = patterns
    self.guardExpression = guardExpression
    self.body = body
    self.range = range
  }
}

/// A pattern in a `case` of a `switch`.
public indirect enum CasePattern: @unchecked Sendable {
  /// `_`: matches anything.
  case wildcard(SourceRange)
  /// `let x` / `var x` (or a name inside `case let (x, y)`): matches anything and binds it.
  case binding(Name, isMutable: Bool)
  /// `.up` or `Direction.up`: an enum case, matched by name (and by type when written).
  case enumCase(type: Identifier?, name: Identifier)
  /// `.move(let dx, _)`, `.move(dx: let x, dy: 0)`: an enum case with associated values, each
  /// matched by its pattern (a label, when written, must be the case's).
  case enumCasePayload(name: Identifier, elements: [(label: Identifier?, pattern: CasePattern)], SourceRange)
  /// `(p1, p2)`: a tuple or pair, element by element.
  case tuple([CasePattern], SourceRange)
  /// Any other expression: matched with `~=` (a range contains the value, otherwise `==`).
  case expression(Expr)
  /// `let x?`, `.up?`: an optional that is not nil, its value matched by the pattern (Swift's
  /// optional pattern, `.some(p)`).
  case optional(CasePattern, SourceRange)

  /// Where the pattern is written.
  public var range: SourceRange {
    switch self {
    case .wildcard(let r), .tuple(_, let r), .enumCasePayload(_, _, let r), .optional(_, let r): r
    case .binding(let n, _): n.range
    case .enumCase(let t, let n): t.map { $0.range.union(n.range) } ?? n.range
    case .expression(let e): e.range
    }
  }
}
