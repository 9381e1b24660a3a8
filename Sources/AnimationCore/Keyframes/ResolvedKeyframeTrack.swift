/// A resolved track of any property type, as the timeline holds it.
class KeyframeTrackEvaluator<Root> {
  /// The sum of the segment durations.
  let duration: TimeInterval
  /// The time each keyframe ends at, in order.
  let keyframeTimes: [TimeInterval]
  /// What was wrong with the keyframes (track index 0; the timeline renumbers).
  let issues: [KeyframeError]

  init(duration: TimeInterval, keyframeTimes: [TimeInterval], issues: [KeyframeError]) {
    self.duration = duration
    self.keyframeTimes = keyframeTimes
    self.issues = issues
  }

  /// Writes the track's value at `time` into `root`.
  func apply(to root: inout Root, time: TimeInterval) {}

  /// Writes the track's velocity at `time` (per second) into `root`.
  func applyVelocity(to root: inout Root, time: TimeInterval) {}
}

/// A track whose keyframes have been turned into segments on the property's animatable data.
final class ResolvedKeyframeTrack<Root, Value: Animatable>: KeyframeTrackEvaluator<Root> {
  typealias Data = Value.AnimatableData

  /// Writes the property into a root.
  let set: (inout Root, Value) -> Void
  /// The property's initial value: what its animatable data is written into.
  let template: Value
  let startData: Data
  let endData: Data
  let segments: [KeyframeSegment<Data>]

  init(
    set: @escaping (inout Root, Value) -> Void, start: Value, seedVelocity: Data?,
    keyframes: [KeyframeSpec<Value>]
  ) {
    self.set = set
    template = start
    startData = start.animatableData
    let resolution = KeyframeSegment.resolve(
      keyframes, from: startData, velocity: seedVelocity ?? .zero)
    segments = resolution.segments
    endData = resolution.end
    super.init(
      duration: resolution.duration, keyframeTimes: resolution.keyframeTimes,
      issues: resolution.issues)
  }

  /// The segment running at `time`: the first that ends after it (so a time on a boundary
  /// belongs to the segment that starts there, and zero-length moves are never evaluated).
  private func segment(at time: TimeInterval) -> KeyframeSegment<Data>? {
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].end > time { high = mid } else { low = mid + 1 }
    }
    return low < segments.count ? segments[low] : nil
  }

  private func data(at time: TimeInterval) -> Data {
    guard time >= 0 else { return startData }
    guard let segment = segment(at: time) else { return endData }
    return segment.value(at: time - segment.start)
  }

  private func velocityData(at time: TimeInterval) -> Data {
    guard time >= 0, let segment = segment(at: time) else { return .zero }
    return segment.velocity(at: time - segment.start)
  }

  override func apply(to root: inout Root, time: TimeInterval) {
    set(&root, template.with(animatableData: data(at: time)))
  }

  override func applyVelocity(to root: inout Root, time: TimeInterval) {
    set(&root, template.with(animatableData: velocityData(at: time)))
  }
}
