// CSS exports of the built-in animations, curves and springs, checked by evaluating the printed
// easing with the spec's rules (CSSEasing.parse + value(at:)) against Anim's own motion.
import AnimExport
import AnimationCore
import Foundation
import Testing

/// Samples a built-in animation as the CLI does.
func coreSampler(_ animation: Animation, _ duration: Double?, _ fps: Double = 1000) -> SampledMotion {
  let (samples, ended) = Animator(framesPerSecond: fps).sampleMove(
    animation, for: duration, limit: 10)
  return SampledMotion(times: samples.map(\.time), progress: samples.map(\.value), ended: ended)
}

@Suite struct CSSExportTests {
  let exporter = CSSExporter(tolerance: 0.001, sample: coreSampler)

  @Test(arguments: [
    (Animation.linear, "linear"), (.easeIn, "ease-in"), (.easeOut, "ease-out"),
    (.easeInOut, "ease-in-out"),
  ])
  func timingCurvesBecomeKeywords(animation: Animation, keyword: String) throws {
    let export = try exporter.export(animation, duration: nil)
    #expect(export.easingText == keyword)
    #expect(export.duration == 0.35)
    // SwiftUI rounds its bezier solver to 2⁻²⁰ (reference §2.3); the spec's curve is exact.
    #expect(export.maxError < 1e-5)
  }

  @Test func customBezierKeepsItsControlPoints() throws {
    let export = try exporter.export(.timingCurve(0.2, 0, 0, 1, duration: 0.6), duration: nil)
    #expect(export.easingText == "cubic-bezier(0.2, 0, 0, 1)")
    #expect(export.duration == 0.6)
    // Anim's solver rounds to 2⁻²⁰ as SwiftUI's does; measured 3.0e-6 here.
    #expect(export.maxError < 1e-5)
  }

  /// Every built-in that CSS has no keyword for, as `linear()`: within the tolerance at every
  /// sample the fit used, and within 1.5 × the tolerance halfway between them (the fit only sees
  /// the samples; between two 1 ms samples a spring moves at most ~1 % of its distance, and the
  /// chord deviates from the curve far less than that).
  @Test(arguments: [
    Animation.smooth, .snappy, .bouncy, .spring, .default, .interactiveSpring,
    .interpolatingSpring,
  ])
  func linearFitsStayWithinTheTolerance(animation: Animation) throws {
    let export = try exporter.export(animation, duration: nil)
    #expect(export.stopCount != nil)
    #expect(export.maxError <= 0.001)
    let easing = try #require(CSSEasing.parse(export.easingText))
    // Persistent springs step at 300 Hz and hold between steps: their samples are the steps.
    var fps = CSSExporter.framesPerSecond
    if case .spring(_, _, true) = animation.anatomy { fps = CSSExporter.fluidSpringFramesPerSecond }
    let truth = coreSampler(animation, nil, fps)
    for i in 1..<truth.times.count where truth.times[i] <= export.duration {
      // Anim's value halfway between two frames, interpolated: the chord of the true curve.
      let t = (truth.times[i - 1] + truth.times[i]) / 2
      let y = (truth.progress[i - 1] + truth.progress[i]) / 2
      #expect(abs(easing.value(at: t / export.duration) - y) <= 0.0015, "at \(t) s")
    }
  }

  /// The circular curves have no CSS keyword; they are fitted against the exact curve, which
  /// needs dense stops where the tangent turns vertical (circularEaseInOut at 50 %).
  @Test(arguments: [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut])
  func circularCurvesStayWithinTheToleranceEverywhere(curve: UnitCurve) throws {
    let export = try exporter.export(curve, duration: 0.5)
    #expect(export.maxError <= 0.001)
    let easing = try #require(CSSEasing.parse(export.easingText))
    // Off the fit's grid: 9973 points (prime, so none coincides with a sample).
    for i in 0...9973 {
      let x = Double(i) / 9973
      #expect(abs(easing.value(at: x) - curve.value(at: x)) <= 0.001, "at \(x)")
    }
  }

  @Test func springsFromTheirFormula() throws {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let export = try exporter.export(spring, duration: nil)
    #expect(abs(export.duration - spring.settlingDuration) < 1e-12)
    #expect(export.maxError <= 0.001)
    let easing = try #require(CSSEasing.parse(export.easingText))
    for i in 0...997 {
      let x = Double(i) / 997
      let truth = spring.value(target: 1.0, time: x * export.duration)
      #expect(abs(easing.value(at: x) - truth) <= 0.001)
    }
  }

  @Test func aTighterToleranceTakesMoreStops() throws {
    let loose = try CSSExporter(tolerance: 0.01, sample: coreSampler).export(Animation.bouncy, duration: nil)
    let tight = try CSSExporter(tolerance: 0.0001, sample: coreSampler).export(
      Animation.bouncy, duration: nil)
    #expect(loose.maxError <= 0.01)
    #expect(tight.maxError <= 0.0001)
    #expect(try #require(loose.stopCount) < #require(tight.stopCount))
  }

