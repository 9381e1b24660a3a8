// `anim repl` (and bare `anim`): the interactive session.
import AnimPlot
import AnimREPL
import ArgumentParser

/// Starts the REPL; with standard input not a terminal, runs it as a script instead.
struct REPLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Start the interactive REPL (the default when no FILE is given).",
    discussion: """
      Line editing and history (~/.anim_history) by GNU readline, Ctrl-R search,
      Tab completion. An unclosed {, ( or [ continues on a '...' line. Ctrl-C
      abandons the input or stops a running evaluation; Ctrl-D abandons a '...'
      line and leaves at an empty prompt. Type :help inside for the REPL's
      commands. When standard input is not a terminal, it is read without prompts
      and run as a script.
      """)

  @OptionGroup var runOptions: RunOptions

  func run() throws {
    if !Terminal.isTerminal(0) {
      try Script.run(try ScriptSource.standardInput(), options: runOptions)
    } else {
      try REPLCommand.startSession(options: runOptions)
    }
  }

  /// Runs an interactive session on the terminal.
  /// - Parameter options: The parsed options of the command that started it. (Not defaulted:
  ///   a `RunOptions()` made by hand has undecoded `@Option`s, and reading one traps.)
  /// - Throws: `ExitCode(1)` if the runtime cannot provide a session.
  static func startSession(options: RunOptions) throws {
    guard let engine = Host.current.makeEngine(options: options.host) else {
      throw ExitCode(ExitStatus.failure)
    }
    let reader: any LineReader
    do {
      reader = try LineEditor(
        historyPath: LineEditor.defaultHistoryPath(), completer: Completer(source: engine))
    } catch {
      // readline is opened here, not linked (issue 27: start-up): without it the session still
      // runs, on the terminal's own line editing.
      Output.warning("\(error); lines are read without editing, history or completion (Debian: apt-get install libreadline8)")
      reader = PlainLineReader()
      Interrupt.installHandler()
    }
    let repl = REPL(
      engine: engine, reader: reader, colored: Terminal.allowsColor(1),
      plotSize: { (Terminal.columns(fileDescriptor: 1), 20) })
    let status = repl.run()
    if status != 0 { throw ExitCode(status) }
  }
}
