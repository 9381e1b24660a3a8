// Series colours, shared by the terminal renderer (ANSI) and the SVG renderer (hex).

/// A colour for one series.
public enum ChartColor: Sendable, Equatable, CaseIterable {
  case blue, orange, green, red, magenta, cyan, yellow

  /// The palette order used when a series has no colour of its own.
  public static let palette: [ChartColor] = [
    .blue, .orange, .green, .red, .magenta, .cyan, .yellow,
  ]

  /// The palette colour for the series at `index` (wrapping around).
  public static func automatic(_ index: Int) -> ChartColor {
    palette[abs(index) % palette.count]
  }

  /// The ANSI SGR sequence selecting this colour as the foreground.
  public var ansi: String {
    switch self {
    case .blue: return "\u{1B}[34m"
    case .orange: return "\u{1B}[38;5;208m"
    case .green: return "\u{1B}[32m"
    case .red: return "\u{1B}[31m"
    case .magenta: return "\u{1B}[35m"
    case .cyan: return "\u{1B}[36m"
    case .yellow: return "\u{1B}[33m"
    }
  }

  /// The ANSI sequence that restores the default attributes.
  public static let ansiReset = "\u{1B}[0m"

  /// The colour as an SVG/CSS hex string.
  public var hex: String {
    switch self {
    case .blue: return "#1f77b4"
    case .orange: return "#ff7f0e"
    case .green: return "#2ca02c"
    case .red: return "#d62728"
    case .magenta: return "#9467bd"
    case .cyan: return "#17becf"
    case .yellow: return "#bcbd22"
    }
  }
}
