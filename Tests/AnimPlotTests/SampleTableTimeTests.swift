// Times in tables and CSV never show binary noise such as 0.15000000000000002.
import Testing

@testable import AnimPlot

@Suite struct SampleTableTimeTests {
  let samples = [
    Sample(time: 0, value: 0, velocity: 0),
    Sample(time: 0.15000000000000002, value: 0.5, velocity: 1),
    Sample(time: 8.15 - 8, value: 1, velocity: 0),
  ]

  @Test func csvTimesAreRoundedToNanoseconds() {
    #expect(
      SampleTable(samples: samples).csv()
        == "time,value,velocity\n0.0,0.0,0.0\n0.15,0.5,1.0\n0.15,1.0,0.0\n")
  }

  @Test func hugeAndNonFiniteTimesKeepTheirOwnForm() {
    let csv = SampleTable(samples: [
      Sample(time: 1e20, value: 0), Sample(time: .infinity, value: 0),
    ]).csv()
    #expect(csv == "time,value\n1e+20,0.0\ninf,0.0\n")
  }

  @Test func tableColumnsAreRightAlignedWithFixedDecimals() {
    let lines = SampleTable(samples: samples, start: 0, target: 1).render(includeFigures: false)
      .split(separator: "\n")
    #expect(lines == [" time   value  velocity", "0.000  0.0000    0.0000", "0.150  0.5000    1.0000", "0.150  1.0000    0.0000"])
  }

  @Test func aCurvesTableIsOverProgressWithoutSeconds() {
    var table = SampleTable(samples: samples, start: 0, target: 1)
    table.timeUnit = ""
    let text = table.render()
    #expect(text.hasPrefix("progress  "))
    #expect(text.contains("50 % at            0.150\n"))
    #expect(!text.contains(" s\n"))
    #expect(table.csv().hasPrefix("progress,value,velocity\n"))
  }
}
