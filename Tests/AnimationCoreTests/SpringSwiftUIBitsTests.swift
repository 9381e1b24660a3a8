// Spring against SwiftUI to the last bit. Respring's suite (github.com/ktiays/Respring, commit
// 7e5c49cef123df61d46573b5d107e544da347e89, Tests/SpringTests.swift) asserts `==` between its
// Spring and live SwiftUI's for these inputs; the expected numbers are Respring's outputs for them
// (its Swift sources at that commit, run on this machine: x86_64, glibc's libm). Tolerance: none,
// except where Anim deliberately differs (README, "Differences from SwiftUI").
import AnimationCore
import Foundation
import Testing

@Suite struct SpringSwiftUIBitsTests {
  /// SwiftUI's stored ω (angular frequency) and d (decay constant) for
  /// `Spring(settlingDuration:dampingRatio:)`. Anim's public view of them: damping = 2·d and
  /// stiffness = d² + ω² (mass 1, ω ≥ 0), both exact operations.
  struct SettlingRow: Sendable, CustomStringConvertible {
    let settlingDuration, dampingRatio, omega, decay: Double
    var description: String { "Spring(settlingDuration: \(settlingDuration), dampingRatio: \(dampingRatio))" }
  }

  static let settlingRows: [SettlingRow] = [
    .init(settlingDuration: 0.5, dampingRatio: 0.3, omega: 36.57363347751539, decay: 11.501875619491353),
    .init(settlingDuration: 0.4, dampingRatio: 0.8, omega: 13.491445030761993, decay: 17.98859337434933),
    .init(settlingDuration: 0.1, dampingRatio: 0.1, omega: 458.70864597525747, decay: 46.10195353914841),
    .init(settlingDuration: 0.456, dampingRatio: 0.321, omega: 37.69406820937645, decay: 12.775907199623514),
    .init(settlingDuration: 11, dampingRatio: 0.9, omega: 0.3696697049130908, decay: 0.7632724197811565),
    .init(settlingDuration: 2, dampingRatio: 20, omega: 0, decay: 4.616706446380154),
    .init(settlingDuration: 1e2, dampingRatio: 1e3, omega: 0, decay: 0.9233412892760308),
    .init(settlingDuration: .infinity, dampingRatio: .infinity, omega: 0, decay: 0.9233412892760308),
    .init(settlingDuration: -.infinity, dampingRatio: .infinity, omega: 0, decay: 923.3413476451434),
    .init(settlingDuration: 0, dampingRatio: .infinity, omega: 0, decay: 923.3413476451434),
  ]

  @Test(arguments: settlingRows)
  func settlingDurationDampingRatio(_ row: SettlingRow) {
    let s = Spring(settlingDuration: row.settlingDuration, dampingRatio: row.dampingRatio)
    #expect(s.damping == 2 * row.decay)
    #expect(s.stiffness == row.decay * row.decay + row.omega * row.omega)
  }

  /// Where SwiftUI's iteration produces NaN (ζ clamped to ulpOfOne, or a NaN input), so does Anim.
  @Test(arguments: [(0.0, 0.0), (.nan, .nan), (-.infinity, -.infinity), (.infinity, -.infinity), (.infinity, 0)])
  func settlingDurationGivesNaNWhereSwiftUIDoes(_ input: (Double, Double)) {
    let s = Spring(settlingDuration: input.0, dampingRatio: input.1)
    #expect(s.damping.isNaN)
    #expect(s.stiffness.isNaN)
  }

  @Test func bounceHasSwiftUIsLastBit() {
    #expect(Spring(duration: 0.7, bounce: 0.2).bounce == 0.19999999999999996)
    #expect(Spring(duration: 0.7, bounce: -0.2).bounce == -0.19999999999999984)
    #expect(Spring(duration: 0.3, bounce: 1.2).bounce == 1)
    #expect(Spring(duration: 0.7, bounce: -1.2).bounce.isNaN)
    #expect(Spring(response: 0.2, dampingRatio: 1.8).dampingRatio == 1.7999999999999994)
  }

