/// A type that defines how an animatable value changes over time.
///
/// Use this protocol to create a type that changes an animatable value over time, which produces a
/// custom visual transition of a view. Create an ``Animation`` from it with ``Animation/init(_:)``.
public protocol CustomAnimation: Hashable, Sendable {
  /// Calculates the value of the animation at the specified time.
  ///
  /// - Parameters:
  ///   - value: The vector to animate towards: the whole distance from the start to the target.
  ///   - time: The elapsed time since the start of the animation.
  ///   - context: The animation's state and environment.
  /// - Returns: The current value of the animation, or `nil` if the animation has finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// Calculates the velocity of the animation at a specified time.
  ///
  /// - Returns: The current velocity, or `nil` (the default) if the animation doesn't know it.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Determines whether an instance of the animation can merge with another instance.
  ///
  /// When a new animation starts while `previous` still runs on the same property, returning `true`
  /// makes the new animation take over the previous one's state (and start time); returning `false`
  /// (the default) makes the two run together, their effects combined.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The vector the previous animation was animating towards.
  ///   - time: The elapsed time since the previous animation started.
  ///   - context: The previous animation's context; the new animation inherits it on a merge.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// By default an animation doesn't report its velocity.
  @inlinable
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// By default an animation doesn't merge: a new one combines with the running one.
  @inlinable
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}
