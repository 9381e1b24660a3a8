// Swift's error handling in pasted code. Nothing in a script throws (a run-time error stops
// it, as a trap stops a Swift program), so `try` is the value it marks, `do { … }` is a block
// of its own scope, and its `catch` clauses can never run: they are parsed and dropped.
// `throw` is refused, since nothing could catch it. Also here: the other one-line refusals of
// statement forms (`@propertyWrapper`) and `for … where`.

extension Parser {
  /// The `try` keyword (alone, or with `?` or `!` right after it) before an operand on the same line.
  func startsTry() -> Bool {
    guard kind == .identifier("try") else { return false }
    var next = peek(1)
    if (next.kind == .question || next.kind == .bang) && next.range.start == token.range.end { next = peek(2) }
    return !next.startsLine && canStartExpression(next)
  }

  /// Skips `try` (and its `?`/`!`): the operand is the value.
  mutating func skipTry() {
    let t = advance()
    if (kind == .question || kind == .bang) && token.range.start == t.range.end { advance() }
  }

  // doStatement -> 'do' block ('catch' pattern? ('where' expression)? block)*
  /// `do { … } catch { … }`: the block, run once in its own scope (an `if true`); the catch
  /// clauses are parsed for their syntax and dropped, since nothing can throw into them.
  mutating func parseDo() -> Stmt.Kind {
    let start = advance().range.start  // 'do'
    let body = parseBlock(for: "the body of 'do'")
    while (kind == .newline && peek(1).kind == .identifier("catch")) || kind == .identifier("catch") {
      if kind == .newline { advance() }
      advance()  // 'catch'
      let saved = allowsTrailingClosure
      allowsTrailingClosure = false
      if kind != .leftBrace { _ = parseCasePattern(binding: nil) }
      if kind == .identifier("where") {
        advance()
        _ = parseExpression()
      }
      allowsTrailingClosure = saved
      _ = parseBlock(for: "the 'catch' clause")
    }
    let always = Expr(id: makeID(), range: range(from: start), kind: .bool(true))
    return .if(IfStmt(conditions: [.expression(always)], then: body, elseBranch: nil))
  }

  /// `throw e`: refused in one sentence.
  mutating func refuseThrow() -> Stmt.Kind {
    error(
      "Anim cannot throw: a script stops at a run-time error and nothing catches; return an "
        + "optional or a Bool to report failure", at: advance().range, id: "throw")
    _ = parseExpression()
    return .error
  }

  /// `@propertyWrapper struct …`: refused in one sentence (the declaration after it is parsed
  /// as usual).
  mutating func refusePropertyWrapper() {
    let start = advance().range.start  // '@'
    let name = advance()
    error(
      "property wrappers of your own are not supported; write a stored property with 'didSet', "
        + "or a computed property", at: SourceRange(start: start, end: name.range.end), id: "property-wrapper")
    skipNewlines()
  }

  // forWhereClause -> 'where' expression
  /// `for x in s where c { body }`: the body starts with `guard c else { continue }`.
  mutating func parseForWhereClause() -> Stmt? {
    guard kind == .identifier("where") else { return nil }
    let start = advance().range.start
    let condition = parseExpression()
    let r = range(from: start)
    let skip = Block(statements: [Stmt(id: makeID(), range: r, kind: .continue)], range: r)
    return Stmt(id: makeID(), range: r, kind: .guard(conditions: [.expression(condition)], else: skip))
  }
}
