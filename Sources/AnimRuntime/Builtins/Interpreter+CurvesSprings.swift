// UnitCurve and Spring built-ins: statics (`UnitCurve.easeIn`, `Spring.bouncy`), constructors
// (`Spring(duration:bounce:)` and the other three), members, methods and plot series. Every number
// comes from AnimationCore's `UnitCurve` and `Spring`; this file only converts arguments, checks
// them (bad arguments are runtime errors at the argument, never traps) and converts results.
import AnimSyntax
import AnimationCore

extension Interpreter {
  /// Spring's stored and computed properties, for members and "did you mean".
  static let springPropertyNames = [
    "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
    "settlingDuration",
  ]
  /// Spring's methods.
  static let springMethodNames = ["value", "velocity", "force", "update", "settlingDuration"]
  /// Spring's static presets.
  static let springStaticNames = ["smooth", "snappy", "bouncy"]
  /// UnitCurve's members and methods.
  static let curveInstanceNames = ["value", "velocity", "inverse"]

  // MARK: - Statics

  /// `UnitCurve.easeIn`, `Spring.bouncy` read without a call; `UnitCurve.bezier` read as a value
  /// is a bound method.
  func curveOrSpringStatic(_ type: Value, _ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .type(.builtin(let typeName)) = type.unwrapped else { return nil }
    if typeName == "UnitCurve" {
      if let c = Self.namedCurve(name) { return .object(CurveObject(c)) }
      if name == "bezier" { return .boundMethod(BoundMethod(receiver: type, name: name)) }
      throw unknownMember(typeName, name, Builtins.curveMemberNames, range, &m)
    }
    switch name {
    case "smooth": return .object(SpringObject(.smooth))
    case "snappy": return .object(SpringObject(.snappy))
    case "bouncy": return .object(SpringObject(.bouncy))
    default: throw unknownMember(typeName, name, Self.springStaticNames, range, &m)
    }
  }

  static func namedCurve(_ name: String) -> UnitCurve? {
    switch name {
    case "linear": .linear
    case "easeIn": .easeIn
    case "easeOut": .easeOut
    case "easeInOut": .easeInOut
    case "circularEaseIn": .circularEaseIn
    case "circularEaseOut": .circularEaseOut
    case "circularEaseInOut": .circularEaseInOut
    default: nil
    }
  }

  private func unknownMember(
    _ owner: String, _ name: String, _ known: [String], _ range: SourceRange, _ m: inout Machine
  ) -> RuntimeError {
    var message = "\(owner) has no member '\(name)'"
    if let s = Suggestions.closest(to: name, in: known) { message += "; did you mean '\(s)'?" }
    return RuntimeError(message, at: range, file: m.file)
  }

