// Two moves side by side (`anim compare A B`, the REPL's `:compare A B`): where they differ
// most, and each one's settling time and overshoot.

/// The differences between two sampled moves of the same kind (both over seconds, or both
/// curves over progress).
public struct Comparison: Sendable {
  /// The first line.
  public let first: PlotLine
  /// The second line.
  public let second: PlotLine
  /// The largest |first − second| over the union of their sample times (each held at its last
  /// value after it ends, linear between samples), and where.
  public let largestDifference: Double
  /// The time (or progress, for curves) of ``largestDifference``.
  public let largestDifferenceAt: Double
  /// Key figures of each line.
  public let figures: (first: KeyFigures, second: KeyFigures)

  /// Compares `first` and `second`, with settling times for the band `epsilon`.
  public init(_ first: PlotLine, _ second: PlotLine, epsilon: Double = 0.001) {
    self.first = first
    self.second = second
    let times = Set(first.samples.map(\.time) + second.samples.map(\.time)).filter(\.isFinite)
      .sorted()
    var largest = 0.0
    var at = times.first ?? 0
    for t in times {
      guard let a = Self.value(of: first.samples, at: t), let b = Self.value(of: second.samples, at: t)
      else { continue }
      let difference = abs(a - b)
      if difference > largest {
        largest = difference
        at = t
      }
    }
    largestDifference = largest
    largestDifferenceAt = at
    figures = (
      KeyFigures(
        samples: first.samples, start: first.start ?? 0, target: first.target ?? 1, epsilon: epsilon),
      KeyFigures(
        samples: second.samples, start: second.start ?? 0, target: second.target ?? 1,
        epsilon: epsilon)
    )
  }

  /// The value of `samples` at `t`: linear between samples, the last value after the end,
  /// the first before the start.
  public static func value(of samples: [Sample], at t: Double) -> Double? {
    guard let firstSample = samples.first, let lastSample = samples.last else { return nil }
    if t <= firstSample.time { return firstSample.value }
    if t >= lastSample.time { return lastSample.value }
    var low = 0
    var high = samples.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if samples[mid].time <= t { low = mid } else { high = mid }  // trap-ok: low < mid < high < count
    }
    let a = samples[low]  // trap-ok: 0 ≤ low < count
    let b = samples[high]  // trap-ok: high < count
    guard b.time > a.time else { return b.value }
    return a.value + (t - a.time) / (b.time - a.time) * (b.value - a.value)
  }

  /// The comparison as a small table: largest difference and where, then settling time,
  /// overshoot, 50 % / 90 % times and final value of each.
  public func render() -> String {
    let unit = first.isProgress ? "" : " s"
    let at = first.isProgress ? "at progress" : "at"
    var lines = [
      "largest difference: \(NumberFormat.trimmed(largestDifference, decimals: 4)) \(at) \(NumberFormat.trimmed(largestDifferenceAt, decimals: 4))\(unit)"
    ]
    let nameWidth = max(first.name.count, second.name.count, 4)
    func pad(_ s: String, _ width: Int) -> String {
      s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
    func cell(_ x: Double?, _ suffix: String) -> String {
      x.map { NumberFormat.trimmed($0, decimals: 4) + suffix } ?? "—"
    }
    let settle = "settles (ε \(NumberFormat.trimmed(figures.first.epsilon, decimals: 4)))"
    let header = [pad("", nameWidth), pad(settle, 20), pad("overshoot", 11), pad("50 %", 10), "final"]
    lines.append(header.joined(separator: "  "))
    for (line, f) in [(first, figures.first), (second, figures.second)] {
      let row = [
        pad(line.name, nameWidth), pad(cell(f.settlingTime, unit), 20),
        pad(cell(f.overshootPercent, " %"), 11), pad(cell(f.timeTo50, unit), 10),
        cell(f.finalValue, ""),
      ]
      lines.append(row.joined(separator: "  ").trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

/// The chart and table that `anim compare` and the REPL's `:compare` print.
public enum ComparisonRendering {
  /// Both lines in one chart, then the ``Comparison`` table; nil when one is a curve (over
  /// progress) and the other a move (over seconds) — see ``PlotRendering/mixedAxes(_:)``.
  public static func render(_ a: PlotLine, _ b: PlotLine, epsilon: Double, options: ChartOptions)
    -> String?
  {
    guard PlotRendering.mixedAxes([a, b]) == nil else { return nil }
    let chart = PlotRendering.chart([a, b], title: a.name + " vs " + b.name, velocity: false)
    return chart.render(options) + "\n\n" + Comparison(a, b, epsilon: epsilon).render()
  }
}
