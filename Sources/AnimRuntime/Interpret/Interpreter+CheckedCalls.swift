// Calls of functions whose signatures say more than Anim's own: annotated parameters, whose
// arguments are checked when bound (the error points at the argument, in Swift's words), and
// `inout` parameters, copied in and out as Swift does: the callee gets a cell holding the
// argument's value, and whatever it holds when the call returns is written back to `&x`.
import AnimSyntax

extension Interpreter {
  /// Enters `c` with its arguments on the stack from `newBase` (after bound members), as
  /// `enter` does, checking annotated arguments first and writing `inout` ones back after.
  /// - Parameter argumentOf: For each parameter, the index of the call's argument bound to it
  ///   (nil where its default is used).
  func enterChecked(
    _ c: Closure, _ call: LoweredCall, newBase: Int, argumentOf: [Int?], defaultsFor missing: [Bool]?,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let params = c.decl.parameters
    let args = call.args
    let first = newBase + (c.boundMembers?.count ?? 0)
    var cells: [(Box, Int)] = []
    for (i, p) in params.enumerated() {
      guard i < argumentOf.count, let k = argumentOf[i], k < args.count,  // trap-ok: checked
        first + i < m.stack.count
      else { continue }
      let argument = args[k]  // trap-ok: checked
      let value = m.stack[first + i].unwrapped  // trap-ok: checked
      if let check = c.compiled.parameterChecks?[i], !check.accepts(value) {  // trap-ok: one per parameter
        m.stack.removeSubrange(newBase...)
        throw RuntimeError(
          check.mismatch(value, context: "expected argument type")
            + " (parameter '\(p.name.text)' of '\(c.name)')", at: argument.value.range, file: m.file)
      }
      guard p.isInout else { continue }
      guard argument.isInout else {
        m.stack.removeSubrange(newBase...)
        throw RuntimeError(
          "passing value of type '\(value.swiftTypeName)' to an inout parameter requires "
            + "explicit '&' (write '&\(m.file.text(in: argument.value.range))')",
          at: argument.value.range, file: m.file)
      }
      let cell = Box(value)
      m.stack[first + i] = .box(cell)  // trap-ok: checked
      cells.append((cell, k))
    }
    let result = try enter(c, newBase: newBase, defaultsFor: missing, call.range, &m)
    if !cells.isEmpty {
      let places = call.inoutPlaces
      for (cell, k) in cells where k < places.count {
        try places[k]?.write(self, copyOnBind(cell.value), &m)  // trap-ok: checked
      }
    }
    return result
  }
}

extension Value {
  /// Whether this is a captured variable's cell (or an `inout` parameter's).
  var isBox: Bool {
    if case .box = self { return true }
    return false
  }
}
