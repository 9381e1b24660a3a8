// Tab completion: the REPL knows keywords and its own commands; the engine knows names and members.

/// Names the session can complete, supplied by the language engine.
public protocol CompletionSource: AnyObject {
  /// Every name completable at the start of a word: built-ins (`Spring`, `withAnimation`,
  /// `UnitCurve`, `sin`, …) and the session's own definitions. Keywords are added by the REPL.
  func completionNames() -> [String]

  /// Members completable after a dot.
  /// - Parameter receiver: The source text before the dot (`"spring"`, `"UnitCurve"`,
  ///   `"Spring(duration: 0.5)"`), or `nil` for an implicit member such as `withAnimation(.`
  ///   (the engine answers with Animation's static members).
  /// - Returns: Member names such as `value`, `stiffness`, `easeIn`.
  func memberNames(of receiver: String?) -> [String]

  /// Implicit members completable where an argument starts with a dot: `timingCurve(.` and
  /// `curve: .` want curves, `.spring(.` springs, `completionCriteria: .` criteria.
  /// - Parameters:
  ///   - callee: The name of the call the argument belongs to (`timingCurve`), if any.
  ///   - label: The argument's label, if it has one.
  ///   - index: The argument's position in the call.
  func implicitMemberNames(callee: String?, label: String?, index: Int) -> [String]

  /// The argument labels the overloads of `callee` (the name before a call's `(`) take, for
  /// completing `Spring(dur` to `Spring(duration:`.
  func argumentLabels(of callee: String) -> [String]

  /// The signatures of `callee`'s overloads (`Spring(duration:bounce:)`, …), shown when Tab
  /// is pressed inside its parentheses, as IPython and Xcode show them.
  func callSignatures(of callee: String) -> [String]
}

extension CompletionSource {
  /// By default no call is known.
  public func argumentLabels(of callee: String) -> [String] { [] }
  /// By default no call is known.
  public func callSignatures(of callee: String) -> [String] { [] }

  /// By default an implicit member completes like `withAnimation(.`: Animation's members.
  public func implicitMemberNames(callee: String?, label: String?, index: Int) -> [String] {
    memberNames(of: nil)
  }
}

/// Turns a line and a cursor word into completion candidates. Pure logic, so it is testable
/// without readline; `LineEditor` calls it from readline's completion callback.
public final class Completer {
  /// The language's keywords (keep in sync with AnimSyntax's lexer and `Grammar/`).
  public static let keywords = [
    "let", "var", "func", "return", "if", "else", "guard", "while", "for", "in", "break",
    "continue", "animation", "state", "test", "true", "false", "nil", "is", "merge", "always",
    "never",
  ]

  /// What a completion request asks for.
  public enum Kind: Equatable {
    /// A REPL command after a leading `:` (candidates are returned without the colon).
    case command
    /// A file name (after `:load `): left to readline's own file name completion.
    case fileName
    /// A member after `receiver.` (`nil` receiver: an implicit member such as `.easeIn`).
    case member(receiver: String?)
    /// A keyword, built-in or session name.
    case name
    /// The start of an argument of `callee`'s call (after `(` or `,`): its labels, or a name.
    case argument(callee: String)
  }

  /// The engine's names and members.
  public weak var source: (any CompletionSource)?
  /// The REPL commands, without the colon.
  public var commands: [String]

  /// Creates a completer.
  /// - Parameters:
  ///   - source: Where names and members come from (usually the engine).
  ///   - commands: REPL command names without the colon.
  public init(source: (any CompletionSource)?, commands: [String] = ColonCommand.names) {
    self.source = source
    self.commands = commands
  }

  /// Classifies the word being completed from the text before it.
  /// - Parameter prefix: The line up to the start of the word being completed.
  public static func kind(before prefix: Substring) -> Kind {
    let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
    if trimmed == ":" { return .command }
    if trimmed.hasPrefix(":l") && trimmed.contains(" ") { return .fileName }
    guard prefix.last == "." else {
      // After `Spring(` or `Spring(duration: 0.5, `: the start of an argument, where a label
      // may come (not after `label: `, where a value does).
      var before = prefix
      while before.last == " " || before.last == "\t" { before = before.dropLast() }
      if before.last == "(" || before.last == "," {
        if let callee = argumentContext(before: prefix).callee { return .argument(callee: callee) }
      }
      return .name
    }
    let receiver = receiverText(before: prefix.dropLast())
    return .member(receiver: receiver.isEmpty ? nil : receiver)
  }

