import Testing

@testable import AnimPlot

@Suite struct KeyFiguresTests {
  /// A linear ramp from `from` to `to` over 1 s, sampled every 0.1 s.
  func ramp(from: Double = 0, to: Double = 1) -> [Sample] {
    (0...10).map { step in
      let t = Double(step) / 10
      return Sample(time: t, value: from + (to - from) * t, velocity: to - from)
    }
  }

  @Test func linearRampReachesFractionsAtThoseFractionsOfItsDuration() {
    let figures = KeyFigures(samples: ramp(), start: 0, target: 1)
    #expect(figures.timeTo50.map { abs($0 - 0.5) < 1e-9 } == true)
    #expect(figures.timeTo90.map { abs($0 - 0.9) < 1e-9 } == true)
    #expect(figures.timeTo99.map { abs($0 - 0.99) < 1e-9 } == true)
    #expect(figures.overshootPercent == 0)
    #expect(figures.finalValue == 1)
    #expect(figures.peakVelocity == 1)
  }

  @Test func downwardMovesUseProgressToo() {
    let figures = KeyFigures(samples: ramp(from: 100, to: 0), start: 100, target: 0)
    #expect(figures.timeTo50.map { abs($0 - 0.5) < 1e-9 } == true)
    #expect(figures.overshootPercent == 0)
  }

  @Test func overshootIsThePeakBeyondTheTargetInPercentOfTheMove() {
    let values = [0, 0.6, 1.1, 0.95, 1.0]
    let samples = values.enumerated().map { Sample(time: Double($0.offset), value: $0.element) }
    let figures = KeyFigures(samples: samples, start: 0, target: 1, epsilon: 0.01)
    #expect(figures.overshootPercent.map { abs($0 - 10) < 1e-9 } == true)
    // Last outside the 1 % band at t = 3 (0.95), inside at t = 4: enters at 0.99 → t = 3.8.
    #expect(figures.settlingTime.map { abs($0 - 3.8) < 1e-9 } == true)
    // 50 % is crossed between 0 (t 0) and 0.6 (t 1): at 0.5/0.6 s.
    #expect(figures.timeTo50.map { abs($0 - 0.5 / 0.6) < 1e-9 } == true)
  }

  @Test func unsettledSeriesHasNoSettlingTime() {
    let samples = [Sample(time: 0, value: 0), Sample(time: 1, value: 0.5)]
    let figures = KeyFigures(samples: samples, start: 0, target: 1)
    #expect(figures.settlingTime == nil)
    #expect(figures.timeTo90 == nil)
  }

  @Test func degenerateMovesAndNonFiniteSamplesDoNotTrap() {
    let same = KeyFigures(samples: ramp(), start: 1, target: 1)
    #expect(same.overshootPercent == nil && same.timeTo50 == nil)
    let none = KeyFigures(samples: [], start: 0, target: 1)
    #expect(none.finalValue == nil && none.settlingTime == nil)
    let nan = KeyFigures(
      samples: [Sample(time: 0, value: .nan), Sample(time: 1, value: 1)], start: 0, target: 1)
    #expect(nan.finalValue == 1)
  }
}

@Suite struct KeyFiguresCrossingTests {
  @Test func countsPassesThroughTheTargetOutsideTheBand() {
    // Up past 1, back below, up again, then settle: three passes.
    let values = [0, 1.2, 0.9, 1.05, 1.0004, 1.0]
    let samples = values.enumerated().map { Sample(time: Double($0.offset), value: $0.element) }
    #expect(KeyFigures(samples: samples, start: 0, target: 1).targetCrossings == 3)
    let monotone = [0, 0.5, 0.9, 1].enumerated().map {
      Sample(time: Double($0.offset), value: $0.element)
    }
    #expect(KeyFigures(samples: monotone, start: 0, target: 1).targetCrossings == 0)
  }
}
