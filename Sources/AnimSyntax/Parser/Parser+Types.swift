// `struct` and `enum` declarations.

extension Parser {
  // structDecl -> 'struct' IDENTIFIER conformances? '{' typeMember* '}'
  // conformances -> ':' IDENTIFIER (',' IDENTIFIER)*
  mutating func parseStructDecl() -> StructDecl {
    let isClass = kind == .identifier("class")
    let keyword = isClass ? "class" : "struct"
    let start = advance().range.start  // 'struct' or 'class'
    let name = parseDeclName(after: keyword)
    let generics = parseGenericParameterClause()
    let conformances = parseConformances()
    skipWhereClause()
    var members: [TypeMember] = []
    let outerNested = nestedTypeNames
    nestedTypeNames = []
    parseMemberBlock(of: "\(keyword) '\(name.text)'") { parser in
      if let member = parser.parseTypeMember(in: "\(keyword) '\(name.text)'") {
        members.append(member)
        // `var start, end: CGPoint`: one stored property per name.
        if case .stored(_, let isStatic) = member {
          members += parser.pendingVariables.map { .stored($0, isStatic: isStatic) }
        }
        parser.pendingVariables = []
        members += parser.pendingLazyStorage.map { .stored($0, isStatic: false) }
        parser.pendingLazyStorage = []
      }
    }
    let d = StructDecl(
      id: makeID(), name: name, conformances: conformances, members: members,
      range: range(from: start))
    d.genericParameters = generics
    d.nestedTypes = finishNestedTypes(of: name, restoring: outerNested)
    d.isClass = isClass
    return d
  }

  /// A struct, or, when it conforms to `CustomAnimation`, the animation it declares: its stored
  /// properties are the animation's members and its methods `animate`, `velocity`,
  /// `shouldMerge` and helpers (the same thing inside as `animation Name { … }`).
  mutating func parseStructStatement() -> Stmt.Kind {
    let d = parseStructDecl()
    guard !d.isClass, d.conformances.contains(where: { $0.text == "CustomAnimation" }) else { return .struct(d) }
    var members: [VariableDecl] = []
    var methods: [FunctionDecl] = []
    for m in d.members {
      switch m {
      case .stored(let v, false): members.append(v)
      case .method(let f, false, false): methods.append(f)
      case .stored(let v, true):
        refuseAnimationMember("static '\(v.name.text)'", d, at: v.name.range)
      case .method(let f, _, _):
        refuseAnimationMember("'\(f.name?.text ?? "func")' (static or mutating)", d, at: f.range)
      case .computed(let c):
        refuseAnimationMember("computed property '\(c.name.text)'", d, at: c.name.range)
      case .initializer(let f):
        refuseAnimationMember("'init'", d, at: f.range)
      }
    }
    return .animation(
      AnimationDecl(
        id: d.id, name: d.name, members: members, methods: methods, mergeRule: nil, range: d.range))
  }

  private mutating func refuseAnimationMember(_ what: String, _ d: StructDecl, at range: SourceRange) {
    error(
      "a CustomAnimation struct has stored properties and methods; \(what) cannot be part of "
        + "'\(d.name.text)' yet (put it in an 'extension Animation' or a helper function)",
      at: range, id: "custom-animation-member")
  }

  // extensionDecl -> 'extension' IDENTIFIER genericClause? conformances? whereClause?
  //                  '{' typeMember* '}'
  mutating func parseExtensionDecl() -> ExtensionDecl {
    let start = advance().range.start  // 'extension'
    let name = parseDeclName(after: "extension")
    // `extension SwiftUI.View`: the module's name is dropped.
    while kind == .dot, case .identifier(let text) = peek(1).kind {
      advance()
      _ = advance()
      error(
        "Anim draws no views: 'extension \(text)' is not run", at: range(from: start),
        id: "swiftui-view")
    }
    skipGenericClause()
    let conformances = parseConformances()
    skipWhereClause()
    var members: [TypeMember] = []
    parseMemberBlock(of: "extension '\(name.text)'") { parser in
      if let member = parser.parseTypeMember(in: "extension '\(name.text)'") {
        parser.refuseLazyStorage("extensions must not contain stored properties")
        members.append(member)
      }
    }
    return ExtensionDecl(
      id: makeID(), name: name, conformances: conformances, members: members,
      range: range(from: start))
  }

