// Expressions: precedence climbing over the table in Operators.swift, then unary, postfix and
// primary forms.

extension Expr {
  /// Whether this node stands for an expression that failed to parse.
  public var isError: Bool {
    if case .error = kind { return true }
    return false
  }
}

extension Parser {
  mutating func makeExpr(_ kind: Expr.Kind, from start: UInt32) -> Expr {
    Expr(id: makeID(), range: range(from: start), kind: kind)
  }

  mutating func errorExpr(at start: UInt32) -> Expr {
    Expr(id: makeID(), range: .empty(at: start), kind: .error)
  }

  // MARK: - Binary and ternary

  // expression -> ternary
  mutating func parseExpression() -> Expr {
    let start = token.range.start
    guard enter() else { return errorExpr(at: start) }
    defer { leave() }
    return parseTernary()
  }

  // ternary -> binary(disjunction) ('?' expression ':' ternary)?
  mutating func parseTernary() -> Expr {
    let start = token.range.start
    let condition = parseBinary(minimumPrecedence: Precedence.disjunction)
    guard kind == .question else { return condition }
    let question = advance()
    let then = parseExpression()
    if !match(.colon) {
      let at = file.location(of: question.range.start)
      errorExpected("':' after the '?' at \(at) (as in 'c ? a : b')")
      return makeExpr(.error, from: start)
    }
    guard enter() else { return errorExpr(at: start) }
    defer { leave() }
    let otherwise = parseTernary()
    return makeExpr(.ternary(condition: condition, then: then, else: otherwise), from: start)
  }

  // binary(p) -> unary (binaryOperator binary(p') | 'is' IDENTIFIER)*
  //   where each operator's precedence is at least p, and p' is its precedence (+1 when
  //   left- or non-associative); see the precedence table in the grammar.
  mutating func parseBinary(minimumPrecedence: Int) -> Expr {
    let start = token.range.start
    var lhs = parseUnary()
    var links = 0
    defer { depth -= links }
    while true {
      // The rarer links (`is`, `as`, `>>`, `x...`) are parsed by a function of their own: this
      // one recurses once per nesting level, so its frame is kept small (with them inline, 256
      // nested parentheses took more than a debug build's 8 MB main-thread stack).
      switch parseSpecialLink(&lhs, minimumPrecedence: minimumPrecedence, start: start, links: &links) {
      case .linked: continue
      case .stop: return lhs
      case .none: break
      }
      // `x >>= n` ends the expression `x`: the assignment is the statement's.
      if isShiftRightAssign { break }
      guard let op = kind.binaryOperator, op.precedence >= minimumPrecedence else { break }
      let opToken = advance()
      // Each link deepens the tree by one; for right-associative chains it is also the
      // recursion below, so this one count bounds both.
      guard enter(chain: links + 1) else { return errorExpr(at: start) }
      links += 1
      let next = op.associativity == .right ? op.precedence : op.precedence + 1
      let rhs = parseBinary(minimumPrecedence: next)
      lhs = makeExpr(.binary(op: op, lhs: lhs, rhs: rhs), from: start)
      if op.associativity == .none, endsNonAssociativeChain(op, opToken) { return lhs }
    }
    return lhs
  }

  /// What ``parseSpecialLink(_:minimumPrecedence:start:links:)`` did.
  enum SpecialLink {
    /// Nothing: the token starts no such link.
    case none
    /// A link was added to the left operand; go on.
    case linked
    /// The expression ends here (an error was reported, or the left operand became one).
    case stop
  }

