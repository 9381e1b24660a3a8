// The parser and Grammar/Anim.ebnf.md must stay in step: every production a parse function names
// in its `// name -> …` comment is defined in the grammar document.
import Foundation
import Testing

@Suite struct GrammarSyncTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Production names from `// name -> …` comments in the parser sources.
  static func parserProductions() throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/AnimSyntax/Parser")
    var names = Set<String>()
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("// "), let arrow = trimmed.range(of: " -> ") else { continue }
        let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<arrow.lowerBound]
        let base = name.split(separator: "(").first.map(String.init) ?? String(name)
        if base.allSatisfy({ $0.isLetter }) { names.insert(base) }
      }
    }
    return names
  }

  @Test func everyParserProductionIsInTheGrammar() throws {
    let grammar = try String(
      contentsOf: Self.root.appendingPathComponent("Grammar/Anim.ebnf.md"), encoding: .utf8)
    let productions = try Self.parserProductions()
    #expect(productions.count >= 30)
    let missing = productions.filter { name in
      !grammar.split(separator: "\n").contains { line in
        line.hasPrefix(name + " ") || line.hasPrefix(name + "(")
      }
    }
    #expect(missing.isEmpty, "not defined in Grammar/Anim.ebnf.md: \(missing.sorted())")
  }
}
