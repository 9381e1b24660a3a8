// Swift's types in pasted code: annotations, return types, generic parameter clauses and
// `where` clauses. Anim keeps the annotations (the runtime checks values against them) and
// parses the generic clauses only to skip them: Anim is dynamically typed.

extension Parser {
  // typeAnnotation -> ':' type
  /// `: Type` after a `let`/`var` name or a parameter name; `nil` when there is no `:`.
  mutating func parseTypeAnnotation() -> TypeAnnotation? {
    guard match(.colon) else { return nil }
    return parseType()
  }

  // type -> typeAttribute* ('some' | 'any')? primaryType typeSuffix* ('&' type)?
  //       | functionType
  // typeAttribute -> '@' IDENTIFIER
  // typeSuffix -> '?' | '!' | '.' IDENTIFIER
  mutating func parseType() -> TypeAnnotation {
    let start = token.range.start
    guard enter() else { return TypeAnnotation(kind: .unchecked, range: .empty(at: start)) }
    defer { leave() }
    // `@escaping`, `@Sendable`: promises about the value, not its type.
    while kind == .at, case .identifier = peek(1).kind {
      advance()
      advance()
    }
    if case .identifier(let word) = kind, word == "some" || word == "any",
      case .identifier(let constraint) = peek(1).kind
    {
      advance()
      _ = parsePrimaryType()
      return TypeAnnotation(kind: .unchecked, range: range(from: start), opaqueConstraint: constraint)
    }
    var type = parsePrimaryType()
    while !stopped {
      switch kind {
      case .question, .bang:
        advance()
        type = TypeAnnotation(kind: .optional(type), range: range(from: start))
      case .dot where peek(1).kind == .identifier("Type") || peek(1).kind == .identifier("self"):
        advance()
        advance()
        type = TypeAnnotation(kind: .unchecked, range: range(from: start))
      case .ampersand:
        // A protocol composition: a constraint, not a checkable type.
        advance()
        _ = parseType()
        return TypeAnnotation(kind: .unchecked, range: range(from: start))
      default:
        return type
      }
    }
    return type
  }

  // primaryType -> typeName ('.' typeName)* | '[' type (':' type)? ']' | tupleType
  // typeName -> IDENTIFIER ('<' type (',' type)* '>')?
  mutating func parsePrimaryType() -> TypeAnnotation {
    let start = token.range.start
    switch kind {
    case .identifier(let first):
      var text = first
      var nameRange = advance().range
      var arguments = parseGenericArguments()
      // `Swift.Double`, `Animation.Type` is handled by the caller; a dotted path stays one name.
      while kind == .dot, case .identifier(let next) = peek(1).kind, next != "Type",
        next != "self"
      {
        advance()
        nameRange = nameRange.union(advance().range)
        text += "." + next
        arguments = parseGenericArguments()
      }
      let name = Name(text: text, range: nameRange, id: makeID())
      let type = TypeAnnotation(kind: .named(name, arguments: arguments), range: range(from: start))
      if arguments.isEmpty { namedAnnotations.append(type) }
      return type
    case .leftBracket:
      let opener = advance()
      let element = parseType()
      var kind: TypeAnnotation.Kind = .array(element)
      if match(.colon) {
        kind = .dictionary(key: element, value: parseType())
      }
      expectClosing(.rightBracket, opener: opener)
      return TypeAnnotation(kind: kind, range: range(from: start))
    case .leftParen:
      return parseTupleOrFunctionType()
    default:
      errorExpected("a type")
      return TypeAnnotation(kind: .unchecked, range: .empty(at: start))
    }
  }

  /// `<A, B>` after a type name (or nothing).
  mutating func parseGenericArguments() -> [TypeAnnotation] {
    guard kind == .less else { return [] }
    let opener = advance()
    var arguments: [TypeAnnotation] = []
    while kind != .greater && !isAtEnd && !stopped {
      arguments.append(parseType())
      if !match(.comma) { break }
    }
    expectClosing(.greater, opener: opener)
    return arguments
  }

