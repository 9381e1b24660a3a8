import Testing

@testable import AnimPlot

@Suite struct AxisScaleTests {
  @Test func unitRangeGetsTicksAtFifths() {
    let scale = AxisScale(covering: [0, 1], tickCount: 6)
    #expect(scale.step == 0.2)
    #expect(scale.tickLabels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
  }

  @Test func ticksStayInsideTheRange() {
    let scale = AxisScale(covering: [-0.13, 1.08], tickCount: 5)
    #expect(scale.ticks.first.map { $0 >= -0.13 } == true)
    #expect(scale.ticks.last.map { $0 <= 1.08 } == true)
    #expect(scale.ticks.contains(0))
    #expect(scale.ticks.contains(1))
  }

  @Test func constantValuesAreWidenedAroundTheValue() {
    let scale = AxisScale(covering: [3, 3, 3], tickCount: 2)
    #expect(scale.lower < 3 && scale.upper > 3)
    #expect(scale.ticks.count >= 2)
    #expect(abs(scale.fraction(of: 3) - 0.5) < 1e-12)
  }

  @Test func aConstantTimeOfZeroWidensUpwards() {
    let scale = AxisScale(covering: [0], tickCount: 3, anchoredAtZero: true)
    #expect(scale.lower == 0 && scale.upper == 1)
  }

  @Test func nonFiniteValuesAreIgnored() {
    let scale = AxisScale(covering: [.nan, 2, .infinity, 4, -.infinity], tickCount: 3)
    #expect(scale.lower == 2 && scale.upper == 4)
    let empty = AxisScale(covering: [Double.nan], tickCount: 3)
    #expect(empty.lower == 0 && empty.upper == 1)
  }

  @Test func extremeRangesDoNotOverflow() {
    let scale = AxisScale(
      covering: [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude], tickCount: 5)
    #expect(scale.fraction(of: 0).isFinite)
    #expect(abs(scale.fraction(of: 0) - 0.5) < 1e-9)
    #expect(scale.ticks.count <= 64)
    // The smallest subnormal (5e-324; written as a literal, it warns that it underflows).
    let tiny = AxisScale(covering: [0, Double.leastNonzeroMagnitude], tickCount: 5)
    #expect(tiny.ticks.allSatisfy { $0.isFinite })
    let chart = Chart([
      Series("tiny", points: [ChartPoint(x: 0, y: 0), ChartPoint(x: Double.leastNonzeroMagnitude, y: Double.leastNonzeroMagnitude)])
    ])
    #expect(!chart.render().isEmpty)
  }
}
