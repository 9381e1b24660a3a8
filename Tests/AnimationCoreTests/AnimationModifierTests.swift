import AnimationCore
import Testing

/// delay, speed, repeatCount/repeatForever and logicallyComplete (reference §4.5; CORE.md
/// decisions 7 and 8).
@Suite struct AnimationModifierTests {
  @Test func repeatCountExample() {
    // Reference §4.5: linear(1).repeatCount(3) toward 100 at 60 fps.
    let result = run(.linear(duration: 1).repeatCount(3), target: 100)
    let expected: [(Int, Double)] = [
      (30, 50), (60, 100), (61, 100), (91, 50), (121, 0), (152, 50), (182, 100),
    ]
    for (frame, value) in expected {
      #expect(
        close(result.values.indices.contains(frame) ? result.values[frame] : nil, value, 1e-6),
        "frame \(frame)")
    }
    #expect(close(result.endTime, 183.0 / 60, 1e-9))
  }

  @Test func evenCountEndsAtStart() {
    let result = run(.linear(duration: 1).repeatCount(2), target: 100)
    #expect(close(result.values.last, 0, 1e-9))
    #expect(close(result.endTime, 122.0 / 60, 1e-9))
  }

  @Test func countOfOneOrLessIsOnePass() {
    for count in [-1, 0, 1] {
      let result = run(.linear(duration: 1).repeatCount(count), target: 100)
      #expect(close(result.endTime, 61.0 / 60, 1e-9))
      #expect(close(result.values.last, 100, 1e-9))
    }
  }

  @Test func withoutAutoreverseRestartsFromZero() {
    let result = run(.linear(duration: 1).repeatCount(2, autoreverses: false), target: 100)
    #expect(close(result.value(at: 1.0), 100, 1e-6))
    #expect(close(result.values[91], 50, 1e-6))  // second pass, from zero again
    #expect(close(result.endTime, 122.0 / 60, 1e-9))
  }

  @Test func repeatForeverNeverEnds() {
    let result = run(.easeInOut(duration: 0.5).repeatForever(), target: 1, limit: 20)
    #expect(result.endTime == nil)
    #expect(result.values.allSatisfy { $0 >= 0 && $0 <= 1 })
    #expect(result.logicalCompletionTime == nil)
  }

  @Test func repeatResetsTheBaseStateEachPass() {
    // A spring's state must not leak from one pass to the next: every pass starts at rest at 0.
    let result = run(.spring.repeatCount(2, autoreverses: false), target: 100)
    #expect(close(result.values[6], 37.08, 0.01))
    // The first pass ends (showing 100) at 1.2667 s; the second restarts there: 1/60 s later it
    // is near the first frame's 1.609, 0.1 s later near 37.08 (the pass's clock starts off the
    // 1/300 s step grid, so it may be one integration step ahead: 2.35 and 38.4).
    #expect(close(result.values[76], 100, 1e-9))
    #expect(close(result.values[77], 1.609, 0.75))
    #expect(close(result.values[82], 37.08, 1.5))
  }

  @Test func delayHoldsThenRuns() {
    var context = AnimationContext<Double>()
    let delayed = Animation.linear(duration: 1).delay(0.5)
    #expect(delayed.animate(value: 100.0, time: 0.25, context: &context) == 0)
    #expect(close(delayed.animate(value: 100.0, time: 1.0, context: &context), 50, 1e-9))
    #expect(delayed.animate(value: 100.0, time: 1.5, context: &context) == 100)
    #expect(delayed.animate(value: 100.0, time: 1.51, context: &context) == nil)
  }

  @Test func speedScalesTime() {
    var context = AnimationContext<Double>()
    let fast = Animation.linear(duration: 1).speed(2)
    #expect(close(fast.animate(value: 100.0, time: 0.25, context: &context), 50, 1e-9))
    #expect(fast.animate(value: 100.0, time: 0.5, context: &context) == 100)
    #expect(fast.animate(value: 100.0, time: 0.51, context: &context) == nil)
    #expect(fast.velocity(value: 100.0, time: 0.25, context: context) == nil)
  }

  @Test func modifiersNest() {
    // speed applied to (delay applied to linear): the delay is scaled too.
    var context = AnimationContext<Double>()
    let animation = Animation.linear(duration: 1).delay(1).speed(2)
    #expect(animation.animate(value: 100.0, time: 0.5, context: &context) == 0)
    #expect(close(animation.animate(value: 100.0, time: 0.75, context: &context), 50, 1e-9))
  }

  @Test func logicallyCompleteAfter() {
    // The compatibility example: linear(duration: 5).logicallyComplete(after: 1).
    let result = run(.linear(duration: 5).logicallyComplete(after: 1), target: 100)
    #expect(close(result.logicalCompletionTime, 1.0, 1e-9))
    #expect(close(result.endTime, 301.0 / 60, 1e-9))
    // It never extends the base's life.
    let short = run(.linear(duration: 0.5).logicallyComplete(after: 2), target: 100)
    #expect(short.logicalCompletionTime == nil)
    #expect(close(short.endTime, 31.0 / 60, 1e-9))
    // An earlier completion of the base stands.
    let spring = run(.spring.logicallyComplete(after: 2), target: 100)
    #expect(close(spring.logicalCompletionTime, 0.5, 1e-9))
  }

  @Test func mergesWithSameModifiedTypeOnly() {
    // Decision 7: same modified type, equal modifiers, bases merge.
    var context = AnimationContext<Double>()
    let delayed = Animation.spring.delay(0.2)
    _ = delayed.animate(value: 100.0, time: 0.3, context: &context)
    #expect(delayed.shouldMerge(previous: delayed, value: 100.0, time: 0.3, context: &context))
    #expect(
      !Animation.spring.delay(0.3).shouldMerge(
        previous: delayed, value: 100.0, time: 0.3, context: &context))
    #expect(
      !Animation.spring.delay(0.2).shouldMerge(
        previous: .spring, value: 100.0, time: 0.3, context: &context))
    let fast = Animation.spring.speed(2)
    #expect(
      fast.shouldMerge(previous: .spring.speed(2), value: 100.0, time: 0.3, context: &context))
    #expect(
      !fast.shouldMerge(previous: .spring.speed(3), value: 100.0, time: 0.3, context: &context))
    // Bases that don't merge keep the modified animation from merging.
    let curve = Animation.linear(duration: 1).delay(0.2)
    #expect(!curve.shouldMerge(previous: curve, value: 100.0, time: 0.3, context: &context))
    let repeated = Animation.spring.repeatCount(3)
    #expect(repeated.shouldMerge(previous: repeated, value: 100.0, time: 0.3, context: &context))
    #expect(
      !repeated.shouldMerge(
        previous: .spring.repeatCount(2), value: 100.0, time: 0.3, context: &context))
    let logical = Animation.spring.logicallyComplete(after: 1)
    #expect(logical.shouldMerge(previous: logical, value: 100.0, time: 0.3, context: &context))
  }

  @Test func delayedSpringMergeCarriesPosition() {
    var context = AnimationContext<Double>()
    let delayed = Animation.spring.delay(0.1)
    var value = 0.0
    for frame in 0...18 {
      value = delayed.animate(value: 100.0, time: Double(frame) / 60, context: &context) ?? value
    }
    #expect(close(value, 72.13, 0.01))  // 0.2 s of spring after a 0.1 s delay
    #expect(delayed.shouldMerge(previous: delayed, value: 100.0, time: 0.3, context: &context))
    let next = delayed.animate(value: 200.0, time: 0.3, context: &context)
    #expect(close(next, 72.13, 0.01))
  }

  @Test func equalityAndDescriptions() {
    #expect(Animation.easeIn.delay(1) == Animation.timingCurve(0.42, 0, 1, 1).delay(1))
    #expect(Animation.easeIn.delay(1) != Animation.easeIn.delay(2))
    #expect(Animation.easeIn.delay(1) != Animation.easeIn.speed(1))
    #expect(Animation.easeIn.repeatForever() != Animation.easeIn.repeatForever(autoreverses: false))
    #expect(
      Animation.linear(duration: 1).delay(0.5).factoryDescription
        == ".linear(duration: 1.0).delay(0.5)")
    #expect(
      Animation.bouncy.speed(2).repeatCount(3, autoreverses: false).factoryDescription
        == ".bouncy.speed(2.0).repeatCount(3, autoreverses: false)")
    #expect(
      Animation.easeIn.repeatForever().factoryDescription
        == ".easeIn.repeatForever(autoreverses: true)")
    #expect(
      Animation.spring.logicallyComplete(after: 1).factoryDescription
        == ".spring.logicallyComplete(after: 1.0)")
  }
}
