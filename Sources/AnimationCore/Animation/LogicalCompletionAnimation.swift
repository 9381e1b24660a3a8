/// An animation that is logically complete after a fixed time, however long its base runs.
///
/// It never extends the base's life: if the base finishes first, logical completion happens when
/// it is removed. It merges with a previous animation of the same type and time when the bases
/// merge.
struct LogicalCompletionAnimation<Base: CustomAnimation>: CustomAnimation {
  /// The animation that runs.
  var base: Base
  /// The time, in seconds, after which the animation is logically complete.
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if !context.isLogicallyComplete { context.isLogicallyComplete = duration <= time }
    return result
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? Self, previous.duration == duration else {
      return false
    }
    return base.shouldMerge(
      previous: Animation(previous.base), value: value, time: time, context: &context)
  }
}

extension LogicalCompletionAnimation: FactoryDescribable {
  var factoryDescription: String {
    Animation.factoryDescription(of: base) + ".logicallyComplete(after: \(duration))"
  }
}

extension Animation {
  /// Causes the animation to report logical completion after the specified duration, if it has
  /// not already logically completed.
  ///
  /// Note that the indicated duration will not cause the animation to continue running after the
  /// base animation has fully completed.
  ///
  /// If the animation is removed before the given duration is reached, logical completion will
  /// be reported immediately.
  ///
  /// - Parameter duration: The duration after which the animation should report that it is
  ///   logically complete.
  /// - Returns: An animation that reports logical completion after the given duration.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    func wrap<B: CustomAnimation>(_ base: B) -> Animation {
      Animation(LogicalCompletionAnimation(base: base, duration: duration))
    }
    return wrap(base)
  }
}
