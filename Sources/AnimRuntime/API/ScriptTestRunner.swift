// `anim test PATH…`: runs every `.anim` file under the paths. A file passes its `test` blocks
// when their `expect`s hold; a file with `// expect…` annotations (Tests/Scripts) also passes only
// when its output and diagnostics match them exactly.
import AnimSyntax
import Foundation

/// Runs script files as tests.
public struct ScriptTestRunner {
  /// What one file did.
  public struct FileResult: Sendable {
    /// The file's path.
    public var path: String
    /// Tests that passed (a file without `test` blocks counts as one test).
    public var passed: Int
    /// Tests that failed (an error counts as a failed test).
    public var failed: Int
    /// One line per failing check, mismatch or error: at most ``maximumLines``, then a line
    /// counting the rest.
    public var lines: [String]
    /// The file's `test` blocks in the order they ran, with whether every check held (empty
    /// for a file without `test` blocks).
    public var tests: [(name: String, passed: Bool)] = []
  }

  /// The most lines one file reports: a binary file gives an error for every stray byte, and
  /// should not print a thousand of them (the same cap as the diagnostic renderer's).
  public static let maximumLines = DiagnosticRenderer.maximumShown


  /// Seconds each file may run (`--timeout`); `nil` for no limit.
  public var timeout: Double?

  /// The memory limit of each file's session in bytes (`--memory-limit`); `nil` for none.
  public var memoryLimit: Int?

  /// Creates a runner.
  public init(timeout: Double? = nil, memoryLimit: Int? = nil) {
    self.timeout = timeout
    self.memoryLimit = memoryLimit
  }

  /// Every `.anim` file under `paths` (files are taken as given), sorted.
  public static func files(under paths: [String]) -> [String] {
    var result: [String] = []
    let fm = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.append(path)  // reported as unreadable by `runFile`
        continue
      }
      if !isDirectory.boolValue {
        result.append(path)
        continue
      }
      let enumerator = fm.enumerator(atPath: path)
      var found: [String] = []
      while let item = enumerator?.nextObject() as? String {
        if item.hasSuffix(".anim") { found.append((path as NSString).appendingPathComponent(item)) }
      }
      result += found.sorted()
    }
    return result
  }

  /// Runs every file under `paths`, writing one line per failure and then `N passed, N failed`.
  /// - Returns: The totals.
  public func run(paths: [String], output: (String) -> Void) -> (passed: Int, failed: Int) {
    var passed = 0
    var failed = 0
    for path in ScriptTestRunner.files(under: paths) {
      let r = runFile(path: path)
      for line in r.lines { output(line) }
      passed += r.passed
      failed += r.failed
    }
    output("\(passed) passed, \(failed) failed")
    return (passed, failed)
  }

  /// Runs one file from disk.
  public func runFile(path: String) -> FileResult {
    guard case .success(let data) = SourceReader.bytes(atPath: path) else {
      return FileResult(path: path, passed: 0, failed: 1, lines: ["\(path): error: cannot read file"])
    }
    return runFile(SourceFile(name: path, bytes: data))
  }

  /// Runs one script as a test.
  public func runFile(_ file: SourceFile) -> FileResult {
    let path = file.name
    let text = file.text
    if ScriptExpectation.isSyntaxOnly(text) {
      // On the large stack, as every run: 256 nested levels of the parser's recursion are more
      // than a main thread's 8 MB holds in a debug build (10,000 parentheses crashed `anim test`).
      let problems = LargeStack.run { SyntaxCheck.runSyntaxOnlyScript(file) }
      return FileResult(
        path: path, passed: problems.isEmpty ? 1 : 0, failed: problems.isEmpty ? 0 : 1,
        lines: DiagnosticRenderer.capped(problems.map { "\(path): \($0)" }))
    }
    let expectations = ScriptExpectation.parse(text)
    var printed: [String] = []
    let session = Session(output: { printed.append($0) })
    session.timeout = timeout
    session.memoryLimit = memoryLimit
    session.infersParameterTypes = true
    let outcome = session.run(file)
    let recorder = session.testRecorder
    var lines = recorder.failures
    var fileProblems = false

    if expectations.isEmpty {
      for d in outcome.diagnostics where d.severity == .error {
        lines.append("\(d.description)")
        fileProblems = true
      }
    } else {
      let compile = outcome.diagnostics.filter { $0.id.rawValue != "runtime-error" }
      for p in ScriptExpectation.mismatches(diagnostics: compile, expectations: expectations) {
        lines.append("\(path): \(p)")
        fileProblems = true
      }
      let expectedOutput = expectations.filter { $0.kind == .output }
      for (i, e) in expectedOutput.enumerated() {
        let got = i < printed.count ? printed[i] : nil  // trap-ok: checked
        if got != e.text {
          lines.append(
            "\(path):\(e.line): expected output '\(e.text)', got \(got.map { "'\($0)'" } ?? "nothing")")
          fileProblems = true
          break
        }
      }
      if printed.count > expectedOutput.count, !fileProblems {
        lines.append(
          "\(path): unexpected output '\(printed[expectedOutput.count])'")  // trap-ok: count checked
        fileProblems = true
      }
      let expectedRuntime = expectations.first { $0.kind == .runtimeError }
      switch (expectedRuntime, outcome.runtimeError) {
      case (nil, nil): break
      case (let e?, nil):
        lines.append("\(path):\(e.line): missing runtime error: \(e.text)")
        fileProblems = true
      case (nil, let d?):
        lines.append("\(d.description)")
        fileProblems = true
      case (let e?, let d?):
        if d.message != e.text || d.location.line != e.line {
          lines.append(
            "\(path):\(e.line): expected runtime error '\(e.text)', got \(d.location.line): '\(d.message)'")
          fileProblems = true
        }
      }
    }
    if recorder.topLevelFailures > 0 { fileProblems = true }
    var passed = recorder.results.filter(\.passed).count
    var failed = recorder.results.count - passed
    if recorder.results.isEmpty {
      if fileProblems { failed += 1 } else { passed += 1 }
    } else if fileProblems {
      failed += 1
    }
    return FileResult(
      path: path, passed: passed, failed: failed, lines: DiagnosticRenderer.capped(lines), tests: recorder.results)
  }
}
