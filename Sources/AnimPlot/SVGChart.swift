// The same chart as a standalone SVG document: axes, ticks, labels, one polyline per series
// (broken where values are not finite) and a legend.

/// A chart rendered as a standalone SVG document.
public struct SVGChart: Sendable {
  /// The chart to draw.
  public var chart: Chart
  /// The document width in pixels.
  public var width: Double
  /// The document height in pixels.
  public var height: Double

  /// Creates an SVG rendering of `chart`.
  /// - Parameters:
  ///   - chart: The chart.
  ///   - width: Width in pixels (at least 200).
  ///   - height: Height in pixels (at least 150).
  public init(_ chart: Chart, width: Double = 640, height: Double = 400) {
    self.chart = chart
    self.width = width.isFinite ? max(200, width) : 640
    self.height = height.isFinite ? max(150, height) : 400
  }

  /// The SVG document, starting with `<svg` and ending with `</svg>` and a newline.
  public func render() -> String {
    let scales = chart.scales(xTicks: max(2, Int(width / 90)), yTicks: max(2, Int(height / 60)))
    let hasRight = scales.y2 != nil
    let legend = chart.series.count > 1 || hasRight ? legendLayout(hasRight: hasRight) : []
    let legendRows = (legend.map(\.row).max() ?? -1) + 1
    let top = 20.0 + (chart.title == nil ? 0 : 22) + (chart.valueLabel.isEmpty ? 0 : 8)
    let left = 64.0
    let right = hasRight ? 64.0 : 20.0
    let bottom = 44.0 + Double(legendRows) * 22
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let px = { (x: Double) in left + scales.x.fraction(of: x) * plotWidth }
    let py = { (scale: AxisScale, y: Double) in top + (1 - scale.fraction(of: y)) * plotHeight }

    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif" font-size="12">

      """
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    if let title = chart.title, !title.isEmpty {
      out +=
        "<text x=\"\(n(width / 2))\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">"
        + "\(escape(title))</text>\n"
    }
    guard chart.hasFiniteData else {
      out +=
        "<text x=\"\(n(width / 2))\" y=\"\(n(height / 2))\" text-anchor=\"middle\">"
        + "no finite data to plot</text>\n</svg>\n"
      return out
    }

    // MARK: - Grid, axes and ticks
    out += "<g stroke=\"#ddd\" stroke-width=\"1\">\n"
    for tick in scales.y.ticks {
      let y = py(scales.y, tick)
      out +=
        "<line x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(y))\"/>\n"
    }
    for tick in scales.x.ticks {
      let x = px(tick)
      out +=
        "<line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" y2=\"\(n(top + plotHeight))\"/>\n"
    }
    out += "</g>\n<g stroke=\"black\" stroke-width=\"1\" fill=\"none\">\n"
    // The left and bottom axes, and the right one when a series uses it.
    var frame = "\(n(left)),\(n(top)) \(n(left)),\(n(top + plotHeight)) "
    frame += "\(n(left + plotWidth)),\(n(top + plotHeight))"
    if hasRight { frame += " \(n(left + plotWidth)),\(n(top))" }
    out += "<polyline points=\"\(frame)\"/>\n"
    out += "</g>\n<g fill=\"black\">\n"
    for (tick, label) in zip(scales.y.ticks, scales.y.tickLabels) {
      out +=
        "<text x=\"\(n(left - 6))\" y=\"\(n(py(scales.y, tick) + 4))\" text-anchor=\"end\">"
        + "\(escape(label))</text>\n"
    }
    if let y2 = scales.y2 {
      for (tick, label) in zip(y2.ticks, y2.tickLabels) {
        out +=
          "<text x=\"\(n(left + plotWidth + 6))\" y=\"\(n(py(y2, tick) + 4))\">"
          + "\(escape(label))</text>\n"
      }
    }
    for (tick, label) in zip(scales.x.ticks, scales.x.tickLabels) {
      out +=
        "<text x=\"\(n(px(tick)))\" y=\"\(n(top + plotHeight + 18))\" text-anchor=\"middle\">"
        + "\(escape(label))</text>\n"
    }
    let axisName =
      chart.timeUnit.isEmpty ? chart.timeAxisName : "\(chart.timeAxisName) (\(chart.timeUnit))"
    out +=
      "<text x=\"\(n(left + plotWidth))\" y=\"\(n(top + plotHeight + 34))\" "
      + "text-anchor=\"end\">\(escape(axisName))</text>\n"
    if !chart.valueLabel.isEmpty {
      out +=
        "<text x=\"\(n(left))\" y=\"\(n(top - 8))\" text-anchor=\"middle\">"
        + "\(escape(chart.valueLabel))</text>\n"
    }
    if hasRight, !chart.secondaryLabel.isEmpty {
      out +=
        "<text x=\"\(n(left + plotWidth))\" y=\"\(n(top - 8))\" text-anchor=\"middle\">"
        + "\(escape(chart.secondaryLabel))</text>\n"
    }
    out += "</g>\n"
    for time in chart.keyframeTimes where time.isFinite {
      let x = px(time)
      out +=
        "<line class=\"keyframe\" x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" "
        + "y2=\"\(n(top + plotHeight))\" stroke=\"#bbb\" stroke-dasharray=\"1 3\"/>\n"
    }
    if let marker = chart.marker, marker.isFinite {
      let x = px(marker)
      out +=
        "<line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" y2=\"\(n(top + plotHeight))\" "
        + "stroke=\"#888\" stroke-dasharray=\"2 3\"/>\n"
    }

    // MARK: - Series
    for (index, item) in chart.series.enumerated() {
      let scale = item.axis == .secondary ? (scales.y2 ?? scales.y) : scales.y
      let colour = chart.color(ofSeriesAt: index).hex
      let dash = SVGChart.dashAttribute(index)
      var runs: [[String]] = [[]]
      for point in item.points {
        if point.isFinite {
          runs[runs.count - 1].append("\(n(px(point.x))),\(n(py(scale, point.y)))")
        } else if runs.last?.isEmpty == false {
          runs.append([])
        }
      }
      out += "<g fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)>\n"
      out += "<title>\(escape(item.name))</title>\n"
      for run in runs where !run.isEmpty {
        if run.count == 1 {
          let xy = run[0].split(separator: ",")
          if xy.count == 2 {
            out += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"1.5\" fill=\"\(colour)\"/>\n"
          }
        } else {
          out += "<polyline points=\"\(run.joined(separator: " "))\"/>\n"
        }
      }
      out += "</g>\n"
    }

    // MARK: - Legend
    for entry in legend {
      let colour = chart.color(ofSeriesAt: entry.index).hex
      let dash = SVGChart.dashAttribute(entry.index)
      let y = height - 14 - Double(legendRows - 1 - entry.row) * 20
      out +=
        "<line x1=\"\(n(entry.x))\" y1=\"\(n(y - 4))\" x2=\"\(n(entry.x + 24))\" y2=\"\(n(y - 4))\" "
        + "stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>\n"
      out += "<text x=\"\(n(entry.x + 30))\" y=\"\(n(y))\">\(escape(entry.name))</text>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// Where each legend entry goes: entries flow left to right and wrap to a new row where the
  /// next one would pass the document's right edge (text is estimated at 7 px a character).
  private func legendLayout(hasRight: Bool) -> [(index: Int, name: String, x: Double, row: Int)] {
    let left = 64.0
    var entries: [(index: Int, name: String, x: Double, row: Int)] = []
    var x = left
    var row = 0
    for (index, item) in chart.series.enumerated() {
      let name = item.name + (item.axis == .secondary && hasRight ? " (right axis)" : "")
      let entryWidth = 30 + Double(name.count) * 7
      if x > left && x + entryWidth > width - 8 {
        row += 1
        x = left
      }
      entries.append((index, name, x, row))
      x += entryWidth + 24
    }
    return entries
  }

  /// The dash pattern of the series at `index`, as in the terminal chart: solid, dashed, dotted,
  /// dash-dot, repeating.
  static func dashAttribute(_ index: Int) -> String {
    let patterns = ["", "6 4", "2 3", "8 3 2 3"]
    let pattern = patterns[abs(index) % patterns.count]
    return pattern.isEmpty ? "" : " stroke-dasharray=\"\(pattern)\""
  }

  /// A coordinate with at most two decimals (SVG needs no more, and files stay small).
  private func n(_ value: Double) -> String { NumberFormat.trimmed(value, decimals: 2) }

  /// `text` with the XML special characters escaped.
  private func escape(_ text: String) -> String { Markup.escape(text) }
}
