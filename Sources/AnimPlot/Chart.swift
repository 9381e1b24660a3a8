// A chart of one or more series against time: the model both renderers (text and SVG) draw.

/// How a terminal chart draws its dots.
public enum ChartStyle: Sendable, Equatable {
  /// Unicode braille: 2×4 dots per character cell (the finest resolution; the default).
  case braille
  /// Unicode quadrant blocks: 2×2 dots per cell.
  case blocks
  /// Plain ASCII, one dot per cell, a different mark per series (for terminals without Unicode).
  case ascii

  /// Dots per character cell, horizontally and vertically.
  var dotsPerCell: (x: Int, y: Int) {
    switch self {
    case .braille: return (2, 4)
    case .blocks: return (2, 2)
    case .ascii: return (1, 1)
    }
  }
}

/// Size and look of a terminal chart.
public struct ChartOptions: Sendable, Equatable {
  /// The widest a line of the chart may be, in columns (labels included).
  public var width: Int
  /// The number of rows of the plotting area (axis labels and legend come on top of it).
  public var height: Int
  /// The dot style.
  public var style: ChartStyle
  /// Whether to colour series with ANSI escape codes (only when the caller asks for it).
  public var colored: Bool

  /// Creates options; the defaults are an 80×20 braille chart without colour.
  public init(
    width: Int = 80, height: Int = 20, style: ChartStyle = .braille, colored: Bool = false
  ) {
    self.width = width
    self.height = height
    self.style = style
    self.colored = colored
  }
}

/// One or more named series against time, with axes, ticks and a legend.
///
/// ```swift
/// let chart = Chart([Series("easeIn", points: points)], title: ".easeIn")
/// print(chart.render(ChartOptions(width: 60, height: 12)))
/// ```
public struct Chart: Sendable, Equatable {
  /// The series, drawn in order (later ones on top).
  public var series: [Series]
  /// A title printed above the chart.
  public var title: String?
  /// The unit or name of the left axis (for example `"value"`); shown above it when not empty.
  public var valueLabel: String
  /// The unit or name of the right axis (for example `"velocity"`), for secondary series.
  public var secondaryLabel: String
  /// The unit of the horizontal axis, printed after its last tick label (`"s"`); empty when the
  /// axis has no unit, as a curve's progress 0…1 has none.
  public var timeUnit: String
  /// What the horizontal axis measures: `"time"` (the default) or `"progress"` for a curve.
  /// A terminal chart prints it after the last tick label when ``timeUnit`` is empty.
  public var timeAxisName: String
  /// A time to mark with a vertical line (for example the virtual clock's `now`).
  public var marker: Double?
  /// Times to mark with vertical lines of their own: a keyframe timeline's keyframe times (see
  /// ``keyframeTimeline(_:keyframeTimes:title:)``).
  public var keyframeTimes: [Double] = []

  /// Creates a chart.
  /// - Parameters:
  ///   - series: The series to draw.
  ///   - title: An optional title.
  ///   - valueLabel: The left axis's unit or name.
  ///   - secondaryLabel: The right axis's unit or name.
  ///   - marker: An optional time to mark.
  public init(
    _ series: [Series], title: String? = nil, valueLabel: String = "",
    secondaryLabel: String = "", marker: Double? = nil
  ) {
    self.series = series
    self.title = title
    self.valueLabel = valueLabel
    self.secondaryLabel = secondaryLabel
    self.timeUnit = "s"
    self.timeAxisName = "time"
    self.marker = marker
  }

  /// Whether any series uses the right-hand axis.
  var hasSecondaryAxis: Bool {
    series.contains { $0.axis == .secondary && $0.points.contains(where: \.isFinite) }
  }

  /// Whether there is at least one finite point to draw.
  public var hasFiniteData: Bool {
    series.contains { $0.points.contains(where: \.isFinite) }
  }

  /// The number of points skipped because a coordinate is NaN or infinite.
  public var nonFiniteCount: Int {
    series.reduce(0) { $0 + $1.points.lazy.filter { !$0.isFinite }.count }
  }

  /// The colour of the series at `index`: its own, or the palette's.
  func color(ofSeriesAt index: Int) -> ChartColor {
    series.indices.contains(index)
      ? (series[index].color ?? ChartColor.automatic(index)) : ChartColor.automatic(index)
  }

  /// The scales of the three axes, for about `xTicks` and `yTicks` ticks.
  func scales(xTicks: Int, yTicks: Int) -> (x: AxisScale, y: AxisScale, y2: AxisScale?) {
    let finite = series.map { $0.points.filter(\.isFinite) }
    let xs = finite.joined().lazy.map(\.x)
    let x = AxisScale(covering: xs, tickCount: xTicks, anchoredAtZero: true).extendedToTicks()
    var primary: [Double] = []
    var secondary: [Double] = []
    for (index, item) in series.enumerated() {
      let ys = finite[index].map(\.y)
      if item.axis == .primary { primary += ys } else { secondary += ys }
    }
    // A chart of secondary series only still needs a left axis: give it theirs.
    if primary.isEmpty { primary = secondary }
    let y = AxisScale(covering: primary, tickCount: yTicks).extendedToTicks()
    let y2 =
      hasSecondaryAxis ? AxisScale(covering: secondary, tickCount: yTicks).extendedToTicks() : nil
    return (x, y, y2)
  }
}
