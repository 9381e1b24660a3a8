// Springs in other ecosystems' terms: round trips SwiftUI → X → SwiftUI, and each ecosystem's
// documented preset numbers (sources in ECOSYSTEMS.md and the doc comments of
// Spring+Ecosystems.swift / SpringPreset.swift).
import AnimExport
import AnimationCore
import Foundation
import Testing

@Suite struct SpringEcosystemTests {
  /// SwiftUI springs across the regimes: over-damped, critical, bouncy.
  static let springs: [Spring] = [0.3, 0.5, 1.2].flatMap { d in
    [-0.5, 0, 0.15, 0.3, 0.7].map { Spring(duration: d, bounce: $0) }
  }

  func expectSame(_ a: Spring, _ b: Spring, _ what: String) {
    #expect(abs(a.duration - b.duration) <= 1e-9, "\(what): duration \(a.duration) vs \(b.duration)")
    #expect(abs(a.bounce - b.bounce) <= 1e-9, "\(what): bounce \(a.bounce) vs \(b.bounce)")
  }

  @Test(arguments: springs)
  func physicalEcosystemsRoundTrip(spring: Spring) {
    let r = spring.reactSpringConfig
    expectSame(spring, .reactSpring(tension: r.tension, friction: r.friction, mass: r.mass), "react-spring")
    expectSame(
      spring, .reactSpring(frequency: spring.response, damping: spring.dampingRatio), "react-spring frequency")
    let c = spring.composeParameters
    expectSame(spring, .compose(dampingRatio: c.dampingRatio, stiffness: c.stiffness), "compose")
    expectSame(spring, .android(dampingRatio: c.dampingRatio, stiffness: c.stiffness), "android")
    expectSame(
      spring, .flutter(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping), "flutter")
    expectSame(
      spring, .flutter(mass: 1, stiffness: spring.stiffness, ratio: spring.dampingRatio), "flutter ratio")
    expectSame(spring, .flutter(duration: spring.duration, bounce: spring.bounce), "flutter duration")
    expectSame(
      spring, .motion(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass), "motion")
    expectSame(
      spring,
      .coreAnimation(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping), "CA")
    expectSame(spring, .figma(mass: 1, stiffness: spring.stiffness, damping: spring.damping), "figma")
  }

  @Test(arguments: springs)
  func durationEcosystemsRoundTripWhereTheyCanExpressTheSpring(spring: Spring) throws {
    let zeta = spring.dampingRatio
    if let (visual, bounce) = spring.motionVisualDuration {
      expectSame(spring, .motion(visualDuration: visual, bounce: bounce), "motion visualDuration")
    } else {
      #expect(zeta > 1)  // only over-damped springs are out of Motion's [0.05, 1]
    }
    if let (duration, bounce) = spring.motionDurationBounce {
      expectSame(spring, .motion(duration: duration, bounce: bounce), "motion duration")
    } else {
      #expect(zeta > 1)
    }
    if let (duration, ratio) = spring.uikitParameters {
      expectSame(spring, .uikit(duration: duration, dampingRatio: ratio), "uikit")
    } else {
      #expect(zeta > 1)
    }
  }

  @Test func theIssuesReactSpringExample() {
    // `anim export react-spring 'Spring(duration: 0.5, bounce: 0.3)'` prints
    // { tension: 157.91, friction: 17.59, mass: 1 }: k = (2π/0.5)², c = 2·0.7·√k.
    let c = Spring(duration: 0.5, bounce: 0.3).reactSpringConfig
    #expect(abs(c.tension - 157.9137) < 1e-4)
    #expect(abs(c.friction - 17.5929) < 1e-4)
    #expect(c.mass == 1)
  }

  @Test func reactSpringPresets() throws {
    // constants.ts: default {170, 26}, gentle {120, 14}, wobbly {180, 12}, stiff {210, 20},
    // slow {280, 60}, molasses {280, 120}; SwiftUI equivalents computed in next-wave.md §5.7
    // (response = 2π/√k, ζ = c/(2√k)).
    let expected: [(String, Double, Double, Double, Double)] = [
      ("default", 170, 26, 0.4819, 0.997), ("gentle", 120, 14, 0.5736, 0.639),
      ("wobbly", 180, 12, 0.4683, 0.447), ("stiff", 210, 20, 0.4336, 0.690),
      ("slow", 280, 60, 0.3755, 1.793), ("molasses", 280, 120, 0.3755, 3.586),
    ]
    for (name, tension, friction, response, zeta) in expected {
      let preset = try #require(SpringPreset.named("react-spring." + name))
      #expect(preset.spring.stiffness == tension)
      #expect(abs(preset.spring.damping - friction) < 1e-9)
      #expect(abs(preset.spring.response - response) < 5e-5, "\(name)")
      #expect(abs(preset.spring.dampingRatio - zeta) < 5e-4, "\(name)")
    }
  }

