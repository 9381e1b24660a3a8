// `anim check FILE…` end to end: diagnostics on stderr, exit statuses 0/1/2, colour only on a TTY.
import Foundation
import Testing

@Suite struct CheckCommandTests {
  /// A temporary directory holding `files` (name → bytes).
  func folder(_ files: [String: [UInt8]]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, bytes) in files {
      try Data(bytes).write(to: dir.appendingPathComponent(name))
    }
    return dir
  }

  @Test func cleanFileExits0Silently() throws {
    let dir = try folder(["ok.anim": Array("let x = 1\n".utf8)])
    let result = try AnimExecutable.run(["check", dir.appendingPathComponent("ok.anim").path])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func everyErrorIsReportedInCompilerFormAndExits1() throws {
    let dir = try folder(["bad.anim": Array("let a = (1 + 2\nlet b = )\nfucn f() { }\n".utf8)])
    let path = dir.appendingPathComponent("bad.anim").path
    let result = try AnimExecutable.run(["check", path], removing: ["NO_COLOR"])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        \(path):1:15: error: expected ')' to close '(' opened at 1:9, found end of line
        let a = (1 + 2
                      ^
        \(path):1:9: note: to match this opening '('
        let a = (1 + 2
                ^
        \(path):2:9: error: expected expression, found ')'
        let b = )
                ^
        \(path):3:1: error: unknown keyword 'fucn'; did you mean 'func'?
        fucn f() { }
        ^~~~

        """)
  }

  /// A file that parses is also resolved: every name error is reported, nothing runs.
  @Test func nameErrorsAreReportedWithoutRunning() throws {
    let source = "print(\"ran\")\nprint(zz)\nlet k = 1\nk = 2\nreturn 3\nlet k = 4\n"
    let dir = try folder(["names.anim": Array(source.utf8)])
    let path = dir.appendingPathComponent("names.anim").path
    let result = try AnimExecutable.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(
      errors == [
        "\(path):2:7: error: cannot find 'zz' in scope",
        "\(path):4:1: error: cannot assign to value: 'k' is a 'let' constant",
        "\(path):5:1: error: return invalid outside of a func",
        "\(path):6:5: error: invalid redeclaration of 'k'",
      ])
  }

  @Test func emptyFileIsAWarningAndExits0() throws {
    let dir = try folder(["empty.anim": []])
    let path = dir.appendingPathComponent("empty.anim").path
    let result = try AnimExecutable.run(["check", path])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("\(path):1:1: warning: file is empty\n"))
  }

  @Test func invalidUTF8IsAnErrorAtTheBytes() throws {
    let dir = try folder(["utf.anim": Array("let x = ".utf8) + [0xFF, 0xFE] + [0x0A]])
    let path = dir.appendingPathComponent("utf.anim").path
    let result = try AnimExecutable.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(path):1:9: error: invalid UTF-8 in source file (2 bytes)\n"))
  }

  @Test func unreadablePathsAreUsageErrorsButOtherFilesAreStillChecked() throws {
    let dir = try folder(["bad.anim": Array("let = 1\n".utf8)])
    let missing = dir.appendingPathComponent("missing.anim").path
    let bad = dir.appendingPathComponent("bad.anim").path
    let result = try AnimExecutable.run(["check", missing, dir.path, bad])
    #expect(result.status == 2)
    #expect(result.stderr.contains("anim: error: no such file: '\(missing)'"))
    #expect(result.stderr.contains("anim: error: '\(dir.path)' is a directory"))
    #expect(result.stderr.contains("\(bad):1:5: error: expected a name after 'let', found '='"))
  }

  @Test func noFilesIsAUsageError() throws {
    let result = try AnimExecutable.run(["check"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Missing expected argument"))
  }

  @Test func diagnosticsAreColouredOnlyOnATerminal() throws {
    let dir = try folder(["bad.anim": Array("let = 1\n".utf8)])
    let path = dir.appendingPathComponent("bad.anim").path
    let tty = try AnimExecutable.runWithTerminalStderr(["check", path])
    #expect(tty.status == 1)
    #expect(tty.stderr.contains("\u{1B}[1;31merror:"))
    let noColor = try AnimExecutable.runWithTerminalStderr(
      ["check", path], environment: ["NO_COLOR": "1"])
    #expect(!noColor.stderr.contains("\u{1B}["))
    let piped = try AnimExecutable.run(["check", path], removing: ["NO_COLOR"])
    #expect(!piped.stderr.contains("\u{1B}["))
  }

  @Test func dumpASTPrintsTheTree() throws {
    let dir = try folder(["ok.anim": Array("let x = 1 + 2 * 3\n".utf8)])
    let result = try AnimExecutable.run(
      ["check", "--dump-ast", dir.appendingPathComponent("ok.anim").path])
    #expect(result.stdout == "(let x (+ 1 (* 2 3)))\n")
  }
}
