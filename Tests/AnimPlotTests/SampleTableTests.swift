import Testing

@testable import AnimPlot

@Suite struct SampleTableTests {
  @Test func columnsAreRightAligned() {
    let table = SampleTable(
      samples: [
        Sample(time: 0, value: 0, velocity: 12.5), Sample(time: 0.5, value: 50, velocity: -3),
      ], start: 0, target: 100)
    let lines = table.render(includeFigures: false).split(separator: "\n").map(String.init)
    #expect(
      lines == [
        " time    value  velocity",
        "0.000   0.0000   12.5000",
        "0.500  50.0000   -3.0000",
      ])
  }

  /// Vectors are tabulated by length, and the headers say so (also in CSV).
  @Test func magnitudesAreHeadedAsLengths() {
    var table = SampleTable(samples: [Sample(time: 0, value: 5, velocity: 1)])
    table.magnitudes = true
    #expect(table.render(includeFigures: false).hasPrefix(" time  |value|  |velocity|\n"))
    #expect(table.csv().hasPrefix("time,|value|,|velocity|\n"))
  }

  @Test func omitsVelocityWhenUnknownAndAppendsFigures() {
    let samples = (0...4).map { Sample(time: Double($0) / 4, value: Double($0) / 4) }
    let text = SampleTable(samples: samples, start: 0, target: 1).render()
    #expect(!text.contains("velocity"))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("50 % at ") && $0.hasSuffix(" 0.500 s") })
    #expect(lines.contains { $0.hasPrefix("overshoot ") && $0.hasSuffix(" 0 %") })
    // Ramp reaches the 0.1 % band (0.999) at 0.999 s.
    #expect(lines.contains { $0.hasPrefix("settled (ε 0.001) ") && $0.hasSuffix(" 0.999 s") })
  }

  @Test func aLevelNotReachedSaysHowFarTheSamplesGo() {
    // The first 0.1 s of a ramp to 1 over 1 s: it gets to 0.1, so 50 % is not reached *yet*.
    let samples = (0...6).map { Sample(time: Double($0) / 60, value: Double($0) / 60) }
    let lines = SampleTable(samples: samples, start: 0, target: 1).render().split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("50 % at ") && $0.hasSuffix(" not reached by 0.100 s") })
  }

  @Test func strideKeepsTheLastSample() {
    let samples = (0...10).map { Sample(time: Double($0), value: Double($0)) }
    let rows = SampleTable(samples: samples).render(every: 4, includeFigures: false)
      .split(separator: "\n")
    #expect(rows.count == 1 + 3 + 1)  // header, samples 0, 4, 8, then 10
    #expect(rows.last?.hasPrefix("10.000") == true)
  }

  @Test func emptyTableSaysSo() {
    #expect(SampleTable(samples: []).render() == "(no samples)")
  }
}
