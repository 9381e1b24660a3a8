// What the REPL needs from the language: the seam between AnimREPL and AnimRuntime.
import AnimPlot

/// One chunk of input for the engine: a complete statement or group of statements.
public struct REPLInput: Sendable, Equatable {
  /// The source text (may span several lines).
  public var text: String
  /// The name diagnostics use for the source: `"<repl>"` for typed input, a path for `:load`.
  public var sourceName: String
  /// The 1-based number of the input line where `text` starts, for typed input (diagnostics may
  /// show it); 1 for files.
  public var firstLine: Int
  /// Whether the value of a final expression statement should be echoed (typed input: yes;
  /// `:load`ed files: no, as in a script).
  public var echoesValue: Bool

  /// Creates an input.
  public init(
    text: String, sourceName: String = "<repl>", firstLine: Int = 1, echoesValue: Bool = true
  ) {
    self.text = text
    self.sourceName = sourceName
    self.firstLine = firstLine
    self.echoesValue = echoesValue
  }
}

/// What came of evaluating an input.
public struct REPLOutcome: Sendable, Equatable {
  /// How the evaluation ended.
  public enum Status: Sendable, Equatable {
    /// It ran to the end.
    case success
    /// It stopped with an error (already rendered in `diagnostics`); the session goes on.
    case failure
    /// Ctrl-C stopped it (the engine polled `Interrupt.isRequested`).
    case interrupted
  }

  /// How the evaluation ended.
  public var status: Status
  /// Text for standard output: the echoed value (`Spring(duration: 0.5, bounce: 0.3)`), a type,
  /// a chart. Empty when there is nothing to show. Output of `print` inside the code is written
  /// by the runtime as it runs, not collected here.
  public var output: String
  /// Rendered diagnostics for standard error (with source line and caret), possibly empty.
  public var diagnostics: String
  /// How a script replaying the session says this input, when that differs from the text
  /// typed (the input used `_` or set it: see `:save`); nil when it is the text.
  public var scriptText: String?
  /// Whether the input used `_`, the last value shown.
  public var usesLastResult = false

  /// Creates an outcome.
  public init(status: Status = .success, output: String = "", diagnostics: String = "") {
    self.status = status
    self.output = output
    self.diagnostics = diagnostics
  }

  /// A successful outcome showing `output`.
  public static func value(_ output: String) -> REPLOutcome { REPLOutcome(output: output) }

  /// A failed outcome with rendered `diagnostics`.
  public static func error(_ diagnostics: String) -> REPLOutcome {
    REPLOutcome(status: .failure, diagnostics: diagnostics)
  }
}

/// The language behind the REPL: AnimRuntime implements it; tests use a fake.
///
/// One engine is one session: definitions made by one `evaluate` are visible to the next, until
/// `reset()`. An engine also answers tab completion (`CompletionSource`); the default answers
/// nothing.
public protocol REPLEngine: AnyObject, CompletionSource {
  /// Parses, resolves and runs `input` in the session.
  ///
  /// Must not trap on any input. Long-running code should poll `Interrupt.isRequested` (through
  /// the interpreter's interrupt hook) and return `.interrupted` when it answers `true`.
  /// - Parameter input: The source and how to treat it.
  /// - Returns: The echoed value or the rendered diagnostics.
  func evaluate(_ input: REPLInput) -> REPLOutcome

  /// Whether `source` is a prefix of valid input that needs more lines: an unclosed `{`, `(` or
  /// `[`, an unterminated string or block comment (AnimSyntax's `Parser.isIncomplete`).
  func isIncomplete(_ source: String) -> Bool

  /// Forgets every definition of the session (`:reset`).
  func reset()

  /// The type of `expression` without keeping its effects, for `:type EXPR`
  /// (for example `Animation` for `.bouncy`).
  func typeDescription(of expression: String) -> REPLOutcome

  /// What the language says about `name` (a built-in's signatures and docs, a form of the
  /// language, a variable of the session), for `:help NAME`, wrapped within `width` columns.
  func help(for name: String, width: Int) -> REPLOutcome

  /// A terminal chart of what `expression` (an animation, curve, spring or sampled series)
  /// does, for `:plot EXPR`. Several expressions (`:plot a, b`) are overlaid in one chart with
  /// a legend, as `anim plot EXPR EXPR…` does.
  /// - Parameters:
  ///   - expressions: The expressions to plot (at least one).
  ///   - width: The chart's total width in columns (the terminal's width).
  ///   - height: The number of plot rows.
  ///   - colored: Whether the chart may use ANSI colours.
  func plot(_ expressions: [String], width: Int, height: Int, colored: Bool) -> REPLOutcome

  /// What `:play EXPR, …` animates: `@State` projections recorded ahead on the session's clock
  /// (which moves on, as `wait` would) or animations, curves and springs moving 0 → 1.
  /// - Returns: The recording, or `nil` and an outcome with the rendered diagnostics.
  func playback(of expressions: String) -> (recording: Recording?, outcome: REPLOutcome)

  /// The preview page (`anim preview`'s) of the scene that `script` (the session's inputs)
  /// makes, replayed in a fresh session, for `:preview`.
  /// - Returns: The page and what it holds ("2 properties, 1.00 s"), or nil and the diagnostics.
  func preview(of script: String) -> (page: String?, summary: String, outcome: REPLOutcome)

  /// `first` and `second` (animations, curves or springs) in one chart, with where they differ
  /// most and each one's settling time and overshoot, for `:compare A B`.
  func compare(_ first: String, _ second: String, width: Int, height: Int, colored: Bool)
    -> REPLOutcome
}

extension REPLEngine {
  /// By default an engine cannot play anything.
  public func playback(of expressions: String) -> (recording: Recording?, outcome: REPLOutcome) {
    (nil, .error("error: :play is not available\n"))
  }

  /// By default an engine has no preview page.
  public func preview(of script: String) -> (page: String?, summary: String, outcome: REPLOutcome) {
    (nil, "", .error("error: :preview is not available\n"))
  }

  /// By default an engine completes nothing beyond the REPL's keywords and commands.
  public func completionNames() -> [String] { [] }
  /// By default an engine documents nothing.
  public func help(for name: String, width: Int) -> REPLOutcome { .error("no help for '\(name)'\n") }
  /// By default an engine knows no members.
  public func memberNames(of receiver: String?) -> [String] { [] }
}
