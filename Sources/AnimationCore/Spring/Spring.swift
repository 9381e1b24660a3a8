import Foundation

/// A representation of a spring's motion, as SwiftUI's `Spring`.
///
/// A spring is stored as its damped angular frequency ω (positive when under-damped, 0 when
/// critically damped, negative when over-damped, where |ω| = √(d² − ωn²)), its decay constant
/// d = damping / (2·mass) = ζ·ωn, and its mass. Every initializer converts to that form, and every
/// property is derived from it.
///
/// Unlike OpenSwiftUI, the spring is physically correct in every regime: an over-damped spring's
/// stiffness is m·(d² − ω²), and its velocity has no extra target term.
public struct Spring: Hashable, Sendable {
  /// ω: the damped angular frequency, signed by regime (see the type's documentation).
  /// (`package`: AnimExport's conversions to other ecosystems read it.)
  package var angularFrequency: Double
  /// d: the exponential decay rate of the motion's envelope.
  package var decayConstant: Double
  /// m: the mass attached to the spring.
  var storedMass: Double

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  // MARK: - Initializers

  /// Creates a spring with the specified duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: Defines the pace of the spring. This is approximately equal to the settling
  ///     duration, but for springs with very large bounce values, will be the duration of the
  ///     period of oscillation for the spring.
  ///   - bounce: How bouncy the spring should be. A value of 0 indicates no bounces (a critically
  ///     damped spring), positive values indicate increasing amounts of bounciness up to a maximum
  ///     of 1.0 (corresponding to undamped oscillation), and negative values indicate overdamped
  ///     springs with a minimum value of -1.0.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    // SwiftUI's order of tests: a NaN bounce, like one <= -1, gives ζ = ∞.
    let zeta: Double
    if !(bounce > -1) {
      zeta = .infinity
    } else if bounce < 0 {
      zeta = 1 / (bounce + 1)
    } else if bounce <= 1 {
      zeta = 1 - bounce
    } else {
      zeta = 0
    }
    let sign = zeta <= 1 ? 2 * Double.pi : -2 * Double.pi
    angularFrequency = abs(1 - zeta * zeta).squareRoot() * sign / duration
    decayConstant = zeta * 2 * Double.pi / duration
    storedMass = 1
  }

  /// Creates a spring with the specified mass, stiffness, and damping.
  ///
  /// - Parameters:
  ///   - mass: Specifies that property of the object attached to the end of the spring.
  ///   - stiffness: The corresponding spring coefficient.
  ///   - damping: Defines how the spring's motion should be damped due to the forces of friction.
  ///   - allowOverDamping: A value of true specifies that over-damping should be allowed when
  ///     appropriate based on the other inputs, and a value of false specifies that such cases
  ///     should instead be treated as critically damped.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let naturalFrequency = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    storedMass = mass
    if decay > naturalFrequency && !allowOverDamping {
      angularFrequency = 0
      decayConstant = naturalFrequency
    } else {
      let omega = abs(stiffness / mass - decay * decay).squareRoot()
      angularFrequency = decay > naturalFrequency ? -omega : omega
      decayConstant = decay
    }
  }

  /// Creates a spring with the specified response and damping ratio.
  ///
  /// - Parameters:
  ///   - response: Defines the stiffness of the spring as an approximate duration in seconds.
  ///   - dampingRatio: Defines the amount of drag applied as a fraction of the amount needed to
  ///     produce critical damping.
  public init(response: Double, dampingRatio: Double) {
    let omega = 2 * Double.pi * abs(1 - dampingRatio * dampingRatio).squareRoot() / response
    angularFrequency = dampingRatio > 1 ? -omega : omega
    decayConstant = 2 * Double.pi * dampingRatio / response
    storedMass = 1
  }

  // MARK: - Presets

  /// A smooth spring with a predefined duration and no bounce.
  public static let smooth = Spring()
  /// A spring with a predefined duration and small amount of bounce that feels more snappy.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with a predefined duration and higher amount of bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring with a predefined duration and no bounce that can be tuned.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a predefined duration and small amount of bounce that feels more snappy and
  /// can be tuned.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a predefined duration and higher amount of bounce that can be tuned.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  // MARK: - Derived properties

  /// ω·|ω| + d²: ωn², the square of the natural frequency, in every regime.
  package var naturalFrequencySquared: Double {
    decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
  }

  /// The perceptual duration, which defines the pace of the spring: 2π/ωn.
  public var duration: TimeInterval { 2 * Double.pi / naturalFrequencySquared.squareRoot() }

  /// The stiffness of the spring, defined as an approximate duration in seconds: 2π/ωn.
  public var response: Double { duration }

  /// How bouncy the spring is: 1 − ζ, or 1/ζ − 1 for an over-damped spring.
  ///
  /// Evaluated through the period 2π/ωn in SwiftUI's order of operations, which gives, for
  /// example, 0.19999999999999996 for `Spring(duration: 0.7, bounce: 0.2)` where 1 − d/ωn gives
  /// 0.2: the same last bit as SwiftUI.
  public var bounce: Double {
    let d = decayConstant
    let omegaSquared = angularFrequency * angularFrequency
    if angularFrequency >= 0 {
      let period = -2 * Double.pi / (omegaSquared + d * d).squareRoot()
      return period * (d / 2) / Double.pi + 1
    }
    let period = 2 * Double.pi / (d * d - omegaSquared).squareRoot()
    return 1 / (period * (d / 2) / Double.pi) - 1
  }

  /// The amount of drag applied, as a fraction of the amount needed to produce critical
  /// damping: ζ = d/ωn.
  public var dampingRatio: Double { decayConstant * response / (2 * Double.pi) }

  /// The mass of the object attached to the end of the spring.
  public var mass: Double { storedMass }

  /// The spring stiffness coefficient: m·ωn² (m·(d² − ω²) when over-damped).
  public var stiffness: Double { storedMass * naturalFrequencySquared }

  /// Defines how the spring's motion should be damped due to the forces of friction: 2·d·m.
  public var damping: Double { 2 * decayConstant * storedMass }

  /// The estimated duration required for the spring system to be considered at rest: the
  /// settling duration for a unit step with no initial velocity and ε = 0.001.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  // MARK: - Motion

  // The closed forms below are written in SwiftUI's order of operations, so that they give its
  // results to the last bit (checked against Respring's values, whose suite compares with
  // SwiftUI for equality), except for the over-damped velocity's extra target term, which Anim
  // leaves out (README, "Differences from SwiftUI").

  /// Calculates the value of the spring at a given time given a target amount of change: it
  /// starts at zero with `initialVelocity` and tends to `target`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    let omega = angularFrequency
    let d = decayConstant
    if omega > 0 {
      let s = sin(omega * time)
      let c = cos(omega * time)
      let displacement =
        (target.scaled(by: d) - initialVelocity).scaled(by: s / omega) + target.scaled(by: c)
      return target - displacement.scaled(by: exp(-d * time))
    }
    if omega < 0 {
      let a = -omega - d
      let e1 = exp(a * time)
      let e2 = exp((omega - d) * time)
      let k = ((d - omega) * e1 + a * e2) / (omega * 2) + 1
      return target.scaled(by: k) - initialVelocity.scaled(by: (e1 - e2) / (omega * 2))
    }
    let displacement = target + (target.scaled(by: d) - initialVelocity).scaled(by: time)
    return target - displacement.scaled(by: exp(-d * time))
  }

  /// Calculates the velocity of the spring at a given time given a target amount of change.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let omega = angularFrequency
    let d = decayConstant
    if omega > 0 {
      let e = exp(-d * time)
      let s = sin(omega * time)
      let c = cos(omega * time)
      let targetTerm = target.scaled(by: (omega * s + d * c) * e)
      let factor = (d * s - omega * c) * e / omega
      return (target.scaled(by: d) - initialVelocity).scaled(by: factor) + targetTerm
    }
    if omega < 0 {
      let a = -omega - d
      let b = omega - d
      let t1 = a * exp(a * time)
      let t2 = b * exp(b * time)
      let k = ((d - omega) * t1 + a * t2) / (omega * 2)
      return target.scaled(by: k) - initialVelocity.scaled(by: (t1 - t2) / (omega * 2))
    }
    let e = exp(-d * time)
    let timeFactor = (d * time - 1) * e
    return (target.scaled(by: d) - initialVelocity).scaled(by: timeFactor)
      + target.scaled(by: d * e)
  }

  /// Calculates the value of the spring at a given time for a starting and ending value.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// Calculates the velocity of the spring at a given time for a starting and ending value.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// Updates the current value and velocity of a spring by `deltaTime` toward `target`, from the
  /// old value and velocity.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let gap = target - value
    let newVelocity = self.velocity(target: gap, initialVelocity: velocity, time: deltaTime)
    value += self.value(target: gap, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
  }

  /// Calculates the force upon the spring given a current position, target, and velocity
  /// amount of change: stiffness·(target − position) − damping·velocity.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// The estimated duration required for the spring system to be considered at rest.
  ///
  /// Under-damped springs use the envelope of the motion; critically and over-damped springs
  /// scan the motion every 0.1 s (at most 1024 samples) for the first time after which it stays
  /// within `epsilon` for more than a second, and give 0 if there is none.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let d = decayConstant
    if d == 0 { return .infinity }
    if angularFrequency > 0 {
      let spread = (target.scaled(by: d) - initialVelocity).magnitudeSquared.squareRoot()
      let size = target.magnitudeSquared.squareRoot()
      return max(0, -log(epsilon / (spread + size)) / d)
    }
    var settledSince: Double? = nil
    // The clock adds 0.1 per sample, as SwiftUI's does, so the result is SwiftUI's to the bit
    // (0.7999999999999999 for the smooth spring, not 0.8).
    var t = 0.0
    for _ in 0..<1024 {
      defer { t += 0.1 }
      let distance = (value(target: target, initialVelocity: initialVelocity, time: t) - target)
        .magnitudeSquared.squareRoot()
      guard distance.isFinite else { return 0 }
      if distance < epsilon {
        let since = settledSince ?? t
        settledSince = since
        if t - since > 1.0 { return since }
      } else {
        settledSince = nil
      }
    }
    return 0
  }
}

