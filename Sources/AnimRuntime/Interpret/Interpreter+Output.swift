// What `print` writes, as Swift's standard output receives it: text with a terminator, so that
// `print("a", terminator: "")` leaves the line open for the next print. The session's output
// takes whole lines (one per `// expect:` comment, one per terminal line), so an open line waits
// here until a line break or the end of the run completes it.
extension Interpreter {
  /// Writes `text`: each completed line goes to the output, the rest stays open.
  func write(_ text: String) {
    guard !text.isEmpty else { return }
    var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The text after the last line break (empty when the text ends with one) stays open.
    let rest = pieces.removeLast()
    // Each piece made a String before joining: `String + Substring` is the generic
    // `append(contentsOf:)` over Characters, whose first call looks up the Sequence conformance's
    // associated types at run time (about 250,000 instructions of `anim -e 'print(1)'`).
    for piece in pieces {
      output(openLine + String(piece))
      openLine = ""
    }
    openLine += String(rest)
  }

  /// Ends an open line (`print(x, terminator: "")` at the end of a run), as a terminal shows it
  /// when the program exits.
  func flushOpenLine() {
    guard !openLine.isEmpty else { return }
    let line = openLine
    openLine = ""
    output(line)
  }
}
