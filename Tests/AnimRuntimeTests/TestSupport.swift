import AnimRuntime
import AnimSyntax

/// Runs `source` in a fresh session and returns its printed lines and outcome.
func runScript(_ source: String, name: String = "test.anim") -> (lines: [String], outcome: RunOutcome) {
  var lines: [String] = []
  let session = Session(output: { lines.append($0) })
  let outcome = session.run(SourceFile(name: name, text: source))
  return (lines, outcome)
}

/// The messages of a run's diagnostics.
func messages(_ outcome: RunOutcome) -> [String] { outcome.diagnostics.map(\.message) }
