import Testing

@testable import AnimRuntime

/// `UUID()` gives the same identifiers on every run of a script (so that its output and its
/// frames repeat), each one a well-formed version-4 UUID, none repeated within a run.
@Suite struct UUIDTests {
  @Test func aScriptGetsTheSameIdentifiersOnEveryRun() {
    let script = "for _ in 0..<3 { print(UUID()) }"
    let first = runScript(script).lines
    let second = runScript(script).lines
    #expect(first.count == 3)
    #expect(first == second)
    #expect(Set(first).count == 3)
  }

  @Test func generatedIdentifiersAreVersion4WithRFCVariant() {
    var generator = UUIDGenerator()
    for _ in 0..<100 {
      let u = generator.make()
      #expect((u.high >> 12) & 0xF == 4)
      #expect(u.low >> 62 == 0b10)
      #expect(UUIDObject.parse(u.uuidString)?.isEqual(to: u) == true)
    }
  }

  @Test func parsingRefusesWhatIsNotAUUID() {
    #expect(UUIDObject.parse("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
    #expect(UUIDObject.parse("E621E1F8C36C495A93FC0C247A3E6E5F") == nil)
    #expect(UUIDObject.parse("G621E1F8-C36C-495A-93FC-0C247A3E6E5F") == nil)
    #expect(UUIDObject.parse("") == nil)
  }
}

/// Random values are the same on every run of a script, and drawing them does not change the
/// UUIDs that follow (two streams).
@Suite struct RandomSourceTests {
  @Test func aScriptDrawsTheSameValuesOnEveryRun() {
    let script = "print(Int.random(in: 1...1000), Double.random(in: 0..<1), [1, 2, 3, 4, 5].shuffled())"
    #expect(runScript(script).lines == runScript(script).lines)
  }

  @Test func drawingNumbersLeavesTheUUIDsAlone() {
    let plain = runScript("print(UUID())").lines
    let afterDraws = runScript("_ = Double.random(in: 0..<1); print(UUID())").lines
    #expect(plain == afterDraws)
  }

  @Test func belowStaysBelowItsBound() {
    var source = RandomSource()
    for bound in [1, 2, 3, 7, 1000, 1 << 40] as [UInt64] {
      for _ in 0..<200 { #expect(source.below(bound) < bound) }
    }
    for _ in 0..<1000 {
      let u = source.unit()
      #expect(u >= 0 && u < 1)
    }
  }
}
