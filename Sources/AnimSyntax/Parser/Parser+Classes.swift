// `class` declarations: parsed as a struct's are (parseStructDecl), with what only a class
// has around them: `@Observable` before it, `override`/`required`/`convenience` before its
// members, and `deinit`, which Anim refuses.

extension Parser {
  /// Modifiers of a class's members that change nothing in Anim, which has no subclasses to
  /// override, require or delegate to (`final` is among ``ignoredModifiers``).
  static let classMemberModifiers: Set<String> = ["override", "required", "convenience"]

  /// Attributes of Observation and Combine (`@Published var`, `@ObservedObject var`,
  /// `@StateObject var`, `@Observable class`, `@ObservationIgnored var`): the resolver and the
  /// run time give them their meaning (Resolver+Classes.swift, ObservableObjects.swift).
  static let observationAttributes = [
    "Published", "ObservedObject", "StateObject", "Observable", "ObservationIgnored",
    "EnvironmentObject",
    // iOS 26's `@Animatable` macro and `@AnimatableIgnored` (Animatable+Macro.swift).
    "Animatable", "AnimatableIgnored",
  ]

  /// Whether `@Attribute`s (and modifiers) lead to a `class` or `struct` declaration:
  /// `@Observable class Store { … }`, `@MainActor final class …`, `@Animatable struct …`.
  func attributesPrecedeClass() -> Bool {
    var i = 0
    while peek(i).kind == .at, case .identifier = peek(i + 1).kind {
      i += 2
      while peek(i).kind == .newline { i += 1 }
    }
    guard i > 0 else { return false }
    while case .identifier(let word) = peek(i).kind, Parser.ignoredModifiers.contains(word) { i += 1 }
    return (peek(i).kind == .identifier("class") || peek(i).kind == .identifier("struct"))
      && startsDeclarationName(peek(i + 1))
  }

  /// `@Observable final class Store { … }`: the attributes, then the class.
  mutating func parseAttributedClass() -> Stmt.Kind {
    var names: [String] = []
    while kind == .at {
      if let a = parseAttribute() { names.append(a.name.text) }
      skipNewlines()
    }
    skipModifiers()
    guard kind == .identifier("class") || kind == .identifier("struct") else {
      errorExpected("'class' or 'struct' after the attributes")
      return .error
    }
    let kindAfter = parseStructStatement()
    if case .struct(let d) = kindAfter { d.attributeNames = names }
    return kindAfter
  }

  /// `weak var` / `unowned let`: one sentence (the declaration after it is parsed as usual).
  /// Accepting it as a strong reference would change what the code does (a weak reference
  /// becomes nil when its object goes), so it is refused.
  mutating func refuseWeak(_ word: String) {
    error(
      "'\(word)' references are not supported: Anim's references are all strong; drop '\(word)' "
        + "(a cycle is then kept, as ARC keeps a strong one)", at: token.range, id: "weak")
  }

  /// `deinit { … }`: one sentence; the block is parsed and dropped so that recovery stays local.
  mutating func refuseDeinit() {
    error(
      "'deinit' is not supported: Anim does not run code when an object is released; call a "
        + "method that does the clean-up instead", at: token.range, id: "deinit")
    advance()
    _ = parseBlock(for: "the body of 'deinit'")
  }

  /// At a closure's `[`: whether a capture list follows (`[self] in`, `[weak self] value in`):
  /// a bracket closed on the same line and followed by `in` or by the closure's parameters.
  func startsCaptureList() -> Bool {
    guard kind == .leftBracket else { return false }
    var i = 1
    var depth = 1
    while depth > 0 {
      let t = peek(i)
      switch t.kind {
      case .leftBracket: depth += 1
      case .rightBracket: depth -= 1
      case .newline, .endOfFile, .leftBrace, .rightBrace: return false
      default: break
      }
      i += 1
      if i > 64 { return false }
    }
    switch peek(i).kind {
    case .keyword(.in), .leftParen: return true
    case .identifier:
      // `[weak self] value in`: names, commas, then `in`.
      var j = i
      while case .identifier = peek(j).kind {
        j += 1
        if peek(j).kind == .comma { j += 1 }
      }
      return peek(j).kind == .keyword(.in)
    default: return false
    }
  }

  // captureList -> '[' captureItem { ',' captureItem } ']'
  // captureItem -> 'self'
  /// `[self]`: accepted, as capturing `self` (a class instance's reference, which never
  /// changes) is what a closure does anyway. Anything else is refused in one sentence: a weak or
  /// unowned capture would be a strong one here (Anim's references are all strong), and `[x]`
  /// copies `x`'s value when the closure is made, which Anim's closures do not.
  mutating func parseCaptureList() {
    advance()  // '['
    while kind != .rightBracket && !isAtEnd {
      let itemStart = token.range
      if kind == .identifier("self") {
        advance()
      } else if case .identifier(let word) = kind, word == "weak" || word == "unowned" {
        error(
          "'[\(word) …]' captures are not supported: Anim's references are all strong; drop the "
            + "capture list (the closure then holds its object, as '[self]' does)", at: itemStart, id: "capture-list")
        while kind != .comma && kind != .rightBracket && !isAtEnd { advance() }
      } else {
        error(
          "capture lists other than '[self]' are not supported: a captured value would not be "
            + "copied when the closure is made; copy it into a 'let' before the closure instead",
          at: itemStart, id: "capture-list")
        while kind != .comma && kind != .rightBracket && !isAtEnd { advance() }
      }
      if !match(.comma) { break }
    }
    _ = match(.rightBracket)
    // `{ [self] in … }`: no parameters follow.
    if kind == .keyword(.in) { advance() }
  }
}
