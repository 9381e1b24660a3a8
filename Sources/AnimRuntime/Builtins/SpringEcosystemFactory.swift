// `Spring.reactSpring(…)`, `Spring.compose(…)` and the other ecosystems' spring factories, one
// entry each (name, doc, builder), so that they move into a table of built-ins as they are; their
// overloads are their declarations (BuiltinSignatures+Untyped.swift). The formulas are
// AnimExport's (Spring+Ecosystems.swift, SpringPreset.swift).
import AnimExport
import AnimSyntax
import AnimationCore

/// One script-visible static factory of `Spring` for another ecosystem's parameters.
struct SpringEcosystemFactory {
  /// The static's name: `Spring.<name>(…)`.
  let name: String
  /// What `:help` would say.
  let doc: String
  /// Builds the spring from the bound arguments, checking each (a runtime error at the argument).
  let make:
    (_ b: BoundArguments, _ site: CallSite, _ i: Interpreter, _ m: inout Machine) throws(RuntimeError)
      -> Spring

  /// The factory called `name`, if any.
  static func named(_ name: String) -> SpringEcosystemFactory? { all.first { $0.name == name } }

  /// Every factory's name.
  static var names: [String] { all.map(\.name) }

  /// A finite number argument (> 0, or ≥ 0 when `positive` is false), named by its label.
  private static func number(
    _ b: BoundArguments, _ index: Int, _ site: CallSite, _ i: Interpreter, _ m: inout Machine,
    positive: Bool = true
  ) throws(RuntimeError) -> Double {
    let label = index < b.parameters.count ? b.parameters[index].label : ""  // trap-ok: checked
    return try i.springParameter(b, index, label, site, &m, positive: positive, nonNegative: !positive)
  }

  /// A bounce: finite and greater than −1, as `Spring(duration:bounce:)` takes it.
  private static func bounce(
    _ b: BoundArguments, _ index: Int, _ site: CallSite, _ i: Interpreter, _ m: inout Machine
  ) throws(RuntimeError) -> Double {
    let bounce = try i.springParameter(b, index, "bounce", site, &m)
    guard bounce > -1 else {
      throw RuntimeError(
        "invalid bounce \(Value.format(bounce)): must be greater than -1",
        at: i.argumentRange("bounce", site), file: m.file)
    }
    return bounce
  }

  /// Every factory (built on each use: a static array of closures over non-Sendable values would
  /// need to be Sendable, and a call builds nine closures).
  static var all: [SpringEcosystemFactory] {
    [
      SpringEcosystemFactory(
        name: "reactSpring",
        doc: "A react-spring config: tension is the stiffness, friction the damping (defaults: config.default)."
      ) { b, site, i, m throws(RuntimeError) in
        .reactSpring(
          tension: try number(b, 0, site, i, &m), friction: try number(b, 1, site, i, &m, positive: false),
          mass: try number(b, 2, site, i, &m))
      },
      SpringEcosystemFactory(
        name: "compose",
        doc: "Jetpack Compose's spring(dampingRatio, stiffness): unit mass (defaults: NoBouncy, StiffnessMedium)."
      ) { b, site, i, m throws(RuntimeError) in
        .compose(
          dampingRatio: try number(b, 0, site, i, &m, positive: false),
          stiffness: try number(b, 1, site, i, &m))
      },
      SpringEcosystemFactory(
        name: "android",
        doc: "Android's SpringForce: unit mass (defaults: DAMPING_RATIO_MEDIUM_BOUNCY, STIFFNESS_MEDIUM)."
      ) { b, site, i, m throws(RuntimeError) in
        .android(
          dampingRatio: try number(b, 0, site, i, &m, positive: false),
          stiffness: try number(b, 1, site, i, &m))
      },
      SpringEcosystemFactory(
        name: "flutter",
        doc: "Flutter's SpringDescription, .withDampingRatio or .withDurationAndBounce (SwiftUI's formula)."
      ) { b, site, i, m throws(RuntimeError) in
        switch b.overload {
        case 0:
          return .flutter(
            mass: try number(b, 0, site, i, &m), stiffness: try number(b, 1, site, i, &m),
            damping: try number(b, 2, site, i, &m, positive: false))
        case 1:
          return .flutter(
            mass: try number(b, 0, site, i, &m), stiffness: try number(b, 1, site, i, &m),
            ratio: try number(b, 2, site, i, &m, positive: false))
        default:
          return .flutter(duration: try number(b, 0, site, i, &m), bounce: try bounce(b, 1, site, i, &m))
        }
      },
      SpringEcosystemFactory(
        name: "motion",
        doc: "A Motion (framer-motion) spring: physics, duration (a settling time) or visualDuration, with bounce."
      ) { b, site, i, m throws(RuntimeError) in
        switch b.overload {
        case 0:
          return .motion(
            stiffness: try number(b, 0, site, i, &m), damping: try number(b, 1, site, i, &m, positive: false),
            mass: try number(b, 2, site, i, &m))
        case 1:
          return .motion(
            duration: try number(b, 0, site, i, &m), bounce: try i.springParameter(b, 1, "bounce", site, &m))
        default:
          return .motion(
            visualDuration: try number(b, 0, site, i, &m),
            bounce: try i.springParameter(b, 1, "bounce", site, &m))
        }
      },
      SpringEcosystemFactory(
        name: "uikit",
        doc: "UIKit's duration with usingSpringWithDamping: the envelope is 0.001 at the duration."
      ) { b, site, i, m throws(RuntimeError) in
        .uikit(duration: try number(b, 0, site, i, &m), dampingRatio: try number(b, 1, site, i, &m))
      },
      SpringEcosystemFactory(
        name: "coreAnimation",
        doc: "A CASpringAnimation's mass, stiffness and damping (defaults: Core Animation's 1, 100, 10)."
      ) { b, site, i, m throws(RuntimeError) in
        .coreAnimation(
          mass: try number(b, 0, site, i, &m), stiffness: try number(b, 1, site, i, &m),
          damping: try number(b, 2, site, i, &m, positive: false))
      },
      SpringEcosystemFactory(
        name: "figma",
        doc: "A Figma prototype spring's mass, stiffness and damping."
      ) { b, site, i, m throws(RuntimeError) in
        .figma(
          mass: try number(b, 0, site, i, &m), stiffness: try number(b, 1, site, i, &m),
          damping: try number(b, 2, site, i, &m, positive: false))
      },
      SpringEcosystemFactory(
        name: "preset",
        doc: "A named preset of some ecosystem, e.g. \"react-spring.wobbly\" (ECOSYSTEMS.md lists them)."
      ) { b, site, i, m throws(RuntimeError) in
        guard case .string(let presetName) = b.value(0).unwrapped else {
          throw RuntimeError(
            "Spring.preset takes a preset's name, such as \"react-spring.wobbly\"", at: site.range,
            file: m.file)
        }
        guard let preset = SpringPreset.named(presetName) else {
          let known = SpringPreset.all.map(\.qualifiedName)
          var message = "unknown spring preset '\(presetName)'"
          if let s = Suggestions.closest(to: presetName, in: known) { message += "; did you mean '\(s)'?" }
          throw RuntimeError(
            message + " (the presets: \(known.joined(separator: ", ")))", at: site.range(of: 0),
            file: m.file)
        }
        return preset.spring
      },
    ]
  }
}
