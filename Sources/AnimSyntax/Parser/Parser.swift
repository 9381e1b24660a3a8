// The parser: a recursive-descent parser over the lexer's tokens, with binary operators driven by
// the precedence table in Operators.swift (precedence climbing, as Lua's `subexpr`).
//
// Error recovery, so that `anim check` reports every independent mistake exactly once:
//   - Panic mode (clox): the first error in a statement sets `panicMode`, which silences further
//     errors until the statement list resynchronises at the next statement boundary
//     (`synchronize()`: a line break or `;` outside brackets, a `}` that closes the enclosing
//     block, or a statement keyword).
//   - Wren's rule: when a closing bracket is expected and the token after the current one is
//     that bracket, the current token is reported as spurious and discarded.
//   - Nesting is bounded (Lua's `enterlevel`): more than `maxDepth` nested expressions or blocks
//     is one error and parsing stops, so 10,000 `(` cannot overflow the native stack.
//
// Each parse function names the production it implements; Grammar/Anim.ebnf.md holds the same
// productions as one document. Keep the two in step.

/// Parses Anim source into a ``Program``, reporting every independent syntax error.
public struct Parser {
  /// How deeply expressions, blocks and statements may nest before parsing stops with an error.
  public static let maxDepth = 256

  /// Parses a whole source file.
  ///
  /// Never fails: on errors the program contains `.error` nodes where parsing recovered and the
  /// diagnostics list says what was wrong. Lexical errors (bad characters, unterminated strings,
  /// invalid UTF-8) are included.
  /// - Parameters:
  ///   - file: The source to parse.
  ///   - firstNodeID: The first ``NodeID`` to hand out (lets a REPL keep IDs unique across inputs).
  ///   - budget: The run's limits (`--timeout`, `--memory-limit`), counted per token; once
  ///     spent, parsing stops with that error and nothing more is reported.
  /// - Returns: The program and its diagnostics in source order.
  public static func parse(_ file: SourceFile, firstNodeID: UInt32 = 0, budget: WorkBudget? = nil)
    -> (program: Program, diagnostics: [Diagnostic])
  {
    let (tokens, lexDiagnostics) = Lexer.tokenize(file, budget: budget)
    // Lexing stopped part-way: the tokens end early, and what the parser would say about that
    // is not the user's mistake.
    if budget?.exceeded != nil {
      return (Program(file: file, statements: [], nodeIDLimit: firstNodeID), lexDiagnostics)
    }
    var parser = Parser(file: file, tokens: tokens, firstNodeID: firstNodeID)
    parser.budget = budget
    let statements = parser.parseProgram()
    parser.applyTypeAliases()
    let program = Program(file: file, statements: statements, nodeIDLimit: parser.nextID)
    let all = (lexDiagnostics + parser.diagnostics).enumerated().sorted { a, b in
      a.element.range.start != b.element.range.start
        ? a.element.range.start < b.element.range.start : a.offset < b.offset
    }.map(\.element)
    return (program, all)
  }

  /// Whether `source` failed to parse only because it ended too early: inside an open `(`, `[`
  /// or `{`, an unterminated block comment, or right after a binary operator or `=`.
  /// The REPL uses this to ask for a continuation line (`...`) instead of reporting an error.
  ///
  /// Input with an earlier, real error is not incomplete: the REPL reports that error at once
  /// (as `lua.c` does), rather than waiting for more lines.
  /// - Parameter source: The input so far.
  /// - Returns: `true` if more input could complete it.
  public static func isIncomplete(_ source: String) -> Bool {
    let result = parse(SourceFile(name: "<input>", text: source))
    return isIncomplete(result.diagnostics)
  }

  /// Whether a parse's diagnostics say the input ended too early (see ``isIncomplete(_:)``):
  /// its first error is an "unexpected end of input" one.
  /// - Parameter diagnostics: The diagnostics of ``parse(_:firstNodeID:)``.
  public static func isIncomplete(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.first { $0.severity == .error }?.id == .unexpectedEndOfInput
  }

  // MARK: - State

