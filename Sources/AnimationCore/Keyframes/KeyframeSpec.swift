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
