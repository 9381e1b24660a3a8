// The preview page in a browser, for what is recorded beyond plain @State values: a keyframe
// animator's value under its variable's name, and an @State array whose length changes, its
// missing element shown as NaN and its curve broken where the element was missing.
import Foundation
import Testing

extension PreviewBrowserTests {
  /// `hop` plays its keyframes each time `xs`'s length changes; `xs` loses its second element
  /// at 0.75 s and gets one back at 1 s. Prints both at 0.5, 0.875 and 1.125 s.
  static let growingScene = """
    @State var xs: [Double] = [0]
    let hop = keyframeAnimator(initialValue: 0.0, trigger: xs.count) { _ in
      LinearKeyframe(10.0, duration: 0.5)
      LinearKeyframe(0.0, duration: 0.5)
    }
    wait(0.25)
    xs.append(5)
    withAnimation(.linear(duration: 1)) { xs[1] = 15 }
    wait(0.25)
    print(hop.presentation, $xs.presentation)
    wait(0.25)
    xs.removeLast()
    wait(0.125)
    print(hop.presentation, $xs.presentation)
    wait(0.125)
    xs.append(1)
    wait(0.125)
    print(hop.presentation, $xs.presentation)
    wait(1)
    """

  @Test func animatorsAndAGrowingArrayShowTheInterpretersValuesAndGaps() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(Self.growingScene, in: scratch)
    let run = try AnimExecutable.run(["-e", Self.growingScene])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    try #require(lines.count == 3)
    for (t, line) in zip(["0.5", "0.875", "1.125"], lines) {
      let expected = numbers(in: line)
      let shown = values(in: try HeadlessChromium.dom(of: url + "#t=" + t))
      let hop = try #require(shown["hop"], "no data-value for hop at t=\(t)")
      let xs = try #require(shown["xs"], "no data-value for xs at t=\(t)")
      // hop's value, then the array's elements; the page has a column for each element the
      // array ever had, NaN for one it does not have now.
      let page = hop + xs.filter { !$0.isNaN }
      #expect(page == expected, "t=\(t): page \(hop) \(xs), interpreter \(line)")
      #expect(xs.count == 2)
      #expect(xs.filter { $0.isNaN }.count == (t == "0.875" ? 1 : 0), "t=\(t): \(xs)")
    }
    // The second element's curve is broken where it was missing (0.75 s to 1 s): two pieces.
    let dom = try HeadlessChromium.dom(of: url + "#t=0")
    #expect(dom.matches(of: #/class="curve c1"/#).count == 2)
  }

  /// A struct's parts are different quantities, so each bar has its own scale: at the end a
  /// part that went to 1 and one that went to 1,000 both fill their bars (90 of the stage's
  /// units), where one shared scale left the small one a sliver.
  @Test func aStructsPartsAreEachDrawnOnTheirOwnScale() throws {
    let scene = """
      struct Sizes { var small = 0.0; var big = 0.0 }
      @State var sizes = Sizes()
      withAnimation(.linear(duration: 1)) { sizes = Sizes(small: 1, big: 1000) }
      wait(1.5)
      """
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(scene, in: scratch)
    let dom = try HeadlessChromium.dom(of: url + "#t=1.5")
    let heights = dom.matches(of: #/<rect[^>]*class="bar"[^>]*>/#).compactMap { match in
      String(match.output).firstMatch(of: #/height="([0-9.]+)"/#).flatMap { Double($0.output.1) }
    }
    #expect(heights.count == 2, "\(heights)")
    for h in heights { #expect(abs(h - 90) < 0.5, "\(heights)") }
  }
}
