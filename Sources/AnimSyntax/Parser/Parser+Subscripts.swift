// `subscript(index: Int) -> Double { get { … } set { … } }` in a type (Swift's "Subscripts").
// Kept as a computed property named `subscript` whose getter and setter take the index
// (the setter then `newValue`); `v[i]` and `v[i] = x` call them.

extension Parser {
  /// The member name a subscript is kept under.
  public static let subscriptMemberName = "subscript"

  // subscriptDecl -> 'subscript' parameterList returnType '{' (statements | accessors) '}'
  mutating func parseSubscript(isStatic: Bool) -> ComputedProperty {
    let start = token.range.start
    let keyword = advance()  // 'subscript'
    var parameters = parseParameterList()
    // A subscript's parameters have no argument labels unless one is written (`v[0]`, not
    // `v[index: 0]`), unlike a function's.
    for k in parameters.indices where parameters[k].externalLabel == nil {
      parameters[k].externalLabel = Identifier(text: "_", range: parameters[k].name.range)
    }
    let returnType = parseReturnType()
    if returnType == nil { errorExpected("'->' and the element type after the subscript's parameters") }
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    func name(_ r: SourceRange) -> Name { Name(text: Parser.subscriptMemberName, range: r, id: makeID()) }
    if atAccessorBlock {
      (getter, setter) = parseAccessorBlock(
        of: "the subscript", in: "the subscript", named: Parser.subscriptMemberName, parameters: parameters,
        valueType: returnType)
    } else {
      let body = expressionBody(parseBlock(for: "the body of the subscript"))
      getter = FunctionDecl(
        id: makeID(), name: name(keyword.range), parameters: parameters, body: body, isClosure: false,
        range: range(from: start))
    }
    let get = getter ?? FunctionDecl(
      id: makeID(), name: name(keyword.range), parameters: parameters,
      body: Block(statements: [], range: keyword.range), isClosure: false, range: keyword.range)
    if getter == nil {
      error("a subscript needs a getter ('get { … }')", at: keyword.range, id: "missing-getter")
    }
    get.returnType = returnType
    let property = ComputedProperty(
      name: name(keyword.range), isStatic: isStatic, getter: get, setter: setter, range: range(from: start))
    property.type = returnType
    return property
  }
}
