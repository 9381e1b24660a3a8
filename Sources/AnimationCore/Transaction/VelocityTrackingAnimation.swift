/// The animation a change gets in a transaction with ``Transaction/tracksVelocity`` and no
/// animation: the presentation sits on the model value, while the velocity of the successive
/// changes is measured so that a later `.spring` merging with it starts at that velocity.
///
/// It always merges with what runs before it, recording a sample of the accumulated delta each
/// time. Its velocity decays by 0.998 per millisecond after the last sample (×0.135 per second),
/// and it ends 2 s after the last change. Unlike OpenSwiftUI it doesn't end on the first frame
/// when fewer than two samples exist (their `isEmpty` is inverted to hide that); it only ends
/// early once a measured velocity has decayed to exactly zero.
struct VelocityTrackingAnimation: CustomAnimation {
  /// The shared instance, boxed once.
  static let animation = Animation(VelocityTrackingAnimation())

  /// How long the animation lives after the last change.
  static let lifetime: TimeInterval = 2

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let sampler = context.state[VelocitySamplerKey<V>.self]
    let lastTime = sampler.lastTime ?? 0
    if time >= lastTime + Self.lifetime { return nil }
    if sampler.count >= 2, let v = velocity(value: value, time: time, context: context),
      v.magnitudeSquared == 0
    {
      return nil
    }
    return value
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let sampler = context.state[VelocitySamplerKey<V>.self]
    guard let lastTime = sampler.lastTime else { return .zero }
    let decay = pow(0.998, max(0, time - lastTime) * 1000)
    return sampler.velocity.scaled(by: decay)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    var sampler = context.state[VelocitySamplerKey<V>.self]
    sampler.add(value, at: time)
    context.state[VelocitySamplerKey<V>.self] = sampler
    return true
  }
}

/// The state key of the velocity-tracking animation's sampler.
enum VelocitySamplerKey<V: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: VelocitySampler<V> { VelocitySampler() }
}

/// The last three (value, time) samples of a changing value, and the velocity they imply.
struct VelocitySampler<V: VectorArithmetic> {
  private(set) var samples: [(value: V, time: TimeInterval)] = []

  var count: Int { samples.count }
  var lastTime: TimeInterval? { samples.last?.time }

  /// Adds a sample. One earlier than the last is ignored; one less than `ulpOfOne` after the last
  /// replaces it.
  mutating func add(_ value: V, at time: TimeInterval) {
    if let last = samples.last {
      if time < last.time { return }
      if time - last.time < .ulpOfOne {
        samples[samples.count - 1].value = value
        return
      }
    }
    samples.append((value, time))
    if samples.count > 3 { samples.removeFirst() }
  }

  /// The slope of the last two samples; with three, 0.75 of the older slope plus 0.25 of the
  /// newer one (SwiftUI's weighting); zero with fewer than two.
  var velocity: V {
    func slope(_ a: (value: V, time: TimeInterval), _ b: (value: V, time: TimeInterval)) -> V {
      let dt = b.time - a.time
      guard dt > 0 else { return .zero }
      return (b.value - a.value).scaled(by: 1 / dt)
    }
    switch samples.count {
    case 2: return slope(samples[0], samples[1])
    case 3:
      return slope(samples[1], samples[2]).scaled(by: 0.25)
        + slope(samples[0], samples[1]).scaled(by: 0.75)
    default: return .zero
    }
  }
}
