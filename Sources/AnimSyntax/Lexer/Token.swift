// Tokens: what the lexer hands the parser. Each carries its exact UTF-8 byte range.

/// Reserved words. `animation`, `state`, `test`, `merge`, `always` and `never` are *contextual*:
/// they are lexed as identifiers and only start a declaration where the parser expects one, so
/// `context.state` and `let test = 1` keep working.
///
/// Keep in sync with Grammar/Anim.ebnf.md ("Keywords").
public enum Keyword: String, Hashable, Sendable, CaseIterable {
  case `let`, `var`, `func`, `return`, `if`, `else`, `guard`, `while`, `for`, `in`
  case `break`, `continue`, `true`, `false`, `nil`, `is`
}

/// A lexical token kind.
public enum TokenKind: Hashable, Sendable {
  // MARK: Names and literals
  /// An identifier (`x`, `easeInOut`, `π`), including contextual keywords.
  case identifier(String)
  /// A reserved word.
  case keyword(Keyword)
  /// `$name`: a projection of an `@State` property.
  case dollarIdentifier(String)
  /// A number literal's value.
  case number(Double)
  /// A complete string literal without interpolation (escapes processed).
  case string(String)
  /// The text of a string before its first `\(`.
  case stringHead(String)
  /// The text between an interpolation's `)` and the next `\(`.
  case stringMiddle(String)
  /// The text between the last interpolation's `)` and the closing `"`.
  case stringTail(String)
  /// `#RRGGBB` or `#RRGGBBAA`.
  case color(ColorLiteral)

  // MARK: Punctuation
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case comma, colon, semicolon, dot, at, ampersand, question
  /// `\` starting a key path (`\.scale`).
  case backslash

  // MARK: Operators
  case plus, minus, star, slash, percent
  case equal, plusEqual, minusEqual, starEqual, slashEqual, percentEqual
  case equalEqual, bangEqual, equalEqualEqual, bangEqualEqual, bang, less, lessEqual, greater, greaterEqual
  case ampAmp, pipePipe, questionQuestion, halfOpenRange, closedRange
  /// Swift's bitwise operators on integers: `|`, `^`, prefix `~`, `<<` (`>>` is two `>` tokens
  /// side by side, which the parser joins, so that `Array<Array<Int>>` still closes two generic
  /// clauses) and their compound assignments (`&=` … `<<=`; `>>=` is `>` then `>=`).
  case pipe, caret, tilde, lessLess
  case ampEqual, pipeEqual, caretEqual, lessLessEqual

  // MARK: Structure
  /// A line break that ends a statement (line breaks inside `(…)`/`[…]`, after a binary
  /// operator, or before a `.member` continuation line are not tokens).
  case newline
  /// End of input.
  case endOfFile
  /// Bytes the lexer could not make sense of; a diagnostic was already reported.
  case invalid

  /// A short description for messages, in user words (`'('`, `end of line`, `string literal`).
  public var userDescription: String {
    switch self {
    case .identifier(let s): "'\(s)'"
    case .keyword(let k): "'\(k.rawValue)'"
    case .dollarIdentifier(let s): "'$\(s)'"
    case .number: "number"
    case .string, .stringHead: "string literal"
    case .stringMiddle, .stringTail: "')'"  // they start with the ')' ending an interpolation
    case .color: "colour literal"
    case .newline: "end of line"
    case .endOfFile: "end of file"
    case .invalid: "invalid input"
    default: "'\(spelling)'"
    }
  }

  /// The fixed spelling of punctuation and operators (empty for other kinds).
  public var spelling: String {
    switch self {
    case .leftParen: "("
    case .rightParen: ")"
    case .leftBracket: "["
    case .rightBracket: "]"
    case .leftBrace: "{"
    case .rightBrace: "}"
    case .comma: ","
    case .colon: ":"
    case .semicolon: ";"
    case .dot: "."
    case .at: "@"
    case .ampersand: "&"
    case .question: "?"
    case .backslash: "\\"
    case .plus: "+"
    case .minus: "-"
    case .star: "*"
    case .slash: "/"
    case .percent: "%"
    case .equal: "="
    case .plusEqual: "+="
    case .minusEqual: "-="
    case .starEqual: "*="
    case .slashEqual: "/="
    case .percentEqual: "%="
    case .equalEqual: "=="
    case .bangEqual: "!="
    case .equalEqualEqual: "==="
    case .bangEqualEqual: "!=="
    case .bang: "!"
    case .less: "<"
    case .lessEqual: "<="
    case .greater: ">"
    case .greaterEqual: ">="
    case .ampAmp: "&&"
    case .pipePipe: "||"
    case .questionQuestion: "??"
    case .halfOpenRange: "..<"
    case .closedRange: "..."
    case .pipe: "|"
    case .caret: "^"
    case .tilde: "~"
    case .lessLess: "<<"
    case .ampEqual: "&="
    case .pipeEqual: "|="
    case .caretEqual: "^="
    case .lessLessEqual: "<<="
    default: ""
    }
  }

  /// The binary operator this token spells, if any.
  public var binaryOperator: BinaryOperator? {
    switch self {
    case .plus: .add
    case .minus: .subtract
    case .star: .multiply
    case .slash: .divide
    case .percent: .remainder
    case .equalEqual: .equal
    case .bangEqual: .notEqual
    case .equalEqualEqual: .identical
    case .bangEqualEqual: .notIdentical
    case .less: .less
    case .lessEqual: .lessEqual
    case .greater: .greater
    case .greaterEqual: .greaterEqual
    case .ampAmp: .and
    case .pipePipe: .or
    case .questionQuestion: .nilCoalescing
    case .halfOpenRange: .halfOpenRange
    case .closedRange: .closedRange
    case .ampersand: .bitwiseAnd
    case .pipe: .bitwiseOr
    case .caret: .bitwiseXor
    case .lessLess: .shiftLeft
    default: nil
    }
  }

  /// The assignment operator this token spells, if any.
  public var assignmentOperator: AssignmentOperator? {
    switch self {
    case .equal: .assign
    case .plusEqual: .addAssign
    case .minusEqual: .subtractAssign
    case .starEqual: .multiplyAssign
    case .slashEqual: .divideAssign
    case .percentEqual: .remainderAssign
    case .ampEqual: .bitwiseAndAssign
    case .pipeEqual: .bitwiseOrAssign
    case .caretEqual: .bitwiseXorAssign
    case .lessLessEqual: .shiftLeftAssign
    default: nil
    }
  }

  /// Whether a line break right after this token continues the statement (binary operators,
  /// assignment, `,`, `?`, `:`, `&`, `@`): the line cannot end here. (`.` and `is` are not in
  /// the list: `x.` at the end of a line is reported there, instead of taking the next line's
  /// first word as a member name.)
  var continuesLine: Bool {
    if binaryOperator != nil || assignmentOperator != nil { return true }
    switch self {
    case .comma, .question, .colon, .ampersand, .at: return true
    default: return false
    }
  }
}

/// A token with its exact source range.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// Its UTF-8 byte range (for string pieces, including quotes and `\(`/`)` delimiters).
  public var range: SourceRange
  /// Whether a line break precedes the token (also inside brackets, where line breaks are not
  /// tokens): the parser uses it to tell a missing `,` from a missing `)`.
  public var startsLine: Bool

  /// Creates a token.
  public init(kind: TokenKind, range: SourceRange, startsLine: Bool = false) {
    self.kind = kind
    self.range = range
    self.startsLine = startsLine
  }
}
