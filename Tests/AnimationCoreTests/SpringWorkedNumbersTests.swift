// Spring, the value type, against Apple's documented numbers and the reference's worked table
// (§3.6), with CORE.md decision 2 for over-damping (stiffness m·(d² − ω²), no extra velocity term).
import AnimationCore
import Foundation
import Numerics
import Testing

@Suite struct SpringWorkedNumbersTests {
  struct Row: Sendable, CustomStringConvertible {
    let name: String
    let spring: Spring
    let duration, bounce, dampingRatio, stiffness, damping, settlingDuration: Double
    var description: String { name }
  }

  /// Reference §3.6, to the digits it gives (tolerance: one unit in the last digit given, so
  /// 157.914 is checked to ±0.001 and 0.8886 to ±0.0001; whole numbers to ±1e-6). The settling durations of critically
  /// damped springs come from a 0.1 s scan, so they are exact multiples of 0.1.
  static let rows: [Row] = [
    Row(
      name: "Spring(duration: 0.5, bounce: 0.3)", spring: Spring(duration: 0.5, bounce: 0.3),
      duration: 0.5, bounce: 0.3, dampingRatio: 0.7, stiffness: 157.914, damping: 17.593,
      settlingDuration: 1.0447),
    Row(
      name: "Spring(duration: 0.5, bounce: 0.15)", spring: Spring(duration: 0.5, bounce: 0.15),
      duration: 0.5, bounce: 0.15, dampingRatio: 0.85, stiffness: 157.914, damping: 21.363,
      settlingDuration: 0.8768),
    Row(
      name: "Spring(duration: 0.5, bounce: 0)", spring: Spring(duration: 0.5, bounce: 0),
      duration: 0.5, bounce: 0, dampingRatio: 1, stiffness: 157.914, damping: 25.133,
      settlingDuration: 0.8),
    Row(
      name: "Spring(mass: 1, stiffness: 100, damping: 10)",
      spring: Spring(mass: 1, stiffness: 100, damping: 10),
      duration: 0.6283, bounce: 0.5, dampingRatio: 0.5, stiffness: 100, damping: 10,
      settlingDuration: 1.7399),
    Row(
      name: "Spring(mass: 2, stiffness: 100, damping: 10)",
      spring: Spring(mass: 2, stiffness: 100, damping: 10),
      duration: 0.8886, bounce: 0.6464, dampingRatio: 0.3536, stiffness: 100, damping: 10,
      settlingDuration: 3.2642),
    Row(
      name: "Spring(mass: 1, stiffness: 100, damping: 30) clamped to critical",
      spring: Spring(mass: 1, stiffness: 100, damping: 30),
      duration: 0.6283, bounce: 0, dampingRatio: 1, stiffness: 100, damping: 20,
      settlingDuration: 1.0),
    Row(
      name: "Spring(response: 0.5, dampingRatio: 0.825)",
      spring: Spring(response: 0.5, dampingRatio: 0.825),
      duration: 0.5, bounce: 0.175, dampingRatio: 0.825, stiffness: 157.914, damping: 20.735,
      settlingDuration: 0.9008),
    Row(
      name: "Spring(response: 0.55, dampingRatio: 1)",
      spring: Spring(response: 0.55, dampingRatio: 1),
      duration: 0.55, bounce: 0, dampingRatio: 1, stiffness: 130.507, damping: 22.848,
      settlingDuration: 0.9),
    // Over-damped: decision 2's stiffness m·(d² − ω²) = 157.914 − 118.436 = 39.478 (the
    // reference's 276.35 is OpenSwiftUI's flagged m·(ω² + d²)).
    Row(
      name: "Spring(duration: 1, bounce: -0.5)", spring: Spring(duration: 1, bounce: -0.5),
      duration: 1.0, bounce: -0.5, dampingRatio: 2.0, stiffness: 39.478, damping: 25.133,
      settlingDuration: 4.2),
    Row(
      name: "Spring(settlingDuration: 1, dampingRatio: 0.5)",
      spring: Spring(settlingDuration: 1, dampingRatio: 0.5),
      duration: 0.4941, bounce: 0.5, dampingRatio: 0.5, stiffness: 161.72, damping: 12.717,
      settlingDuration: 1.4003),
    Row(
      name: "Spring(settlingDuration: 1, dampingRatio: 1)",
      spring: Spring(settlingDuration: 1, dampingRatio: 1),
      duration: 0.6805, bounce: 0, dampingRatio: 1, stiffness: 85.256, damping: 18.467,
      settlingDuration: 1.1),
    Row(
      name: "Spring(settlingDuration: 0.5, dampingRatio: 0.7)",
      spring: Spring(settlingDuration: 0.5, dampingRatio: 0.7),
      duration: 0.3193, bounce: 0.3, dampingRatio: 0.7, stiffness: 387.27, damping: 27.551,
      settlingDuration: 0.6969),
  ]

  /// The tolerance of a number as the reference writes it: one unit in its last decimal.
  static func tolerance(of x: Double) -> Double {
    var digits = 0
    var scaled = abs(x)
    while digits < 6 && (scaled - scaled.rounded()).magnitude > 1e-9 {
      scaled *= 10
      digits += 1
    }
    // A whole number in the table (100, 20, 1.0) is exact.
    return digits == 0 ? 1e-6 : pow(10, -Double(digits))
  }

