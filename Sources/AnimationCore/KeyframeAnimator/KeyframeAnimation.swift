import Foundation

/// A keyframe timeline run as an animation on an ``AnimatedProperty`` of the timeline's
/// animatable data, so that the animator's sampling, presentation, velocity, completions and
/// observer work for keyframes as for any animation.
///
/// The property's model value is the timeline's end value; the animation returns the offset that
/// puts the presentation on the timeline: `timeline(t) − (end − interval)`, where
/// `end − interval` is where the property's animations started from. It merges with whatever
/// runs (the new keyframes replace the old animation, as Apple documents for a retrigger) and
/// measures its time from the merge.
final class KeyframeAnimation<Value: Animatable>: CustomAnimation, @unchecked Sendable {
  // @unchecked Sendable: like every animation it runs on its animator's one thread; the timeline
  // it holds is immutable.

  let timeline: KeyframeTimeline<Value>
  let end: Value.AnimatableData
  /// Loops the timeline forever instead of ending with it.
  let repeats: Bool

  init(timeline: KeyframeTimeline<Value>, repeats: Bool) {
    self.timeline = timeline
    self.end = timeline.value(time: timeline.duration).animatableData
    self.repeats = repeats && timeline.duration > 0
  }

  /// The timeline's time at the animation's `time`, or `nil` once a single run is over.
  private func timelineTime(_ time: TimeInterval, state: AnimationState<some VectorArithmetic>)
    -> TimeInterval?
  {
    let t = time - state[KeyframeStartKey.self]
    if repeats { return t.truncatingRemainder(dividingBy: timeline.duration) }
    return t < timeline.duration ? t : nil
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard let t = timelineTime(time, state: context.state),
      let interval = value as? Value.AnimatableData
    else { return nil }
    return (timeline.value(time: t).animatableData - (end - interval)) as? V
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard let t = timelineTime(time, state: context.state) else { return .zero }
    return timeline.velocity(time: t).animatableData as? V
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    context.state[KeyframeStartKey.self] = time
    return true
  }

  static func == (lhs: KeyframeAnimation, rhs: KeyframeAnimation) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The animation time at which the running keyframes started (0, or the time of the merge that
/// replaced earlier keyframes).
private struct KeyframeStartKey: AnimationStateKey {
  static var defaultValue: TimeInterval { 0 }
}

extension KeyframeAnimation: CustomStringConvertible {
  var description: String {
    "keyframes(duration: \(timeline.duration)\(repeats ? ", repeating" : ""))"
  }
}
