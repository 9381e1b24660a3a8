// A colour's move drawn as the colours it takes: true-colour blocks in a terminal, a gradient of
// sampled colours in SVG.

/// The colours of one sampled colour line, left to right in time.
public struct ColorStrip: Sendable {
  /// The legend name.
  public var name: String
  /// Sample times, in order.
  public var times: [Double]
  /// Linear red, green, blue (and opacity) per sample.
  public var colors: [[Double]]

  /// The strip of a colour line (``PlotLine/isColor``).
  public init(_ line: PlotLine) {
    name = line.name
    let pairs = zip(line.samples, line.components).filter { $0.0.time.isFinite }
    times = pairs.map(\.0.time)
    colors = pairs.map(\.1)
  }

  /// The colour shown at `fraction` (0…1) of the strip's time span: the last sample at or
  /// before that time.
  func color(at fraction: Double) -> [Double] {
    guard let first = times.first, let last = times.last, !colors.isEmpty else { return [0, 0, 0] }
    let t = first + (last - first) * fraction
    // Binary search: a strip may be drawn from a million samples.
    var low = 0
    var high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] <= t + 1e-12 { low = mid + 1 } else { high = mid }  // trap-ok: mid < count
    }
    return colors[min(max(low - 1, 0), colors.count - 1)]  // trap-ok: clamped, colors not empty
  }

  /// The strip as terminal text: the name, a row of `width` coloured cells (true colour when
  /// `colored`), and the times at its ends. Without colour, the colours' hex values at five
  /// instants instead of the row.
  public func render(width: Int, colored: Bool, ascii: Bool) -> String {
    guard let first = times.first, let last = times.last else { return name + "\n(no samples)" }
    let cells = max(10, width - 2)
    var lines = [name]
    let edge = ascii ? "|" : "│"
    if colored {
      var row = edge
      for i in 0..<cells {
        row += ColorEncoding.ansiBackground(color(at: Double(i) / Double(max(1, cells - 1)))) + " "
      }
      lines.append(row + ChartColor.ansiReset + edge)
    } else {
      lines.append(
        (0...4).map { i -> String in
          let f = Double(i) / 4
          return NumberFormat.fixed(first + (last - first) * f, decimals: 2) + " s "
            + ColorEncoding.hex(color(at: f))
        }.joined(separator: "  "))
    }
    let start = NumberFormat.fixed(first, decimals: 2) + " s"
    let end = NumberFormat.fixed(last, decimals: 2) + " s"
    if colored {
      lines.append(start + String(repeating: " ", count: max(1, cells + 2 - start.count - end.count)) + end)
    }
    return lines.joined(separator: "\n")
  }

  /// The strip as SVG elements at `y`, `width` wide: its name, a rectangle filled with a linear
  /// gradient through up to 64 sampled colours (sRGB), and the times at its ends.
  /// - Parameter id: A unique id for the gradient within the document.
  func svg(id: String, x: Double, y: Double, width: Double) -> String {
    let count = min(64, max(2, colors.count))
    var stops = ""
    for i in 0..<count {
      let f = Double(i) / Double(count - 1)
      stops += "<stop offset=\"\(Markup.number(f))\" stop-color=\"\(ColorEncoding.hex(color(at: f)))\"/>"
    }
    let first = times.first ?? 0
    let last = times.last ?? 0
    return """
      <defs><linearGradient id="\(id)">\(stops)</linearGradient></defs>
      <text x="\(Markup.number(x))" y="\(Markup.number(y + 12))">\(Markup.escape(name))</text>
      <rect x="\(Markup.number(x))" y="\(Markup.number(y + 18))" width="\(Markup.number(width))" height="24" fill="url(#\(id))" stroke="#999"/>
      <text x="\(Markup.number(x))" y="\(Markup.number(y + 56))" font-size="11">\(NumberFormat.fixed(first, decimals: 2)) s</text>
      <text x="\(Markup.number(x + width))" y="\(Markup.number(y + 56))" font-size="11" text-anchor="end">\(NumberFormat.fixed(last, decimals: 2)) s</text>

      """
  }
}

