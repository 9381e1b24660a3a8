import Testing

@testable import AnimSyntax

@Suite struct LexerTests {
  /// Token kinds and their source texts, without the final end-of-file.
  func lex(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(name: "t", text: source)
    return Lexer.tokenize(file).tokens.dropLast().map { ($0.kind, file.text(in: $0.range)) }
  }

  func errors(_ source: String) -> [String] {
    let file = SourceFile(name: "t", text: source)
    return Lexer.tokenize(file).diagnostics.map { "\($0.location): \($0.message)" }
  }

  func bytesErrors(_ bytes: [UInt8]) -> [String] {
    let file = SourceFile(name: "t", bytes: bytes)
    return Lexer.tokenize(file).diagnostics.map { "\($0.location): \($0.message)" }
  }

  @Test func rangesAreExactUTF8ByteOffsets() {
    let file = SourceFile(name: "t", text: "let π = \"é\" + 1")
    let tokens = Lexer.tokenize(file).tokens
    let ranges = tokens.map { [$0.range.start, $0.range.end] }
    // l e t _ π(2 bytes) _ = _ "é"(4 bytes) _ + _ 1
    #expect(ranges == [[0, 3], [4, 6], [7, 8], [9, 13], [14, 15], [16, 17], [17, 17]])
    #expect(tokens[1].kind == .identifier("π"))
    #expect(tokens[3].kind == .string("é"))
  }

  @Test(arguments: [
    ("12", 12.0), ("0.5", 0.5), ("1e-3", 0.001), ("1_000", 1000.0), ("2.5E+2", 250.0),
    ("1_000.000_1", 1000.0001),
  ])
  func numbers(source: String, value: Double) {
    let tokens = lex(source)
    #expect(tokens.count == 1)
    #expect(tokens.first?.0 == .number(value))
  }

  @Test func leadingDotIsNotANumber() {
    #expect(lex(".5").map(\.0) == [.dot, .number(5)])
  }

  @Test func rangeOperatorsAfterNumbers() {
    #expect(lex("0..<10").map(\.0) == [.number(0), .halfOpenRange, .number(10)])
    #expect(lex("0...1").map(\.0) == [.number(0), .closedRange, .number(1)])
    #expect(lex("1.description").map(\.0) == [.number(1), .dot, .identifier("description")])
  }

  @Test func invalidNumbers() {
    #expect(errors("12px") == ["1:1: '12px' is not a valid number"])
    #expect(errors("1e") == ["1:1: '1e' is not a valid number"])
  }

  @Test func stringEscapes() {
    #expect(lex(#""a\nb\t\"\\""#).map(\.0) == [.string("a\nb\t\"\\")])
    #expect(lex(#""\u{1F600}""#).map(\.0) == [.string("😀")])
    #expect(errors(#""\q""#).first?.hasPrefix("1:2: invalid escape sequence '\\q'") == true)
  }

  @Test func interpolationTokens() {
    let kinds = lex(#""t = \(t) s = \(f(1)) end""#)
    #expect(
      kinds.map(\.0) == [
        .stringHead("t = "), .identifier("t"), .stringMiddle(" s = "), .identifier("f"),
        .leftParen, .number(1), .rightParen, .stringTail(" end"),
      ])
    #expect(kinds.map(\.1) == [#""t = \("#, "t", #") s = \("#, "f", "(", "1", ")", #") end""#])
  }

  @Test func nestedInterpolation() {
    let kinds = lex(#""a \("b \(x) c") d""#).map(\.0)
    #expect(
      kinds == [
        .stringHead("a "), .stringHead("b "), .identifier("x"), .stringTail(" c"),
        .stringTail(" d"),
      ])
  }