  /// `x is T`, `x as? T`, `x as [Double]`, `a >> n` and `x...`, linked to `lhs`.
  @inline(never)
  mutating func parseSpecialLink(
    _ lhs: inout Expr, minimumPrecedence: Int, start: UInt32, links: inout Int
  ) -> SpecialLink {
    if kind == .keyword(.is) {
      guard Precedence.casting >= minimumPrecedence else { return .stop }
      advance()
      guard case .identifier(let text) = kind else {
        errorExpected("a declaration name after 'is' (as in 'previous.base is Target')")
        lhs = makeExpr(.error, from: start)
        return .stop
      }
      let name = Name(text: text, range: advance().range, id: makeID())
      skipGenericClause()
      return addLink(&lhs, start: start, links: &links) { .typeCheck(value: $0, type: name) }
    }
    // `as?` / `as!` / `as`: `as` is contextual, so only right after an operand on its line.
    if kind == .identifier("as"), !token.startsLine {
      guard Precedence.casting >= minimumPrecedence else { return .stop }
      advance()
      var conditional = false
      var marked = false
      if (kind == .question || kind == .bang), token.range.start == previousEnd {
        conditional = kind == .question
        marked = true
        advance()
      }
      // `as [Double]`, `as Int?`, `as (Double) -> Double`: a coercion to a written type.
      var plainName = false
      var typeLike = kind == .leftBracket || kind == .leftParen
      if case .identifier = kind {
        typeLike = true
        let next = peek(1)
        plainName = !(next.kind == .question && next.range.start == token.range.end) && next.kind != .less
      }
      if !marked, typeLike, !plainName {
        let type = parseType()
        return addLink(&lhs, start: start, links: &links) { .coercion(value: $0, type: type) }
      }
      guard case .identifier(let text) = kind else {
        errorExpected("a type name after 'as' (as in 'previous.base as? Self')")
        lhs = makeExpr(.error, from: start)
        return .stop
      }
      let name = Name(text: text, range: advance().range, id: makeID())
      skipGenericClause()
      return addLink(&lhs, start: start, links: &links) { .cast(value: $0, type: name, isConditional: conditional) }
    }
    // `a >> n`: two `>` side by side (the lexer leaves them apart for generic clauses).
    if isShiftRight, Precedence.bitwiseShift >= minimumPrecedence {
      advance()
      advance()
      guard enter(chain: links + 1) else {
        lhs = errorExpr(at: start)
        return .stop
      }
      links += 1
      let rhs = parseBinary(minimumPrecedence: Precedence.bitwiseShift + 1)
      lhs = makeExpr(.binary(op: .shiftRight, lhs: lhs, rhs: rhs), from: start)
      if isShiftRight || kind == .lessLess {
        chainedShiftError()
        return .stop
      }
      return .linked
    }
    // `x...` with nothing after it (`case 70...:`, `a[2...]`): a one-sided range.
    if kind == .closedRange, Precedence.rangeFormation >= minimumPrecedence, endsPartialRange(peek(1).kind) {
      advance()
      return addLink(&lhs, start: start, links: &links) { .unary(op: .from, operand: $0) }
    }
    return .none
  }

  /// `lhs` made the operand of one more link (`make` gives the new node's kind), the chain's
  /// depth counted; an error node when the chain is too long.
  mutating func addLink(
    _ lhs: inout Expr, start: UInt32, links: inout Int, _ make: (Expr) -> Expr.Kind
  ) -> SpecialLink {
    guard enter(chain: links + 1) else {
      lhs = errorExpr(at: start)
      return .stop
    }
    links += 1
    lhs = makeExpr(make(lhs), from: start)
    return .linked
  }

  /// After `a op b` with a non-associative `op`: whether another operator of its precedence
  /// follows, which is an error (reported here; the expression ends).
  @inline(never)
  mutating func endsNonAssociativeChain(_ op: BinaryOperator, _ opToken: Token) -> Bool {
    if op.precedence == Precedence.bitwiseShift, isShiftRight || kind == .lessLess {
      chainedShiftError()
      return true
    }
    guard let again = kind.binaryOperator, again.precedence == op.precedence else { return false }
    let what = op.precedence == Precedence.comparison ? "comparison" : "range"
    let hint =
      op.precedence == Precedence.comparison
      ? "; combine comparisons with '&&' (a < b && b < c)" : "; add parentheses"
    error(
      "\(what) operators cannot be chained: '\(opToken.kind.spelling)' and "
        + "'\(again.spelling)'\(hint)", at: token.range, id: "non-associative-operator")
    return true
  }

