import Testing

@testable import AnimPlot

@Suite struct KeyframeChartTests {
  /// Two tracks of a timeline: x rises over 0…1 s in two keyframes, y over 0…2 s in one.
  let chart = Chart.keyframeTimeline(
    [
      Series("x", points: (0...20).map { ChartPoint(x: Double($0) / 10, y: min(Double($0) / 10, 1)) }),
      Series("y", points: (0...20).map { ChartPoint(x: Double($0) / 10, y: Double($0) / 20) }),
    ],
    keyframeTimes: [[0.5, 1.0], [2.0, .nan]], title: "timeline")

  @Test func keyframeTimesAreMergedSortedAndFinite() {
    #expect(chart.keyframeTimes == [0.5, 1.0, 2.0])
    #expect(chart.series.map(\.name) == ["x", "y"])
  }

  /// Derived by hand: 25 columns less the labels ("1", a space and the axis) leave 22 plot
  /// columns of one dot each (ascii), 0 s on column 0 and 2 s on column 21: 0.5 s is column
  /// round(5.25) = 5, 1 s round(10.5) = 11, 2 s column 21. A marked column shows ':' in every
  /// row where no dot is.
  @Test func eachKeyframeTimeIsAColumnOfMarks() {
    let text = chart.render(ChartOptions(width: 25, height: 4, style: .ascii))
    let rows = text.split(separator: "\n").dropFirst().prefix(4).map { Array($0) }
    let plotStart = rows[0].firstIndex(where: { $0 == "+" || $0 == "|" }).map { $0 + 1 } ?? 0
    let marked = (0..<22).filter { column in
      rows.contains { row in plotStart + column < row.count && row[plotStart + column] == ":" }
    }
    #expect(marked == [5, 11, 21])
  }

  @Test func svgDrawsOneLinePerKeyframeTime() {
    let svg = SVGChart(chart).render()
    #expect(svg.split(separator: "class=\"keyframe\"", omittingEmptySubsequences: false).count - 1 == 3)
  }
}
