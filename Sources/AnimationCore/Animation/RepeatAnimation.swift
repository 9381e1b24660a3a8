/// An animation that runs its base several times, or forever, optionally reversing every other
/// pass.
///
/// A pass ends at the first sample at which the base returns `nil`; that sample shows the end of
/// the pass and the next pass starts from it. Reverse passes count: `repeatCount(3)` with
/// autoreverse plays forward, back and forward, and an even count ends back at the start, from
/// which the property then jumps to its model value (as in SwiftUI).
///
/// The base runs in its own state, which a new pass resets; the state of whatever contains this
/// animation (for example a pausable animation's bookkeeping) is kept. It merges with a previous
/// repeat of the same type, count and autoreverse when the bases merge.
struct RepeatAnimation<Base: CustomAnimation>: CustomAnimation {
  /// The animation of one pass.
  var base: Base
  /// The number of passes, reverse ones included; `nil` repeats forever.
  var repeatCount: Int?
  /// Whether every other pass runs backwards.
  var autoreverses: Bool

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.state[RepeatState<V>.self]
    // Drop the stored copy of the base's state so the base can mutate it in place.
    context.state[RepeatState<V>.self] = RepeatState()
    let reversed = autoreverses && state.index % 2 == 1
    var baseContext = context.withState(state.baseState)
    let result = base.animate(value: value, time: time - state.timeOffset, context: &baseContext)
    if baseContext.isLogicallyComplete { context.isLogicallyComplete = true }
    if let result {
      state.baseState = baseContext.state
      context.state[RepeatState<V>.self] = state
      return reversed ? value - result : result
    }
    // The pass is over: the next starts now, from a fresh base state.
    state.index += 1
    state.timeOffset = time
    state.baseState = AnimationState()
    context.state[RepeatState<V>.self] = state
    if let repeatCount, state.index >= repeatCount { return nil }
    return reversed ? .zero : value
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.repeatCount == repeatCount,
      previous.autoreverses == autoreverses
    else { return false }
    var state = context.state[RepeatState<V>.self]
    var baseContext = context.withState(state.baseState)
    let merges = base.shouldMerge(
      previous: Animation(previous.base), value: value, time: time - state.timeOffset,
      context: &baseContext)
    if merges {
      state.baseState = baseContext.state
      context.state[RepeatState<V>.self] = state
    }
    return merges
  }
}

/// Which pass a repeating animation is in, and its base's state.
struct RepeatState<Value: VectorArithmetic>: AnimationStateKey {
  /// The number of passes completed.
  var index = 0
  /// When the current pass started.
  var timeOffset: TimeInterval = 0
  /// The base animation's state for the current pass.
  var baseState = AnimationState<Value>()

  static var defaultValue: Self { .init() }
}

extension RepeatAnimation: FactoryDescribable {
  var factoryDescription: String {
    let base = Animation.factoryDescription(of: self.base)
    guard let repeatCount else { return base + ".repeatForever(autoreverses: \(autoreverses))" }
    return base + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
  }
}

extension Animation {
  /// Repeats the animation for a specific number of times.
  ///
  /// Use this method to repeat the animation a specific number of times. When `autoreverses` is
  /// `true`, the reverse passes count towards the `repeatCount`: with a `repeatCount` of 2 the
  /// animation moves forward, then reverses, then stops (and the value jumps to its target).
  ///
  /// - Parameters:
  ///   - repeatCount: The number of times that the animation repeats. Each repeated sequence
  ///     starts at the beginning when `autoreverse` is `false`.
  ///   - autoreverses: A Boolean value that indicates whether the animation sequence plays in
  ///     reverse after playing forward. Autoreverse counts towards the `repeatCount`.
  /// - Returns: An animation that repeats for specific number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    func wrap<B: CustomAnimation>(_ base: B) -> Animation {
      Animation(RepeatAnimation(base: base, repeatCount: repeatCount, autoreverses: autoreverses))
    }
    return wrap(base)
  }

  /// Repeats the animation for the lifespan of the animated property.
  ///
  /// - Parameter autoreverses: A Boolean value that indicates whether the animation sequence
  ///   plays in reverse after playing forward.
  /// - Returns: An animation that continuously repeats.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    func wrap<B: CustomAnimation>(_ base: B) -> Animation {
      Animation(RepeatAnimation(base: base, repeatCount: nil, autoreverses: autoreverses))
    }
    return wrap(base)
  }
}