  /// `T.init` not called: `{ T($0) }`, which the checker types from its context as any closure.
  mutating func unappliedInitializer(of type: Expr, from start: UInt32) -> Expr {
    let r = range(from: start)
    let parameter = Name(text: "$0", range: r, id: makeID())
    let argument = Expr(id: makeID(), range: r, kind: .variable(parameter))
    let call = Expr(
      id: makeID(), range: r, kind: .call(callee: type, arguments: [CallArgument(label: nil, value: argument, range: r)]))
    let body = expressionBody(Block(statements: [Stmt(id: makeID(), range: r, kind: .expression(call))], range: r))
    let function = FunctionDecl(
      id: makeID(), name: nil, parameters: [Parameter(name: parameter, defaultValue: nil, range: r)], body: body,
      isClosure: true, range: r)
    return Expr(id: makeID(), range: r, kind: .closure(function))
  }

  /// Whether a token after `...` ends the operand, making `x...` a one-sided range.
  func endsPartialRange(_ next: TokenKind) -> Bool {
    switch next {
    case .rightParen, .rightBracket, .rightBrace, .leftBrace, .colon, .comma, .newline, .semicolon, .endOfFile: true
    default: false
    }
  }

  /// `a << b << c`: Swift's shifts do not associate (swiftc's words).
  mutating func chainedShiftError() {
    error(
      "adjacent operators are in non-associative precedence group 'BitwiseShiftPrecedence'",
      at: token.range, id: "non-associative-operator")
  }

  /// Whether the next two tokens are `>` `>` with nothing between them: Swift's `>>`.
  var isShiftRight: Bool {
    kind == .greater && peek(1).kind == .greater && peek(1).range.start == token.range.end
  }

  /// Whether the next two tokens are `>` `>=` with nothing between them: Swift's `>>=`.
  var isShiftRightAssign: Bool {
    kind == .greater && peek(1).kind == .greaterEqual && peek(1).range.start == token.range.end
  }

  // MARK: - Unary

  // unary -> ('-' | '+' | '!') unary | postfix
  mutating func parseUnary() -> Expr {
    let start = token.range.start
    let op: UnaryOperator?
    switch kind {
    case .minus: op = .negate
    case .plus: op = .plus
    case .bang: op = .not
    case .tilde: op = .bitwiseNot
    // `..<x`, `...x`: one-sided ranges (`case ..<50:`, `a[...2]`).
    case .halfOpenRange: op = .upTo
    case .closedRange: op = .through
    case .ampersand:
      error(
        "'&' can only mark an argument passed by reference, as in 'f(&context)'",
        at: token.range, id: "misplaced-inout")
      advance()
      return parseUnary()
    default: op = nil
    }
    guard let op else { return parsePostfix() }
    advance()
    guard enter() else { return errorExpr(at: start) }
    defer { leave() }
    let operand = parseUnary()
    return makeExpr(.unary(op: op, operand: operand), from: start)
  }

  // MARK: - Postfix

