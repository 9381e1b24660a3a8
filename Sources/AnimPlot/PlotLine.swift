// Sampled moves as charts: the one place that decides what a chart of moves looks like, for
// `plot(…)` in scripts, `anim plot` and the REPL's `:plot`.

/// One sampled series, ready to chart or tabulate.
public struct PlotLine: Sendable, Equatable {
  /// The legend name (for example `.bouncy` or `UnitCurve.easeIn`).
  public var name: String
  /// Samples: time since the move began (a curve's progress 0…1), value and velocity.
  public var samples: [Sample]
  /// `"s"`, or empty for a curve, whose horizontal axis is its progress.
  public var timeUnit: String
  /// The value the move starts from and heads for (for key figures), when known.
  public var start: Double?
  public var target: Double?
  /// Whether the values are the lengths of vectors (a pair, vector or colour property).
  public var magnitudes: Bool
  /// What the sampled values are (a number, a pair, a colour, …): charts draw a pair as one
  /// line per component, an angle in degrees and a colour as a colour strip.
  public var shape: ValueShape = .number
  /// Each sample's components, in the order ``shape`` names them; empty for plain numbers
  /// (whose value is ``Sample/value``).
  public var components: [[Double]] = []
  /// Times at which keyframes end (a keyframe timeline's): charts draw a line at each, tables
  /// name them in a `keyframe` column.
  public var keyframeTimes: [Double] = []

  /// Creates a line.
  public init(
    name: String, samples: [Sample], timeUnit: String = "s", start: Double? = nil,
    target: Double? = nil, magnitudes: Bool = false
  ) {
    self.name = name
    self.samples = samples
    self.timeUnit = timeUnit
    self.start = start
    self.target = target
    self.magnitudes = magnitudes
  }

  /// Whether the horizontal axis is a curve's progress rather than time.
  public var isProgress: Bool { timeUnit.isEmpty }

  /// Whether the line is a colour's, drawn as a colour strip rather than a curve.
  public var isColor: Bool { shape.kind == .color && !components.isEmpty }

  /// The series a chart draws for this line: the values as they are; a pair's, point's,
  /// size's, rect's, vector's or struct's components one line each (`p.x`, `p.y`); an angle in
  /// degrees. Colours have none (they are drawn as strips).
  var valueSeries: [Series] {
    if isColor { return [] }
    guard !components.isEmpty, shape.kind != .number else {
      let degrees = shape.kind == .angle ? 180 / Double.pi : 1
      return [
        Series(name, points: samples.map { ChartPoint(x: $0.time, y: $0.value * degrees) })
      ]
    }
    let scale = shape.kind == .angle ? 180 / Double.pi : 1
    return shape.componentNames.enumerated().map { c, component in
      let points = zip(samples, components).map { sample, parts in
        ChartPoint(x: sample.time, y: c < parts.count ? parts[c] * scale : .nan)  // trap-ok: checked
      }
      let label = shape.componentNames.count == 1 ? name : name + "." + component
      return Series(label, points: points)
    }
  }

  /// The samples as a table with key figures.
  public var table: SampleTable {
    var table = SampleTable(samples: samples, start: start, target: target)
    table.timeUnit = timeUnit
    table.magnitudes = magnitudes
    table.keyframeTimes = keyframeTimes
    return table
  }
}

public enum PlotRendering {
  /// The chart of `lines`: one value series each on the left axis and, with `velocity`, each
  /// one's velocity (a curve's slope) on a right-hand axis. The horizontal axis is labelled in
  /// seconds, or `progress` for curves. Several lines get a legend naming each.
  public static func chart(_ lines: [PlotLine], title: String?, velocity: Bool) -> Chart {
    var series: [Series] = []
    let progress = lines.first?.isProgress ?? false
    for line in lines { series += line.valueSeries }
    if velocity {
      // A velocity is charted for plain numbers only (a pair's is its length, not a component).
      for line in lines
      where line.components.isEmpty && line.samples.contains(where: { $0.velocity != nil }) {
        let points = line.samples.compactMap { sample in
          sample.velocity.map { ChartPoint(x: sample.time, y: $0) }
        }
        series.append(
          Series(line.name + (progress ? " slope" : " velocity"), points: points, axis: .secondary))
      }
    }
    let chartTitle = title ?? (lines.count == 1 ? lines.first?.name : nil)
    // Vectors without components are charted by their length; say so when every line is one.
    let magnitudes = !lines.isEmpty && lines.allSatisfy { $0.magnitudes && $0.components.isEmpty }
    let degrees = !lines.isEmpty && lines.allSatisfy { $0.shape.kind == .angle }
    var chart = Chart(
      series, title: chartTitle, valueLabel: degrees ? "degrees" : magnitudes ? "|value|" : "value",
      secondaryLabel: velocity
        ? (progress ? "slope (/progress)" : magnitudes ? "|velocity| (/s)" : "velocity (/s)") : "")
    chart.timeUnit = progress ? "" : "s"
    chart.timeAxisName = progress ? "progress" : "time"
    chart.keyframeTimes = Set(lines.flatMap(\.keyframeTimes).filter(\.isFinite)).sorted()
    return chart
  }

  /// Why `lines` cannot share one horizontal axis (a curve's progress beside seconds), or nil.
  public static func mixedAxes(_ lines: [PlotLine]) -> String? {
    let curves = lines.filter(\.isProgress)
    guard !curves.isEmpty, curves.count < lines.count else { return nil }
    let curve = curves.first?.name ?? "a curve"
    let other = lines.first { !$0.isProgress }?.name ?? "a move"
    return
      "cannot chart \(curve) (over progress 0…1) with \(other) (over seconds) on one axis; plot them separately"
  }
}

