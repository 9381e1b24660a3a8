// `{ get { … } set(v) { … } }`: the accessors of a computed property and of a subscript, parsed
// alike (Swift's grammar shares them): they may share a line, `set` names its value `newValue`
// unless it names one, a getter's body may be one expression.

extension Parser {
  /// Whether an accessor block starts here: a `{` whose first word is `get` or `set`.
  var atAccessorBlock: Bool {
    kind == .leftBrace
      && (peek(1).kind == .identifier("get") || peek(1).kind == .identifier("set")
        || (peek(1).kind == .newline && (peek(2).kind == .identifier("get") || peek(2).kind == .identifier("set"))))
  }

  /// The accessor block from its `{`, its functions named `memberName`: the getter takes `parameters` (a subscript's index), the
  /// setter those and the new value, of `valueType` when known. `what` names the member in the
  /// blocks' messages ("the getter of 'x'"), `place` in an unexpected word's ("in property 'x'").
  mutating func parseAccessorBlock(
    of what: String, in place: String, named memberName: String, parameters: [Parameter],
    valueType: TypeAnnotation?
  ) -> (getter: FunctionDecl?, setter: FunctionDecl?) {
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    let opener = advance()  // '{'
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace { break }
      let accessorStart = token.range.start
      switch kind {
      case .identifier("get"):
        let r = advance().range
        let body = expressionBody(parseBlock(for: "the getter of \(what)"))
        getter = FunctionDecl(
          id: makeID(), name: Name(text: memberName, range: r, id: makeID()), parameters: parameters, body: body, isClosure: false,
          range: range(from: accessorStart))
      case .identifier("set"):
        let r = advance().range
        var valueName = Name(text: "newValue", range: r, id: makeID())
        if kind == .leftParen {
          let paren = advance()
          if case .identifier(let v) = kind { valueName = Name(text: v, range: advance().range, id: makeID()) }
          expectClosing(.rightParen, opener: paren)
        }
        let body = parseBlock(for: "the setter of \(what)")
        let value = Parameter(name: valueName, defaultValue: nil, range: valueName.range, type: valueType)
        setter = FunctionDecl(
          id: makeID(), name: Name(text: memberName, range: r, id: makeID()), parameters: parameters + [value], body: body, isClosure: false,
          range: range(from: accessorStart))
      default:
        errorExpected("'get' or 'set' in \(place)")
        synchronize(stopAtKeywords: false)
      }
      if panicMode { break }
    }
    expectClosing(.rightBrace, opener: opener)
    return (getter, setter)
  }
}
