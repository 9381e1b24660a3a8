// The seam between the command line and the language runtime.
//
// Every command that runs Anim code goes through `Host.current`: `RuntimeHost` (AnimRuntime) in
// the binary, a stand-in in the CLI's own tests, so that argument handling, exit codes and output
// routing are tested without the interpreter.
import AnimPlot
import AnimREPL
import AnimSyntax

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
  /// The memory limit in bytes (`--memory-limit`); nil for none.
  var memoryLimit: Int? = nil
}

/// Results of one test file: tests, not checks (a file without `test` blocks is one test).
///
/// Codable: `anim test` runs each file in a worker process (`anim test --worker FILE`), which
/// writes this as JSON on its standard output.
struct TestFileReport: Codable, Equatable {
  /// One `test` block and whether every check in it held.
  struct Case: Codable, Equatable {
    var name: String
    var passed: Bool
  }

  /// Tests whose every check held.
  var passed = 0
  /// Tests with a failed check or an error.
  var failed = 0
  /// One line per failing check, mismatch or error (at most 100 and a count of the rest).
  var lines: [String] = []
  /// The file's `test` blocks in order; empty for a file without them.
  var cases: [Case] = []
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
  /// printing nothing: what failed is in the report's lines.
  /// - Returns: The passed and failed tests in the file, and a line per failing check.
  func test(_ script: ScriptSource, options: HostOptions) -> TestFileReport

  /// Evaluates `expression` (an animation, curve, spring or series) and samples it for plotting.
  /// - Parameters:
  ///   - expression: The expression, as typed after `anim plot`.
  ///   - scope: A script run first (its output discarded), in whose scope `expression` is
  ///     evaluated (`anim plot --file SCRIPT`); `nil` for none.
  ///   - duration: How many seconds to sample, or `nil` for the animation's own length.
  ///   - options: Limits and colour.
  /// - Returns: The samples, or `nil` after an error (already reported).
  func plotLine(
    for expression: String, scope: ScriptSource?, duration: Double?, options: HostOptions
  ) -> PlotLine?

  /// Runs a script as a scene and records it (`anim preview`, `anim play`); a runtime error is
  /// reported and carried by the recording, which ends there.
  /// - Returns: The recording, or `nil` after a syntax or name error (reported), when nothing ran.
  func record(_ script: ScriptSource, options: HostOptions) -> Recording?

  /// `anim export`: the text to print for `request`, or nil after reporting why there is none.
  func export(_ request: ExportRequest, options: HostOptions) -> String?

  /// A fresh REPL session, or `nil` if the runtime cannot provide one (already reported).

  func makeEngine(options: HostOptions) -> (any REPLEngine)?

  /// The name-resolution diagnostics of a program that parsed without errors (`anim check`):
  /// undefined names, duplicate declarations, `return` outside a function, assignment to `let`.
  func resolutionDiagnostics(of program: Program) -> [Diagnostic]

  /// Runs `body` (front-end work on a whole file: parsing recurses natively) on a thread with
  /// the interpreter's large stack, and gives its result.
  func onLargeStack<R>(_ body: @escaping () -> R) -> R
}

extension ScriptHost {
  /// Hosts without the runtime (the CLI tests' stand-in) run it on the calling thread.
  func onLargeStack<R>(_ body: @escaping () -> R) -> R { body() }
}

/// The runtime the command line uses.
/// A script's `#Preview` view drawn at a size: what `anim render` writes and `anim play` shows.
struct ViewFrame {
  /// The preview's name, if it has one.
  var name: String?
  /// An SVG document of the views.
  var svg: String
  /// The display list, one line a view.
  var dump: String
  /// The views in half-block cells `columns` wide, in true colour (ANSI).
  var terminal: (_ columns: Int) -> String
}

extension ScriptHost {
  /// Runs `script` and draws its `#Preview` (the one called `preview`, else the first) in a
  /// `width` × `height` host; nil (diagnostics reported) when it cannot. Hosts without views
  /// (the CLI's test stand-in) have none.
  /// With `required` false, a script without any `#Preview` gives nil and no diagnostic.
  func viewFrame(
    _ script: ScriptSource, preview: String?, width: Double, height: Double, at time: Double? = nil,
    options: HostOptions, required: Bool = true
  ) -> ViewFrame? {
    (self as? RuntimeHost)?.drawPreview(
      script, preview: preview, width: width, height: height, at: time, options: options, required: required)
  }
}

extension ScriptHost {
  /// Records `script` as ``record(_:options:)`` does, with each view host's drawings also as
  /// terminal text fitting `terminalSize` (`anim play`); a stand-in host records without them.
  func recordForTerminal(_ script: ScriptSource, options: HostOptions, terminalSize: (columns: Int, rows: Int))
    -> Recording?
  {
    if let runtime = self as? RuntimeHost {
      return runtime.record(script, options: options, terminalSize: terminalSize)
    }
    return record(script, options: options)
  }
}

enum Host {
  /// AnimRuntime; the CLI's own tests swap in a stand-in.
  nonisolated(unsafe) static var current: any ScriptHost = RuntimeHost()
}
