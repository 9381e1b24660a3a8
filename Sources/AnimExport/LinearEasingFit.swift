import Foundation

/// A CSS `linear()` easing fitted to sampled progress: as few stops as keep every sample within
/// the tolerance, with the error measured on the easing as printed (parsed back and evaluated
/// by the spec's rules, so rounding is included).
public struct LinearEasingFit: Sendable {
  /// The easing as printed, parsed back.
  public let easing: CSSEasing
  /// The CSS text, `linear(…)`, or `linear` when a straight line is within the tolerance.
  public let text: String
  /// The largest |easing(x) − y| over the samples.
  public let maxError: Double
  /// The number of stops printed.
  public let stopCount: Int

  /// How many points the error was measured at: the samples, and the midpoints between them
  /// when the exact function was known.
  public let pointsChecked: Int

  /// Fits `samples` (input progress ascending in [0, 1], output progress) within `tolerance`.
  ///
  /// Stops are chosen greedily among the samples: each segment runs as far as a straight line
  /// from its first sample stays within the tolerance of every sample it spans. Outputs are
  /// printed to enough decimals for the tolerance; if rounding pushed the measured error past
  /// it, the fit is redone with a tighter target. With the `exact` function, the error is also
  /// measured halfway between samples, and where it is too large the midpoint becomes a sample
  /// and the fit is redone (a curve with a vertical tangent, `circularEaseInOut`, needs samples
  /// far closer there than elsewhere). Nil with fewer than two samples.
  public init?(
    samples given: [(x: Double, y: Double)], tolerance: Double, exact: ((Double) -> Double)? = nil
  ) {
    guard given.count >= 2, tolerance > 0, tolerance.isFinite else { return nil }
    var samples = given
    var result = Self.fit(samples, tolerance: tolerance)
    var checked = samples.count
    if let exact {
      for _ in 0..<16 {
        guard let easing = result?.easing else { break }
        var refined: [(x: Double, y: Double)] = []
        var worst = result?.error ?? 0
        var added = 0
        for (i, p) in samples.enumerated() {
          refined.append(p)
          guard i + 1 < samples.count else { continue }
          let x = (p.x + samples[i + 1].x) / 2  // trap-ok: i + 1 < count
          let y = exact(x)
          let error = abs(easing.value(at: x) - y)
          worst = max(worst, error)
          if error > tolerance && added < 100_000 {
            refined.append((x, y))
            added += 1
          }
        }
        checked = 2 * samples.count - 1
        result?.error = worst
        if added == 0 { break }
        samples = refined
        result = Self.fit(samples, tolerance: tolerance)
      }
    }
    guard let result else { return nil }
    self.easing = result.easing
    self.text = result.text
    self.maxError = result.error
    self.stopCount = result.count
    self.pointsChecked = checked
  }

  /// One fit of `samples`: the greedy stops, printed, parsed back and measured at the samples.
  private static func fit(_ samples: [(x: Double, y: Double)], tolerance: Double)
    -> (easing: CSSEasing, text: String, error: Double, count: Int)?
  {
    let decimals = min(max(4, Int((-log10(tolerance)).rounded(.up)) + 2), 8)
    var target = tolerance * 0.9
    var best: (CSSEasing, String, Double, Int)?
    for _ in 0..<8 {
      let chosen = Self.greedyStops(samples, tolerance: target)
      let points = chosen.map { samples[$0] }  // trap-ok: indices come from samples
      // Inputs to 0.01 % first; finer only where rounding them broke the tolerance (next to a
      // vertical tangent stops crowd together).
      for inputDecimals in [decimals - 2, decimals, decimals + 2] {
        var text: String
        if points.count == 2, points[0].y == 0, points[1].y == 1 {  // trap-ok: count 2
          text = "linear"
        } else {
          let draft = CSSEasing.linear(points.map { LinearEasingPoint(output: $0.y, input: $0.x) })
          text = draft.css(decimals: decimals, inputDecimals: inputDecimals)
        }
        let parsed =
          text == "linear"
          ? CSSEasing.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1) : CSSEasing.parse(text)
        guard let parsed else { return nil }
        let error = samples.reduce(0.0) { max($0, abs(parsed.value(at: $1.x) - $1.y)) }
        best = (parsed, text, error, points.count)
        if error <= tolerance { return best }
      }
      target /= 2
    }
    return best
  }

  /// The indices of the samples that become stops.
  static func greedyStops(_ samples: [(x: Double, y: Double)], tolerance: Double) -> [Int] {
    let last = samples.count - 1
    var chosen = [0]
    var start = 0
    var end = 1
    while end < last {
      let candidate = end + 1
      if Self.fits(samples, from: start, to: candidate, tolerance: tolerance) {
        end = candidate
      } else {
        chosen.append(end)
        start = end
        end = start + 1
      }
    }
    chosen.append(last)
    return chosen
  }

  /// Whether the line from sample `a` to sample `b` stays within `tolerance` of those between.
  private static func fits(
    _ samples: [(x: Double, y: Double)], from a: Int, to b: Int, tolerance: Double
  ) -> Bool {
    let pa = samples[a]  // trap-ok: a < b < count
    let pb = samples[b]  // trap-ok: b < count
    let run = pb.x - pa.x
    guard run > 0 else { return false }
    let slope = (pb.y - pa.y) / run
    for i in (a + 1)..<b {
      let p = samples[i]  // trap-ok: a < i < b
      if abs(pa.y + slope * (p.x - pa.x) - p.y) > tolerance { return false }
    }
    return true
  }
}
