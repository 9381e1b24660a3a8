import Testing

/// `print(sample(…))` of a property holding a pair, vector or colour tabulates lengths, and
/// its headers say so; a number's table keeps the plain headers.
@Suite struct SeriesTableTests {
  @Test func vectorSeriesAreHeadedAsLengths() {
    let (lines, outcome) = runScript(
      """
      @State var pos = (x: 0, y: 0)
      withAnimation(.linear(duration: 0.05)) { pos = (x: 3, y: 4) }
      print(sample($pos, for: 0.05))
      @State var d = 0.0
      withAnimation(.linear(duration: 0.05)) { d = 5 }
      print(sample($d, for: 0.05))
      """)
    #expect(outcome.succeeded)
    let text = lines.joined(separator: "\n")
    let tables = text.components(separatedBy: "peak velocity")
    #expect(tables.count == 3)
    #expect(tables.first?.hasPrefix(" time  |value|  |velocity|\n") == true)
    #expect(tables.dropFirst().first?.contains(" time   value  velocity\n") == true)
  }
}