  // postfix -> primary ( '.' memberName | '(' argumentList ')' trailingClosures?
  //                    | '[' argumentList ']' | trailingClosures | '!' )*
  //   where '!' is attached to what precedes it (Swift's postfix rule), a force unwrap
  // trailingClosures -> closure labelledTrailingClosure*
  //                                     (not in if/while/guard conditions or a for sequence)
  mutating func parsePostfix() -> Expr {
    let start = token.range.start
    var expr = parsePrimary()
    var links = 0
    var isOptionalChain = false
    defer { depth -= links }
    while !stopped {
      // `a?.b`, `f?()`, `a?[i]`: a `?` right after the operand (Swift's rule; a ternary's `?`
      // has space before it) links an optional chain.
      if kind == .question, peek(-1).range.end == token.range.start,
        [.dot, .leftParen, .leftBracket].contains(peek(1).kind), peek(1).range.start == token.range.end
      {
        advance()
        expr = makeExpr(.optionalChainLink(expr), from: start)
        isOptionalChain = true
      }
      switch kind {
      case .dot, .leftParen, .leftBracket, .bang:
        guard enter(chain: links + 1) else { return errorExpr(at: start) }
        links += 1
      case .leftBrace where allowsTrailingClosure && !expr.isError && !startsObserverBlock():
        guard enter(chain: links + 1) else { return errorExpr(at: start) }
        links += 1
      default: break
      }
      switch kind {
      case .dot:
        advance()
        if let elements = tupleElementNames() {
          // `t.0`; `t.0.1` lexes as `t`, `.`, `0.1`, so a number may name two elements.
          for name in elements { expr = makeExpr(.member(base: expr, name: name), from: start) }
          continue
        }
        guard let name = parseMemberName(after: "'.'") else { return expr }
        // `String.init`, `Point.init` as a value (`words.map(String.init)`): a closure of one
        // argument that calls the initialiser, `{ String($0) }`.
        if name.text == "init", kind != .leftParen, !expr.isSelfReference {
          expr = unappliedInitializer(of: expr, from: start)
          continue
        }
        expr = makeExpr(.member(base: expr, name: name), from: start)
      case .leftParen:
        var arguments = parseArgumentList()
        if allowsTrailingClosure && kind == .leftBrace && !startsObserverBlock() {
          arguments += parseTrailingClosures()
        }
        expr = makeExpr(.call(callee: expr, arguments: arguments), from: start)
      case .leftBracket:
        let arguments = parseArgumentList()
        expr = makeExpr(.subscript(base: expr, arguments: arguments), from: start)
      case .bang where peek(-1).range.end == token.range.start:
        advance()
        expr = makeExpr(.forceUnwrap(expr), from: start)
      case .leftBrace where allowsTrailingClosure && !expr.isError && !startsObserverBlock():
        let closures = parseTrailingClosures()
        expr = makeExpr(.call(callee: expr, arguments: closures), from: start)
      default:
        return isOptionalChain ? makeExpr(.optionalChain(expr), from: start) : expr
      }
    }
    return isOptionalChain ? makeExpr(.optionalChain(expr), from: start) : expr
  }

  // tupleMember -> DIGITS | DIGITS '.' DIGITS         (after '.': `t.0`, `t.0.1`)
  /// A tuple element's number after `.` (`.0`), or two for a number such as `0.1`; nil when the
  /// token is not made of digits so (the caller then reports it).
  mutating func tupleElementNames() -> [Identifier]? {
    guard case .number = kind else { return nil }
    let range = token.range
    let parts = file.text(in: range).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
    else { return nil }
    advance()
    var names: [Identifier] = []
    var offset = range.start
    for part in parts {
      let end = offset + UInt32(part.utf8.count)
      names.append(Identifier(text: String(part), range: SourceRange(start: offset, end: end)))
      offset = end + 1
    }
    return names
  }

  // memberName -> IDENTIFIER | keyword
  /// A member name after `.`: an identifier or a keyword (`context.state`, `.default`-like names).
  mutating func parseMemberName(after what: String) -> Identifier? {
    switch kind {
    case .identifier(let text):
      return Identifier(text: text, range: advance().range)
    case .keyword(let k):
      return Identifier(text: k.rawValue, range: advance().range)
    case .dollarIdentifier(let text):
      // `store.$color`: a property wrapper's projection (@Published's publisher).
      return Identifier(text: "$" + text, range: advance().range)
    case .number:
      // `.5` is not a number in Anim (a leading dot starts an implicit member).
      let text = file.text(in: token.range)
      let dotRange = peek(-1).range
      error(
        "'.\(text)' is not a number; write '0.\(text)'", at: dotRange.union(token.range),
        id: "leading-dot-number",
        fixIts: [.init(range: dotRange.union(token.range), replacement: "0.\(text)")])
      advance()
      return nil
    default:
      errorExpected("a member name after \(what)")
      return nil
    }
  }

  // trailingClosures -> closure labelledTrailingClosure*
  // labelledTrailingClosure -> IDENTIFIER ':' closure      (on the line of the previous '}')
  /// Swift's multiple trailing closures, as SwiftUI's documentation writes
  /// `withAnimation(.bouncy) { … } completion: { … }`. A label counts only on the line where the
  /// previous closure ended (a newline ends the statement first), so nothing else can start so.
  mutating func parseTrailingClosures() -> [CallArgument] {
    let first = parseClosure()
    var closures = [
      CallArgument(label: nil, value: first, isTrailingClosure: true, range: first.range)
    ]
    while !stopped, case .identifier(let text) = kind, peek(1).kind == .colon,
      peek(2).kind == .leftBrace
    {
      let label = Identifier(text: text, range: advance().range)
      advance()  // ':'
      let closure = parseClosure()
      closures.append(
        CallArgument(
          label: label, value: closure, isTrailingClosure: true,
          range: label.range.union(closure.range)))
    }
    return closures
  }

