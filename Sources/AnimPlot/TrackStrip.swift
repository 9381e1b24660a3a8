// The terminal's preview box: a ball moving along a track, one row per sampled frame.

/// A "ball on a track" strip: each row shows where the value is at one time, so that speed,
/// overshoot and settling are seen as motion rather than as a curve.
///
/// ```
/// 0.000 s │●                           │
/// 0.100 s │      ●                     │
/// 0.200 s │                 ●          │
/// ```
public struct TrackStrip: Sendable {
  /// The samples, in time order.
  public var samples: [Sample]
  /// The values at the two ends of the track (`nil`: the samples' range).
  public var range: ClosedRange<Double>?

  /// Creates a strip.
  /// - Parameters:
  ///   - samples: Samples in time order.
  ///   - range: The values at the track's ends; by default the samples' own range.
  public init(samples: [Sample], range: ClosedRange<Double>? = nil) {
    self.samples = samples
    self.range = range
  }

  /// Renders one row per `every`-th sample (and the last one).
  /// - Parameters:
  ///   - width: The total width of a row in columns.
  ///   - every: Show every n-th sample.
  ///   - ascii: Use `|` and `o` instead of box-drawing characters and `●`.
  /// - Returns: The rows, separated by `"\n"`, without a trailing newline.
  public func render(width: Int = 80, every: Int = 1, ascii: Bool = false) -> String {
    let finite = samples.filter { $0.time.isFinite && $0.value.isFinite }
    guard !finite.isEmpty else { return "(no finite samples)" }
    let scale =
      range.map { AxisScale(lower: $0.lowerBound, upper: $0.upperBound, tickCount: 2) }
      ?? AxisScale(covering: finite.map(\.value), tickCount: 2)
    let labels = finite.map { NumberFormat.fixed($0.time, decimals: 3) + " s" }
    let labelWidth = labels.map(\.count).max() ?? 0
    let track = max(4, width - labelWidth - 3)
    let edge: Character = ascii ? "|" : "│"
    let ball: Character = ascii ? "o" : "●"
    var rows: [String] = []
    let stride = max(1, every)
    for (index, sample) in finite.enumerated()
    where index % stride == 0 || index == finite.count - 1 {
      var cells = [Character](repeating: " ", count: track)
      let raw = scale.fraction(of: sample.value)  // NaN for a range with infinite ends
      let fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
      cells[Int((fraction * Double(track - 1)).rounded())] = ball
      let label = pad(labels[index], to: labelWidth, left: true)
      rows.append(label + " " + String(edge) + String(cells) + String(edge))
    }
    return rows.joined(separator: "\n")
  }
}