  let file: SourceFile
  let tokens: [Token]
  var current = 0
  var diagnostics: [Diagnostic] = []
  var nextID: UInt32
  /// Set by the first error of a statement; cleared by `synchronize()`.
  var panicMode = false
  /// Set when nesting exceeded `maxDepth`: parsing stops and nothing more is reported.
  var stopped = false
  /// The run's limits, polled as tokens are consumed (WorkBudget.swift).
  var budget: WorkBudget?
  var depth = 0
  /// False while parsing an `if`/`while`/`guard` condition or a `for` sequence, where `{`
  /// starts the body rather than a trailing closure (Swift's rule).
  var allowsTrailingClosure = true
  /// For each closure being parsed, innermost last: how many shorthand arguments (`$0`, `$1`)
  /// its body uses (one more than the highest index).
  var shorthandArgumentCounts: [Int] = []
  /// Declarations parsed after the first of `var a, b: T` / `let x = 1, y = 2`, for the
  /// statement or member list to add after it (see `Parser+SwiftStatements.swift`).
  var pendingVariables: [VariableDecl] = []
  /// The storage of a `lazy var` just parsed, which the enclosing struct or class adds to its
  /// stored properties (Parser+Lazy.swift).
  var pendingLazyStorage: [VariableDecl] = []
  /// Statements a tuple assignment `(a, b) = (b, a)` adds after its first (the element writes).
  var pendingStatements: [Stmt] = []
  /// Set by a `prefix` modifier before `static prefix func - (…)` (Parser+OperatorFunctions).
  var prefixOperatorFunction = false
  /// Types declared inside the type being parsed, and the declarations lifted out of types to
  /// go before the statement that holds them (Parser+NestedTypes.swift).
  var nestedTypeNames: [String] = []
  var pendingLeadingStatements: [Stmt] = []
  /// `typealias` declarations seen so far, and every named annotation, for `applyTypeAliases`.
  var typeAliases: [TypeAliasRecord] = []
  var namedAnnotations: [TypeAnnotation] = []

  init(file: SourceFile, tokens: [Token], firstNodeID: UInt32) {
    self.file = file
    self.tokens = tokens
    self.nextID = firstNodeID
  }

  mutating func makeID() -> NodeID {
    defer { nextID &+= 1 }
    return NodeID(nextID)
  }

  // MARK: - Token access

  /// The current token (the final `.endOfFile` once input is exhausted).
  var token: Token { peek(0) }

  func peek(_ offset: Int) -> Token {
    let i = current + offset
    if i >= 0 && i < tokens.count { return tokens[i] }  // trap-ok: bounds checked
    return tokens.last ?? Token(kind: .endOfFile, range: .empty(at: 0))
  }

  var kind: TokenKind { token.kind }

  /// The end offset of the last consumed token (for node ranges).
  var previousEnd: UInt32 { current > 0 ? peek(-1).range.end : 0 }

  var isAtEnd: Bool { kind == .endOfFile }

  @discardableResult
  mutating func advance() -> Token {
    let t = token
    if current < tokens.count - 1 { current += 1 }
    if let budget, !budget.step(), !stopped {
      // Like nesting past `maxDepth`: parsing stops, and this is the one error said.
      stopped = true
      if let d = budget.diagnostic(in: file, at: t.range) { diagnostics.append(d) }
    }
    return t
  }

  func check(_ k: TokenKind) -> Bool { kind == k }

  mutating func match(_ k: TokenKind) -> Bool {
    guard kind == k else { return false }
    advance()
    return true
  }

  mutating func skipNewlines() {
    while kind == .newline { advance() }
  }

  /// The range from `start` to the end of the last consumed token.
  func range(from start: UInt32) -> SourceRange {
    SourceRange(start: start, end: max(start, previousEnd))
  }

  // MARK: - Diagnostics

  /// Describes a token for messages, in user words.
  func describe(_ t: Token) -> String {
    switch t.kind {
    case .number, .color: "'\(file.text(in: t.range))'"
    default: t.kind.userDescription
    }
  }

  /// Reports an error unless already panicking; enters panic mode.
  mutating func error(
    _ message: String, at range: SourceRange, id: DiagnosticID = "syntax-error",
    notes: [Diagnostic] = [], fixIts: [Diagnostic.FixIt] = []
  ) {
    guard !panicMode, !stopped else { return }
    panicMode = true
    // The lexer already reported the bad input this token stands for: one mistake, one
    // diagnostic.
    if kind == .invalid { return }
    diagnostics.append(
      Diagnostic(.error, message, file: file, range: range, id: id, notes: notes, fixIts: fixIts))
  }

  /// Reports an error that does not disturb parsing (the parser carries on normally, so a later
  /// independent mistake in the same statement is still reported).
  mutating func reportRecovered(
    _ message: String, at range: SourceRange, id: DiagnosticID, fixIts: [Diagnostic.FixIt] = []
  ) {
    guard !panicMode, !stopped else { return }
    diagnostics.append(
      Diagnostic(.error, message, file: file, range: range, id: id, fixIts: fixIts))
  }

  /// Reports "expected X, found Y" at the current token. At end of file the diagnostic is
  /// marked as incomplete input.
  mutating func errorExpected(_ what: String, notes: [Diagnostic] = []) {
    let t = token
    let id: DiagnosticID = t.kind == .endOfFile ? .unexpectedEndOfInput : "expected-syntax"
    error("expected \(what), found \(describe(t))", at: endAwareRange(t), id: id, notes: notes)
  }

