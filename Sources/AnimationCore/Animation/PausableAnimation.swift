/// An animation that freezes while the environment's ``EnvironmentValues/animationPaused`` flag
/// is `true` and resumes from where it stopped once the flag is cleared.
///
/// This is the `PausableAnimation` of Apple's `AnimationContext` documentation, shipped ready to
/// use: while paused, the base animation is evaluated at the time it had reached when the pause
/// began; afterwards it runs on a clock that leaves out the paused time.
///
///     let animation = Animation(PausableAnimation(base: .easeInOut(duration: 2)))
///
/// It reads the flag through `context.environment.animationPaused`, which is stored under the
/// name `"animationPaused"`; an animator sets it with `environment[named: "animationPaused"]`.
/// As in Apple's example, it doesn't merge: a new animation arriving on a running pausable one is
/// combined with it.
public struct PausableAnimation: CustomAnimation {
  /// The animation that is paused and resumed.
  public let base: Animation

  /// Creates a pausable animation.
  ///
  /// - Parameter base: The animation to run, frozen while animations are paused.
  public init(base: Animation) {
    self.base = base
  }

  /// Calculates the base's value at the elapsed time less the time spent paused.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    animateValue(value: value, time: time, context: &context)
  }

  @inline(__always)
  private func animateValue<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let paused = context.environment.animationPaused
    // Never paused yet: no pause state was stored, so the base runs on the plain clock (the
    // common case, without a state look-up).
    if !paused && context.state.isEmpty {
      return base.animate(value: value, time: time, context: &context)
    }
    var state = context.state[PauseState.self]
    if state.paused != paused {
      // Pausing: remember the time reached. Resuming: remember how long the pause lasted.
      state = PauseState(paused: paused, pauseTime: time - state.pauseTime)
      context.state[PauseState.self] = state
    }
    let effectiveTime = paused ? state.pauseTime : time - state.pauseTime
    return base.animate(value: value, time: effectiveTime, context: &context)
  }

  /// The base's velocity at the effective time; zero while paused.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let state = context.state[PauseState.self]
    if state.paused { return .zero }
    return base.velocity(value: value, time: time - state.pauseTime, context: context)
  }
}

/// Whether a pausable animation is paused, and its pause time: the time reached when paused, or
/// the total time spent paused while running.
private struct PauseState: AnimationStateKey {
  var paused = false
  var pauseTime: TimeInterval = 0.0

  static var defaultValue: Self { .init() }
}

extension PausableAnimation: DoubleAnimating {
  /// `animate` for Double values, specialised: the animator's non-generic path, so a pausable
  /// animation's frame instantiates no generic metadata and reaches its base's Double path.
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    animateValue(value: value, time: time, context: &context)
  }
}

extension PausableAnimation: FactoryDescribable {
  var factoryDescription: String {
    "PausableAnimation(base: \(base.factoryDescription))"
  }
}
