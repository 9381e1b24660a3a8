import AnimationCore
import Testing

/// The factories' defaults and mappings (reference §4.2, anchors §1.1).
@Suite struct AnimationFactoryTests {
  @Test func springDefaults() {
    #expect(
      Animation.spring(response: 0.5)
        == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    #expect(Animation.spring(duration: 0.5) == .spring(response: 0.5, dampingFraction: 1))
    #expect(
      Animation.spring(duration: 0.4, bounce: 0.3) == .spring(response: 0.4, dampingFraction: 0.7))
    #expect(
      Animation.spring(duration: 1, bounce: 0, blendDuration: 0.2)
        == .spring(response: 1, dampingFraction: 1, blendDuration: 0.2))
  }

  @Test func interactiveSpringForms() {
    #expect(
      Animation.interactiveSpring(response: 0.15)
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(
      Animation.interactiveSpring(duration: 0.15, extraBounce: 0.1)
        == .spring(response: 0.15, dampingFraction: 0.75, blendDuration: 0.25))
    #expect(
      Animation.interactiveSpring(duration: 0.3, blendDuration: 0)
        == .spring(response: 0.3, dampingFraction: 0.85, blendDuration: 0))
  }

  @Test func presetForms() {
    #expect(
      Animation.smooth(duration: 1, extraBounce: 0.2) == .spring(response: 1, dampingFraction: 0.8))
    #expect(Animation.snappy(duration: 0.3) == .spring(response: 0.3, dampingFraction: 0.85))
    #expect(
      Animation.bouncy(duration: 2, extraBounce: -0.1)
        == .spring(response: 2, dampingFraction: 1 - (0.3 - 0.1)))
    #expect(Animation.smooth != .snappy && Animation.snappy != .bouncy)
  }

  @Test func interpolatingSpringForms() {
    let k = 4 * Double.pi * Double.pi
    #expect(
      Animation.interpolatingSpring(duration: 1, bounce: 0.5)
        == .interpolatingSpring(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * 0.5))
    #expect(
      Animation.interpolatingSpring(duration: 1, bounce: -0.5, initialVelocity: 2)
        == .interpolatingSpring(stiffness: k, damping: 2 * k.squareRoot() * 2, initialVelocity: 2))
    #expect(
      Animation.interpolatingSpring(stiffness: 100, damping: 10)
        == .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
  }

  @Test func bounceBeyondOneNeverTraps() {
    // Damping fraction 1 − 1.5 = −0.5: a spring that gains energy (SwiftUI doesn't clamp).
    let result = run(.spring(duration: 0.5, bounce: 1.5), target: 100, limit: 5)
    #expect(result.values.count > 1)
    let interpolating = run(.interpolatingSpring(duration: 0.5, bounce: 1.5), target: 100, limit: 5)
    #expect(interpolating.values.count > 1)
    let stiff = run(.spring(duration: 0.5, bounce: -1), target: 100, limit: 5)
    #expect(stiff.endTime != nil)
  }

  @Test func hashingFollowsEquality() {
    let pairs: [(Animation, Animation)] = [
      (.easeIn, .timingCurve(0.42, 0, 1, 1)), (.smooth, .spring), (.default, .default),
      (.linear.delay(1), .linear(duration: 0.35).delay(1)),
      (.interpolatingSpring, .interpolatingSpring(duration: 0.5)),
    ]
    for (a, b) in pairs {
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
    let set: Set<Animation> = [.easeIn, .timingCurve(0.42, 0, 1, 1), .default, .spring, .smooth]
    #expect(set.count == 3)
  }

  @Test func baseTypes() {
    #expect(String(describing: type(of: Animation.default.base)) == "DefaultAnimation")
    #expect(String(describing: type(of: Animation.easeIn.base)) == "BezierAnimation")
    #expect(String(describing: type(of: Animation.spring.base)) == "FluidSpringAnimation")
    #expect(String(describing: type(of: Animation.interpolatingSpring.base)) == "SpringAnimation")
    #expect(Animation(Animation.easeIn) == .easeIn)
  }
}
