// The numeric side of one axis: its range, the mapping of values onto it, and its ticks.

/// A linear axis from `lower` to `upper` with "nice" tick values (1, 2 or 5 × 10ⁿ apart).
public struct AxisScale: Sendable, Equatable {
  /// The value at the start of the axis (left or bottom).
  public var lower: Double
  /// The value at the end of the axis (right or top).
  public var upper: Double
  /// Tick values inside `lower...upper`, ascending.
  public var ticks: [Double]
  /// The distance between ticks.
  public var step: Double

  /// Creates a scale covering `values`, aiming for about `tickCount` ticks.
  ///
  /// Only finite values count. With no finite value the scale is 0...1; with a single distinct
  /// value the range is widened so that the value sits inside it (a constant series becomes a
  /// flat line, not a division by zero).
  /// - Parameters:
  ///   - values: The data the axis must cover.
  ///   - tickCount: The wanted number of ticks (at least 2).
  ///   - anchoredAtZero: Widen a degenerate range upwards from 0 rather than around it (time axes).
  public init<S: Sequence>(covering values: S, tickCount: Int, anchoredAtZero: Bool = false)
  where S.Element == Double {
    var lo = Double.infinity
    var hi = -Double.infinity
    for value in values where value.isFinite {
      lo = min(lo, value)
      hi = max(hi, value)
    }
    if lo > hi {
      lo = 0
      hi = 1
    } else if lo == hi {
      let centre = lo
      if anchoredAtZero && centre == 0 {
        hi = 1
      } else {
        let pad = centre == 0 ? 1 : abs(centre) * 0.5
        lo = centre - pad
        hi = centre + pad
      }
    }
    self.init(lower: lo, upper: hi, tickCount: tickCount)
  }

  /// Creates a scale over an explicit range, aiming for about `tickCount` ticks.
  public init(lower: Double, upper: Double, tickCount: Int) {
    self.lower = lower
    self.upper = upper
    let wanted = max(2, tickCount)
    // Halves keep the span finite even for ranges such as -1e308...1e308.
    let halfSpan = upper / 2 - lower / 2
    let rawStep = 2 * halfSpan / Double(wanted - 1)
    guard rawStep.isFinite, rawStep > 0 else {
      step = halfSpan.isFinite && halfSpan > 0 ? 2 * halfSpan : 1
      ticks = [lower, upper]
      return
    }
    var step = AxisScale.niceStep(rawStep)
    guard step > 0, step.isFinite else {  // subnormal spans underflow the search
      self.step = 2 * halfSpan
      ticks = [lower, upper]
      return
    }
    var ticks = AxisScale.ticks(from: lower, to: upper, step: step)
    // A nice step can overshoot a narrow range (1.5...4.5 with step 5 has no tick): refine it.
    var refinements = 0
    while ticks.count < 2, refinements < 8 {
      step = AxisScale.niceStep(step * 0.99 / 2.5)  // the next smaller of 1, 2, 5
      ticks = AxisScale.ticks(from: lower, to: upper, step: step)
      refinements += 1
    }
    self.step = step
    self.ticks = ticks
  }

  /// The scale widened to the ticks just outside its data, keeping its step, so that both ends
  /// of the axis are labelled: a spring's value 0…0.999 gets an axis to 1, a move that ends at
  /// 0.83 s one to 1 s. An end is widened only by up to a quarter of the span, so that a chart
  /// does not turn half empty (0…1.05 stays as it is rather than becoming 0…2).
  public func extendedToTicks() -> AxisScale {
    guard step > 0, step.isFinite, lower.isFinite, upper.isFinite else { return self }
    // A little slack, so that 1.0000000000000002 does not start another step.
    let lo = ((lower / step) + 1e-9).rounded(.down) * step
    let hi = ((upper / step) - 1e-9).rounded(.up) * step
    guard lo.isFinite, hi.isFinite, hi > lo, lo <= lower, hi >= upper else { return self }
    let limit = (upper / 4 - lower / 4)
    var scale = self
    if lower - lo <= limit { scale.lower = lo }
    if hi - upper <= limit { scale.upper = hi }
    let (lo2, hi2) = (scale.lower, scale.upper)
    scale.ticks = AxisScale.ticks(from: lo2, to: hi2, step: step)
    return scale
  }

  /// The multiples of `step` inside `lower...upper` (at most 64 of them).
  static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
    var ticks: [Double] = []
    let first = (lower / step).rounded(.up)
    // A little slack so that an upper bound of 0.9999999 still gets its tick at 1.
    let slack = step * 1e-9
    var index = 0.0
    while ticks.count < 64 {
      var tick = (first + index) * step
      if tick > upper + slack { break }
      if abs(tick) < slack { tick = 0 }  // no "-0" labels
      ticks.append(tick)
      index += 1
    }
    return ticks
  }

  /// The nearest of 1, 2, 5 × 10ⁿ at or above `raw`.
  static func niceStep(_ raw: Double) -> Double {
    var magnitude = 1.0
    // Scale down or up by powers of ten; bounded loops instead of log10 keep it exact and safe.
    var guardCount = 0
    while raw / magnitude >= 10, guardCount < 400 {
      magnitude *= 10
      guardCount += 1
    }
    while raw / magnitude < 1, guardCount < 800 {
      magnitude /= 10
      guardCount += 1
    }
    let normalised = raw / magnitude
    let nice: Double
    if normalised <= 1 {
      nice = 1
    } else if normalised <= 2 {
      nice = 2
    } else if normalised <= 5 {
      nice = 5
    } else {
      nice = 10
    }
    return nice * magnitude
  }

  /// The position of `value` along the axis: 0 at `lower`, 1 at `upper` (not clamped).
  public func fraction(of value: Double) -> Double {
    let halfSpan = upper / 2 - lower / 2
    guard halfSpan > 0 else { return 0.5 }
    return (value / 2 - lower / 2) / halfSpan
  }

  /// Tick labels, formatted with as many decimals as the step needs.
  public var tickLabels: [String] {
    let decimals = NumberFormat.decimals(forStep: step)
    return ticks.map { AxisScale.label($0, decimals: decimals) }
  }

  /// A tick label: fixed decimals for everyday magnitudes, Swift's shortest form otherwise.
  static func label(_ value: Double, decimals: Int) -> String {
    let magnitude = abs(value)
    if magnitude >= 1e7 || (magnitude > 0 && magnitude < 1e-6) { return "\(value)" }
    return NumberFormat.trimmed(value, decimals: decimals)
  }
}
