import AnimationCore
import Foundation

// Springs in other ecosystems' terms, both ways. Every ecosystem models the same damped
// oscillator m·x'' + c·x' + k·(x − target) = 0 (ωn = √(k/m), ζ = c / (2√(k·m))); they differ in
// which numbers they ask for and in what "duration" means. Sources for each formula are in the
// doc comments and in ECOSYSTEMS.md.

extension Spring {
  // MARK: - From other ecosystems

  /// A react-spring (pmndrs) spring: `{ tension, friction, mass }`.
  ///
  /// Tension is the stiffness k and friction the damping c ("Yes, they're the same",
  /// https://github.com/pmndrs/react-spring/issues/21); defaults are react-spring's
  /// `config.default` (170, 26) and mass 1 (`packages/core/src/constants.ts`). Over-damped
  /// configurations (`slow`, `molasses`) stay over-damped.
  public static func reactSpring(tension: Double = 170, friction: Double = 26, mass: Double = 1)
    -> Spring
  {
    Spring(mass: mass, stiffness: tension, damping: friction, allowOverDamping: true)
  }

  /// A react-spring spring given as `{ frequency, damping, mass }`: react-spring's `mergeConfig`
  /// sets tension = (2π/frequency)²·mass and friction = 4π·damping·mass/frequency
  /// (`packages/core/src/AnimationConfig.ts`), which is SwiftUI's response and damping ratio.
  public static func reactSpring(frequency: Double, damping: Double = 1, mass: Double = 1) -> Spring
  {
    let tension = pow(2 * Double.pi / frequency, 2) * mass
    let friction = 4 * Double.pi * damping * mass / frequency
    return Spring(mass: mass, stiffness: tension, damping: friction, allowOverDamping: true)
  }

  /// A Jetpack Compose `spring(dampingRatio, stiffness)`: unit mass, c = 2ζ√k. The defaults are
  /// Compose's, `Spring.DampingRatioNoBouncy` (1) and `Spring.StiffnessMedium` (1500)
  /// (https://developer.android.com/reference/kotlin/androidx/compose/animation/core/Spring).
  public static func compose(dampingRatio: Double = 1, stiffness: Double = 1500) -> Spring {
    Spring(
      mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
      allowOverDamping: true)
  }

  /// An Android `SpringForce` (androidx.dynamicanimation): unit mass, the same formula as
  /// Compose, but its defaults are `DAMPING_RATIO_MEDIUM_BOUNCY` (0.5) and `STIFFNESS_MEDIUM`
  /// (1500) (https://developer.android.com/reference/androidx/dynamicanimation/animation/SpringForce).
  public static func android(dampingRatio: Double = 0.5, stiffness: Double = 1500) -> Spring {
    compose(dampingRatio: dampingRatio, stiffness: stiffness)
  }