  /// Where to point for a problem at token `t`: at the end of a line or of the file, just after
  /// the last real token (where the user stopped writing), not after a trailing comment or on a
  /// blank last line.
  func endAwareRange(_ t: Token) -> SourceRange {
    (t.kind == .endOfFile || t.kind == .newline) && current > 0 ? .empty(at: previousEnd) : t.range
  }

  func note(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.note, message, file: file, range: range, id: "note")
  }

  /// Consumes the closing bracket `closer` matching `opener`, or reports
  /// "expected ')' to close '(' opened at L:C". Applies Wren's rule: one spurious token before
  /// the closer is reported and discarded.
  mutating func expectClosing(_ closer: TokenKind, opener: Token) {
    if match(closer) { return }
    let at = file.location(of: opener.range.start)
    let message =
      "expected '\(closer.spelling)' to close '\(opener.kind.spelling)' opened at \(at)"
    let openNote = note("to match this opening '\(opener.kind.spelling)'", at: opener.range)
    if isAtEnd {
      error(
        "\(message), found end of file", at: endAwareRange(token), id: .unexpectedEndOfInput,
        notes: [openNote])
      return
    }
    if peek(1).kind == closer && kind != .newline {
      error(
        "unexpected \(describe(token)); \(message)", at: token.range, id: "spurious-token",
        notes: [openNote])
      advance()
      advance()
      return
    }
    error(
      "\(message), found \(describe(token))", at: endAwareRange(token), id: "expected-closing",
      notes: [openNote])
  }

  // MARK: - Depth limit

  /// Enters one level of nesting; returns false (after reporting once) when too deep.
  ///
  /// Operator and postfix chains (`a + b + c …`, `a.b.c …`) count one level per link too,
  /// because each link makes the tree one level deeper: bounding the tree's depth keeps every
  /// recursive walker (resolver, interpreter, dump, even ARC's release of the tree) safe.
  /// - Parameter chain: For a chain link, how many links the chain has so far (for the
  ///   message: a long chain is "too long", while a short one that passes the limit does so
  ///   because of what it is nested in, such as 64 `withAnimation { … }` inside each other).
  mutating func enter(chain: Int? = nil) -> Bool {
    if stopped { return false }
    depth += 1
    if depth > Parser.maxDepth {
      let t = token
      panicMode = false
      let message =
        (chain ?? 0) > Parser.maxDepth / 2
        ? "expression is too long (more than \(Parser.maxDepth) chained operations); split it "
          + "with 'let'"
        : "code is nested too deeply (more than \(Parser.maxDepth) levels of brackets, blocks, "
          + "calls, closures or operators)"
      error(message, at: t.range, id: "nesting-too-deep")
      stopped = true
      current = tokens.count - 1  // stop: skip to end of file
      return false
    }
    return true
  }

  mutating func leave() { depth -= 1 }

  // MARK: - Recovery

  /// Skips to the next statement boundary and leaves panic mode.
  ///
  /// Stops after a line break or `;` outside brackets, or before a `}` that closes the enclosing
  /// block, a statement keyword, or end of file. Brackets opened while skipping are skipped whole.
  /// - Parameters:
  ///   - stopAtKeywords: Whether a statement keyword ends the skip (not in member blocks, where
  ///     a misplaced `func` should be skipped with the rest of its line).
  ///   - atTopLevel: Whether this is the program's statement list, where a `}` closes nothing
  ///     and is skipped as part of the broken statement.
  mutating func synchronize(stopAtKeywords: Bool = true, atTopLevel: Bool = false) {
    panicMode = false
    var nesting = 0
    let start = current
    while !isAtEnd {
      switch kind {
      case .newline, .semicolon:
        if nesting == 0 {
          advance()
          return
        }
      case .leftBrace, .leftParen, .leftBracket:
        nesting += 1
      case .rightBrace, .rightParen, .rightBracket:
        if nesting == 0 {
          if kind == .rightBrace && !atTopLevel { return }
        } else {
          nesting -= 1
        }
      // A keyword where the error happened only ends the skip if it starts a line;
      // otherwise the statement loop would stop on it again and again.
      case .keyword(let k)
      where nesting == 0 && stopAtKeywords && (current > start || token.startsLine):
        switch k {
        case .let, .var, .func, .if, .guard, .while, .for, .return, .break, .continue: return
        default: break
        }
      default: break
      }
      advance()
    }
  }
}

extension DiagnosticID {
  /// The input ended where more was expected (an open bracket or block comment, an operator
  /// without its right operand). The REPL treats only these as "incomplete input".
  public static let unexpectedEndOfInput: DiagnosticID = "unexpected-end-of-input"
}
