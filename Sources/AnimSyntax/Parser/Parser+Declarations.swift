// Declarations: let/var (with attributes), func, animation, state, test.

extension Parser {
  /// The attributes Anim knows.
  static let knownAttributes = ["State", "Animated", "Namespace"] + ignoredAttributes + observationAttributes

  // MARK: - Variables

  // variableDecl -> attribute* modifier* ('let' | 'var') IDENTIFIER typeAnnotation?
  //                 ('=' expression)?
  // attribute -> '@' IDENTIFIER ('(' argumentList ')')?
  mutating func parseVariableDecl() -> VariableDecl {
    let start = token.range.start
    var attributes: [Attribute] = []
    while kind == .at {
      if let attribute = parseAttribute() { attributes.append(attribute) }
      skipNewlines()
    }
    skipModifiers()
    let isMutable: Bool
    switch kind {
    case .keyword(.var): isMutable = true
    case .keyword(.let): isMutable = false
    default:
      errorExpected("'var' after the attribute")
      return VariableDecl(
        id: makeID(), isMutable: true, name: Name(text: "_", range: token.range, id: makeID()),
        initializer: nil, attributes: attributes, range: range(from: start))
    }
    advance()
    let name: Name
    if case .identifier(let text) = kind {
      name = Name(text: text, range: advance().range, id: makeID())
    } else {
      errorExpected("a name after '\(isMutable ? "var" : "let")'")
      name = Name(text: "_", range: token.range, id: makeID())
      return VariableDecl(
        id: makeID(), isMutable: isMutable, name: name, initializer: nil, attributes: attributes,
        range: range(from: start))
    }
    let type = parseTypeAnnotation()
    var initializer: Expr?
    if match(.equal) {
      initializer = parseExpression()
    }
    desugarNamespace(&attributes, &initializer)
    let decl = VariableDecl(
      id: makeID(), isMutable: isMutable, name: name, initializer: initializer,
      attributes: attributes, range: range(from: start))
    decl.type = type
    if startsObserverBlock() { parseObservers(of: decl) }
    return decl
  }

  // attribute -> '@' IDENTIFIER ('(' argumentList ')')?
  mutating func parseAttribute() -> Attribute? {
    let start = advance().range.start  // '@'
    guard case .identifier(let text) = kind else {
      errorExpected("an attribute name after '@'")
      return nil
    }
    let nameToken = advance()
    let name = Identifier(text: text, range: nameToken.range)
    if !Parser.knownAttributes.contains(text) {
      let suggestion = Suggestions.closest(to: text, in: Parser.knownAttributes)
      error(
        "unknown attribute '@\(text)'" + (suggestion.map { "; did you mean '@\($0)'?" } ?? ""),
        at: SourceRange(start: start, end: nameToken.range.end), id: "unknown-attribute",
        fixIts: suggestion.map { [.init(range: nameToken.range, replacement: $0)] } ?? [])
    }
    var arguments: [CallArgument] = []
    if kind == .leftParen {
      arguments = parseArgumentList()
    }
    return Attribute(name: name, arguments: arguments, range: range(from: start))
  }

  // MARK: - Functions

  /// The name after `func`: an identifier or an operator (`static func + (…)`); nil, with the
  /// error, when neither follows.
  mutating func parseFunctionName() -> Name? {
    if case .identifier(let text) = kind { return Name(text: text, range: advance().range, id: makeID()) }
    if let op = parseOperatorFunctionName() { return op }
    errorExpected("a function name after 'func'")
    return nil
  }

  // functionDecl -> 'func' IDENTIFIER genericParameterClause? parameterList functionEffects
  //                 returnType? whereClause? block
  mutating func parseFunctionDecl() -> FunctionDecl {
    let start = advance().range.start  // 'func'
    let name = parseFunctionName() ?? Name(text: "_", range: token.range, id: makeID())
    var constraints: [String: [String]] = [:]
    let genericParameters = parseGenericParameterClause(constraints: &constraints)
    var parameters: [Parameter] = []
    if kind == .leftParen {
      parameters = parseParameterList()
    } else {
      errorExpected("'(' to start the parameter list of '\(name.text)'")
    }
    skipEffects()
    let returnType = parseReturnType()
    parseWhereClause(constraints: &constraints)
    let body = expressionBody(parseBlock(for: "the body of '\(name.text)'"))
    let decl = FunctionDecl(
      id: makeID(), name: name, parameters: parameters, body: body, isClosure: false,
      range: range(from: start))
    decl.returnType = returnType
    decl.genericParameters = genericParameters
    decl.genericConstraints = constraints
    return decl
  }

