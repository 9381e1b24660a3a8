/// An animation whose target itself moves with a secondary animation each time it is
/// retargeted.
///
/// This is the `TargetAnimation` of Apple's `AnimationState` documentation, shipped ready to use.
/// When a new target animation merges with a running one, the jump of the target is not applied
/// at once: `secondary` animates the target from where the previous secondary animation had
/// brought it to the new one, while `base` keeps chasing that moving target. The secondary
/// animation runs in its own state, kept inside this animation's state.
///
///     let animation = Animation(TargetAnimation(base: .spring, secondary: .easeInOut(duration: 1)))
///
/// It merges with a previous target animation when `base` merges with the previous one's base.
public struct TargetAnimation: CustomAnimation {
  /// The animation that moves the value toward the (moving) target.
  public var base: Animation
  /// The animation that moves the target after a merge.
  public var secondary: Animation

  /// Creates a target animation.
  ///
  /// - Parameters:
  ///   - base: The animation that moves the value toward the target.
  ///   - secondary: The animation that moves the target when it changes.
  public init(base: Animation, secondary: Animation) {
    self.base = base
    self.secondary = secondary
  }

  /// Calculates the base's value toward the target as the secondary animation has moved it.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    animateValue(value: value, time: time, context: &context)
  }

  @inline(__always)
  private func animateValue<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var targetValue = value
    var state = context.state[TargetState<V>.self]
    if let secondaryState = state.secondaryState {
      var secondaryContext = context.withState(secondaryState)
      let result = secondary.animate(
        value: value - state.valueDelta, time: time - state.timeDelta,
        context: &secondaryContext)
      if let result {
        state.secondaryState = secondaryContext.state
        targetValue = result + state.valueDelta
      } else {
        state.secondaryState = nil
      }
      context.state[TargetState<V>.self] = state
    }
    if let result = base.animate(value: targetValue, time: time, context: &context) {
      return result
    }
    // The base has arrived; keep going while the target still moves.
    return context.state[TargetState<V>.self].secondaryState == nil ? nil : targetValue
  }

  /// Merges with a previous target animation whose base the base merges with, restarting the
  /// secondary animation from where the target currently is.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? TargetAnimation else { return false }
    var state = context.state[TargetState<V>.self]
    if let secondaryState = state.secondaryState {
      var secondaryContext = context.withState(secondaryState)
      state.valueDelta =
        secondary.animate(
          value: value, time: time - state.timeDelta, context: &secondaryContext) ?? value
    } else {
      state.valueDelta = value
    }
    // Reset the target each time a merge occurs.
    state.secondaryState = AnimationState()
    state.timeDelta = time
    context.state[TargetState<V>.self] = state
    return base.shouldMerge(previous: previous.base, value: value, time: time, context: &context)
  }
}

/// Where the secondary animation of a target animation started and its state (nil once done).
private struct TargetState<Value: VectorArithmetic>: AnimationStateKey {
  var timeDelta = 0.0
  var valueDelta = Value.zero
  var secondaryState: AnimationState<Value>? = AnimationState()

  static var defaultValue: Self { .init() }
}

extension TargetAnimation: DoubleAnimating {
  /// `animate` for Double values, specialised: the animator's non-generic path, so a frame
  /// instantiates no generic metadata and reaches its animations' Double paths.
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    animateValue(value: value, time: time, context: &context)
  }
}

extension TargetAnimation: FactoryDescribable {
  var factoryDescription: String {
    "TargetAnimation(base: \(base.factoryDescription), secondary: \(secondary.factoryDescription))"
  }
}
