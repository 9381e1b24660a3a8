// Enum cases with associated values (`case move(dx: Double, dy: Double)`), made by calling the
// case (`.move(dx: 1, dy: 2)`, `Step.move(dx: 1, dy: 2)`).
import AnimSyntax

extension Interpreter {
  /// `E.name(…)`: case `k` with the arguments as its associated values. The labels, when
  /// written, must be the case's, in order (Swift's rule); the checker reports the types.
  func constructCase(_ e: EnumInfo, _ k: Int, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let site = try evaluateArguments(call, name: "\(e.name).\(e.caseNames[k])", &m)  // trap-ok: k is a case index
    defer { m.stack.removeSubrange(site.base...) }
    guard k < e.payloadLabels.count, let labels = e.payloadLabels[k] else {  // trap-ok: checked
      throw RuntimeError(
        "enum case '\(e.caseNames[k])' has no associated values", at: site.range, file: m.file)  // trap-ok: k is a case index
    }
    guard site.count == labels.count else {
      throw RuntimeError(
        "'\(e.name).\(e.caseNames[k])' takes \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(site.count)",  // trap-ok: k is a case index
        at: site.range, file: m.file)
    }
    var values: [Value] = []
    for j in 0..<site.count {
      if site.label(j) != labels[j] {  // trap-ok: counts equal
        let wanted = labels[j].map { "'\($0):'" } ?? "no label"  // trap-ok: counts equal
        throw RuntimeError(
          "argument \(j + 1) of '\(e.caseNames[k])' needs \(wanted)", at: site.range(of: j), file: m.file)  // trap-ok: k is a case index
      }
      values.append(copyOnBind(m.stack[site.base + j]))  // trap-ok: arguments are on the stack
    }
    return .object(EnumValue(type: e, index: k, payload: values))
  }
}
