// The spec evaluator against the examples of CSS Easing Functions Level 2
// (https://drafts.csswg.org/css-easing/, w3c/csswg-drafts css-easing-2/Overview.bs).
import AnimExport
import Testing

@Suite struct CSSEasingSpecTests {
  func value(_ text: String, _ x: Double) -> Double? { CSSEasing.parse(text)?.value(at: x) }

  @Test func linearStopsWithoutLengthsAreEvenlySpaced() throws {
    // Spec: "linear(0, 0.25, 1)" gives 0.25 at 50 %.
    #expect(try #require(value("linear(0, 0.25, 1)", 0.5)) == 0.25)
  }

  @Test func linearStopWithALength() throws {
    // Spec example linear(0, 0.25 75%, 1): at 50 % the first segment is 2/3 along, 0.25·2/3.
    let v = try #require(value("linear(0, 0.25 75%, 1)", 0.5))
    #expect(abs(v - 0.25 * 2 / 3) < 1e-12)
  }

  @Test func inputsNeverDecrease() throws {
    // Spec serialization example: linear(0 20%, 0.5 10%, 1) is linear(0 20%, 0.5 20%, 1 100%).
    guard case .linear(let points) = try #require(CSSEasing.parse("linear(0 20%, 0.5 10%, 1)"))
    else { Issue.record("not linear"); return }
    #expect(points.map(\.input) == [0.2, 0.2, 1])
    #expect(CSSEasing.linear(points).css() == "linear(0 20%, 0.5 20%, 1)")
  }

  @Test func twoLengthsMakeTwoPoints() throws {
    // Spec: linear(0, 0.25 25% 75%, 1) is linear(0, 0.25 25%, 0.25 75%, 1).
    let a = try #require(CSSEasing.parse("linear(0, 0.25 25% 75%, 1)"))
    let b = try #require(CSSEasing.parse("linear(0, 0.25 25%, 0.25 75%, 1)"))
    #expect(a == b)
    #expect(a.value(at: 0.5) == 0.25)
  }

  @Test func endsExtrapolateUnlessDoubled() throws {
    // "the trajectory of the nearest two points is continued"; `1 100% 100%` clamps.
    #expect(try #require(value("linear(0, 1)", 1.5)) == 1.5)
    #expect(try #require(value("linear(0, 1)", -0.5)) == -0.5)
    #expect(try #require(value("linear(0, 1 100% 100%)", 1.5)) == 1)
  }

  @Test func specBounceExample() throws {
    let bounce =
      "linear(0, 0.063, 0.25, 0.563, 1 36.4%, 0.812, 0.75, 0.813, 1 72.7%, 0.953, 0.938, 0.953, 1 90.9%, 0.984, 1 100% 100%)"
    #expect(try #require(value(bounce, 0.364)) == 1)
    #expect(try #require(value(bounce, 0.727)) == 1)
    #expect(try #require(value(bounce, 0)) == 0)
    // The stops between 0 and 36.4 % are spread evenly: 0.25 sits at 2/4 of 36.4 %.
    #expect(abs(try #require(value(bounce, 0.182)) - 0.25) < 1e-12)
  }

  @Test func keywordsAreTheirControlPoints() throws {
    // ease-in-out is symmetric: 0.5 at 0.5; ease-in (0.42, 0, 1, 1) lags the diagonal.
    #expect(abs(try #require(value("ease-in-out", 0.5)) - 0.5) < 1e-12)
    #expect(try #require(value("ease-in", 0.5)) < 0.5)
    #expect(abs(try #require(value("linear", 0.3)) - 0.3) < 1e-12)
    #expect(CSSEasing.parse("cubic-bezier(0.42, 0, 0.58, 1)")?.css() == "ease-in-out")
  }

  @Test func cubicBezierOutsideTheUnitIntervalFollowsTheEndTangents() throws {
    // x < 0 with x1 = 0: the line through P0 and P2 = (0.58, 1) (spec §3.1).
    #expect(abs(try #require(value("ease-out", -0.5)) - (-0.5 / 0.58)) < 1e-12)
    // x > 1 with x2 = 1 and x1 = 0.42 < 1: the line through P1 = (0.42, 0) and P3.
    #expect(abs(try #require(value("ease-in", 1.5)) - (1 + 0.5 / 0.58)) < 1e-12)
  }

  @Test func invalidEasingsAreRejected() {
    #expect(CSSEasing.parse("cubic-bezier(1.2, 0, 0.5, 1)") == nil)  // x1 outside [0, 1]
    #expect(CSSEasing.parse("linear(0)") == nil)  // fewer than two stops
    #expect(CSSEasing.parse("spring(1 100 10 0)") == nil)
  }
}
