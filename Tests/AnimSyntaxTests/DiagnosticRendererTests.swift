import Testing

@testable import AnimSyntax

@Suite struct DiagnosticRendererTests {
  let file = SourceFile(
    name: "Examples/bad.anim",
    text: "let x = 0\n\nwithAnimation(.easeInOt(duration: 1)) { x = 1 }\n")

  @Test func rendersSwiftCompilerForm() {
    // Line 3 starts at byte 11; `.easeInOt` starts at byte 25 (column 15), the name at 26.
    let d = Diagnostic(
      .error, "unknown animation 'easeInOt'; did you mean 'easeInOut'?", file: file,
      range: SourceRange(26, 34))
    #expect(
      DiagnosticRenderer().render(d) == """
        Examples/bad.anim:3:16: error: unknown animation 'easeInOt'; did you mean 'easeInOut'?
        withAnimation(.easeInOt(duration: 1)) { x = 1 }
                       ^~~~~~~~

        """)
  }

  @Test func emptyRangeAtEndOfLineGetsACaret() {
    let d = Diagnostic(.error, "expected '}'", file: file, range: .empty(at: 9))
    #expect(
      DiagnosticRenderer().render(d)
        == "Examples/bad.anim:1:10: error: expected '}'\nlet x = 0\n         ^\n")
  }

  @Test func notesFollowTheirDiagnostic() {
    let note = Diagnostic(
      .note, "to match this opening '('", file: file, range: SourceRange(24, 25))
    let d = Diagnostic(
      .error, "expected ')'", file: file, range: SourceRange(0, 3), notes: [note])
    #expect(
      DiagnosticRenderer().render(d) == """
        Examples/bad.anim:1:1: error: expected ')'
        let x = 0
        ^~~
        Examples/bad.anim:3:14: note: to match this opening '('
        withAnimation(.easeInOt(duration: 1)) { x = 1 }
                     ^

        """)
  }

  @Test func multiByteCharactersAndTabsKeepTheCaretAligned() {
    let f = SourceFile(name: "u.anim", text: "\tlet é = ±")
    // `±` starts at byte 10 (tab 1, "let " 4, é 2, " = " 3).
    let d = Diagnostic(
      .error, "unexpected character '±' in source", file: f, range: SourceRange(10, 12))
    #expect(
      DiagnosticRenderer().render(d)
        == "u.anim:1:10: error: unexpected character '±' in source\n\tlet é = ±\n\t        ^\n")
  }

  @Test func rangesSpanningLinesStopAtTheLineEnd() {
    let d = Diagnostic(.warning, "w", file: file, range: SourceRange(4, 20))
    #expect(
      DiagnosticRenderer().render(d) == "Examples/bad.anim:1:5: warning: w\nlet x = 0\n    ^~~~~\n")
  }

  @Test func colourOnlyWhenAsked() {
    let d = Diagnostic(.error, "m", file: file, range: SourceRange(0, 1))
    #expect(!DiagnosticRenderer(useColor: false).render(d).contains("\u{1B}["))
    #expect(DiagnosticRenderer(useColor: true).render(d).contains("\u{1B}[1;31merror:"))
  }
}

@Suite struct SourceFileTests {
  @Test func locations() {
    let f = SourceFile(name: "t", text: "ab\ncé\r\nd")
    #expect(f.location(of: 0) == SourceLocation(line: 1, column: 1))
    #expect(f.location(of: 3) == SourceLocation(line: 2, column: 1))
    #expect(f.location(of: 6) == SourceLocation(line: 2, column: 3))  // after é (2 bytes)
    #expect(f.location(of: 8) == SourceLocation(line: 3, column: 1))
    #expect(f.location(of: 999) == SourceLocation(line: 3, column: 2))
    #expect(f.lineText(2) == "cé")
    #expect(f.lineText(9) == "")
  }
}

@Suite struct SuggestionsTests {
  @Test func closest() {
    let animations = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth"]
    #expect(Suggestions.closest(to: "easeInOt", in: animations) == "easeInOut")
    #expect(Suggestions.closest(to: "boucny", in: animations) == "bouncy")
    #expect(Suggestions.closest(to: "EaseIn", in: animations) == "easeIn")
    #expect(Suggestions.closest(to: "xyz", in: animations) == nil)
    #expect(Suggestions.closest(to: "linear", in: animations) == nil)
    #expect(Suggestions.closest(to: "fucn", in: ["func", "for"]) == "func")
  }
}
