// Method calls (`a.delay(0.5)`, `v.scaled(by: 2)`, `Animation.spring(duration: 1)`) and
// constructors (`Spring(…)`, `Transaction(animation:)`, declared animations and states).
import AnimSyntax
import AnimationCore
import Foundation

extension Interpreter {
  /// A method call that the built-in table did not bind when the call was lowered: methods of
  /// script animations and functions stored in records, the built-ins not yet in the table, and
  /// the errors (no such method, labels that fit no overload).
  func callMethod(_ receiver: Value, _ name: String, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let receiver = receiver.unwrapped
    if let v = try callDeclaredMethod(receiver, name, call, &m) { return v }
    // A script animation's own helper methods. (`animate`, `velocity` and `shouldMerge` go
    // through AnimationCore below, so the call behaves as the animator would make it.)
    if case .animation(let a) = receiver, let s = a.base as? ScriptAnimation,
      name != "animate", name != "velocity", name != "shouldMerge",
      let index = s.info.decl.methods.firstIndex(where: { $0.name?.text == name }),
      index < s.info.methodCode.count
    {
      return try callClosure(makeMethod(s.info.methodCode[index], of: s), call, &m)  // trap-ok: checked
    }
    if case .record(let r) = receiver, let i = r.info.fieldIndex(name), i < r.fields.count,
      case .function(let c) = r.fields[i]  // trap-ok: checked
    {
      return try callClosure(c, call, &m)
    }
    let site = try evaluateArguments(call, name: name, &m)
    defer { if m.stack.count > site.base { m.stack.removeSubrange(site.base...) } }
    // A built-in method called through a value (`let f = s.value; f(target: 1, time: 0.1)`),
    // or one whose labels did not fit when the call was lowered.
    if let v = try BuiltinTable.shared.callEvaluated(name, receiver.kind, receiver, site, self, &m) {
      return v
    }
    // SwiftUI's view modifiers, and the methods of hosts and paths (Views/).
    if let v = try callViewMethod(receiver, name, site, &m) { return v }
    return try callBuiltinMethod(receiver, name, site, &m)
  }