  @Test func modifiersBecomeTiming() throws {
    let export = try exporter.export(
      Animation.easeIn(duration: 1).repeatCount(3, autoreverses: true).delay(0.5).speed(2),
      duration: nil)
    #expect(export.easingText == "ease-in")
    #expect(export.duration == 0.5)
    #expect(export.delay == 0.25)
    #expect(export.iterations == 3)
    #expect(export.alternates)
    let css = export.css(name: "x")
    #expect(css.contains("animation-iteration-count: 3;"))
    #expect(css.contains("animation-direction: alternate;"))
    #expect(css.contains("animation-delay: 250ms;"))
  }

  @Test func repeatForeverOfATimingCurveIsInfinite() throws {
    let export = try exporter.export(Animation.linear(duration: 1).repeatForever(), duration: nil)
    #expect(export.iterations == nil)
    #expect(export.css(name: "x").contains("animation-iteration-count: infinite;"))
    #expect(export.webAnimationsJSON().contains("\"iterations\": Infinity"))
  }

  @Test func aDelayInsideARepeatIsBakedIn() throws {
    let export = try exporter.export(
      Animation.linear(duration: 0.5).delay(0.5).repeatCount(2, autoreverses: false), duration: nil)
    #expect(export.iterations == 2)
    #expect(export.delay == 0)
    // Flat for the first half, then linear: about 1 s in all (plus a frame).
    #expect(abs(export.duration - 1) < 0.01)
    let easing = try #require(CSSEasing.parse(export.easingText))
    #expect(abs(easing.value(at: 0.25)) <= 0.001)
    #expect(abs(easing.value(at: 0.75) - 0.5) <= 0.01)
  }

  @Test func anEndlessRepeatThatMustBeSampledIsAnErrorThatSaysWhatToDo() {
    let endless = Animation.linear(duration: 0.5).repeatForever().repeatCount(2)
    #expect {
      try exporter.export(endless, duration: nil)
    } throws: { error in
      "\(error)".contains("does not end") && "\(error)".contains("--duration")
    }
    // With --duration it exports that window.
    #expect((try? exporter.export(endless, duration: 2))?.duration == 2)
  }

  @Test func undampedSpringsNeedADuration() {
    #expect {
      try exporter.export(Spring(duration: 1, bounce: 1), duration: nil)
    } throws: { "\($0)".contains("--duration") }
  }

  @Test func webAnimationsKeyframesFollowTheStops() throws {
    let export = try exporter.export(Animation.bouncy, duration: nil)
    let json = export.webAnimationsJSON()
    let object = JSONSerialization.object(from: json)
    let frames = object?["keyframes"] as? [[String: Any]] ?? []
    #expect(frames.count == export.stopCount)
    let firstOffset = frames.first?["offset"] as? Double
    let lastOffset = frames.last?["offset"] as? Double
    #expect(firstOffset == 0)
    #expect(lastOffset == 1)
    let options = object?["options"] as? [String: Any] ?? [:]
    #expect(abs((options["duration"] as? Double ?? 0) - export.duration * 1000) < 0.01)
  }

  @Test func repeatCountZeroPlaysOnePassAsSwiftUIDoes() throws {
    #expect(try exporter.export(Animation.easeIn.repeatCount(0), duration: nil).iterations == 1)
  }

  @Test func durationsCSSCannotWriteAreErrors() {
    #expect {
      try exporter.export(Animation.linear(duration: 1e308), duration: nil)
    } throws: { "\($0)".contains("too long to write in CSS") }
    #expect {
      try exporter.export(Animation.timingCurve(0.3, 1e308, 0.7, -1e308), duration: nil)
    } throws: { "\($0)".contains("not finite") }
  }

  @Test func aToleranceThatCannotBeReachedIsSaid() throws {
    // Settles within microseconds, but SwiftUI's settlingDuration scans in 0.1 s steps.
    let export = try exporter.export(Spring(duration: 1e-9, bounce: 0), duration: nil)
    #expect(export.maxError > 0.001)
    #expect(export.notes.first?.hasPrefix("the tolerance 0.001 was not reached") == true)
  }

  /// Persistent springs step at 300 Hz (in their own time) and hold between steps: sampled at
  /// 1 ms they would be a staircase, fitted with a stop at every step.
  @Test func persistentSpringsAreSampledAtTheirOwnSteps() throws {
    #expect(CSSExporter.samplingRate(of: .bouncy) == 300)
    #expect(CSSExporter.samplingRate(of: Animation.bouncy.speed(2).delay(0.1)) == 600)
    #expect(CSSExporter.samplingRate(of: .easeIn) == 1000)
    let plain = try exporter.export(Animation.bouncy, duration: nil)
    let delayed = try exporter.export(Animation.bouncy.delay(0.2).repeatCount(2), duration: nil)
    // The same motion after a flat 0.2 s: about as many stops, not one per 300 Hz step.
    #expect(try #require(delayed.stopCount) <= #require(plain.stopCount) + 3)
    #expect(delayed.maxError <= 0.001)
  }
}

extension JSONSerialization {
  /// `text` parsed as a JSON object, or nil.
  static func object(from text: String) -> [String: Any]? {
    guard let data = text.data(using: .utf8) else { return nil }
    return (try? jsonObject(with: data)) as? [String: Any]
  }
}
