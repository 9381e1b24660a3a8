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
        "spring(dampingRatio = \(n(ratio, 4))f, stiffness = \(n(stiffness, 2))f)",
        "// Compose has no duration: it ends when within visibilityThreshold (Spring.DefaultDisplacementThreshold = 0.01 of a unit by default), SwiftUI at 0.001 of the distance",
      ]
      if m != 1 { lines.append("// Compose's mass is 1: the stiffness is scaled to k/m, the motion is the same") }
    case .android:
      let (ratio, stiffness) = spring.composeParameters
      lines = [
        "SpringForce(finalPosition).setDampingRatio(\(n(ratio, 4))f).setStiffness(\(n(stiffness, 2))f)",
        "// SpringForce has no duration; it rests within its minimum visible change (setMinimumVisibleChange), not SwiftUI's 0.001 of the distance",
      ]
      if m != 1 { lines.append("// SpringForce's mass is 1: the stiffness is scaled to k/m, the motion is the same") }
    case .flutter:
      lines = ["SpringDescription(mass: \(n(m, 4)), stiffness: \(n(k, 2)), damping: \(n(c, 2)))"]
      if m == 1 && zeta <= 1 / 0.000_001 {
        lines.append(
          "// = SpringDescription.withDurationAndBounce(duration: Duration(microseconds: \(Int((spring.duration * 1e6).rounded()))), bounce: \(n(spring.bounce, 4)))  // same formula as SwiftUI")
      }
      lines.append("// a SpringSimulation is done within its Tolerance (0.001 by default), as SwiftUI's 0.001")
    case .reactSpring:
      lines = [
        "{ tension: \(n(k, 2)), friction: \(n(c, 2)), mass: \(n(m, 4)) }",
        "// = { frequency: \(n(spring.response, 4)), damping: \(n(zeta, 4)), mass: \(n(m, 4)) } (react-spring's frequency is SwiftUI's response)",
        "// react-spring rests when within precision = 0.001 × the distance, like SwiftUI's settling",
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
          "// UIKit does not publish how it turns a duration into a stiffness: this duration is where the envelope falls to 0.001 (SwiftUI's Spring(settlingDuration:dampingRatio:))")
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
    return lines.joined(separator: "\n") + "\n"
  }

  /// `x` to at most `decimals` places.
  static func n(_ x: Double, _ decimals: Int) -> String { CSSNumber.format(x, decimals: decimals) }
}
