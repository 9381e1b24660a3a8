// `anim compare`'s numbers: the largest difference between two moves and where.
import AnimPlot
import Testing

@Suite struct ComparisonTests {
  /// A linear move from 0 to 1 over `seconds`, sampled every 0.1 s.
  func ramp(_ seconds: Double, name: String) -> PlotLine {
    let count = Int((seconds * 10).rounded())
    let samples = (0...count).map { i in
      Sample(time: Double(i) / 10, value: Double(i) / Double(count))
    }
    return PlotLine(name: name, samples: samples, start: 0, target: 1)
  }

  @Test func twoRampsDifferMostWhenTheFasterArrives() {
    // At 1 s the 1 s ramp is at 1, the 2 s ramp at 0.5; after that the first holds at 1.
    let c = Comparison(ramp(1, name: "a"), ramp(2, name: "b"))
    #expect(abs(c.largestDifference - 0.5) < 1e-12)
    #expect(abs(c.largestDifferenceAt - 1) < 1e-12)
    // Settled once within 0.001 of the target: 0.999 of the way, interpolated between samples.
    #expect(abs((c.figures.first.settlingTime ?? 0) - 0.999) < 1e-9)
    #expect(abs((c.figures.second.settlingTime ?? 0) - 1.998) < 1e-9)
  }

  @Test func theTableNamesBothAndTheirFigures() {
    let text = Comparison(ramp(1, name: "fast"), ramp(2, name: "slow")).render()
    let lines = text.split(separator: "\n")
    #expect(lines.first == "largest difference: 0.5 at 1 s")
    #expect(lines.contains { $0.hasPrefix("fast") && $0.contains("0.999 s") })
    #expect(lines.contains { $0.hasPrefix("slow") && $0.contains("1.998 s") })
  }

  @Test func valuesBetweenSamplesAreInterpolated() {
    let samples = [Sample(time: 0, value: 0), Sample(time: 1, value: 10)]
    #expect(Comparison.value(of: samples, at: 0.25) == 2.5)
    #expect(Comparison.value(of: samples, at: 5) == 10)
    #expect(Comparison.value(of: [], at: 0) == nil)
  }
}
