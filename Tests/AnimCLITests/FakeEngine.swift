import AnimREPL

/// A stand-in for AnimRuntime: records what the REPL asks and answers predictably.
final class FakeEngine: REPLEngine {
  private(set) var inputs: [REPLInput] = []
  private(set) var resets = 0

  /// Input is incomplete while it has more `{` than `}`.
  func isIncomplete(_ source: String) -> Bool {
    source.filter { $0 == "{" }.count > source.filter { $0 == "}" }.count
  }

  /// Echoes `= text`; text containing "boom" fails with a diagnostic; "spin" is interrupted.
  func evaluate(_ input: REPLInput) -> REPLOutcome {
    inputs.append(input)
    if input.text.contains("boom") { return .error("<repl>:1:1: error: boom") }
    if input.text.contains("spin") { return REPLOutcome(status: .interrupted) }
    return input.echoesValue ? .value("= " + input.text) : REPLOutcome()
  }

  func reset() { resets += 1 }

  func typeDescription(of expression: String) -> REPLOutcome { .value("Type(\(expression))") }

  func plot(_ expressions: [String], width: Int, height: Int, colored: Bool) -> REPLOutcome {
    .value("chart of \(expressions.joined(separator: " & ")) \(width)x\(height)")
  }

  func compare(_ first: String, _ second: String, width: Int, height: Int, colored: Bool)
    -> REPLOutcome
  {
    .value("compare \(first) with \(second)\n")
  }

  func completionNames() -> [String] { ["Spring", "spin", "sample"] }

  func memberNames(of receiver: String?) -> [String] {
    switch receiver {
    case "s": return ["value", "velocity", "stiffness"]
    case nil: return ["easeIn", "easeOut", "bouncy"]
    default: return []
    }
  }
}
