// `anim check FILE…`: reports every syntax error and, in a file that parses, every
// name-resolution error, without running anything.
import AnimPlot
import AnimSyntax
import ArgumentParser
import Foundation

/// Parses (and resolves) files and reports every error they contain, without running them.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report syntax and name errors in Anim files without running them.",
    discussion: """
      Lexes and parses each FILE, resolves the names of a file that parses, and \
      prints every error it finds, each as 'file:line:col: error: message' with the source line \
      and a caret.

      Exit status: 0 when no file has an error (warnings, such as an empty file, do not count), \
      1 when some file has an error, 2 when a file cannot be read or the command line is wrong.
      """)

  @Argument(
    help: ArgumentHelp("The .anim files to check.", valueName: "FILE"),
    completion: .file(extensions: ["anim"]))
  var files: [String]

  @Flag(name: .customLong("dump-ast"), help: "Print each file's syntax tree (for debugging).")
  var dumpAST = false

  func run() throws {
    let renderer = DiagnosticRenderer(useColor: Terminal.allowsColor(2))
    var sawError = false
    var sawUnreadable = false
    for path in files {
      switch CheckCommand.check(path: path) {
      case .unreadable(let message):
        Output.error(message)
        sawUnreadable = true
      case .checked(let program, let diagnostics):
        // The tree quotes names and string literals: escaped, keeping its lines.
        if dumpAST { Output.write(program.dump.escapingControlCharacters(except: ["\n"]) + "\n") }
        if !diagnostics.isEmpty { Output.writeError(renderer.render(diagnostics)) }
        sawError = sawError || diagnostics.contains { $0.severity == .error }
      }
    }
    if sawUnreadable { throw ExitCode(ExitStatus.usage) }
    if sawError { throw ExitCode(ExitStatus.failure) }
  }

  /// What checking one path found.
  enum Outcome {
    /// The file could not be read; the message says why.
    case unreadable(String)
    /// The file was parsed (and resolved); diagnostics in source order.
    case checked(Program, [Diagnostic])
  }

  /// Reads, lexes, parses and (when the file has no syntax errors) resolves one file.
  /// - Parameter path: The file's path, as given on the command line.
  /// - Returns: The outcome.
  static func check(path: String) -> Outcome {
    // Same wording and size limit as `ScriptSource.load` (anim run); raw bytes, so that invalid
    // UTF-8 is reported where it is rather than silently replaced.
    let data: [UInt8]
    switch SourceReader.bytes(atPath: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure): return .unreadable(SourceReader.message(failure, path: path))
    }
    let file = SourceFile(name: path, bytes: data)
    return check(file)
  }

  /// Lexes, parses and (when there are no syntax errors) resolves a source file. Names are not
  /// resolved after a syntax error: the recovered tree has holes that would read as missing names.
  static func check(_ file: SourceFile) -> Outcome {
    // On the large stack, as every run: the parser and resolver recurse natively, and 256
    // nested levels of the parser are more than a main thread's 8 MB in a debug build.
    Host.current.onLargeStack {
      var (program, diagnostics) = SyntaxCheck.check(file)
      if !diagnostics.contains(where: { $0.severity == .error }) && !program.statements.isEmpty {
        diagnostics += Host.current.resolutionDiagnostics(of: program)
      }
      return .checked(program, diagnostics)
    }
  }
}
