import Foundation

extension KeyframeSegment {
  /// What resolving a track's keyframes gives.
  struct Resolution {
    var segments: [KeyframeSegment] = []
    var keyframeTimes: [TimeInterval] = []
    var duration: TimeInterval = 0
    /// Where the track ends (a spring cut short ends where it was, not on its target).
    var end: Data
    var issues: [KeyframeError] = []
  }

  /// A keyframe after validation, on animatable data.
  private struct Step {
    var target: Data
    var duration: TimeInterval
    var kind: KeyframeKind<Data>
  }

  /// Turns keyframes into segments, starting at `start` with `velocity` (zero, or what a
  /// retrigger carries over). The rules, and the choices where Apple is silent, are in
  /// docs/keyframes.md; in short:
  /// - a spring without a duration lasts its settling duration; it starts with its own
  ///   `startVelocity` or the velocity the previous segment ended with; when it lasts at least
  ///   its settling duration it ends on its value at rest, and cut shorter, the next segment
  ///   starts where and as fast as the spring was;
  /// - a cubic's missing start velocity is the velocity the previous segment ended with (at the
  ///   track's start, the carried velocity); a missing end velocity is the Catmull-Rom tangent
  ///   `(next target − this segment's start) / (time span of both)` when the next keyframe is a
  ///   cubic or spring without its own start velocity, that velocity when it has one, a linear
  ///   keyframe's start velocity, and 0 before a move and at the end of the track;
  /// - a linear keyframe follows its curve whatever the velocity before; a move (and any keyframe
  ///   of zero duration) jumps and leaves the velocity at 0.
  /// Invalid keyframes are reported in `issues`: one with a bad duration jumps like a move, one
  /// with a value that is not finite or of the wrong shape is skipped.
  static func resolve<Value: Animatable>(
    _ keyframes: [KeyframeSpec<Value>], from start: Data, velocity seed: Data
  ) -> Resolution where Value.AnimatableData == Data {
    var issues: [KeyframeError] = []
    let steps = validate(keyframes, start: start, issues: &issues)
    var result = Resolution(end: start, issues: issues)
    var position = start
    var velocity = seed
    var time: TimeInterval = 0
    for (index, step) in steps.enumerated() {
      let from = position
      defer { result.keyframeTimes.append(time) }
      guard step.duration > 0 else {
        position = step.target
        velocity = .zero
        continue
      }
      let curve: Curve
      switch step.kind {
      case .move:
        continue  // unreachable: a move has zero duration
      case .linear(let unit):
        curve = .linear(unit)
        position = step.target
        velocity = (step.target - from).scaled(by: unit.velocity(at: 1) / step.duration)
      case .spring(let spring, let startVelocity):
        let initial = startVelocity ?? velocity
        curve = .spring(spring, initialVelocity: initial)
        if step.duration >= spring.settlingDuration {
          // Settled: the segment ends on its value at rest, as a spring animation that is
          // removed shows its target.
          position = step.target
          velocity = .zero
        } else {
          position = spring.value(
            fromValue: from, toValue: step.target, initialVelocity: initial, time: step.duration)
          velocity = spring.velocity(
            fromValue: from, toValue: step.target, initialVelocity: initial, time: step.duration)
        }
      case .cubic(let startVelocity, let endVelocity):
        let m0 = startVelocity ?? velocity
        let m1 = endVelocity ?? tangent(after: index, in: steps, from: from, startTime: time)
        curve = .hermite(startVelocity: m0, endVelocity: m1)
        position = step.target
        velocity = m1
      }
      result.segments.append(
        KeyframeSegment(
          start: time, duration: step.duration, from: from, to: step.target, curve: curve))
      time += step.duration
    }
    result.duration = time
    result.end = position
    return result
  }

  /// The end velocity of the cubic keyframe `index`, which starts at `from` at `startTime`, when
  /// it declares none: taken from the keyframe after it.
  private static func tangent(
    after index: Int, in steps: [Step], from: Data, startTime: TimeInterval
  ) -> Data {
    let this = steps[index]
    guard index + 1 < steps.count else { return .zero }  // the track ends at rest
    let next = steps[index + 1]
    guard next.duration > 0 else { return .zero }  // a move: the motion stops, then jumps
    let catmullRom =
      (next.target - from).scaled(by: 1 / (this.duration + next.duration))
    switch next.kind {
    case .move:
      return .zero
    case .linear(let unit):
      return (next.target - this.target).scaled(by: unit.velocity(at: 0) / next.duration)
    case .spring(_, let startVelocity):
      return startVelocity ?? catmullRom
    case .cubic(let startVelocity, _):
      return startVelocity ?? catmullRom
    }
  }

  /// Checks each keyframe and converts it to data; reports and drops (or neutralizes) bad ones.
  private static func validate<Value: Animatable>(
    _ keyframes: [KeyframeSpec<Value>], start: Data, issues: inout [KeyframeError]
  ) -> [Step] where Value.AnimatableData == Data {
    let width = componentCount(start)
    var steps: [Step] = []
    for (index, keyframe) in keyframes.enumerated() {
      func report(_ reason: KeyframeError.Reason) {
        issues.append(
          KeyframeError(track: 0, keyframe: index, keyframeType: keyframe.typeName, reason: reason))
      }
      let target = keyframe.target.animatableData
      let kind = keyframe.kind.map(\.animatableData)
      let velocities = kind.velocities
      if let width, let bad = ([target] + velocities).first(where: { componentCount($0) != width }) {
        report(.mismatchedComponents(expected: width, found: componentCount(bad) ?? 0))
        continue
      }
      guard ([target] + velocities).allSatisfy({ $0.magnitudeSquared.isFinite }) else {
        report(.nonFiniteValue)
        continue
      }
      var duration: TimeInterval
      switch keyframe.kind {
      case .move:
        duration = 0
      case .spring(let spring, _) where keyframe.duration == nil:
        duration = spring.settlingDuration
        if !duration.isFinite {
          report(.springNeverSettles)
          duration = 0
        }
      default:
        duration = keyframe.duration ?? 0
      }
      if !duration.isFinite || duration < 0 {
        report(.invalidDuration(duration))
        duration = 0
      }
      steps.append(Step(target: target, duration: duration, kind: kind))
    }
    return steps
  }

  /// The number of components of a dynamic vector (the interpreter's values), whose keyframes
  /// must all have as many as the track's start; `nil` for the fixed-shape types.
  private static func componentCount(_ data: Data) -> Int? {
    (data as? AnimatableVector)?.count
  }
}