extension Spring: CustomStringConvertible {
  /// The spring as its `init(duration:bounce:)` form (mass too when it is not 1).
  public var description: String {
    func f(_ d: Double) -> String {
      let r = (d * 1e9).rounded() / 1e9
      return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
    if storedMass == 1 { return "Spring(duration: \(f(duration)), bounce: \(f(bounce)))" }
    return "Spring(mass: \(f(mass)), stiffness: \(f(stiffness)), damping: \(f(damping)))"
  }
}

extension Spring {
  /// `x` to 12 significant digits: converting a spring to an animation's parameters goes through
  /// square roots and π, and would otherwise turn `Spring(duration: 0.5, bounce: 0.3)` into
  /// `response: 0.5000000000000001`, which neither prints nor compares as the user wrote it.
  static func tidy(_ x: Double) -> Double {
    guard x.isFinite, x != 0 else { return x }
    let scale = pow(10, 11 - floor(log10(abs(x))))
    guard scale.isFinite, scale > 0 else { return x }
    let r = (x * scale).rounded() / scale
    return r.isFinite ? r : x
  }
}

extension Animation {
  /// A persistent spring animation with the given spring's response and damping ratio.
  ///
  /// - Parameters:
  ///   - spring: A description of the spring.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the
  ///     duration.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    self.spring(
      response: Spring.tidy(spring.response), dampingFraction: Spring.tidy(spring.dampingRatio),
      blendDuration: blendDuration)
  }

  /// An interpolating spring animation with the given spring's mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - spring: A description of the spring.
  ///   - initialVelocity: The initial velocity of the spring, as a value in the range [0, 1]
  ///     representing the magnitude of the value being animated.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass, stiffness: Spring.tidy(spring.stiffness), damping: Spring.tidy(spring.damping),
      initialVelocity: initialVelocity)
  }
}
