// The `anim` command line. Kept thin: the language lives in AnimRuntime (reached through
// `ScriptHost`), charts in AnimPlot, the REPL in AnimREPL.
import AnimPlot
import AnimSyntax
import ArgumentParser
import Foundation

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
      With FILE, runs the script (the same as 'anim run FILE'). With -e CODE, runs
      CODE. With neither, starts the REPL, or runs standard input as a script when
      it is not a terminal.

      Exit status: 0 on success, 1 on a script error or a failed test, 2 on a
      usage error. Colour is used only on a terminal, and never when NO_COLOR is
      set.
      """,
    version: AnimCommand.version,
    subcommands: [
      RunCommand.self, REPLCommand.self, TestCommand.self, PlotCommand.self, PreviewCommand.self,
      PlayCommand.self, RenderCommand.self, CheckCommand.self, ExportCommand.self, CompareCommand.self,
    ])

  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  @OptionGroup var eval: CodeOption

  @OptionGroup var runOptions: RunOptions

  func run() throws {
    if let code = eval.code {
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
      if let script = try commonScript(arguments) {
        try Script.run(script, options: RunOptions.host(timeout: nil))
        return 0
      }
      var command = try parseAsRoot(routed(joiningNegativeValues(arguments)))
      try command.run()
      return 0
    } catch {
      return report(error)
    }
  }

  /// The script of the two commonest command lines, `anim -e CODE` and `anim FILE` with no
  /// option, read without ArgumentParser; nil for every other command line.
  ///
  /// Why: ArgumentParser builds its command tree by reflection before it looks at a single word
  /// (`Mirror` over every command's properties, each generic property wrapper's metadata
  /// instantiated, every first protocol conformance found by scanning the binary's whole
  /// conformance table): about 11 M of the 22 M instructions `anim -e 'print(1)'` took
  /// (callgrind). These two lines mean exactly what ArgumentParser would make of them: no
  /// option, so `RunOptions` at its defaults; a word starting with `-` (an option, `-`,
  /// `-e --help`) or naming a subcommand (`anim test`, `anim help`) goes to ArgumentParser,
  /// as does everything else, help, usage errors and completions included.
  static func commonScript(_ arguments: [String]) throws -> ScriptSource? {
    switch arguments.count {
    case 1:
      let file = arguments[0]  // trap-ok: count is 1
      guard !file.hasPrefix("-"), routed(arguments) == ["run", file] else { return nil }
      // `anim '.bouncy'` (no such file, reads as an expression): `run` suggests `anim plot`.
      if RunCommand.readsAsExpression(file), !FileManager.default.fileExists(atPath: file) { return nil }
      return try ScriptSource.load(file)
    case 2:
      let (option, code) = (arguments[0], arguments[1])  // trap-ok: count is 2
      guard option == "-e" || option == "--eval", !code.hasPrefix("-") else { return nil }
      return ScriptSource(text: code, name: "-e")
    default:
      return nil
    }
  }

  /// The words `routed(_:)` takes for a subcommand, not a FILE: the subcommands' names and
  /// `help`. Written out rather than read from `configuration.subcommands`, because reading a
  /// subcommand's name builds its whole configuration (ExportCommand's lists the export
  /// targets): 386,000 of the 1.77 M instructions `anim FILE` ran (BENCHMARKS.md, eighth
  /// session). CommandLineTests checks that the two agree.
  static let commandWords: Set<String> = [
    "run", "repl", "test", "plot", "preview", "play", "render", "check", "export", "compare", "help",
  ]

  /// The arguments with `run` put in front when they start with a FILE (`anim x.anim` means
  /// `anim run x.anim`).
  ///
  /// A root positional argument beside subcommands confuses ArgumentParser (`anim test X` would
  /// take `test` for the file), so the root has none: the first word that is neither an option,
  /// an option's value nor a subcommand name is a FILE.
  static func routed(_ arguments: [String]) -> [String] {
    let takesValue: Set = ["-e", "--eval", "--timeout", "--memory-limit"]
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
      return commandWords.contains(word) ? arguments : ["run"] + arguments
    }
    return arguments
  }

  /// The arguments with a negative number after an option glued to it (`--timeout -1` becomes
  /// `--timeout=-1`).
  ///
  /// ArgumentParser takes a word starting with `-` for an option, so `--timeout -1` said
  /// "Missing value for '--timeout'"; glued, the value reaches the option's own check, which
  /// says what is wrong with it ("--timeout needs a positive number of seconds").
  static func joiningNegativeValues(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]  // trap-ok: index < count
      if word == "--" {
        result += arguments[index...]  // trap-ok: index < count
        break
      }
      if word.hasPrefix("--"), !word.contains("="), index + 1 < arguments.count,
        case let next = arguments[index + 1], next.count > 1, next.hasPrefix("-"),  // trap-ok: checked
        Double(next) != nil
      {
        result.append(word + "=" + next)
        index += 2
        continue
      }
      result.append(word)
      index += 1
    }
    return result
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
    // A usage error quotes what was typed (`Unknown option '…'`): escaped, as all user text.
    if !message.isEmpty {
      Output.writeError(message.escapingControlCharacters(except: ["\n"]) + "\n")
    }
    return code == .validationFailure ? ExitStatus.usage : code.rawValue
  }
}

/// `-e CODE`: the root's and `anim preview`'s (one option group, so that ArgumentParser gives
/// `anim preview -e CODE` to the subcommand rather than to the root).
struct CodeOption: ParsableArguments {
  @Option(
    name: [.customShort("e"), .customLong("eval")],
    help: ArgumentHelp("Run CODE given on the command line, like 'python3 -c'.", valueName: "CODE"))
  var code: String?
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
