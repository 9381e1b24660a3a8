// Swift's declaration spellings that pasted code brings and Anim accepts without meaning
// anything by them (access modifiers, `@discardableResult`, `import SwiftUI`), and the ones it
// refuses with one sentence saying what it runs instead (`actor`, `await`).

extension Parser {
  /// Access and other declaration modifiers that change nothing in a script: Anim has one
  /// module, one thread and no subclasses.
  static let ignoredModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "final", "nonisolated", "indirect",
  ]

  /// Attributes accepted on declarations and ignored: they tune compilation, not behaviour, or
  /// (`@MainActor`) isolate to the one thread a script runs on anyway.
  static let ignoredAttributes = [
    "discardableResult", "inlinable", "usableFromInline", "frozen", "inline", "MainActor",
    // A function or property returning `some View` builds views whether or not it is marked
    // (Resolver+Views.swift), so the attribute changes nothing.
    "ViewBuilder",
  ]

  /// Modules whose `import` is a no-op: Anim's built-ins are the parts of them it implements.
  static let knownModules: Set<String> = ["SwiftUI", "Foundation", "CoreGraphics", "Combine", "Observation"]

  /// Swift declarations Anim does not run, each with what to write instead.
  static let refusedDeclarations: [String: String] = [
    "actor":
      "Anim has no actors: a script runs on one thread, so declare a 'struct'",
  ]

  // modifier -> 'private' | 'fileprivate' | 'internal' | 'public' | 'open' | 'final'
  //           | 'nonisolated' | ('private' | 'fileprivate' | 'internal' | 'public') '(' 'set' ')'
  /// Whether the current token starts a run of modifiers followed, on the same line, by the
  /// declaration they modify (so `public` alone, or `open(…)` as a call, stays an expression).
  func startsModifiers() -> Bool { modifierTokenCount() > 0 }

  /// How many tokens the run of modifiers at the current token takes (`private(set)` is four),
  /// or 0 when there is none or no declaration follows it on the same line.
  func modifierTokenCount() -> Int {
    var i = 0
    while case .identifier(let word) = peek(i).kind, Parser.ignoredModifiers.contains(word) {
      i += 1
      if peek(i).kind == .leftParen, peek(i + 1).kind == .identifier("set"),
        peek(i + 2).kind == .rightParen
      {
        i += 3
      }
    }
    guard i > 0, !peek(i).startsLine else { return 0 }
    switch peek(i).kind {
    case .keyword, .identifier, .at: return i
    default: return 0
    }
  }

  /// Skips modifiers (`private`, `public private(set)`, `final`, …) before a declaration.
  mutating func skipModifiers() {
    for _ in 0..<modifierTokenCount() { advance() }
  }

  /// Whether `@attributes` (and modifiers) lead to a `func`: `@discardableResult func f()`.
  func attributesPrecedeFunction() -> Bool {
    var i = 0
    while peek(i).kind == .at {
      i += 2  // '@' and the name
      if peek(i).kind == .leftParen {
        var depth = 0
        repeat {
          if peek(i).kind == .leftParen { depth += 1 }
          if peek(i).kind == .rightParen { depth -= 1 }
          if peek(i).kind == .endOfFile { return false }
          i += 1
        } while depth > 0
      }
      while peek(i).kind == .newline { i += 1 }
    }
    while case .identifier(let word) = peek(i).kind, Parser.ignoredModifiers.contains(word) {
      i += 1
    }
    return peek(i).kind == .keyword(.func)
  }

  /// `@discardableResult func f() { … }`: the attributes are checked and dropped.
  mutating func parseAttributedFunction() -> FunctionDecl {
    while kind == .at {
      if let attribute = parseAttribute(), attribute.name.text == "State" {
        error(
          "'@State' marks a scene property ('@State var x = 0'), not a function",
          at: attribute.range, id: "state-on-function")
      }
      skipNewlines()
    }
    skipModifiers()
    return parseFunctionDecl()
  }

  // importDeclaration -> 'import' IDENTIFIER
  /// `import SwiftUI`: a statement that does nothing (a `nil` expression, which the REPL does
  /// not echo); another module is an error.
  mutating func parseImport() -> Stmt.Kind {
    let start = advance().range.start  // 'import'
    guard case .identifier(let module) = kind, !token.startsLine else {
      errorExpected("a module name after 'import'")
      return .error
    }
    let moduleToken = advance()
    if !Parser.knownModules.contains(module) {
      error(
        "no module '\(module)' in Anim; 'import SwiftUI', 'Foundation' and 'CoreGraphics' are "
          + "accepted (their animation parts are built in) and nothing else can be imported",
        at: moduleToken.range, id: "unknown-module")
      return .error
    }
    return .expression(makeExpr(.nilLiteral, from: start))
  }

  /// `class`, `protocol`, `actor`: one sentence, and the whole declaration (its braced body
  /// included) is skipped by the statement list's recovery.
  mutating func refuseDeclaration(_ word: String) -> Stmt.Kind {
    let keyword = advance()
    let message = Parser.refusedDeclarations[word] ?? "'\(word)' declarations are not supported"
    error(message, at: keyword.range, id: "unsupported-declaration")
    return .error
  }

  /// Whether `word` at the current token starts a refused declaration (`class Name`), rather
  /// than being a variable of that name.
  func startsRefusedDeclaration(_ word: String) -> Bool {
    Parser.refusedDeclarations[word] != nil && isIdentifier(peek(1)) && !peek(1).startsLine
  }

  /// Whether the current token is `await` before an operand on the same line.
  func startsAwait() -> Bool {
    kind == .identifier("await") && !peek(1).startsLine && canStartExpression(peek(1))
  }

  /// `await f()`: refused once; the operand is parsed so that recovery stays local.
  mutating func refuseAwait() {
    error(Parser.asyncRefusal, at: advance().range, id: "swift-concurrency")
  }
}
