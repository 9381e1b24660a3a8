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
    out += paint("\(file.name):\(loc.line):\(loc.column):", ANSI.bold) + " "
    out += paint("\(d.severity.rawValue):", severityColor) + " "
    // A message quoting a megabyte-long name or run of stray characters is cut, like the line.
    let message =
      d.message.utf8.count > Self.maximumLineBytes
      ? String(d.message.prefix(Self.maximumLineBytes)) + "…" : d.message
    out += paint(message, ANSI.bold) + "\n"

    guard let lineRange = file.rangeOfLine(loc.line) else { return }
    var lineBytes = Array(file.bytes[lineRange.offsets])  // trap-ok: rangeOfLine is in bounds
    var start = Int(d.range.start) - Int(lineRange.start)
    var end = min(Int(d.range.end), Int(lineRange.end)) - Int(lineRange.start)
    var marker = ""
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
    out += String(decoding: lineBytes, as: UTF8.self) + "\n"

    // Build the marker line scalar by scalar so that multi-byte characters take one column and
    // tabs stay tabs (keeping the caret aligned whatever the terminal's tab width).
    var i = 0
    var wroteCaret = false
    while i < lineBytes.count {
      let b = lineBytes[i]  // trap-ok: i < count
      let isScalarStart = b & 0xC0 != 0x80
      if isScalarStart {
        if i < start {
          marker += b == UInt8(ascii: "\t") ? "\t" : " "
        } else if i == start {
          marker += "^"
          wroteCaret = true
        } else if i < end {
          marker += "~"
        } else {
          break
        }
      }
      i += 1
    }
    if !wroteCaret { marker += "^" }  // range starts at the end of the line
    out += paint(marker, ANSI.green) + "\n"
  }
}
