// The table's entries for `Animation`: its static presets and factories, its modifiers, and the
// initialisers of the animation types. Every number comes from AnimationCore; these bodies
// check arguments (bad ones are errors at the argument, never traps) and convert values.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerAnimation() {
    let presets: [(String, Animation, String)] = [
      ("default", .default, "SwiftUI's default animation (a smooth spring)."),
      ("linear", .linear, "Constant speed over 0.35 s."),
      ("easeIn", .easeIn, "Starts slowly, over 0.35 s."),
      ("easeOut", .easeOut, "Ends slowly, over 0.35 s."),
      ("easeInOut", .easeInOut, "Starts and ends slowly, over 0.35 s."),
      ("spring", .spring, "A spring with duration 0.5 s and no bounce."),
      ("interactiveSpring", .interactiveSpring, "A short spring for interactive changes."),
      ("interpolatingSpring", .interpolatingSpring, "A spring that adds velocity when interrupted."),
      ("smooth", .smooth, "A spring with no bounce, 0.5 s."),
      ("snappy", .snappy, "A spring with a little bounce (0.15), 0.5 s."),
      ("bouncy", .bouncy, "A spring with a noticeable bounce (0.3), 0.5 s."),
    ]
    for (name, animation, doc) in presets {
      constant(.animationType, name, doc, .animation(animation))
    }

    let timingCurves: [(String, (Double) -> Animation)] = [
      ("linear", { .linear(duration: $0) }), ("easeIn", { .easeIn(duration: $0) }),
      ("easeOut", { .easeOut(duration: $0) }), ("easeInOut", { .easeInOut(duration: $0) }),
    ]
    for (name, make) in timingCurves {
      method(
        .animationType, name, "A timing-curve animation (\(name)) with the given duration in seconds."
      ) { _, b, site, i, m throws(RuntimeError) in
        .animation(make(try i.duration(b, 0, site, &m)))
      }
    }
    method(
      .animationType, "timingCurve",
      "An animation along a cubic Bézier (control points x1, y1, x2, y2) or a UnitCurve."
    ) { _, b, site, i, m throws(RuntimeError) in
      if b.overload == 1 {
        let c = try i.curveArgument(b, 0, site, &m)
        return .animation(.timingCurve(c, duration: try i.duration(b, 1, site, &m)))
      }
      return .animation(
        .timingCurve(
          try i.finite(b, 0, "control point", site, &m), try i.finite(b, 1, "control point", site, &m),
          try i.finite(b, 2, "control point", site, &m), try i.finite(b, 3, "control point", site, &m),
          duration: try i.duration(b, 4, site, &m)))
    }
    // SwiftUI's `response:` overloads are `@_disfavoredOverload`: `.spring()` and
    // `.spring(blendDuration:)` are the `duration:bounce:` ones, so those come first.
    method(
      .animationType, "spring",
      "A spring animation, from duration and bounce, response and damping fraction, or a Spring."
    ) { _, b, site, i, m throws(RuntimeError) in
      switch b.overload {
      case 1:
        let response = try i.finite(b, 0, "response", site, &m)
        let fraction = try i.finite(b, 1, "dampingFraction", site, &m)
        try i.settles(response, fraction, site, &m)
        return .animation(
          .spring(response: response, dampingFraction: fraction, blendDuration: try i.duration(b, 2, site, &m)))
      case 2:
        let s = try i.springArgument(b, 0, site, &m)
        return .animation(.spring(s, blendDuration: try i.duration(b, 1, site, &m)))
      default:
        let d = try i.duration(b, 0, site, &m)
        let bounce = try i.finite(b, 1, "bounce", site, &m)
        try i.settles(d, Animation.springDampingFraction(bounce: bounce), site, &m)
        return .animation(.spring(duration: d, bounce: bounce, blendDuration: try i.duration(b, 2, site, &m)))
      }
    }
    method(
      .animationType, "interactiveSpring",
      "A short spring for interactive changes."
    ) { _, b, site, i, m throws(RuntimeError) in
      if b.overload == 1 {
        let response = try i.finite(b, 0, "response", site, &m)
        let fraction = try i.finite(b, 1, "dampingFraction", site, &m)
        try i.settles(response, fraction, site, &m)
        return .animation(
          .interactiveSpring(
            response: response, dampingFraction: fraction, blendDuration: try i.duration(b, 2, site, &m)))
      }
      let d = try i.duration(b, 0, site, &m)
      let extra = try i.finite(b, 1, "extraBounce", site, &m)
      try i.settles(d, Animation.springDampingFraction(bounce: 0.15 + extra), site, &m)
      return .animation(
        .interactiveSpring(duration: d, extraBounce: extra, blendDuration: try i.duration(b, 2, site, &m)))
    }
    let springs: [(String, Double, (Double, Double) -> Animation)] = [
      ("smooth", 0.0, { .smooth(duration: $0, extraBounce: $1) }),
      ("snappy", 0.15, { .snappy(duration: $0, extraBounce: $1) }),
      ("bouncy", 0.3, { .bouncy(duration: $0, extraBounce: $1) }),
    ]
    for (name, bounce, make) in springs {
      method(
        .animationType, name,
        "The \(name) spring (bounce \(bounce)) with a duration and extra bounce."
      ) { _, b, site, i, m throws(RuntimeError) in
        let d = try i.duration(b, 0, site, &m)
        let e = try i.finite(b, 1, "extraBounce", site, &m)
        try i.settles(d, Animation.springDampingFraction(bounce: bounce + e), site, &m)
        return .animation(make(d, e))
      }
    }
    method(
      .animationType, "interpolatingSpring",
      "A spring that keeps its velocity and adds up when interrupted."
    ) { _, b, site, i, m throws(RuntimeError) in
      switch b.overload {
      case 0:
        let mass = try b.number(0, site, &m)
        let stiffness = try b.number(1, site, &m)
        let damping = try b.number(2, site, &m)
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite, damping.isFinite
        else {
          throw RuntimeError(
            "invalid spring: mass and stiffness must be finite numbers > 0 and damping a finite number >= 0",
            at: site.range, file: m.file)
        }
        return .animation(
          .interpolatingSpring(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: try i.finite(b, 3, "initialVelocity", site, &m)))
      case 2:
        let s = try i.springArgument(b, 0, site, &m)
        let v = try b.number(1, site, &m)
        guard v.isFinite else {
          throw RuntimeError(
            "invalid initialVelocity \(Value.format(v)): must be finite", at: site.range, file: m.file)
        }
        // As for interpolatingSpring(mass:stiffness:damping:): a spring with a negative damping
        // ratio grows without end, which an interpolating spring cannot settle from.
        guard s.damping >= 0 else {
          throw RuntimeError(
            "invalid spring for interpolatingSpring: its damping \(Value.format(s.damping)) must be >= 0",
            at: site.range(of: 0), file: m.file)
        }
        return .animation(.interpolatingSpring(s, initialVelocity: v))
      default:
        return .animation(
          .interpolatingSpring(
            duration: try i.duration(b, 0, site, &m), bounce: try i.finite(b, 1, "bounce", site, &m),
            initialVelocity: try i.finite(b, 2, "initialVelocity", site, &m)))
      }
    }

    // MARK: Modifiers
    method(
      .animation, "delay", what: "delay",
      "The same animation, starting the given number of seconds later."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .animation(let a) = v else { return .none }
      return .animation(a.delay(try i.duration(b, 0, site, &m)))
    }
    method(
      .animation, "speed", what: "speed",
      "The same animation, run faster (> 1) or slower (< 1)."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .animation(let a) = v else { return .none }
      let s = try b.number(0, site, &m)
      guard s > 0, s.isFinite else {
        throw RuntimeError("invalid speed \(Value.format(s)): must be a number > 0", at: site.range, file: m.file)
      }
      return .animation(a.speed(s))
    }
    method(
      .animation, "repeatCount", what: "repeatCount",
      "The animation repeated a number of times, reversing each pass by default."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .animation(let a) = v else { return .none }
      // SwiftUI's count is an Int; a script's numbers hold whole numbers exactly up to 2^53.
      let n = try b.number(0, site, &m)
      guard n >= 0, n == n.rounded(), n <= 9_007_199_254_740_992 else {
        throw RuntimeError(
          "invalid repeat count \(Value.format(n)): must be a whole number from 0 to 9007199254740992 (2^53)",
          at: site.range, file: m.file)
      }
      return .animation(a.repeatCount(Int(n), autoreverses: try b.bool(1, site, &m)))
    }
    method(
      .animation, "repeatForever", what: "repeatForever",
      "The animation repeated for ever, reversing each pass by default."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .animation(let a) = v else { return .none }
      return .animation(a.repeatForever(autoreverses: try b.bool(0, site, &m)))
    }
    method(
      .animation, "logicallyComplete", what: "logicallyComplete",
      "The animation, reported logically complete after the given seconds."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .animation(let a) = v else { return .none }
      return .animation(a.logicallyComplete(after: try i.duration(b, 0, site, &m)))
    }

    // MARK: Animation types
    method(
      .animationType, "init", "An Animation from another animation (`Animation(base)`)."
    ) { _, b, site, _, m throws(RuntimeError) in
      .animation(try b.animation(0, site, &m))
    }
    method(
      .pausableAnimationType, "init",
      "The seed's PausableAnimation: `base`, frozen while `environment.animationPaused`."
    ) { _, b, site, _, m throws(RuntimeError) in
      .animation(Animation(PausableAnimation(base: try b.animation(0, site, &m))))
    }
    method(
      .targetAnimationType, "init",
      "The seed's TargetAnimation: `base`, retargeted through `secondary` when interrupted."
    ) { _, b, site, _, m throws(RuntimeError) in
      .animation(
        Animation(TargetAnimation(base: try b.animation(0, site, &m), secondary: try b.animation(1, site, &m))))
    }
  }

  func registerTypes() {
    method(
      .transactionType, "init", "A transaction, optionally with an animation (nil: none)."
    ) { _, b, site, _, m throws(RuntimeError) in
      guard b.overload == 1 else { return .transaction(TransactionRef(Transaction())) }
      switch b.value(0) {
      case .animation(let a): return .transaction(TransactionRef(Transaction(animation: a)))
      case .none: return .transaction(TransactionRef(Transaction(animation: nil)))
      default:
        throw RuntimeError("Transaction(animation:) needs an Animation", at: site.range, file: m.file)
      }
    }
    method(
      .animationStateType, "init", "An empty AnimationState."
    ) { _, _, _, _, _ throws(RuntimeError) in
      .animationState(EmptyState(entries: []))
    }
    method(
      .animationContextType, "init", "A context seeing the scene's environment, with empty state."
    ) { _, _, _, i, _ throws(RuntimeError) in
      var env = i.animator.environment
      env[named: "__anim"] = nil
      return .context(TypedContext<Double>(AnimationContext(environment: env)))
    }
    for name in ["logicallyComplete", "removed"] {
      if let c = CompletionCriteriaObject.named(name) {
        constant(
          .completionCriteriaType, name,
          name == "removed"
            ? "Completion runs when the animation is removed (has finished)."
            : "Completion runs when the animation is logically complete.", .object(c))
      }
    }
    for name in ["braille", "blocks", "ascii"] {
      if let c = ChartStyleObject.named(name) {
        constant(.chartStyleType, name, "Charts drawn in \(name).", .object(c))
      }
    }
  }
}

extension Interpreter {
  /// Argument `i`, which must be a UnitCurve.
  func curveArgument(_ b: BoundArguments, _ i: Int, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> UnitCurve
  {
    try objectArgument(b, i, "a UnitCurve", site, &m, as: CurveObject.self).curve
  }

  /// Argument `i`, which must be a Spring.
  func springArgument(_ b: BoundArguments, _ i: Int, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Spring
  {
    try objectArgument(b, i, "a Spring", site, &m, as: SpringObject.self).spring
  }

  /// Argument `i` as a built-in object of class `T`, or the error naming what was expected.
  private func objectArgument<T: RuntimeObject>(
    _ b: BoundArguments, _ i: Int, _ expected: String, _ site: CallSite, _ m: inout Machine,
    as: T.Type
  ) throws(RuntimeError) -> T {
    guard case .object(let o as T) = b.value(i).unwrapped else {
      throw RuntimeError(
        "'\(site.name)' expects \(expected) here, not \(b.value(i).typeNameWithArticle)",
        at: b.range(i, site), file: m.file)
    }
    return o
  }
}
