// Expectations written inside `.anim` files, as comments (the craftinginterpreters/Wren style):
//
//   print(1 + 1)                       // expect: 2
//   let x = (1 + 2                     // expect error: expected ')' to close '(' opened at 1:9, found end of line
//   // expect error: 7:3: expected expression, found '}'
//   // expect warning: 1:1: file is empty
//   f(1)                               // expect runtime error: stack overflow in 'f' after 10000 calls
//
// `// expect error: MESSAGE` refers to the line the comment is on (any column);
// `// expect error: LINE:COL: MESSAGE` gives the position explicitly (anywhere in the file, which
// is needed when the comment cannot sit on the offending line, e.g. inside an unterminated
// block comment or string). The scan is textual, line by line, so expectations inside block
// comments count too. The script suite (Tests/Scripts) and `anim test` share this parser.

/// One expectation stated in a script's comments.
public struct ScriptExpectation: Hashable, Sendable, CustomStringConvertible {
  /// What is expected.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `// expect: TEXT` — a line of printed output, in order.
    case output = ""
    /// `// expect error: …` — a compile-time (lexing, parsing, resolving) error.
    case error = "error"
    /// `// expect warning: …` — a compile-time warning.
    case warning = "warning"
    /// `// expect runtime error: …` — the error that stops the run.
    case runtimeError = "runtime error"
  }

  /// What is expected.
  public var kind: Kind
  /// The 1-based line the expectation is about (the comment's own line unless given).
  public var line: Int
  /// The 1-based column, when given explicitly (`LINE:COL: message`).
  public var column: Int?
  /// The expected message or output text.
  public var text: String

  /// Creates an expectation.
  public init(kind: Kind, line: Int, column: Int?, text: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.text = text
  }

  public var description: String {
    let prefix = kind == .output ? "expect" : "expect \(kind.rawValue)"
    return "\(prefix): \(line):\(column.map(String.init) ?? "*"): \(text)"
  }

  // MARK: - Parsing

  /// Every expectation in `source`, in file order.
  /// - Parameter source: The script's text.
  /// - Returns: The expectations.
  public static func parse(_ source: String) -> [ScriptExpectation] {
    var result: [ScriptExpectation] = []
    var lineNumber = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let markerEnd = endOfFirstMatch(of: "// expect", in: line) else { continue }
      var rest = line[markerEnd...]
      var kind = Kind.output
      for candidate in [Kind.runtimeError, .error, .warning] {
        if rest.hasPrefix(" \(candidate.rawValue):") {
          kind = candidate
          rest = rest.dropFirst(candidate.rawValue.count + 1)
          break
        }
      }
      guard rest.hasPrefix(":") else { continue }  // `// expected …` prose is not an expectation
      rest = rest.dropFirst()
      if rest.hasPrefix(" ") { rest = rest.dropFirst() }
      var text = String(rest)
      if text.hasSuffix("\r") { text.removeLast() }
      var expectation = ScriptExpectation(kind: kind, line: lineNumber, column: nil, text: text)
      if kind != .output, let (l, c, message) = splitPosition(text) {
        expectation.line = l
        expectation.column = c
        expectation.text = message
      }
      result.append(expectation)
    }
    return result
  }

  /// The index just past the first occurrence of `needle` in `haystack`.
  private static func endOfFirstMatch(of needle: String, in haystack: Substring) -> String.Index? {
    let n = Array(needle.utf8)
    let h = haystack.utf8
    var i = h.startIndex
    while i != h.endIndex {
      if h[i...].starts(with: n) { return h.index(i, offsetBy: n.count) }
      i = h.index(after: i)
    }
    return nil
  }

  /// Splits `"12:5: message"` into its parts.
  private static func splitPosition(_ text: String) -> (Int, Int, String)? {
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]),  // trap-ok: count
      parts[2].hasPrefix(" ")  // trap-ok: count checked
    else { return nil }
    return (line, column, String(parts[2].dropFirst()))  // trap-ok: count checked
  }

  /// Whether the script contains a line starting `// syntax-only`: test runners (`anim test`,
  /// the interpreter's script suite) then only lex and parse it and compare its compile-time
  /// expectations; they neither resolve nor run it. The front end's own cases use this, since
  /// they exercise grammar with names that exist nowhere.
  /// - Parameter source: The script's text.
  public static func isSyntaxOnly(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      line.drop { $0 == " " || $0 == "\t" }.hasPrefix("// syntax-only")
    }
  }

  // MARK: - Checking diagnostics

  /// Compares compile-time diagnostics with the `error`/`warning` expectations.
  ///
  /// Every expected error/warning must be matched by a diagnostic of that severity with exactly
  /// that message on that line (and column, if given), and every error/warning diagnostic must
  /// be expected. Notes are not compared.
  /// - Parameters:
  ///   - diagnostics: What the front end (and resolver) reported.
  ///   - expectations: All of the script's expectations (other kinds are ignored).
  /// - Returns: One human-readable line per mismatch; empty when everything matched.
  public static func mismatches(
    diagnostics: [Diagnostic], expectations: [ScriptExpectation]
  ) -> [String] {
    var unmatched = diagnostics.filter { $0.severity != .note }
    var problems: [String] = []
    for expected in expectations where expected.kind == .error || expected.kind == .warning {
      let index = unmatched.firstIndex { d in
        let at = d.location
        return d.severity.rawValue == expected.kind.rawValue && at.line == expected.line
          && (expected.column == nil || expected.column == at.column) && d.message == expected.text
      }
      if let index {
        unmatched.remove(at: index)
      } else {
        problems.append(
          "missing \(expected.kind.rawValue) at \(expected.line):"
            + "\(expected.column.map(String.init) ?? "*"): \(expected.text)")
      }
    }
    for d in unmatched {
      problems.append("unexpected \(d.severity.rawValue) at \(d.location): \(d.message)")
    }
    return problems
  }
}
