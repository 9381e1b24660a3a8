// Calls of functions whose signatures say more than Anim's own: annotated parameters, whose
// arguments are checked when bound (the error points at the argument, in Swift's words), and
// `inout` parameters, copied in and out as Swift does: the callee gets a cell holding the
// argument's value, and whatever it holds when the call returns is written back to `&x`.
import AnimSyntax

extension Interpreter {
  /// Enters `c` with its arguments on the stack from `newBase` (after bound members), as
  /// `enter` does, checking annotated arguments first and writing `inout` ones back after.
  /// - Parameter argumentOf: For each parameter, the index of the call's argument bound to it
  ///   (nil where its default is used); nil when argument `i` is bound to parameter `i`. (Not an
  ///   array made for the positional case: building `[Int?]` from `0..<n` on every call cost an
  ///   allocation and `_arrayForceCast`, about 490 instructions a fib call.)
  func enterChecked(
    _ c: Closure, _ call: LoweredCall, newBase: Int, argumentOf: [Int?]?, defaultsFor missing: [Bool]?,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let params = c.decl.parameters
    let args = call.args
    let first = newBase + (c.boundMembers?.count ?? 0)
    var cells: [(Box, Int)] = []
    for i in params.indices {
      let bound: Int?
      if let argumentOf { bound = i < argumentOf.count ? argumentOf[i] : nil } else { bound = i }  // trap-ok: checked
      guard let k = bound, k < args.count, first + i < m.stack.count else { continue }
      let argument = args[k]  // trap-ok: checked
      if let check = c.compiled.parameterChecks?[i] {  // trap-ok: one per parameter
        let value = m.stack[first + i].unwrapped  // trap-ok: checked
        if !check.accepts(value) {
          m.stack.removeSubrange(newBase...)
          throw argumentMismatch(check, value, params[i], of: c.name, argument, m)  // trap-ok: indices
        }
      }
      guard params[i].isInout else { continue }  // trap-ok: indices
      let value = m.stack[first + i].unwrapped  // trap-ok: checked
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

extension Interpreter {
  /// "cannot convert value of type 'String' to expected argument type 'Double' (parameter 'x'
  /// of 'f')", at the argument.
  func argumentMismatch(
    _ check: TypeCheck, _ value: Value, _ parameter: Parameter, of function: String,
    _ argument: CallArgument, _ m: Machine
  ) -> RuntimeError {
    RuntimeError(
      check.mismatch(value, context: "expected argument type")
        + " (parameter '\(parameter.name.text)' of '\(function)')", at: argument.value.range, file: m.file)
  }
}

extension Value {
  /// Whether this is a captured variable's cell (or an `inout` parameter's).
  var isBox: Bool {
    if case .box = self { return true }
    return false
  }
}
