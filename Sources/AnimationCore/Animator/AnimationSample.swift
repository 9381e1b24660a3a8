/// One frame of a sampled property: the clock time, the presentation value and its velocity.
public struct AnimationSample<Value: VectorArithmetic>: Equatable {
  /// The animator's clock time of the frame, in seconds.
  public var time: TimeInterval
  /// The presentation value at that time.
  public var value: Value
  /// The presentation's velocity at that time, in value units per second (see
  /// ``AnimatedProperty/velocity``).
  public var velocity: Value

  /// Creates a sample.
  public init(time: TimeInterval, value: Value, velocity: Value) {
    self.time = time
    self.value = value
    self.velocity = velocity
  }
}

extension AnimationSample: Sendable where Value: Sendable {}
