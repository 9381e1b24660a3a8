import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A scene whose every frame is heavy: a 1,000-component vector animating forever (the
/// `--timeout` cases of `BadInputTests`).
private let heavyScene = """
  @State var x = 0.0
  @State var v = [\(Array(repeating: "0", count: 1000).joined(separator: ", "))]
  withAnimation(.linear(duration: 1).repeatForever()) { x = 1; v = [\(Array(repeating: "1", count: 1000).joined(separator: ", "))] }

  """

/// Hostile input to the real `anim` binary (Issue 8): every case ends within a time limit with a
/// rendered diagnostic (`file:line:col: error: …`, the source line, a caret) and exit status 1 —
/// never a signal, a Swift trap, a hang or unbounded memory. Big inputs are made here at run
/// time, in a temporary directory.
@Suite(.serialized) struct BadInputTests {
  /// What a run produced, or `nil` when it had to be killed after `seconds`.
  struct Run {
    var status: Int32
    var signalled: Bool
    var stdout: String
    var stderr: String
  }

  static let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-bad-input-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// Writes `bytes` to a file named `name` and runs `anim run FILE` (plus `extra` arguments)
  /// with a watchdog: a run still going after `seconds` is killed and the test fails.
  func run(_ name: String, _ bytes: [UInt8], extra: [String] = [], seconds: Double = 60) throws
    -> Run?
  {
    let url = Self.directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return try runAnim(["run"] + extra + [url.path], seconds: seconds, in: Self.directory)
  }

  func runAnim(_ arguments: [String], seconds: Double, in directory: URL) throws -> Run? {
    guard let executable = AnimExecutable.url else { throw AnimExecutable.NotBuilt() }
    // Files, not pipes: a megabyte of diagnostics must not block the child on a full pipe.
    let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let outcome = try ChildProcess.run(
      executable.path, arguments, directory: directory.path,
      stdout: .file(outURL.path), stderr: .file(errURL.path), seconds: seconds)
    if outcome.timedOut { return nil }
    return Run(
      status: outcome.status, signalled: outcome.signalled,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
  }

  /// The common verdict: exit 1, no signal or trap, a `NAME:LINE:COL: error: MESSAGE` line
  /// containing `message` (or one of its `|`-separated alternatives), and a caret line.
  func expectDiagnostic(
    _ run: Run?, file name: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let run else {
      Issue.record("\(name): still running after the time limit (a hang)", sourceLocation: sourceLocation)
      return
    }
    #expect(!run.signalled, "\(name): killed by a signal", sourceLocation: sourceLocation)
    #expect(run.status == 1, "\(name): exit status \(run.status)", sourceLocation: sourceLocation)
    #expect(!run.stderr.contains("Fatal error"), "\(name): Swift trap", sourceLocation: sourceLocation)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    let header = lines.firstIndex {
      $0.contains(": error: ") && $0.hasPrefix(Self.directory.appendingPathComponent(name).path + ":")
    }
    #expect(header != nil, "\(name): no 'file:line:col: error:' line in \(run.stderr.prefix(300))", sourceLocation: sourceLocation)
    if let header {
      // `message` lists acceptable alternatives separated by `|`; empty accepts any error.
      let alternatives = message.split(separator: "|").map(String.init)
      #expect(
        alternatives.isEmpty || alternatives.contains { lines[header].contains($0) },
        "\(name): \(lines[header].prefix(300))", sourceLocation: sourceLocation)
      let caret = lines.dropFirst(header + 2).first
      #expect(caret?.trimmingCharacters(in: .whitespaces).hasPrefix("^") == true, "\(name): no caret", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Bytes

  @Test func invalidUTF8() throws {
    let bytes = Array("let a = 1\nprint(a)\u{20}".utf8) + [0xFF, 0xFE, 0xC3] + Array("\n".utf8)
    expectDiagnostic(try run("invalid_utf8.anim", bytes), file: "invalid_utf8.anim", "unexpected character")
  }

  @Test func nulBytes() throws {
    let bytes = Array("print(1)".utf8) + [0] + Array("print(2)\n".utf8)
    expectDiagnostic(try run("nul.anim", bytes), file: "nul.anim", "unexpected NUL character in source")
  }

  /// An empty script is valid (as `python3 empty.py` is): nothing runs, status 0, no trap.
  /// A megabyte of NULs or stray bytes on one line: the first 100 diagnostics, each with a
  /// windowed source line, then a count — not a million copies of a megabyte line (before the
  /// fix, a megabyte of NULs printed about a terabyte).
  @Test(arguments: [UInt8(0), 0xFF, UInt8(ascii: "`")])
  func megabyteOfBadBytesPrintsLittle(byte: UInt8) throws {
    let name = "mb_bad_byte_\(byte).anim"
    let result = try run(name, [UInt8](repeating: byte, count: Self.megabyte))
    expectDiagnostic(result, file: name, "")
    #expect((result?.stderr.utf8.count ?? 0) < 200_000, "\(result?.stderr.utf8.count ?? 0) bytes of diagnostics")
    // Invalid UTF-8 is one diagnostic per run (its quoted text cut); NULs and stray ASCII one each.
    if byte != 0xFF { #expect(result?.stderr.contains("more diagnostics not shown") == true) }
  }

  @Test func emptyFileRunsNothing() throws {
    for (name, text) in [("empty.anim", ""), ("blank.anim", " \n\n\t\n")] {
      let result = try run(name, Array(text.utf8))
      #expect(result?.status == 0 && result?.signalled == false, "\(name)")
      #expect(result?.stdout == "" && result?.stderr == "", "\(name)")
    }
  }

  /// Files that never end or are not files: a usage error (status 2) with a message, not a
  /// process that reads /dev/zero until memory runs out.
  @Test func endlessAndOddFiles() throws {
    for arguments in [["run", "/dev/zero"], ["check", "/dev/zero"], ["test", "/dev/zero"], ["run", "/tmp"]] {
      let result = try runAnim(arguments, seconds: 60, in: Self.directory)
      #expect(result != nil, "\(arguments): still running")
      #expect(result?.signalled == false && result?.status != 0, "\(arguments)")
      #expect(result?.stderr.contains("too large for a script") == true || result?.stderr.contains("is a directory") == true
        || result?.stdout.contains("cannot read") == true
        || result?.stdout.contains("too large for a script") == true, "\(arguments): \(result?.stderr ?? "")")
    }
  }

  // MARK: - Megabyte lines

  static let megabyte = 1 << 20

  @Test(arguments: [
    ("unterminated string", "let s = \"", "", "unterminated string literal"),
    ("unknown name", "print(", ")", "cannot find 'aaaa"),
    ("unknown projection", "print($", ")", "cannot find 'aaaa"),
    ("long comment, then an unknown name", "// ", "\nprint(nope)", "cannot find 'nope' in scope"),
    ("long number, then an unknown name", "let n = 9", "\nprint(nope)", "cannot find 'nope' in scope"),
  ])
  func megabyteLine(what: String, prefix: String, suffix: String, message: String) throws {
    let filler = prefix.hasSuffix("9") ? "9" : "a"
    let text = prefix + String(repeating: filler, count: Self.megabyte) + suffix + "\n"
    let name = "mb_" + what.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ",", with: "") + ".anim"
    expectDiagnostic(try run(name, Array(text.utf8)), file: name, message)
  }

  @Test func megabyteOfChainedOperators() throws {
    let text = "let n = 1" + String(repeating: " + 1", count: Self.megabyte / 4) + "\n"
    expectDiagnostic(try run("mb_chain.anim", Array(text.utf8)), file: "mb_chain.anim", "expression is too long")
  }

  /// A valid megabyte string literal runs.
  @Test func megabyteStringRuns() throws {
    let text = "let s = \"" + String(repeating: "é", count: Self.megabyte / 2) + "\"\nprint(s.count)\n"
    let result = try run("mb_string.anim", Array(text.utf8))
    #expect(result?.status == 0)
    #expect(result?.stdout == "\(Self.megabyte / 2)\n")
  }

  // MARK: - 10,000-deep nesting

  @Test(arguments: [
    ("parentheses", "let x = ", "(", "1", ")"),
    ("brackets", "let x = ", "[", "1", "]"),
    ("closures", "let f = ", "{ ", "1", " }"),
    ("interpolation", "let s = ", "\"\\(", "1", ")\""),
    ("if blocks", "", "if true { ", "print(1)", " }"),
    ("while blocks", "", "while false { ", "print(1)", " }"),
    ("functions", "", "func f() { ", "", " }"),
    ("calls", "let x = ", "f(", "1", ")"),
    ("unary minus", "let x = ", "-", "1", ""),
    ("mixed", "let x = ", "f({ [(", "1", ")] })"),
  ])
  func tenThousandDeep(what: String, prefix: String, open: String, middle: String, close: String)
    throws
  {
    let name = "deep_" + what.replacingOccurrences(of: " ", with: "_") + ".anim"
    let balanced =
      prefix + String(repeating: open, count: 10_000) + middle
      + String(repeating: close, count: 10_000) + "\n"
    // A call chain `f(f(…))` counts as a chain of postfix operations; an unclosed string stops
    // the line before the nesting limit is reached.
    let limits = "nested too deeply|expression is too long|unterminated string literal"
    expectDiagnostic(try run(name, Array(balanced.utf8)), file: name, limits)
    let unclosed = prefix + String(repeating: open, count: 10_000) + middle + "\n"
    expectDiagnostic(try run("open_" + name, Array(unclosed.utf8)), file: "open_" + name, limits)
  }

  // MARK: - Unterminated

  @Test func unterminatedStringAndComments() throws {
    expectDiagnostic(
      try run("unterminated_string.anim", Array("let s = \"abc\nprint(s)\n".utf8)),
      file: "unterminated_string.anim", "unterminated string literal")
    expectDiagnostic(
      try run("unterminated_comment.anim", Array("print(1)\n/* never closed\nprint(2)\n".utf8)),
      file: "unterminated_comment.anim", "unterminated block comment")
    expectDiagnostic(
      try run("unterminated_nested_comment.anim", Array("/* outer /* inner */\nprint(2)\n".utf8)),
      file: "unterminated_nested_comment.anim", "unterminated block comment")
    expectDiagnostic(
      try run("unterminated_interpolation.anim", Array("let s = \"a \\(1 + \nprint(s)\n".utf8)),
      file: "unterminated_interpolation.anim", "")
  }

  // MARK: - Endless work under --timeout

  @Test(arguments: [
    ("endless loop", "var i = 0\nwhile true { i += 1 }\n"),
    ("endless recursion through a loop", "func f() { while true { } }\nf()\n"),
    ("endless for", "for i in stride(from: 0, to: 1e300, by: 1) { }\n"),
    // A single long wait or sample: its frames run in AnimationCore, which asks the
    // interpreter's limits every 64 frames. A 1,000-component vector animating forever makes
    // each of the 960,000 frames heavy, so the call outlasts the 1 s limit however fast the
    // build (a lone linear animation once finished inside it on an idle machine).
    ("long wait", heavyScene + "wait(16000)\n"),
    ("long sample", heavyScene + "let s = sample($x, for: 16000)\n"),
  ])
  func timeoutEndsEndlessWork(what: String, code: String) throws {
    let name = "timeout_" + what.replacingOccurrences(of: " ", with: "_") + ".anim"
    let start = Date()
    let result = try run(name, Array(code.utf8), extra: ["--timeout", "1"], seconds: 30)
    expectDiagnostic(result, file: name, "timed out: the script ran past its time limit")
    #expect(Date().timeIntervalSince(start) < 20, "\(what): took \(Date().timeIntervalSince(start)) s")
  }

  @Test func runawayRecursionIsAnError() throws {
    let recursion = try run("recursion.anim", Array("func f(n) { return f(n + 1) + 1 }\nprint(f(0))\n".utf8))
    expectDiagnostic(recursion, file: "recursion.anim", "stack overflow in 'f' after 10000 calls")
    // The call trace folds the recursion into one note instead of repeating the same call site.
    let notes = recursion?.stderr.split(separator: "\n").filter { $0.contains(": note: ") } ?? []
    let file = Self.directory.appendingPathComponent("recursion.anim").path
    #expect(
      notes == [
        "\(file):1:20: note: in 'f', called here 10000 times in a row",
        "\(file):2:7: note: in 'f', called here",
      ])
    expectDiagnostic(
      try run("closure_recursion.anim", Array("var g = { 0 }\ng = { g() + 1 }\nprint(g())\n".utf8)),
      file: "closure_recursion.anim", "stack overflow in 'closure' after 10000 calls")
  }

  @Test func hugeWaitAndSampleArguments() throws {
    for (i, call) in ["wait(1e308)", "wait(-1)", "wait(0/0)", "wait(1/0)", "let s = sample($x, for: 1e308)", "let s = sample($x, for: -1/0)"].enumerated() {
      let name = "huge_\(i).anim"
      let code = "@State var x = 0.0\n" + call + "\n"
      expectDiagnostic(try run(name, Array(code.utf8), seconds: 30), file: name, "")
    }
  }
}