  @Test func composeAndAndroidConstants() throws {
    // androidx.compose.animation.core.Spring and SpringForce.
    #expect(ComposeSpringConstants.stiffnessHigh == 10_000)
    #expect(ComposeSpringConstants.stiffnessMedium == 1500)
    #expect(ComposeSpringConstants.stiffnessMediumLow == 400)
    #expect(ComposeSpringConstants.stiffnessLow == 200)
    #expect(ComposeSpringConstants.stiffnessVeryLow == 50)
    #expect(ComposeSpringConstants.dampingRatioHighBouncy == 0.2)
    #expect(ComposeSpringConstants.dampingRatioMediumBouncy == 0.5)
    #expect(ComposeSpringConstants.dampingRatioLowBouncy == 0.75)
    #expect(ComposeSpringConstants.dampingRatioNoBouncy == 1)
    // Response equivalents (unit mass, 2π/√k), next-wave.md §5.5.
    let responses: [(Double, Double)] = [
      (10_000, 0.0628), (1500, 0.1622), (400, 0.3142), (200, 0.4443), (50, 0.8886),
    ]
    for (k, response) in responses {
      #expect(abs(Spring.compose(stiffness: k).response - response) < 5e-5)
    }
    // Compose's default spring is critically damped; SpringForce's default bounces (ζ 0.5).
    let compose = try #require(SpringPreset.named("compose.default")).spring
    let android = try #require(SpringPreset.named("android.default")).spring
    #expect(abs(compose.dampingRatio - 1) < 1e-12 && abs(compose.stiffness - 1500) < 1e-9)
    #expect(abs(android.dampingRatio - 0.5) < 1e-12 && abs(android.stiffness - 1500) < 1e-9)
  }

  @Test func motionDefaultsAndVisualDuration() throws {
    // Motion's default physics spring (100, 10, 1) is SwiftUI response 0.6283 s, ζ 0.5.
    let spring = try #require(SpringPreset.named("motion.default")).spring
    #expect(abs(spring.response - 0.6283) < 5e-5)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    // { visualDuration v, bounce b } ≡ SwiftUI Spring(duration: 1.2·v, bounce: b).
    let visual = Spring.motion(visualDuration: 0.3, bounce: 0.25)
    #expect(abs(visual.duration - 0.36) < 1e-12)
    #expect(abs(visual.bounce - 0.25) < 1e-12)
    // Motion clamps ζ to [0.05, 1]: bounce 0.99 is ζ 0.05.
    #expect(abs(Spring.motion(visualDuration: 0.3, bounce: 0.99).dampingRatio - 0.05) < 1e-12)
  }

  /// Motion's findSpring solves "envelope = 0.001 at duration" with 11 Newton steps from
  /// 5/duration (find.ts); the closed form must agree with that iteration.
  @Test(arguments: [(0.8, 0.25), (0.3, 0.5), (2.0, 0.1), (0.5, 0)])
  func motionDurationMatchesMotionsNewtonIteration(duration: Double, bounce: Double) {
    let zeta = min(max(1 - bounce, 0.05), 1)
    let epsilon = 0.001
    var w = 5 / duration
    for _ in 1..<12 {
      if zeta < 1 {
        let root = (1 - zeta * zeta).squareRoot()
        // envelope(w) = ε − ζ/√(1−ζ²)·e^(−ζwT); its derivative in w.
        let e = exp(-zeta * w * duration)
        let f = epsilon - zeta / root * e
        let slope = zeta * zeta * duration / root * e
        w -= f / slope
      } else {
        let e = exp(-w * duration)
        let f = e * (w * duration + 1) - epsilon
        let slope = -w * duration * duration * e
        w -= f / slope
      }
    }
    let spring = Spring.motion(duration: duration, bounce: bounce)
    #expect(abs(spring.stiffness - w * w) / (w * w) < 1e-6)
    #expect(abs(spring.dampingRatio - zeta) < 1e-12)
  }

  @Test func coreAnimationSettlingDurationMatchesApplesExamples() {
    // "stiffness 100 (default), damping 5 → approximately 2.85 seconds; damping 15 → just over
    // 1 second" (CASpringAnimation.settlingDuration); the envelope estimate gives 2.855 / 1.022.
    let five = Spring.coreAnimation(stiffness: 100, damping: 5).coreAnimationSettlingDuration
    let fifteen = Spring.coreAnimation(stiffness: 100, damping: 15).coreAnimationSettlingDuration
    #expect(abs(five - 2.855) < 5e-4)
    #expect(abs(fifteen - 1.022) < 5e-4)
  }

  @Test func figmaPresets() throws {
    // figma_spring_curve: gentle (100, 15), quick (300, 20), bouncy (600, 15), slow (80, 20);
    // SwiftUI (response, ζ) ≈ (0.628, 0.75), (0.363, 0.577), (0.257, 0.306), (0.703, 1.118).
    let expected: [(String, Double, Double)] = [
      ("gentle", 0.628, 0.75), ("quick", 0.363, 0.577), ("bouncy", 0.257, 0.306),
      ("slow", 0.703, 1.118),
    ]
    for (name, response, zeta) in expected {
      let spring = try #require(SpringPreset.named("figma." + name)).spring
      // To one unit in the last digit given (2π/√80 = 0.70248 is given as 0.703).
      #expect(abs(spring.response - response) <= 1e-3, "\(name)")
      #expect(abs(spring.dampingRatio - zeta) <= 1e-3, "\(name)")
    }
  }

  @Test func swiftUIPresetsAndNames() throws {
    #expect(try #require(SpringPreset.named("swiftui.bouncy")).spring == .bouncy)
    #expect(SpringPreset.named("react-spring.nope") == nil)
    // Every qualified name is unique.
    #expect(Set(SpringPreset.all.map(\.qualifiedName)).count == SpringPreset.all.count)
  }
}