  // argumentList -> (argument (',' argument)* ','?)?
  // argument -> (label ':')? '&'? expression
  /// Parses `( … )` or `[ … ]` (the current token is the opener).
  mutating func parseArgumentList() -> [CallArgument] {
    let opener = advance()
    let closer: TokenKind = opener.kind == .leftParen ? .rightParen : .rightBracket
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    var arguments: [CallArgument] = []
    while kind != closer && kind != .rightBrace && kind != .newline && !endsUnclosedList && !isAtEnd && !stopped {
      let start = token.range.start
      var label: Identifier?
      if peek(1).kind == .colon {
        switch kind {
        case .identifier(let text):
          label = Identifier(text: text, range: advance().range)
          advance()
        case .keyword(let k):
          label = Identifier(text: k.rawValue, range: advance().range)
          advance()
        default: break
        }
      }
      let isInout = match(.ampersand)
      if (kind == .comma || kind == closer) && !panicMode {
        errorExpected(label == nil ? "an argument" : "a value after '\(label?.text ?? "")':")
      }
      let value = parseOperatorFunction(closer: closer) ?? parseExpression()
      arguments.append(
        CallArgument(label: label, value: value, isInout: isInout, range: range(from: start)))
      if match(.comma) { continue }
      if kind == closer || isAtEnd { break }
      if !listMissingComma(closer: closer, what: "arguments") { break }
    }
    expectClosing(closer, opener: opener)
    return arguments
  }

  // operatorFunction -> binaryOperator            (an argument alone: `reduce(0, +)`)
  /// An operator standing alone as an argument, as Swift passes `+` to `reduce(_:_:)`.
  mutating func parseOperatorFunction(closer: TokenKind) -> Expr? {
    guard let op = kind.binaryOperator, peek(1).kind == .comma || peek(1).kind == closer else {
      return nil
    }
    let start = token.range.start
    advance()
    return makeExpr(.operatorFunction(op), from: start)
  }

  /// After a list element that is followed by neither ',' nor the closer: report a missing
  /// comma and return true to carry on with the next element, or (when the next token cannot
  /// start an element) return false so that the caller reports the missing closer.
  mutating func listMissingComma(closer: TokenKind, what: String) -> Bool {
    // On a new line, the closer is more likely missing than a comma.
    if canStartExpression(token) && kind != .newline && !token.startsLine {
      error(
        "expected ',' between \(what), found \(describe(token))", at: token.range,
        id: "missing-comma")
      return true
    }
    return false
  }

  /// A token on a new line that cannot start an element (`let`, `}`…): the list's closer was
  /// forgotten, so stop and let `expectClosing` say so.
  var endsUnclosedList: Bool { token.startsLine && !canStartExpression(token) }