  // enumDecl -> 'enum' IDENTIFIER conformances? '{' (enumCaseClause | typeMember)* '}'
  // enumCaseClause -> 'case' enumCase (',' enumCase)*
  // enumCase -> IDENTIFIER ('=' expression)?
  mutating func parseEnumDecl() -> EnumDecl {
    let start = advance().range.start  // 'enum'
    let name = parseDeclName(after: "enum")
    let conformances = parseConformances()
    var cases: [EnumCase] = []
    var members: [TypeMember] = []
    let outerNested = nestedTypeNames
    nestedTypeNames = []
    parseMemberBlock(of: "enum '\(name.text)'") { parser in
      guard parser.kind == .identifier("case") else {
        if let member = parser.parseTypeMember(in: "enum '\(name.text)'") {
          parser.refuseLazyStorage("enums must not contain stored properties")
          members.append(member)
        }
        return
      }
      parser.advance()  // 'case'
      repeat {
        guard case .identifier(let text) = parser.kind else {
          parser.errorExpected("a case name after 'case'")
          return
        }
        let caseName = Name(text: text, range: parser.advance().range, id: parser.makeID())
        let payload = parser.kind == .leftParen ? parser.parseEnumPayload() : nil
        var raw: Expr?
        if parser.match(.equal) { raw = parser.parseExpression() }
        var enumCase = EnumCase(name: caseName, rawValue: raw)
        enumCase.payload = payload
        cases.append(enumCase)
      } while parser.match(.comma)
    }
    let d = EnumDecl(
      id: makeID(), name: name, conformances: conformances, cases: cases, members: members,
      range: range(from: start))
    d.nestedTypes = finishNestedTypes(of: name, restoring: outerNested)
    return d
  }

  /// `: A, B` after a type's name.
  mutating func parseConformances() -> [Identifier] {
    guard match(.colon) else { return [] }
    var names: [Identifier] = []
    repeat {
      guard case .identifier(let text) = kind else {
        errorExpected("a protocol name")
        break
      }
      names.append(Identifier(text: text, range: advance().range))
      skipGenericClause()
    } while match(.comma)
    return names
  }

  /// `<V: VectorArithmetic>` after a type's name: Anim is dynamically typed, so generic
  /// parameters change nothing.
  mutating func skipGenericClause() {
    guard kind == .less else { return }
    var depth = 0
    repeat {
      if kind == .less { depth += 1 }
      if kind == .greater { depth -= 1 }
      advance()
    } while depth > 0 && !isAtEnd && kind != .leftBrace && kind != .newline
  }

