import AnimRuntime
import AnimSyntax
import Testing

/// Inputs that once crashed the process, exhausted memory or ran past their time limit (issue
/// 31): each is now one runtime error at the expression at fault, or output as Swift prints it.
@Suite struct BoundsTests {
  /// The error `code` stops with, and the source text its range covers.
  private func failure(_ code: String) -> (message: String, text: String)? {
    let file = SourceFile(name: "test.anim", text: code)
    let session = Session(output: { _ in })
    guard let error = session.run(file).runtimeError else { return nil }
    return (error.message, file.text(in: error.range))
  }

  /// Widths and precisions Foundation would pass to C unchecked: `%2147483647d` was a
  /// segmentation fault, `%99999999999d` a SIGILL after "Overflow occurred", `%999999999d` a
  /// gigabyte of spaces. Each is now an error at the format.
  @Test(arguments: [
    ("%2147483647d", "width", "%2147483647d"),
    ("%.2147483647f", "precision", "%.2147483647f"),
    ("%99999999999d", "width", "%99999999999d"),
    ("%999999999d", "width", "%999999999d"),
    ("%10001@", "width", "%10001@"),
    ("%.10001e", "precision", "%.10001e"),
    ("%99999999999999999999999999999999999999999999999d", "width",
     "%" + String(repeating: "9", count: 39) + "…d"),
  ])
  func formatWidthsAreBounded(format: String, what: String, shown: String) {
    let result = failure("let s = String(format: \"\(format)\", 1)")
    #expect(result?.message == "the \(what) in '\(shown)' is more than String(format:) allows (10000 characters)")
    #expect(result?.text == "\"\(format)\"")
  }

  /// A value a conversion cannot take is reported at that value, not at the whole call.
  @Test func formatArgumentErrorsPointAtTheArgument() {
    let result = failure("let s = String(format: \"%d %d\", 1, 2.5)")
    #expect(result?.message == "'%d' needs a whole number, not 2.5; use Int(x) or '%f'")
    #expect(result?.text == "2.5")
  }

  /// A String inside a collection prints as Swift prints it there: quoted, with Swift's escapes
  /// (the expected texts are what Swift 6.3's `print` writes for the same values). The C1
  /// control NEL and the bidi override U+202E, which Swift leaves raw, are escaped too, as
  /// Swift's `Unicode.Scalar.escaped(asASCII: true)` writes them.
  @Test func stringsInsideCollectionsPrintEscaped() {
    let code = #"""
      print(["\u{1B}[2J": 1])
      print(["a"], ("b", 1))
      print(["q\"b\\s\n\t\r\0"])
      print(["\u{85}\u{202E}é"])
      print("\u{1B}[0m")
      """#
    let (lines, outcome) = runScript(code)
    #expect(outcome.succeeded)
    #expect(
      lines == [
        #"["\u{1B}[2J": 1]"#, #"["a"] ("b", 1)"#, #"["q\"b\\s\n\t\r\0"]"#, #"["\u{0085}\u{202E}é"]"#,
        "\u{1B}[0m",
      ])
  }

  /// A plot's title and its legend (the source text of each series) reach the terminal escaped.
  @Test func plotTitlesAndLegendsAreEscaped() {
    let code = #"""
      plot(.bouncy, title: "\u{1B}]0;PWN\u{7}\u{1B}[2J")
      plot(.linear(duration: /*ESC[2J*/ 1), .smooth)
      """#.replacingOccurrences(of: "ESC", with: "\u{1B}")
    let (lines, outcome) = runScript(code)
    #expect(outcome.succeeded)
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(lines.contains { $0.contains(#"\u{1b}]0;PWN\u{7}\u{1b}[2J"#) })
    #expect(lines.contains { $0.contains(#".linear(duration: /*\u{1b}[2J*/ 1)"#) })
  }

  /// The preview page keeps at most 10,000 printed lines and says how many it dropped: a script
  /// printing in a loop until its time limit made a 288 MB page of 4.4 million lines, with
  /// `"truncation": null`.
  @Test func recordedOutputIsCapped() {
    let session = Session(output: { _ in })
    let (outcome, recording) = session.record(
      SourceFile(name: "loud.anim", text: "for i in 0..<10500 { print(i) }\n"))
    #expect(outcome.succeeded)
    #expect(recording.output.count == 10_000)
    #expect(recording.output.last?.text == "9999")
    #expect(
      recording.truncation
        == "Output kept up to 10000 lines (a page holds at most 10000 lines, 2000000 bytes): 500 more lines were dropped.")
  }
}
