import AnimationCore
import Testing

@Suite("Animator: spring retargeting and velocity carry-over")
struct AnimatorSpringTests {
  @Test func springSamplesMatchTheReference() {
    // Reference §4.4 table, `.spring` (0.5, 1.0), 60 fps, target 100.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testSpring) { x.value = 100 }
    animator.advance(frames: 1)
    #expect(abs(x.presentation - 1.609) < 0.001)
    animator.advance(by: 0.1 - animator.now)
    #expect(abs(x.presentation - 37.08) < 0.01)
    animator.advance(by: 0.1)
    #expect(abs(x.presentation - 72.13) < 0.01)
    animator.advance(by: 0.3)
    #expect(abs(x.presentation - 98.45) < 0.01)
  }

  @Test func springRetargetKeepsPositionAndVelocity() {
    // Reference §6.5 worked retarget: 72.13 at 247.7/s at t = 0.2, then → 200.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testSpring) { x.value = 100 }
    animator.advance(by: 0.2)
    #expect(abs(x.presentation - 72.13) < 0.01)
    #expect(abs(x.velocity - 247.7) < 0.1)
    animator.withAnimation(.testSpring) { x.value = 200 }
    #expect(x.animationCount == 1)
    #expect(abs(x.presentation - 72.13) < 0.01)
    #expect(abs(x.velocity - 247.7) < 0.1)
    animator.advance(by: 4.0 / 60)  // t = 0.267
    #expect(abs(x.presentation - 105.07) < 0.01)
    #expect(abs(x.velocity - 601.7) < 0.1)
    animator.advance(by: 4.0 / 60)  // t = 0.333
    #expect(abs(x.presentation - 141.79) < 0.01)
    animator.advance(by: 8.0 / 60)  // t = 0.467
    #expect(abs(x.presentation - 182.30) < 0.01)
    animator.advance(by: 8.0 / 60)  // t = 0.600
    #expect(abs(x.presentation - 195.20) < 0.01)
  }

  @Test func springAfterATimingCurveStartsAtRestFromTheCurrentPosition() {
    // Reference §6.5: a curve has no velocity, so the spring starts with velocity 0, while the
    // position stays continuous.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(close(x.velocity, 100, 1e-6))
    animator.withAnimation(.testSpring) { x.value = 0 }
    #expect(x.animationCount == 1)
    #expect(close(x.presentation, 50, 1e-9))
    #expect(x.velocity == 0)
    animator.advance(frames: 1)
    // From rest at 50, pulled towards 0: it moves a little, downwards.
    #expect(x.presentation < 50 && x.presentation > 48)
  }

  @Test func springIsLogicallyCompleteOneResponseAfterRetargeting() {
    let animator = Animator()
    let x = animator.property(0.0)
    var fired: [Double] = []
    animator.withAnimation(.testSpring) { x.value = 100 }
    animator.advance(by: 0.3)
    animator.withAnimation(
      .testSpring, { x.value = 200 }, completion: { fired.append(animator.now) })
    animator.advance(by: 1)
    #expect(fired.count == 1)
    #expect(abs((fired.first ?? 0) - 0.8) < 1.0 / 60 + 1e-9)
  }
}
