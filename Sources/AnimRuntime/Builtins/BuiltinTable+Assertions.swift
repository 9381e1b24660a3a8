// Swift's assertions for scripts: the fatal-error, precondition and assert built-ins and their
// failure forms (registered below by name). In Swift they stop the program (a debug
// build checks `assert` too); here they stop the script with a run-time error at the call, in
// the standard library's words ("Fatal error: …", "Precondition failed: …", "Assertion failed:
// …"), never the process.
import AnimSyntax

extension BuiltinTable {
  func registerAssertions() {
    func stop(_ heading: String, _ text: Value, _ site: CallSite, _ m: Machine) -> RuntimeError {
      guard case .string(let s) = text, !s.isEmpty else { return RuntimeError(heading, at: site.range, file: m.file) }
      return RuntimeError(heading + ": " + s, at: site.range, file: m.file)
    }
    for (name, heading) in [("fatalError", "Fatal error"), ("preconditionFailure", "Fatal error"), ("assertionFailure", "Fatal error")] {
      method(.global, name, what: name, "Stops the script with the message (Swift's \(name)).") {
        _, b, site, _, m throws(RuntimeError) in
        throw stop(heading, b.value(0), site, m)
      }
    }
    for (name, heading) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
      method(.global, name, what: name, "Stops the script with the message when the condition is false.") {
        _, b, site, _, m throws(RuntimeError) in
        guard case .bool(let ok) = b.value(0) else {
          throw RuntimeError("'\(name)' takes a Bool, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
        }
        if !ok { throw stop(heading, b.value(1), site, m) }
        return .none
      }
    }
  }
}
