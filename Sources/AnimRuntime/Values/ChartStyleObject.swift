// A script's `ChartStyle` value (`.braille`, `.blocks`, `.ascii` for `plot(…, style:)`): a name,
// which the plot built-in maps onto AnimPlot's chart style (PlotRendering.swift); the runtime's
// values hold no chart types.

/// `.braille`, `.blocks`, `.ascii`: how `plot(…, style:)` draws its dots.
final class ChartStyleObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .chartStyle }
  /// The style's name, one of ``memberNames``.
  let name: String
  private init(_ name: String) { self.name = name }

  /// The member names (the built-in table's constants; implicit members and "did you mean").
  static let memberNames = ["braille", "blocks", "ascii"]

  /// The style named `name`, if there is one.
  static func named(_ name: String) -> ChartStyleObject? {
    memberNames.contains(name) ? ChartStyleObject(name) : nil
  }

  override var typeName: String { "ChartStyle" }
  override var printed: String { "." + name }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? ChartStyleObject)?.name == name }
}
