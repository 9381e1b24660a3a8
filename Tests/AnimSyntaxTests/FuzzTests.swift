import Testing
import AnimFuzzSupport

@testable import AnimSyntax

/// Random input must never crash the front end, must terminate, and every diagnostic and node
/// range must lie inside the file.
@Suite struct FuzzTests {
  static let fragments = [
    "let", "var", "func", "if", "else", "guard", "while", "for", "in", "return", "break",
    "continue", "animation", "state", "test", "merge", "always", "is", "true", "nil", "x", "f",
    "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "..<", "...", "..", "?", "??", "=", "==",
    "+=", "-", "+", "*", "/", "%", "!", "&", "&&", "||", "|", "@State", "@", "$x", "$", "#FF8800",
    "#F", "1", "0.5", "1e-3", "1_0", ".5", "\"s\"", "\"a \\(", "\")\"", "\"", "\\", "/*", "*/",
    "//", "\n", "\n", " ", "\t", "é", "¤", "\u{0}", "->", "_", "in", "{ t in", "x.y", "[0]",
  ]

  @Test(arguments: 0..<200)
  func randomTokenSoup(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    var text = ""
    for _ in 0..<Int.random(in: 1...120, using: &rng) {
      text += Self.fragments.randomElement(using: &rng) ?? ""
      if Bool.random(using: &rng) { text += " " }
    }
    check(SourceFile(name: "fuzz", text: text))
  }

  @Test(arguments: 0..<100)
  func randomBytes(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 1_000_000)
    let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in
      UInt8.random(in: 0...255, using: &rng)
    }
    check(SourceFile(name: "fuzz", bytes: bytes))
  }

  func check(_ file: SourceFile) {
    let (program, diagnostics) = Parser.parse(file)
    let size = UInt32(file.bytes.count)
    for d in diagnostics {
      #expect(d.range.end <= size, "\(d) out of bounds")
      _ = DiagnosticRenderer().render(d)  // must not trap either
    }
    for s in program.statements { #expect(s.range.end <= size) }
    _ = program.dump
    _ = Parser.isIncomplete(file.text)
  }
}
