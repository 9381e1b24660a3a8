/// A keyframe that immediately moves to the given value without interpolating; the velocity
/// after it is zero.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let spec: KeyframeSpec<Value>

  /// Creates a new keyframe using the given value.
  ///
  /// - Parameter to: The value of the keyframe.
  public init(_ to: Value) {
    spec = KeyframeSpec(target: to, duration: nil, kind: .move)
  }

  public var _keyframes: _KeyframeList<Value> { _KeyframeList([spec]) }
}
