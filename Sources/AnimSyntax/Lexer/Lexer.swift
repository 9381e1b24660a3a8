// The lexer: UTF-8 bytes in, tokens with exact byte ranges out. It never fails: every problem
// (a stray character, invalid UTF-8, a NUL byte, an unterminated string or comment) becomes a
// diagnostic and lexing goes on.
//
// Line breaks. A line break is a `newline` token (a statement terminator) except
//   - inside `( … )` and `[ … ]` (but inside a `{ … }` nested in them, line breaks count
//     again),
//   - right after a token that cannot end a line (a binary operator, `=`, `,`, `.`, `?`, `:`,
//     `&`, `@`, `is`) — see `TokenKind.continuesLine`,
//   - right before a line that starts with a `.member` or with an operator that can only be
//     binary (`* / % == != < <= > >= && || ?? ..< ... ? :`, or `+`/`-` followed by a space), so
//     Swift-style chains and continued expressions work:
//         let a = Animation.easeIn(duration: 1)
//             .delay(0.5)
//   - and repeated line breaks collapse into one.
//
// String interpolation is lexed with a stack of open brackets (Wren's approach): `"a \(x) b"`
// becomes `stringHead("a ")`, the tokens of `x`, then `stringTail(" b")`; the `)` that closes the
// interpolation is the one that finds an interpolation frame on top of the stack.

/// Turns a ``SourceFile`` into ``Token``s.
public struct Lexer {
  /// Lexes a whole file.
  /// - Parameters:
  ///   - file: The source.
  ///   - budget: The run's limits, counted per token; once spent, lexing stops with its error.
  /// - Returns: The tokens (always ending with `.endOfFile`) and any lexical diagnostics.
  public static func tokenize(_ file: SourceFile, budget: WorkBudget? = nil)
    -> (tokens: [Token], diagnostics: [Diagnostic])
  {
    var lexer = Lexer(file: file)
    lexer.budget = budget
    lexer.run()
    return (lexer.tokens, lexer.diagnostics)
  }

  // MARK: - State

  private enum Frame {
    case paren
    case bracket
    case brace
    /// Inside `\( … )` of the string whose opening quote is at `quote`.
    case interpolation(quote: Int)
  }

  private let file: SourceFile
  private let bytes: [UInt8]
  private var pos = 0
  private var tokens: [Token] = []
  private var diagnostics: [Diagnostic] = []
  private var stack: [Frame] = []
  /// The newline offset at which an unterminated string was last reported, so that one broken
  /// line gives one diagnostic even when strings are nested.
  private var unterminatedReportedAt = -1
  private var budget: WorkBudget?

