/// A keyframe that uses a spring function to interpolate to the given value.
///
/// Without a duration, the segment lasts the spring's ``Spring/settlingDuration`` (a unit move
/// from rest, ε = 0.001, as Apple documents it). A segment at least that long ends on the
/// keyframe's value, at rest; a shorter one cuts the spring, and the next segment starts where
/// the spring is then, with its velocity (docs/keyframes.md).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let spec: KeyframeSpec<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use the
  ///     settling duration of the spring.
  ///   - spring: The spring that defines the shape of the segment before this keyframe.
  ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    spec = KeyframeSpec(
      target: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))
  }

  public var _keyframes: _KeyframeList<Value> { _KeyframeList([spec]) }
}
