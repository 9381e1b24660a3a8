// Enum cases with associated values: their declaration (`case move(dx: Double, dy: Double)`),
// their patterns (`case .move(let dx, _)`) and the statements that match one pattern
// (`if case`, `guard case`, `while case`, `for case`).

extension Parser {
  // enumPayload -> '(' payloadElement (',' payloadElement)* ')'
  // payloadElement -> (IDENTIFIER ':')? type
  mutating func parseEnumPayload() -> [EnumPayloadElement] {
    let opener = advance()  // '('
    var elements: [EnumPayloadElement] = []
    while kind != .rightParen && !isAtEnd && !stopped {
      var label: Identifier?
      if case .identifier(let text) = kind, peek(1).kind == .colon {
        label = Identifier(text: text, range: advance().range)
        advance()  // ':'
      }
      elements.append(EnumPayloadElement(label: label, type: parseType()))
      if !match(.comma) { break }
    }
    expectClosing(.rightParen, opener: opener)
    if elements.isEmpty {
      error("an enum case's associated values need at least one type", at: opener.range, id: "empty-payload")
    }
    return elements
  }

  // payloadPattern -> '(' (IDENTIFIER ':')? pattern (',' (IDENTIFIER ':')? pattern)* ')'
  /// After `.name`: the associated values' patterns. Inside `let`/`var` plain names bind.
  mutating func parsePayloadPattern(_ name: Identifier, binding: Bool?) -> CasePattern {
    let opener = advance()  // '('
    var elements: [(label: Identifier?, pattern: CasePattern)] = []
    while kind != .rightParen && !isAtEnd && !stopped {
      var label: Identifier?
      if case .identifier(let text) = kind, peek(1).kind == .colon {
        label = Identifier(text: text, range: advance().range)
        advance()  // ':'
      }
      elements.append((label, parseCasePattern(binding: binding)))
      if !match(.comma) { break }
    }
    expectClosing(.rightParen, opener: opener)
    return .enumCasePayload(name: name, elements: elements, name.range.union(range(from: opener.range.start)))
  }

  // caseCondition -> 'case' pattern '=' expression
  mutating func parseCaseCondition() -> Condition {
    advance()  // 'case'
    let pattern = parseCasePattern(binding: nil)
    guard match(.equal) else {
      errorExpected("'=' and a value after the pattern of 'case'")
      return .expression(errorExpr(at: token.range.start))
    }
    return .casePattern(pattern, value: parseExpression())
  }

  // forCaseStatement -> 'for' 'case' pattern 'in' expression ('where' expression)? block
  /// `for case .move(let d) in steps where d > 0 { body }`: each element goes to a hidden
  /// variable, and the body starts with `guard case pattern = element, condition else
  /// { continue }`, so elements that do not match are skipped (Swift's meaning).
  mutating func parseForCase() -> Stmt.Kind {
    let start = advance().range.start  // 'for'
    advance()  // 'case'
    let pattern = parseCasePattern(binding: nil)
    let name = Name(text: "$element", range: pattern.range, id: makeID())
    if !match(.keyword(.in)) { errorExpected("'in' after the pattern of 'for case'") }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    let sequence = parseExpression()
    var condition: Expr?
    if kind == .identifier("where") {
      advance()
      condition = parseExpression()
    }
    allowsTrailingClosure = saved
    var body = parseBlock(for: "the body of 'for'")
    let r = range(from: start)
    let element = Expr(
      id: makeID(), range: pattern.range, kind: .variable(Name(text: name.text, range: pattern.range, id: makeID())))
    var conditions: [Condition] = [.casePattern(pattern, value: element)]
    if let condition { conditions.append(.expression(condition)) }
    let skip = Block(statements: [Stmt(id: makeID(), range: r, kind: .continue)], range: r)
    body.statements.insert(
      Stmt(id: makeID(), range: pattern.range, kind: .guard(conditions: conditions, else: skip)), at: 0)
    return .for(variable: name, sequence: sequence, body: body)
  }
}
