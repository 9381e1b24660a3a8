// The real `anim` binary never lets user text take over the terminal (issue 20): escape and OSC
// sequences in a script, a binary file, a string value in a message, a file name, the REPL's
// echo. Each output is checked byte by byte: no control character but newline (and tab, where
// the source had one) reaches standard output or error.
import AnimREPL
import Foundation
import Testing

@testable import anim

@Suite struct TerminalSafetyCLITests {
  /// A temporary directory holding `files` (name → bytes).
  func folder(_ files: [String: [UInt8]]) throws -> URL { try CheckCommandTests().folder(files) }

  /// Runs `lines` through a REPL on the real runtime; returns what it wrote.
  func repl(_ lines: [String]) throws -> CapturingConsole {
    let engine = try #require(
      RuntimeHost().makeEngine(options: HostOptions(timeout: nil, colorDiagnostics: false)))
    let console = CapturingConsole()
    REPL(engine: engine, reader: ScriptedLineReader(lines: lines), console: console, interactive: false)
      .run()
    return console
  }

  /// The control characters in `text` other than newline and tab.
  func controls(_ text: String) -> [UInt32] {
    text.unicodeScalars.filter { $0.needsTerminalEscape && $0 != "\n" && $0 != "\t" }.map(\.value)
  }

  /// A script that clears the screen and retitles the terminal if quoted raw.
  let hostile = Array("let title = \"\u{1b}]0;pwned\u{7}\u{1b}[2J\"\nlet y = title + nope\n".utf8)

  @Test func checkEscapesTheQuotedLine() throws {
    let dir = try folder(["evil.anim": hostile])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try AnimExecutable.run(["check", dir.appendingPathComponent("evil.anim").path])
    #expect(result.status == 1)
    #expect(controls(result.stderr).isEmpty)
    #expect(result.stderr.contains("cannot find 'nope' in scope"))
  }

  @Test func runEscapesStringValuesInMessages() throws {
    let source = "let s = \"\u{1b}[2J\"\nexpect(s == \"a\")\nlet t = s + 1\n"
    let dir = try folder(["values.anim": Array(source.utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try AnimExecutable.run([dir.appendingPathComponent("values.anim").path])
    #expect(result.status == 1)
    #expect(controls(result.stderr).isEmpty)
    // Quoted as Swift's debugDescription writes it (issue 31).
    #expect(result.stderr.contains("expect failed: s == \"a\" (s = \"\\u{1B}[2J\")"))
  }

  @Test func aBinaryFileIsEscapedAndCappedAt100Diagnostics() throws {
    // Every byte value, many times over: control bytes, stray characters, invalid UTF-8.
    let bytes = (0..<40).flatMap { _ in (0...255).map(UInt8.init) }
    let dir = try folder(["binary.anim": bytes])
    defer { try? FileManager.default.removeItem(at: dir) }
    for command in [["check"], ["run"]] {
      let result = try AnimExecutable.run(command + [dir.appendingPathComponent("binary.anim").path])
      #expect(result.status == 1)
      #expect(controls(result.stderr).isEmpty)
      let headers = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(headers.count <= 100)
      #expect(result.stderr.contains("more diagnostics not shown"))
    }
  }

  @Test func anUnreadableFileNameIsEscaped() throws {
    let result = try AnimExecutable.run(["run", "missing\u{1b}]0;x\u{7}.anim"])
    #expect(result.status == 2)
    #expect(controls(result.stderr).isEmpty)
    #expect(result.stderr.contains("missing\\u{1b}]0;x\\u{7}.anim"))
  }

  @Test func usageErrorsAndTheSyntaxTreeAreEscaped() throws {
    let usage = try AnimExecutable.run(["--x\u{1b}[2J"])
    #expect(usage.status == 2)
    #expect(controls(usage.stderr).isEmpty)
    #expect(usage.stderr.contains("'--x\\u{1b}[2J'"))
    let dir = try folder(["tree.anim": Array("let s = \"\u{1b}[2J\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: dir) }
    let dump = try AnimExecutable.run(["check", "--dump-ast", dir.appendingPathComponent("tree.anim").path])
    #expect(dump.status == 0)
    #expect(controls(dump.stdout).isEmpty)
    #expect(dump.stdout.contains("\\u{1b}[2J"))
  }

  @Test func theREPLEscapesEchoedValuesAndErrors() throws {
    let console = try repl(["\"\\u{1b}]0;pwned\\u{7}\"", "\"\\u{1b}[2J\" + 1", ":load \u{1b}[2J"])
    #expect(console.output == "\\u{1b}]0;pwned\\u{7}\n")
    #expect(controls(console.errors).isEmpty)
    #expect(console.errors.contains("cannot read '\\u{1b}[2J'"))
  }

  @Test func theREPLPlotsSeveralExpressionsInOneChart() throws {
    let console = try repl([":plot .bouncy, .spring(duration: 1, bounce: 0)"])
    #expect(console.errors.isEmpty)
    #expect(console.output.contains(".bouncy, .spring(duration: 1, bounce: 0)"))
    // The legend names both series.
    #expect(console.output.components(separatedBy: ".spring(duration: 1, bounce: 0)").count >= 3)
  }
}
