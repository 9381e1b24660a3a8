// Prints diagnostics exactly in the Swift compiler's form (TOOL.md):
//
//   Examples/bad.anim:3:17: error: unknown animation 'easeInOt'; did you mean 'easeInOut'?
//   withAnimation(.easeInOt(duration: 1)) { x = 1 }
//                  ^~~~~~~~
//
// Colour is the caller's decision (TTY and NO_COLOR are the CLI's business).

/// Turns ``Diagnostic``s into the text a user sees.
public struct DiagnosticRenderer: Sendable {
  /// Whether to emit ANSI colour escapes.
  public var useColor: Bool

  /// Creates a renderer.
  /// - Parameter useColor: Emit ANSI colours (only when writing to a terminal without `NO_COLOR`).
  public init(useColor: Bool = false) {
    self.useColor = useColor
  }

  /// Renders one diagnostic and its notes, each as three lines (header, source line, caret line),
  /// ending with a newline.
  /// - Parameter diagnostic: The diagnostic to render.
  /// - Returns: The rendered text.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    renderOne(diagnostic, into: &out)
    for note in diagnostic.notes {
      renderOne(note, into: &out)
    }
    return out
  }

  /// The most diagnostics ``render(_:)-([Diagnostic])`` shows: a file of a million NUL bytes
  /// or stray characters must not print a million diagnostics (issue 8).
  public static let maximumShown = 100

  /// Renders several diagnostics one after another: the first ``maximumShown``, then a line
  /// counting the rest.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    let shown = diagnostics.prefix(Self.maximumShown).map(render).joined()
    let hidden = diagnostics.count - Self.maximumShown
    guard hidden > 0 else { return shown }
    return shown + "\(hidden) more diagnostic\(hidden == 1 ? "" : "s") not shown\n"
  }

  /// `lines` (one per problem, as `anim test` prints them) cut to ``maximumShown``, with a line
  /// counting the rest: the same promise as for rendered diagnostics.
  public static func capped(_ lines: [String]) -> [String] {
    let hidden = lines.count - maximumShown
    guard hidden > 0 else { return lines }
    return Array(lines.prefix(maximumShown)) + ["\(hidden) more line\(hidden == 1 ? "" : "s") not shown"]
  }

  /// The most bytes of a source line shown; a longer line is cut to a window around the range,
  /// with `…` marking the cuts, so that a megabyte-long line prints once, briefly.
  public static let maximumLineBytes = 400

  // MARK: - Implementation

  private enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[1;31m"
    static let magenta = "\u{1B}[1;35m"
    static let gray = "\u{1B}[1;90m"
    static let green = "\u{1B}[1;32m"
  }

  private func paint(_ text: String, _ code: String) -> String {
    useColor ? code + text + ANSI.reset : text
  }

  private func renderOne(_ d: Diagnostic, into out: inout String) {
    let file = d.file
    let loc = file.location(of: d.range.start)
    let severityColor: String
    switch d.severity {
    case .error: severityColor = ANSI.red
    case .warning: severityColor = ANSI.magenta
    case .note: severityColor = ANSI.gray
    }
    // The name, the message and the line are user text: escaped, so that control characters in
    // them cannot take over the terminal (String+TerminalEscaping.swift).
    out += paint("\(file.name.escapingControlCharacters()):\(loc.line):\(loc.column):", ANSI.bold)
    out += " " + paint("\(d.severity.rawValue):", severityColor) + " "
    // A message quoting a megabyte-long name or run of stray characters is cut, like the line.
    let message =
      d.message.utf8.count > Self.maximumLineBytes
      ? String(d.message.prefix(Self.maximumLineBytes)) + "…" : d.message
    out += paint(message.escapingControlCharacters(), ANSI.bold) + "\n"

    guard let lineRange = file.rangeOfLine(loc.line) else { return }
    var lineBytes = Array(file.bytes[lineRange.offsets])  // trap-ok: rangeOfLine is in bounds
    var start = Int(d.range.start) - Int(lineRange.start)
    var end = min(Int(d.range.end), Int(lineRange.end)) - Int(lineRange.start)
    if lineBytes.count > Self.maximumLineBytes {
      // Keep 150 bytes before the range and up to 250 after its start, cut at scalar starts.
      func scalarStart(_ i: Int) -> Int {
        var i = max(0, min(i, lineBytes.count))
        while i > 0, i < lineBytes.count, lineBytes[i] & 0xC0 == 0x80 { i -= 1 }  // trap-ok: checked
        return i
      }
      let from = scalarStart(start - 150)
      let to = scalarStart(max(start, 0) + 250)
      let window = Array(lineBytes[from..<max(from, to)])  // trap-ok: both clamped to the line
      let cutBefore = from > 0
      let cutAfter = to < lineBytes.count
      lineBytes = (cutBefore ? Array("…".utf8) : []) + window + (cutAfter ? Array("…".utf8) : [])
      let shift = (cutBefore ? 3 : 0) - from  // "…" is three bytes and one column
      start += shift
      end = min(end + shift, lineBytes.count - (cutAfter ? 3 : 0))
    }
    let (shown, marker) = Self.quotedLine(lineBytes, start: start, end: end)
    out += shown + "\n"
    out += paint(marker, ANSI.green) + "\n"
  }

  /// The source line as shown (control characters escaped) and the marker line under it: spaces
  /// up to the range, `^` under its first character, `~` under the rest.
  ///
  /// Built scalar by scalar so that the marker keeps in step with what the terminal shows: a
  /// CJK ideograph or emoji takes two columns, a combining accent none, an escaped control
  /// character as many as its escape (`\u{1b}`: six), invalid UTF-8 one (shown as U+FFFD), and
  /// tabs stay tabs, whatever the terminal's tab width.
  /// - Parameters:
  ///   - bytes: The line's UTF-8 bytes, without its terminator.
  ///   - start: The byte offset of the range's start in the line (may be past its end).
  ///   - end: The byte offset of the range's end in the line.
  static func quotedLine(_ bytes: [UInt8], start: Int, end: Int) -> (line: String, marker: String)
  {
    var line = ""
    var marker = ""
    var wroteCaret = false
    var i = 0
    while i < bytes.count {
      let (scalar, length) = Self.decodeScalar(bytes, at: i)
      let isTab = scalar == "\t"
      let text = isTab || !scalar.needsTerminalEscape ? String(scalar) : scalar.terminalEscape
      let columns = scalar.needsTerminalEscape && !isTab ? text.count : scalar.terminalColumns
      line += text
      if i + length <= start {
        marker += isTab ? "\t" : String(repeating: " ", count: columns)
      } else if !wroteCaret {
        // The caret goes on the first character that shows; a combining mark at the start of a
        // range has no column of its own.
        if columns > 0 || isTab {
          marker += "^" + String(repeating: "~", count: max(0, columns - 1))
          wroteCaret = true
        }
      } else if i < end {
        marker += String(repeating: "~", count: isTab ? 1 : columns)
      }
      i += length
    }
    if !wroteCaret { marker += "^" }  // the range starts at the end of the line
    return (line, marker)
  }

  /// The scalar starting at byte `i` and its length in bytes; U+FFFD for one byte of invalid
  /// UTF-8 (as `String(decoding:as:)` shows it).
  private static func decodeScalar(_ bytes: [UInt8], at i: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[i]  // trap-ok: callers pass i < count
    let length: Int
    switch lead {
    case 0x00..<0x80: return (Unicode.Scalar(lead), 1)
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return ("\u{FFFD}", 1)
    }
    guard i + length <= bytes.count else { return ("\u{FFFD}", 1) }
    var decoder = UTF8()
    var iterator = bytes[i..<(i + length)].makeIterator()  // trap-ok: i + length <= count
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, length) }
    return ("\u{FFFD}", 1)
  }
}
