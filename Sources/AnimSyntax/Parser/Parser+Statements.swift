// Statements, blocks and conditions.

extension Parser {
  /// Statement-starting keywords, for "did you mean" on typos such as `fucn f()`.
  static let statementKeywords = [
    "let", "var", "func", "return", "if", "guard", "while", "for", "break", "continue",
    "animation", "state", "test", "struct", "class", "enum", "switch",
  ]

  // MARK: - Statement lists

  // program -> statements EOF
  mutating func parseProgram() -> [Stmt] {
    var statements: [Stmt] = []
    while !isAtEnd && !stopped {
      statements += parseStatements(inBlock: false)
      if kind == .rightBrace {
        error(
          "unexpected '}' with no '{' open", at: token.range, id: "extraneous-brace")
        advance()
        panicMode = false
      }
    }
    return statements
  }

  // statements -> (statement (NEWLINE | ';'))* statement?
  /// Parses statements up to a `}` (not consumed) or end of file, recovering after each error.
  mutating func parseStatements(inBlock: Bool) -> [Stmt] {
    var statements: [Stmt] = []
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace { break }
      let before = current
      // Only what this statement lifted out: a block inside it (a getter's) has its own list.
      let lifted = pendingLeadingStatements.count
      let statement = parseStatement()
      if lifted < pendingLeadingStatements.count {
        statements += pendingLeadingStatements[lifted...]
        pendingLeadingStatements.removeSubrange(lifted...)
      }
      statements.append(statement)
      statements += takePendingStatements()
      if stopped { break }
      if panicMode {
        synchronize(atTopLevel: !inBlock)
      } else {
        switch kind {
        case .newline, .semicolon: advance()
        case .rightBrace, .endOfFile: break
        case _ where endsGenericArgumentsAtLineEnd(): break
        default:
          reportMissingSeparator(after: statement)
          synchronize(atTopLevel: !inBlock)
        }
      }
      if current == before { advance() }  // always make progress
    }
    return statements
  }

  /// Two statements on one line. If the first is a lone identifier close to a keyword
  /// (`fucn f() {}`), suggest the keyword instead.
  mutating func reportMissingSeparator(after statement: Stmt) {
    if case .expression(let e) = statement.kind, case .variable(let name) = e.kind,
      let keyword = Suggestions.closest(to: name.text, in: Parser.statementKeywords)
    {
      error(
        "unknown keyword '\(name.text)'; did you mean '\(keyword)'?", at: name.range,
        id: "unknown-keyword", fixIts: [.init(range: name.range, replacement: keyword)])
      return
    }
    error(
      "expected a line break or ';' after the statement, found \(describe(token))",
      at: token.range, id: "missing-separator")
  }

  // block -> '{' statements '}'
  /// Parses a braced block; `context` names what the block belongs to, for messages
  /// ("expected '{' to start the body of 'while'").
  mutating func parseBlock(for context: String) -> Block {
    // A body's `{` may open the next line (Allman style), as in Swift: nothing else could
    // follow a condition or a declaration's head there.
    if kind == .newline && peek(1).kind == .leftBrace { advance() }
    let start = token.range.start
    guard kind == .leftBrace else {
      errorExpected("'{' to start \(context)")
      return Block(statements: [], range: .empty(at: start))
    }
    let opener = advance()
    guard enter() else { return Block(statements: [], range: range(from: start)) }
    defer { leave() }
    let aliasMark = typeAliases.count
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    let statements = parseNestedStatements()
    allowsTrailingClosure = saved
    expectClosing(.rightBrace, opener: opener)
    closeTypeAliasScope(from: aliasMark, range: range(from: start))
    return Block(statements: statements, range: range(from: start))
  }

  // nestedStatements -> statements
  /// Parses a nested statement list (a block or closure body). Recovery inside it leaves panic
  /// mode, but an error the enclosing statement was already recovering from stays in force
  /// afterwards, so that one mistake outside does not produce more diagnostics after the block.
  mutating func parseNestedStatements() -> [Stmt] {
    let outerPanic = panicMode
    panicMode = false
    let statements = parseStatements(inBlock: true)
    panicMode = panicMode || outerPanic
    return statements
  }

  // MARK: - Statements

  // statement -> modifier* (variableDecl | functionDecl | animationDecl | stateDecl | testDecl)
  //            | importDeclaration
  //            | ifStatement | guardStatement | whileStatement | forStatement
  //            | 'break' | 'continue' | returnStatement | expressionOrAssignment
  mutating func parseStatement() -> Stmt {
    let start = token.range.start
    guard enter() else { return Stmt(id: makeID(), range: .empty(at: start), kind: .error) }
    defer { leave() }
    let kind: Stmt.Kind
    switch self.kind {
    case .at where peek(1).kind == .identifier("propertyWrapper"):
      refusePropertyWrapper()
      return parseStatement()
    case .at where attributesPrecedeClass():
      kind = parseAttributedClass()
    case .at where attributesPrecedeFunction():
      kind = .function(parseAttributedFunction())
    case .keyword(.let) where peek(1).kind == .leftParen, .keyword(.var) where peek(1).kind == .leftParen:
      kind = .destructuring(parseDestructuring())
    case .keyword(.let), .keyword(.var), .at:
      kind = .variable(parseVariableDecls())
    case .identifier("repeat") where peek(1).kind == .leftBrace && !peek(1).startsLine:
      kind = parseRepeatWhile()
    case .identifier("defer") where peek(1).kind == .leftBrace && !peek(1).startsLine:
      kind = parseDefer()
    case .identifier("typealias") where isIdentifier(peek(1)) && !peek(1).startsLine:
      kind = parseTypeAlias()
    case .identifier("do") where peek(1).kind == .leftBrace && !peek(1).startsLine:
      kind = parseDo()
    case .identifier("throw") where !peek(1).startsLine && canStartExpression(peek(1)):
      kind = refuseThrow()
    case .identifier("fallthrough"):
      error(
        "'fallthrough' is not supported; list the patterns in one case ('case .a, .b:') or "
          + "repeat the next case's statements", at: advance().range, id: "fallthrough")
      kind = .error
    case .identifier("lazy") where peek(1).kind == .keyword(.var) && !peek(1).startsLine:
      refuseLazy()
      advance()
      return parseStatement()
    case .keyword(.func):
      kind = .function(parseFunctionDecl())
    case .keyword(.if):
      kind = .if(parseIf())
    case .keyword(.guard):
      kind = parseGuard()
    case .keyword(.while):
      kind = parseWhile()
    case .keyword(.for):
      kind = parseFor()
    case .keyword(.break):
      advance()
      kind = .break
    case .keyword(.continue):
      advance()
      kind = .continue
    case .keyword(.return):
      kind = parseReturn()
    case .keyword(.else):
      error("'else' without an 'if'", at: token.range, id: "else-without-if")
      advance()
      kind = .error
    case .identifier("animation") where startsDeclarationName(peek(1)):
      kind = .animation(parseAnimationDecl())
    case .identifier("state") where startsDeclarationName(peek(1)):
      kind = .state(parseStateDecl())
    case .identifier("test") where isStringStart(peek(1)):
      kind = .test(parseTestDecl())
    case .identifier("struct") where startsDeclarationName(peek(1)),
      .identifier("class") where startsDeclarationName(peek(1)):
      kind = parseStructStatement()
    case .identifier("extension") where startsDeclarationName(peek(1)):
      kind = .extension(parseExtensionDecl())
    case .identifier("enum") where startsDeclarationName(peek(1)):
      kind = .enum(parseEnumDecl())
    case .identifier("switch") where startsSwitchSubject(peek(1)):
      kind = .switch(parseSwitch())
    case .identifier where startsModifiers():
      skipModifiers()
      return parseStatement()
    case .identifier("import") where isIdentifier(peek(1)) && !peek(1).startsLine:
      kind = parseImport()
    case .identifier("protocol") where startsDeclarationName(peek(1)):
      kind = .protocol(parseProtocolDecl())
    case .identifier(let word) where startsRefusedDeclaration(word):
      kind = refuseDeclaration(word)
    default:
      kind = parseExpressionOrAssignment()
    }
    return Stmt(id: makeID(), range: range(from: start), kind: kind)
  }

  func isIdentifier(_ t: Token) -> Bool {
    if case .identifier = t.kind { return true }
    return false
  }

  /// After a contextual `animation`/`state`: a name, or something that can only be a botched
  /// name (a number, string or reserved word on the same line), so the declaration's own
  /// message ("expected a name after 'animation'") is reported.
  func startsDeclarationName(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .number, .string, .stringHead, .color: return !t.startsLine
    case .keyword(let k): return !t.startsLine && k != .is
    default: return false
    }
  }

  /// After a contextual `switch`: an expression on the same line (not `=` or `(`, which make
  /// `switch` a variable or a function).
  func startsSwitchSubject(_ t: Token) -> Bool {
    if t.startsLine { return false }
    switch t.kind {
    case .identifier, .number, .string, .stringHead, .dot, .dollarIdentifier: return true
    case .keyword(.true), .keyword(.false), .keyword(.nil): return true
    case .leftParen: return t.range.start != token.range.end
    default: return false
    }
  }

  func isStringStart(_ t: Token) -> Bool {
    switch t.kind {
    case .string, .stringHead: true
    default: false
    }
  }

  // expressionOrAssignment -> expression (assignmentOperator expression)?
  // assignmentOperator -> '=' | '+=' | '-=' | '*=' | '/=' | '%='
  //                     | '&=' | '|=' | '^=' | '<<=' | '>>='
  mutating func parseExpressionOrAssignment() -> Stmt.Kind {
    let target = parseExpression()
    // `>>=` is `>` then `>=` side by side (see TokenKind.lessLess).
    let shiftRight = isShiftRightAssign
    guard let op = shiftRight ? .shiftRightAssign : kind.assignmentOperator else { return .expression(target) }
    if case .tuple = target.kind, op == .assign { return parseTupleAssignment(to: target) }
    if shiftRight { advance() }
    advance()
    if !target.isAssignable && !target.isError {
      error(
        "cannot assign to this expression; only a variable, a member (a.b) or a subscript (a[i]) "
          + "can be assigned", at: target.range, id: "not-assignable")
    }
    let value = parseExpression()
    // `_ = f()`: Swift's discard; the value is evaluated and dropped.
    if case .variable(let name) = target.kind, name.text == "_", op == .assign { return .expression(value) }
    return .assignment(target: target, op: op, value: value)
  }

  // returnStatement -> 'return' expression?
  mutating func parseReturn() -> Stmt.Kind {
    advance()
    switch kind {
    case .newline, .semicolon, .rightBrace, .endOfFile:
      return .return(nil)
    default:
      return .return(parseExpression())
    }
  }

  // ifStatement -> 'if' conditionList block ('else' (ifStatement | block))?
  mutating func parseIf() -> IfStmt {
    advance()  // 'if'
    let conditions = parseConditionList(for: "'if'")
    let then = parseBlock(for: "the body of 'if'")
    // `else` may sit on the next line after `}`, as in Swift.
    if kind == .newline && peek(1).kind == .keyword(.else) { advance() }
    guard match(.keyword(.else)) else {
      return IfStmt(conditions: conditions, then: then, elseBranch: nil)
    }
    if kind == .keyword(.if) {
      let start = token.range.start
      guard enter() else { return IfStmt(conditions: conditions, then: then, elseBranch: nil) }
      defer { leave() }
      let nested = parseIf()
      let stmt = Stmt(id: makeID(), range: range(from: start), kind: .if(nested))
      return IfStmt(conditions: conditions, then: then, elseBranch: .elseIf(stmt))
    }
    let elseBlock = parseBlock(for: "the 'else' branch")
    return IfStmt(conditions: conditions, then: then, elseBranch: .block(elseBlock))
  }

  // guardStatement -> 'guard' conditionList 'else' block
  mutating func parseGuard() -> Stmt.Kind {
    advance()  // 'guard'
    let conditions = parseConditionList(for: "'guard'")
    if kind == .newline && peek(1).kind == .keyword(.else) { advance() }
    if !match(.keyword(.else)) {
      errorExpected("'else' after the 'guard' condition")
      return .guard(conditions: conditions, else: Block(statements: [], range: token.range))
    }
    let body = parseBlock(for: "the 'else' branch of 'guard'")
    return .guard(conditions: conditions, else: body)
  }

  // whileStatement -> 'while' conditionList block
  mutating func parseWhile() -> Stmt.Kind {
    advance()  // 'while'
    let conditions = parseConditionList(for: "'while'")
    let body = parseBlock(for: "the body of 'while'")
    return .while(conditions: conditions, body: body)
  }

  // forStatement -> 'for' (IDENTIFIER | tuplePattern) 'in' expression block
  mutating func parseFor() -> Stmt.Kind {
    if peek(1).kind == .identifier("case") { return parseForCase() }
    advance()  // 'for'
    let name: Name
    var pattern: Pattern?
    if kind == .leftParen {
      // `for (i, v) in s { … }`: each element goes to a hidden variable (no script can name
      // `$element`), which the body's first statement takes apart.
      let p = parsePattern()
      pattern = p
      name = Name(text: "$element", range: p.range, id: makeID())
    } else if case .identifier(let text) = kind {
      name = Name(text: text, range: advance().range, id: makeID())
    } else {
      errorExpected("a loop variable name after 'for'")
      name = Name(text: "_", range: token.range, id: makeID())
    }
    if !match(.keyword(.in)) {
      errorExpected("'in' after the loop variable")
    }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    let sequence = parseExpression()
    let filter = parseForWhereClause()
    allowsTrailingClosure = saved
    var body = parseBlock(for: "the body of 'for'")
    if let filter { body.statements.insert(filter, at: 0) }
    if let pattern {
      let element = Expr(id: makeID(), range: pattern.range, kind: .variable(Name(text: name.text, range: pattern.range, id: makeID())))
      let decl = DestructuringDecl(isMutable: false, pattern: pattern, initializer: element, range: pattern.range)
      body.statements.insert(Stmt(id: makeID(), range: pattern.range, kind: .destructuring(decl)), at: 0)
    }
    return .for(variable: name, sequence: sequence, body: body)
  }

  // conditionList -> condition (',' condition)*
  // condition -> ('let' | 'var') IDENTIFIER ('=' expression)? | expression
  mutating func parseConditionList(for context: String) -> [Condition] {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    defer { allowsTrailingClosure = saved }
    var conditions: [Condition] = []
    repeat {
      if kind == .leftBrace {
        errorExpected("a condition after \(context)")
        break
      }
      if kind == .identifier("case") {
        conditions.append(parseCaseCondition())
      } else if kind == .keyword(.let) || kind == .keyword(.var) {
        let isMutable = advance().kind == .keyword(.var)
        guard case .identifier(let text) = kind else {
          errorExpected("a name after '\(isMutable ? "var" : "let")'")
          break
        }
        let nameToken = advance()
        let name = Name(text: text, range: nameToken.range, id: makeID())
        let value: Expr
        if match(.equal) {
          value = parseExpression()
        } else {
          // `if let x { … }` is shorthand for `if let x = x { … }`.
          value = Expr(
            id: makeID(), range: nameToken.range,
            kind: .variable(Name(text: text, range: nameToken.range, id: makeID())))
        }
        conditions.append(.optionalBinding(name: name, isMutable: isMutable, value: value))
      } else {
        conditions.append(.expression(parseExpression()))
      }
    } while match(.comma)
    return conditions
  }
}
