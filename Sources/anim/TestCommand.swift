// `anim test PATH…`: run scripted acceptance tests and print `N passed, N failed`.
import AnimSyntax
import ArgumentParser
import Foundation

/// Runs every `.anim` file under the given paths as tests.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run every .anim file under PATH… as scripted acceptance tests.",
    discussion: """
      Prints one line per failing check, then 'N passed, N failed' (tests, not checks; a file
      without test blocks counts as one test). Exit status 1 if any test failed.
      """)

  @Argument(help: "Files or directories (searched recursively for .anim files).")
  var paths: [String]

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    if paths.isEmpty { throw ValidationError("Give at least one file or directory to test.") }
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or directory: '\(path)'.")
    }
  }

  func run() throws {
    var tally = TestTally()
    for file in TestCommand.scriptFiles(under: paths) {
      let script = try ScriptSource.load(file)
      if ScriptExpectation.isSyntaxOnly(script.text) {
        tally = tally + TestCommand.testSyntaxOnly(script)
      } else {
        tally = tally + Host.current.test(script, options: runOptions.host)
      }
    }
    Output.write("\(tally.passed) passed, \(tally.failed) failed\n")
    if tally.failed > 0 { throw ExitCode(ExitStatus.failure) }
  }

  /// Runs a `// syntax-only` file (front-end cases): parses it and compares its diagnostics with
  /// its `// expect error:` comments, without the interpreter. Prints one line per mismatch.
  /// - Returns: One passed or one failed test.
  static func testSyntaxOnly(_ script: ScriptSource) -> TestTally {
    let file = SourceFile(name: script.name, text: script.text)
    let mismatches = SyntaxCheck.runSyntaxOnlyScript(file)
    for mismatch in mismatches { Output.write("\(script.name): \(mismatch)\n") }
    return mismatches.isEmpty ? TestTally(passed: 1) : TestTally(failed: 1)
  }

  /// The `.anim` files under `paths`: files as given, directories searched recursively; each
  /// directory's files sorted by path so that runs are reproducible.
  static func scriptFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      files += found.filter { $0.hasSuffix(".anim") }.sorted().map { base + "/" + $0 }
    }
    return files
  }
}
