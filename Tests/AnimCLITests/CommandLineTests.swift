import Foundation
import Testing

@testable import anim

/// End-to-end: the built binary's output streams and exit statuses.
@Suite struct CommandLineTests {
  @Test func helpGoesToStdoutWithStatus0() throws {
    let result = try AnimExecutable.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: anim FILE"))
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: ["run", "repl", "test", "plot"])
  func everySubcommandHasHelp(_ name: String) throws {
    let result = try AnimExecutable.run([name, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: anim \(name)"))
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try AnimExecutable.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == AnimCommand.version + "\n")
  }

  @Test(arguments: [["--bogus"], ["run"], ["plot"], ["test"], ["plot", "x", "--width", "3"]])
  func usageErrorsExitWith2(_ arguments: [String]) throws {
    let result = try AnimExecutable.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Usage: anim"))
  }

  @Test func aMissingScriptIsAUsageError() throws {
    let result = try AnimExecutable.run(["no/such/file.anim"])
    #expect(result.status == 2)
    #expect(result.stderr == "anim: error: no such file: 'no/such/file.anim'\n")
  }

  @Test func testOfAMissingPathIsAUsageError() throws {
    let result = try AnimExecutable.run(["test", "no/such/dir"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("No such file or directory: 'no/such/dir'"))
  }

  @Test func errorsAreColouredOnlyOnATerminalWithoutNO_COLOR() throws {
    let terminal = try AnimExecutable.runWithTerminalStderr(["missing.anim"])
    #expect(terminal.status == 2)
    #expect(terminal.stderr.contains("\u{1B}[1;31merror:"))
    let noColor = try AnimExecutable.runWithTerminalStderr(
      ["missing.anim"], environment: ["NO_COLOR": "1"])
    #expect(noColor.stderr.contains("error:"))
    #expect(!noColor.stderr.contains("\u{1B}"))
    let piped = try AnimExecutable.run(["missing.anim"], removing: ["NO_COLOR"])
    #expect(!piped.stderr.contains("\u{1B}"))
  }

  @Test func aFileArgumentMeansRun() {
    #expect(AnimCommand.routed(["a.anim"]) == ["run", "a.anim"])
    #expect(
      AnimCommand.routed(["--timeout", "2", "a.anim"]) == ["run", "--timeout", "2", "a.anim"])
    #expect(AnimCommand.routed(["-"]) == ["run", "-"])
    #expect(AnimCommand.routed(["test", "Examples"]) == ["test", "Examples"])
    #expect(AnimCommand.routed(["help", "plot"]) == ["help", "plot"])
    #expect(AnimCommand.routed(["-e", "print(1)"]) == ["-e", "print(1)"])
    #expect(AnimCommand.routed([]) == [])
  }

  /// `routed(_:)`'s written-out words are the subcommands ArgumentParser knows, and `help`.
  @Test func theRoutedWordsAreTheSubcommands() {
    let subcommands = Set(AnimCommand.configuration.subcommands.map { $0._commandName } + ["help"])
    #expect(AnimCommand.commandWords == subcommands)
    for word in subcommands.sorted() { #expect(AnimCommand.routed([word, "x"]) == [word, "x"]) }
  }

  @Test func aNegativeOptionValueIsCheckedNotMissing() throws {
    #expect(
      AnimCommand.joiningNegativeValues(["--timeout", "-1", "a.anim", "--width", "-3e2"])
        == ["--timeout=-1", "a.anim", "--width=-3e2"])
    #expect(AnimCommand.joiningNegativeValues(["--velocity", "-e", "1"]) == ["--velocity", "-e", "1"])
    #expect(AnimCommand.joiningNegativeValues(["--", "--timeout", "-1"]) == ["--", "--timeout", "-1"])
    let result = try AnimExecutable.run(["--timeout", "-1", "a.anim"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--timeout needs a positive number of seconds, not '-1.0'"))
    #expect(!result.stderr.contains("Missing value"))
  }

  /// `make install` writes these scripts; each must be valid for its shell and know the
  /// subcommands' options.
  @Test func completionScriptsAreGenerated() throws {
    for shell in ["bash", "zsh", "fish"] {
      let r = try AnimExecutable.run(["--generate-completion-script", shell])
      #expect(r.status == 0, "\(shell)")
      #expect(r.stdout.contains("jobs") && r.stdout.contains("junit"), "\(shell)")
      #expect(!r.stdout.contains("worker"), "\(shell): the worker option is internal")
    }
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("anim.bash")
    try Data(try AnimExecutable.run(["--generate-completion-script", "bash"]).stdout.utf8).write(to: script)
    let check = try ChildProcess.run("/bin/bash", ["-n", script.path], seconds: 30)
    #expect(check.status == 0 && !check.signalled)
  }

  @Test func findsAnimFilesRecursivelyInOrder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("b/c")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    for path in ["z.anim", "a.anim", "notes.txt", "b/c/d.anim", "b/a.anim"] {
      try Data().write(to: root.appendingPathComponent(path))
    }
    let files = TestCommand.scriptFiles(under: [root.path])
    #expect(files == ["a.anim", "b/a.anim", "b/c/d.anim", "z.anim"].map { root.path + "/" + $0 })
  }
}
