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

  @Test func emptyChartSaysSo() {
    let svg = SVGChart(Chart([])).render()
    #expect(svg.contains("no finite data to plot"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
