// The numbers a designer reads off an animation: when it gets there, how far it overshoots,
// when it settles. Computed from samples, so they describe exactly what was sampled.

/// One sample of an animated value: time, value and (when known) velocity.
public struct Sample: Sendable, Equatable {
  /// Seconds since the animation began.
  public var time: Double
  /// The presented value.
  public var value: Double
  /// The velocity in value units per second, when known.
  public var velocity: Double?

  /// Creates a sample.
  public init(time: Double, value: Double, velocity: Double? = nil) {
    self.time = time
    self.value = value
    self.velocity = velocity
  }
}

/// Key figures of a move from `start` to `target`, computed from samples.
///
/// Progress is `(value − start) / (target − start)`: 0 at the start, 1 at the target, whatever
/// the direction of the move. Crossing times are interpolated linearly between samples, so a
/// linear ramp from 0 to 1 over 1 s reaches 50 % at exactly 0.5 s even with coarse sampling.
public struct KeyFigures: Sendable, Equatable {
  /// The value of the last finite sample.
  public var finalValue: Double?
  /// How far the value went past the target, in percent of the distance moved (0 when it never
  /// passed it); `nil` when start and target are equal.
  public var overshootPercent: Double?
  /// The time after which progress stays within `epsilon` of 1; `nil` when the samples end
  /// outside that band.
  public var settlingTime: Double?
  /// The band used for `settlingTime`, as a fraction of the distance moved.
  public var epsilon: Double
  /// The first time progress reaches 50 %, 90 % and 99 %.
  public var timeTo50: Double?
  /// See `timeTo50`.
  public var timeTo90: Double?
  /// See `timeTo50`.
  public var timeTo99: Double?
  /// The largest speed among the samples' velocities (signed, as sampled), if any were given.
  public var peakVelocity: Double?
  /// How often the value passes the target: 0 for a move that never overshoots, 1 for one
  /// overshoot that settles from above, 2 for a bounce back below, and so on (a measure of
  /// oscillation). Passes that stay inside the `epsilon` band do not count.
  public var targetCrossings: Int

  /// Computes the figures of `samples` for a move from `start` to `target`.
  /// - Parameters:
  ///   - samples: Samples in time order; samples with a non-finite time or value are ignored.
  ///   - start: The value the move began at.
  ///   - target: The value the move heads for.
  ///   - epsilon: The settling band as a fraction of `|target − start|` (SwiftUI's
  ///     `Spring.settlingDuration` uses 0.001 for a move from 0 to 1).
  public init(samples: [Sample], start: Double, target: Double, epsilon: Double = 0.001) {
    let finite = samples.filter { $0.time.isFinite && $0.value.isFinite }
    self.epsilon = epsilon
    finalValue = finite.last?.value
    peakVelocity = finite.compactMap(\.velocity).filter(\.isFinite).max { abs($0) < abs($1) }
    let distance = target - start
    guard distance != 0, distance.isFinite, !finite.isEmpty else {
      targetCrossings = 0
      overshootPercent = nil
      settlingTime = nil
      timeTo50 = nil
      timeTo90 = nil
      timeTo99 = nil
      return
    }
    let progress = finite.map { ($0.value - start) / distance }
    let peak = progress.max() ?? 0
    overshootPercent = max(0, peak - 1) * 100
    timeTo50 = KeyFigures.firstCrossing(of: 0.5, progress: progress, samples: finite)
    timeTo90 = KeyFigures.firstCrossing(of: 0.9, progress: progress, samples: finite)
    timeTo99 = KeyFigures.firstCrossing(of: 0.99, progress: progress, samples: finite)
    settlingTime = KeyFigures.settling(epsilon: abs(epsilon), progress: progress, samples: finite)
    targetCrossings = KeyFigures.crossings(epsilon: abs(epsilon), progress: progress)
  }

  /// The number of times progress moves from one side of the ε band around 1 to the other.
  static func crossings(epsilon: Double, progress: [Double]) -> Int {
    var side = 0  // -1 below the band, +1 above it, 0 not yet outside
    var count = 0
    for value in progress {
      let now = value > 1 + epsilon ? 1 : value < 1 - epsilon ? -1 : 0
      guard now != 0 else { continue }
      if side != 0 && now != side { count += 1 }
      side = now
    }
    return count
  }

  /// The time at which progress first reaches `level`, interpolated between samples.
  static func firstCrossing(of level: Double, progress: [Double], samples: [Sample]) -> Double? {
    guard let first = progress.first else { return nil }
    if first >= level { return samples.first?.time }
    for index in progress.indices.dropFirst() where progress[index] >= level {
      let (p0, p1) = (progress[index - 1], progress[index])
      let (t0, t1) = (samples[index - 1].time, samples[index].time)
      return t0 + (level - p0) / (p1 - p0) * (t1 - t0)
    }
    return nil
  }

  /// The time after which progress stays within `epsilon` of 1, interpolated at the last entry
  /// into the band; `nil` if the last sample is outside it.
  static func settling(epsilon: Double, progress: [Double], samples: [Sample]) -> Double? {
    guard let last = progress.last, abs(last - 1) <= epsilon else { return nil }
    guard let outside = progress.lastIndex(where: { abs($0 - 1) > epsilon }) else {
      return samples.first?.time
    }
    let inside = outside + 1
    guard inside < samples.count else { return nil }
    // Enter the band through its upper edge when coming from above, else through its lower edge.
    let (p0, p1) = (progress[outside], progress[inside])
    let edge = p0 > 1 ? 1 + epsilon : 1 - epsilon
    let (t0, t1) = (samples[outside].time, samples[inside].time)
    guard p1 != p0 else { return t1 }
    return t0 + (edge - p0) / (p1 - p0) * (t1 - t0)
  }
}
