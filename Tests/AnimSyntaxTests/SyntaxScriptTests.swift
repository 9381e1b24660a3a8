// Runs every Tests/Scripts/syntax/*.anim case through the front end and compares its diagnostics
// with the `// expect error:` / `// expect warning:` comments inside it (format: Tests/Scripts/README.md).
import Foundation
import Testing

@testable import AnimSyntax

@Suite struct SyntaxScriptTests {
  /// Tests/Scripts, found from this file's path (no resource bundles).
  static let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  /// The folders with cases about the front end alone: all of syntax/, and limits/'s
  /// syntax-only cases (the front end's nesting and length limits; its other cases run).
  static let folders = ["syntax", "limits"]

  /// The case files as `folder/name.anim`, sorted.
  static let cases: [String] = folders.flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(
      atPath: scripts.appendingPathComponent(folder).path)) ?? [])
      .filter { $0.hasSuffix(".anim") }.sorted().map { "\(folder)/\($0)" }
      .filter { folder == "syntax" || isSyntaxOnly($0) }
  }

  private static func isSyntaxOnly(_ name: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: scripts.appendingPathComponent(name).path) else { return false }
    return ScriptExpectation.isSyntaxOnly(String(decoding: data, as: UTF8.self))
  }

  @Test func suiteIsNotEmpty() {
    #expect(Self.cases.count >= 10)
  }

  @Test(arguments: cases)
  func script(_ name: String) throws {
    let url = Self.scripts.appendingPathComponent(name)
    let data = try Data(contentsOf: url)
    let file = SourceFile(name: name, bytes: Array(data))
    #expect(ScriptExpectation.isSyntaxOnly(file.text), "\(name) lacks a '// syntax-only' line")
    let problems = SyntaxCheck.runSyntaxOnlyScript(file)
    #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
  }
}

@Suite struct ScriptExpectationTests {
  @Test func parsesEveryKind() {
    let source = """
      print(1) // expect: 1
      let x = ( // expect error: expected ')'
      // expect error: 7:3: expected expression, found '}'
      // expect warning: 1:1: file is empty
      f() // expect runtime error: boom
      // expected prose is not an expectation
      """
    let kinds = ScriptExpectation.parse(source)
    #expect(
      kinds == [
        ScriptExpectation(kind: .output, line: 1, column: nil, text: "1"),
        ScriptExpectation(kind: .error, line: 2, column: nil, text: "expected ')'"),
        ScriptExpectation(kind: .error, line: 7, column: 3, text: "expected expression, found '}'"),
        ScriptExpectation(kind: .warning, line: 1, column: 1, text: "file is empty"),
        ScriptExpectation(kind: .runtimeError, line: 5, column: nil, text: "boom"),
      ])
  }

  @Test func mismatchesReportMissingAndUnexpected() {
    let file = SourceFile(name: "t", text: "let x = )\nlet y = ]")
    let (_, diagnostics) = Parser.parse(file)
    let expectations = [
      ScriptExpectation(kind: .error, line: 1, column: 9, text: "expected expression, found ')'"),
      ScriptExpectation(kind: .error, line: 3, column: nil, text: "something else"),
    ]
    #expect(
      ScriptExpectation.mismatches(diagnostics: diagnostics, expectations: expectations) == [
        "missing error at 3:*: something else",
        "unexpected error at 2:9: expected expression, found ']'",
      ])
  }
}

@Suite struct SyntaxCheckTests {
  @Test(arguments: ["", "\n\n  \t\r\n"])
  func emptyFilesGetAWarning(text: String) {
    let (program, diagnostics) = SyntaxCheck.check(SourceFile(name: "e.anim", text: text))
    #expect(program.statements.isEmpty)
    #expect(diagnostics.map(\.message) == ["file is empty"])
    #expect(diagnostics.map(\.severity) == [.warning])
  }

  @Test func commentOnlyFilesAreNotEmpty() {
    #expect(SyntaxCheck.check(SourceFile(name: "c.anim", text: "// hi\n")).diagnostics.isEmpty)
  }
}