  @Test func negativeDampingRatioIsKept() {
    let s = Spring(response: 1.3, dampingRatio: -0.1)
    #expect(s.response == 1.3)
    #expect(s.dampingRatio == -0.1)
    #expect(s.damping == -0.966643893412244)
  }

  /// The scan's clock adds 0.1 per sample, as SwiftUI's does.
  @Test func scannedSettlingDurationsHaveSwiftUIsLastBit() {
    #expect(Spring().settlingDuration == 0.7999999999999999)
    #expect(Spring().settlingDuration(target: 10.0, initialVelocity: 1, epsilon: 0.01) == 0.7999999999999999)
    let over = Spring(duration: 0.7, bounce: -0.2)
    #expect(over.settlingDuration == 1.7000000000000004)
    #expect(over.settlingDuration(target: 10.0, initialVelocity: 1, epsilon: 0.01) == 1.7000000000000004)
    let slow = Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true)
    #expect(slow.settlingDuration == 0)
  }

  @Test func motionHasSwiftUIsLastBit() {
    let smooth = Spring()
    #expect(smooth.value(target: 1.2, time: 0.2) == 0.8584988269031488)
    #expect(smooth.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) == 3.0576820811770435)
    #expect(smooth.force(target: 0.2, position: 1, velocity: -0.2) == -121.30438808820011)
    var value = 0.0
    var velocity = 0.0
    let expected: [(Double, Double, Double)] = [
      (0.16, 0.7162330212017152, 4.059944439577025),
      (0.16, 1.0919585580975726, 1.0872995780490362),
      (0.16, 1.1797395665550872, 0.21839345156447168),
      (1, 1.1999998030798995, 2.3483059297083244e-06),
    ]
    for (dt, v, w) in expected {
      smooth.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: dt)
      #expect(value == v)
      #expect(velocity == w)
    }
    let bouncy = Spring(duration: 0.7, bounce: 0.2)
    #expect(bouncy.value(target: 1.2, initialVelocity: 0.1, time: 0.2) == 0.7335374463664996)
    #expect(bouncy.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) == 3.7432199543353395)
    #expect(bouncy.force(target: 1.2, position: 0.1, velocity: 0.2) == 85.7527058285407)
    #expect(bouncy.settlingDuration(target: 1.2, initialVelocity: 0.1, epsilon: 0.001) == 1.2786385205350255)
  }

  /// The documented difference: SwiftUI's over-damped velocity is the physical one plus the
  /// target, and its force uses m·(ω² + d²) for the stiffness. The motion itself agrees.
  @Test func overDampedDiffersOnlyWhereDocumented() {
    let over = Spring(duration: 0.7, bounce: -0.2)
    #expect(over.value(target: 1.2, time: 0.2) == 0.5589590832276458)
    // SwiftUI adds 1 to the target's coefficient, so the sum rounds differently: ±1e-15.
    #expect(abs(over.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) + 1.2 - 3.918503301573137) <= 1e-15)
    let slow = Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true)
    #expect(slow.value(target: 2.0, time: 0.3) == 0.004804165910317293)
    #expect(abs(slow.stiffness - 0.1) < 1e-12)
  }

  /// SwiftUI's `response:` factories are disfavoured, so `.spring()` is `.spring(duration: 0.5,
  /// bounce: 0)`, the same as `.spring`.
  @Test func springWithoutArgumentsIsTheDurationOverload() {
    #expect(Animation.spring() == Animation.spring)
    #expect(Animation.interactiveSpring() == Animation.interactiveSpring)
    #expect(Animation.springDampingFraction(bounce: 0.15) == 0.85)
    #expect(Animation.springDampingFraction(bounce: -0.5) == 2)
  }

  @available(*, deprecated, message: "exercises the deprecated UnitCurve.easeInEaseOut")
  @Test func easeInEaseOutIsEaseInOut() {
    #expect(UnitCurve.easeInEaseOut == UnitCurve.easeInOut)
    #expect(UnitCurve.easeInEaseOut.value(at: 0.25) == UnitCurve.easeInOut.value(at: 0.25))
  }
}
