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

@Suite struct KeyframeTableTests {
  /// Eleven samples 0.1 s apart (times as a clock sums them: 0.30000000000000004 and so on).
  var table: SampleTable {
    var time = 0.0
    var samples: [Sample] = []
    for _ in 0...10 {
      samples.append(Sample(time: time, value: time * 2, velocity: 2))
      time += 0.1
    }
    var table = SampleTable(samples: samples)
    table.keyframeTimes = [0.3, 0.7, 1.0]
    return table
  }

  @Test func rowsNameTheKeyframeTimesSinceTheRowBefore() {
    let lines = table.render(includeFigures: false).split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix("keyframe"))
    #expect(lines[4].hasPrefix("0.300") && lines[4].hasSuffix("0.300"))
    #expect(lines[8].hasPrefix("0.700") && lines[8].hasSuffix("0.700"))
    #expect(lines[11].hasPrefix("1.000") && lines[11].hasSuffix("1.000"))
    // Only those three rows have a fourth column, and no row ends in spaces.
    #expect(lines.dropFirst().filter { $0.split(separator: " ").count == 4 }.count == 3)
    #expect(!lines.contains { $0.hasSuffix(" ") })
  }

  @Test func thinnedRowsGatherTheKeyframesBetweenThem() {
    let lines = table.render(every: 5, includeFigures: false).split(separator: "\n").map(String.init)
    #expect(lines.count == 4)  // header, 0.0, 0.5, 1.0
    #expect(lines[2].hasSuffix(" 0.300"))
    #expect(lines[3].hasSuffix(" 0.700 1.000"))
  }

  @Test func withoutKeyframeTimesTheTableIsUnchanged() {
    var plain = table
    plain.keyframeTimes = []
    #expect(!plain.render(includeFigures: false).contains("keyframe"))
  }
}
