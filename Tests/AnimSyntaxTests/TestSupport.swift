// Helpers shared by the AnimSyntax test suites.
@testable import AnimSyntax

/// Parses `source` and returns the dump of its statements plus diagnostics as
/// `line:col: message` strings.
func parse(_ source: String) -> (dump: String, errors: [String]) {
  let file = SourceFile(name: "test.anim", text: source)
  let (program, diagnostics) = Parser.parse(file)
  return (program.dump, diagnostics.map { "\($0.location): \($0.message)" })
}

/// The dump of a source that must parse without diagnostics (errors appear in the result so a
/// failing `#expect` shows them).
func dump(_ source: String) -> String {
  let (d, errors) = parse(source)
  return errors.isEmpty ? d : "ERRORS: \(errors)\n\(d)"
}
