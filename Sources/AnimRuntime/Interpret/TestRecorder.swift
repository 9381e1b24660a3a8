// `test "name" { … }` and `expect(…)`: failed checks are recorded (file:line:col, the source
// text, operand values) and the script goes on.
import AnimSyntax

/// Results of `test` blocks and `expect` checks in one run.
public struct TestRecorder {
  /// One failed check, rendered as a line: `file:line:col: expect failed: a < b (a = 1, b = 0)`.
  public var failures: [String] = []
  /// Names of tests that ran, with whether every check held.
  public var results: [(name: String, passed: Bool)] = []
  /// Checks evaluated.
  public var checkCount = 0
  var currentTestFailed = false
  var insideTest = false
  /// Failures outside any test block.
  var topLevelFailures = 0
}

extension Interpreter {
  func runTest(_ t: TestDecl, _ body: StmtCode, _ m: inout Machine) throws(RuntimeError) {
    let wasInside = tests.insideTest
    tests.insideTest = true
    tests.currentTestFailed = false
    defer { tests.insideTest = wasInside }
    do throws(RuntimeError) {
      _ = try body(self, &m)
    } catch {
      // An error inside a test fails that test and is reported; the file goes on.
      recordFailure(
        "\(location(error.range, error.file ?? m.file)): error in test \"\(t.name)\": \(error.message)")
      tests.currentTestFailed = true
    }
    tests.results.append((t.name, !tests.currentTestFailed))
  }

  func location(_ range: SourceRange, _ file: SourceFile) -> String {
    "\(file.name):\(file.location(of: range.start))"
  }

  /// `expect(condition)` / `expect(condition, "message")`.
  func expect(_ condition: Value, message: Value?, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard site.count >= 1, case .bool(let ok) = condition.unwrapped else {
      throw RuntimeError("expect needs a bool condition", at: site.range, file: m.file)
    }
    tests.checkCount += 1
    if ok { return .none }
    if tests.insideTest { tests.currentTestFailed = true } else { tests.topLevelFailures += 1 }
    let condition = site.arguments[0].value  // trap-ok: count checked
    var line = "\(location(condition.range, m.file)): expect failed: \(m.file.text(in: condition.range))"
    let operands = try operandDescription(condition, &m)
    if !operands.isEmpty { line += " (" + operands + ")" }
    if let message { line += " — " + message.printed }
    recordFailure(line)
    return .none
  }

  /// Records a failed check or a failed test, and reports it at once when the host asked to be
  /// told (`anim run` and the REPL print it; `anim test` prints its own summary).
  private func recordFailure(_ line: String) {
    tests.failures.append(line)
    onFailedCheck?(line)
  }

  /// The values of a failed check's operands: both sides of a comparison, or the receiver and
  /// arguments of a call such as `a.isApproximatelyEqual(to: b, …)`.
  private func operandDescription(_ e: Expr, _ m: inout Machine) throws(RuntimeError) -> String {
    var parts: [String] = []
    let resolution = resolver.resolution
    func show(_ x: Expr) throws(RuntimeError) {
      switch resolution.resolved(x).kind {
      case .number, .string, .bool, .nilLiteral: return
      default: break
      }
      // Evaluated again, only when the check failed, to show the operands.
      let v = try lowered { Lowering.expr(x) }(self, &m)
      parts.append("\(m.file.text(in: x.range)) = \(v.quoted)")
    }
    switch resolution.resolved(e).kind {
    case .binary(let op, let l, let r) where op != .and && op != .or:
      try show(l)
      try show(r)
    case .unary(_, let x): try show(x)
    case .call(let callee, let args):
      if case .member(let base, _) = resolution.resolved(callee).kind { try show(base) }
      for a in args { try show(a.value) }
    default: break
    }
    return parts.joined(separator: ", ")
  }
}
