import AnimationCore

/// A named spring of some ecosystem, with the numbers its documentation or source gives and
/// where they come from: `SpringPreset.named("react-spring.wobbly")`.
public struct SpringPreset: Sendable {
  /// The ecosystem, as `anim export` names it: `swiftui`, `react-spring`, `compose`, …
  public let ecosystem: String
  /// The preset's own name there, e.g. `wobbly`.
  public let name: String
  /// The spring.
  public let spring: Spring
  /// The preset in its ecosystem's terms, e.g. `tension: 180, friction: 12`.
  public let parameters: String
  /// Where the numbers come from.
  public let source: String

  /// `ecosystem.name`, e.g. `react-spring.wobbly`.
  public var qualifiedName: String { ecosystem + "." + name }

  /// The preset called `qualifiedName` (`react-spring.wobbly`), if there is one.
  public static func named(_ qualifiedName: String) -> SpringPreset? {
    all.first { $0.qualifiedName == qualifiedName }
  }

  /// Every preset, by ecosystem.
  public static let all: [SpringPreset] = swiftUI + reactSpring + android + motion + figma

  private static let swiftUI: [SpringPreset] = [
    SpringPreset(
      ecosystem: "swiftui", name: "smooth", spring: .smooth, parameters: "duration: 0.5, bounce: 0",
      source: "https://developer.apple.com/documentation/swiftui/spring/smooth"),
    SpringPreset(
      ecosystem: "swiftui", name: "snappy", spring: .snappy,
      parameters: "duration: 0.5, bounce: 0.15",
      source: "https://developer.apple.com/documentation/swiftui/spring/snappy"),
    SpringPreset(
      ecosystem: "swiftui", name: "bouncy", spring: .bouncy, parameters: "duration: 0.5, bounce: 0.3",
      source: "https://developer.apple.com/documentation/swiftui/spring/bouncy"),
  ]

  private static let reactSpringSource =
    "react-spring packages/core/src/constants.ts (config presets; mass 1)"
  private static let reactSpring: [SpringPreset] = [
    ("default", 170.0, 26.0), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20),
    ("slow", 280, 60), ("molasses", 280, 120),
  ].map { name, tension, friction in
    SpringPreset(
      ecosystem: "react-spring", name: name,
      spring: .reactSpring(tension: tension, friction: friction),
      parameters: "tension: \(Int(tension)), friction: \(Int(friction))", source: reactSpringSource)
  }

  private static let android: [SpringPreset] = [
    SpringPreset(
      ecosystem: "compose", name: "default",
      spring: .compose(dampingRatio: 1, stiffness: 1500),
      parameters: "dampingRatio: Spring.DampingRatioNoBouncy (1), stiffness: Spring.StiffnessMedium (1500)",
      source: "https://developer.android.com/reference/kotlin/androidx/compose/animation/core/package-summary#spring"),
    SpringPreset(
      ecosystem: "android", name: "default",
      spring: .android(dampingRatio: 0.5, stiffness: 1500),
      parameters: "DAMPING_RATIO_MEDIUM_BOUNCY (0.5), STIFFNESS_MEDIUM (1500)",
      source: "https://developer.android.com/reference/androidx/dynamicanimation/animation/SpringForce"),
  ]

  private static let motion: [SpringPreset] = [
    SpringPreset(
      ecosystem: "motion", name: "default", spring: .motion(stiffness: 100, damping: 10, mass: 1),
      parameters: "stiffness: 100, damping: 10, mass: 1",
      source: "framer-motion dist/es/animation/generators/spring/defaults.mjs (12.4.7)"),
    SpringPreset(
      ecosystem: "core-animation", name: "default",
      spring: .coreAnimation(mass: 1, stiffness: 100, damping: 10),
      parameters: "mass: 1, stiffness: 100, damping: 10",
      source: "QuartzCore CAAnimation.h (CASpringAnimation defaults)"),
  ]

  private static let figmaSource =
    "figma_spring_curve (pub.dev), Figma's GENTLE/QUICK/BOUNCY/SLOW; not published by Figma"
  private static let figma: [SpringPreset] = [
    ("gentle", 100.0, 15.0), ("quick", 300, 20), ("bouncy", 600, 15), ("slow", 80, 20),
  ].map { name, stiffness, damping in
    SpringPreset(
      ecosystem: "figma", name: name, spring: .figma(mass: 1, stiffness: stiffness, damping: damping),
      parameters: "mass: 1, stiffness: \(Int(stiffness)), damping: \(Int(damping))",
      source: figmaSource)
  }
}

/// Jetpack Compose's spring constants (`androidx.compose.animation.core.Spring`); Android's
/// `SpringForce` has the same numbers without `StiffnessMediumLow`.
/// (https://developer.android.com/reference/kotlin/androidx/compose/animation/core/Spring)
public enum ComposeSpringConstants {
  /// `Spring.StiffnessHigh`.
  public static let stiffnessHigh = 10_000.0
  /// `Spring.StiffnessMedium`, the default stiffness.
  public static let stiffnessMedium = 1500.0
  /// `Spring.StiffnessMediumLow`, the default for enter/exit transitions.
  public static let stiffnessMediumLow = 400.0
  /// `Spring.StiffnessLow`.
  public static let stiffnessLow = 200.0
  /// `Spring.StiffnessVeryLow`.
  public static let stiffnessVeryLow = 50.0
  /// `Spring.DampingRatioHighBouncy`.
  public static let dampingRatioHighBouncy = 0.2
  /// `Spring.DampingRatioMediumBouncy` (`SpringForce`'s default).
  public static let dampingRatioMediumBouncy = 0.5
  /// `Spring.DampingRatioLowBouncy`.
  public static let dampingRatioLowBouncy = 0.75
  /// `Spring.DampingRatioNoBouncy` (Compose's default).
  public static let dampingRatioNoBouncy = 1.0
}