  @Test func unterminatedStrings() {
    #expect(
      errors("let s = \"abc\nlet t = 1")
        == ["1:9: unterminated string literal; expected '\"' before the end of the line"])
    #expect(
      errors("let s = \"a \\(b")
        == ["1:9: unterminated string literal; expected '\"' before the end of the file"])
    #expect(
      errors("\"a \\(\"b \\(c\nx")
        == ["1:1: unterminated string literal; expected '\"' before the end of the line"])
  }

  @Test func comments() {
    #expect(lex("a // comment\nb").map(\.0) == [.identifier("a"), .newline, .identifier("b")])
    #expect(lex("a /* x /* y */ z */ b").map(\.0) == [.identifier("a"), .identifier("b")])
    #expect(
      errors("a /* x /* y */")
        == ["1:3: unterminated block comment; expected '*/' to close '/*'"])
  }

  @Test func newlines() {
    // Inside parentheses and brackets line breaks are not tokens.
    #expect(!lex("f(1,\n2)").contains { $0.0 == .newline })
    #expect(!lex("[1,\n2]").contains { $0.0 == .newline })
    // Inside braces nested in parentheses they count again.
    #expect(lex("f({\na\nb\n})").filter { $0.0 == .newline }.count == 2)
    // After a binary operator, and before a `.member` or binary-operator line.
    #expect(!lex("a +\nb").contains { $0.0 == .newline })
    #expect(!lex("a\n  .b").contains { $0.0 == .newline })
    #expect(!lex("a\n  && b").contains { $0.0 == .newline })
    #expect(!lex("a\n  // comment\n  .b").contains { $0.0 == .newline })
    #expect(lex("a\n-b").filter { $0.0 == .newline }.count == 1)
    // A `?` against the token before it is a postfix optional (`var next: Node?`), after which
    // the line ends; a spaced one is a ternary's, which continues it.
    #expect(lex("var next: Node?\nvar v = 1").filter { $0.0 == .newline }.count == 1)
    #expect(!lex("c ?\n1 : 2").contains { $0.0 == .newline })
    // Blank lines collapse; leading ones vanish.
    #expect(
      lex("\n\na\n\n\nb\n").map(\.0) == [.identifier("a"), .newline, .identifier("b"), .newline])
  }

  @Test func colors() {
    #expect(
      lex("#FF8800").first?.0 == .color(ColorLiteral(red: 1, green: 136.0 / 255, blue: 0, alpha: 1))
    )
    #expect(
      errors("#FF88")
        == [
          "1:1: invalid colour literal '#FF88'; expected '#' and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)"
        ])
  }

  @Test func projectionsAndOperators() {
    #expect(lex("$x").map(\.0) == [.dollarIdentifier("x")])
    #expect(
      lex("a ?? b += c && d || !e != f <= g >= h % i").map(\.0).filter {
        if case .identifier = $0 { return false }
        return true
      } == [
        .questionQuestion, .plusEqual, .ampAmp, .pipePipe, .bang, .bangEqual, .lessEqual,
        .greaterEqual, .percent,
      ])
  }

  @Test func invalidInputBecomesDiagnostics() {
    #expect(
      bytesErrors([0x61, 0xFF, 0xFE, 0x62]) == ["1:2: invalid UTF-8 in source file (2 bytes)"])
    #expect(bytesErrors([0x61, 0x00, 0x62]) == ["1:2: unexpected NUL character in source"])
    #expect(bytesErrors([0x22, 0x00, 0x22]) == ["1:2: unexpected NUL character in string literal"])
    #expect(errors("a ¤ b") == ["1:3: unexpected character '¤' in source"])
    #expect(bytesErrors([0xC0, 0x80]) == ["1:1: invalid UTF-8 in source file (2 bytes)"])
    #expect(bytesErrors([0xE2, 0x82]) == ["1:1: invalid UTF-8 in source file (2 bytes)"])
  }

  /// Swift's bitwise operators; `>>` stays two `>` tokens (the parser joins them) so that a
  /// generic clause `Array<Array<Int>>` closes twice.
  @Test func bitwiseOperatorsAndRadixLiterals() {
    #expect(
      lex("a | b ^ c & d << e >> f ~g |= ^= &= <<= &&").map(\.0) == [
        .identifier("a"), .pipe, .identifier("b"), .caret, .identifier("c"), .ampersand,
        .identifier("d"), .lessLess, .identifier("e"), .greater, .greater, .identifier("f"),
        .tilde, .identifier("g"), .pipeEqual, .caretEqual, .ampEqual, .lessLessEqual, .ampAmp,
      ])
    #expect(
      lex("0xFF 0o17 0b1010 0xE0 0x1p-3 0x1.8p1 0xFFFF_FFFF").map(\.0) == [
        .number(255), .number(15), .number(10), .number(224), .number(0.125), .number(3),
        .number(4_294_967_295),
      ])
  }

  @Test func byteOrderMarkIsIgnored() {
    #expect(lex("\u{FEFF}a").map(\.0) == [.identifier("a")])
  }
}

extension LexerTests {
  @Test func controlCharactersAreShownEscaped() {
    #expect(errors("a \u{7} b") == ["1:3: unexpected character '\\u{7}' in source"])
  }
}
