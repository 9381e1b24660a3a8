import Foundation

/// A description of how a value changes over time, modeled using keyframes, as SwiftUI's
/// `KeyframeTimeline`.
///
/// ```swift
/// let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
///   CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
///   CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
/// }
/// let value = keyframes.value(time: 0.45)
/// ```
///
/// Rules (Apple's, with the choices where Apple is silent in docs/keyframes.md):
/// - Each track starts from the initial value's property; tracks apply in declaration order, so
///   when two tracks animate the same property the last one wins.
/// - The longest track sets ``duration``; a shorter one holds its last value.
/// - Before time 0 the value is the initial value; from its end on, a track holds its end value.
/// - Velocity carries across keyframes: see ``CubicKeyframe`` and ``SpringKeyframe``.
///
/// Invalid keyframes (a negative or non-finite duration, a value that is not finite) never trap:
/// they are listed in ``issues`` and ``validate()`` throws the first.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  /// The initial value with its animatable data zeroed when it is `Animatable` (the base that
  /// ``velocity(time:)`` writes velocities into), otherwise the initial value.
  private let velocityBase: Value
  private let tracks: [KeyframeTrackEvaluator<Value>]

  /// The duration of the content in seconds: the longest track's.
  public let duration: TimeInterval

  /// Everything wrong with the keyframes, in track order (empty when they are all valid).
  public let issues: [KeyframeError]

  /// Creates a new instance using the initial value and content that you provide.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, initialVelocity: nil, tracks: content()._tracks)
  }

  /// Creates a timeline whose tracks start with the velocities that `initialVelocity`'s
  /// properties hold (per second), as a keyframe animator does when it is retriggered mid-flight:
  /// a leading cubic or spring keyframe without its own start velocity continues with it.
  /// (Not in SwiftUI, which does this inside `KeyframeAnimator` only.)
  public init(
    initialValue: Value, initialVelocity: Value?,
    @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, initialVelocity: initialVelocity, tracks: content()._tracks)
  }

  init(initialValue: Value, initialVelocity: Value?, tracks: _KeyframeTracks<Value>) {
    self.initialValue = initialValue
    velocityBase = zeroedAnimatableData(initialValue)
    self.tracks = tracks.plans.map { $0.resolve(initialValue, initialVelocity) }
    duration = self.tracks.map(\.duration).max() ?? 0
    issues = self.tracks.enumerated().flatMap { index, track in
      track.issues.map { issue in
        var issue = issue
        issue.track = index
        return issue
      }
    }
  }

  /// Returns the interpolated value at the given time.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(to: &value, time: time) }
    return value
  }

  /// Returns the interpolated value at the given progress in the range zero to one.
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }

  /// The rate of change of the value at the given time, per second (not in SwiftUI).
  ///
  /// Each animated property holds its velocity: the derivative of the segment running at `time`
  /// (at a keyframe time, of the segment that starts there), zero before 0 and after the track's
  /// end. The other properties are zero when `Value` is `Animatable` (their animatable data is
  /// zeroed) and keep their initial value otherwise.
  public func velocity(time: Double) -> Value {
    var value = velocityBase
    for track in tracks { track.applyVelocity(to: &value, time: time) }
    return value
  }

  /// The times at which each track's keyframes end, one list per track in declaration order:
  /// the segment boundaries a chart or a table marks.
  public var keyframeTimes: [[TimeInterval]] { tracks.map(\.keyframeTimes) }

  /// Throws the first of ``issues``, if any.
  public func validate() throws {
    if let first = issues.first { throw first }
  }
}

/// `value` with its animatable data set to zero if it is `Animatable`; otherwise `value`.
private func zeroedAnimatableData<Value>(_ value: Value) -> Value {
  guard let animatable = value as? any Animatable else { return value }
  func zeroed<A: Animatable>(_ a: A) -> A { a.with(animatableData: .zero) }
  return zeroed(animatable) as? Value ?? value
}
