// Plain series data: what every chart, SVG and table in AnimPlot is drawn from.

/// One sample of a curve: a time `x` (seconds) and a value `y`.
public struct ChartPoint: Sendable, Equatable {
  /// The horizontal coordinate, in seconds.
  public var x: Double
  /// The vertical coordinate, in the series' value units.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite (neither NaN nor infinite); only such points are drawn.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// Which vertical axis a series is measured against.
public enum ChartAxis: Sendable, Equatable {
  /// The left axis (values).
  case primary
  /// The right axis, with its own scale (for example a velocity beside a value).
  case secondary
}

/// A named run of points drawn as one line.
public struct Series: Sendable, Equatable {
  /// The name shown in the legend.
  public var name: String
  /// The points in drawing order; non-finite points break the line instead of being drawn.
  public var points: [ChartPoint]
  /// The axis the series is scaled against.
  public var axis: ChartAxis
  /// The colour used when a chart is rendered with colours; `nil` picks one from the palette.
  public var color: ChartColor?

  /// Creates a series.
  /// - Parameters:
  ///   - name: The legend name.
  ///   - points: The points, in drawing order.
  ///   - axis: `.primary` (left) or `.secondary` (right, own scale).
  ///   - color: A fixed colour, or `nil` for the palette colour of the series' position.
  public init(
    _ name: String, points: [ChartPoint], axis: ChartAxis = .primary, color: ChartColor? = nil
  ) {
    self.name = name
    self.points = points
    self.axis = axis
    self.color = color
  }

  /// Creates a series from parallel arrays of times and values (the shorter one decides the count).
  public init(
    _ name: String, times: [Double], values: [Double], axis: ChartAxis = .primary,
    color: ChartColor? = nil
  ) {
    let points = zip(times, values).map { ChartPoint(x: $0, y: $1) }
    self.init(name, points: points, axis: axis, color: color)
  }
}
