// A declared type's method called on a frame made at the call site, as `callGetter` runs a
// getter: `self` (the instance, or the type for a static method) in the first slot, the
// arguments after it, in order.
import AnimSyntax

/// How a call site runs a method on a frame of its own (`Interpreter.callOnFrame`): a struct's
/// instance method (``DeclaredMethodSite``) or a struct's or enum's static method
/// (``StaticMethodSite``), found once when the site first finds the method.
///
/// Why: through `callClosure`, each call of `mutating func step(toward:dt:)` on an array
/// element made a `Closure` and its bound-members array, matched the two labels against the
/// parameters' by string and made three arrays for the match: about 6,500 of the call's
/// 12,000 instructions (callgrind, Benchmarks/particles.anim).
final class MethodFrame {
  let code: ExprCode
  /// The parameters' annotations as checks, as `enterChecked` makes them (nil: none checks).
  let checks: [TypeCheck?]?
  /// Local slots after `self` and the parameters.
  let extraLocals: Int
  let isMutating: Bool
  /// The declaration, for messages.
  let decl: FunctionDecl

  /// nil when the call needs `callClosure`'s binding: a body that captures variables or
  /// names its own function, a parameter that a closure captures or that is `inout`, or
  /// arguments that are not the parameters in order with their labels (a default used, a
  /// trailing closure for a labelled parameter).
  init?(_ method: TypeMethod, _ call: LoweredCall) {
    let f = method.code
    let parameters = f.decl.parameters
    let arguments = call.args
    guard f.captures.isEmpty, !f.refersToItself, f.capturedParameters.isEmpty,
      arguments.count == parameters.count
    else { return nil }
    for (a, p) in zip(arguments, parameters) {
      guard !p.isInout, !a.isInout, a.label?.text == p.argumentLabel else { return nil }
    }
    code = f.code
    checks = f.parameterChecks
    extraLocals = max(0, f.localCount - 1 - parameters.count)
    isMutating = method.isMutating
    decl = f.decl
  }
}

extension MethodFrame {
  /// The error for argument `k`'s `value`, which `check` refused.
  @inline(never)
  func mismatch(
    _ check: TypeCheck, _ value: Value, _ k: Int, of qualified: String, _ call: LoweredCall,
    _ i: Interpreter, _ m: Machine
  ) -> RuntimeError {
    let parameters = decl.parameters
    guard k < parameters.count, k < call.args.count else {
      return RuntimeError(check.mismatch(value, context: "expected argument type"), at: call.range, file: m.file)
    }
    return i.argumentMismatch(check, value, parameters[k], of: qualified, call.args[k], m)  // trap-ok: checked
  }
}

extension Interpreter {
  /// `receiver.name(…)` at `call`: on a frame of its own when the site found this method
  /// before (an instance's or a static one), otherwise the general way (`callMethod`).
  @inline(__always)
  func callRemembered(_ receiver: Value, _ name: String, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if let method = call.methodSite, let frame = method.frame(for: receiver, in: m.file) {
      return try callOnFrame(frame, of: receiver, method.qualified, name, call, &m)
    }
    if let method = call.staticSite, let frame = method.frame(for: receiver, in: m.file) {
      return try callOnFrame(frame, of: receiver, method.qualified, name, call, &m)
    }
    return try callMethod(receiver, name, call, &m)
  }

  /// Calls a method on `receiver` (an instance, or the type for a static method) on a frame
  /// made here. A `mutating` method's last value of `self` is what the call site writes back
  /// (`mutatedSelf`), as after `callMethod(_:of:…)`. `qualified` names the call in an error's
  /// trace.
  func callOnFrame(
    _ frame: MethodFrame, of receiver: Value, _ qualified: String, _ name: String,
    _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if frame.isMutating, !call.writesBackReceiver { throw immutableReceiver(name, call, m) }
    let newBase = try pushArguments(frame, qualified, call, &m)
    m.stack[newBase] = receiver  // trap-ok: pushed
    var final = Value.none
    let result = try enterFrame(frame, newBase: newBase, qualified, call, finalSelf: &final, &m)
    if frame.isMutating { mutatedSelf = final }
    return result
  }

  /// Pushes a frame's first slot (nil, for `self`) and the call's arguments, checked against
  /// the parameters' annotations as `enterChecked` checks them; returns the frame's base.
  /// `self` is put in its slot after the arguments: Swift begins the access to a `mutating`
  /// method's `self` after evaluating them (they may read the receiver's array).
  func pushArguments(_ frame: MethodFrame, _ qualified: String, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Int
  {
    let newBase = m.stack.count
    m.stack.append(.none)
    let codes = call.codes
    do throws(RuntimeError) {
      for code in codes {
        let v = try code(self, &m)
        m.stack.append(v)
      }
      if let checks = frame.checks {
        // After every argument, as `enterChecked` checks them.
        for (k, check) in checks.enumerated() {
          guard let check, newBase + 1 + k < m.stack.count else { continue }
          let value = m.stack[newBase + 1 + k].unwrapped  // trap-ok: checked
          if !check.accepts(value) { throw frame.mismatch(check, value, k, of: qualified, call, self, m) }
        }
      }
    } catch {
      m.stack.removeAbove(newBase)
      throw error
    }
    return newBase
  }

  /// Runs the method's body on the frame at `newBase` (`self` and the arguments pushed). For a
  /// `mutating` method, `finalSelf` is `self`'s last value, also when the body throws (as
  /// Swift writes an `inout` back), taken out of its slot so that it has no other reference.
  /// `self` is in its slot as it is: the body reads and writes it as any local (a local
  /// record's fields in place, Lowering+FieldWrites.swift), and a closure that captures it
  /// puts it in a cell then. In a cell from the start, every field read went the general way
  /// and every call made a cell.
  func enterFrame(
    _ frame: MethodFrame, newBase: Int, _ qualified: String, _ call: LoweredCall,
    finalSelf: inout Value, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if frame.extraLocals > 0 { m.stack.appendNils(frame.extraLocals) }
    let savedBase = m.base
    m.base = newBase
    m.depth &+= 1
    m.steps &+= 1
    defer {
      if frame.isMutating, newBase < m.stack.count {
        let last = m.stack[newBase]  // trap-ok: checked
        m.stack[newBase] = .none  // trap-ok: checked
        if case .box(let cell) = last { finalSelf = cell.value } else { finalSelf = last }
      }
      m.depth &-= 1
      m.base = savedBase
      m.stack.removeAbove(newBase)
    }
    do throws(RuntimeError) {
      // One test for both limits on the way in, as `enterPlain` makes it.
      if m.depth > maxDepth || m.steps & 1023 == 0 { try plainLimits(qualified, call.range, &m) }
      return try frame.code(self, &m)
    } catch {
      var e = error
      if e.file == nil { e.file = m.file }
      e.passedOut(of: qualified, file: m.file, at: call.range)
      throw e
    }
  }

  /// Swift's error for a `mutating` method called on a value that is not a variable.
  func immutableReceiver(_ name: String, _ call: LoweredCall, _ m: Machine) -> RuntimeError {
    RuntimeError(
      "cannot use mutating member '\(name)' on an immutable value; store it in a 'var' first",
      at: call.range, file: m.file)
  }
}