  private init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
  }

  private func byte(_ i: Int) -> UInt8 { i < bytes.count && i >= 0 ? bytes[i] : 0 }

  private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
    tokens.append(Token(kind: kind, range: SourceRange(start, end), startsLine: atLineStart))
    atLineStart = false
  }

  /// Whether a line feed was consumed since the last token.
  private var atLineStart = false

  private mutating func error(
    _ message: String, _ start: Int, _ end: Int, id: DiagnosticID = "lexical-error"
  ) {
    diagnostics.append(
      Diagnostic(.error, message, file: file, range: SourceRange(start, end), id: id))
  }

  // MARK: - Main loop

  private mutating func run() {
    // A UTF-8 byte order mark is allowed and ignored.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    while true {
      skipTrivia()
      guard pos < bytes.count else { break }
      if let budget, !budget.step() {
        if let d = budget.diagnostic(in: file, at: .empty(at: UInt32(clamping: pos))) { diagnostics.append(d) }
        break
      }
      let start = pos
      let c = bytes[pos]  // trap-ok: pos < count
      switch c {
      case UInt8(ascii: "\n"):
        lexNewline()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      case UInt8(ascii: "\""):
        pos += 1
        lexStringBody(tokenStart: start, quote: start, isContinuation: false)
      case UInt8(ascii: "$"):
        pos += 1
        var digitsEnd = pos
        while isDigit(byte(digitsEnd)) { digitsEnd += 1 }
        if let name = lexIdentifierText() {
          emit(.dollarIdentifier(name), start, pos)
        } else if digitsEnd > pos, !isIdentifierContinueASCII(byte(digitsEnd)) {
          // `$0`, `$1`: a closure's shorthand arguments.
          let digits = String(decoding: bytes[pos..<digitsEnd], as: UTF8.self)  // trap-ok: digits checked
          pos = digitsEnd
          emit(.dollarIdentifier(digits), start, pos)
        } else {
          if isDigit(byte(pos)) {
            while isIdentifierContinueASCII(byte(pos)) { pos += 1 }
            error(
              "'$' followed by a number is a closure's shorthand argument, as in '$0'", start, pos,
              id: "anonymous-closure-argument")
          } else {
            error("expected a property name after '$'", start, pos, id: "unexpected-character")
          }
          emit(.invalid, start, pos)
        }
      case UInt8(ascii: "#"):
        // `#Preview { ContentView() }`: Swift's preview macro, one name (the parser reads it as
        // a call of a built-in with a trailing closure).
        let macro = Array("#Preview".utf8)
        if pos + macro.count <= bytes.count, Array(bytes[pos..<(pos + macro.count)]) == macro,  // trap-ok: bounds checked
          !isIdentifierContinueASCII(byte(pos + macro.count))
        {
          pos += macro.count
          emit(.identifier("#Preview"), start, pos)
        } else {
          lexColor()
        }
      case UInt8(ascii: "("):
        pos += 1
        stack.append(.paren)
        emit(.leftParen, start, pos)
      case UInt8(ascii: ")"):
        pos += 1
        if closeFrame(matching: .rightParen) {
          lexStringBody(tokenStart: start, quote: currentQuote, isContinuation: true)
        } else {
          emit(.rightParen, start, pos)
        }
      case UInt8(ascii: "["):
        pos += 1
        stack.append(.bracket)
        emit(.leftBracket, start, pos)
      case UInt8(ascii: "]"):
        pos += 1
        _ = closeFrame(matching: .rightBracket)
        emit(.rightBracket, start, pos)
      case UInt8(ascii: "{"):
        pos += 1
        stack.append(.brace)
        emit(.leftBrace, start, pos)
      case UInt8(ascii: "}"):
        pos += 1
        _ = closeFrame(matching: .rightBrace)
        emit(.rightBrace, start, pos)
      default:
        if isIdentifierStartASCII(c) || c >= 0x80 {
          lexWordOrUnicode()
        } else {
          lexOperator()
        }
      }
    }
    // End of input inside a string interpolation: the string is unterminated.
    if let quote = outermostInterpolationQuote() {
      reportUnterminatedString(quote: quote, at: bytes.count)
    }
    emit(.endOfFile, bytes.count, bytes.count)
  }

  /// The opening quote of the string being resumed after `closeFrame` popped an interpolation.
  private var currentQuote = 0

  /// Pops the stack for a closing bracket. Returns `true` when the `)` closed an interpolation
  /// (the caller then resumes the string). A closer with no matching opener leaves the stack
  /// alone; openers left unclosed in between are dropped (the parser reports them).
  private mutating func closeFrame(matching closer: TokenKind) -> Bool {
    var i = stack.count - 1
    while i >= 0 {
      switch (stack[i], closer) {  // trap-ok: 0 <= i < count
      case (.paren, .rightParen), (.bracket, .rightBracket), (.brace, .rightBrace):
        stack.removeSubrange(i...)
        return false
      case (.interpolation(let quote), .rightParen):
        stack.removeSubrange(i...)
        currentQuote = quote
        return true
      case (.interpolation, _):
        return false  // never close across a string boundary
      case (.brace, .rightParen), (.brace, .rightBracket):
        return false  // a `)` inside a block cannot close a `(` outside it
      default:
        i -= 1
      }
    }
    return false
  }

  private func outermostInterpolationQuote() -> Int? {
    for frame in stack {
      if case .interpolation(let quote) = frame { return quote }
    }
    return nil
  }

  // MARK: - Trivia

  /// Skips spaces, tabs, carriage returns and comments (not line feeds).
  private mutating func skipTrivia() {
    while pos < bytes.count {
      let c = bytes[pos]  // trap-ok: pos < count
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
        || c == 0x0C
      {
        pos += 1
      } else if c == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "/") {
        while pos < bytes.count && bytes[pos] != UInt8(ascii: "\n") {  // trap-ok: pos < count
          checkTextByte()
        }
      } else if c == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Skips a (nestable) block comment starting at `pos`; reports one left open at end of file.
  private mutating func skipBlockComment() {
    let start = pos
    var depth = 0
    while pos < bytes.count {
      if byte(pos) == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
        depth += 1
        pos += 2
      } else if byte(pos) == UInt8(ascii: "*") && byte(pos + 1) == UInt8(ascii: "/") {
        depth -= 1
        pos += 2
        if depth == 0 { return }
      } else {
        checkTextByte()
      }
    }
    error(
      "unterminated block comment; expected '*/' to close '/*'", start, min(start + 2, bytes.count),
      id: .unexpectedEndOfInput)
  }

  /// Advances over one character of comment text, reporting NUL bytes and invalid UTF-8.
  private mutating func checkTextByte() {
    let c = byte(pos)
    if c == 0 && pos < bytes.count {
      error("unexpected NUL character in source", pos, pos + 1, id: "nul-character")
      pos += 1
    } else if c >= 0x80 {
      if let (_, length) = decodeScalar(at: pos) {
        pos += length
      } else {
        reportInvalidUTF8()
      }
    } else {
      pos += 1
    }
  }

  // MARK: - Line breaks

  private mutating func lexNewline() {
    let start = pos
    pos += 1
    defer { atLineStart = true }
    // A line break inside an interpolation ends the string: strings are single-line.
    if let quote = outermostInterpolationQuote() {
      reportUnterminatedString(quote: quote, at: start)
      while let top = stack.last {
        stack.removeLast()
        if case .interpolation = top {
          emit(.stringTail(""), start, start)  // close the string for the parser
          if outermostInterpolationQuote() == nil { break }
        }
      }
    }
    switch stack.last {
    case .paren?, .bracket?:
      // A statement keyword at the start of the next line cannot be inside an expression:
      // the brackets were never closed. Drop them (the parser reports the missing closers) so
      // that one missing `)` does not swallow the rest of the file.
      guard nextLineStartsStatement() else { return }
      while let top = stack.last, !isBraceOrInterpolation(top) { stack.removeLast() }
    default: break
    }
    guard let last = tokens.last else { return }  // no statement before: nothing to end
    if last.kind == .newline || last.kind == .semicolon || last.kind == .leftBrace
      || last.kind.continuesLine && !isPostfixQuestion(last)
    {
      return
    }
    if nextLineContinues() { return }
    emit(.newline, start, start + 1)
  }

  /// Whether `last` is a `?` written against the token before it (`var next: Node?`): Swift's
  /// postfix optional, which ends a type as any name does, not a ternary's `?` (which Swift
  /// wants spaced on both sides), so the line may end after it.
  private func isPostfixQuestion(_ last: Token) -> Bool {
    guard last.kind == .question, tokens.count >= 2 else { return false }
    let before = tokens[tokens.count - 2]  // trap-ok: count checked
    return before.range.end == last.range.start && before.kind != .newline
  }

  private func isBraceOrInterpolation(_ frame: Frame) -> Bool {
    switch frame {
    case .brace, .interpolation: true
    case .paren, .bracket: false
    }
  }

  /// Whether the next line starts with a keyword that only begins statements (`let`, `func`,
  /// `while`, …) or an attribute.
  private func nextLineStartsStatement() -> Bool {
    let i = firstSignificantByte(from: pos)
    if byte(i) == UInt8(ascii: "@") { return true }
    var j = i
    while isIdentifierContinueASCII(byte(j)) { j += 1 }
    guard j > i else { return false }
    let word = String(decoding: bytes[i..<j], as: UTF8.self)  // trap-ok: i <= j <= count
    return Lexer.statementOnlyKeywords.contains(word)
  }

  /// The offset of the first byte at or after `start` that is not whitespace, a line break or
  /// part of a comment. A lookahead: it reports nothing (the main loop lexes comments properly).
  private func firstSignificantByte(from start: Int) -> Int {
    var i = start
    while i < bytes.count {
      let c = bytes[i]  // trap-ok: i < count
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
        || c == UInt8(ascii: "\n") || c == 0x0C
      {
        i += 1
      } else if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "/") {
        while i < bytes.count && byte(i) != UInt8(ascii: "\n") { i += 1 }
      } else if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
        var depth = 0
        while i < bytes.count {
          if byte(i) == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
            depth += 1
            i += 2
          } else if byte(i) == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
            depth -= 1
            i += 2
            if depth == 0 { break }
          } else {
            i += 1
          }
        }
      } else {
        break
      }
    }
    return i
  }

  /// Keywords that can never appear inside an expression (keep in sync with `Keyword`).
  private static let statementOnlyKeywords: Set<String> = [
    "let", "var", "func", "if", "guard", "while", "for", "return", "break", "continue",
  ]

  /// Whether a line starting as `line` does continues the statement on the line before it, as
  /// the lexer joins lines in a file: a `.member` (`.delay(1)`), an operator that can only be
  /// binary, or `else` (which the parser joins to the `if` before it). The REPL asks this of
  /// a pasted line before it runs the statement above.
  public static func continuesPreviousLine(_ line: String) -> Bool {
    if Lexer(file: SourceFile(name: "<line>", text: line)).nextLineContinues() { return true }
    let word = line.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return word == "else"
  }

  /// Whether the next significant character starts a continuation of the current expression:
  /// `.member`, or an operator that can only be binary.
  private func nextLineContinues() -> Bool {
    let i = firstSignificantByte(from: pos)
    let c = byte(i)
    let d = byte(i + 1)
    switch c {
    case UInt8(ascii: "."):
      // `.member` or `..<` / `...`
      return d == UInt8(ascii: ".") || isIdentifierStartASCII(d) || d >= 0x80
    case UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "?"), UInt8(ascii: ":"):
      return true
    case UInt8(ascii: "/"):
      return d != UInt8(ascii: "/") && d != UInt8(ascii: "*")
    case UInt8(ascii: "="), UInt8(ascii: "!"):
      return d == UInt8(ascii: "=")
    case UInt8(ascii: "|"), UInt8(ascii: "^"):
      return true
    case UInt8(ascii: "&"):
      // `&&`, `&=`, or `&` as a binary operator (whitespace after it; `&x` passes x by reference)
      return d == UInt8(ascii: "&") || d == UInt8(ascii: "=") || d == UInt8(ascii: " ") || d == UInt8(ascii: "\t")
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      // Swift's rule: an operator with whitespace on both sides is binary.
      return d == UInt8(ascii: " ") || d == UInt8(ascii: "\t")
    default:
      return false
    }
  }

  // MARK: - Numbers

  /// number -> digits ('.' digits)? (('e' | 'E') ('+' | '-')? digits)?   where digits may
  /// contain '_' after the first digit. A '.' is part of the number only when a digit follows,
  /// so `0..<n` and `1.description` lex as expected.
  private mutating func lexNumber() {
    let start = pos
    if byte(pos) == UInt8(ascii: "0"), let radix = Lexer.radix(of: byte(pos + 1)),
      Lexer.digitValue(byte(pos + 2), radix: radix) != nil
    {
      lexRadixNumber(radix)
      return
    }
    skipDigits()
    if byte(pos) == UInt8(ascii: "."), isDigit(byte(pos + 1)) {
      pos += 1
      skipDigits()
    }
    if byte(pos) == UInt8(ascii: "e") || byte(pos) == UInt8(ascii: "E") {
      let sign = byte(pos + 1) == UInt8(ascii: "+") || byte(pos + 1) == UInt8(ascii: "-")
      if isDigit(byte(pos + (sign ? 2 : 1))) {
        pos += sign ? 2 : 1
        skipDigits()
      }
    }
    // Letters glued to a number (`12px`, `1e`, `0x10`) make the whole word invalid.
    if isIdentifierContinueASCII(byte(pos)) {
      while isIdentifierContinueASCII(byte(pos)) { pos += 1 }
      let text = file.text(in: SourceRange(start, pos))
      error("'\(text)' is not a valid number", start, pos, id: "invalid-number")
      emit(.number(0), start, pos)
      return
    }
    // trap-ok: start <= pos <= count
    let digits = bytes[start..<pos].filter { $0 != UInt8(ascii: "_") }
    let value = Double(String(decoding: digits, as: UTF8.self)) ?? 0
    emit(.number(value), start, pos)
  }

  /// The radix a literal's prefix letter gives (`0x`, `0o`, `0b`; Swift's are lowercase).
  private static func radix(of letter: UInt8) -> Int? {
    switch letter {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }

  /// A digit's value in `radix`, or nil when `c` is not one.
  private static func digitValue(_ c: UInt8, radix: Int) -> Int? {
    let v: Int
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): v = Int(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): v = Int(c - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): v = Int(c - UInt8(ascii: "A")) + 10
    default: return nil
    }
    return v < radix ? v : nil
  }

  /// `0xFF`, `0o17`, `0b1010` (digits may contain `_` after the first), and Swift's hexadecimal
  /// floating-point literals, which end with a binary exponent (`0x1p-3`, `0x1.8p1`). The value
  /// is read exactly up to 2^64 − 1; the checker says when an Int cannot hold it.
  private mutating func lexRadixNumber(_ radix: Int) {
    let start = pos
    pos += 2
    var value = 0.0
    var whole: UInt64? = 0
    while true {
      let c = byte(pos)
      if let v = Lexer.digitValue(c, radix: radix) {
        value = value * Double(radix) + Double(v)
        whole = whole.flatMap { w in
          let (m, o1) = w.multipliedReportingOverflow(by: UInt64(radix))
          let (s, o2) = m.addingReportingOverflow(UInt64(v))
          return o1 || o2 ? nil : s
        }
      } else if c != UInt8(ascii: "_") {
        break
      }
      pos += 1
    }
    var isFloat = false
    if radix == 16 {
      if byte(pos) == UInt8(ascii: "."), Lexer.digitValue(byte(pos + 1), radix: 16) != nil {
        pos += 1
        while Lexer.digitValue(byte(pos), radix: 16) != nil || byte(pos) == UInt8(ascii: "_") { pos += 1 }
        isFloat = true
      }
      if byte(pos) == UInt8(ascii: "p") || byte(pos) == UInt8(ascii: "P") {
        let sign = byte(pos + 1) == UInt8(ascii: "+") || byte(pos + 1) == UInt8(ascii: "-")
        if isDigit(byte(pos + (sign ? 2 : 1))) {
          pos += sign ? 2 : 1
          skipDigits()
          isFloat = true
        }
      }
    }
    // Letters glued to a number (`0xFFg`, `0b102`) make the whole word invalid, as does a
    // hexadecimal fraction without its exponent (`0x1.8`, which Swift refuses too).
    let unfinishedFraction = isFloat && !file.text(in: SourceRange(start, pos)).contains { $0 == "p" || $0 == "P" }
    if isIdentifierContinueASCII(byte(pos)) || unfinishedFraction {
      while isIdentifierContinueASCII(byte(pos)) { pos += 1 }
      let text = file.text(in: SourceRange(start, pos))
      let why = unfinishedFraction ? " (a hexadecimal fraction needs an exponent: 0x1.8p0)" : ""
      error("'\(text)' is not a valid number\(why)", start, pos, id: "invalid-number")
      emit(.number(0), start, pos)
      return
    }
    if isFloat {
      // trap-ok: start <= pos <= count
      let text = String(decoding: bytes[start..<pos].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
      emit(.number(Double(text) ?? 0), start, pos)
      return
    }
    emit(.number(whole.map { Double($0) } ?? value), start, pos)
  }

  private mutating func skipDigits() {
    while isDigit(byte(pos)) || (byte(pos) == UInt8(ascii: "_") && pos > 0) { pos += 1 }
  }

  // MARK: - Strings

  /// Lexes string text from `pos` up to the closing quote or the next `\(`.
  /// - Parameters:
  ///   - tokenStart: Where the token starts (the `"` or the `)` that ended an interpolation).
  ///   - quote: The offset of the string's opening quote, for diagnostics.
  ///   - isContinuation: Whether this text follows an interpolation.
  private mutating func lexStringBody(tokenStart: Int, quote: Int, isContinuation: Bool) {
    var text: [UInt8] = []
    while true {
      guard pos < bytes.count, byte(pos) != UInt8(ascii: "\n") else {
        reportUnterminatedString(quote: quote, at: pos)
        let value = String(decoding: text, as: UTF8.self)
        emit(isContinuation ? .stringTail(value) : .string(value), tokenStart, pos)
        return
      }
      let c = bytes[pos]  // trap-ok: pos < count
      switch c {
      case UInt8(ascii: "\""):
        pos += 1
        let value = String(decoding: text, as: UTF8.self)
        emit(isContinuation ? .stringTail(value) : .string(value), tokenStart, pos)
        return
      case UInt8(ascii: "\\"):
        if byte(pos + 1) == UInt8(ascii: "(") {
          pos += 2
          let value = String(decoding: text, as: UTF8.self)
          emit(isContinuation ? .stringMiddle(value) : .stringHead(value), tokenStart, pos)
          stack.append(.interpolation(quote: quote))
          return
        }
        lexEscape(into: &text)
      case 0:
        error("unexpected NUL character in string literal", pos, pos + 1, id: "nul-character")
        pos += 1
      case 0x80...:
        if let (_, length) = decodeScalar(at: pos) {
          text.append(contentsOf: bytes[pos..<pos + length])  // trap-ok: decoded in bounds
          pos += length
        } else {
          reportInvalidUTF8()
        }
      default:
        text.append(c)
        pos += 1
      }
    }
  }

  /// escape -> '\' ( 'n' | 't' | 'r' | '0' | '"' | '\' | ''' | 'u{' hex+ '}' )
  private mutating func lexEscape(into text: inout [UInt8]) {
    let start = pos
    let e = byte(pos + 1)
    pos += 2
    switch e {
    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "0"): text.append(0)
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(e)
    case UInt8(ascii: "u") where byte(pos) == UInt8(ascii: "{"):
      var j = pos + 1
      var value: UInt32 = 0
      var count = 0
      while let h = hexValue(byte(j)), count < 8 {
        value = value &* 16 &+ UInt32(h)
        j += 1
        count += 1
      }
      if count > 0, byte(j) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
        pos = j + 1
      } else {
        while pos < bytes.count, byte(pos) != UInt8(ascii: "}"), byte(pos) != UInt8(ascii: "\""),
          byte(pos) != UInt8(ascii: "\n")
        {
          pos += 1
        }
        if byte(pos) == UInt8(ascii: "}") { pos += 1 }
        error(
          "invalid unicode escape; write '\\u{' and 1 to 8 hex digits of a scalar, then '}'", start,
          pos, id: "invalid-escape")
      }
    case _ where e == UInt8(ascii: "\n") || start + 1 >= bytes.count:
      // `\` at the end of the line or file: the string is unterminated, which the caller
      // reports; one diagnostic is enough.
      pos = start + 1
    default:
      pos -= 1
      var end = pos
      if let (_, length) = decodeScalar(at: pos) { end = pos + length } else { end = pos + 1 }
      let shown = file.text(in: SourceRange(start, end))
      error(
        "invalid escape sequence '\(shown)' in string; use \\n, \\t, \\\", \\\\ or \\(…)", start,
        end, id: "invalid-escape")
      pos = end
    }
  }

  private mutating func reportUnterminatedString(quote: Int, at terminator: Int) {
    guard unterminatedReportedAt != terminator else { return }
    unterminatedReportedAt = terminator
    error(
      "unterminated string literal; expected '\"' before the end of the "
        + (terminator >= bytes.count ? "file" : "line"),
      quote, quote + 1, id: "unterminated-string")
  }

  // MARK: - Colours

  /// color -> '#' hex{6} | '#' hex{8}
  private mutating func lexColor() {
    let start = pos
    pos += 1
    while isIdentifierContinueASCII(byte(pos)) { pos += 1 }
    let digits = bytes[(start + 1)..<pos].compactMap(hexValue)  // trap-ok: in bounds
    let count = pos - start - 1
    guard digits.count == count, count == 6 || count == 8 else {
      let text = file.text(in: SourceRange(start, pos))
      let message =
        count == 0
        ? "unexpected character '#'; a colour literal is '#' and 6 or 8 hex digits"
        : "invalid colour literal '\(text)'; expected '#' and 6 or 8 hex digits "
            + "(#RRGGBB or #RRGGBBAA)"
      error(message, start, pos, id: "invalid-color")
      emit(.invalid, start, pos)
      return
    }
    func component(_ i: Int) -> Double {
      Double(digits[i] * 16 + digits[i + 1]) / 255  // trap-ok: count is 6 or 8
    }
    let color = ColorLiteral(
      red: component(0), green: component(2), blue: component(4),
      alpha: count == 8 ? component(6) : 1)
    emit(.color(color), start, pos)
  }

  // MARK: - Words

  private mutating func lexIdentifierText() -> String? {
    let start = pos
    while pos < bytes.count {
      let c = bytes[pos]  // trap-ok: pos < count
      if isIdentifierContinueASCII(c) {
        pos += 1
      } else if c >= 0x80, let (scalar, length) = decodeScalar(at: pos),
        pos == start ? scalar.isAnimIdentifierHead : scalar.isAnimIdentifierContinuation
      {
        pos += length
      } else {
        break
      }
      if pos - start == 1 && isDigit(c) {  // identifiers do not start with a digit
        pos = start
        return nil
      }
    }
    return pos > start ? file.text(in: SourceRange(start, pos)) : nil
  }

  private mutating func lexWordOrUnicode() {
    let start = pos
    if let word = lexIdentifierText() {
      if let keyword = Keyword(rawValue: word) {
        emit(.keyword(keyword), start, pos)
      } else {
        emit(.identifier(word), start, pos)
      }
      return
    }
    // A non-ASCII character that cannot start an identifier, or invalid UTF-8.
    if let (_, length) = decodeScalar(at: pos) {
      var end = pos + length
      // Group a run of such characters into one diagnostic.
      while end < bytes.count, byte(end) >= 0x80, let (s, l) = decodeScalar(at: end),
        !s.isAnimIdentifierHead
      {
        end += l
      }
      let text = file.text(in: SourceRange(start, end))
      error("unexpected character '\(text)' in source", start, end, id: "unexpected-character")
      pos = end
    } else {
      reportInvalidUTF8()
    }
    emit(.invalid, start, pos)
  }

  // MARK: - Operators and punctuation

  private mutating func lexOperator() {
    let start = pos
    let c = byte(pos)
    let d = byte(pos + 1)
    func two(_ second: UInt8, _ long: TokenKind, _ short: TokenKind) -> (TokenKind, Int) {
      d == second ? (long, 2) : (short, 1)
    }
    var result: (TokenKind, Int)?
    switch c {
    case UInt8(ascii: "+"): result = two(UInt8(ascii: "="), .plusEqual, .plus)
    case UInt8(ascii: "-"): result = two(UInt8(ascii: "="), .minusEqual, .minus)
    case UInt8(ascii: "*"): result = two(UInt8(ascii: "="), .starEqual, .star)
    case UInt8(ascii: "/"): result = two(UInt8(ascii: "="), .slashEqual, .slash)
    case UInt8(ascii: "%"): result = two(UInt8(ascii: "="), .percentEqual, .percent)
    // `===` and `!==`: Swift's identity operators (class instances).
    case UInt8(ascii: "=") where d == UInt8(ascii: "=") && byte(pos + 2) == UInt8(ascii: "="):
      result = (.equalEqualEqual, 3)
    case UInt8(ascii: "!") where d == UInt8(ascii: "=") && byte(pos + 2) == UInt8(ascii: "="):
      result = (.bangEqualEqual, 3)
    case UInt8(ascii: "="): result = two(UInt8(ascii: "="), .equalEqual, .equal)
    case UInt8(ascii: "!"): result = two(UInt8(ascii: "="), .bangEqual, .bang)
    case UInt8(ascii: "<") where d == UInt8(ascii: "<"):
      result = byte(pos + 2) == UInt8(ascii: "=") ? (.lessLessEqual, 3) : (.lessLess, 2)
    case UInt8(ascii: "<"): result = two(UInt8(ascii: "="), .lessEqual, .less)
    case UInt8(ascii: ">"): result = two(UInt8(ascii: "="), .greaterEqual, .greater)
    case UInt8(ascii: "&") where d == UInt8(ascii: "="): result = (.ampEqual, 2)
    case UInt8(ascii: "&"): result = two(UInt8(ascii: "&"), .ampAmp, .ampersand)
    case UInt8(ascii: "?"): result = two(UInt8(ascii: "?"), .questionQuestion, .question)
    case UInt8(ascii: "|") where d == UInt8(ascii: "|"): result = (.pipePipe, 2)
    case UInt8(ascii: "|"): result = two(UInt8(ascii: "="), .pipeEqual, .pipe)
    case UInt8(ascii: "^"): result = two(UInt8(ascii: "="), .caretEqual, .caret)
    case UInt8(ascii: "~"): result = (.tilde, 1)
    case UInt8(ascii: ","): result = (.comma, 1)
    case UInt8(ascii: ":"): result = (.colon, 1)
    case UInt8(ascii: ";"): result = (.semicolon, 1)
    case UInt8(ascii: "@"): result = (.at, 1)
    case UInt8(ascii: "\\"): result = (.backslash, 1)
    case UInt8(ascii: "."):
      if d == UInt8(ascii: ".") {
        let e = byte(pos + 2)
        if e == UInt8(ascii: "<") {
          result = (.halfOpenRange, 3)
        } else if e == UInt8(ascii: ".") {
          result = (.closedRange, 3)
        } else {
          error(
            "'..' is not an operator; use '..<' for a half-open range or '...' for a closed one",
            start, start + 2, id: "unexpected-character")
          result = (.halfOpenRange, 2)  // carry on as if '..<' was meant
        }
      } else {
        result = (.dot, 1)
      }
    default: break
    }
    if let (kind, length) = result {
      pos += length
      emit(kind, start, pos)
      return
    }
    if c == 0 {
      error("unexpected NUL character in source", start, start + 1, id: "nul-character")
    } else {
      let text = file.text(in: SourceRange(start, start + 1))
      let shown = c < 0x20 || c == 0x7F ? "\\u{\(String(c, radix: 16))}" : text
      error(
        "unexpected character '\(shown)' in source", start, start + 1,
        id: "unexpected-character")
    }
    pos += 1
    emit(.invalid, start, pos)
  }

  // MARK: - UTF-8

  /// Decodes one scalar at `i`, or `nil` if the bytes there are not valid UTF-8.
  private func decodeScalar(at i: Int) -> (Unicode.Scalar, Int)? {
    let b0 = byte(i)
    guard i < bytes.count else { return nil }
    if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
    let length: Int
    var value: UInt32
    switch b0 {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(b0 & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(b0 & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(b0 & 0x07)
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    for k in 1..<length {
      let b = bytes[i + k]  // trap-ok: i + length <= count
      guard b & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(b & 0x3F)
    }
    // Reject overlong forms and surrogates (Unicode.Scalar rejects surrogates and > 0x10FFFF).
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  /// Reports a run of bytes that are not valid UTF-8 as one diagnostic and skips it.
  private mutating func reportInvalidUTF8() {
    let start = pos
    pos += 1
    while pos < bytes.count, byte(pos) >= 0x80, decodeScalar(at: pos) == nil { pos += 1 }
    error(
      "invalid UTF-8 in source file (\(pos - start) byte\(pos - start == 1 ? "" : "s"))", start,
      pos, id: "invalid-utf8")
  }
}

// MARK: - Character classes

@inline(__always) func isDigit(_ c: UInt8) -> Bool {
  c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
}

@inline(__always) func isIdentifierStartASCII(_ c: UInt8) -> Bool {
  (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
    || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    || c == UInt8(ascii: "_")
}

@inline(__always) func isIdentifierContinueASCII(_ c: UInt8) -> Bool {
  isIdentifierStartASCII(c) || isDigit(c)
}

@inline(__always) func hexValue(_ c: UInt8) -> Int? {
  switch c {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
  default: nil
  }
}