  /// The expression just before a dot: a chain of names, dots and balanced brackets
  /// (`spring`, `a.b`, `Spring(duration: 0.5)`, `xs[0]`, `$x`).
  static func receiverText(before text: Substring) -> String {
    var index = text.endIndex
    var depth = 0
    while index > text.startIndex {
      let previous = text.index(before: index)
      let character = text[previous]
      if character == ")" || character == "]" {
        depth += 1
      } else if character == "(" || character == "[" {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0
        && !(character.isLetter || character.isNumber || character == "_"
          || character == "." || character == "$")
      {
        break
      }
      index = previous
    }
    return String(text[index...])
  }

  /// Where an implicit member's dot stands: the call it is an argument of (the last name before
  /// the innermost unclosed `(`), the argument's label, and its position.
  /// `withAnimation(.linear, completionCriteria: ` → (`withAnimation`, `completionCriteria`, 1).
  static func argumentContext(before text: Substring) -> (callee: String?, label: String?, index: Int) {
    var rest = text
    while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
    var label: String?
    if rest.last == ":" {
      let name = rest.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty {
        label = String(name.reversed())
        rest = rest.dropLast(name.count + 1)
      }
    }
    var depth = 0
    var index = 0
    var position = rest.endIndex
    while position > rest.startIndex {
      position = rest.index(before: position)
      switch rest[position] {
      case ")", "]", "}": depth += 1
      case "[", "{":
        if depth == 0 { return (nil, label, index) }
        depth -= 1
      case "(":
        if depth > 0 {
          depth -= 1
          continue
        }
        let name = rest[..<position].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return (name.isEmpty ? nil : String(name.reversed()), label, index)
      case "," where depth == 0: index += 1
      default: break
      }
    }
    return (nil, label, index)
  }

  /// The signatures to show for a completion inside a call's parentheses (`Spring(dur` →
  /// the four initialisers of Spring), or none elsewhere.
  public func signatures(after prefix: Substring) -> [String] {
    guard Completer.kind(before: prefix) != .command, Completer.kind(before: prefix) != .fileName,
      let callee = Completer.argumentContext(before: prefix).callee
    else { return [] }
    return source?.callSignatures(of: callee) ?? []
  }

  /// The candidates for `word`, given the line text before it; sorted, without duplicates.
  /// - Parameters:
  ///   - word: The partial word under the cursor.
  ///   - prefix: The line before the word.
  /// - Returns: Full candidate words, or `nil` to let readline complete file names.
  public func candidates(for word: String, after prefix: Substring) -> [String]? {
    let pool: [String]
    switch Completer.kind(before: prefix) {
    case .command: pool = commands
    case .fileName: return nil
    case .member(nil):
      let context = Completer.argumentContext(before: prefix.dropLast())
      pool =
        source?.implicitMemberNames(
          callee: context.callee, label: context.label, index: context.index) ?? []
    case .member(let receiver): pool = source?.memberNames(of: receiver) ?? []
    case .name: pool = Completer.keywords + (source?.completionNames() ?? [])
    case .argument(let callee):
      // A label (offered as `duration:`) or any name, as an argument may be an expression;
      // when the word begins a label, the labels alone, so that `Spring(duration: 0.5, b`
      // completes `bounce:` at once rather than listing every name starting with b.
      let labels = (source?.argumentLabels(of: callee) ?? []).map { $0 + ":" }
      let matching = labels.filter { $0.hasPrefix(word) }
      pool = !word.isEmpty && !matching.isEmpty ? matching : labels + Completer.keywords + (source?.completionNames() ?? [])
    }
    return Array(Set(pool.filter { $0.hasPrefix(word) })).sorted()
  }
}
