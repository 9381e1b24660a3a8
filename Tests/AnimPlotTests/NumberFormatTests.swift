import Testing

@testable import AnimPlot

@Suite struct NumberFormatTests {
  @Test func fixedPadsAndRounds() {
    #expect(NumberFormat.fixed(1.5, decimals: 2) == "1.50")
    #expect(NumberFormat.fixed(0.125, decimals: 0) == "0")
    #expect(NumberFormat.fixed(2.675, decimals: 1) == "2.7")
    #expect(NumberFormat.fixed(-0.25, decimals: 3) == "-0.250")
    #expect(NumberFormat.fixed(0.05, decimals: 2) == "0.05")
    #expect(NumberFormat.fixed(1234, decimals: 0) == "1234")
  }

  @Test func negativeZeroAndTinyNegativesPrintAsZero() {
    #expect(NumberFormat.fixed(-0.0, decimals: 1) == "0.0")
    #expect(NumberFormat.fixed(-0.0001, decimals: 2) == "0.00")
    #expect(NumberFormat.trimmed(-0.0001, decimals: 2) == "0")
  }

  @Test func nonFiniteValuesHaveNames() {
    #expect(NumberFormat.fixed(.nan, decimals: 2) == "nan")
    #expect(NumberFormat.fixed(.infinity, decimals: 2) == "inf")
    #expect(NumberFormat.fixed(-.infinity, decimals: 2) == "-inf")
  }

  @Test func hugeValuesFallBackWithoutTrapping() {
    #expect(NumberFormat.fixed(1e300, decimals: 4) == "1e+300")
    #expect(NumberFormat.fixed(-Double.greatestFiniteMagnitude, decimals: 12).hasPrefix("-"))
  }

  @Test func trimmedDropsTrailingZeros() {
    #expect(NumberFormat.trimmed(0.5, decimals: 4) == "0.5")
    #expect(NumberFormat.trimmed(2, decimals: 3) == "2")
    #expect(NumberFormat.trimmed(0.125, decimals: 2) == "0.13")
  }

  @Test func decimalsForStep() {
    #expect(NumberFormat.decimals(forStep: 0.25) == 2)
    #expect(NumberFormat.decimals(forStep: 0.1) == 1)
    #expect(NumberFormat.decimals(forStep: 5) == 0)
    #expect(NumberFormat.decimals(forStep: 0.002) == 3)
  }
}
