// The `anim` command line. Kept thin: the language lives in AnimRuntime (reached through
// `ScriptHost`), charts in AnimPlot, the REPL in AnimREPL.
import AnimPlot
import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

/// `anim`: run scripts, test them, plot animations, or explore them in the REPL.
///
/// With a FILE it runs the script (`anim FILE` is `anim run FILE`, see `routed(_:)`); with
/// `-e CODE` it runs the code; with neither it starts the REPL, or runs standard input as a
/// script when that is not a terminal.
@main
struct AnimCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "anim",
    abstract: "Run, test and explore SwiftUI-style animations.",
    usage: """
      anim FILE [--timeout <SECONDS>]
      anim -e <CODE>
      anim [<subcommand>]
      """,
    discussion: """
      With FILE, runs the script (the same as 'anim run FILE'). With -e CODE, runs CODE.
      With neither, starts the REPL, or runs standard input as a script when it is not a terminal.

      Exit status: 0 on success, 1 on a script error or a failed test, 2 on a usage error.
      Colour is used only on a terminal, and never when NO_COLOR is set.
      """,
    version: AnimCommand.version,
    subcommands: [
      RunCommand.self, REPLCommand.self, TestCommand.self, PlotCommand.self, CheckCommand.self,
      ExportCommand.self, CompareCommand.self,
    ])

  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  @Option(
    name: [.customShort("e"), .customLong("eval")],
    help: ArgumentHelp("Run CODE given on the command line, like 'python3 -c'.", valueName: "CODE"))
  var code: String?

  @OptionGroup var runOptions: RunOptions

  func run() throws {
    if let code {
      try Script.run(ScriptSource(text: code, name: "-e"), options: runOptions)
    } else if !Terminal.isTerminal(0) {
      try Script.run(try ScriptSource.standardInput(), options: runOptions)
    } else {
      try REPLCommand.startSession(options: runOptions)
    }
  }

  // MARK: - Entry point and exit codes

  /// Parses the command line, runs the command and exits with 0, 1 or 2.
  ///
  /// Replaces ArgumentParser's `main()`, whose usage errors exit with 64 (`EX_USAGE`): `anim`
  /// promises 2, as most Unix tools do.
  static func main() {
    // A closed pipe (`anim --help | head -1`) should end the output, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    let status = execute(Array(CommandLine.arguments.dropFirst()))
    Output.exit(status)
  }

  /// Runs the command line `arguments` and returns the exit status, printing help, version,
  /// usage errors and diagnostics on the way.
  static func execute(_ arguments: [String]) -> Int32 {
    do {
      var command = try parseAsRoot(routed(arguments))
      try command.run()
      return 0
    } catch {
      return report(error)
    }
  }

  /// The arguments with `run` put in front when they start with a FILE (`anim x.anim` means
  /// `anim run x.anim`).
  ///
  /// A root positional argument beside subcommands confuses ArgumentParser (`anim test X` would
  /// take `test` for the file), so the root has none: the first word that is neither an option,
  /// an option's value nor a subcommand name is a FILE.
  static func routed(_ arguments: [String]) -> [String] {
    let commands = Set(configuration.subcommands.map { $0._commandName } + ["help"])
    let takesValue: Set = ["-e", "--eval", "--timeout"]
    // With -e there is no FILE: leave a stray word for the root to reject as unexpected.
    if arguments.contains(where: { $0 == "-e" || $0 == "--eval" }) { return arguments }
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if word == "--" { return ["run"] + arguments }
      if takesValue.contains(word) {
        index += 2
        continue
      }
      if word.hasPrefix("-") && word != "-" {
        index += 1
        continue
      }
      return commands.contains(word) ? arguments : ["run"] + arguments
    }
    return arguments
  }

  /// Prints what `error` has to say and returns the exit status it stands for.
  static func report(_ error: any Error) -> Int32 {
    if let exit = error as? ExitCode { return exit.rawValue }  // already reported
    let code = exitCode(for: error)
    let message = fullMessage(for: error)
    if code == .success {  // --help, --version
      if !message.isEmpty { Output.write(message + "\n") }
      return 0
    }
    if !message.isEmpty { Output.writeError(message + "\n") }
    return code == .validationFailure ? ExitStatus.usage : code.rawValue
  }
}

/// The exit statuses `anim` uses.
enum ExitStatus {
  /// Everything ran and every test passed.
  static let success: Int32 = 0
  /// A script error, a failed test, or a feature that is not available.
  static let failure: Int32 = 1
  /// The command line was wrong (unknown option, missing argument, unreadable FILE).
  static let usage: Int32 = 2
}
