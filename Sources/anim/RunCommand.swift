// `anim run FILE`: run a script.
import AnimSyntax
import ArgumentParser
import Foundation

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
    // `anim '.bouncy'`: no file by that name, and it reads as an expression, not a path.
    if RunCommand.readsAsExpression(file), !FileManager.default.fileExists(atPath: file) {
      let shown = file.escapingControlCharacters()
      Output.error(
        "no such file: '\(shown)'; to chart an animation, curve or spring: anim plot '\(shown)' (or anim -e 'CODE' to run code)")
      throw ExitCode(ExitStatus.usage)
    }
    try Script.run(try ScriptSource.load(file), options: runOptions)
  }

  /// Whether `word` looks like an expression rather than a script's path: it starts with a dot
  /// and a letter (`.bouncy`), or has a call's parentheses (`Spring(duration: 0.5)`), and does
  /// not end in `.anim`.
  static func readsAsExpression(_ word: String) -> Bool {
    guard !word.hasSuffix(".anim") else { return false }
    if word.hasPrefix("."), let second = word.dropFirst().first, second.isLetter { return true }
    return word.contains("(") && word.hasSuffix(")")
  }
}
