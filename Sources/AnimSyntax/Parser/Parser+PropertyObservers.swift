// Property observers: `var x = 0 { willSet { … } didSet { … } }` (Swift's "Property Observers").

extension Parser {
  /// Whether the `{` at `peek(i)` opens observers: `willSet` or `didSet` follows it (on its line
  /// or the next). Swift decides the same way between observers and a trailing closure.
  func isObserverBlock(at i: Int) -> Bool {
    guard peek(i).kind == .leftBrace else { return false }
    var k = i + 1
    while peek(k).kind == .newline { k += 1 }
    return peek(k).kind == .identifier("willSet") || peek(k).kind == .identifier("didSet")
  }

  /// At a `{` on the declaration's line that opens observers.
  func startsObserverBlock() -> Bool { !token.startsLine && isObserverBlock(at: 0) }

  // observers -> '{' ( observer ( NL | ';' )? ){1,2} '}'
  // observer  -> ( 'willSet' | 'didSet' ) ( '(' IDENTIFIER ')' )? block
  /// Parses the observers into `decl`: each a method with one parameter of the property's
  /// type, named `newValue` (willSet) or `oldValue` (didSet) unless written.
  mutating func parseObservers(of decl: VariableDecl) {
    let opener = advance()  // '{'
    while !stopped {
      while kind == .newline || kind == .semicolon { advance() }
      if isAtEnd || kind == .rightBrace { break }
      let start = token.range.start
      guard case .identifier(let word) = kind, word == "willSet" || word == "didSet" else {
        errorExpected("'willSet' or 'didSet' in the observers of '\(decl.name.text)'")
        synchronize(stopAtKeywords: false)
        break
      }
      let wordRange = advance().range
      var valueName = Name(
        text: word == "willSet" ? "newValue" : "oldValue", range: wordRange, id: makeID())
      if kind == .leftParen {
        let paren = advance()
        if case .identifier(let v) = kind {
          valueName = Name(text: v, range: advance().range, id: makeID())
        } else {
          errorExpected("a name for the value in '\(word)(…)'")
        }
        expectClosing(.rightParen, opener: paren)
      }
      let body = parseBlock(for: "'\(word)' of '\(decl.name.text)'")
      let f = FunctionDecl(
        id: makeID(), name: Name(text: decl.name.text, range: wordRange, id: makeID()),
        parameters: [
          Parameter(name: valueName, defaultValue: nil, range: valueName.range, type: decl.type)
        ],
        body: body, isClosure: false, range: range(from: start))
      let seen = word == "willSet" ? decl.willSet : decl.didSet
      if seen != nil {
        error("'\(word)' is written twice for '\(decl.name.text)'", at: wordRange, id: "duplicate-observer")
      }
      if word == "willSet" { decl.willSet = f } else { decl.didSet = f }
      if panicMode { break }
    }
    expectClosing(.rightBrace, opener: opener)
    if !decl.isMutable {
      error(
        "'let' declarations cannot be observing properties; declare it with 'var'",
        at: decl.name.range, id: "let-observers")
    }
  }
}
