/// The closed-form spring behind `.interpolatingSpring`.
///
/// It produces a unit trajectory that starts at 0 with the normalized `initialVelocity` (1 means
/// the whole interval per second) and settles at 1, scaled by the animated interval. It never
/// merges: a new interpolating spring on a running one is combined with it, their effects added,
/// which preserves the velocity of the motion. Over-damped springs are treated as critically
/// damped at the same natural frequency.
struct SpringAnimation: CustomAnimation {
  /// The mass of the object attached to the spring.
  var mass: Double
  /// The spring stiffness.
  var stiffness: Double
  /// The spring damping.
  var damping: Double
  /// The initial velocity, in intervals per second.
  var initialVelocity: Double
  /// How long the animation lives: until the trajectory has settled within 0.001 of the target.
  /// Derived from the parameters (so it does not change equality); computed once here because
  /// the over-damped case scans the trajectory.
  let duration: Double
  /// ωn, ζ and the logical completion time (one period of the unit-mass spring), derived from
  /// the parameters like `duration` and computed once: recomputing them (three square roots,
  /// three divisions) on every frame made the Double path 2.4 times a bare loop of the formula.
  let naturalFrequency: Double
  let dampingRatio: Double
  let logicalCompletionTime: Double

  /// The distance from the target, as a part of the interval, under which the spring has settled.
  static let epsilon = 0.001

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.duration = Self.duration(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    (naturalFrequency, dampingRatio) = Self.parameters(
      mass: mass, stiffness: stiffness, damping: damping)
    logicalCompletionTime = 2 * Double.pi / stiffness.squareRoot()
  }

  /// The natural frequency ωn and the damping ratio ζ.
  @inline(__always)
  static func parameters(mass: Double, stiffness: Double, damping: Double) -> (
    naturalFrequency: Double, dampingRatio: Double
  ) {
    ((stiffness / mass).squareRoot(), damping / (2 * (mass * stiffness).squareRoot()))
  }

  /// The unit trajectory at `time`: 0 at the start, 1 at rest.
  @inline(__always)
  func sample(at time: Double) -> Double {
    let (omegaN, zeta) = Self.parameters(mass: mass, stiffness: stiffness, damping: damping)
    return Self.sample(
      at: time, naturalFrequency: omegaN, dampingRatio: zeta, initialVelocity: initialVelocity)
  }

  @inline(__always)
  static func sample(
    at time: Double, naturalFrequency omegaN: Double, dampingRatio zeta: Double,
    initialVelocity v0: Double
  ) -> Double {
    if zeta >= 1 {
      let a = omegaN - v0
      return 1 - (1 + a * time) * exp(-omegaN * time)
    }
    let omegaD = omegaN * (1 - zeta * zeta).squareRoot()
    let a = (zeta * omegaN - v0) / omegaD
    return 1 - exp(-zeta * omegaN * time) * (cos(omegaD * time) + a * sin(omegaD * time))
  }

  /// How long the spring needs to settle within ``epsilon`` of its target.
  ///
  /// Under-damped: the envelope (1 + |A|)·e^(−ζ·ωn·t) falls below ε (at least 1 s). This uses the
  /// decay rate ζ·ωn, where OpenSwiftUI divides by ζ/ωn and keeps the animation alive ωn² times
  /// too long. Critically or over-damped: the first multiple of 0.1 s after which the trajectory
  /// stays within ε for more than a second.
  static func duration(
    mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double
  ) -> Double {
    let (omegaN, zeta) = parameters(mass: mass, stiffness: stiffness, damping: damping)
    guard omegaN.isFinite, zeta.isFinite else { return 0 }
    if zeta == 0 { return .infinity }
    if zeta < 1 {
      let omegaD = omegaN * (1 - zeta * zeta).squareRoot()
      let a = (zeta * omegaN - v0) / omegaD
      let settle = -log(epsilon / (1 + abs(a))) / (zeta * omegaN)
      // A negative damping never settles: the fraction is then negative; keep the 1 s floor.
      return settle.isNaN ? 1.0 : max(settle, 1.0)
    }
    // Scan at 0.1 s steps for up to 1024 samples.
    var settledSince: Double? = nil
    for i in 0..<1024 {
      let t = Double(i) * 0.1
      let s = sample(at: t, naturalFrequency: omegaN, dampingRatio: zeta, initialVelocity: v0)
      guard s.isFinite else { return 0 }
      if abs(1 - s) < epsilon {
        let since = settledSince ?? t
        settledSince = since
        if t - since > 1.0 { return since }
      } else {
        settledSince = nil
      }
    }
    // Never settled within the scan (an extremely slow spring): live for the whole scan rather
    // than ending at once, as OpenSwiftUI's 0 would.
    return 102.4
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    let fraction = sample(at: time)
    guard fraction.isFinite else { return nil }
    // As SwiftUI: logically complete after one period of the unit-mass spring.
    if time >= 2 * Double.pi / stiffness.squareRoot() { context.isLogicallyComplete = true }
    return value.scaled(by: fraction)
  }
}

extension SpringAnimation: FactoryDescribable {
  var factoryDescription: String {
    if mass == 1, initialVelocity == 0, let interpolating = Self.defaultForm,
      interpolating.stiffness == stiffness, interpolating.damping == damping
    {
      return ".interpolatingSpring"
    }
    let velocity = initialVelocity == 0 ? "" : ", initialVelocity: \(initialVelocity)"
    return ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)"
      + velocity + ")"
  }

  /// `.interpolatingSpring`'s own parameters.
  static let defaultForm: SpringAnimation? = Animation.interpolatingSpring.base as? SpringAnimation
}

extension SpringAnimation: DoubleAnimating {
  /// `animate(value:time:context:)` for Double (same steps, no generics).
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    guard time < duration else { return nil }
    let fraction = Self.sample(
      at: time, naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
      initialVelocity: initialVelocity)
    guard fraction.isFinite else { return nil }
    if time >= logicalCompletionTime { context.isLogicallyComplete = true }
    return value * fraction
  }
}
