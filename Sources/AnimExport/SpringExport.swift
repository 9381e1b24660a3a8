import AnimationCore
import Foundation

/// The ecosystems `anim export TARGET` writes code for.
public enum ExportTarget: String, CaseIterable, Sendable {
  case swiftui, compose, android, flutter
  case reactSpring = "react-spring"
  case motion, uikit
  case coreAnimation = "core-animation"
  case css

  /// Every target's name, for messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A spring as ready-to-paste code for another ecosystem, with comments where that ecosystem's
/// model differs from SwiftUI's (what "duration" means, when it considers the spring at rest).
public enum SpringExport {
  /// The code for `spring` in `target`'s terms (`css` is ``CSSExporter``'s, not this).
  public static func code(for spring: Spring, target: ExportTarget) -> String {
    let k = spring.stiffness
    let c = spring.damping
    let m = spring.mass
    let zeta = spring.dampingRatio
    let settle = spring.settlingDuration
    var lines: [String]
    switch target {
    case .swiftui, .css:
      lines = [
        "Spring(duration: \(n(spring.duration, 4)), bounce: \(n(spring.bounce, 4)))",
        "// = Spring(response: \(n(spring.response, 4)), dampingRatio: \(n(zeta, 4)))",
        "// = Spring(mass: \(n(m, 4)), stiffness: \(n(k, 2)), damping: \(n(c, 2)))",
        "// settlingDuration: \(n(settle, 4)) s",
      ]
    case .compose:
      let (ratio, stiffness) = spring.composeParameters
      lines = [
        "spring(dampingRatio = \(composeRatio(ratio)), stiffness = \(composeStiffness(stiffness)))",
        "// Compose has no duration: it ends when within visibilityThreshold (Spring.DefaultDisplacementThreshold = 0.01 of a unit by default), SwiftUI at 0.001 of the distance",
      ]
      if m != 1 { lines.append("// Compose's mass is 1: the stiffness is scaled to k/m, the motion is the same") }
    case .android:
      let (ratio, stiffness) = spring.composeParameters
      lines = [
        "SpringForce(finalPosition).setDampingRatio(\(androidRatio(ratio))).setStiffness(\(androidStiffness(stiffness)))",
        "// SpringForce has no duration; it rests within the animation's minimum visible change (DynamicAnimation.setMinimumVisibleChange), not SwiftUI's 0.001 of the distance",
      ]
      if m != 1 { lines.append("// SpringForce's mass is 1: the stiffness is scaled to k/m, the motion is the same") }
    case .flutter:
      lines = [
        "SpringDescription(mass: \(n(m, 4)), stiffness: \(n(k, 2)), damping: \(n(c, 2)))",
        "// = SpringDescription.withDampingRatio(mass: \(n(m, 4)), stiffness: \(n(k, 2)), ratio: \(n(zeta, 4)))",
      ]
      if m == 1 && zeta <= 1 / 0.000_001 {
        lines.append(
          "// = SpringDescription.withDurationAndBounce(duration: Duration(microseconds: \(Int((spring.duration * 1e6).rounded()))), bounce: \(n(spring.bounce, 4)))  // same formula as SwiftUI")
      }
      lines.append(
        "// a SpringSimulation is done within its Tolerance (±0.001 of position and velocity, in the value's own units, by default); SwiftUI at 0.001 of the distance")
    case .reactSpring:
      lines = [
        "{ tension: \(n(k, 2)), friction: \(n(c, 2)), mass: \(n(m, 4)) }",
        "// = { frequency: \(n(spring.response, 4)), damping: \(n(zeta, 4)), mass: \(n(m, 4)) } (react-spring's frequency is SwiftUI's response)",
        "// react-spring rests within precision = min(1, 0.001 × the distance), like SwiftUI's 0.001 of the distance for moves up to 1000",
      ]
    case .motion:
      lines = ["{ type: \"spring\", stiffness: \(n(k, 2)), damping: \(n(c, 2)), mass: \(n(m, 4)) }"]
      if let (visual, bounce) = spring.motionVisualDuration {
        lines.append(
          "// = { type: \"spring\", visualDuration: \(n(visual, 4)), bounce: \(n(bounce, 4)) } (visualDuration is SwiftUI's duration / 1.2)")
      }
      if let (duration, bounce) = spring.motionDurationBounce {
        lines.append(
          "// = { type: \"spring\", duration: \(n(duration, 4)), bounce: \(n(bounce, 4)) } (Motion's duration is a settling time, not SwiftUI's perceptual duration)")
      } else {
        lines.append("// Motion's duration/bounce cannot express it: Motion clamps the damping ratio to [0.05, 1]")
      }
      lines.append("// Motion rests within restDelta (0.005 for moves under 5, else 0.5) and restSpeed; SwiftUI at 0.001 of the distance")
    case .uikit:
      lines = []
      if m == 1, spring.bounce >= -1 {
        lines.append(
          "UIView.animate(springDuration: \(n(spring.duration, 4)), bounce: \(n(spring.bounce, 4))) { … }  // iOS 17: SwiftUI's duration and bounce")
      }
      if let (duration, ratio) = spring.uikitParameters {
        lines.append(
          "UIView.animate(withDuration: \(n(duration, 4)), delay: 0, usingSpringWithDamping: \(n(ratio, 4)), initialSpringVelocity: 0, options: [], animations: { … })")
        lines.append(
          "// UIKit does not publish how it turns a duration into a stiffness: this duration is where the envelope falls to 0.001, the condition of SwiftUI's Spring(settlingDuration:dampingRatio:)")
      } else {
        lines.append("// usingSpringWithDamping: cannot express it: UIKit's damping ratio is at most 1 (this spring is over-damped or undamped)")
      }
      lines.append(
        "UISpringTimingParameters(mass: \(n(m, 4)), stiffness: \(n(k, 2)), damping: \(n(c, 2)), initialVelocity: .zero)")
    case .coreAnimation:
      lines = [
        "let animation = CASpringAnimation(keyPath: …)",
        "animation.mass = \(n(m, 4)); animation.stiffness = \(n(k, 2)); animation.damping = \(n(c, 2))",
        "animation.duration = animation.settlingDuration  // ≈ \(n(spring.coreAnimationSettlingDuration, 4)) s by CA's envelope estimate; SwiftUI's settlingDuration is \(n(settle, 4)) s",
      ]
      if m == 1 {
        lines.append(
          "// iOS 17: CASpringAnimation(perceptualDuration: \(n(spring.duration, 4)), bounce: \(n(spring.bounce, 4))) — SwiftUI's duration and bounce")
      }
    }
    if let preset = SpringPreset.all.first(where: {
      $0.ecosystem == presetEcosystem(target) && same($0.spring, spring)
    }) {
      lines.append("// this is \(preset.qualifiedName): \(preset.parameters)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The ecosystem whose presets `target` can name.
  static func presetEcosystem(_ target: ExportTarget) -> String {
    switch target {
    case .swiftui, .css: "swiftui"
    case .reactSpring: "react-spring"
    case .coreAnimation: "core-animation"
    default: target.rawValue
    }
  }

  /// Whether two springs have the same mass, stiffness and damping (to 1e-9, relatively).
  static func same(_ a: Spring, _ b: Spring) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(abs(x), abs(y), 1) }
    return close(a.mass, b.mass) && close(a.stiffness, b.stiffness) && close(a.damping, b.damping)
  }

  /// A Compose damping ratio, by its constant's name when it is one.
  static func composeRatio(_ x: Double) -> String {
    constant(x, [
      (ComposeSpringConstants.dampingRatioHighBouncy, "Spring.DampingRatioHighBouncy"),
      (ComposeSpringConstants.dampingRatioMediumBouncy, "Spring.DampingRatioMediumBouncy"),
      (ComposeSpringConstants.dampingRatioLowBouncy, "Spring.DampingRatioLowBouncy"),
      (ComposeSpringConstants.dampingRatioNoBouncy, "Spring.DampingRatioNoBouncy"),
    ]) ?? n(x, 4) + "f"
  }

  /// A Compose stiffness, by its constant's name when it is one.
  static func composeStiffness(_ x: Double) -> String {
    constant(x, [
      (ComposeSpringConstants.stiffnessHigh, "Spring.StiffnessHigh"),
      (ComposeSpringConstants.stiffnessMedium, "Spring.StiffnessMedium"),
      (ComposeSpringConstants.stiffnessMediumLow, "Spring.StiffnessMediumLow"),
      (ComposeSpringConstants.stiffnessLow, "Spring.StiffnessLow"),
      (ComposeSpringConstants.stiffnessVeryLow, "Spring.StiffnessVeryLow"),
    ]) ?? n(x, 2) + "f"
  }

  /// An Android `SpringForce` damping ratio, by its constant's name when it is one.
  static func androidRatio(_ x: Double) -> String {
    constant(x, [
      (ComposeSpringConstants.dampingRatioHighBouncy, "SpringForce.DAMPING_RATIO_HIGH_BOUNCY"),
      (ComposeSpringConstants.dampingRatioMediumBouncy, "SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY"),
      (ComposeSpringConstants.dampingRatioLowBouncy, "SpringForce.DAMPING_RATIO_LOW_BOUNCY"),
      (ComposeSpringConstants.dampingRatioNoBouncy, "SpringForce.DAMPING_RATIO_NO_BOUNCY"),
    ]) ?? n(x, 4) + "f"
  }

  /// An Android `SpringForce` stiffness, by its constant's name when it is one (SpringForce has
  /// no MediumLow).
  static func androidStiffness(_ x: Double) -> String {
    constant(x, [
      (ComposeSpringConstants.stiffnessHigh, "SpringForce.STIFFNESS_HIGH"),
      (ComposeSpringConstants.stiffnessMedium, "SpringForce.STIFFNESS_MEDIUM"),
      (ComposeSpringConstants.stiffnessLow, "SpringForce.STIFFNESS_LOW"),
      (ComposeSpringConstants.stiffnessVeryLow, "SpringForce.STIFFNESS_VERY_LOW"),
    ]) ?? n(x, 2) + "f"
  }

  /// The name of the constant `x` equals (to 1e-9), if any.
  static func constant(_ x: Double, _ names: [(Double, String)]) -> String? {
    names.first { abs($0.0 - x) <= 1e-9 * max(abs(x), 1) }?.1
  }

  /// `x` to at most `decimals` places.
  static func n(_ x: Double, _ decimals: Int) -> String { CSSNumber.format(x, decimals: decimals) }
}
