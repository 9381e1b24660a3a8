// `anim export TARGET EXPR`: an animation, curve or spring as CSS, Web Animations keyframes, or
// another ecosystem's spring code. The exporting is AnimExport's; this parses the command line.
import AnimExport
import ArgumentParser

/// Exports what an expression does, ready to paste into another system.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export an animation, curve or spring: anim export css '.bouncy'.",
    discussion: """
      TARGET is one of: \(ExportTarget.names).

      css: a timing curve becomes cubic-bezier() (or its keyword), anything else a
      CSS linear() easing with as few stops as keep it within --tolerance of
      Anim's own motion; delay, speed and repeats become CSS timing where CSS can
      express them. A comment gives the largest error measured (by the CSS spec's
      rules), the number of stops and what was dropped. --format keyframes prints
      Web Animations keyframes and options as JSON instead.

      The other targets print a spring (or a spring animation's spring) as that
      ecosystem's code, saying where its model differs (settle thresholds, what
      "duration" means). A timing curve (.easeInOut(duration: 0.3), .timingCurve(…),
      UnitCurve.easeIn) goes to compose (tween with CubicBezierEasing), android
      (PathInterpolator), flutter (Cubic), uikit (UICubicTimingParameters),
      core-animation (CAMediaTimingFunction), motion (ease: [x1, y1, x2, y2]) and
      swiftui, with the largest error of the code's curve against Anim's.

      --file SCRIPT runs the script first, so that EXPR can name what it defines
      (a custom animation, a let).

      Examples:
        anim export css '.easeInOut(duration: 0.3)'
        anim export css '.bouncy' --tolerance 0.0005
        anim export css '.smooth.delay(0.2)' --format keyframes
        anim export react-spring 'Spring(duration: 0.5, bounce: 0.3)'
        anim export compose '.snappy'
        anim export uikit '.timingCurve(0.2, 0, 0, 1, duration: 0.4)'
        anim export --file scene.anim css 'wobble'
      """)

  /// What `--format` accepts.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case css, keyframes
  }

  @Argument(
    help: ArgumentHelp("Where to: \(ExportTarget.names).", valueName: "TARGET"),
    completion: .list(ExportTarget.allCases.map(\.rawValue)))
  var target: String

  @Argument(
    help: ArgumentHelp(
      "What to export, e.g. '.bouncy', 'UnitCurve.easeIn' or 'Spring(duration: 0.5, bounce: 0.3)'.",
      valueName: "EXPR"))
  var expression: String

  @Option(help: "css: CSS declarations (default) or Web Animations 'keyframes' as JSON.")
  var format: Format = .css

  @Option(
    help: ArgumentHelp(
      "css: the largest error allowed in a linear() easing, as a fraction of the distance.",
      valueName: "FRACTION"))
  var tolerance = 0.001

  @Option(
    help: ArgumentHelp(
      "css: export this many seconds of the animation as one easing (for one that never ends), or a curve's duration.",
      valueName: "SECONDS"))
  var duration: Double?

  @Option(
    help: ArgumentHelp(
      "Run SCRIPT first and evaluate EXPR in its scope (a custom animation it defines).",
      valueName: "SCRIPT"),
    completion: .file(extensions: ["anim"]))
  var file: String?

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    guard let target = ExportTarget(rawValue: target) else {
      throw ValidationError("unknown target '\(self.target)'; the targets are: \(ExportTarget.names).")
    }
    if format == .keyframes && target != .css {
      throw ValidationError("--format keyframes is for the css target.")
    }
    if !(tolerance > 0 && tolerance < 1) {
      throw ValidationError("--tolerance must be between 0 and 1 (0.001 is 0.1 % of the move).")
    }
    if let duration, !(duration > 0 && duration <= 60) {
      throw ValidationError("--duration needs a positive number of seconds, at most 60.")
    }
  }

  func run() throws {
    guard let target = ExportTarget(rawValue: target) else { throw ExitCode(ExitStatus.usage) }
    let request = ExportRequest(
      expression: expression, target: target, keyframes: format == .keyframes,
      tolerance: tolerance, duration: duration, scope: try file.map(ScriptSource.load))
    guard let text = Host.current.export(request, options: runOptions.host) else {
      throw ExitCode(ExitStatus.failure)
    }
    Output.write(text)
  }
}

/// What `anim export` asks the host for.
struct ExportRequest: Equatable {
  var expression: String
  var target: ExportTarget
  /// Web Animations JSON instead of CSS declarations (css only).
  var keyframes = false
  var tolerance = 0.001
  var duration: Double?
  /// A script to run first, in whose scope the expression is evaluated (`--file`).
  var scope: ScriptSource?
}