  // typeMember -> modifier* (variableDecl | computedProperty | functionDecl | initDecl)
  // modifier -> 'static' | 'mutating' | 'private' | … 
  // computedProperty -> 'var' IDENTIFIER typeAnnotation '{' (statements | accessors) '}'
  // accessors -> 'get' block ('set' ('(' IDENTIFIER ')')? block)?
  mutating func parseTypeMember(in owner: String) -> TypeMember? {
    var isStatic = false
    var isMutating = false
    var lazyStart: SourceRange?
    // `@ViewBuilder` before a method or computed property: dropped (one returning `some View`
    // builds views either way).
    while kind == .at, peek(1).kind == .identifier("ViewBuilder") {
      advance()
      advance()
      skipNewlines()
    }
    while case .identifier(let word) = kind, !peek(1).startsLine {
      if word == "static" {
        isStatic = true
      } else if word == "mutating" {
        isMutating = true
      } else if word == "lazy" && (peek(1).kind == .keyword(.var) || peek(1).kind == .keyword(.let)) {
        lazyStart = token.range
      } else if word == "weak" || word == "unowned" {
        refuseWeak(word)
      } else if word == "prefix" || word == "infix" {
        prefixOperatorFunction = word == "prefix"
      } else if !Parser.ignoredModifiers.contains(word) && !Parser.classMemberModifiers.contains(word) {
        break
      }
      advance()
      // `private(set)`
      if kind == .leftParen, peek(1).kind == .identifier("set"), peek(2).kind == .rightParen {
        advance()
        advance()
        advance()
      }
    }
    switch kind {
    case .keyword(.func):
      let f = parseFunctionDecl()
      return .method(f, isStatic: isStatic, isMutating: isMutating)
    case .identifier("init") where peek(1).kind == .leftParen || peek(1).kind == .question:
      let start = token.range.start
      let nameToken = advance()
      if kind == .question { advance() }
      let parameters = parseParameterList()
      let body = parseBlock(for: "the body of 'init'")
      return .initializer(
        FunctionDecl(
          id: makeID(), name: Name(text: "init", range: nameToken.range, id: makeID()),
          parameters: parameters, body: body, isClosure: false, range: range(from: start)))
    case .keyword(.var) where isComputedProperty():
      return .computed(parseComputedProperty(isStatic: isStatic))
    case .keyword(.let), .keyword(.var), .at:
      let v = parseVariableDecls()
      if let lazyStart { return lazyMembers(v, isStatic: isStatic, lazyRange: lazyStart) }
      return .stored(v, isStatic: isStatic)
    case .identifier("struct") where startsDeclarationName(peek(1)),
      .identifier("class") where startsDeclarationName(peek(1)),
      .identifier("enum") where startsDeclarationName(peek(1)):
      liftNestedType()
      return nil
    case .identifier("deinit") where peek(1).kind == .leftBrace:
      refuseDeinit()
      return nil
    case .identifier("subscript") where peek(1).kind == .leftParen:
      return .computed(parseSubscript(isStatic: isStatic))
    case .identifier("typealias") where isIdentifier(peek(1)) && !peek(1).startsLine:
      // A member type alias (`typealias AnimatableData = AnimatablePair<Double, Double>`) is
      // put in place by the parser; it declares nothing the type holds.
      _ = parseTypeAlias()
      return nil
    default:
      errorExpected("'let', 'var', 'func' or 'init' in \(owner)")
      return nil
    }
  }

  /// At `var`: whether a `{` follows the name and its type on the same line (a computed
  /// property) rather than `=` or the end of the line (a stored one).
  func isComputedProperty() -> Bool {
    var i = 1
    while true {
      let t = peek(i)
      if t.kind == .leftBrace { return !t.startsLine && !isObserverBlock(at: i) }
      switch t.kind {
      case .equal, .newline, .semicolon, .rightBrace, .endOfFile: return false
      default: i += 1
      }
      if i > 64 { return false }
    }
  }

  mutating func parseComputedProperty(isStatic: Bool) -> ComputedProperty {
    let start = advance().range.start  // 'var'
    guard case .identifier(let text) = kind else {
      errorExpected("a property name after 'var'")
      let n = Name(text: "_", range: token.range, id: makeID())
      let empty = Block(statements: [], range: token.range)
      return ComputedProperty(
        name: n, isStatic: isStatic,
        getter: FunctionDecl(
          id: makeID(), name: n, parameters: [], body: empty, isClosure: false, range: token.range),
        setter: nil, range: token.range)
    }
    let name = Name(text: text, range: advance().range, id: makeID())
    // The type a computed property states, as Swift requires: the checker's type of the property.
    let type = parseTypeAnnotation()
    let bodyStart = token.range.start
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    if atAccessorBlock {
      (getter, setter) = parseAccessorBlock(
        of: "'\(text)'", in: "property '\(text)'", named: text, parameters: [], valueType: nil)
    } else {
      let body = expressionBody(parseBlock(for: "the getter of '\(text)'"))
      getter = FunctionDecl(
        id: makeID(), name: Name(text: text, range: name.range, id: makeID()), parameters: [],
        body: body, isClosure: false, range: range(from: bodyStart))
    }
    let get =
      getter
      ?? FunctionDecl(
        id: makeID(), name: Name(text: text, range: name.range, id: makeID()), parameters: [],
        body: Block(statements: [], range: name.range), isClosure: false, range: name.range)
    if getter == nil {
      error("property '\(text)' needs a getter ('get { … }')", at: name.range, id: "missing-getter")
    }
    let property = ComputedProperty(
      name: name, isStatic: isStatic, getter: get, setter: setter, range: range(from: start))
    property.type = type
    return property
  }
}
