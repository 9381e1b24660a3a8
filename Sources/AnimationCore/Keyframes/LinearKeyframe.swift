/// A keyframe that uses simple linear interpolation, shaped by a unit curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let spec: KeyframeSpec<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe.
  ///   - timingCurve: A unit curve that controls the speed of interpolation.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    spec = KeyframeSpec(target: to, duration: duration, kind: .linear(timingCurve))
  }

  public var _keyframes: _KeyframeList<Value> { _KeyframeList([spec]) }
}
