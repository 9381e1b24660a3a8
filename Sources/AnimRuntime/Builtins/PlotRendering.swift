// Hands sampled series to AnimPlot (whose `PlotRendering` decides what the chart looks like),
// and `.braille` / `.blocks` / `.ascii` for `plot(…, style:)`.
import AnimPlot

extension SeriesObject {
  /// The series as chart and table data.
  var plotLine: PlotLine {
    var line = PlotLine(
      name: name, samples: plotSamples, timeUnit: timeUnit, start: start, target: target,
      magnitudes: hasVectors)
    if let parts = componentsForPlot {
      line.shape = parts.shape
      line.components = parts.components
    }
    line.keyframeTimes = keyframeTimes
    return line
  }
}

/// `.braille`, `.blocks`, `.ascii`: how `plot(…, style:)` draws its dots.
final class ChartStyleObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .chartStyle }
  let style: ChartStyle
  init(_ style: ChartStyle) { self.style = style }

  /// Every style by name (the built-in table's constants).
  static let all: [(name: String, style: ChartStyle)] = [
    ("braille", .braille), ("blocks", .blocks), ("ascii", .ascii),
  ]

  /// The member names (for implicit members and "did you mean").
  static let memberNames = all.map(\.name)

  /// The style named `name`, if there is one.
  static func named(_ name: String) -> ChartStyleObject? {
    all.first { $0.name == name }.map { ChartStyleObject($0.style) }
  }

  override var typeName: String { "ChartStyle" }
  override var printed: String {
    switch style {
    case .braille: ".braille"
    case .blocks: ".blocks"
    case .ascii: ".ascii"
    }
  }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? ChartStyleObject)?.style == style }
}
