// `anim test PATH…`: run scripted acceptance tests, each file in its own worker process, and
// print a line per file as it finishes, then `N passed, N failed`.
import AnimPlot
import AnimSyntax
import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs every `.anim` file under the given paths as tests.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run every .anim file under PATH… as scripted acceptance tests.",
    discussion: """
      Each file runs in its own process, several at once (--jobs). As each file finishes, a \
      line gives its result and time (PASS, FAIL, TIMEOUT, CRASH or ERROR), followed by a line \
      per failing check (at most 100 per file); the last line is 'N passed, N failed' (tests, \
      not checks; a file without test blocks counts as one test). Exit status 1 if any test \
      failed.

      --timeout SECONDS is here each file's limit in real time (default 60): a file still \
      running then is stopped and counts as a failed test.
      """)

  @Argument(
    help: ArgumentHelp("Files or directories (searched recursively for .anim files).", valueName: "PATH"),
    completion: .file(extensions: ["anim"]))
  var paths: [String] = []

  /// `--timeout SECONDS`: here each file's time limit (default 60 s). It is the same option as
  /// the root command's (ArgumentParser hands a parent's options to the subcommand that
  /// declares the same group), so it is read from the shared ``RunOptions``.
  @OptionGroup var runOptions: RunOptions

  /// Each file's time limit in seconds.
  var timeout: Double { runOptions.timeout ?? Self.defaultTimeout }

  @Option(
    name: [.customShort("j"), .long],
    help: ArgumentHelp("Run N files at once (default: the number of cores).", valueName: "N"))
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Run only the files whose path matches PATTERN (a regular expression, e.g. 'springs|curves').",
      valueName: "PATTERN"))
  var filter: String?

  @Option(
    help: ArgumentHelp("Also write the results as JUnit XML to FILE, for CI systems.", valueName: "FILE"),
    completion: .file(extensions: ["xml"]))
  var junit: String?

  /// Runs one file in this process and prints its report as JSON: what each worker process does.
  @Option(help: .hidden)
  var worker: String?

  /// Seconds a file may run by default: the slowest file in this repository's suites takes
  /// under 2 s in a debug build, so a file at 60 s is stuck, not slow.
  static let defaultTimeout = 60.0

  func validate() throws {
    if worker != nil { return }
    if paths.isEmpty { throw ValidationError("Give at least one file or directory to test.") }
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or directory: '\(path.escapingControlCharacters())'.")
    }
    if let junit, let problem = OutputPath.problem(writing: junit, option: "--junit") {
      throw ValidationError(problem)
    }
    if let jobs, !(1...256).contains(jobs) {
      throw ValidationError("--jobs must be between 1 and 256.")
    }
    if let filter, (try? Regex(filter)) == nil {
      throw ValidationError(
        "--filter '\(filter.escapingControlCharacters())' is not a valid regular expression.")
    }
  }

  func run() throws {
    if let worker {
      return try TestCommand.runWorker(worker, timeout: timeout, memoryLimit: runOptions.memoryLimit)
    }
    var files = TestCommand.scriptFiles(under: paths)
    if let filter, let pattern = try? Regex(filter) {
      files = files.filter { $0.contains(pattern) }
    }
    let executable = TestCommand.selfExecutable()
    let colored = Terminal.allowsColor(1)
    let outcomes = TestScheduler(
      executable: executable, timeout: timeout, memoryLimit: runOptions.memoryLimit,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount
    ).run(files) { outcome in
      var lines = outcome.summary.map { $0.escapingControlCharacters() }
      // On a terminal (without NO_COLOR) the result word is green or red, to be found at once.
      if colored, let status = lines.first, let space = status.firstIndex(of: " ") {
        let paint = outcome.result == .finished && outcome.failed == 0 ? "\u{1B}[32m" : "\u{1B}[1;31m"
        lines[0] = paint + status[..<space] + "\u{1B}[0m" + status[space...]
      }
      Output.write(lines.map { $0 + "\n" }.joined())
    }
    let passed = outcomes.reduce(0) { $0 + $1.passed }
    let failed = outcomes.reduce(0) { $0 + $1.failed }
    if let junit {
      if let reason = TextFile.write(JUnitReport.xml(outcomes), to: junit) {
        Output.error("cannot write '\(junit.escapingControlCharacters())': \(reason)")
        throw ExitCode(ExitStatus.usage)
      }
    }
    Output.write("\(passed) passed, \(failed) failed\n")
    if failed > 0 { throw ExitCode(ExitStatus.failure) }
  }

  /// This program's path, for starting workers: `/proc/self/exe` on Linux.
  static func selfExecutable() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "anim"
  }

  /// The worker's side: tests one file and prints its ``TestFileReport`` as one line of JSON.
  ///
  /// The scheduler kills a worker at its deadline; the worker also sets an alarm two seconds
  /// later (SIGALRM ends the process), so that one whose parent was killed cannot run forever.
  static func runWorker(_ path: String, timeout: Double, memoryLimit: Int? = nil) throws {
    // A parent may have ignored or blocked SIGALRM, and both are inherited: undo that first.
    signal(SIGALRM, SIG_DFL)
    var alarmOnly = sigset_t()
    sigemptyset(&alarmOnly)
    sigaddset(&alarmOnly, SIGALRM)
    sigprocmask(SIG_UNBLOCK, &alarmOnly, nil)
    alarm(UInt32(min(timeout.rounded(.up) + 2, 1_000_000)))
    // Cancelled when the file is done: a worker run in-process (a test of this function) must
    // not leave an alarm that ends its host a minute later (it did, on a loaded machine).
    defer { alarm(0) }
    let script = try ScriptSource.load(path)
    let report =
      ScriptExpectation.isSyntaxOnly(script.text)
      ? testSyntaxOnly(script)
      : Host.current.test(
        script, options: HostOptions(timeout: nil, colorDiagnostics: false, memoryLimit: memoryLimit))
    let json = try JSONEncoder().encode(report)
    Output.write(String(decoding: json, as: UTF8.self) + "\n")
  }

  /// Runs a `// syntax-only` file (front-end cases): parses it and compares its diagnostics with
  /// its `// expect error:` comments, without the interpreter.
  /// - Returns: One passed test, or one failed test with a line per mismatch.
  static func testSyntaxOnly(_ script: ScriptSource) -> TestFileReport {
    let file = SourceFile(name: script.name, text: script.text)
    // On the large stack, as every run (ScriptTestRunner.runFile says why).
    let mismatches = Host.current.onLargeStack { SyntaxCheck.runSyntaxOnlyScript(file) }
    return mismatches.isEmpty
      ? TestFileReport(passed: 1)
      : TestFileReport(
        failed: 1, lines: DiagnosticRenderer.capped(mismatches.map { "\(script.name): \($0)" }))
  }

  /// The `.anim` files under `paths`: files as given, directories searched recursively; each
  /// directory's files sorted by path so that runs are reproducible.
  static func scriptFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      files += found.filter { $0.hasSuffix(".anim") }.sorted().map { base + "/" + $0 }
    }
    return files
  }
}
