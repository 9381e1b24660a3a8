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

/// How a keyframe moves to its value, with velocities of type `Velocity`: the keyframe's
/// `Value` as declared, its animatable data once resolved.
enum KeyframeKind<Velocity> {
  case move
  case linear(UnitCurve)
  case spring(Spring, startVelocity: Velocity?)
  case cubic(startVelocity: Velocity?, endVelocity: Velocity?)

  /// The same kind with its velocities converted.
  func map<Other>(_ transform: (Velocity) -> Other) -> KeyframeKind<Other> {
    switch self {
    case .move: .move
    case .linear(let curve): .linear(curve)
    case .spring(let spring, let v): .spring(spring, startVelocity: v.map(transform))
    case .cubic(let v0, let v1): .cubic(startVelocity: v0.map(transform), endVelocity: v1.map(transform))
    }
  }

  /// The velocities the keyframe declares.
  var velocities: [Velocity] {
    switch self {
    case .move, .linear: []
    case .spring(_, let v): [v].compactMap { $0 }
    case .cubic(let v0, let v1): [v0, v1].compactMap { $0 }
    }
  }
}

/// One keyframe as declared: its kind, target value and (possibly missing) duration.
struct KeyframeSpec<Value: Animatable> {
  var target: Value
  /// The declared duration; `nil` only for a spring (its settling duration) and a move (zero).
  var duration: TimeInterval?
  var kind: KeyframeKind<Value>

  /// The SwiftUI type name, for error messages: "SpringKeyframe".
  var typeName: String {
    switch kind {
    case .move: "MoveKeyframe"
    case .linear: "LinearKeyframe"
    case .spring: "SpringKeyframe"
    case .cubic: "CubicKeyframe"
    }
  }
}

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
