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

/// A track waiting for the value it starts from.
struct KeyframeTrackPlan<Root> {
  /// Resolves the track against the timeline's initial value and, on a retrigger, a value whose
  /// properties hold the velocities to carry into the track.
  let resolve: (_ initial: Root, _ velocity: Root?) -> KeyframeTrackEvaluator<Root>

  init<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value>, _ list: _KeyframeList<Value>) {
    self.init(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, list)
  }

  init<Value: Animatable>(
    get: @escaping (Root) -> Value, set: @escaping (inout Root, Value) -> Void,
    _ list: _KeyframeList<Value>
  ) {
    resolve = { initial, velocity in
      ResolvedKeyframeTrack(
        set: set, start: get(initial), seedVelocity: velocity.map { get($0).animatableData },
        keyframes: list.keyframes)
    }
  }
}

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
