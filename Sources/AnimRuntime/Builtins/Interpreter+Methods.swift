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
    let range = call.range
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
    return try callBuiltinMethod(receiver, name, site, &m)
  }

  private func callBuiltinMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    switch receiver {
    case .type(.builtin("Animation")):
      return try animationFactory(name, site, &m)
    case .type(.builtin(let t)) where t == "UnitCurve" || t == "Spring":
      if let v = try curveOrSpringMethod(receiver, name, site, &m) { return v }
    case .animation(let a):
      if let v = try animationMethod(a, name, site, &m) { return v }
    case .object(is AnimNamespace):
      if name == "sample" {
        let b = try site.bind(
          &m,
          [[.init("_", .animation(.default)), .init("from", .number(0)), .init("to", .number(1)), .init("for", .number(1))]],
          what: "anim.sample")
        let a = try b.animation(0, site, &m)
        let d = try b.number(3, site, &m)
        try checkSampleDuration(d, site, &m)
        let series = try sampleAnimation(
          a, from: try b.number(1, site, &m), to: try b.number(2, site, &m), for: d,
          at: site.range, &m)
        try checkLimits(site.range, &m)  // sampling may have stopped early for a limit
        return .object(series)
      }
    case .object(let o):
      if let v = try objectMethod(o, name, site, &m) { return v }
    case .function(let c):
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
    throw RuntimeError(
      "\(receiver.typeNameWithArticle) has no method '\(name)'", at: site.range, file: m.file)
  }

  func approximatelyEqual(_ a: Double, _ b: Double, absolute: Double, relative: Double) -> Bool {
    if a == b { return true }
    let delta = Swift.abs(a - b)
    let scale = Swift.max(Swift.abs(a), Swift.abs(b))
    let bound = Swift.max(absolute, scale * relative)
    return delta.isFinite && delta <= bound
  }

  // MARK: - Animation

  /// `Animation.easeIn` etc. read without a call.
  func animationStatic(_ name: String, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError)
    -> Value?
  {
    switch name {
    case "default": return .animation(.default)
    case "linear": return .animation(.linear)
    case "easeIn": return .animation(.easeIn)
    case "easeOut": return .animation(.easeOut)
    case "easeInOut": return .animation(.easeInOut)
    case "spring": return .animation(.spring)
    case "interactiveSpring": return .animation(.interactiveSpring)
    case "interpolatingSpring": return .animation(.interpolatingSpring)
    case "smooth": return .animation(.smooth)
    case "snappy": return .animation(.snappy)
    case "bouncy": return .animation(.bouncy)
    default: return nil
    }
  }

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

  func animationFactory(_ name: String, _ site: CallSite, _ m: inout Machine) throws(RuntimeError)
    -> Value
  {
    let what = "Animation.\(name)"
    if let v = try curveOrSpringAnimation(name, site, &m) { return v }
    switch name {
    case "linear", "easeIn", "easeOut", "easeInOut":
      let b = try site.bind(&m, [[.init("duration")]], what: what)
      let d = try duration(b, 0, site, &m)
      switch name {
      case "linear": return .animation(.linear(duration: d))
      case "easeIn": return .animation(.easeIn(duration: d))
      case "easeOut": return .animation(.easeOut(duration: d))
      default: return .animation(.easeInOut(duration: d))
      }
    case "timingCurve":
      let b = try site.bind(
        &m,
        [[.init("_"), .init("_"), .init("_"), .init("_"), .init("duration", .number(0.35))]],
        what: what)
      return .animation(
        .timingCurve(
          try finite(b, 0, "control point", site, &m), try finite(b, 1, "control point", site, &m),
          try finite(b, 2, "control point", site, &m), try finite(b, 3, "control point", site, &m),
          duration: try duration(b, 4, site, &m)))
    case "spring":
      // SwiftUI's `response:` overloads are `@_disfavoredOverload`: `.spring()` and
      // `.spring(blendDuration:)` are the `duration:bounce:` ones, so those come first.
      let b = try site.bind(
        &m,
        [
          [.init("duration", .number(0.5)), .init("bounce", .number(0)), .init("blendDuration", .number(0))],
          [.init("response", .number(0.5)), .init("dampingFraction", .number(0.825)), .init("blendDuration", .number(0))],
        ], what: what)
      if b.overload == 1 {
        let response = try finite(b, 0, "response", site, &m)
        let fraction = try finite(b, 1, "dampingFraction", site, &m)
        try settles(response, fraction, site, &m)
        return .animation(
          .spring(response: response, dampingFraction: fraction, blendDuration: try duration(b, 2, site, &m)))
      }
      let d = try duration(b, 0, site, &m)
      let bounce = try finite(b, 1, "bounce", site, &m)
      try settles(d, Animation.springDampingFraction(bounce: bounce), site, &m)
      return .animation(.spring(duration: d, bounce: bounce, blendDuration: try duration(b, 2, site, &m)))
    case "interactiveSpring":
      let b = try site.bind(
        &m,
        [
          [.init("duration", .number(0.15)), .init("extraBounce", .number(0)), .init("blendDuration", .number(0.25))],
          [.init("response", .number(0.15)), .init("dampingFraction", .number(0.86)), .init("blendDuration", .number(0.25))],
        ], what: what)
      if b.overload == 1 {
        let response = try finite(b, 0, "response", site, &m)
        let fraction = try finite(b, 1, "dampingFraction", site, &m)
        try settles(response, fraction, site, &m)
        return .animation(
          .interactiveSpring(
            response: response, dampingFraction: fraction, blendDuration: try duration(b, 2, site, &m)))
      }
      let d = try duration(b, 0, site, &m)
      let extra = try finite(b, 1, "extraBounce", site, &m)
      try settles(d, Animation.springDampingFraction(bounce: 0.15 + extra), site, &m)
      return .animation(
        .interactiveSpring(duration: d, extraBounce: extra, blendDuration: try duration(b, 2, site, &m)))
    case "smooth", "snappy", "bouncy":
      let b = try site.bind(
        &m, [[.init("duration", .number(0.5)), .init("extraBounce", .number(0))]], what: what)
      let d = try duration(b, 0, site, &m)
      let e = try finite(b, 1, "extraBounce", site, &m)
      let base = name == "smooth" ? 0 : name == "snappy" ? 0.15 : 0.3
      try settles(d, Animation.springDampingFraction(bounce: base + e), site, &m)
      switch name {
      case "smooth": return .animation(.smooth(duration: d, extraBounce: e))
      case "snappy": return .animation(.snappy(duration: d, extraBounce: e))
      default: return .animation(.bouncy(duration: d, extraBounce: e))
      }
    case "interpolatingSpring":
      let b = try site.bind(
        &m,
        [
          [.init("mass", .number(1)), .init("stiffness"), .init("damping"), .init("initialVelocity", .number(0))],
          [.init("duration", .number(0.5)), .init("bounce", .number(0)), .init("initialVelocity", .number(0))],
        ], what: what)
      if b.overload == 0 {
        let mass = try b.number(0, site, &m)
        let stiffness = try b.number(1, site, &m)
        let damping = try b.number(2, site, &m)
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite, damping.isFinite
        else {
          throw RuntimeError(
            "invalid spring: mass and stiffness must be finite numbers > 0 and damping a finite number >= 0", at: site.range,
            file: m.file)
        }
        return .animation(
          .interpolatingSpring(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: try finite(b, 3, "initialVelocity", site, &m)))
      }
      return .animation(
        .interpolatingSpring(
          duration: try duration(b, 0, site, &m), bounce: try finite(b, 1, "bounce", site, &m),
          initialVelocity: try finite(b, 2, "initialVelocity", site, &m)))
    default:
      if let v = try animationStatic(name, site.range, &m), site.count == 0 { return v }
      var message = "unknown animation '\(name)'"
      if let s = Suggestions.closest(to: name, in: Builtins.animationMemberNames) {
        message += "; did you mean '\(s)'?"
      }
      throw RuntimeError(message, at: site.range, file: m.file)
    }
  }

  /// The modifiers of an animation (`delay`, `speed`, …); nil for another name.
  func animationMethod(_ a: Animation, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    switch name {
    case "delay":
      let b = try site.bind(&m, [[.init("_")]], what: "delay")
      return .animation(a.delay(try duration(b, 0, site, &m)))
    case "speed":
      let b = try site.bind(&m, [[.init("_")]], what: "speed")
      let s = try b.number(0, site, &m)
      guard s > 0, s.isFinite else {
        throw RuntimeError("invalid speed \(Value.format(s)): must be a number > 0", at: site.range, file: m.file)
      }
      return .animation(a.speed(s))
    case "repeatCount":
      let b = try site.bind(&m, [[.init("_"), .init("autoreverses", .bool(true))]], what: "repeatCount")
      // SwiftUI's count is an Int; a script's numbers hold whole numbers exactly up to 2^53.
      let n = try b.number(0, site, &m)
      guard n >= 0, n == n.rounded(), n <= 9_007_199_254_740_992 else {
        throw RuntimeError(
          "invalid repeat count \(Value.format(n)): must be a whole number from 0 to 9007199254740992 (2^53)",
          at: site.range, file: m.file)
      }
      return .animation(a.repeatCount(Int(n), autoreverses: try b.bool(1, site, &m)))
    case "repeatForever":
      let b = try site.bind(&m, [[.init("autoreverses", .bool(true))]], what: "repeatForever")
      return .animation(a.repeatForever(autoreverses: try b.bool(0, site, &m)))
    case "logicallyComplete":
      let b = try site.bind(&m, [[.init("after")]], what: "logicallyComplete")
      return .animation(a.logicallyComplete(after: try duration(b, 0, site, &m)))
    default:
      return nil
    }
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
    case .builtin("Transaction"):
      let b = try site.bind(&m, [[], [.init("animation")]], what: "Transaction", isInitializer: true)
      if b.overload == 1 {
        switch b.value(0) {
        case .animation(let a): return .transaction(TransactionRef(Transaction(animation: a)))
        case .none: return .transaction(TransactionRef(Transaction(animation: nil)))
        default:
          throw RuntimeError("Transaction(animation:) needs an Animation", at: site.range, file: m.file)
        }
      }
      return .transaction(TransactionRef(Transaction()))
    case .builtin("AnimationState"):
      _ = try site.bind(&m, [[]], what: "AnimationState", isInitializer: true)
      return .animationState(EmptyState(entries: []))
    case .builtin("AnimationContext"):
      _ = try site.bind(&m, [[]], what: "AnimationContext", isInitializer: true)
      var env = animator.environment
      env[named: "__anim"] = nil
      return .context(TypedContext<Double>(AnimationContext(environment: env)))
    case .builtin("Animation"):
      let b = try site.bind(&m, [[.init("_")]], what: "Animation", isInitializer: true)
      return .animation(try b.animation(0, site, &m))
    case .builtin("PausableAnimation"):
      let b = try site.bind(&m, [[.init("base")]], what: "PausableAnimation", isInitializer: true)
      return .animation(Animation(PausableAnimation(base: try b.animation(0, site, &m))))
    case .builtin("TargetAnimation"):
      let b = try site.bind(&m, [[.init("base"), .init("secondary")]], what: "TargetAnimation", isInitializer: true)
      return .animation(
        Animation(TargetAnimation(base: try b.animation(0, site, &m), secondary: try b.animation(1, site, &m))))
    case .builtin(let name):
      if let v = try constructCurveOrSpring(name, site, &m) { return v }
      throw RuntimeError("cannot construct \(name)", at: site.range, file: m.file)
    }
  }
}
