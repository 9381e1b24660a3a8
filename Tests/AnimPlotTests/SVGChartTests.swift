import Testing

@testable import AnimPlot

@Suite struct SVGChartTests {
  let ramp = Series("ramp", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)])

  @Test func isAStandaloneDocument() {
    let svg = SVGChart(Chart([ramp], title: "a ramp")).render()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains(">a ramp</text>"))
    #expect(svg.contains("time (s)"))
  }

  @Test func drawsOnePolylinePerUnbrokenRun() {
    let gappy = Series(
      "gappy",
      points: [
        ChartPoint(x: 0, y: 0), ChartPoint(x: 0.2, y: 0.2), ChartPoint(x: 0.4, y: .nan),
        ChartPoint(x: 0.6, y: 0.6), ChartPoint(x: 1, y: 1),
      ])
    let svg = SVGChart(Chart([gappy])).render()
    let polylines = svg.split(separator: "<polyline ", omittingEmptySubsequences: false).count - 1
    #expect(polylines == 2 + 1)  // two runs around the NaN, plus the axes
  }

  @Test func escapesNamesAndShowsALegendForOverlays() {
    let other = Series("a<b & \"c\"", points: [ChartPoint(x: 0, y: 1), ChartPoint(x: 1, y: 0)])
    let svg = SVGChart(Chart([ramp, other])).render()
    #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
    #expect(!svg.contains("a<b"))
    #expect(svg.contains(">ramp</text>"))
  }

  /// Six long names cannot share one row of a 640 px document: the legend wraps, every entry
  /// stays inside the document, and the plot area shrinks to make room.
  @Test func longLegendsWrapInsideTheDocument() throws {
    let series = (0..<6).map { i in
      Series(
        ".easeInOut(duration: 0.\(i)) velocity", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)])
    }
    let svg = SVGChart(Chart(series), width: 640, height: 400).render()
    var rows = Set<String>()
    for line in svg.split(separator: "\n") where line.hasPrefix("<text x=") && line.contains("velocity</text>") {
      let fields = line.split(separator: "\"")
      let x = try #require(Double(fields[1]))
      let name = line.split(separator: ">")[1].split(separator: "<")[0]
      #expect(x + Double(name.count) * 7 <= 640, "\(name) passes the right edge")
      rows.insert(String(fields[3]))
    }
    #expect(rows.count >= 3)
    #expect(svg.split(separator: "velocity</text>", omittingEmptySubsequences: false).count - 1 == 6)
  }

  @Test func emptyChartSaysSo() {
    let svg = SVGChart(Chart([])).render()
    #expect(svg.contains("no finite data to plot"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}

/// Control characters in a title or legend: XML 1.0 allows none but tab, newline and carriage
/// return (section 2.2, "Char"), not even as character references, so they are written visibly.
@Suite struct SVGControlCharacterTests {
  @Test func controlCharactersAreWrittenVisibly() {
    let line = PlotLine(name: "a\u{7}b", samples: [Sample(time: 0, value: 0), Sample(time: 1, value: 1)])
    let svg = PlotRendering.svg([line], title: "t\u{1B}[2J\u{0}<\u{85}", velocity: false)
    #expect(svg.contains(#"t\u{1B}[2J\u{0}&lt;\u{85}"#))
    #expect(svg.contains(#"a\u{7}b"#))
    let invalid = svg.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
    #expect(invalid.isEmpty)
    #expect(!svg.unicodeScalars.contains("\u{85}"))
  }
}
