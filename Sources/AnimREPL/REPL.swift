// The read-eval-print loop: prompts, multi-line input, REPL commands, and output routing.
// It knows nothing of the language itself: everything goes through a `REPLEngine`.
import AnimPlot
import AnimSyntax
import Foundation

/// An interactive session over a `REPLEngine`.
///
/// ```swift
/// let engine = …                                      // AnimRuntime's engine
/// let editor = LineEditor(historyPath: LineEditor.defaultHistoryPath(),
///                         completer: Completer(source: engine))
/// let status = REPL(engine: engine, reader: editor).run()
/// ```
public final class REPL {
  /// The prompt for a new input.
  public static let prompt = "> "
  /// The prompt for a continuation line (inside an unclosed `{`, `(` or `[`).
  public static let continuationPrompt = "... "

  /// The language.
  public let engine: any REPLEngine
  /// Where lines come from.
  public let reader: any LineReader
  /// Where output and diagnostics go.
  public let console: any REPLConsole
  /// The chart size for `:plot` (columns, rows), asked each time so it follows window resizes.
  public var plotSize: () -> (columns: Int, rows: Int)
  /// Whether `:plot` may use ANSI colours.
  public var colored: Bool
  /// Whether to print a greeting and a final newline (on a terminal).
  public var interactive: Bool

  /// Input lines read so far, for the line numbers of `REPLInput.firstLine`.
  private var lineCount = 0
  /// The inputs that ran without an error since the start or `:reset`, in order: what
  /// `:save` writes and `:preview` replays (a `:load`ed file by its text).
  private(set) var transcript: [(text: String, script: String?, usesLastResult: Bool)] = []

  /// Creates a session.
  /// - Parameters:
  ///   - engine: The language engine.
  ///   - reader: The line source (a `LineEditor` on a terminal).
  ///   - console: The output streams.
  ///   - colored: Whether charts may use colour.
  ///   - interactive: Whether to greet and to end with a newline on Ctrl-D.
  ///   - plotSize: The `:plot` chart size; 80 × 20 by default.
  public init(
    engine: any REPLEngine, reader: any LineReader, console: any REPLConsole = StandardConsole(),
    colored: Bool = false, interactive: Bool = true,
    plotSize: @escaping () -> (columns: Int, rows: Int) = { (80, 20) }
  ) {
    self.engine = engine
    self.reader = reader
    self.console = console
    self.colored = colored
    self.interactive = interactive
    self.plotSize = plotSize
  }

  /// Runs the session until `:quit` or end of input.
  /// - Returns: The process exit status: 0.
  @discardableResult
  public func run() -> Int32 {
    if interactive {
      console.write("Anim — type :help for help, Ctrl-D to leave.\n")
    }
    var pending: [String] = []
    var firstLine = 1
    // A line read ahead (see below) and not yet handled.
    var readAhead: LineReadResult?
    while true {
      let prompt = pending.isEmpty ? REPL.prompt : REPL.continuationPrompt
      let next = readAhead ?? reader.readLine(prompt: prompt)
      readAhead = nil
      switch next {
      case .endOfInput:
        if interactive { console.write("\n") }
        // Ctrl-D on a "..." line abandons the unfinished input, as in Python's REPL; only at an
        // empty prompt does it leave. (A reader at its real end answers again at once, with
        // nothing pending, so this cannot loop.)
        if !pending.isEmpty {
          reader.addToHistory(pending.joined(separator: "\n"))  // kept, as typed, for Up
          pending.removeAll()
          continue
        }
        return 0
      case .interrupted:
        // The line editor already moved to a fresh line; the lines entered so far stay in the
        // history.
        if !pending.isEmpty { reader.addToHistory(pending.joined(separator: "\n")) }
        pending.removeAll()
      case .line(let line):
        lineCount += 1
        if pending.isEmpty {
          if let command = ColonCommand.parse(line) {
            reader.addToHistory(line)
            if perform(command) == .stop { return 0 }
            continue
          }
          if line.allSatisfy(\.isWhitespace) { continue }
          firstLine = lineCount
        }
        pending.append(line)
        let source = pending.joined(separator: "\n")
        if engine.isIncomplete(source) { continue }
        // A pasted chain (`let a = Animation.easeIn(duration: 1)` then `    .delay(1)`, or
        // `}` then `else {`): when the next line is already waiting, read it first, and if
        // it continues this statement, as it would in a file, keep collecting. (It is read
        // at the ordinary prompt: whether it continues is known only once it is read.)
        if reader.hasWaitingInput() {
          let following = reader.readLine(prompt: REPL.prompt)
          readAhead = following
          if case .line(let text) = following, ColonCommand.parse(text) == nil,
            Lexer.continuesPreviousLine(text)
          {
            continue
          }
        }
        pending.removeAll()
        // One history entry for the whole input: Up recalls a block typed over several lines
        // as that block, as IPython does.
        reader.addToHistory(source)
        let outcome = evaluate(REPLInput(text: source, firstLine: firstLine))
        if outcome.status == .success {
          transcript.append((source, outcome.scriptText, outcome.usesLastResult))
        }
        show(outcome)
      }
    }
  }

  // MARK: - Commands

  /// Whether the loop goes on after a command.
  enum Flow { case proceed, stop }

