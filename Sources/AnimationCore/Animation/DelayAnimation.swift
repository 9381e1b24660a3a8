/// An animation that holds its base at the start for a delay, then runs it.
///
/// The base sees `max(0, time − delay)`, so a timing curve holds the start value during the delay.
/// It merges with a previous delayed animation of the same type and delay when the bases merge.
struct DelayAnimation<Base: CustomAnimation>: CustomAnimation {
  /// The animation that runs after the delay.
  var base: Base
  /// The delay, in seconds.
  var delay: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: max(0, time - delay), context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.delay == delay else { return false }
    return base.shouldMerge(
      previous: Animation(previous.base), value: value, time: max(0, time - delay),
      context: &context)
  }
}

extension DelayAnimation: FactoryDescribable {
  var factoryDescription: String { Animation.factoryDescription(of: base) + ".delay(\(delay))" }
}

extension Animation {
  /// Delays the start of the animation by the specified number of seconds.
  ///
  /// Use this method to delay the start of an animation. For example, the following code
  /// animates the height change of two capsules: the first starts immediately, the second one
  /// second later.
  ///
  ///     Animation.easeInOut.delay(1.0)
  ///
  /// - Parameter delay: The number of seconds to delay the start of the animation.
  /// - Returns: An animation with a delayed start.
  public func delay(_ delay: TimeInterval) -> Animation {
    func wrap<B: CustomAnimation>(_ base: B) -> Animation {
      Animation(DelayAnimation(base: base, delay: delay))
    }
    return wrap(base)
  }
}
