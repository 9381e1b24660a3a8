// The REPL's own commands (`:help`, `:load FILE`, …), parsed from a line that starts with `:`.
import AnimSyntax
import Foundation

/// A REPL command.
public enum ColonCommand: Equatable, Sendable {
  /// `:help` — what the REPL can do.
  case help
  /// `:help NAME` — what the built-in table says about a type, member or function.
  case helpTopic(name: String)
  /// `:load FILE` — run a file in the session.
  case load(path: String)
  /// `:save FILE` — write the session's inputs as a script.
  case save(path: String)
  /// `:preview [FILE]` — write the preview page of the session's scene.
  case preview(path: String?)
  /// `:reset` — forget every definition.
  case reset
  /// `:type EXPR` — show an expression's type.
  case type(expression: String)
  /// `:plot EXPR, EXPR…` — chart what expressions do, in one chart (see ``expressions(in:)``).
  case plot(expression: String)
  /// `:play EXPR, …` — animate properties (`$x`) or animations live in the terminal.
  case play(expressions: String)
  /// `:compare A B` — two animations, curves or springs side by side.
  case compare(first: String, second: String)
  /// `:quit` — leave the REPL.
  case quit
  /// A command that needs an argument was given none.
  case missingArgument(command: String, usage: String)
  /// No command has this name (or an ambiguous prefix of several).
  case unknown(name: String)

  /// Command names, without the colon, in the order `:help` lists them.
  public static let names = [
    "help", "load", "save", "reset", "type", "plot", "play", "preview", "compare", "quit",
  ]

  /// Parses a command line such as `:load Examples/tour.anim`.
  ///
  /// A command may be shortened to any unambiguous prefix (`:q`, `:l file`), as in ghci;
  /// `:exit` is accepted for `:quit`.
  /// - Parameter line: The input line; leading spaces are ignored.
  /// - Returns: The command, or `nil` if the line does not start with `:`.
  public static func parse(_ line: String) -> ColonCommand? {
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard text.first == ":" else { return nil }
    let body = text.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let argument = String(body.dropFirst(name.count).drop(while: \.isWhitespace))
      .trimmingTrailingWhitespace()
    // `:p` is ambiguous (plot, play, preview); `:pl` too (plot, play).
    let matches = name == "exit" ? ["quit"] : names.filter { $0.hasPrefix(name) }
    guard !name.isEmpty, matches.count == 1, let command = matches.first else {
      return .unknown(name: name)
    }
    switch command {
    case "help": return argument.isEmpty ? .help : .helpTopic(name: argument)
    case "reset": return .reset
    case "quit": return .quit
    case "load":
      return argument.isEmpty
        ? .missingArgument(command: "load", usage: ":load FILE") : .load(path: argument)
    case "save":
      return argument.isEmpty
        ? .missingArgument(command: "save", usage: ":save FILE") : .save(path: argument)
    case "preview":
      return .preview(path: argument.isEmpty ? nil : argument)
    case "type":
      return argument.isEmpty
        ? .missingArgument(command: "type", usage: ":type EXPR") : .type(expression: argument)
    case "play":
      return argument.isEmpty
        ? .missingArgument(command: "play", usage: ":play EXPR, …")
        : .play(expressions: argument)
    case "compare":
      guard let (first, second) = splitPair(argument) else {
        return .missingArgument(
          command: "compare", usage: ":compare A B (or A, B when either has spaces at its top level)")
      }
      return .compare(first: first, second: second)
    default:
      return argument.isEmpty
        ? .missingArgument(command: "plot", usage: ":plot EXPR") : .plot(expression: argument)
    }
  }