  /// Carries out a REPL command.
  func perform(_ command: ColonCommand) -> Flow {
    switch command {
    case .help:
      console.write(ColonCommand.helpText + "\n")
    case .helpTopic(let name):
      show(engine.help(for: name, width: plotSize().columns))
    case .quit:
      return .stop
    case .reset:
      engine.reset()
      transcript.removeAll()
      console.write("Session reset: every definition is forgotten.\n")
    case .load(let path):
      guard let text = REPL.readFile(path) else {
        console.writeError("error: cannot read '\(path.escapingControlCharacters())'\n")
        return .proceed
      }
      let outcome = evaluate(REPLInput(text: text, sourceName: path, firstLine: 1, echoesValue: false))
      if outcome.status == .success { transcript.append(("// :load \(path)\n" + text, nil, false)) }
      show(outcome)
    case .save(let path):
      let script = transcriptScript()
      if let reason = TextFile.write(script, to: REPL.expandingHome(path)) {
        console.writeError("error: cannot write '\(path.escapingControlCharacters())': \(reason)\n")
      } else {
        let count = transcript.count
        console.write("wrote \(path.escapingControlCharacters()) (\(count) input\(count == 1 ? "" : "s"))\n")
      }
    case .preview(let given):
      let path = given ?? "preview.html"
      let script = transcriptScript()
      let (page, summary, outcome) = guardedPreview(script)
      guard let page else {
        show(outcome)
        return .proceed
      }
      if let reason = TextFile.write(page, to: REPL.expandingHome(path)) {
        console.writeError("error: cannot write '\(path.escapingControlCharacters())': \(reason)\n")
      } else {
        console.write("wrote \(path.escapingControlCharacters()) (\(summary)): open it in a browser\n")
      }
      show(outcome)
    case .type(let expression):
      show(guarded { engine.typeDescription(of: expression) })
    case .plot(let argument):
      let size = plotSize()
      let expressions = ColonCommand.expressions(in: argument)
      show(
        guarded {
          engine.plot(expressions, width: size.columns, height: size.rows, colored: colored)
        })
    case .play(let expressions):
      Interrupt.reset()
      let (recording, outcome) = engine.playback(of: expressions)
      guard let recording else {
        show(outcome)
        return .proceed
      }
      Playback.play(
        recording, live: colored, width: plotSize().columns,
        ascii: !Terminal.supportsUnicode(), write: console.write,
        shouldStop: { Interrupt.isRequested })
      Interrupt.reset()
    case .compare(let first, let second):
      let size = plotSize()
      show(
        guarded {
          engine.compare(first, second, width: size.columns, height: size.rows, colored: colored)
        })
    case .missingArgument(let name, let usage):
      console.writeError("error: :\(name) needs an argument: \(usage)\n")
    case .unknown(let name):
      let shown = name.isEmpty ? ":" : ":" + name
      console.writeError(
        "error: unknown command '\(shown.escapingControlCharacters())'; type :help for the list\n")
    }
    return .proceed
  }

  // MARK: - Evaluation

  /// Evaluates `input` with the interrupt flag cleared before and after.
  func evaluate(_ input: REPLInput) -> REPLOutcome {
    guarded { engine.evaluate(input) }
  }

  /// Runs an engine call with a fresh interrupt flag, so that a Ctrl-C pressed at the prompt
  /// does not stop the next evaluation, and one pressed during it does not leak into the next.
  func guarded(_ body: () -> REPLOutcome) -> REPLOutcome {
    Interrupt.reset()
    let outcome = body()
    Interrupt.reset()
    return outcome
  }

  /// Prints an outcome: output to standard output, diagnostics to standard error.
  func show(_ outcome: REPLOutcome) {
    // The terminal echoed "^C" where the cursor was; start the message on a line of its own.
    if outcome.status == .interrupted && interactive { console.writeError("\n") }
    if !outcome.output.isEmpty {
      console.write(outcome.output.hasSuffix("\n") ? outcome.output : outcome.output + "\n")
    }
    if !outcome.diagnostics.isEmpty {
      let text = outcome.diagnostics
      console.writeError(text.hasSuffix("\n") ? text : text + "\n")
    }
    if outcome.status == .interrupted && outcome.diagnostics.isEmpty {
      console.writeError("interrupted\n")
    }
  }

  /// The inputs that ran, as a script that runs them again: as typed, unless one used `_`
  /// (the last value shown): then the script keeps that value in a variable of its own.
  func transcriptScript() -> String {
    let usesLast = transcript.contains { $0.usesLastResult }
    var lines = usesLast ? [REPL.lastResultDeclaration] : []
    lines += transcript.map { usesLast ? ($0.script ?? $0.text) : $0.text }
    return lines.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
  }

  /// The first line of a saved session that uses `_` (AnimRuntime's
  /// `Session.lastResultDeclaration`; AnimREPL does not import the runtime).
  static let lastResultDeclaration = "var __last = nil  // `_` in the REPL: the last value shown"

  /// `:preview`'s engine call, with a fresh interrupt flag.
  private func guardedPreview(_ script: String) -> (page: String?, summary: String, outcome: REPLOutcome) {
    Interrupt.reset()
    defer { Interrupt.reset() }
    return engine.preview(of: script)
  }

  /// `path` with a leading `~/` naming the home directory.
  static func expandingHome(_ path: String) -> String {
    path.hasPrefix("~/") ? (ProcessInfo.processInfo.environment["HOME"] ?? "~") + path.dropFirst(1) : path
  }

  /// The contents of a UTF-8 text file, or `nil` if it cannot be read.
  static func readFile(_ path: String) -> String? {
    let expanded = expandingHome(path)
    // Bounded, like `anim run`: `:load /dev/zero` must not eat all memory.
    guard case .success(let bytes) = SourceReader.bytes(atPath: expanded) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
