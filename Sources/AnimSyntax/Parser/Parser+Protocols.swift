// `protocol Name: Inherited { requirements }` (Swift's "Protocols").

extension Parser {
  // protocolDecl -> 'protocol' IDENTIFIER conformances? whereClause? '{' requirement* '}'
  // requirement -> 'static'? 'mutating'? ( 'var' IDENTIFIER typeAnnotation '{' 'get' 'set'? '}'
  //              | 'func' (IDENTIFIER | operatorFunctionName) genericParameterClause? parameterList
  //                functionEffects returnType? whereClause?
  //              | 'init' '?'? parameterList | 'associatedtype' IDENTIFIER conformances? | typeAlias )
  mutating func parseProtocolDecl() -> ProtocolDecl {
    let start = advance().range.start  // 'protocol'
    let name = parseDeclName(after: "protocol")
    let inherited = parseConformances()
    skipWhereClause()
    var requirements: [ProtocolRequirement] = []
    parseMemberBlock(of: "protocol '\(name.text)'") { parser in
      if let r = parser.parseRequirement(in: name.text) { requirements.append(r) }
    }
    let d = ProtocolDecl(id: makeID(), name: name, inherited: inherited, requirements: requirements, range: range(from: start))
    d.requirementMembers = requirements.compactMap { r in
      switch r.kind {
      case .property(let type, let settable):
        let getter = FunctionDecl(
          id: makeID(), name: r.name, parameters: [], body: Block(statements: [], range: r.name.range),
          isClosure: false, range: r.name.range)
        getter.returnType = type
        let setter: FunctionDecl? = settable ? getter : nil
        let p = ComputedProperty(name: r.name, isStatic: r.isStatic, getter: getter, setter: setter, range: r.name.range)
        p.type = type
        return .computed(p)
      case .method(let f, let isMutating): return .method(f, isStatic: r.isStatic, isMutating: isMutating)
      case .initializer(let f): return .initializer(f)
      case .associatedType: return nil
      }
    }
    return d
  }

  private mutating func parseRequirement(in owner: String) -> ProtocolRequirement? {
    var isStatic = false
    var isMutating = false
    while case .identifier(let word) = kind, !peek(1).startsLine {
      if word == "static" {
        isStatic = true
      } else if word == "mutating" {
        isMutating = true
      } else if word == "prefix" || word == "infix" {
        prefixOperatorFunction = word == "prefix"
      } else if !Parser.ignoredModifiers.contains(word) {
        break
      }
      advance()
    }
    switch kind {
    case .keyword(.var):
      advance()
      let name = parseDeclName(after: "var")
      let type = parseTypeAnnotation()
      if type == nil { errorExpected("':' and the property's type in protocol '\(owner)'") }
      var isSettable = false
      if kind == .leftBrace {
        let opener = advance()
        while kind == .identifier("get") || kind == .identifier("set") || kind == .newline {
          if kind == .identifier("set") { isSettable = true }
          advance()
        }
        expectClosing(.rightBrace, opener: opener)
      } else {
        errorExpected("'{ get }' or '{ get set }' after the property's type")
      }
      return ProtocolRequirement(name: name, isStatic: isStatic, kind: .property(type: type, isSettable: isSettable))
    case .keyword(.func):
      let start = advance().range.start
      guard let name = parseFunctionName() else { return nil }
      var constraints: [String: [String]] = [:]
      let generics = parseGenericParameterClause(constraints: &constraints)
      let parameters = kind == .leftParen ? parseParameterList() : []
      skipEffects()
      let returnType = parseReturnType()
      parseWhereClause(constraints: &constraints)
      let f = FunctionDecl(
        id: makeID(), name: name, parameters: parameters, body: Block(statements: [], range: name.range),
        isClosure: false, range: range(from: start))
      f.returnType = returnType
      f.genericParameters = generics
      f.genericConstraints = constraints
      return ProtocolRequirement(name: name, isStatic: isStatic, kind: .method(f, isMutating: isMutating))
    case .identifier("init") where peek(1).kind == .leftParen || peek(1).kind == .question:
      let start = token.range.start
      let nameToken = advance()
      if kind == .question { advance() }
      let parameters = parseParameterList()
      let name = Name(text: "init", range: nameToken.range, id: makeID())
      let f = FunctionDecl(
        id: makeID(), name: name, parameters: parameters, body: Block(statements: [], range: name.range),
        isClosure: false, range: range(from: start))
      return ProtocolRequirement(name: name, isStatic: false, kind: .initializer(f))
    case .identifier("associatedtype"):
      advance()
      let name = parseDeclName(after: "associatedtype")
      _ = parseConformances()
      if match(.equal) { _ = parseType() }
      skipWhereClause()
      return ProtocolRequirement(name: name, isStatic: false, kind: .associatedType)
    case .identifier("typealias") where isIdentifier(peek(1)):
      _ = parseTypeAlias()
      return nil
    default:
      errorExpected("'var', 'func', 'init' or 'associatedtype' in protocol '\(owner)'")
      return nil
    }
  }
}
