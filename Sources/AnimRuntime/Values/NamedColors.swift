// SwiftUI's named system colours (light scheme, standard contrast), as the built-ins offer them
// (`Color.red`, `.red`) and as a recording names them: a preview's readout says `.red` where the
// value is red, as the script wrote it, rather than `#FF3B30`.
import AnimationCore

enum NamedColors {
  /// The names and colours, in SwiftUI's order.
  static let all: [(name: String, color: Color)] = [
    ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
    ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
    ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
    ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
    // The app's accent colour: iOS's default is the system blue (views.md §6).
    ("accentColor", .blue),
  ]

  /// `.name` by the hex that prints the colour (`#FF3B30`, with `AA` when not opaque), the
  /// first name where two share a colour. The names are the colours' only trace in a recording
  /// (a value is its components), so a colour equal to a named one reads as that name, whichever
  /// way the script made it.
  static let byPrintedHex: [String: String] = {
    var out: [String: String] = [:]
    for (name, color) in all {
      guard case .color(let v) = Value.color(color.resolved) else { continue }
      let hex = Value.printedColor(v)
      if out[hex] == nil { out[hex] = "." + name }
    }
    return out
  }()
}
