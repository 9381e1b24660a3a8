/// An animation that runs its base faster or slower: the base sees `time × speed`.
///
/// It merges with a previous animation of the same type and speed when the bases merge.
struct SpeedAnimation<Base: CustomAnimation>: CustomAnimation {
  /// The animation whose clock is scaled.
  var base: Base
  /// The factor applied to the elapsed time.
  var speed: Double

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.speed == speed else { return false }
    return base.shouldMerge(
      previous: Animation(previous.base), value: value, time: time * speed, context: &context)
  }
}

extension SpeedAnimation: FactoryDescribable {
  var factoryDescription: String { Animation.factoryDescription(of: base) + ".speed(\(speed))" }
}

extension Animation {
  /// Changes the duration of an animation by adjusting its speed.
  ///
  /// Setting the speed of an animation changes the duration of the animation by a factor of
  /// `speed`. A higher speed value causes a faster animation sequence due to a shorter duration.
  /// For example, a one-second animation with a speed of `2.0` completes in half the time (half a
  /// second).
  ///
  /// - Parameter speed: The speed at which SwiftUI performs the animation.
  /// - Returns: An animation with the adjusted speed.
  public func speed(_ speed: Double) -> Animation {
    func wrap<B: CustomAnimation>(_ base: B) -> Animation {
      Animation(SpeedAnimation(base: base, speed: speed))
    }
    return wrap(base)
  }
}