  private func callBuiltinMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if let v = try callObservationMethod(receiver, name, site, &m) { return v }
    switch receiver {
    case .function(let c):
      // A function value's `callAsFunction(…)`: how the language calls any function, not a
      // built-in member, so it is not in the table.
      if name == "callAsFunction" {
        var values: [Value] = []
        for i in 0..<site.count { values.append(m.stack[site.base + i]) }  // trap-ok: args on stack
        return try invoke(c, arguments: values, range: site.range, &m)
      }
    default: break
    }
    // The table has the method for this kind, but not with these labels.
    if let message = BuiltinTable.shared.labelMismatch(name, receiver.kind, site.signature) {
      throw RuntimeError(message, at: site.range, file: m.file)
    }
    throw noMethod(receiver, name, site, &m)
  }

  /// The error for a method the receiver does not have, with the closest name the table knows
  /// for types, curves and springs.
  private func noMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    -> RuntimeError
  {
    let kind = receiver.kind
    let table = BuiltinTable.shared
    switch kind {
    case .animationType:
      var message = "unknown animation '\(name)'"
      if let s = Suggestions.closest(to: name, in: Builtins.animationMemberNames) {
        message += "; did you mean '\(s)'?"
      }
      return RuntimeError(message, at: site.range, file: m.file)
    case .unitCurveType where table.constant(kind, name) != nil:
      return RuntimeError(
        "UnitCurve.\(name) is a curve, not a function; write UnitCurve.\(name) without ( )",
        at: site.range, file: m.file)
    case .unitCurveType, .springType, .curve, .spring:
      return unknownMember(kind.typeName, name, table.memberNames(of: kind), site.range, &m)
    default:
      return RuntimeError(
        "\(receiver.typeNameWithArticle) has no method '\(name)'", at: site.range, file: m.file)
    }
  }

  func approximatelyEqual(_ a: Double, _ b: Double, absolute: Double, relative: Double) -> Bool {
    if a == b { return true }
    let delta = Swift.abs(a - b)
    let scale = Swift.max(Swift.abs(a), Swift.abs(b))
    let bound = Swift.max(absolute, scale * relative)
    return delta.isFinite && delta <= bound
  }

  // MARK: - Animation

  func duration(_ b: BoundArguments, _ i: Int, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Double
  {
    let d = try b.number(i, site, &m)
    guard d >= 0, d.isFinite else {
      throw RuntimeError(
        "invalid duration \(Value.format(d)): must be a finite number >= 0", at: b.range(i, site),
        file: m.file)
    }
    return d
  }

  /// A spring or curve parameter: NaN or an infinity would give a silent jump or a NaN
  /// trajectory instead of an animation, so it is an error at the call.
  func finite(_ b: BoundArguments, _ i: Int, _ what: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Double
  {
    let x = try b.number(i, site, &m)
    guard x.isFinite else {
      throw RuntimeError(
        "invalid \(what) \(Value.format(x)): must be a finite number", at: b.range(i, site),
        file: m.file)
    }
    return x
  }

  /// A `.spring` with response 0 is infinitely stiff (the stiffest spring the integrator allows);
  /// without damping it would swing past twice its target forever, so it is refused.
  func settles(_ response: Double, _ dampingFraction: Double, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError)
  {
    guard response <= 0, dampingFraction <= 0 else { return }
    throw RuntimeError(
      "invalid spring: an infinitely stiff spring (response 0) needs a dampingFraction > 0 "
        + "(a bounce below 1), or it never settles", at: site.range, file: m.file)
  }

  // MARK: - Constructors

  func construct(_ t: TypeValue, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    switch t {
    case .animation(let info):
      var members: [Value] = []
      var given = [Value?](repeating: nil, count: info.memberNames.count)
      var next = 0
      for i in 0..<site.count {
        let v = m.stack[site.base + i]  // trap-ok: args on stack
        let index: Int
        if let label = site.label(i) {
          guard let j = info.memberNames.firstIndex(of: label) else {
            var message = "\(info.name) has no member '\(label)'"
            if let s = Suggestions.closest(to: label, in: info.memberNames) { message += "; did you mean '\(s)'?" }
            throw RuntimeError(message, at: site.range(of: i), file: m.file)
          }
          index = j
        } else {
          index = next
        }
        guard index < given.count else {
          throw RuntimeError(
            "\(info.name) takes \(given.count) member\(given.count == 1 ? "" : "s")",
            at: site.range(of: i), file: m.file)
        }
        if index < info.memberChecks.count, let check = info.memberChecks[index], !check.accepts(v) {  // trap-ok: checked
          throw RuntimeError(
            check.mismatch(v, context: "expected argument type")
              + " (member '\(info.memberNames[index])' of \(info.name))", at: site.range(of: i),  // trap-ok: same count
            file: m.file)
        }
        given[index] = copyOnBind(v)  // trap-ok: checked
        next = index + 1
      }
      for (i, g) in given.enumerated() {
        if let g {
          members.append(g)
        } else if i < info.defaults.count, let d = info.defaults[i] {  // trap-ok: checked
          members.append(d)
        } else {
          throw RuntimeError(
            "missing argument '\(info.memberNames[i])' for \(info.name)", at: site.range,  // trap-ok: same count
            file: m.file)
        }
      }
      return .animation(Animation(ScriptAnimation(info: info, members: members)))
    case .state(let info):
      guard let defaults = info.defaultRecord else { return .none }
      var fields = defaults.fields
      var next = 0
      for i in 0..<site.count {
        let v = m.stack[site.base + i]  // trap-ok: args on stack
        let index: Int
        if let label = site.label(i) {
          guard let j = info.fieldIndex(label) else {
            var message = "\(info.name) has no field '\(label)'"
            if let s = Suggestions.closest(to: label, in: info.fieldNames) { message += "; did you mean '\(s)'?" }
            throw RuntimeError(message, at: site.range(of: i), file: m.file)
          }
          index = j
        } else {
          index = next
        }
        guard index < fields.count else {
          throw RuntimeError("\(info.name) has \(fields.count) fields", at: site.range(of: i), file: m.file)
        }
        fields[index] = copyOnBind(v)  // trap-ok: checked
        next = index + 1
      }
      return .record(Record(info: info, fields: fields))
    case .structType(let info):
      return try constructStruct(info, site, &m)
    case .enumType(let info):
      return try constructEnum(info, site, &m)
    case .builtin(let name):
      // Built-in types' initialisers are in the built-in table.
      if let kind = ValueKind.ofType(named: name) {
        if let v = try BuiltinTable.shared.callEvaluated(
          "init", kind, .type(t), site, self, &m)
        {
          return v
        }
        if let v = try constructByExtension(name, site, &m) { return v }
        if let message = BuiltinTable.shared.labelMismatch("init", kind, site.signature) {
          throw RuntimeError(message, at: site.range, file: m.file)
        }
      }
      throw RuntimeError("cannot construct \(name)", at: site.range, file: m.file)
    }
  }
}
