// The table's entries for `UnitCurve` and `Spring`: presets, initialisers, properties and
// methods. The checks and conversions they share are in Interpreter+CurvesSprings.swift.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerCurvesAndSprings() {
    registerCurves()
    registerSprings()
  }

  private func registerCurves() {
    let curves: [(String, UnitCurve, String)] = [
      ("linear", .linear, "Progress equals time."),
      ("easeIn", .easeIn, "Starts slowly: the cubic Bézier (0.42, 0) (1, 1)."),
      ("easeOut", .easeOut, "Ends slowly: the cubic Bézier (0, 0) (0.58, 1)."),
      ("easeInOut", .easeInOut, "Starts and ends slowly: the cubic Bézier (0.42, 0) (0.58, 1)."),
      // SwiftUI's deprecated name for easeInOut, still on Apple's UnitCurve page.
      ("easeInEaseOut", .easeInOut, "SwiftUI's deprecated name for easeInOut."),
      ("circularEaseIn", .circularEaseIn, "A quarter circle, slow at the start."),
      ("circularEaseOut", .circularEaseOut, "A quarter circle, slow at the end."),
      ("circularEaseInOut", .circularEaseInOut, "Two quarter circles, slow at both ends."),
    ]
    for (name, curve, doc) in curves {
      constant(.unitCurveType, name, doc, .object(CurveObject(curve)))
    }
    method(
      .unitCurveType, "bezier",
      "A cubic Bézier curve from (0, 0) to (1, 1) through two control points, each a pair (x, y)."
    ) { _, b, site, i, m throws(RuntimeError) in
      let p1 = try i.unitPoint(b.value(0), site, argument: 0, &m)
      let p2 = try i.unitPoint(b.value(1), site, argument: 1, &m)
      return .object(CurveObject(.bezier(startControlPoint: p1, endControlPoint: p2)))
    }
    property(.curve, "inverse", "The curve with progress and time swapped.") { v, _, _, _ in
      guard case .object(let c as CurveObject) = v else { return .none }
      return .object(CurveObject(c.curve.inverse))
    }
    for name in ["value", "velocity"] {
      method(
        .curve, name, what: name,
        name == "value"
          ? "The curve's output at a progress in 0…1 (SwiftUI's value(at:))."
          : "The curve's rate of change at a progress in 0…1."
      ) { v, b, site, i, m throws(RuntimeError) in
        guard case .object(let c as CurveObject) = v else { return .none }
        let progress = try b.number(0, site, &m)
        guard !progress.isNaN else {
          throw RuntimeError("progress is nan", at: i.argumentRange("at", site), file: m.file)
        }
        return .number(name == "value" ? c.curve.value(at: progress) : c.curve.velocity(at: progress))
      }
    }
  }

  private func registerSprings() {
    let presets: [(String, Spring, (Double, Double) -> Spring)] = [
      ("smooth", .smooth, { .smooth(duration: $0, extraBounce: $1) }),
      ("snappy", .snappy, { .snappy(duration: $0, extraBounce: $1) }),
      ("bouncy", .bouncy, { .bouncy(duration: $0, extraBounce: $1) }),
    ]
    for (name, spring, make) in presets {
      constant(.springType, name, "The \(name) spring preset.", .object(SpringObject(spring)))
      method(
        .springType, name, "The \(name) spring with a duration and extra bounce."
      ) { _, b, site, i, m throws(RuntimeError) in
        let duration = try i.springParameter(b, 0, "duration", site, &m, positive: true)
        let extra = try i.springParameter(b, 1, "extraBounce", site, &m)
        let spring = make(duration, extra)
        try i.checkSpring(spring, site, &m)
        return .object(SpringObject(spring))
      }
    }
    method(
      .springType, "init",
      "A spring, by any of SwiftUI's four initialisers."
    ) { _, b, site, i, m throws(RuntimeError) in
      let spring: Spring
      switch b.overload {
      case 0:
        let duration = try i.springParameter(b, 0, "duration", site, &m, positive: true)
        let bounce = try i.springParameter(b, 1, "bounce", site, &m)
        guard bounce > -1 else {
          throw RuntimeError(
            "invalid bounce \(Value.format(bounce)): must be greater than -1",
            at: i.argumentRange("bounce", site), file: m.file)
        }
        spring = Spring(duration: duration, bounce: bounce)
      case 1:
        let mass = try i.springParameter(b, 0, "mass", site, &m, positive: true)
        let stiffness = try i.springParameter(b, 1, "stiffness", site, &m, positive: true)
        let damping = try i.springParameter(b, 2, "damping", site, &m, nonNegative: true)
        spring = Spring(
          mass: mass, stiffness: stiffness, damping: damping,
          allowOverDamping: try b.bool(3, site, &m))
      case 2:
        let response = try i.springParameter(b, 0, "response", site, &m, positive: true)
        // Any finite ratio, as in SwiftUI: a negative one is a spring whose motion grows.
        let ratio = try i.springParameter(b, 1, "dampingRatio", site, &m)
        spring = Spring(response: response, dampingRatio: ratio)
      default:
        let settling = try i.springParameter(b, 0, "settlingDuration", site, &m, positive: true)
        let ratio = try i.springParameter(b, 1, "dampingRatio", site, &m, positive: true)
        let epsilon = try i.springParameter(b, 2, "epsilon", site, &m, positive: true)
        spring = Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon)
      }
      try i.checkSpring(spring, site, &m)
      let form: SpringObject.Form =
        switch b.overload {
        case 1: .massStiffnessDamping
        case 2: .responseDampingRatio
        default: .durationBounce
        }
      return .object(SpringObject(spring, form: form))
    }

    // Other ecosystems' parameters (Spring+Ecosystems.swift), one entry each.
    for factory in SpringEcosystemFactory.all {
      method(.springType, factory.name, factory.doc) {
        _, b, site, i, m throws(RuntimeError) in
        let spring = try factory.make(b, site, i, &m)
        try i.checkSpring(spring, site, &m)
        return .object(SpringObject(spring, form: .massStiffnessDamping))
      }
    }

    let properties: [(String, String, (Spring) -> Double)] = [
      ("duration", "The perceptual duration in seconds.", { $0.duration }),
      ("bounce", "How bouncy the spring is (-1…1; 0 is critically damped).", { $0.bounce }),
      ("response", "The stiffness as a period in seconds.", { $0.response }),
      ("dampingRatio", "The damping relative to critical damping.", { $0.dampingRatio }),
      ("mass", "The mass attached to the spring.", { $0.mass }),
      ("stiffness", "The spring constant.", { $0.stiffness }),
      ("damping", "The drag on the mass.", { $0.damping }),
      ("settlingDuration", "Seconds until a unit move stays within its settle threshold.", { $0.settlingDuration }),
    ]
    for (name, doc, get) in properties {
      property(.spring, name, doc) { v, _, _, _ in
        guard case .object(let s as SpringObject) = v else { return .none }
        return .number(get(s.spring))
      }
    }
    for name in ["value", "velocity"] {
      method(
        .spring, name,
        what: name,
        name == "value"
          ? "The spring's position at a time, moving toward a target (or from one value to another)."
          : "The spring's velocity at a time, moving toward a target (or from one value to another)."
      ) { v, b, site, i, m throws(RuntimeError) in
        guard case .object(let o as SpringObject) = v else { return .none }
        let s = o.spring
        if b.overload == 0 {
          let time = try i.springTime(b, 2, "time", site, &m)
          return try i.springVectors([b.value(0), b.value(1)], ["target", "initialVelocity"], site, &m) {
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
        let time = try i.springTime(b, 3, "time", site, &m)
        return try i.springVectors(
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
      }
    }
    method(
      .spring, "force", what: "force",
      "The force on the mass at a position and velocity, pulling toward the target."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .object(let o as SpringObject) = v else { return .none }
      let s = o.spring
      return try i.springVectors(
        [b.value(0), b.value(1), b.value(2)], ["target", "position", "velocity"], site, &m
      ) { (v: [AnimatableVector]) in
        s.force(target: v[0], position: v[1], velocity: v[2])  // trap-ok: three vectors
      } scalar: { (v: [Double]) in
        s.force(target: v[0], position: v[1], velocity: v[2])  // trap-ok: three numbers
      }
    }
    method(
      .spring, "update",
      what: "update",
      "One integration step: the new (value:, velocity:) after deltaTime seconds."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .object(let o as SpringObject) = v else { return .none }
      let s = o.spring
      // Swift's form, `update(value: &v, velocity: &w, …)`, writes both back (Lowering+
      // BuiltinInout); written without `&`, Anim's older form gives them back as a pair
      // `(value: …, velocity: …)`.
      let written = site.arguments.prefix(2).map(\.isInout)
      if written == [true, false] || written == [false, true] {
        let k = written[0] ? 1 : 0  // trap-ok: two elements
        let text = m.file.text(in: site.range(of: k))
        throw RuntimeError(
          "passing value of type '\(b.value(k).swiftTypeName)' to an inout parameter requires explicit '&' (write '&\(text)')",
          at: site.range(of: k), file: m.file)
      }
      let dt = try i.springTime(b, 3, "deltaTime", site, &m)
      guard dt >= 0 else {
        throw RuntimeError(
          "invalid deltaTime \(Value.format(dt)): must be >= 0", at: i.argumentRange("deltaTime", site),
          file: m.file)
      }
      var newVelocity: Value = .none
      let newValue = try i.springVectors(
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
      if written == [true, true] {
        i.inoutWriteBack = [(0, newValue), (1, newVelocity)]
        return .none
      }
      return .pair(Pair(newValue, newVelocity, labels: ("value", "velocity")))
    }
    method(
      .spring, "settlingDuration",
      what: "settlingDuration",
      "Seconds until a move to `target` stays within `epsilon` of it."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .object(let o as SpringObject) = v else { return .none }
      let s = o.spring
      let epsilon = try i.springTime(b, 2, "epsilon", site, &m)
      guard epsilon > 0 else {
        throw RuntimeError(
          "invalid epsilon \(Value.format(epsilon)): must be > 0", at: i.argumentRange("epsilon", site),
          file: m.file)
      }
      let r = try i.springVectors([b.value(0), b.value(1)], ["target", "initialVelocity"], site, &m) {
        (v: [AnimatableVector]) in
        AnimatableVector([s.settlingDuration(target: v[0], initialVelocity: v[1], epsilon: epsilon)])  // trap-ok: two vectors
      } scalar: { (v: [Double]) in
        s.settlingDuration(target: v[0], initialVelocity: v[1], epsilon: epsilon)  // trap-ok: two numbers
      }
      if case .number = r { return r }
      var out: [Double] = []
      return .number(r.flatten(into: &out) ? (out.first ?? 0) : 0)
    }
  }
}
