/// A sequence of keyframes animating a single property of a root type, as SwiftUI's
/// `KeyframeTrack`.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.0, duration: 0.36)
///   SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///   SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// The track starts from the timeline's initial value of its property; the keyframes then follow
/// each other in order (see ``KeyframeTimeline`` for the rules). SwiftUI's third generic
/// parameter (the content type) is left out: the builder's content is always one list.
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
  let plan: KeyframeTrackPlan<Root>

  /// Creates an instance that animates the property of the root value at the given key path.
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - content: A keyframe collection builder closure containing the keyframes that control the
  ///     interpolation curve.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent<Value>
  ) {
    plan = KeyframeTrackPlan(keyPath, content()._keyframes)
  }

  public var _tracks: _KeyframeTracks<Root> { _KeyframeTracks([.track(plan)]) }
}

extension KeyframeTrack {
  /// Creates an instance that animates the property that `get` reads and `set` writes (not in
  /// SwiftUI): for roots whose properties are not Swift stored properties, such as an
  /// interpreter's records kept as one ``AnimatableVector``.
  ///
  /// - Parameters:
  ///   - get: Reads the property from a root.
  ///   - set: Writes the property into a root.
  ///   - content: A keyframe collection builder closure containing the keyframes that control the
  ///     interpolation curve.
  public init(
    get: @escaping (Root) -> Value, set: @escaping (inout Root, Value) -> Void,
    @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent<Value>
  ) {
    plan = KeyframeTrackPlan(get: get, set: set, content()._keyframes)
  }
}

extension KeyframeTrack where Root == Value {
  /// Creates an instance that animates the entire value from the root of the key path.
  ///
  /// - Parameter content: A keyframe collection builder closure containing the keyframes that
  ///   control the interpolation curve.
  public init(
    @KeyframeTrackContentBuilder<Root> content: () -> some KeyframeTrackContent<Root>
  ) {
    plan = KeyframeTrackPlan(\Root.self, content()._keyframes)
  }
}