  /// The expressions of `:plot a, b` and `:play a, b`: the argument split at its top-level
  /// commas, so that
  /// `:plot .bouncy, .spring(duration: 1, bounce: 0)` overlays two animations, as
  /// `anim plot '.bouncy' '.spring(duration: 1, bounce: 0)'` does. Commas inside brackets and
  /// string literals do not split (the lexer finds them); text that does not lex is kept whole,
  /// for the engine to report.
  public static func expressions(in argument: String) -> [String] {
    let file = SourceFile(name: "<repl>", text: argument)
    let (tokens, diagnostics) = Lexer.tokenize(file)
    guard diagnostics.isEmpty else { return [argument] }
    var parts: [String] = []
    var depth = 0
    var start: UInt32 = 0
    for token in tokens {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringHead: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .stringTail: depth -= 1
      case .comma where depth == 0:
        parts.append(file.text(in: SourceRange(start: start, end: token.range.start)))
        start = token.range.end
      default: break
      }
    }
    parts.append(file.text(in: SourceRange(start: start, end: file.fullRange.end)))
    let trimmed = parts.map { $0.trimmingCharacters(in: .whitespaces) }
    return trimmed.contains(where: \.isEmpty) ? [argument] : trimmed
  }

  /// Two expressions from one argument: split at the only comma outside brackets and strings,
  /// or else at the only run of spaces outside them (`.bouncy .smooth`,
  /// `Spring(duration: 0.5, bounce: 0.3), .smooth`); nil when that is not exactly two parts.
  static func splitPair(_ text: String) -> (String, String)? {
    var depth = 0
    var inString = false
    var previous: Character = " "
    var commas: [String.Index] = []
    var spaces: [String.Index] = []
    for index in text.indices {
      let c = text[index]
      defer { previous = c }
      if inString {
        if c == "\"", previous != "\\" { inString = false }
        continue
      }
      switch c {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0: commas.append(index)
      case " ", "\t":
        if depth == 0 && previous != " " && previous != "\t" { spaces.append(index) }
      default: break
      }
    }
    guard let cut = commas.count == 1 ? commas.first : (commas.isEmpty && spaces.count == 1 ? spaces.first : nil)
    else { return nil }
    let first = String(text[..<cut]).trimmingCharacters(in: .whitespaces)
    let second = String(text[text.index(after: cut)...]).trimmingCharacters(in: .whitespaces)
    guard !first.isEmpty, !second.isEmpty else { return nil }
    return (first, second)
  }

  /// The text `:help` prints.
  public static let helpText = """
    Type Anim statements and expressions; an expression's value is printed.
    An unclosed {, ( or [ continues on a "..." line. Tab completes names and members;
    inside a call's parentheses, argument labels, with the callee's signatures shown.

    Commands (any unambiguous prefix works, e.g. :q):
      :help         show this help
      :help NAME    a built-in type, member or function: its signatures and docs
                    (e.g. :help Spring, :help scaled, :help wait); a form of the
                    language (:help @State, :help animation); a variable: its
                    value's type and members
      :load FILE    run FILE in this session, keeping its definitions
      :save FILE    write this session's inputs (those that ran) as a script that runs
      :reset        forget every definition
      :type EXPR    show the type of EXPR
      :plot EXPR…   chart animations, curves, springs or series, several in one chart
                    (e.g. :plot .bouncy, .smooth)
      :play EXPR, … animate it live: animations (:play .bouncy, .smooth) or @State
                    properties (:play $x, $y) until they stop; Ctrl-C stops
      :preview [FILE]  write the page `anim preview` makes of this session's scene
                    (default preview.html); open it in a browser
      :compare A B  chart two side by side, with their largest difference, settling and
                    overshoot (e.g. :compare .bouncy .smooth; A, B when either has spaces)
      :quit         leave (Ctrl-D at an empty prompt does too)

    _ is the last value shown (as in Python): _.stiffness, plot(_).
    Ctrl-C abandons the current input or stops a running evaluation;
    Ctrl-D on a "..." line abandons the input.
    Ctrl-R searches the history (kept in ~/.anim_history).
    """
}

extension String {
  /// The string without trailing spaces, tabs and newlines.
  func trimmingTrailingWhitespace() -> String {
    var result = Substring(self)
    while let last = result.last, last.isWhitespace { result = result.dropLast() }
    return String(result)
  }
}

