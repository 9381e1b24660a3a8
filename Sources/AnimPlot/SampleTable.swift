// Samples as an aligned text table (time, value, velocity), followed by the key figures.

/// An aligned table of samples with the key figures of the move underneath.
///
/// ```
///  time   value  velocity
/// 0.000  0.0000    0.0000
/// 0.100  0.1000    1.0000
/// …
/// final value       1.0000
/// overshoot         0 %
/// ```
public struct SampleTable: Sendable {
  /// The samples, in time order.
  public var samples: [Sample]
  /// The value the move began at (defaults to the first sample's value).
  public var start: Double?
  /// The value the move heads for (defaults to the last sample's value).
  public var target: Double?
  /// Digits after the point for times.
  public var timeDecimals = 3
  /// Digits after the point for values and velocities.
  public var valueDecimals = 4
  /// The unit of `time` in the key figures (`"s"`); empty for a curve, whose "time" is its
  /// progress 0…1 (the column is then headed `progress`).
  public var timeUnit = "s"
  /// Whether the values and velocities are the lengths of vectors (a pair, vector or colour
  /// property): the columns are then headed `|value|` and `|velocity|`.
  public var magnitudes = false
  /// Keyframe times (a keyframe timeline's segment boundaries): when not empty, a last column
  /// headed `keyframe` names on each row the keyframe times since the row before it, so that a
  /// table of a keyframe animation shows where each segment begins.
  public var keyframeTimes: [Double] = []

  /// The value and velocity column headers.
  var headers: (value: String, velocity: String) {
    magnitudes ? ("|value|", "|velocity|") : ("value", "velocity")
  }

  /// Creates a table.
  /// - Parameters:
  ///   - samples: Samples in time order.
  ///   - start: The start value; `nil` takes the first sample's.
  ///   - target: The target value; `nil` takes the last sample's.
  public init(samples: [Sample], start: Double? = nil, target: Double? = nil) {
    self.samples = samples
    self.start = start
    self.target = target
  }

  /// The key figures for the move from `start` to `target`.
  public func keyFigures(epsilon: Double = 0.001) -> KeyFigures {
    let start = self.start ?? samples.first?.value ?? 0
    let target = self.target ?? samples.last?.value ?? 0
    return KeyFigures(samples: samples, start: start, target: target, epsilon: epsilon)
  }

  /// Renders the table and the key figures.
  /// - Parameters:
  ///   - every: Print every n-th sample (the last sample is always printed).
  ///   - epsilon: The settling band for the key figures.
  ///   - includeFigures: Whether to append the key figures.
  /// - Returns: The text, lines separated by `"\n"`, without a trailing newline.
  public func render(every: Int = 1, epsilon: Double = 0.001, includeFigures: Bool = true)
    -> String
  {
    guard !samples.isEmpty else { return "(no samples)" }
    let hasVelocity = samples.contains { $0.velocity != nil }
    let timeHeader = timeUnit.isEmpty ? "progress" : "time"
    let marksKeyframes = !keyframeTimes.isEmpty
    var rows: [[String]] = [
      (hasVelocity ? [timeHeader, headers.value, headers.velocity] : [timeHeader, headers.value])
        + (marksKeyframes ? ["keyframe"] : [])
    ]
    let stride = max(1, every)
    var previousTime = -Double.infinity
    for (index, sample) in samples.enumerated()
    where index % stride == 0 || index == samples.count - 1 {
      var row = [
        NumberFormat.fixed(sample.time, decimals: timeDecimals),
        NumberFormat.fixed(sample.value, decimals: valueDecimals),
      ]
      if hasVelocity {
        row.append(sample.velocity.map { NumberFormat.fixed($0, decimals: valueDecimals) } ?? "-")
      }
      if marksKeyframes {
        // Frame times are sums of fractions: a keyframe at 0.25 s belongs to the frame at
        // 0.25000000000000006 s, so the comparison allows a nanosecond.
        let since = keyframeTimes.filter { $0 > previousTime + 1e-9 && $0 <= sample.time + 1e-9 }
        row.append(since.map { NumberFormat.fixed($0, decimals: timeDecimals) }.joined(separator: " "))
        previousTime = sample.time
      }
      rows.append(row)
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var lines = rows.map { row in
      row.enumerated().map { pad($0.element, to: widths[$0.offset], left: true) }
        .joined(separator: "  ")
    }
    if marksKeyframes {
      // Rows without a keyframe would end in the empty column's padding.
      lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
    if includeFigures { lines += figureLines(keyFigures(epsilon: epsilon)) }
    return lines.joined(separator: "\n")
  }

  /// The samples as CSV (`time,value,velocity` with a header line), for spreadsheets and other
  /// tools; ends with a newline. Values and velocities keep full precision; times are rounded
  /// to nanoseconds, so that frame times read `0.15`, not `0.15000000000000002`.
  public func csv() -> String {
    let hasVelocity = samples.contains { $0.velocity != nil }
    let timeHeader = timeUnit.isEmpty ? "progress" : "time"
    var text =
      hasVelocity
      ? "\(timeHeader),\(headers.value),\(headers.velocity)\n" : "\(timeHeader),\(headers.value)\n"
    for sample in samples {
      var time = NumberFormat.trimmed(sample.time, decimals: 9)
      if time.allSatisfy({ $0.isNumber || $0 == "-" }) { time += ".0" }  // "0" → "0.0"
      text += time + ",\(sample.value)"
      if hasVelocity { text += "," + (sample.velocity.map { "\($0)" } ?? "") }
      text += "\n"
    }
    return text
  }

  /// The key figures as label/value lines.
  func figureLines(_ figures: KeyFigures) -> [String] {
    let unit = timeUnit.isEmpty ? "" : " " + timeUnit
    // A level the samples never reach says how far they go: on a short sample (the first
    // 0.1 s of a move) a bare "not reached" read as if the animation never got there.
    let end = samples.last.map { " by " + NumberFormat.fixed($0.time, decimals: timeDecimals) + unit } ?? ""
    let seconds = { (time: Double?) in
      time.map { NumberFormat.fixed($0, decimals: timeDecimals) + unit } ?? "not reached" + end
    }
    var pairs: [(String, String)] = [
      (
        "final value",
        figures.finalValue.map { NumberFormat.fixed($0, decimals: valueDecimals) }
          ?? "-"
      ),
      (
        "overshoot",
        figures.overshootPercent.map { NumberFormat.trimmed($0, decimals: 2) + " %" }
          ?? "-"
      ),
      ("50 % at", seconds(figures.timeTo50)),
      ("90 % at", seconds(figures.timeTo90)),
      ("99 % at", seconds(figures.timeTo99)),
      (
        "settled (ε \(NumberFormat.trimmed(figures.epsilon, decimals: 6)))",
        figures.settlingTime.map { NumberFormat.fixed($0, decimals: timeDecimals) + unit }
          ?? "not within the samples"
      ),
    ]
    pairs.append(("target crossings", String(figures.targetCrossings)))
    if let peak = figures.peakVelocity {
      pairs.append(("peak velocity", NumberFormat.fixed(peak, decimals: valueDecimals)))
    }
    let labelWidth = pairs.map(\.0.count).max() ?? 0
    return [""] + pairs.map { pad($0.0, to: labelWidth, left: false) + "  " + $0.1 }
  }
}
