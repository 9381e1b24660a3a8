import Testing

@testable import AnimPlot

@Suite struct TrackStripTests {
  @Test func theBallMovesAlongTheTrack() {
    let samples = [0, 0.5, 1].enumerated().map {
      Sample(time: Double($0.offset) / 2, value: $0.element)
    }
    // Labels "0.000 s" are 7 wide; track = 20 - 7 - 3 = 10 cells; 0 → cell 0, 0.5 → 5 (4.5
    // rounds up), 1 → cell 9.
    let text = TrackStrip(samples: samples).render(width: 20, ascii: true)
    #expect(
      text == """
        0.000 s |o         |
        0.500 s |     o    |
        1.000 s |         o|
        """)
  }

  @Test func valuesOutsideTheRangeStayOnTheTrack() {
    let samples = [Sample(time: 0, value: -5), Sample(time: 1, value: .nan)]
    let text = TrackStrip(samples: samples, range: 0...1).render(width: 20, ascii: true)
    #expect(text == "0.000 s |o         |")
    #expect(TrackStrip(samples: []).render() == "(no finite samples)")
    let unbounded = TrackStrip(samples: [Sample(time: 0, value: 1)], range: -.infinity...1)
    #expect(unbounded.render(width: 20, ascii: true) == "0.000 s |o         |")
  }
}

@Suite struct SampleTableCSVTests {
  @Test func csvHasAHeaderAndFullPrecision() {
    let table = SampleTable(samples: [
      Sample(time: 0, value: 0.1, velocity: nil), Sample(time: 0.5, value: 1, velocity: 2),
    ])
    #expect(table.csv() == "time,value,velocity\n0.0,0.1,\n0.5,1.0,2.0\n")
  }
}
