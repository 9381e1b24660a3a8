import AnimationCore
import Foundation

/// A timing curve (a cubic Bézier over a duration, with a delay and a speed) as ready-to-paste
/// code for another ecosystem, with the largest error of the code's curve against Anim's own,
/// measured the way `anim export css` measures a `cubic-bezier()`: the control points as the
/// code writes them (rounded as the target stores them, 32-bit `Float` where its API takes
/// Float), solved as a cubic Bézier independently of Anim's solver (``CubicBezierEasing``), at
/// ``samples`` evenly spaced points of the input, against Anim's `UnitCurve.value(at:)`.
///
/// The APIs, as their documentation gives them:
/// - Compose: `tween(durationMillis: Int, delayMillis: Int, easing: Easing)` with
///   `CubicBezierEasing(a, b, c, d)` (Float).
/// - Android views: `PathInterpolator(controlX1, controlY1, controlX2, controlY2)` (Float), with
///   `Animator.setDuration(long ms)` and `setStartDelay(long ms)`.
/// - Flutter: `Cubic(a, b, c, d)` (double) on an `AnimationController(duration: Duration)`.
/// - UIKit: `UICubicTimingParameters(controlPoint1: CGPoint, controlPoint2: CGPoint)` in
///   `UIViewPropertyAnimator(duration:timingParameters:)`; its documentation asks for control
///   points within 0…1.
/// - Motion (motion.dev): a transition `{ duration, delay, ease: [x1, y1, x2, y2] }`, seconds.
/// - Core Animation: `CAMediaTimingFunction(controlPoints: Float, Float, Float, Float)` with the
///   animation's `duration` and `beginTime`.
public enum CurveExport {
  /// How many points of the input the error is measured at (as CSS export measures curves).
  public static let samples = 2001

  /// A timing curve with what surrounds it in an animation.
  public struct Timing: Equatable, Sendable {
    public var curve: UnitCurve
    /// Seconds, speed included.
    public var duration: Double
    /// Seconds before it starts, speed included.
    public var delay: Double
    /// What the target's code cannot say (repeats).
    public var dropped: [String]

    public init(curve: UnitCurve, duration: Double, delay: Double = 0, dropped: [String] = []) {
      self.curve = curve
      self.duration = duration
      self.delay = delay
      self.dropped = dropped
    }
  }

  /// The timing of `animation` when its core is a timing curve (through speeds, delays and
  /// repeats), else nil (a spring, a custom animation).
  public static func timing(of animation: Animation) -> Timing? {
    var core = animation
    var scale = 1.0
    var delay = 0.0
    var dropped: [String] = []
    while true {
      switch core.anatomy {
      case .speed(let base, let speed) where speed > 0 && speed.isFinite:
        scale /= speed
        core = base
      case .delay(let base, let d) where d.isFinite:
        delay += max(d, 0) * scale
        core = base
      case .repeating(let base, let count, let autoreverses):
        let what = count.map { "repeatCount(\($0), autoreverses: \(autoreverses))" }
          ?? "repeatForever(autoreverses: \(autoreverses))"
        dropped.append("dropped: \(what); repeat it with the target's own repeat (the code is one pass)")
        core = base
      case .timingCurve(let curve, let duration):
        return Timing(curve: curve, duration: duration * scale, delay: delay, dropped: dropped)
      default:
        return nil
      }
    }
  }

  /// Whether `target` has timing-curve code here (css and swiftui are exported elsewhere;
  /// react-spring takes springs, or an easing function, not control points).
  public static func hasCode(for target: ExportTarget) -> Bool {
    [.compose, .android, .flutter, .uikit, .coreAnimation, .motion].contains(target)
  }

