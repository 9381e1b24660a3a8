// Whole plots, colour strips included: what `plot(…)`, `anim plot` and `:plot` print or write.

extension PlotRendering {
  /// The terminal text for `lines`: a chart of every line that is not a colour (see
  /// ``chart(_:title:velocity:)``), then a colour strip per colour line.
  public static func text(
    _ lines: [PlotLine], title: String?, velocity: Bool, options: ChartOptions
  ) -> String {
    let curves = lines.filter { !$0.isColor }
    var parts: [String] = []
    if !curves.isEmpty {
      parts.append(chart(curves, title: title, velocity: velocity).render(options))
    } else if let title, !title.isEmpty, title != lines.first?.name || lines.count > 1 {
      parts.append(title)  // (a single strip names itself)
    }
    for line in lines where line.isColor {
      parts.append(
        ColorStrip(line).render(
          width: options.width, colored: options.colored, ascii: options.style == .ascii))
    }
    return parts.joined(separator: "\n")
  }

  /// The SVG document for `lines`: the chart of every line that is not a colour, then a
  /// gradient strip of sampled colours per colour line.
  public static func svg(_ lines: [PlotLine], title: String?, velocity: Bool) -> String {
    let curves = lines.filter { !$0.isColor }
    let strips = lines.filter(\.isColor).map(ColorStrip.init)
    let document = SVGChart(chart(curves, title: title, velocity: velocity))
    guard !strips.isEmpty else { return document.render() }
    let width = document.width
    let chartHeight = curves.isEmpty ? (title == nil ? 10.0 : 34.0) : document.height
    let height = chartHeight + Double(strips.count) * 70 + 10
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Markup.number(width))" height="\(Markup.number(height))" \
      viewBox="0 0 \(Markup.number(width)) \(Markup.number(height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>

      """
    if !curves.isEmpty {
      out += document.render()  // a nested <svg>, at the top
    } else if let title {
      out += "<text x=\"\(Markup.number(width / 2))\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">"
      out += Markup.escape(title) + "</text>\n"
    }
    for (index, strip) in strips.enumerated() {
      out += strip.svg(
        id: "strip\(index)", x: 64, y: chartHeight + Double(index) * 70, width: width - 84)
    }
    return out + "</svg>\n"
  }
}
