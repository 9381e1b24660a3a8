import AnimationCore
import Testing

/// `.interpolatingSpring` (reference §4.4, CORE.md decision 5).
@Suite struct AnimationInterpolatingSpringTests {
  @Test func samples() {
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    var context = AnimationContext<Double>()
    for (time, value) in [(0.1, 0.3403), (0.25, 1.0234), (0.5, 1.0746), (1.0, 1.0022)] {
      #expect(close(spring.animate(value: 1.0, time: time, context: &context), value, 0.0001))
    }
  }

  @Test func livesUntilSettledWithDecayRateZetaOmega() {
    // ζ·ωn = 5, A = 0.5774: −ln(0.001 / 1.5774) / 5 = 1.4727 s (not 147.3 s).
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    var context = AnimationContext<Double>()
    #expect(spring.animate(value: 1.0, time: 1.47, context: &context) != nil)
    #expect(spring.animate(value: 1.0, time: 1.475, context: &context) == nil)
  }

  @Test func logicalCompletionAfterOnePeriod() {
    let result = run(.interpolatingSpring(stiffness: 100, damping: 10), target: 1)
    // 2π/√100 = 0.6283 s: the first 60 fps frame at or after it is 38/60.
    #expect(close(result.logicalCompletionTime, 38.0 / 60, 1e-9))
  }

  @Test func normalizedInitialVelocity() {
    // Initial slope equals initialVelocity (in intervals per second), whatever the interval.
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3)
    var context = AnimationContext<Double>()
    let h = 1e-6
    let slope = (spring.animate(value: 50.0, time: h, context: &context) ?? 0) / h
    #expect(close(slope, 150, 0.01))
  }

  @Test func durationBounceDefaults() {
    // Stiffness (2π/0.5)² = 157.914, damping 2√k = 25.133, mass 1.
    let k = pow(2 * Double.pi / 0.5, 2)
    #expect(
      Animation.interpolatingSpring
        == .interpolatingSpring(mass: 1, stiffness: k, damping: 2 * k.squareRoot()))
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    #expect(close(k, 157.914, 0.001))
  }

  @Test func criticallyDampedSettles() {
    let result = run(.interpolatingSpring, target: 100)
    #expect(result.endTime != nil)
    #expect(close(result.values.last, 100, 0.1))
    for (a, b) in zip(result.values, result.values.dropFirst()) { #expect(b >= a - 1e-9) }
  }

  @Test func neverMerges() {
    var context = AnimationContext<Double>()
    let spring = Animation.interpolatingSpring
    _ = spring.animate(value: 100, time: 0.1, context: &context)
    #expect(!spring.shouldMerge(previous: spring, value: 100.0, time: 0.1, context: &context))
    #expect(spring.velocity(value: 100, time: 0.1, context: context) == nil)
  }

  @Test func degenerateParametersEndWithoutTrapping() {
    var context = AnimationContext<Double>()
    let zero = Animation.interpolatingSpring(duration: 0)
    #expect(zero.animate(value: 1.0, time: 0, context: &context) == nil)
    let massless = Animation.interpolatingSpring(mass: 0, stiffness: 100, damping: 10)
    #expect(massless.animate(value: 1.0, time: 0.1, context: &context) == nil)
    let undamped = Animation.interpolatingSpring(stiffness: 100, damping: 0)
    #expect(undamped.animate(value: 1.0, time: 1000, context: &context) != nil)
  }
}
