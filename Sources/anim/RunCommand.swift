// `anim run FILE`: run a script.
import ArgumentParser

/// Runs a script file.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run a script.",
    discussion: "Exit status: 0 on success, 1 on a script error, 2 on a usage error.")

  @Argument(help: "The script to run ('-' reads standard input).")
  var file: String

  @OptionGroup var runOptions: RunOptions

  func run() throws {
    try Script.run(try ScriptSource.load(file), options: runOptions)
  }
}
