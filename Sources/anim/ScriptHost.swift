// The seam between the command line and the language runtime.
//
// Every command that runs Anim code goes through `Host.current`. Until AnimRuntime is wired in,
// it is `UnavailableHost`, which says so and fails; wiring the runtime means writing one type
// that conforms to `ScriptHost` and assigning it to `Host.current`.
import AnimPlot
import AnimREPL

/// Anim source with the name diagnostics show for it.
struct ScriptSource: Equatable {
  /// The source text.
  var text: String
  /// A path, `"<stdin>"` for standard input, or `"-e"` for code given with `-e`.
  var name: String
}

/// Options for a run, decided by the command line.
struct HostOptions: Equatable {
  /// Stop after about this many seconds of work (`--timeout`), as a step budget.
  var timeout: Double?
  /// Whether diagnostics on standard error may use colour.
  var colorDiagnostics: Bool
}

/// Results of one test file: tests, not checks (a file without `test` blocks is one test).
struct TestTally: Equatable {
  /// Tests whose every check held.
  var passed = 0
  /// Tests with a failed check or an error.
  var failed = 0

  static func + (lhs: TestTally, rhs: TestTally) -> TestTally {
    TestTally(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed)
  }
}

/// What the command line needs from the language runtime.
///
/// Implementations print program output (`print`) to standard output and rendered diagnostics
/// (`file:line:col: error: …`, source line, caret) to standard error themselves.
protocol ScriptHost {
  /// Runs a whole script.
  /// - Returns: `true` if it ran to the end; `false` after an error (already reported).
  func run(_ script: ScriptSource, options: HostOptions) -> Bool

  /// Runs the `test` blocks and `expect` checks of one file (and its `// expect:` comments),
  /// printing one line per failing check to standard output.
  /// - Returns: The number of passed and failed tests in the file.
  func test(_ script: ScriptSource, options: HostOptions) -> TestTally

  /// Evaluates `expression` (an animation, curve, spring or series) and samples it for plotting.
  /// - Parameters:
  ///   - expression: The expression, as typed after `anim plot`.
  ///   - duration: How many seconds to sample, or `nil` for the animation's own length.
  ///   - options: Limits and colour.
  /// - Returns: The samples, or `nil` after an error (already reported).
  func plotLine(for expression: String, duration: Double?, options: HostOptions) -> PlotLine?

  /// A fresh REPL session, or `nil` if the runtime cannot provide one (already reported).
  func makeEngine(options: HostOptions) -> (any REPLEngine)?
}

/// The runtime the command line uses.
enum Host {
  /// Replace with the AnimRuntime-backed host once it exists.
  nonisolated(unsafe) static var current: any ScriptHost = RuntimeHost()
}

/// A host for builds without the interpreter: every request fails with a clear message.
struct UnavailableHost: ScriptHost {
  private func unavailable(_ what: String) {
    Output.error("\(what) needs the Anim interpreter, which is not available in this build yet")
  }

  func run(_ script: ScriptSource, options: HostOptions) -> Bool {
    unavailable("running '\(script.name)'")
    return false
  }

  func test(_ script: ScriptSource, options: HostOptions) -> TestTally {
    unavailable("testing '\(script.name)'")
    return TestTally(passed: 0, failed: 1)
  }

  func plotLine(for expression: String, duration: Double?, options: HostOptions) -> PlotLine? {
    unavailable("plotting")
    return nil
  }

  func makeEngine(options: HostOptions) -> (any REPLEngine)? {
    unavailable("the REPL")
    return nil
  }
}