  /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`, `Spring.bouncy(duration:extraBounce:)`.
  func curveOrSpringMethod(_ type: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .type(.builtin(let typeName)) = type.unwrapped else { return nil }
    if typeName == "UnitCurve" {
      guard name == "bezier" else {
        if Self.namedCurve(name) != nil {
          throw RuntimeError(
            "UnitCurve.\(name) is a curve, not a function; write UnitCurve.\(name) without ( )",
            at: site.range, file: m.file)
        }
        throw unknownMember(typeName, name, Builtins.curveMemberNames, site.range, &m)
      }
      let b = try site.bind(
        &m, [[.init("startControlPoint"), .init("endControlPoint")]], what: "UnitCurve.bezier")
      let p1 = try unitPoint(b.value(0), site, argument: 0, &m)
      let p2 = try unitPoint(b.value(1), site, argument: 1, &m)
      return .object(CurveObject(.bezier(startControlPoint: p1, endControlPoint: p2)))
    }
    if let factory = SpringEcosystemFactory.named(name) {
      let b = try site.bind(&m, factory.overloads, what: "Spring.\(name)")
      let spring = try factory.make(b, site, self, &m)
      try checkSpring(spring, site, &m)
      return .object(SpringObject(spring, form: .massStiffnessDamping))
    }
    guard Self.springStaticNames.contains(name) else {
      throw unknownMember(
        typeName, name, Self.springStaticNames + SpringEcosystemFactory.names, site.range, &m)
    }
    let b = try site.bind(
      &m, [[.init("duration", .number(0.5)), .init("extraBounce", .number(0))]],
      what: "Spring.\(name)")
    let duration = try springParameter(b, 0, "duration", site, &m, positive: true)
    let extra = try springParameter(b, 1, "extraBounce", site, &m)
    let spring: Spring
    switch name {
    case "smooth": spring = .smooth(duration: duration, extraBounce: extra)
    case "snappy": spring = .snappy(duration: duration, extraBounce: extra)
    default: spring = .bouncy(duration: duration, extraBounce: extra)
    }
    try checkSpring(spring, site, &m)
    return .object(SpringObject(spring))
  }

  /// A control point: a pair `(0.4, 0)` or `(x: 0.4, y: 0)` of finite numbers.
  private func unitPoint(_ v: Value, _ site: CallSite, argument i: Int, _ m: inout Machine)
    throws(RuntimeError) -> UnitPoint
  {
    guard case .pair(let p) = v.unwrapped, case .number(let x) = p.first.unwrapped,
      case .number(let y) = p.second.unwrapped
    else {
      throw RuntimeError(
        "a control point is a pair of numbers such as (0.4, 0) or (x: 0.4, y: 0), not \(v.typeNameWithArticle)",
        at: site.range(of: i), file: m.file)
    }
    guard x.isFinite, y.isFinite else {
      throw RuntimeError(
        "a control point needs finite numbers, not (\(Value.format(x)), \(Value.format(y)))",
        at: site.range(of: i), file: m.file)
    }
    return UnitPoint(x: x, y: y)
  }

  // MARK: - Constructors

  /// `Spring(…)` with any of SwiftUI's four initializers (and `Spring()`); `UnitPoint(x:y:)`.
  func constructCurveOrSpring(_ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard name == "Spring" else { return nil }
    let b = try site.bind(
      &m,
      [
        [.init("duration", .number(0.5)), .init("bounce", .number(0))],
        [
          .init("mass", .number(1)), .init("stiffness"), .init("damping"),
          .init("allowOverDamping", .bool(false)),
        ],
        [.init("response"), .init("dampingRatio")],
        [.init("settlingDuration"), .init("dampingRatio"), .init("epsilon", .number(0.001))],
      ], what: "Spring", isInitializer: true)
    let spring: Spring
    switch b.overload {
    case 0:
      let duration = try springParameter(b, 0, "duration", site, &m, positive: true)
      let bounce = try springParameter(b, 1, "bounce", site, &m)
      guard bounce > -1 else {
        throw RuntimeError(
          "invalid bounce \(Value.format(bounce)): must be greater than -1", at: argumentRange("bounce", site),
          file: m.file)
      }
      spring = Spring(duration: duration, bounce: bounce)
    case 1:
      let mass = try springParameter(b, 0, "mass", site, &m, positive: true)
      let stiffness = try springParameter(b, 1, "stiffness", site, &m, positive: true)
      let damping = try springParameter(b, 2, "damping", site, &m, nonNegative: true)
      spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping,
        allowOverDamping: try b.bool(3, site, &m))
    case 2:
      let response = try springParameter(b, 0, "response", site, &m, positive: true)
      let ratio = try springParameter(b, 1, "dampingRatio", site, &m, nonNegative: true)
      spring = Spring(response: response, dampingRatio: ratio)
    default:
      let settling = try springParameter(b, 0, "settlingDuration", site, &m, positive: true)
      let ratio = try springParameter(b, 1, "dampingRatio", site, &m, positive: true)
      let epsilon = try springParameter(b, 2, "epsilon", site, &m, positive: true)
      spring = Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon)
    }
    try checkSpring(spring, site, &m)
    let form: SpringObject.Form =
      switch b.overload {
      case 1: .massStiffnessDamping
      case 2: .responseDampingRatio
      default: .durationBounce
      }
    return .object(SpringObject(spring, form: form))
  }

  /// The range of the argument labelled `label` (the whole call when it was defaulted).
  func argumentRange(_ label: String, _ site: CallSite) -> SourceRange {
    for i in 0..<site.count where site.label(i) == label { return site.range(of: i) }
    return site.range
  }

  /// A finite number argument, optionally > 0 or >= 0, reported at its own range when not.
  func springParameter(
    _ b: BoundArguments, _ i: Int, _ label: String, _ site: CallSite, _ m: inout Machine,
    positive: Bool = false, nonNegative: Bool = false
  ) throws(RuntimeError) -> Double {
    let v = b.value(i).unwrapped
    guard case .number(let d) = v else {
      throw RuntimeError(
        "'\(label)' must be a number, not \(v.typeNameWithArticle)", at: argumentRange(label, site),
        file: m.file)
    }
    var requirement: String?
    if !d.isFinite {
      requirement = "a finite number"
    } else if positive, d <= 0 {
      requirement = "a number > 0"
    } else if nonNegative, d < 0 {
      requirement = "a number >= 0"
    }
    if let requirement {
      throw RuntimeError(
        "invalid \(label) \(Value.format(d)): must be \(requirement)", at: argumentRange(label, site),
        file: m.file)
    }
    return d
  }

  /// Extreme but individually valid parameters can still overflow (a duration of 1e-300): such a
  /// spring would only produce NaN, so it is refused.
  func checkSpring(_ s: Spring, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) {
    guard s.duration.isFinite, s.duration > 0, s.dampingRatio.isFinite, s.stiffness.isFinite else {
      throw RuntimeError(
        "these parameters give no usable spring (its stiffness or damping overflows)", at: site.range,
        file: m.file)
    }
  }

  // MARK: - Members

  /// `curve.inverse`, `spring.stiffness`, … .
  func objectMember(_ o: RuntimeObject, _ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    if let c = o as? CurveObject {
      if name == "inverse" { return .object(CurveObject(c.curve.inverse)) }
      if name == "value" || name == "velocity" {
        return .boundMethod(BoundMethod(receiver: .object(o), name: name))
      }
      throw unknownMember("UnitCurve", name, Self.curveInstanceNames, range, &m)
    }
    guard let s = (o as? SpringObject)?.spring else { return nil }
    switch name {
    case "duration": return .number(s.duration)
    case "bounce": return .number(s.bounce)
    case "response": return .number(s.response)
    case "dampingRatio": return .number(s.dampingRatio)
    case "mass": return .number(s.mass)
    case "stiffness": return .number(s.stiffness)
    case "damping": return .number(s.damping)
    case "settlingDuration": return .number(s.settlingDuration)
    case "value", "velocity", "force", "update":
      return .boundMethod(BoundMethod(receiver: .object(o), name: name))
    default:
      throw unknownMember("Spring", name, Self.springPropertyNames + Self.springMethodNames, range, &m)
    }
  }

  // MARK: - Methods

  /// `curve.value(at:)`, `spring.value(target:initialVelocity:time:)`, … .
  func objectMethod(_ o: RuntimeObject, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    if let c = o as? CurveObject { return try curveMethod(c.curve, name, site, &m) }
    guard let s = (o as? SpringObject)?.spring else { return nil }
    return try springMethod(s, name, site, &m)
  }

  private func curveMethod(_ c: UnitCurve, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard name == "value" || name == "velocity" else {
      throw unknownMember("UnitCurve", name, Self.curveInstanceNames, site.range, &m)
    }
    let b = try site.bind(&m, [[.init("at")]], what: name)
    let progress = try b.number(0, site, &m)
    guard !progress.isNaN else {
      throw RuntimeError("progress is nan", at: argumentRange("at", site), file: m.file)
    }
    return .number(name == "value" ? c.value(at: progress) : c.velocity(at: progress))
  }

  private func springMethod(_ s: Spring, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    switch name {
    case "value", "velocity":
      let b = try site.bind(
        &m,
        [
          [.init("target"), .init("initialVelocity", .zero), .init("time")],
          [.init("fromValue"), .init("toValue"), .init("initialVelocity", .zero), .init("time")],
        ], what: name)
      if b.overload == 0 {
        let time = try springTime(b, 2, "time", site, &m)
        return try springVectors([b.value(0), b.value(1)], ["target", "initialVelocity"], site, &m) {
          (v: [AnimatableVector]) in
          name == "value"
            ? s.value(target: v[0], initialVelocity: v[1], time: time)  // trap-ok: two vectors
            : s.velocity(target: v[0], initialVelocity: v[1], time: time)  // trap-ok: two vectors
        } scalar: { (v: [Double]) in
          name == "value"
            ? s.value(target: v[0], initialVelocity: v[1], time: time)  // trap-ok: two numbers
            : s.velocity(target: v[0], initialVelocity: v[1], time: time)  // trap-ok: two numbers
        }
      }
      let time = try springTime(b, 3, "time", site, &m)
      return try springVectors(
        [b.value(0), b.value(1), b.value(2)], ["fromValue", "toValue", "initialVelocity"], site, &m
      ) { (v: [AnimatableVector]) in
        name == "value"
          ? s.value(fromValue: v[0], toValue: v[1], initialVelocity: v[2], time: time)  // trap-ok: three vectors
          : s.velocity(fromValue: v[0], toValue: v[1], initialVelocity: v[2], time: time)  // trap-ok: three vectors
      } scalar: { (v: [Double]) in
        name == "value"
          ? s.value(fromValue: v[0], toValue: v[1], initialVelocity: v[2], time: time)  // trap-ok: three numbers
          : s.velocity(fromValue: v[0], toValue: v[1], initialVelocity: v[2], time: time)  // trap-ok: three numbers
      }
    case "force":
      let b = try site.bind(&m, [[.init("target"), .init("position"), .init("velocity")]], what: name)
      return try springVectors(
        [b.value(0), b.value(1), b.value(2)], ["target", "position", "velocity"], site, &m
      ) { (v: [AnimatableVector]) in
        s.force(target: v[0], position: v[1], velocity: v[2])  // trap-ok: three vectors
      } scalar: { (v: [Double]) in
        s.force(target: v[0], position: v[1], velocity: v[2])  // trap-ok: three numbers
      }
    case "update":
      // Anim has no inout for plain numbers, so the new value and velocity come back as a pair
      // `(value: …, velocity: …)`.
      let b = try site.bind(
        &m, [[.init("value"), .init("velocity"), .init("target"), .init("deltaTime")]], what: name)
      let dt = try springTime(b, 3, "deltaTime", site, &m)
      guard dt >= 0 else {
        throw RuntimeError(
          "invalid deltaTime \(Value.format(dt)): must be >= 0", at: argumentRange("deltaTime", site),
          file: m.file)
      }
      var newVelocity: Value = .none
      let newValue = try springVectors(
        [b.value(0), b.value(1), b.value(2)], ["value", "velocity", "target"], site, &m
      ) { (v: [AnimatableVector]) in
        var value = v[0]  // trap-ok: three vectors
        var velocity = v[1]  // trap-ok: three vectors
        s.update(value: &value, velocity: &velocity, target: v[2], deltaTime: dt)  // trap-ok: three vectors
        newVelocity = .vector(velocity)
        return value
      } scalar: { (v: [Double]) in
        var value = v[0]  // trap-ok: three numbers
        var velocity = v[1]  // trap-ok: three numbers
        s.update(value: &value, velocity: &velocity, target: v[2], deltaTime: dt)  // trap-ok: three numbers
        newVelocity = .number(velocity)
        return value
      }
      // A vector velocity takes the shape of the value (a pair stays a pair).
      if case .vector(let vv) = newVelocity {
        var index = 0
        newVelocity = newValue.unflatten(vv.elements, &index)
      }
      return .pair(Pair(newValue, newVelocity, labels: ("value", "velocity")))
    case "settlingDuration":
      let b = try site.bind(
        &m, [[.init("target"), .init("initialVelocity", .zero), .init("epsilon")]], what: name)
      let epsilon = try springTime(b, 2, "epsilon", site, &m)
      guard epsilon > 0 else {
        throw RuntimeError(
          "invalid epsilon \(Value.format(epsilon)): must be > 0", at: argumentRange("epsilon", site),
          file: m.file)
      }
      let r = try springVectors([b.value(0), b.value(1)], ["target", "initialVelocity"], site, &m) {
        (v: [AnimatableVector]) in
        AnimatableVector([s.settlingDuration(target: v[0], initialVelocity: v[1], epsilon: epsilon)])  // trap-ok: two vectors
      } scalar: { (v: [Double]) in
        s.settlingDuration(target: v[0], initialVelocity: v[1], epsilon: epsilon)  // trap-ok: two numbers
      }
      if case .number = r { return r }
      var out: [Double] = []
      return .number(r.flatten(into: &out) ? (out.first ?? 0) : 0)
    default:
      throw unknownMember("Spring", name, Self.springMethodNames + Self.springPropertyNames, site.range, &m)
    }
  }

  /// A finite time (or other number) argument.
  private func springTime(
    _ b: BoundArguments, _ i: Int, _ label: String, _ site: CallSite, _ m: inout Machine
  ) throws(RuntimeError) -> Double {
    let d = try b.number(i, site, &m)
    guard d.isFinite else {
      throw RuntimeError(
        "invalid \(label) \(Value.format(d)): must be a finite number", at: argumentRange(label, site),
        file: m.file)
    }
    return d
  }

  /// Runs a spring computation on numbers (as Double) or on any other animatable values (numbers,
  /// vectors, colours, pairs, `zero`) as flat vectors of the first argument's shape; the result
  /// takes that shape.
  private func springVectors(
    _ values: [Value], _ labels: [String], _ site: CallSite, _ m: inout Machine,
    vector: ([AnimatableVector]) -> AnimatableVector, scalar: ([Double]) -> Double
  ) throws(RuntimeError) -> Value {
    var numbers: [Double] = []
    for v in values {
      switch v.unwrapped {
      case .number(let d): numbers.append(d)
      case .zero: numbers.append(0)
      default: break
      }
    }
    if numbers.count == values.count { return .number(scalar(numbers)) }
    // The shape: the first argument that is not `zero`.
    let shape = values.first { if case .zero = $0.unwrapped { return false } else { return true } } ?? .zero
    var flat: [Double] = []
    guard shape.flatten(into: &flat) else {
      throw RuntimeError(
        "a spring moves numbers, vectors, colours or pairs, not \(shape.typeNameWithArticle)",
        at: site.range, file: m.file)
    }
    let size = flat.count
    var vectors: [AnimatableVector] = []
    for (i, v) in values.enumerated() {
      let label = i < labels.count ? labels[i] : "argument"  // trap-ok: checked
      if case .zero = v.unwrapped {
        vectors.append(AnimatableVector([Double](repeating: 0, count: size)))
        continue
      }
      var out: [Double] = []
      guard v.flatten(into: &out) else {
        throw RuntimeError(
          "'\(label)' must be a number, vector, colour or pair, not \(v.typeNameWithArticle)",
          at: argumentRange(label, site), file: m.file)
      }
      guard out.count == size else {
        throw RuntimeError(
          "'\(label)' has \(out.count) component\(out.count == 1 ? "" : "s") but '\(labels.first ?? "")' has \(size)",
          at: argumentRange(label, site), file: m.file)
      }
      vectors.append(AnimatableVector(out))
    }
    let result = vector(vectors)
    var index = 0
    return shape.unflatten(result.elements, &index)
  }

  // MARK: - Plotting

  /// What `plot(x)` charts for a curve (value over progress 0…1, progress as time) or a spring
  /// (its unit step response from 0 toward 1 until it has settled).
  func plotSeries(of v: Value, _ site: CallSite, _ m: inout Machine) throws(RuntimeError)
    -> SeriesObject?
  {
    switch v.unwrapped {
    case .object(let c as CurveObject):
      let steps = 100
      let samples = (0...steps).map { i -> (Double, Value, Value) in
        let x = Double(i) / Double(steps)
        return (x, .number(c.curve.value(at: x)), .number(c.curve.velocity(at: x)))
      }
      return SeriesObject(name: c.printed, samples: samples, timeUnit: "", start: 0, target: 1)
    case .object(let s as SpringObject):
      let spring = s.spring
      // Until settled, at least one duration; an undamped spring never settles, so a few periods.
      var end = spring.settlingDuration
      if !end.isFinite || end <= 0 { end = 4 * spring.duration }
      end = Swift.min(Swift.max(end, spring.duration), 60)
      let steps = 120
      let samples = (0...steps).map { i -> (Double, Value, Value) in
        let t = end * Double(i) / Double(steps)
        return (
          t, .number(spring.value(target: 1.0, initialVelocity: 0, time: t)),
          .number(spring.velocity(target: 1.0, initialVelocity: 0, time: t))
        )
      }
      return SeriesObject(name: s.printed, samples: samples, start: 0, target: 1)
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// The Animation factories that take a curve or a spring: `timingCurve(curve, duration:)`,
  /// `spring(spring, blendDuration:)`, `interpolatingSpring(spring, initialVelocity:)`; nil when
  /// the call is another overload.
  func curveOrSpringAnimation(_ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard site.count >= 1, site.label(0) == nil, case .object(let o) = m.stack[site.base].unwrapped  // trap-ok: count checked
    else { return nil }
    let what = "Animation.\(name)"
    switch (name, o) {
    case ("timingCurve", let c as CurveObject):
      let b = try site.bind(&m, [[.init("_"), .init("duration", .number(0.35))]], what: what)
      return .animation(.timingCurve(c.curve, duration: try duration(b, 1, site, &m)))
    case ("spring", let s as SpringObject):
      let b = try site.bind(&m, [[.init("_"), .init("blendDuration", .number(0))]], what: what)
      return .animation(.spring(s.spring, blendDuration: try duration(b, 1, site, &m)))
    case ("interpolatingSpring", let s as SpringObject):
      let b = try site.bind(&m, [[.init("_"), .init("initialVelocity", .number(0))]], what: what)
      let v = try b.number(1, site, &m)
      guard v.isFinite else {
        throw RuntimeError("invalid initialVelocity \(Value.format(v)): must be finite", at: site.range, file: m.file)
      }
      return .animation(.interpolatingSpring(s.spring, initialVelocity: v))
    default:
      return nil
    }
  }
}