  // tupleType -> '(' (tupleTypeElement (',' tupleTypeElement)*)? ')' functionEffects
  //              ('->' type)?
  // tupleTypeElement -> (IDENTIFIER IDENTIFIER? ':')? 'inout'? type
  mutating func parseTupleOrFunctionType() -> TypeAnnotation {
    let start = token.range.start
    let opener = advance()  // '('
    var elements: [TypeAnnotation] = []
    while kind != .rightParen && !isAtEnd && !stopped {
      // Element labels (`(x: Double, y: Double)`, `(_ t: Double) -> Double`) name nothing here.
      if case .identifier = kind, peek(1).kind == .colon {
        advance()
        advance()
      } else if case .identifier = kind, case .identifier = peek(1).kind, peek(2).kind == .colon {
        advance()
        advance()
        advance()
      }
      if kind == .identifier("inout") { advance() }
      elements.append(parseType())
      if !match(.comma) { break }
    }
    expectClosing(.rightParen, opener: opener)
    skipEffects()
    if let result = parseReturnType() {
      return TypeAnnotation(
        kind: .function(parameters: elements, result: result), range: range(from: start))
    }
    if elements.count == 1, let only = elements.first { return only }
    return TypeAnnotation(kind: .tuple(elements), range: range(from: start))
  }

  // returnType -> '->' type
  /// `-> Type` after a parameter list, if written.
  mutating func parseReturnType() -> TypeAnnotation? {
    guard kind == .minus, peek(1).kind == .greater, peek(1).range.start == token.range.end
    else { return nil }
    advance()
    advance()
    return parseType()
  }

  // functionEffects -> ('async' | 'throws' | 'rethrows')*
  /// Swift's effects after a parameter list: `async` is refused (Anim runs no concurrency),
  /// `throws` and `rethrows` are accepted and mean nothing (Anim has no `throw`).
  mutating func skipEffects() {
    while case .identifier(let word) = kind, !token.startsLine {
      switch word {
      case "async":
        error(Parser.asyncRefusal, at: token.range, id: "swift-concurrency")
        advance()
      case "throws", "rethrows":
        advance()
      default:
        return
      }
    }
  }

  /// One sentence for `async` and `await`.
  static let asyncRefusal =
    "Anim has no concurrency: 'async' and 'await' are not run; animations advance on the "
      + "scene's clock, so write 'wait(seconds)' where the Swift code awaits"

  // genericParameterClause -> '<' genericParameter (',' genericParameter)* '>'
  // genericParameter -> IDENTIFIER (':' type)?
  /// `<V: VectorArithmetic, W>` after a function's name: the names, so that annotations naming
  /// them check nothing.
  mutating func parseGenericParameterClause() -> [Identifier] {
    var ignored: [String: [String]] = [:]
    return parseGenericParameterClause(constraints: &ignored)
  }

  /// The clause's names, each one's protocol (`V: VectorArithmetic`) added to `constraints`.
  mutating func parseGenericParameterClause(constraints: inout [String: [String]]) -> [Identifier] {
    guard kind == .less else { return [] }
    let opener = advance()
    var names: [Identifier] = []
    while case .identifier(let text) = kind, !stopped {
      names.append(Identifier(text: text, range: advance().range))
      if match(.colon), let p = Self.protocolName(parseType()) { constraints[text, default: []].append(p) }
      if !match(.comma) { break }
    }
    expectClosing(.greater, opener: opener)
    return names
  }

  /// The protocol a constraint names (`VectorArithmetic`, `Swift.Comparable`), nil for another form.
  static func protocolName(_ t: TypeAnnotation) -> String? {
    guard case .named(let name, let arguments) = t.kind, arguments.isEmpty else { return nil }
    return name.text.split(separator: ".").last.map(String.init)
  }

  // whereClause -> 'where' requirement (',' requirement)*
  // requirement -> type (':' type | '==' type)
  /// `where V: VectorArithmetic, V.Scalar == Double`: parsed and ignored.
  mutating func skipWhereClause() {
    var ignored: [String: [String]] = [:]
    parseWhereClause(constraints: &ignored)
  }

  /// `where V: VectorArithmetic`: each `Name: Protocol` requirement added to `constraints`
  /// (others, such as `V.Scalar == Double`, are parsed and not kept).
  mutating func parseWhereClause(constraints: inout [String: [String]]) {
    guard kind == .identifier("where") else { return }
    advance()
    repeat {
      let subject = parseType()
      if match(.colon) {
        let p = parseType()
        if case .named(let name, let arguments) = subject.kind, arguments.isEmpty, !name.text.contains("."),
          let proto = Self.protocolName(p)
        {
          constraints[name.text, default: []].append(proto)
        }
      } else if match(.equalEqual) {
        _ = parseType()
      } else {
        errorExpected("':' or '==' in the 'where' requirement")
        return
      }
    } while match(.comma)
  }
}
