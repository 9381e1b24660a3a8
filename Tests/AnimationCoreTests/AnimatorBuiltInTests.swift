import AnimationCore
import Testing

/// The engine with the library's own animations, against the reference's worked numbers.
@Suite("Animator: built-in animations")
struct AnimatorBuiltInTests {
  @Test func combinedLinearWorkedCase() {
    // Issue #3: linear(1 s) 0 → 100 at t = 0, linear(1 s) → 200 at t = 0.5.
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.linear(duration: 1)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 50) < 1e-6)
    withAnimation(.linear(duration: 1)) { x.value = 200 }
    for (time, value) in [(0.75, 106.25), (1.0, 150.0), (1.25, 175.0), (1.5, 200.0)] {
      animator.advance(by: time - animator.now)
      #expect(abs(x.presentation - value) < 1e-6, "at \(time)")
    }
    animator.advance(by: 0.5)
    #expect(x.presentation == 200 && !x.isAnimating)
  }

  @Test func combinedEaseInOutWorkedCase() {
    // Reference §6.4 table [computed]: easeInOut(1 s) 0 → 100, then → 200 at t = 0.5.
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.easeInOut(duration: 1)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 50) < 0.01)
    withAnimation(.easeInOut(duration: 1)) { x.value = 200 }
    let table: [(Double, Double)] = [
      (0.6, 69.44), (0.75, 101.67), (1.0, 150), (1.25, 187.08), (1.5, 200),
    ]
    for (time, value) in table {
      animator.advance(by: time - animator.now)
      #expect(abs(x.presentation - value) < 0.01, "at \(time)")
    }
    animator.advance(by: 0.01)  // t = 1.51: removed
    #expect(!x.isAnimating && x.presentation == 200)
  }

  @Test func springRetargetWorkedCase() {
    // Reference §6.5: `.spring` 0 → 100; at t = 0.2 (72.13, 247.7/s) a `.spring` to 200 merges.
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.spring) { x.value = 100 }
    animator.advance(by: 0.2)
    #expect(abs(x.presentation - 72.13) < 0.01)
    #expect(abs(x.velocity - 247.7) < 0.1)
    withAnimation(.spring) { x.value = 200 }
    #expect(x.animationCount == 1)
    #expect(abs(x.presentation - 72.13) < 0.01 && abs(x.velocity - 247.7) < 0.1)
    for (frames, value) in [(4, 105.07), (4, 141.79), (8, 182.30), (8, 195.20)] {
      animator.advance(frames: frames)
      #expect(abs(x.presentation - value) < 0.01, "at \(animator.now)")
    }
  }

  @Test func springAfterALinearCurveStartsAtRest() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.linear(duration: 1)) { x.value = 100 }
    animator.advance(by: 0.5)
    withAnimation(.spring) { x.value = 0 }
    #expect(x.animationCount == 1)
    #expect(abs(x.presentation - 50) < 1e-6 && x.velocity == 0)
  }

  @Test func curveOnASpringCombines() {
    // The new animation decides: a bezier arriving on a running spring combines.
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.spring) { x.value = 100 }
    animator.advance(by: 0.2)
    withAnimation(.linear(duration: 1)) { x.value = 0 }
    #expect(x.animationCount == 2)
  }

  @Test func interpolatingSpringsCombineAdditively() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.interpolatingSpring) { x.value = 100 }
    animator.advance(by: 0.1)
    withAnimation(.interpolatingSpring) { x.value = 200 }
    #expect(x.animationCount == 2)
    animator.advance(by: 5)
    #expect(abs(x.presentation - 200) < 0.5)
  }

  @Test func withAnimationDefaultsToDefault() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation { x.value = 100 }
    #expect(x.runningAnimation == .default)
    animator.advance(by: 0.1)
    withAnimation { x.value = 0 }  // `.default` is a spring: it merges
    #expect(x.animationCount == 1)
  }

  @Test func seedTwoPropertiesWithLinearAndEaseInOut() {
    // Seed 003, Demo4: x with .linear, y with .easeInOut, in one button action.
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    withAnimation(.linear) { x.value = 100 }
    withAnimation(.easeInOut) { y.value = 100 }
    animator.advance(by: 0.35 / 4)
    #expect(abs(x.presentation - 25) < 1e-6)
    #expect(abs(y.presentation - 13) < 1)  // reference §8.2: easeInOut(0.25) = 0.13 ± 0.01
    animator.advance(by: 0.35 / 4)
    #expect(abs(x.presentation - 50) < 1e-6 && abs(y.presentation - 50) < 0.01)
    animator.advance(by: 0.35 / 4)
    #expect(abs(y.presentation - 87) < 1)
    animator.advance(by: 0.2)
    #expect(x.presentation == 100 && y.presentation == 100 && !animator.isAnimating)
  }

  @Test func implicitAnimationBeatsWithAnimation() {
    // Seed 003, note 2: `.animation(.easeInOut(duration: 1), value:)` wins over
    // `withAnimation(.linear(duration: 3))`.
    let animator = Animator()
    let red = animator.property(0.0)
    red.animation(.easeInOut(duration: 1))
    withAnimation(.linear(duration: 3)) { red.value = 1 }
    #expect(red.runningAnimation == .easeInOut(duration: 1))
    animator.advance(by: 1.05)
    #expect(!red.isAnimating)
  }
}

