/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each segment is a cubic Hermite curve. A velocity left out is chosen as Apple documents:
/// adjacent cubic keyframes form a Catmull-Rom spline (the tangent at a shared keyframe is the
/// chord between its neighbours over their time span), a cubic next to another kind takes that
/// segment's velocity, and a track starts and ends at rest (or, on a retrigger, with the
/// carried velocity): docs/keyframes.md.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let spec: KeyframeSpec<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe.
  ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    spec = KeyframeSpec(
      target: to, duration: duration,
      kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }

  public var _keyframes: _KeyframeList<Value> { _KeyframeList([spec]) }
}