  /// A Flutter `SpringDescription(mass:, stiffness:, damping:)`
  /// (https://api.flutter.dev/flutter/physics/SpringDescription-class.html).
  public static func flutter(mass: Double, stiffness: Double, damping: Double) -> Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// A Flutter `SpringDescription.withDampingRatio(mass:, stiffness:, ratio:)`:
  /// damping = ratio · 2 · √(mass·stiffness)
  /// (https://api.flutter.dev/flutter/physics/SpringDescription/SpringDescription.withDampingRatio.html).
  public static func flutter(mass: Double = 1, stiffness: Double, ratio: Double = 1) -> Spring {
    flutter(mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
  }

  /// A Flutter `SpringDescription.withDurationAndBounce(duration:, bounce:)`: mass 1,
  /// k = 4π²/d², ζ = 1 − bounce (bounce > 0) or 1/(bounce + 1), "the same result as SwiftUI's
  /// spring(duration:bounce:blendDuration:)"
  /// (https://api.flutter.dev/flutter/physics/SpringDescription/SpringDescription.withDurationAndBounce.html).
  public static func flutter(duration: Double, bounce: Double) -> Spring {
    Spring(duration: duration, bounce: bounce)
  }

  /// A Motion (framer-motion) physics spring `{ stiffness, damping, mass }`; the defaults are
  /// Motion's (100, 10, 1) (framer-motion `animation/generators/spring/defaults`).
  public static func motion(stiffness: Double = 100, damping: Double = 10, mass: Double = 1)
    -> Spring
  {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// A Motion spring `{ duration, bounce }` (seconds), as Motion's `findSpring` resolves it
  /// ("ported from the Framer implementation of duration-based spring resolution",
  /// `motion-dom/src/animation/generators/spring/find.ts`): ζ = 1 − bounce clamped to
  /// [0.05, 1], the duration clamped to [0.01, 10] s, and ωn such that the envelope falls to
  /// 0.001 at `duration`.
  ///
  /// Motion finds ωn with 11 Newton steps from 5/duration; this solves the same equation
  /// exactly (see ``settling(duration:dampingRatio:)``), so the two agree to the precision
  /// Motion's iteration reaches (1e-6 relative in the tests). This is not SwiftUI's `duration`:
  /// Motion's is a settling time, SwiftUI's a perceptual one.
  public static func motion(duration: Double, bounce: Double) -> Spring {
    settling(duration: min(max(duration, 0.01), 10), dampingRatio: min(max(1 - bounce, 0.05), 1))
  }

  /// A Motion spring `{ visualDuration, bounce }`: Motion sets ωn = 2π/(1.2·visualDuration) and
  /// ζ = 1 − bounce clamped to [0.05, 1] (`motion-dom/src/animation/generators/spring/index.ts`),
  /// which is SwiftUI's `Spring(duration: 1.2 · visualDuration, bounce:)` for bounce in [0, 0.95].
  public static func motion(visualDuration: Double, bounce: Double) -> Spring {
    let zeta = min(max(1 - bounce, 0.05), 1)
    let stiffness = pow(2 * Double.pi / (1.2 * visualDuration), 2)
    return Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
  }

  /// A UIKit spring given as a duration and a damping ratio, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
  /// `UISpringTimingParameters(dampingRatio:)` with a `UIViewPropertyAnimator` duration take it.
  ///
  /// UIKit does not document how it picks the stiffness. This uses the condition of Apple's own
  /// bridge from a duration and a damping ratio, SwiftUI's
  /// ``init(settlingDuration:dampingRatio:epsilon:)`` — the envelope falls to 0.001 at
  /// `duration`, ζ clamped to (0, 1] as UIKit's spring cannot over-damp, the duration to
  /// [0.01, 10] s — the model Framer and Motion also use. It is solved exactly (SwiftUI's own
  /// Newton iteration stops within about 1e-5 relative of the root), so that
  /// ``uikitParameters`` gives back exactly these numbers.
  public static func uikit(duration: Double, dampingRatio: Double) -> Spring {
    settling(duration: min(max(duration, 0.01), 10), dampingRatio: min(max(dampingRatio, .ulpOfOne), 1))
  }

  /// The unit-mass spring whose envelope falls to 0.001 at `duration`: ωn such that
  /// ζ/√(1 − ζ²)·e^(−ζ·ωn·T) = 0.001 (closed form), or e^(−u)·(u + 1) = 0.001 with u = ωn·T at
  /// critical damping. `dampingRatio` is in (0, 1].
  static func settling(duration: Double, dampingRatio zeta: Double) -> Spring {
    let epsilon = 0.001
    let naturalFrequency =
      zeta < 1
      ? log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
      : criticalSettlingProduct / duration
    // A negative ωn (ζ below about 0.001: the envelope starts under ε) has no spring; keep
    // the critically damped one at |ωn| rather than a NaN.
    let omegaN = abs(naturalFrequency)
    let ratio = naturalFrequency < 0 ? 1 : zeta
    let stiffness = omegaN * omegaN
    return Spring(mass: 1, stiffness: stiffness, damping: 2 * ratio * omegaN)
  }

  /// u where e^(−u)·(u + 1) = 0.001, by Newton's method to convergence (u ≈ 9.2335).
  static let criticalSettlingProduct: Double = {
    var u = 5.0
    for _ in 0..<100 {
      let step = (exp(-u) * (u + 1) - 0.001) / (-u * exp(-u))
      u -= step
      if abs(step) <= 1e-15 * u { break }
    }
    return u
  }()

  /// A Core Animation `CASpringAnimation` with `mass`, `stiffness` and `damping`; the defaults
  /// are CA's (1, 100, 10) (QuartzCore `CAAnimation.h`).
  public static func coreAnimation(mass: Double = 1, stiffness: Double = 100, damping: Double = 10)
    -> Spring
  {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// A Figma prototype spring, `{ mass, stiffness, damping }` (Figma REST API `Easing`).
  public static func figma(mass: Double = 1, stiffness: Double, damping: Double) -> Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  // MARK: - Into other ecosystems

  /// The react-spring config of this spring: tension k, friction c, mass m.
  public var reactSpringConfig: (tension: Double, friction: Double, mass: Double) {
    (stiffness, damping, mass)
  }

  /// The Compose / Android `SpringForce` parameters of this spring's motion: both model a unit
  /// mass, so the stiffness is k/m; the damping ratio ζ is unchanged.
  public var composeParameters: (dampingRatio: Double, stiffness: Double) {
    (dampingRatio, stiffness / mass)
  }

  /// The Motion `{ duration, bounce }` that resolves to this spring (see
  /// ``motion(duration:bounce:)``), or `nil` when Motion cannot express it: ζ outside
  /// [0.05, 1] (Motion clamps it) or a settling duration outside [0.01, 10] s.
  public var motionDurationBounce: (duration: Double, bounce: Double)? {
    guard let duration = envelopeSettlingTime(minimumDampingRatio: 0.05),
      duration >= 0.01 && duration <= 10
    else { return nil }
    return (duration, 1 - dampingRatio)
  }

  /// The Motion `{ visualDuration, bounce }` of this spring (duration / 1.2, 1 − ζ), or `nil`
  /// when ζ is outside Motion's [0.05, 1].
  public var motionVisualDuration: (visualDuration: Double, bounce: Double)? {
    let zeta = dampingRatio
    guard zeta >= 0.05 && zeta <= 1 + 1e-12 else { return nil }
    return (duration / 1.2, 1 - zeta)
  }

  /// The UIKit duration and damping ratio that give this spring (see
  /// ``uikit(duration:dampingRatio:)``), or `nil` when UIKit cannot express it: over-damped,
  /// undamped, or settling outside [0.01, 10] s.
  public var uikitParameters: (duration: Double, dampingRatio: Double)? {
    guard let duration = envelopeSettlingTime(minimumDampingRatio: .ulpOfOne),
      duration >= 0.01 && duration <= 10
    else { return nil }
    return (duration, dampingRatio)
  }

  /// The time at which the envelope of the settling-duration model falls to 0.001 (the inverse
  /// of ``settling(duration:dampingRatio:)``); nil when ζ is outside
  /// [`minimumDampingRatio`, 1].
  private func envelopeSettlingTime(minimumDampingRatio: Double) -> Double? {
    let zeta = dampingRatio
    let omegaN = naturalFrequencySquared.squareRoot()
    guard omegaN > 0, omegaN.isFinite, zeta >= minimumDampingRatio, zeta <= 1 + 1e-12 else {
      return nil
    }
    let epsilon = 0.001
    if angularFrequency > 0 && zeta < 1 {
      return log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * omegaN)
    }
    return Spring.criticalSettlingProduct / omegaN
  }

  /// `CASpringAnimation.settlingDuration` as Core Animation estimates it for a move from rest:
  /// the time the envelope 1 + |ζωn/ωd| · e^(−ζωn·t) falls to 0.001. It reproduces Apple's worked
  /// examples, stiffness 100 with damping 5 "approximately 2.85 seconds" and damping 15 "just
  /// over 1 second" (2.855 s and 1.022 s;
  /// https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration).
  /// Critically and over-damped springs have no such envelope; they get
  /// ``settlingDuration``.
  public var coreAnimationSettlingDuration: Double {
    guard angularFrequency > 0, decayConstant > 0 else { return settlingDuration }
    let spread = 1 + decayConstant / angularFrequency
    return -log(0.001 / spread) / decayConstant
  }
}
