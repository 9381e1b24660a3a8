// The `switch` statement and its case patterns.

extension Parser {
  // switchStatement -> 'switch' expression '{' switchCase* '}'
  // switchCase -> ('case' pattern (',' pattern)* ('where' expression)? | 'default') ':' statements
  mutating func parseSwitch() -> SwitchStmt {
    let start = advance().range.start  // 'switch'
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    let subject = parseExpression()
    allowsTrailingClosure = saved
    var cases: [SwitchCase] = []
    if kind == .newline && peek(1).kind == .leftBrace { advance() }
    guard kind == .leftBrace else {
      errorExpected("'{' to start the body of 'switch'")
      return SwitchStmt(subject: subject, cases: [], range: range(from: start))
    }
    let opener = advance()
    guard enter() else { return SwitchStmt(subject: subject, cases: [], range: range(from: start)) }
    defer { leave() }
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace { break }
      let caseStart = token.range.start
      var patterns: [CasePattern] = []
      var guardExpression: Expr?
      if kind == .identifier("default") && peek(1).kind == .colon {
        advance()
      } else if kind == .identifier("case") {
        advance()
        repeat {
          skipNewlines()
          patterns.append(parseCasePattern(binding: nil))
        } while match(.comma)
        if kind == .identifier("where") {
          advance()
          let savedClosure = allowsTrailingClosure
          allowsTrailingClosure = false
          guardExpression = parseExpression()
          allowsTrailingClosure = savedClosure
        }
      } else {
        errorExpected("'case' or 'default' in 'switch'")
        synchronizeToNextCase()
        continue
      }
      let caseRange = range(from: caseStart)
      if !match(.colon) {
        errorExpected("':' after the case")
        synchronizeToNextCase()
        continue
      }
      let bodyStart = token.range.start
      let statements = parseCaseBody()
      if statements.isEmpty && !panicMode {
        error(
          "a case needs at least one statement (write 'break' to do nothing)", at: caseRange,
          id: "empty-case")
      }
      cases.append(
        SwitchCase(
          patterns: patterns, guardExpression: guardExpression,
          body: Block(statements: statements, range: range(from: bodyStart)), range: caseRange))
    }
    expectClosing(.rightBrace, opener: opener)
    return SwitchStmt(subject: subject, cases: cases, range: range(from: start))
  }

  /// Whether the current token starts the next case of a switch.
  var atCaseLabel: Bool {
    kind == .identifier("case") || (kind == .identifier("default") && peek(1).kind == .colon)
  }

  /// The statements of one case, up to the next `case`, `default` or the closing `}`.
  mutating func parseCaseBody() -> [Stmt] {
    var statements: [Stmt] = []
    let outerPanic = panicMode
    panicMode = false
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace || atCaseLabel { break }
      let before = current
      let statement = parseStatement()
      statements.append(statement)
      if stopped { break }
      if panicMode {
        synchronizeToNextCase()
        panicMode = false
      } else {
        switch kind {
        case .newline, .semicolon: advance()
        case .rightBrace, .endOfFile: break
        default:
          reportMissingSeparator(after: statement)
          synchronizeToNextCase()
          panicMode = false
        }
      }
      if current == before { advance() }
    }
    panicMode = panicMode || outerPanic
    return statements
  }

  /// Skips to the start of the next line (or a case label, or the closing brace).
  mutating func synchronizeToNextCase() {
    while !isAtEnd && kind != .rightBrace && kind != .newline && !atCaseLabel { advance() }
  }

  // pattern -> ( '_' | ('let' | 'var') pattern | IDENTIFIER (in a binding) | '.' IDENTIFIER
  //          | '(' pattern (',' pattern)* ')' ) '?'? | expression
  /// - Parameter binding: inside `let`/`var`: plain names bind (mutable for `var`).
  mutating func parseCasePattern(binding: Bool?) -> CasePattern {
    let start = token.range.start
    let pattern = parseCasePatternWithoutOptional(binding: binding)
    // `let x?`: Swift's optional pattern, written with `?` right after the pattern.
    if case .expression = pattern { return pattern }
    if kind == .question, token.range.start == previousEnd {
      advance()
      return .optional(pattern, range(from: start))
    }
    return pattern
  }

  private mutating func parseCasePatternWithoutOptional(binding: Bool?) -> CasePattern {
    switch kind {
    case .identifier("_"):
      return .wildcard(advance().range)
    case .keyword(.let), .keyword(.var):
      let isVar = kind == .keyword(.var)
      advance()
      return parseCasePattern(binding: isVar)
    case .identifier(let text) where binding != nil && peek(1).kind != .dot:
      return .binding(Name(text: text, range: advance().range, id: makeID()), isMutable: binding ?? false)
    case .dot where isIdentifier(peek(1)) && peek(1).range.start == token.range.end:
      let dot = advance()
      guard case .identifier(let text) = kind else { return .wildcard(dot.range) }
      let nameRange = advance().range
      let name = Identifier(text: text, range: dot.range.union(nameRange))
      if kind == .leftParen { return parsePayloadPattern(name, binding: binding) }
      return .enumCase(type: nil, name: name)
    case .leftParen:
      let opener = advance()
      var elements: [CasePattern] = []
      while kind != .rightParen && !isAtEnd {
        elements.append(parseCasePattern(binding: binding))
        if !match(.comma) { break }
      }
      expectClosing(.rightParen, opener: opener)
      if elements.count == 1, let only = elements.first { return only }
      return .tuple(elements, range(from: opener.range.start))
    default:
      let saved = allowsTrailingClosure
      allowsTrailingClosure = false
      let e = parseExpression()
      allowsTrailingClosure = saved
      return .expression(e)
    }
  }
}
