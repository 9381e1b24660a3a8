import AnimationCore
import Testing

/// A test animation that always merges, taking over the previous one's state and start time.
struct TestMergingLinear: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: max(0, time) / duration)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { true }
}

/// Merges, recording what `shouldMerge` was given; then presents `value × time² × |old value|²`
/// of what it recorded, so a test can read the record back from the presentation.
struct TestMergeProbe: CustomAnimation {
  struct Seen: AnimationStateKey {
    static var defaultValue: (magnitudeSquared: Double, time: Double) { (0, 0) }
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let seen = context.state[Seen.self]
    return value.scaled(by: seen.time * seen.magnitudeSquared)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    context.state[Seen.self] = (value.magnitudeSquared, time)
    return true
  }
}

@Suite("Animator: merging and combining")
struct AnimatorCombineTests {
  @Test func combinedLinearWorkedCase() {
    // Issue #3 / reference §6.4: linear(1 s) 0 → 100 at t = 0, then linear(1 s) → 200 at t = 0.5.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(.testLinear(1)) { x.value = 200 }
    #expect(close(x.presentation, 50, 1e-9))  // held: no jump at the transaction
    #expect(x.animationCount == 2)
    let expected: [(Double, Double)] = [(0.75, 106.25), (1.0, 150), (1.25, 175), (1.5, 200)]
    for (time, value) in expected {
      animator.advance(by: time - animator.now)
      #expect(close(animator.now, time, 1e-12))
      #expect(close(x.presentation, value, 1e-9), "at \(time)")
    }
    animator.advance(by: 0.5)
    #expect(x.presentation == 200 && !x.isAnimating)
  }

  @Test func combinedLinearEveryFrame() {
    // The same case sampled every frame: the older entry ends at 1.0 (count drops to 1), the
    // combination ends with the newer one.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(.testLinear(1)) { x.value = 200 }
    let samples = animator.sample(x, for: 1.5)
    for s in samples {
      let t = s.time
      let a = t <= 1 ? 100 * t : 100
      let b = t <= 1.5 ? a + (200 - a) * (t - 0.5) : 200
      #expect(close(s.value, b, 1e-9), "at \(t)")
    }
    animator.advance(by: 0)
    #expect(!x.isAnimating)
  }

  @Test func countFallsAsCombinedEntriesFinish() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(.testLinear(1)) { x.value = 200 }
    animator.advance(by: 0.25)
    animator.withAnimation(.testLinear(1)) { x.value = 300 }
    #expect(x.animationCount == 3)
    animator.advance(by: 0.3)  // t = 1.05: the first has ended
    #expect(x.animationCount == 2)
    animator.advance(by: 0.5)  // t = 1.55: the second has ended
    #expect(x.animationCount == 1)
    animator.advance(by: 0.25)  // t = 1.8: all done
    #expect(x.animationCount == 0 && x.presentation == 300)
  }

  @Test func mergeKeepsThePreviousStartTime() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(2)) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(Animation(TestMergingLinear(duration: 2))) { x.value = 200 }
    #expect(x.animationCount == 1)
    animator.advance(by: 0.5)
    // One animation over the whole interval 0 → 200 at elapsed 1.0 of 2: 100.
    #expect(close(x.presentation, 100, 1e-9))
    animator.advance(by: 1.0)
    #expect(close(x.presentation, 200, 1e-9))
    animator.advance(frames: 1)
    #expect(!x.isAnimating)
  }

  @Test func shouldMergeSeesTheOldIntervalAndElapsedTime() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 3 }
    animator.advance(by: 0.25)
    animator.withAnimation(Animation(TestMergeProbe())) { x.value = 10 }
    #expect(x.animationCount == 1)
    animator.advance(frames: 1)
    // Old interval 3 (squared 9), elapsed 0.25: 10 − 10 + 10 × 0.25 × 9.
    #expect(close(x.presentation, 22.5, 1e-9))
  }

  @Test func newAnimationDecidesMergeNotOld() {
    // A non-merging animation on top of a merging one combines; the reverse merges.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(Animation(TestMergingLinear(duration: 1))) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(.testLinear(1)) { x.value = 200 }
    #expect(x.animationCount == 2)

    let y = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { y.value = 100 }
    animator.advance(by: 0.25)
    animator.withAnimation(Animation(TestMergingLinear(duration: 1))) { y.value = 200 }
    #expect(y.animationCount == 1)
  }

  @Test func mergingOntoACombinationReplacesIt() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.withAnimation(.testLinear(1)) { x.value = 200 }
    animator.advance(by: 0.25)
    animator.withAnimation(.testSpring) { x.value = 300 }
    #expect(x.animationCount == 1)
    // Position is continuous across the merge.
    #expect(close(x.presentation, 106.25, 1e-9))
    animator.advance(frames: 1)
    #expect(abs(x.presentation - 106.25) < 5)
  }

  @Test func coincidentChangesCombineAtElapsedZero() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) {
      x.value = 100
      x.value = 200
    }
    #expect(x.animationCount == 2)
    animator.advance(by: 0.5)
    // Entry 1 → 50 of 100; entry 2 covers half of the remaining 150: 125.
    #expect(close(x.presentation, 125, 1e-9))
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 200, 1e-9))
  }
}