  static func check(_ actual: Double, _ expected: Double, _ what: String) {
    #expect(
      actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance(of: expected)),
      "\(what): \(actual), expected \(expected)")
  }

  @Test(arguments: rows)
  func derivedProperties(_ row: Row) {
    let s = row.spring
    Self.check(s.duration, row.duration, "duration")
    Self.check(s.response, row.duration, "response")
    Self.check(s.bounce, row.bounce, "bounce")
    Self.check(s.dampingRatio, row.dampingRatio, "dampingRatio")
    Self.check(s.stiffness, row.stiffness, "stiffness")
    Self.check(s.damping, row.damping, "damping")
    Self.check(s.settlingDuration, row.settlingDuration, "settlingDuration")
  }

  /// Apple's documentation: "Spring(duration: 0.5, bounce: 0.3) … mass 1, stiffness ≈ 157.9,
  /// damping ≈ 17.6"; "Spring(mass: 1, stiffness: 100, damping: 10) … duration ≈ 0.63, bounce 0.5".
  @Test func applesWorkedExamples() {
    let a = Spring(duration: 0.5, bounce: 0.3)
    #expect(a.mass == 1)
    #expect(a.stiffness.isApproximatelyEqual(to: 157.9, absoluteTolerance: 0.05))
    #expect(a.damping.isApproximatelyEqual(to: 17.6, absoluteTolerance: 0.05))
    let b = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(b.duration.isApproximatelyEqual(to: 0.63, absoluteTolerance: 0.005))
    #expect(b.bounce.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
  }

  @Test func presets() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.smooth(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.1))
    Self.check(Spring.snappy(duration: 1, extraBounce: 0.1).bounce, 0.25, "snappy bounce")
    Self.check(Spring.bouncy(extraBounce: 0.1).bounce, 0.4, "bouncy bounce")
  }

  /// Reference §3.6's trajectories for target 1 from rest.
  @Test func trajectories() {
    let cases: [(Spring, Double, Double, Double)] = [
      (.bouncy, 0.1, 0.4233, 5.7076), (.bouncy, 0.25, 0.9841, 1.5263),
      (.bouncy, 0.5, 1.0145, -0.2110),
      (.smooth, 0.1, 0.3577, 4.4944), (.smooth, 0.25, 0.8210, 1.7060),
      (.smooth, 0.5, 0.9864, 0.1474),
    ]
    for (spring, t, value, velocity) in cases {
      Self.check(spring.value(target: 1.0, time: t), value, "value at \(t)")
      Self.check(spring.velocity(target: 1.0, time: t), velocity, "velocity at \(t)")
      Self.check(
        spring.value(fromValue: 2.0, toValue: 3.0, initialVelocity: 0.0, time: t), 2 + value,
        "value(fromValue:) at \(t)")
    }
  }

  /// In every regime `value` starts at 0 with `initialVelocity`, `velocity` is its derivative,
  /// and it tends to the target (decision 2: no extra term in the over-damped velocity).
  @Test(arguments: [
    Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0),
    Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true),
    Spring(duration: 1, bounce: -0.5),
  ])
  func valueAndVelocityAgree(_ s: Spring) {
    let v0 = 3.0
    #expect(abs(s.value(target: 1.0, initialVelocity: v0, time: 0)) < 1e-12)
    #expect(s.velocity(target: 1.0, initialVelocity: v0, time: 0).isApproximatelyEqual(to: v0, absoluteTolerance: 1e-9))
    let h = 1e-6
    for t in [0.05, 0.2, 0.7] {
      let numeric =
        (s.value(target: 1.0, initialVelocity: v0, time: t + h)
          - s.value(target: 1.0, initialVelocity: v0, time: t - h)) / (2 * h)
      #expect(
        s.velocity(target: 1.0, initialVelocity: v0, time: t).isApproximatelyEqual(
          to: numeric, absoluteTolerance: 1e-5))
    }
    #expect(abs(s.value(target: 1.0, initialVelocity: v0, time: 20) - 1) < 1e-6)
  }

  @Test func overDampingIsClampedUnlessAllowed() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
    #expect(clamped.dampingRatio.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
    let free = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
    Self.check(free.stiffness, 100, "over-damped stiffness")
    Self.check(free.damping, 30, "over-damped damping")
    Self.check(free.dampingRatio, 1.5, "over-damped ratio")
  }

  @Test func updateAndForce() {
    let s = Spring.bouncy
    var value = 0.0
    var velocity = 0.0
    s.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.1)
    Self.check(value, 0.4233, "update value")
    Self.check(velocity, 5.7076, "update velocity")
    // Many small steps land on the closed form.
    var v = 0.0
    var speed = 0.0
    for _ in 0..<20 { Spring.snappy.update(value: &v, velocity: &speed, target: 1.0, deltaTime: 0.01) }
    #expect(v.isApproximatelyEqual(to: Spring.snappy.value(target: 1.0, time: 0.2), absoluteTolerance: 1e-9))
    #expect(
      speed.isApproximatelyEqual(to: Spring.snappy.velocity(target: 1.0, time: 0.2), absoluteTolerance: 1e-9))
    // force = (target − position)·stiffness − velocity·damping.
    let f = s.force(target: 1.0, position: 0.25, velocity: 2.0)
    #expect(f.isApproximatelyEqual(to: 0.75 * s.stiffness - 2 * s.damping, absoluteTolerance: 1e-9))
  }

  @Test func settlingDurationWithEpsilon() {
    // Under-damped closed form: −ln(ε / (|T·d − v0| + |T|)) / d.
    let s = Spring.bouncy
    let d = s.damping / (2 * s.mass)
    let expected = -log(0.01 / (abs(1 * d - 0) + 1)) / d
    #expect(
      s.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.01).isApproximatelyEqual(
        to: expected, absoluteTolerance: 1e-9))
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  @Test func vectorsSpringElementWise() {
    let s = Spring.snappy
    let pair = AnimatablePair(1.0, 2.0)
    let moved = s.value(target: pair, time: 0.25)
    Self.check(moved.first, s.value(target: 1.0, time: 0.25), "first")
    Self.check(moved.second, s.value(target: 2.0, time: 0.25), "second")
  }
}
