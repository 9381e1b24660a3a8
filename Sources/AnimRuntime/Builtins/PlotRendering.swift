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

extension ChartStyleObject {
  /// The chart style AnimPlot draws by, for the style's name: the one place a script's
  /// `ChartStyle` value meets AnimPlot's.
  var style: ChartStyle {
    switch name {
    case "blocks": .blocks
    case "ascii": .ascii
    default: .braille
    }
  }
}
