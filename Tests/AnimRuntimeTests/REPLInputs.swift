import AnimRuntime
import Testing

/// Runs inputs one after another in one session, as a REPL does, expecting each to succeed;
/// returns the lines they printed.
enum REPLInputs {
  static func run(_ inputs: [String]) -> [String] {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    for input in inputs {
      let outcome = session.evaluate(input)
      #expect(outcome.succeeded, "\(input): \(outcome.diagnostics.map(\.message))")
    }
    return lines
  }
}
