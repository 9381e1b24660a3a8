/// A running built-in animation, found once when it starts, so that a frame of an
/// `AnimatedProperty<Double>` evaluates it without calling its box: no retain and release of the
/// `Animation`, no virtual call, no `AnimationContext` (and so no copy of the environment) per
/// property (issue 27: these were about 200 of a frame's 650 instructions per property,
/// callgrind).
///
/// A case holds the animation's box unretained: the property's `running` animation holds it
/// for as long as the path is set (both change together, `updateBuiltinPath`). Not the
/// parameters themselves: a frame of 100,000 properties is bound by the memory it touches, and
/// the parameters, up to 65 bytes, made every property's core a cache line longer, where the
/// properties that run one animation share its box.
///
/// Each case computes exactly what the animation's own `animateDouble` computes, by calling the
/// same functions with the same operands (`AnimatorBuiltinPathTests` compares the two frame by
/// frame). Built-ins read neither the environment nor the property, so leaving out the context
/// changes nothing they could see.
enum BuiltinPath {
  /// Not a built-in with a path of its own: the frame calls the animation through its box.
  case none
  /// ``BezierAnimation``: `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.timingCurve`.
  case bezier(Unmanaged<BaseBox<BezierAnimation>>)
  /// ``SpringAnimation``: `.interpolatingSpring`.
  case interpolatingSpring(Unmanaged<BaseBox<SpringAnimation>>)
  /// ``FluidSpringAnimation``: `.spring`, `.smooth`, `.snappy`, `.bouncy`,
  /// `.interactiveSpring`. Its integrator's state stays in the property's `AnimationState`,
  /// where `velocity` and a merge look for it.
  case fluidSpring(Unmanaged<BaseBox<FluidSpringAnimation>>)
  /// ``DefaultAnimation``: `.default`, the fluid spring `DefaultAnimation.spring`.
  case defaultSpring
}

extension BuiltinPath {
  /// The path of `animation`, asked of its box once when it starts running.
  init(_ animation: Animation?) {
    self = animation?.box.builtinPath ?? .none
  }

  /// The path of a built-in of type `A` in `box` (`.none` for other types): type comparisons,
  /// made once when the animation starts, not casts.
  init<A>(box: BaseBox<A>) {
    let object = Unmanaged.passUnretained(box).toOpaque()
    // trap-ok (each `fromOpaque`): A is the type compared, so the box is a BaseBox of it.
    if A.self == BezierAnimation.self {
      self = .bezier(Unmanaged.fromOpaque(object))
    } else if A.self == FluidSpringAnimation.self {
      self = .fluidSpring(Unmanaged.fromOpaque(object))
    } else if A.self == DefaultAnimation.self {
      self = .defaultSpring
    } else if A.self == SpringAnimation.self {
      self = .interpolatingSpring(Unmanaged.fromOpaque(object))
    } else {
      self = .none
    }
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
    case .bezier(let box):
      // BezierAnimation.animateDouble.
      let (solver, duration) = box._withUnsafeGuaranteedRef { ($0.base.solver, $0.base.duration) }
      guard duration > 0, time <= duration else { return nil }
      let progress = min(max(time / duration, 0), 1)
      return value * solver.value(at: progress)
    case .interpolatingSpring(let box):
      // SpringAnimation.animateDouble.
      let spring = box._withUnsafeGuaranteedRef { $0.base }
      guard time < spring.duration else { return nil }
      let fraction = SpringAnimation.sample(
        at: time, naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio,
        initialVelocity: spring.initialVelocity)
      guard fraction.isFinite else { return nil }
      if time >= spring.logicalCompletionTime { isLogicallyComplete = true }
      return value * fraction
    case .fluidSpring(let box):
      return Self.advance(
        box._withUnsafeGuaranteedRef { $0.base }, value: value, time: time, state: &state,
        isLogicallyComplete: &isLogicallyComplete)
    case .defaultSpring:
      return Self.advance(
        DefaultAnimation.spring, value: value, time: time, state: &state,
        isLogicallyComplete: &isLogicallyComplete)
    }
  }

  /// FluidSpringAnimation.animateGeneric with V = Double.
  @inline(__always)
  private static func advance(
    _ spring: FluidSpringAnimation, value: Double, time: TimeInterval,
    state: inout AnimationState<Double>, isLogicallyComplete: inout Bool
  ) -> Double? {
    state.modify(FluidSpringState<Double>.self) { springState in
      FluidSpringAnimation.advance(
        spring: spring, state: &springState, value: value, time: time,
        isLogicallyComplete: &isLogicallyComplete)
    }
  }
}