  // parameterList -> '(' (parameter (',' parameter)* ','?)? ')'
  // parameter -> ('@' IDENTIFIER)? (IDENTIFIER | keyword)? IDENTIFIER (':' 'inout'? type)?
  //              ('=' expression)?
  /// Swift's parameters: `t`, `_ t`, `by k` (external label, then the name), each with an
  /// optional annotation (`inout` marks a copy-in copy-out parameter) and default value.
  mutating func parseParameterList() -> [Parameter] {
    let opener = advance()  // '('
    var parameters: [Parameter] = []
    while kind != .rightParen && !isAtEnd {
      let pstart = token.range.start
      // `@ViewBuilder content: () -> Content`: a result builder for the closure passed here.
      var resultBuilder: Identifier?
      if kind == .at, case .identifier(let attribute) = peek(1).kind {
        advance()  // '@'
        let nameToken = advance()
        if attribute == "ViewBuilder" {
          resultBuilder = Identifier(text: attribute, range: nameToken.range)
        } else {
          error(
            "'@\(attribute)' on a parameter is not supported: only '@ViewBuilder' is",
            at: nameToken.range, id: "unknown-attribute")
          if kind == .less { skipGenericClause() }
        }
      }
      var externalLabel: Identifier?
      // A label may be a keyword, as in Swift: `func path(in rect: CGRect)`.
      if case .identifier = peek(1).kind {
        switch kind {
        case .identifier(let first): externalLabel = Identifier(text: first, range: advance().range)
        case .keyword(let k): externalLabel = Identifier(text: k.rawValue, range: advance().range)
        default: break
        }
      }
      guard case .identifier(let text) = kind else {
        errorExpected("a parameter name")
        break
      }
      let name = Name(text: text, range: advance().range, id: makeID())
      var type: TypeAnnotation?
      var isInout = false
      if match(.colon) {
        isInout = match(.identifier("inout"))
        type = parseType()
      }
      var defaultValue: Expr?
      if match(.equal) { defaultValue = parseExpression() }
      var parameter = Parameter(
        name: name, defaultValue: defaultValue, range: range(from: pstart),
        externalLabel: externalLabel, type: type, isInout: isInout)
      parameter.resultBuilder = resultBuilder
      parameters.append(parameter)
      if !match(.comma) { break }
    }
    expectClosing(.rightParen, opener: opener)
    return parameters
  }

  // MARK: - Animations

  // animationDecl -> 'animation' IDENTIFIER '{' animationMember* '}'
  // animationMember -> variableDecl | functionDecl | mergeRule
  // mergeRule -> 'merge' ('always' | 'never' | 'if' expression)
  mutating func parseAnimationDecl() -> AnimationDecl {
    let start = advance().range.start  // 'animation'
    let name = parseDeclName(after: "animation")
    var members: [VariableDecl] = []
    var methods: [FunctionDecl] = []
    var mergeRule: MergeRule?
    parseMemberBlock(of: "animation '\(name.text)'") { parser in
      switch parser.kind {
      case .keyword(.let), .keyword(.var), .at:
        members.append(parser.parseVariableDecl())
      case .keyword(.func):
        methods.append(parser.parseFunctionDecl())
      case .identifier("merge"):
        let rule = parser.parseMergeRule()
        if let rule {
          if let earlier = mergeRule {
            let at = parser.file.location(of: earlier.range.start)
            parser.error(
              "animation '\(name.text)' already has a merge rule (at \(at))", at: rule.range,
              id: "duplicate-merge-rule",
              notes: [parser.note("the first merge rule is here", at: earlier.range)])
          } else {
            mergeRule = rule
          }
        }
      default:
        parser.errorExpected(
          "'let', 'var', 'func' or 'merge' in animation '\(name.text)'")
      }
    }
    return AnimationDecl(
      id: makeID(), name: name, members: members, methods: methods, mergeRule: mergeRule,
      range: range(from: start))
  }