  func canStartExpression(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .dollarIdentifier, .number, .string, .stringHead, .color, .leftParen,
      .leftBracket, .leftBrace, .dot, .minus, .plus, .bang, .ampersand, .backslash:
      true
    case .keyword(let k):
      k == .true || k == .false || k == .nil
    default:
      false
    }
  }

  // MARK: - Primary

  // primary -> NUMBER | string | COLOR | 'true' | 'false' | 'nil' | IDENTIFIER | '$' IDENTIFIER
  //          | '.' memberName | parenthesized | vector | closure
  /// At `<` right after a type's name: the token index just past the matching `>` when what
  /// lies between is made of type names and `>` is followed at once by `.` or `(` (Swift's rule
  /// for reading `<` as generic arguments rather than "less than"); nil otherwise.
  func genericArgumentsEnd() -> Int? {
    var depth = 0
    var i = 0
    while i < 64 {
      let t = peek(i)
      switch t.kind {
      case .less: depth += 1
      case .greater:
        depth -= 1
        if depth == 0 {
          let next = peek(i + 1)
          guard next.kind == .dot || next.kind == .leftParen, next.range.start == t.range.end else {
            return nil
          }
          return current + i + 1
        }
      case .identifier, .comma, .dot, .question, .leftBracket, .rightBracket, .colon: break
      default: return nil
      }
      i += 1
    }
    return nil
  }

  // keyPath -> '\\' IDENTIFIER? ('.' IDENTIFIER)+
  /// `\.scale`, `\.position.x`, `\AnimationValues.angle`, `\.self`.
  mutating func parseKeyPath() -> Expr {
    let start = advance().range.start  // '\\'
    var root: Identifier?
    if case .identifier(let text) = kind, token.range.start == previousEnd {
      root = Identifier(text: text, range: advance().range)
      skipGenericClause()
    }
    var components: [Identifier] = []
    while kind == .dot, token.range.start == previousEnd, case .identifier(let text) = peek(1).kind {
      advance()
      components.append(Identifier(text: text, range: advance().range))
    }
    if components.isEmpty {
      errorExpected("a property after '\\' (as in '\\.scale')")
      return makeExpr(.error, from: start)
    }
    return makeExpr(.keyPath(root: root, components: components), from: start)
  }

  mutating func parsePrimary() -> Expr {
    while startsAwait() { refuseAwait() }
    while startsTry() { skipTry() }
    let start = token.range.start
    switch kind {
    case .number(let value):
      advance()
      return makeExpr(.number(value), from: start)
    case .string(let text):
      advance()
      return makeExpr(.string(text), from: start)
    case .stringHead:
      return parseInterpolatedString()
    case .color(let color):
      advance()
      return makeExpr(.color(color), from: start)
    case .keyword(.true):
      advance()
      return makeExpr(.bool(true), from: start)
    case .keyword(.false):
      advance()
      return makeExpr(.bool(false), from: start)
    case .keyword(.nil):
      advance()
      return makeExpr(.nilLiteral, from: start)
    case .backslash:
      return parseKeyPath()
    case .keyword(.if):
      // Swift 5.9's `if` expression (`let x = if c { a } else { b }`).
      let ifStmt = parseIf()
      checkExpressionForm(ifStmt, from: start)
      return makeExpr(.ifExpression(ifStmt), from: start)
    case .identifier("switch") where startsSwitchSubject(peek(1)):
      let sw = parseSwitch()
      checkExpressionForm(sw)
      return makeExpr(.switchExpression(sw), from: start)
    case .identifier(let text):
      let t = advance()
      // `PausableState<Value>.self`, `AnimationState<Value>()`: generic arguments change
      // nothing in a dynamically typed language, so they are skipped.
      if kind == .less, token.range.start == t.range.end, text.first?.isUppercase == true,
        let end = genericArgumentsEnd()
      {
        while current < end { advance() }
      }
      return makeExpr(.variable(Name(text: text, range: t.range, id: makeID())), from: start)
    case .dollarIdentifier(let text) where text.first?.isNumber == true:
      return parseShorthandArgument(text)
    case .dollarIdentifier(let text):
      let t = advance()
      let nameRange = SourceRange(start: t.range.start + 1, end: t.range.end)
      return makeExpr(.projection(Name(text: text, range: nameRange, id: makeID())), from: start)
    case .dot:
      advance()
      guard let name = parseMemberName(after: "'.' (an implicit member such as '.easeIn')")
      else { return makeExpr(.error, from: start) }
      return makeExpr(.implicitMember(name), from: start)
    case .leftParen:
      return parseParenthesized()
    case .leftBracket:
      return parseVector()
    case .leftBrace:
      return parseClosure()
    case .invalid:
      // Already reported by the lexer; stand in for the expression quietly.
      panicMode = true
      advance()
      return makeExpr(.error, from: start)
    default:
      errorExpected("expression")
      return errorExpr(at: start)
    }
  }

  // string -> STRING | STRING_HEAD expression (STRING_MIDDLE expression)* STRING_TAIL
  mutating func parseInterpolatedString() -> Expr {
    let start = token.range.start
    var segments: [StringSegment] = []
    guard case .stringHead(let head) = advance().kind else { return errorExpr(at: start) }
    if !head.isEmpty { segments.append(.text(head)) }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    while !stopped {
      if case .stringTail = kind {
        errorExpected("an expression inside '\\(…)'")
      } else if case .stringMiddle = kind {
        errorExpected("an expression inside '\\(…)'")
      } else {
        segments.append(.expression(parseExpression()))
      }
      switch kind {
      case .stringMiddle(let text):
        advance()
        if !text.isEmpty { segments.append(.text(text)) }
      case .stringTail(let text):
        advance()
        if !text.isEmpty { segments.append(.text(text)) }
        return makeExpr(.interpolatedString(segments), from: start)
      default:
        // Only reachable after an error inside the interpolation: skip to the string's end.
        errorExpected("')' to end the interpolation")
        var nesting = 0
        while !isAtEnd {
          if case .stringHead = kind { nesting += 1 }
          if case .stringTail = kind {
            if nesting == 0 { break }
            nesting -= 1
          }
          if kind == .newline && nesting == 0 { break }
          advance()
        }
        if case .stringTail = kind { advance() }
        return makeExpr(.interpolatedString(segments), from: start)
      }
    }
    return makeExpr(.interpolatedString(segments), from: start)
  }

  // parenthesized -> '(' expression ')'                       (grouping)
  //                | '(' tupleElement (',' tupleElement)+ ','? ')'   (pair/tuple)
  // tupleElement -> (IDENTIFIER ':')? expression
  mutating func parseParenthesized() -> Expr {
    let start = token.range.start
    let opener = advance()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    if kind == .rightParen {
      error(
        "'()' is not a value; a pair needs two elements, as in '(1, 2)'",
        at: range(from: start).union(token.range), id: "empty-parentheses")
      advance()
      return makeExpr(.error, from: start)
    }
    var elements: [TupleElement] = []
    var sawComma = false
    while kind != .rightParen && kind != .rightBrace && kind != .newline && !endsUnclosedList && !isAtEnd
      && !stopped
    {
      var label: Identifier?
      if peek(1).kind == .colon, case .identifier(let text) = kind {
        label = Identifier(text: text, range: advance().range)
        advance()
      }
      let value = parseExpression()
      elements.append(TupleElement(label: label, value: value))
      if match(.comma) {
        sawComma = true
        continue
      }
      if kind == .rightParen || isAtEnd { break }
      if !listMissingComma(closer: .rightParen, what: "elements") { break }
    }
    expectClosing(.rightParen, opener: opener)
    if elements.count == 1, !sawComma, elements[0].label == nil {  // trap-ok: count == 1
      return elements[0].value  // trap-ok: count == 1
    }
    if elements.count < 2 && !panicMode {
      error(
        "a pair needs at least two elements, as in '(x: 1, y: 2)'", at: range(from: start),
        id: "single-element-tuple")
    }
    return makeExpr(.tuple(elements), from: start)
  }

  // array -> '[' (expression (',' expression)* ','?)? ']'
  // dictionary -> '[' ':' ']' | '[' entry (',' entry)* ','? ']'     entry -> expression ':' expression
  mutating func parseVector() -> Expr {
    let start = token.range.start
    let opener = advance()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    if kind == .colon, peek(1).kind == .rightBracket {
      advance()
      advance()
      return makeExpr(.dictionary([]), from: start)
    }
    var elements: [Expr] = []
    var entries: [DictionaryEntry] = []
    var isDictionary = false
    while kind != .rightBracket && kind != .rightBrace && kind != .newline && !endsUnclosedList && !isAtEnd
      && !stopped
    {
      let element = parseExpression()
      // The first element decides: `[k: v, …]` is a dictionary.
      if elements.isEmpty && entries.isEmpty && kind == .colon { isDictionary = true }
      if isDictionary {
        if match(.colon) {
          entries.append(DictionaryEntry(key: element, value: parseExpression()))
        } else {
          errorExpected("':' and a value after the key (every entry of a dictionary is 'key: value')")
        }
      } else {
        elements.append(element)
      }
      if match(.comma) { continue }
      if kind == .rightBracket || isAtEnd { break }
      if !listMissingComma(closer: .rightBracket, what: isDictionary ? "dictionary entries" : "array elements") { break }
    }
    expectClosing(.rightBracket, opener: opener)
    return makeExpr(isDictionary ? .dictionary(entries) : .vector(elements), from: start)
  }

  // closure -> '{' closureParameters? statements '}'
  // closureParameters -> IDENTIFIER (',' IDENTIFIER)* 'in'
  //                    | parameterList functionEffects returnType? 'in'
  mutating func parseClosure() -> Expr {
    let start = token.range.start
    let opener = advance()  // '{'
    guard enter() else { return errorExpr(at: start) }
    defer { leave() }
    if startsCaptureList() { parseCaptureList() }
    var parameters: [Parameter] = []
    var returnType: TypeAnnotation?
    shorthandArgumentCounts.append(0)
    if hasClosureParameters() {
      if kind == .leftParen {
        // Swift's `{ (t: Double) -> Double in … }`: the same parameters as a `func`'s.
        parameters = parseParameterList()
        skipEffects()
        returnType = parseReturnType()
      } else {
        while case .identifier(let text) = kind {
          let t = advance()
          let name = Name(text: text, range: t.range, id: makeID())
          parameters.append(Parameter(name: name, defaultValue: nil, range: t.range))
          if !match(.comma) { break }
        }
      }
      if !match(.keyword(.in)) { errorExpected("'in' after the closure's parameters") }
    }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    let statements = parseNestedStatements()
    allowsTrailingClosure = saved
    expectClosing(.rightBrace, opener: opener)
    let shorthand = shorthandArgumentCounts.popLast() ?? 0
    if shorthand > 0 {
      if parameters.isEmpty {
        // `{ $0 * 2 }` takes as many parameters as the highest `$n` it uses needs.
        parameters = (0..<shorthand).map { k in
          Parameter(name: Name(text: "$\(k)", range: opener.range, id: makeID()), defaultValue: nil, range: opener.range)
        }
      } else {
        error(
          "anonymous closure arguments cannot be used inside a closure that has explicit arguments",
          at: range(from: start), id: "anonymous-closure-argument")
      }
    }
    let body = expressionBody(Block(statements: statements, range: range(from: start)))
    let function = FunctionDecl(
      id: makeID(), name: nil, parameters: parameters, body: body, isClosure: true,
      range: range(from: start))
    function.returnType = returnType
    return makeExpr(.closure(function), from: start)
  }

  // shorthandArgument -> '$' DIGITS                     (inside a closure without parameters)
  /// `$0`: the innermost closure's first parameter, which it then takes without naming it.
  mutating func parseShorthandArgument(_ digits: String) -> Expr {
    let start = token.range.start
    let t = advance()
    let name = Name(text: "$" + digits, range: t.range, id: makeID())
    if let index = Int(digits), index < 256, let count = shorthandArgumentCounts.last {
      shorthandArgumentCounts[shorthandArgumentCounts.count - 1] = max(count, index + 1)  // trap-ok: not empty
    } else if shorthandArgumentCounts.isEmpty {
      error(
        "anonymous closure argument not contained in a closure", at: t.range,
        id: "anonymous-closure-argument")
    } else {
      error("'$\(digits)' is too large a shorthand argument", at: t.range, id: "anonymous-closure-argument")
    }
    return makeExpr(.variable(name), from: start)
  }

  /// Whether the tokens after `{` are a closure parameter list followed by `in`: names
  /// (`t in`, `a, b in`), or a parenthesised list, perhaps with types and a return type
  /// (`(t: Double) -> Double in`), on the closure's first line.
  func hasClosureParameters() -> Bool {
    var i = 0
    if peek(0).kind == .leftParen {
      var depth = 0
      repeat {
        switch peek(i).kind {
        case .leftParen, .leftBracket: depth += 1
        case .rightParen, .rightBracket: depth -= 1
        case .endOfFile, .newline, .leftBrace, .rightBrace: return false
        default: break
        }
        i += 1
      } while depth > 0
      // Effects and a return type before `in`: no braces, no line break.
      while true {
        switch peek(i).kind {
        case .keyword(.in): return true
        case .endOfFile, .newline, .leftBrace, .rightBrace, .keyword: return false
        default: i += 1
        }
      }
    }
    while true {
      guard case .identifier = peek(i).kind else { return false }
      i += 1
      if peek(i).kind == .comma {
        i += 1
        continue
      }
      break
    }
    return peek(i).kind == .keyword(.in)
  }
}