  /// The code for `timing` in `target`'s terms (`css` is ``CSSExporter``'s, `swiftui` the
  /// animation's own description; both are refused here).
  public static func code(for timing: Timing, target: ExportTarget) throws -> String {
    guard timing.duration.isFinite, timing.duration > 0 else {
      throw ExportError("a timing curve needs a positive duration, not \(timing.duration)")
    }
    guard timing.duration * 1000 < 9e15, timing.delay * 1000 < 9e15 else {
      throw ExportError("its duration or delay is too long to write in milliseconds")
    }
    let points: (x1: Double, y1: Double, x2: Double, y2: Double)
    if timing.curve == .linear {
      points = (0, 0, 1, 1)
    } else if let (p1, p2) = timing.curve.controlPoints {
      // x outside 0…1 would make x(t) non-monotonic; UnitCurve clamps it, as CSS does.
      points = (min(max(p1.x, 0), 1), p1.y, min(max(p2.x, 0), 1), p2.y)
    } else {
      throw ExportError(
        "UnitCurve.\(timing.curve) is not a cubic Bézier, and \(target.rawValue)'s timing curves are; 'anim export css' fits it with linear()")
    }
    guard [points.x1, points.y1, points.x2, points.y2].allSatisfy(\.isFinite) else {
      throw ExportError("the curve's control points are not finite")
    }
    // Kotlin's Float literals end in `f`; Core Animation takes Float too, written plainly in Swift.
    let kotlin = target == .compose || target == .android
    let float = kotlin || target == .coreAnimation
    let written = [points.x1, points.y1, points.x2, points.y2].map { number($0, kotlin: kotlin, dart: target == .flutter) }
    let asStored = written.map { storedValue($0, float: float) }
    let easing = CubicBezierEasing(x1: asStored[0], y1: asStored[1], x2: asStored[2], y2: asStored[3])
    var error = 0.0
    for i in 0..<samples {
      let x = Double(i) / Double(samples - 1)
      error = max(error, abs(easing.value(at: x) - timing.curve.value(at: x)))
    }
    let ms = Int((timing.duration * 1000).rounded())
    let delayMs = Int((timing.delay * 1000).rounded())
    let seconds = n(timing.duration, 6)
    let delaySeconds = n(timing.delay, 6)
    let (a, b, c, d) = (written[0], written[1], written[2], written[3])
    var lines: [String]
    var wholeMilliseconds = false
    switch target {
    case .compose:
      wholeMilliseconds = true
      let delay = delayMs > 0 ? ", delayMillis = \(delayMs)" : ""
      lines = ["tween(durationMillis = \(ms)\(delay), easing = CubicBezierEasing(\(a), \(b), \(c), \(d)))"]
    case .android:
      wholeMilliseconds = true
      lines = [
        "animator.setInterpolator(PathInterpolator(\(a), \(b), \(c), \(d)))",
        "animator.setDuration(\(ms))",
      ]
      if delayMs > 0 { lines.append("animator.setStartDelay(\(delayMs))") }
    case .flutter:
      let micro = Int((timing.duration * 1e6).rounded())
      lines = [
        "final controller = AnimationController(duration: const Duration(microseconds: \(micro)), vsync: this);",
        "final animation = CurvedAnimation(parent: controller, curve: const Cubic(\(a), \(b), \(c), \(d)));",
      ]
      if timing.delay > 0 {
        lines.append(
          "// the delay: Future.delayed(const Duration(microseconds: \(Int((timing.delay * 1e6).rounded()))), controller.forward);")
      }
    case .uikit:
      lines = [
        "let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: \(a), y: \(b)), controlPoint2: CGPoint(x: \(c), y: \(d)))",
        "let animator = UIViewPropertyAnimator(duration: \(seconds), timingParameters: timing)",
        timing.delay > 0 ? "animator.startAnimation(afterDelay: \(delaySeconds))" : "animator.startAnimation()",
      ]
      if !(0...1).contains(points.y1) || !(0...1).contains(points.y2) {
        lines.append(
          "// UIKit's documentation asks for control points within 0…1; this curve's y leaves that range (it overshoots)")
      }
    case .motion:
      let delay = timing.delay > 0 ? ", delay: \(delaySeconds)" : ""
      lines = ["{ duration: \(seconds)\(delay), ease: [\(a), \(b), \(c), \(d)] }"]
    case .coreAnimation:
      lines = [
        "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(a), \(b), \(c), \(d))",
        "animation.duration = \(seconds)",
      ]
      if timing.delay > 0 { lines.append("animation.beginTime = CACurrentMediaTime() + \(delaySeconds)") }
    default:
      throw ExportError("\(target.rawValue) has no timing-curve code here")
    }
    lines.append(
      "// max error \(CSSExport.number(error)) of the distance (the control points as written\(float ? ", as 32-bit Float" : ""), solved as a cubic Bézier at \(samples) points against Anim's own curve)"
    )
    if wholeMilliseconds, abs(Double(ms) / 1000 - timing.duration) > 1e-9 || abs(Double(delayMs) / 1000 - timing.delay) > 1e-9 {
      lines.append("// \(target.rawValue) takes whole milliseconds: \(seconds) s is written as \(ms) ms")
    }
    lines += timing.dropped.map { "// " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `x` as the target's literal: Kotlin Floats end in `f`; Dart doubles keep a `.0`.
  static func number(_ x: Double, kotlin: Bool, dart: Bool) -> String {
    var text = n(x, 6)
    if text == "-0" { text = "0" }
    if kotlin { return text + "f" }
    if dart, !text.contains("."), !text.contains("e") { return text + ".0" }
    return text
  }

  /// What the target stores for a written literal: the number, rounded to Float when it takes one.
  static func storedValue(_ text: String, float: Bool) -> Double {
    let digits = text.hasSuffix("f") ? String(text.dropLast()) : text
    let value = Double(digits) ?? 0
    return float ? Double(Float(value)) : value
  }

  static func n(_ x: Double, _ decimals: Int) -> String { CSSNumber.format(x, decimals: decimals) }
}
