// Rendering a chart as terminal text: a dot canvas framed by labelled axes and a legend.

extension Chart {
  /// Renders the chart as lines of terminal text.
  ///
  /// No line is wider than `options.width` columns unless the width is too small to hold the
  /// labels and a minimal plot. A chart with nothing finite to draw renders a one-line message
  /// instead of axes.
  /// - Parameter options: Size, dot style and whether to colour the series.
  /// - Returns: The chart, lines separated by `"\n"`, without a trailing newline.
  public func render(_ options: ChartOptions = ChartOptions()) -> String {
    var lines: [String] = []
    if let title, !title.isEmpty { lines.append(title) }
    guard hasFiniteData else {
      let empty = series.allSatisfy { $0.points.isEmpty }
      lines.append(
        empty ? "(no data to plot)" : "(no finite data to plot: every value is NaN or ±∞)")
      return lines.joined(separator: "\n")
    }
    let style = options.style
    let rows = max(3, options.height)
    let yTickCount = max(2, rows / 4 + 1)

    // Vertical scales first: their labels decide how much width is left for the plot.
    let vertical = scales(xTicks: 2, yTicks: yTickCount)
    let leftLabels = vertical.y.tickLabels
    let rightLabels = vertical.y2?.tickLabels ?? []
    let leftWidth = max(leftLabels.map(\.count).max() ?? 1, 1)
    let rightWidth = rightLabels.map(\.count).max() ?? 0
    let rightGutter = vertical.y2 == nil ? 0 : 2 + rightWidth
    let columns = max(4, options.width - (leftWidth + 2) - rightGutter)
    let scales = self.scales(xTicks: max(2, columns / 12 + 1), yTicks: yTickCount)

    var canvas = DotCanvas(columns: columns, rows: rows, style: style)
    let toDot = { (scale: AxisScale, value: Double, dots: Int) -> Int in
      let raw = scale.fraction(of: value)
      let fraction = raw.isFinite ? min(max(raw, -1), 2) : 0  // Int(nan) would trap
      return Int((fraction * Double(dots - 1)).rounded())
    }
    for time in keyframeTimes + (marker.map { [$0] } ?? []) where time.isFinite {
      canvas.markColumn(toDot(scales.x, time, canvas.dotWidth) / canvas.dotsX)
    }
    for (index, item) in series.enumerated() {
      let yScale = item.axis == .secondary ? (scales.y2 ?? scales.y) : scales.y
      let pattern = style == .ascii ? DashPattern(runs: []) : DashPattern.forSeries(index)
      var phase = 0
      var previous: (x: Int, y: Int)?
      for point in item.points {
        guard point.isFinite else {
          previous = nil  // a gap: NaN or ∞ breaks the line
          continue
        }
        let dot = (
          x: toDot(scales.x, point.x, canvas.dotWidth),
          y: canvas.dotHeight - 1 - toDot(yScale, point.y, canvas.dotHeight)
        )
        canvas.line(
          from: previous ?? dot, to: dot, series: index, pattern: pattern, phase: &phase,
          includeStart: previous == nil)
        previous = dot
      }
    }

    // MARK: - Axis labels by row and column
    var leftByRow: [Int: String] = [:]
    for (tick, label) in zip(scales.y.ticks, scales.y.tickLabels) {
      let row = (canvas.dotHeight - 1 - toDot(scales.y, tick, canvas.dotHeight)) / canvas.dotsY
      leftByRow[row] = label
    }
    var rightByRow: [Int: String] = [:]
    if let y2 = scales.y2 {
      for (tick, label) in zip(y2.ticks, y2.tickLabels) {
        let row = (canvas.dotHeight - 1 - toDot(y2, tick, canvas.dotHeight)) / canvas.dotsY
        rightByRow[row] = label
      }
    }
    let ascii = style == .ascii
    let marks: [Character] = ["*", "o", "+", "x", "#", "@", "%"]

    if !valueLabel.isEmpty || (scales.y2 != nil && !secondaryLabel.isEmpty) {
      var header = valueLabel
      if scales.y2 != nil, !secondaryLabel.isEmpty {
        // Right-aligned over the right axis, but never touching the left label.
        let total = leftWidth + 2 + columns + rightGutter
        header = pad(header, to: max(header.count + 2, total - secondaryLabel.count), left: false)
        header += secondaryLabel
      }
      lines.append(trimTrailing(header))
    }
    for row in 0..<rows {
      var line = pad(leftByRow[row] ?? "", to: leftWidth, left: true) + " "
      line += leftByRow[row] == nil ? (ascii ? "|" : "│") : (ascii ? "+" : "┤")
      var currentOwner = -1
      for column in 0..<columns {
        let (character, owner) = canvas.cell(column: column, row: row, asciiMarks: marks)
        if options.colored, owner != currentOwner {
          if currentOwner >= 0 { line += ChartColor.ansiReset }
          if owner >= 0 { line += color(ofSeriesAt: owner).ansi }
          currentOwner = owner
        }
        line.append(character)
      }
      if options.colored, currentOwner >= 0 { line += ChartColor.ansiReset }
      if scales.y2 != nil {
        line += rightByRow[row] == nil ? (ascii ? "|" : "│") : (ascii ? "+" : "├")
        if let label = rightByRow[row] { line += " " + label }
      }
      lines.append(trimTrailing(line))
    }

    // MARK: - Time axis
    var tickColumns: [Int] = []
    for tick in scales.x.ticks {
      tickColumns.append(toDot(scales.x, tick, canvas.dotWidth) / canvas.dotsX)
    }
    var axis = String(repeating: " ", count: leftWidth + 1) + (ascii ? "+" : "└")
    for column in 0..<columns {
      axis += tickColumns.contains(column) ? (ascii ? "+" : "┬") : (ascii ? "-" : "─")
    }
    if scales.y2 != nil { axis += ascii ? "+" : "┘" }
    lines.append(axis)

    let origin = leftWidth + 2
    let total = max(origin + columns + rightGutter, options.width)
    let unit =
      !timeUnit.isEmpty ? " " + timeUnit : timeAxisName.isEmpty ? "" : " " + timeAxisName
    // Centre each label under its tick, skipping labels that would touch the previous one.
    var placed: [(start: Int, label: String)] = []
    for (column, label) in zip(tickColumns, scales.x.tickLabels) {
      let start = max(origin + column - label.count / 2, 0)
      let previousEnd = placed.last.map { $0.start + $0.label.count + 1 } ?? 0
      guard start >= previousEnd else { continue }
      placed.append((start, label))
    }
    // The unit follows the last label; shift that label left (or drop it) to stay in the width.
    while let last = placed.last, last.start + last.label.count + unit.count > total {
      let shifted = total - unit.count - last.label.count
      let previousEnd = placed.dropLast().last.map { $0.start + $0.label.count + 1 } ?? 0
      placed.removeLast()
      if shifted >= previousEnd, shifted >= 0 {
        placed.append((shifted, last.label))
        break
      }
    }
    var labelLine: [Character] = Array(repeating: " ", count: total)
    for (index, item) in placed.enumerated() {
      let text = item.label + (index == placed.count - 1 ? unit : "")
      for (offset, character) in text.enumerated() where item.start + offset < total {
        labelLine[item.start + offset] = character
      }
    }
    lines.append(trimTrailing(String(labelLine)))

    // MARK: - Legend and notes
    if series.count > 1 || scales.y2 != nil {
      var entries: [String] = []
      var plainEntries: [String] = []
      for (index, item) in series.enumerated() {
        var symbol =
          ascii
          ? String(repeating: marks[index % marks.count], count: 2)
          : DashPattern.legendSymbol(index)
        if options.colored {
          symbol = color(ofSeriesAt: index).ansi + symbol + ChartColor.ansiReset
        }
        let side = item.axis == .secondary && scales.y2 != nil ? " (right axis)" : ""
        entries.append(symbol + " " + item.name + side)
        plainEntries.append("xx " + item.name + side)
      }
      // As many entries per line as fit in the width (measured without colour codes).
      let indent = String(repeating: " ", count: origin)
      var line = ""
      var used = 0
      for (entry, visible) in zip(entries, plainEntries) {
        if used > 0, origin + used + 3 + visible.count > options.width {
          lines.append(indent + line)
          line = ""
          used = 0
        }
        if used > 0 {
          line += "   "
          used += 3
        }
        line += entry
        used += visible.count
      }
      if used > 0 { lines.append(indent + line) }
    }
    let skipped = nonFiniteCount
    if skipped > 0 {
      lines.append("(\(skipped) non-finite point\(skipped == 1 ? "" : "s") not drawn)")
    }
    return lines.joined(separator: "\n")
  }
}

/// Pads `text` with spaces to `width` columns, on the left (right-aligned) or the right.
func pad(_ text: String, to width: Int, left: Bool) -> String {
  let missing = max(0, width - text.count)
  let spaces = String(repeating: " ", count: missing)
  return left ? spaces + text : text + spaces
}

/// `text` without trailing spaces.
func trimTrailing(_ text: String) -> String {
  var result = Substring(text)
  while result.last == " " { result = result.dropLast() }
  return String(result)
}
