/// A group of keyframes that define an interpolation curve of an animatable value, as SwiftUI's
/// `KeyframeTrackContent`: the four keyframe kinds (``LinearKeyframe``, ``SpringKeyframe``,
/// ``CubicKeyframe``, ``MoveKeyframe``) and what ``KeyframeTrackContentBuilder`` makes of them.
///
/// Unlike SwiftUI's protocol, this one has no `body`: a type conforms by listing its keyframes in
/// ``_keyframes``, which only the four kinds and the builder know how to make.
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable

  /// The keyframes, in order (plumbing for the builders; not for direct use).
  var _keyframes: _KeyframeList<Value> { get }
}

/// An ordered list of keyframes: what a ``KeyframeTrackContentBuilder`` block produces.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
  /// The keyframes, in declaration order.
  var keyframes: [KeyframeSpec<Value>]

  init(_ keyframes: [KeyframeSpec<Value>]) { self.keyframes = keyframes }

  public var _keyframes: _KeyframeList<Value> { self }
}
