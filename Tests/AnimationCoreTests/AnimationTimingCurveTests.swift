import AnimationCore
import Testing

/// Timing-curve animations (reference §4.3, §2.8, §8.3).
@Suite struct AnimationTimingCurveTests {
  @Test func equality() {
    #expect(Animation.easeIn == .easeIn(duration: 0.35))
    #expect(Animation.easeIn == .timingCurve(0.42, 0, 1, 1))
    #expect(Animation.easeIn(duration: 0.35) == .timingCurve(0.42, 0, 1, 1, duration: 0.35))
    #expect(Animation.easeIn.hashValue == Animation.timingCurve(0.42, 0, 1, 1).hashValue)
    #expect(Animation.linear == .linear(duration: 0.35))
    #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1))
    #expect(Animation.easeOut == .timingCurve(0, 0, 0.58, 1))
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.easeIn != .easeIn(duration: 1))
  }

  @Test func linearFraction() {
    // OpenSwiftUI issue #459: duration 100, fraction 0.1 at 10 s and 0.5 at 50 s.
    var context = AnimationContext<Double>()
    let linear = Animation.linear(duration: 100)
    #expect(close(linear.animate(value: 1.0, time: 10, context: &context), 0.1, 0.01))
    #expect(close(linear.animate(value: 1.0, time: 50, context: &context), 0.5, 0.01))
  }

  @Test func curveValues() {
    var context = AnimationContext<Double>()
    let cases: [(Animation, [Double])] = [
      (.easeIn(duration: 2), [0.0935, 0.3154, 0.6219]),
      (.easeOut(duration: 2), [0.3781, 0.6846, 0.9065]),
      (.easeInOut(duration: 2), [0.1292, 0.5, 0.8708]),
    ]
    for (animation, values) in cases {
      for (time, value) in zip([0.5, 1.0, 1.5], values) {
        #expect(close(animation.animate(value: 1.0, time: time, context: &context), value, 0.0001))
      }
    }
  }

  @Test func overshootingControlPointsAreNotClamped() {
    var context = AnimationContext<Double>()
    let curve = Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)
    #expect(close(curve.animate(value: 1.0, time: 0.25, context: &context), -0.0977, 0.0001))
    #expect(close(curve.animate(value: 1.0, time: 0.75, context: &context), 1.0977, 0.0001))
  }

  @Test func lifetime() {
    var context = AnimationContext<Double>()
    let linear = Animation.linear(duration: 1)
    #expect(linear.animate(value: 100.0, time: -1, context: &context) == 0)
    #expect(linear.animate(value: 100.0, time: 1, context: &context) == 100)
    #expect(linear.animate(value: 100.0, time: 1.0001, context: &context) == nil)
    #expect(Animation.linear(duration: 0).animate(value: 1.0, time: 0, context: &context) == nil)
    #expect(Animation.linear(duration: 1).animate(value: 1.0, time: .nan, context: &context) == nil)
    let result = run(.linear(duration: 1), target: 100)
    #expect(close(result.endTime, 61.0 / 60, 1e-9))
    #expect(result.logicalCompletionTime == nil)
  }

  @Test func neverMergesNoVelocity() {
    var context = AnimationContext<Double>()
    let curve = Animation.easeInOut
    #expect(!curve.shouldMerge(previous: curve, value: 1.0, time: 0.1, context: &context))
    #expect(curve.velocity(value: 1.0, time: 0.1, context: context) == nil)
  }

  @Test func animatesVectors() {
    var context = AnimationContext<AnimatablePair<Double, Double>>()
    let value = Animation.linear(duration: 1).animate(
      value: AnimatablePair(10.0, -20.0), time: 0.25, context: &context)
    #expect(close(value?.first, 2.5, 1e-6))
    #expect(close(value?.second, -5, 1e-6))
  }
}
