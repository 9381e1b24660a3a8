import Testing

@testable import AnimPlot

@Suite struct ValueKindPlotTests {
  func line(_ kind: ValueKind, _ names: [String], _ components: [[Double]]) -> PlotLine {
    var line = PlotLine(
      name: "v", samples: components.indices.map { Sample(time: Double($0), value: 0) },
      magnitudes: true)
    line.shape = ValueShape(kind: kind, componentNames: names)
    line.components = components
    return line
  }

  @Test func aPairIsChartedAsOneLinePerComponent() {
    let pair = line(.pair, ["x", "y"], [[0, 0], [3, -4]])
    let chart = PlotRendering.chart([pair], title: nil, velocity: true)
    #expect(chart.series.map(\.name) == ["v.x", "v.y"])
    #expect(chart.series.map { $0.points.map(\.y) } == [[0, 3], [0, -4]])
    #expect(chart.valueLabel == "value")  // components, not lengths
  }

  @Test func anAngleIsChartedInDegrees() {
    let angle = line(.angle, ["radians"], [[0], [Double.pi / 2]])
    let chart = PlotRendering.chart([angle], title: nil, velocity: false)
    #expect(chart.series.first?.points.map(\.y) == [0, 90])
    #expect(chart.valueLabel == "degrees")
  }

  @Test func aColourIsAStripOfItsColours() {
    let fade = line(.color, ["red", "green", "blue", "opacity"], [[1, 0, 0, 1], [0.5, 0, 0.5, 1], [0, 0, 1, 1]])
    #expect(PlotRendering.chart([fade], title: nil, velocity: false).series.isEmpty)
    let colored = PlotRendering.text(
      [fade], title: "v", velocity: false, options: ChartOptions(width: 30, colored: true))
    #expect(colored.contains("\u{1B}[48;2;255;0;0m"))
    #expect(colored.contains("\u{1B}[48;2;188;0;188m"))  // linear 0.5 is sRGB 188
    #expect(colored.contains("\u{1B}[48;2;0;0;255m"))
    let plain = PlotRendering.text(
      [fade], title: "v", velocity: false, options: ChartOptions(width: 30, colored: false))
    #expect(plain.contains("0.00 s #ff0000"))
    #expect(plain.contains("2.00 s #0000ff"))
    #expect(!plain.contains("\u{1B}"))
    let svg = PlotRendering.svg([fade], title: "v", velocity: false)
    #expect(svg.contains("<linearGradient id=\"strip0\">"))
    #expect(svg.contains("stop-color=\"#bc00bc\""))
    #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
  }
}