@Suite("Animator: built-in modifiers and completions")
struct AnimatorBuiltInCompletionTests {
  @Test func logicallyCompleteAfterThenRemovedLikeSwiftUI() {
    // Reference §8.2 (checked against SwiftUI): linear(duration: 5).logicallyComplete(after: 1);
    // `.logicallyComplete` appends 1 at about 1 s, `.removed` appends 2 at about 5 s.
    let animator = Animator()
    let x = animator.property(0.0)
    var log: [(Int, Double)] = []
    let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
    withAnimation(animation, completionCriteria: .logicallyComplete) {
      x.value = 1
    } completion: {
      log.append((1, animator.now))
    }
    withAnimation(animation, completionCriteria: .removed) {
      x.value = 2
    } completion: {
      log.append((2, animator.now))
    }
    animator.advance(by: 6)
    #expect(log.map(\.0) == [1, 2])
    #expect(log.count == 2 && abs(log[0].1 - 1) <= 1.0 / 60 + 1e-9)
    #expect(log.count == 2 && abs(log[1].1 - 5) <= 1.0 / 60 + 1e-9)
  }

  @Test func springLogicalCompletionOneResponseAfterStart() {
    // Reference §6.7: a `.spring` (response 0.5) is logically complete at 0.5 s.
    let animator = Animator()
    let x = animator.property(0.0)
    var firedAt: Double?
    withAnimation(.spring) {
      x.value = 100
    } completion: {
      firedAt = animator.now
    }
    animator.advance(by: 2)
    #expect(firedAt.map { abs($0 - 0.5) < 1e-9 } == true)
  }

  @Test func delayHoldsTheStartValue() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.linear(duration: 1).delay(0.5)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(abs(x.presentation) < 1e-9 && x.isAnimating)
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 50) < 1e-6)
  }

  @Test func repeatCountWorkedExample() {
    // Reference §4.5: linear(1).repeatCount(3), target 100, 60 fps: 50 at 0.5, 100 at 1.0,
    // reverse pass 50 at 1.5167, forward again 50 at 2.5333, removed by 3.05.
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.linear(duration: 1).repeatCount(3)) { x.value = 100 }
    animator.advance(frames: 30)
    #expect(abs(x.presentation - 50) < 1e-6)
    animator.advance(frames: 30)
    #expect(abs(x.presentation - 100) < 1e-6)
    animator.advance(frames: 31)
    #expect(abs(x.presentation - 50) < 1e-6)
    animator.advance(frames: 61)
    #expect(abs(x.presentation - 50) < 1e-6)
    animator.advance(frames: 31)
    #expect(!x.isAnimating && x.presentation == 100)
  }
}
