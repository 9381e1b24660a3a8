// Grammar/anim.tmLanguage.json, the TextMate grammar editors (VS Code, Sublime Text) and GitHub's
// highlighter read for .anim files: its patterns compile in Oniguruma, and on every example the
// keywords, strings, numbers, colours and comments the lexer finds get their scopes.
import AnimSyntax
import Foundation
import Testing

@Suite struct TextMateGrammarTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func grammar() throws -> TextMateGrammar {
    try TextMateGrammar(
      json: Data(contentsOf: root.appendingPathComponent("Grammar/anim.tmLanguage.json")))
  }

  /// The scopes of every byte of `text`, line by line as an editor feeds them.
  static func scopes(_ text: String, _ grammar: TextMateGrammar) -> [[String]] {
    var stack: [TextMateGrammar.Frame] = []
    var result: [[String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      result += grammar.tokenize(Array(line.utf8), stack: &stack) + [[]]  // the line feed
    }
    return result
  }

  @Test func everyPatternCompilesInOniguruma() throws {
    let grammar = try Self.grammar()
    #expect(grammar.scopeName == "source.anim")
    #expect(grammar.compiledPatterns.count >= 30)
  }

  static let examples: [String] = {
    let folder = root.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".anim") }.sorted().map { folder.appendingPathComponent($0).path }
  }()

  @Test(arguments: examples)
  func theLexersTokensGetTheirScopes(_ path: String) throws {
    let grammar = try Self.grammar()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scopes = Self.scopes(text, grammar)
    let file = SourceFile(name: path, text: text)
    let tokens = Lexer.tokenize(file).tokens
    func has(_ offset: UInt32, _ prefixes: [String]) -> Bool {
      Int(offset) < scopes.count
        && scopes[Int(offset)].contains { scope in prefixes.contains { scope.hasPrefix($0) } }
    }
    func shown(_ token: Token) -> String {
      "\(file.location(of: token.range.start)) '\(file.text(in: token.range))' has \(scopes[Int(token.range.start)])"
    }
    var checked = 0
    for (index, token) in tokens.enumerated() {
      let before = index > 0 ? tokens[index - 1].kind : nil
      let after = index + 1 < tokens.count ? tokens[index + 1].kind : nil
      switch token.kind {
      case .keyword where before != .dot && after != .colon:
        #expect(has(token.range.start, ["keyword.", "storage.type", "constant.language"]), "\(shown(token))")
      case .string, .stringHead:
        #expect(has(token.range.start, ["string.quoted.double.anim"]), "\(shown(token))")
      case .number:
        #expect(has(token.range.start, ["constant.numeric.anim"]), "\(shown(token))")
        #expect(has(token.range.end - 1, ["constant.numeric.anim"]), "\(shown(token))")
      case .color:
        #expect(has(token.range.start, ["constant.other.color"]), "\(shown(token))")
      case .identifier:
        // A name is never highlighted as a keyword or a number.
        #expect(!has(token.range.start, ["keyword.control", "constant.numeric", "comment"]), "\(shown(token))")
      default: continue
      }
      checked += 1
    }
    // Comments are not tokens: every "//" after a line's last token starts one.
    var lastTokenEnd = [Int: UInt32]()
    for token in tokens { lastTokenEnd[file.location(of: token.range.start).line] = token.range.end }
    for line in 1...file.lineCount {
      guard let range = file.rangeOfLine(line) else { continue }
      let from = max(range.start, lastTokenEnd[line] ?? range.start)
      let rest = file.text(in: SourceRange(start: from, end: range.end))
      guard let slash = rest.range(of: "//") else { continue }
      let offset = from + UInt32(rest.utf8.distance(from: rest.startIndex, to: slash.lowerBound))
      #expect(has(offset, ["comment.line.double-slash.anim"]), "\(path):\(line): \(scopes[Int(offset)])")
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test func interpolationNestingAndBlockComments() throws {
    let grammar = try Self.grammar()
    let text = "let s = \"a \\(f(1)) b\"\n/* one /* two */\nstill */ let x = 1"
    let scopes = Self.scopes(text, grammar)
    func scope(at needle: String, _ occurrence: Int = 0) -> [String] {
      var ranges: [Range<String.Index>] = []
      var from = text.startIndex
      while let r = text.range(of: needle, range: from..<text.endIndex) {
        ranges.append(r)
        from = r.upperBound
      }
      return scopes[text.utf8.distance(from: text.startIndex, to: ranges[occurrence].lowerBound)]
    }
    #expect(scope(at: "f(").contains("meta.embedded.line.anim"))
    #expect(scope(at: "1").contains("constant.numeric.anim"))
    // After the interpolation's ')', the string goes on.
    #expect(scope(at: " b").contains("string.quoted.double.anim"))
    #expect(!scope(at: " b").contains("meta.embedded.line.anim"))
    // The nested block comment ends at the second "*/", on the next line.
    #expect(scope(at: "still").contains("comment.block.anim"))
    #expect(scope(at: "let", 1).contains("storage.type.anim"))
    // Keywords used as labels or members are names.
    let label = Self.scopes("sample($x, for: 1)", grammar)
    #expect(!label[11].contains { $0.hasPrefix("keyword") })
    #expect(label[7].contains("variable.other.projection.anim"))
  }

  @Test func swiftDeclarationWordsAreContextual() throws {
    let grammar = try Self.grammar()
    let text = "import SwiftUI\nprivate func f<V>(_ x: inout V) where V: P { }\nlet open = public + 1"
    let scopes = Self.scopes(text, grammar)
    func scope(at needle: String) -> [String] {
      guard let r = text.range(of: needle) else { return [] }
      return scopes[text.utf8.distance(from: text.startIndex, to: r.lowerBound)]
    }
    #expect(scope(at: "import").contains("keyword.other.anim"))
    #expect(scope(at: "private").contains("storage.modifier.anim"))
    #expect(scope(at: "inout").contains("storage.modifier.anim"))
    #expect(scope(at: "where").contains("keyword.other.anim"))
    // As names they are names.
    #expect(!scope(at: "open").contains("storage.modifier.anim"))
    #expect(!scope(at: "public").contains("storage.modifier.anim"))
  }
}
