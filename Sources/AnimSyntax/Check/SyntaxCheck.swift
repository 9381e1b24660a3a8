// What `anim check` does with one source file, as a library function so that the command line,
// the script test suite and the REPL agree on it.

/// Lexes and parses a file and adds file-level warnings.
public enum SyntaxCheck {
  /// Parses `file` and returns its program with every syntax diagnostic, plus a warning
  /// `file is empty` when the file holds nothing but whitespace (an empty file is valid).
  /// - Parameter file: The source.
  /// - Returns: The program and its diagnostics in source order.
  public static func check(_ file: SourceFile) -> (program: Program, diagnostics: [Diagnostic]) {
    let (program, parsed) = Parser.parse(file)
    // Refused Swift inside a function: a warning, an error only when the function runs.
    var diagnostics = DeferredRefusals(program, parsed).diagnostics
    let isBlank = file.bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    if isBlank {
      diagnostics.append(
        Diagnostic(.warning, "file is empty", file: file, range: .empty(at: 0), id: "empty-file"))
    }
    return (program, diagnostics)
  }

  /// Runs a `// syntax-only` script (see ``ScriptExpectation/isSyntaxOnly(_:)``) as a test:
  /// checks it and compares its diagnostics with its `// expect error:` / `// expect warning:`
  /// comments. This is all `anim test` and the interpreter's suite need for such files.
  /// - Parameter file: The script.
  /// - Returns: One line per mismatch (`missing error at 3:*: …`); empty when the test passed.
  public static func runSyntaxOnlyScript(_ file: SourceFile) -> [String] {
    let (_, diagnostics) = check(file)
    return ScriptExpectation.mismatches(
      diagnostics: diagnostics, expectations: ScriptExpectation.parse(file.text))
  }
}
