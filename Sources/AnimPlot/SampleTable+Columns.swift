// `anim plot A B --table`: one table with a column of values per animation, and each one's key
// figures in the same column, so that they read side by side.

extension SampleTable {
  /// One table for several lines: a time column (every time any line was sampled at), then a
  /// value column each, headed by its name. A line that has ended keeps its last value; between
  /// two of its samples a value is interpolated linearly. Below, each column's key figures.
  /// - Parameters:
  ///   - lines: The lines (two or more: one line keeps its own table, with velocities).
  ///   - epsilon: The settling band for the key figures.
  /// - Returns: The text, lines separated by `"\n"`, without a trailing newline.
  public static func columns(_ lines: [PlotLine], epsilon: Double = 0.001) -> String {
    let tables = lines.map(\.table)
    var times = Array(Set(lines.flatMap { $0.samples.map { ($0.time * 1e9).rounded() / 1e9 } })).sorted()
    if times.isEmpty { times = [0] }
    let decimals = tables.first?.timeDecimals ?? 3
    let valueDecimals = tables.first?.valueDecimals ?? 4
    let unit = tables.first?.timeUnit ?? "s"
    var rows: [[String]] = [[unit.isEmpty ? "progress" : "time"] + lines.map(\.name)]
    for time in times {
      var row = [NumberFormat.fixed(time, decimals: decimals)]
      for line in lines {
        row.append(value(of: line.samples, at: time).map { NumberFormat.fixed($0, decimals: valueDecimals) } ?? "-")
      }
      rows.append(row)
    }
    // Key figures, a row each, in the same columns.
    let figures = tables.map { $0.keyFigures(epsilon: epsilon) }
    let seconds = { (t: Double?) in t.map { NumberFormat.fixed($0, decimals: decimals) } ?? "-" }
    let percent = { (p: Double?) in p.map { NumberFormat.fixed($0, decimals: 1) + " %" } ?? "-" }
    let figureRows: [[String]] = [
      ["final value"] + figures.map { $0.finalValue.map { NumberFormat.fixed($0, decimals: valueDecimals) } ?? "-" },
      ["overshoot"] + figures.map { percent($0.overshootPercent) },
      ["settles (ε \(NumberFormat.fixed(epsilon, decimals: 4)))"] + figures.map { seconds($0.settlingTime) },
      ["50 % at"] + figures.map { seconds($0.timeTo50) },
      ["90 % at"] + figures.map { seconds($0.timeTo90) },
    ]
    let all = rows + figureRows
    var widths = Array(repeating: 0, count: lines.count + 1)
    for row in all {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)  // trap-ok: column < count
      }
    }
    let render = { (row: [String]) in
      row.enumerated().map { (column, cell) in
        let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))  // trap-ok: same columns
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    return (rows.map(render) + [""] + figureRows.map(render)).joined(separator: "\n")
  }

  /// The value of `samples` at `time`: a sample's own, interpolated between two, the last
  /// one's after the end; nil before the first.
  static func value(of samples: [Sample], at time: Double) -> Double? {
    guard let first = samples.first, time >= first.time - 1e-9 else { return nil }
    var low = 0
    var high = samples.count - 1
    guard let last = samples.last, time < last.time - 1e-9 else { return samples.last?.value }
    // Binary search for the last sample at or before `time`.
    while low < high {
      let mid = (low + high + 1) / 2
      if samples[mid].time <= time + 1e-9 { low = mid } else { high = mid - 1 }  // trap-ok: mid in low...high
    }
    let a = samples[low]  // trap-ok: low in range
    guard low + 1 < samples.count else { return a.value }
    let b = samples[low + 1]  // trap-ok: checked
    guard abs(a.time - time) > 1e-9, b.time > a.time else { return a.value }
    return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
  }
}
