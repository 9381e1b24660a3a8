/// A keyframe the timeline could not use as written, with where it is: what
/// ``KeyframeTimeline/issues`` lists and ``KeyframeTimeline/validate()`` throws.
///
/// An invalid keyframe never stops the timeline: one with a bad duration (or a spring that never
/// settles and has no duration) jumps to its value like a ``MoveKeyframe``; one whose value is
/// not finite or has the wrong number of components is skipped.
public struct KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Equatable, Sendable {
    /// The duration is negative, infinite or NaN.
    case invalidDuration(Double)
    /// A spring keyframe without a duration whose spring never settles (bounce 1).
    case springNeverSettles
    /// The keyframe's value or one of its velocities is infinite or NaN.
    case nonFiniteValue
    /// The value (or a velocity) has another number of components than the track's property.
    case mismatchedComponents(expected: Int, found: Int)
  }

  /// The track, counted from 0 in declaration order.
  public var track: Int
  /// The keyframe within its track, counted from 0.
  public var keyframe: Int
  /// The keyframe's kind: "LinearKeyframe", "SpringKeyframe", "CubicKeyframe" or "MoveKeyframe".
  public var keyframeType: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(track: Int, keyframe: Int, keyframeType: String, reason: Reason) {
    self.track = track
    self.keyframe = keyframe
    self.keyframeType = keyframeType
    self.reason = reason
  }

  /// "keyframe 2 (SpringKeyframe) of track 1: duration must be finite and not negative (got -1)",
  /// counted from 1.
  public var description: String {
    let what: String
    switch reason {
    case .invalidDuration(let d):
      what = "duration must be finite and not negative (got \(d))"
    case .springNeverSettles:
      what = "the spring never settles (bounce 1); give the keyframe a duration"
    case .nonFiniteValue:
      what = "value or velocity is not finite"
    case .mismatchedComponents(let expected, let found):
      what = "value has \(found) components where the track's property has \(expected)"
    }
    return "keyframe \(keyframe + 1) (\(keyframeType)) of track \(track + 1): \(what)"
  }
}
