// No user text reaches the terminal unescaped, and carets stay under the right column after
// wide and combining characters (issue 20).
import Testing

@testable import AnimSyntax

@Suite struct TerminalSafetyTests {
  // MARK: - Escaping

  @Test func controlCharactersAreWrittenAsSwiftEscapes() {
    #expect("a\u{1b}[2Jb".escapingControlCharacters() == "a\\u{1b}[2Jb")
    // An OSC title sequence ends with BEL; both ends are escaped.
    #expect("\u{1b}]0;pwned\u{7}".escapingControlCharacters() == "\\u{1b}]0;pwned\\u{7}")
    #expect("\u{0}\u{7f}\u{9b}".escapingControlCharacters() == "\\u{0}\\u{7f}\\u{9b}")
    #expect("x\ny\tz\r".escapingControlCharacters() == "x\\u{a}y\\u{9}z\\u{d}")
  }

  @Test func bidiOverridesAndLineSeparatorsAreEscaped() {
    // CVE-2021-42574: U+202E makes the rest of a line show right to left.
    #expect("a\u{202e}b\u{2066}c\u{2028}".escapingControlCharacters()
      == "a\\u{202e}b\\u{2066}c\\u{2028}")
  }

  @Test func allowedCharactersAndPrintableTextAreKept() {
    #expect("a\tb\nc\u{1b}".escapingControlCharacters(except: ["\t", "\n"]) == "a\tb\nc\\u{1b}")
    let plain = "漢字 café́ 🐶 ±"
    #expect(plain.escapingControlCharacters() == plain)
  }

  // MARK: - Column widths (wcwidth's values: Python's `wcwidth.wcwidth` gives the same)

  @Test func terminalColumnsFollowWcwidth() {
    let cases: [(Unicode.Scalar, Int)] = [
      ("a", 1), ("é", 1), ("±", 1), ("…", 1),
      ("漢", 2), ("字", 2), ("가", 2), ("ア", 2), ("Ａ", 2),  // CJK, Hangul, fullwidth
      ("🐶", 2), ("😀", 2),  // Emoji_Presentation
      ("\u{301}", 0), ("\u{20dd}", 0), ("\u{200d}", 0), ("\u{fe0f}", 0),  // marks, ZWJ, VS16
      ("\u{ad}", 1),  // soft hyphen is shown
    ]
    for (scalar, columns) in cases {
      #expect(scalar.terminalColumns == columns, "U+\(String(scalar.value, radix: 16))")
    }
  }

  // MARK: - The renderer

  func render(_ text: String, _ range: SourceRange, message: String = "m") -> String {
    let file = SourceFile(name: "t.anim", text: text)
    return DiagnosticRenderer().render(Diagnostic(.error, message, file: file, range: range))
  }

  @Test func escapeSequencesInTheQuotedLineAreShownAndTheCaretFollows() {
    // `let s = "ESC[2J" + zz`: ESC shows as six columns (9 + 6 + 4 + 3 = 22 before `zz`).
    let text = "let s = \"\u{1b}[2J\" + zz"
    let zz = Array(text.utf8).count - 2
    #expect(
      render(text, SourceRange(zz, zz + 2))
        == "t.anim:1:18: error: m\nlet s = \"\\u{1b}[2J\" + zz\n" + String(repeating: " ", count: 22)
        + "^~\n")
  }

  @Test func theMessageAndTheFileNameAreEscaped() {
    let file = SourceFile(name: "a\u{1b}]0;t\u{7}.anim", text: "x")
    let d = Diagnostic(.error, "cannot find '\u{1b}[31m' in scope", file: file, range: SourceRange(0, 1))
    #expect(
      DiagnosticRenderer().render(d)
        == "a\\u{1b}]0;t\\u{7}.anim:1:1: error: cannot find '\\u{1b}[31m' in scope\nx\n^\n")
  }

  @Test func caretAfterWideCharactersTakesTwoColumnsEach() {
    // "let 漢字 = zz": 4 + 2 × 2 + 3 = 11 columns before `zz`.
    let text = "let 漢字 = zz"
    let zz = Array(text.utf8).count - 2
    #expect(render(text, SourceRange(zz, zz + 2)).hasSuffix("let 漢字 = zz\n           ^~\n"))
  }

  @Test func rangeOnAWideCharacterIsMarkedOverBothColumns() {
    let text = "x = 漢"
    #expect(render(text, SourceRange(4, 7)).hasSuffix("x = 漢\n    ^~\n"))
  }

  @Test func combiningCharactersTakeNoColumn() {
    // "é" written as e + U+0301: one column, two scalars.
    let text = "let e\u{301}e\u{301} = zz"
    let zz = Array(text.utf8).count - 2
    #expect(render(text, SourceRange(zz, zz + 2)).hasSuffix(" = zz\n         ^~\n"))
  }

  @Test func binaryLinesAreEscapedWhole() {
    let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0xFF]
    let file = SourceFile(name: "b.anim", bytes: bytes)
    let out = DiagnosticRenderer().render(
      Diagnostic(.error, "m", file: file, range: SourceRange(4, 5)))
    #expect(out == "b.anim:1:5: error: m\n\\u{7f}ELF\\u{2}\\u{0}\\u{1b}[2J\u{FFFD}\n         ^~~~~\n")
    #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  // MARK: - Names Swift accepts

  @Test func emojiAndSwiftSymbolNamesAreIdentifiers() {
    for name in ["🐶", "👨‍👩‍👧", "ℵ", "①", "café́", "漢字", "x🐶1"] {
      let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "n", text: "let \(name) = 1"))
      #expect(diagnostics.isEmpty, "\(name)")
      #expect(tokens.count > 1 && tokens[1].kind == .identifier(name), "\(name)")
    }
  }

  @Test func invisibleAndBidiCharactersAreNotNames() {
    for bad in ["\u{200b}", "\u{202e}", "\u{2066}", "\u{301}x", "\u{200d}", "\u{fffd}"] {
      let (_, diagnostics) = Lexer.tokenize(SourceFile(name: "n", text: "let \(bad) = 1"))
      #expect(!diagnostics.isEmpty, "U+\(String(bad.unicodeScalars.first?.value ?? 0, radix: 16))")
    }
  }
}