  // mergeRule -> 'merge' ('always' | 'never' | 'if' expression)
  mutating func parseMergeRule() -> MergeRule? {
    let start = advance().range.start  // 'merge'
    let kind: MergeRule.Kind
    switch self.kind {
    case .identifier("always"):
      advance()
      kind = .always
    case .identifier("never"):
      advance()
      kind = .never
    case .keyword(.if):
      advance()
      kind = .condition(parseExpression())
    default:
      errorExpected("'always', 'never' or 'if' after 'merge'")
      return nil
    }
    return MergeRule(kind: kind, range: range(from: start))
  }

  // MARK: - States

  // stateDecl -> 'state' IDENTIFIER '{' variableDecl* '}'
  mutating func parseStateDecl() -> StateDecl {
    let start = advance().range.start  // 'state'
    let name = parseDeclName(after: "state")
    var fields: [VariableDecl] = []
    parseMemberBlock(of: "state '\(name.text)'") { parser in
      switch parser.kind {
      case .keyword(.let), .keyword(.var):
        let field = parser.parseVariableDecl()
        if field.initializer == nil && !parser.panicMode {
          parser.error(
            "state field '\(field.name.text)' needs a default value "
              + "('var \(field.name.text) = …')",
            at: field.name.range, id: "state-field-default")
        }
        fields.append(field)
      default:
        parser.errorExpected("'var' (a field with a default value) in state '\(name.text)'")
      }
    }
    return StateDecl(id: makeID(), name: name, fields: fields, range: range(from: start))
  }

  // MARK: - Tests

  // testDecl -> 'test' STRING block
  mutating func parseTestDecl() -> TestDecl {
    let start = advance().range.start  // 'test'
    let nameStart = token.range.start
    var text = ""
    if case .string(let s) = kind {
      text = s
      advance()
    } else {
      // An interpolated name: parse it to skip it, then report.
      let saved = allowsTrailingClosure
      allowsTrailingClosure = false
      _ = parseExpression()
      allowsTrailingClosure = saved
      reportRecovered(
        "a test name must be a plain string literal, without interpolation",
        at: range(from: nameStart), id: "test-name-interpolation")
    }
    let nameRange = range(from: nameStart)
    let body = parseBlock(for: "the body of test \"\(text)\"")
    return TestDecl(
      id: makeID(), name: text, nameRange: nameRange, body: body, range: range(from: start))
  }

  // MARK: - Helpers

  // declarationName -> IDENTIFIER
  mutating func parseDeclName(after keyword: String) -> Name {
    guard case .identifier(let text) = kind else {
      errorExpected("a name after '\(keyword)'")
      return Name(text: "_", range: token.range, id: makeID())
    }
    return Name(text: text, range: advance().range, id: makeID())
  }

  // memberBlock -> '{' (member (NEWLINE | ';'))* member? '}'
  /// `{ member (NEWLINE | ';') … }` with per-member recovery (like a statement list).
  mutating func parseMemberBlock(of owner: String, _ member: (inout Parser) -> Void) {
    if kind == .newline && peek(1).kind == .leftBrace { advance() }
    guard kind == .leftBrace else {
      errorExpected("'{' to start the body of \(owner)")
      return
    }
    let opener = advance()
    guard enter() else { return }
    defer { leave() }
    let aliasMark = typeAliases.count
    defer { closeTypeAliasScope(from: aliasMark, range: opener.range.union(token.range)) }
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace { break }
      let before = current
      skipModifiers()
      member(&self)
      if stopped { break }
      if panicMode {
        synchronize(stopAtKeywords: false)
      } else if kind == .newline || kind == .semicolon {
        advance()
      } else if kind != .rightBrace && !isAtEnd && !endsGenericArgumentsAtLineEnd() {
        errorExpected("a line break or ';' after the member")
        synchronize(stopAtKeywords: false)
      }
      if current == before { advance() }
    }
    expectClosing(.rightBrace, opener: opener)
  }
}
