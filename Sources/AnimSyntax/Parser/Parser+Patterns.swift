// Patterns (`(a, b)`, `(_, (x, y))`) and the declarations that bind them.

extension Parser {
  // destructuringDecl -> ('let' | 'var') tuplePattern '=' expression
  mutating func parseDestructuring() -> DestructuringDecl {
    let start = token.range.start
    let isMutable = advance().kind == .keyword(.var)
    let pattern = parsePattern()
    let initializer: Expr
    if match(.equal) {
      initializer = parseExpression()
    } else {
      errorExpected("'=' and a value to take apart after the pattern")
      initializer = errorExpr(at: token.range.start)
    }
    return DestructuringDecl(
      isMutable: isMutable, pattern: pattern, initializer: initializer, range: range(from: start))
  }

  // pattern -> '_' | IDENTIFIER | tuplePattern
  // tuplePattern -> '(' pattern (',' pattern)+ ','? ')'
  mutating func parsePattern() -> Pattern {
    let start = token.range.start
    switch kind {
    case .identifier("_"):
      return .wildcard(advance().range)
    case .identifier(let text):
      return .identifier(Name(text: text, range: advance().range, id: makeID()))
    case .leftParen:
      guard enter() else { return .wildcard(token.range) }
      defer { leave() }
      let opener = advance()
      var elements: [Pattern] = []
      while kind != .rightParen && kind != .newline && !isAtEnd && !stopped {
        elements.append(parsePattern())
        if match(.comma) { continue }
        if kind != .rightParen && !listMissingComma(closer: .rightParen, what: "pattern elements") { break }
      }
      expectClosing(.rightParen, opener: opener)
      if elements.count < 2 && !panicMode {
        error(
          "a tuple pattern needs at least two elements, as in '(a, b)'", at: range(from: start),
          id: "single-element-tuple")
      }
      return .tuple(elements, range: range(from: start))
    default:
      errorExpected("a name, '_' or '(' in a pattern")
      let r = token.range
      if !isAtEnd && kind != .newline { advance() }
      return .wildcard(r)
    }
  }
}
