import Testing

@testable import AnimPlot

@Suite struct ChartTests {
  let ramp = Series("ramp", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)])

  /// Derived by hand: 7 plot columns × 3 rows; Bresenham puts the ramp's dots on (0,2) (1,2)
  /// (2,1) (3,1) (4,1) (5,0) (6,0); ticks 0 and 1 on both axes; the last time label moves left
  /// so that "1 s" stays within the 10 columns.
  @Test func asciiSnapshotOfARamp() {
    let text = Chart([ramp]).render(ChartOptions(width: 10, height: 3, style: .ascii))
    let expected = """
      1 +     **
        |  ***
      0 +**
        ++-----+
         0   1 s
      """
    #expect(text == expected)
  }

  @Test func brailleIsTheDefaultAndFitsTheWidth() {
    let wave = Series(
      "wave", points: (0...100).map { ChartPoint(x: Double($0) / 100, y: Double($0 % 17) / 17) })
    let text = Chart([wave], title: "wave").render(ChartOptions(width: 50, height: 8))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "wave")
    #expect(lines.allSatisfy { $0.count <= 50 })
    #expect(text.unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF })
    #expect(lines.count == 1 + 8 + 2)  // title, plot rows, axis line, tick labels
  }

  @Test func blocksUseQuadrantCharacters() {
    let text = Chart([ramp]).render(ChartOptions(width: 30, height: 5, style: .blocks))
    #expect(text.contains { "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█".contains($0) })
    #expect(!text.unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF })
  }

  @Test func overlaysGetALegendAndARightAxis() {
    let velocity = Series(
      "velocity", points: [ChartPoint(x: 0, y: 10), ChartPoint(x: 1, y: -10)], axis: .secondary)
    let text = Chart([ramp, velocity]).render(ChartOptions(width: 60, height: 6))
    #expect(text.contains("── ramp"))
    #expect(text.contains("╌╌ velocity (right axis)"))
    #expect(text.contains("├ 10"))
    #expect(text.contains("├ -10"))
  }

  @Test func timeAxisIsLabelledInSeconds() {
    let text = Chart([ramp]).render(ChartOptions(width: 40, height: 4))
    let labels = text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(labels.hasSuffix("1 s"))
    #expect(labels.contains("0.5"))
  }

  @Test func coloursOnlyWhenAsked() {
    let plain = Chart([ramp]).render(ChartOptions(width: 30, height: 4))
    let coloured = Chart([ramp]).render(ChartOptions(width: 30, height: 4, colored: true))
    #expect(!plain.contains("\u{1B}"))
    #expect(coloured.contains(ChartColor.blue.ansi))
    #expect(coloured.contains(ChartColor.ansiReset))
  }

  @Test func emptyAndNonFiniteDataGiveAMessage() {
    #expect(Chart([]).render() == "(no data to plot)")
    let nan = Series("nan", points: [ChartPoint(x: 0, y: .nan), ChartPoint(x: .infinity, y: 1)])
    #expect(Chart([nan]).render().hasPrefix("(no finite data to plot"))
  }

  @Test func nonFinitePointsBreakTheLineAndAreCounted() {
    let gappy = Series(
      "gappy",
      points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 0.5, y: .nan), ChartPoint(x: 1, y: 1)])
    let text = Chart([gappy]).render(ChartOptions(width: 20, height: 4, style: .ascii))
    #expect(text.hasSuffix("(1 non-finite point not drawn)"))
    // Only the two finite end points are drawn: no line joins them across the gap.
    #expect(text.filter { $0 == "*" }.count == 2)
  }

  @Test func aConstantSeriesIsAFlatLine() {
    let flat = Series("flat", points: [ChartPoint(x: 0, y: 3), ChartPoint(x: 1, y: 3)])
    let text = Chart([flat]).render(ChartOptions(width: 20, height: 5, style: .ascii))
    let rowsWithDots = text.split(separator: "\n").filter { $0.contains("*") }
    #expect(rowsWithDots.count == 1)
  }

  @Test func tinySizesDoNotTrap() {
    for style in [ChartStyle.braille, .blocks, .ascii] {
      let text = Chart([ramp]).render(ChartOptions(width: 0, height: -3, style: style))
      #expect(!text.isEmpty)
    }
  }

  @Test func markerDrawsAVerticalLine() {
    let text = Chart([ramp], marker: 0.5).render(ChartOptions(width: 30, height: 4))
    #expect(text.contains("┊"))
  }
}
