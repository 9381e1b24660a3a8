// Axes widened to their next ticks, so both ends are labelled, but never by more than a quarter.
import Testing

@testable import AnimPlot

@Suite struct AxisExtensionTests {
  @Test func aSpringsValuesGetAnAxisTo1() {
    let scale = AxisScale(covering: [0, 0.5, 0.999], tickCount: 3).extendedToTicks()
    #expect(scale.lower == 0 && scale.upper == 1)
    #expect(scale.tickLabels == ["0", "0.5", "1"])
  }

  @Test func aTimeAxisEndingAt083sEndsAt1s() {
    let scale = AxisScale(covering: [0, 0.8333], tickCount: 3, anchoredAtZero: true)
      .extendedToTicks()
    #expect(scale.upper == 1)
    #expect(scale.tickLabels.last == "1")
  }

  @Test func noEndIsWidenedByMoreThanAQuarterOfTheSpan() {
    // 0…1.05 with step 1 would become 0…2: half the chart empty. It stays.
    let scale = AxisScale(lower: 0, upper: 1.05, tickCount: 2)
    #expect(scale.extendedToTicks().upper == 1.05)
  }

  @Test func roundingNoiseDoesNotStartAnotherStep() {
    let scale = AxisScale(lower: 0, upper: 1.0000000000000002, tickCount: 3).extendedToTicks()
    #expect(scale.upper < 1.1)
  }

  @Test func degenerateScalesAreLeftAlone() {
    let flat = AxisScale(lower: 1, upper: 1, tickCount: 3)
    #expect(flat.extendedToTicks() == flat)
  }

  /// A chart's legend wraps to the chart's width instead of running past it.
  @Test func legendsWrapToTheWidth() {
    let points = [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)]
    let chart = Chart([
      Series("a rather long first series name", points: points),
      Series("a second long series name", points: points),
    ])
    let lines = chart.render(ChartOptions(width: 40, height: 4, style: .ascii))
      .split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.suffix(2).first?.hasSuffix("** a rather long first series name") == true)
    #expect(lines.last?.hasSuffix("oo a second long series name") == true)
  }
}
