/// A running built-in animation's parameters, copied beside the property's state when the
/// animation starts, so that a frame of an `AnimatedProperty<Double>` evaluates it without its
/// box: no retain and release of the `Animation`, no virtual call, no `AnimationContext` (and so
/// no copy of the environment) per property (issue 27: these were about 200 of a frame's 650
/// instructions per property, callgrind).
///
/// Each case computes exactly what the animation's own `animateDouble` computes, by calling the
/// same functions with the same operands (`AnimatorBuiltinPathTests` compares the two frame by
/// frame). Built-ins read neither the environment nor the property, so leaving out the context
/// changes nothing they could see.
enum BuiltinPath {
  /// Not a built-in with a path of its own: the frame calls the animation through its box.
  case none
  /// ``BezierAnimation``: `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.timingCurve`.
  case bezier(CubicSolver, duration: Double)
  /// ``SpringAnimation``: `.interpolatingSpring`.
  case interpolatingSpring(SpringAnimation)
  /// ``FluidSpringAnimation`` (and ``DefaultAnimation``, which is one): `.spring`, `.smooth`,
  /// `.snappy`, `.bouncy`, `.interactiveSpring`, `.default`. Its integrator's state stays in
  /// the property's `AnimationState`, where `velocity` and a merge look for it.
  case fluidSpring(FluidSpringAnimation)
}

extension BuiltinPath {
  /// The path of `animation`, asked of its box once when it starts running.
  init(_ animation: Animation?) {
    self = animation?.box.builtinPath ?? .none
  }

  /// One frame: the animation's value for `value` (the animated interval) at `time`, or `nil`
  /// when it has finished; sets `isLogicallyComplete` as the animation sets its context's.
  /// `state` is the property's animation state, updated in place.
  @inline(__always)
  func animate(
    value: Double, time: TimeInterval, state: inout AnimationState<Double>,
    isLogicallyComplete: inout Bool
  ) -> Double? {
    switch self {
    case .none:
      return nil
    case .bezier(let solver, let duration):
      // BezierAnimation.animateDouble.
      guard duration > 0, time <= duration else { return nil }
      let progress = min(max(time / duration, 0), 1)
      return value * solver.value(at: progress)
    case .interpolatingSpring(let spring):
      // SpringAnimation.animateDouble.
      guard time < spring.duration else { return nil }
      let fraction = SpringAnimation.sample(
        at: time, naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio,
        initialVelocity: spring.initialVelocity)
      guard fraction.isFinite else { return nil }
      if time >= spring.logicalCompletionTime { isLogicallyComplete = true }
      return value * fraction
    case .fluidSpring(let spring):
      // FluidSpringAnimation.animateGeneric with V = Double.
      return state.modify(FluidSpringState<Double>.self) { springState in
        FluidSpringAnimation.advance(
          spring: spring, state: &springState, value: value, time: time,
          isLogicallyComplete: &isLogicallyComplete)
      }
    }
  }
}

extension BuiltinPath {
  /// The path of a boxed built-in of type `A` (`.none` for other types): type comparisons, made
  /// once when the animation starts, not casts.
  init<A>(base: A) {
    if A.self == BezierAnimation.self {
      // trap-ok: A is BezierAnimation, so the cast is the identity.
      let curve = unsafeBitCast(base, to: BezierAnimation.self)
      self = .bezier(curve.solver, duration: curve.duration)
    } else if A.self == FluidSpringAnimation.self {
      self = .fluidSpring(unsafeBitCast(base, to: FluidSpringAnimation.self))  // trap-ok: A is it
    } else if A.self == DefaultAnimation.self {
      self = .fluidSpring(DefaultAnimation.spring)
    } else if A.self == SpringAnimation.self {
      self = .interpolatingSpring(unsafeBitCast(base, to: SpringAnimation.self))  // trap-ok: A is it
    } else {
      self = .none
    }
  }
}
