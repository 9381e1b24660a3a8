import AnimationCore
import Foundation

/// What a runtime gives the exporter for an animation it cannot take apart: the animation's move
/// from 0 to 1, sampled (progress against seconds), and whether it ended within the samples.
public struct SampledMotion: Sendable {
  /// Seconds since the start, ascending.
  public var times: [Double]
  /// Progress at each time: 0 at the start, 1 at the target.
  public var progress: [Double]
  /// False when the animation was still running when sampling stopped (it never ends, or ends
  /// later than the sampler looks).
  public var ended: Bool

  /// Creates sampled motion.
  public init(times: [Double], progress: [Double], ended: Bool) {
    self.times = times
    self.progress = progress
    self.ended = ended
  }
}

/// Why an expression cannot be exported, said so that the user knows what to do.
public struct ExportError: Error, Equatable, CustomStringConvertible {
  /// The message.
  public let description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// An animation, curve or spring in CSS terms: one iteration's easing and duration, plus the
/// delay, iteration count and direction the modifiers map to, and how far the easing is from
/// Anim's own motion.
public struct CSSExport: Sendable {
  /// The easing of one iteration, as printed (parsed back).
  public var easing: CSSEasing
  /// The easing as CSS text.
  public var easingText: String
  /// One iteration, in seconds.
  public var duration: Double
  /// The delay before the first iteration, in seconds.
  public var delay: Double = 0
  /// How many iterations; nil for infinitely many.
  public var iterations: Int? = 1
  /// Whether every other iteration runs backwards (`alternate`).
  public var alternates = false
  /// The largest difference between the easing, evaluated by the spec's rules, and Anim's own
  /// progress, as a fraction of the distance.
  public var maxError: Double
  /// How many samples of Anim's motion `maxError` was measured at.
  public var samplesChecked: Int
  /// How many `linear()` stops, or nil for a keyword or `cubic-bezier()`.
  public var stopCount: Int?
  /// What CSS cannot express and was dropped or approximated, and where models differ.
  public var notes: [String] = []

  /// Whether the export needs CSS animations (iterations, alternation) rather than a transition.
  public var needsAnimation: Bool { iterations != 1 || alternates }
}

/// Turns animations, curves and springs into ``CSSExport``s.
public struct CSSExporter {
  /// The largest error allowed in a `linear()` easing, as a fraction of the distance.
  public var tolerance: Double
  /// Samples the move 0 → 1 of an animation the exporter cannot take apart, at the given frames
  /// per second; `duration` asks for that many seconds instead of the animation's life.
  public var sample: (_ animation: Animation, _ duration: Double?, _ framesPerSecond: Double) throws
    -> SampledMotion

  /// Frames per second for sampling: 1 ms steps, react-spring's own integration step, so that a
  /// fitted `linear()` follows the motion between 60 fps frames too.
  public static let framesPerSecond = 1000.0
  /// Persistent springs (`.spring`, `.smooth`, …) step at 300 Hz and hold their value between
  /// steps: they are sampled at their own steps, not as a staircase.
  public static let fluidSpringFramesPerSecond = 300.0

  /// Samples per curve, over its progress 0…1.
  static let curveSamples = 2000

  /// Creates an exporter.
  public init(
    tolerance: Double = 0.001,
    sample: @escaping (_ animation: Animation, _ duration: Double?, _ framesPerSecond: Double) throws
      -> SampledMotion
  ) {
    self.tolerance = tolerance
    self.sample = sample
  }

  // MARK: - Subjects

  /// A curve as an easing over `duration` seconds (SwiftUI's default timing-curve duration,
  /// 0.35 s, when nil).
  public func export(_ curve: UnitCurve, duration: Double?) throws -> CSSExport {
    var result = try easing(of: curve, duration: duration ?? 0.35)
    if duration == nil {
      result.notes.append(
        "a UnitCurve has no duration: 350ms is SwiftUI's default for timing curves (--duration to choose)")
    }
    return try checked(result)
  }

  /// A spring's step response from rest, up to its settling duration (SwiftUI's ε = 0.001), or
  /// over `duration` seconds.
  public func export(_ spring: Spring, duration: Double?) throws -> CSSExport {
    let settle = spring.settlingDuration
    let end = duration ?? settle
    guard end.isFinite, end > 0 else {
      throw ExportError(
        "this spring never settles (no damping), so it has no end to export; pass --duration SECONDS to export its first seconds"
      )
    }
    let steps = min(max(Int((end * 1000).rounded()), 100), 20_000)
    let times = (0...steps).map { end * Double($0) / Double(steps) }
    let progress = times.map { spring.value(target: 1.0, time: $0) }
    var result = try fitted(
      SampledMotion(times: times, progress: progress, ended: true),
      exact: { spring.value(target: 1.0, time: $0) })
    if duration == nil {
      result.notes.append(
        "ends at the settling duration \(Self.ms(end)) (within 0.001 of the target), then jumps to it")
    }
    result.notes.append(Self.springRetargetNote(merges: true))
    return try checked(result)
  }

  /// An animation: timing curves as `cubic-bezier()` or keywords, delay, speed and repeats as
  /// CSS timing where CSS can express them, anything else sampled and fitted with `linear()`.
  /// With `duration`, the whole animation is sampled for that many seconds as one easing.
  public func export(_ animation: Animation, duration: Double?) throws -> CSSExport {
    if let duration {
      let motion = try sample(animation, duration, Self.framesPerSecond)
      var result = try fitted(motion)
      result.notes.append(
        "sampled for \(Self.ms(duration)) as one easing (--duration); its modifiers are baked in")
      return try checked(result)
    }
    // Peel the modifiers CSS has timing properties for, outermost first.
    var core = animation
    var timeScale = 1.0
    var delay = 0.0
    var repeating: (count: Int?, autoreverses: Bool)?
    peeling: while true {
      switch core.anatomy {
      case .speed(let base, let speed) where speed > 0 && speed.isFinite:
        timeScale /= speed
        core = base
      case .delay(let base, let d) where repeating == nil && d.isFinite:
        delay += max(d, 0) * timeScale
        core = base
      case .repeating(let base, let count, let autoreverses) where repeating == nil:
        repeating = (count, autoreverses)
        core = base
      default:
        break peeling
      }
    }
    var result: CSSExport
    switch core.anatomy {
    case .timingCurve(let curve, let d):
      result = try easing(of: curve, duration: d * timeScale)
    case .spring(_, _, let merges):
      result = try sampled(
        core, timeScale: timeScale, repeats: repeating != nil,
        framesPerSecond: Self.samplingRate(of: core))
      result.notes.append(Self.springRetargetNote(merges: merges))
    default:
      result = try sampled(
        core, timeScale: timeScale, repeats: repeating != nil,
        framesPerSecond: Self.samplingRate(of: core))
    }
    result.delay = delay
    if let repeating {
      // SwiftUI plays the first pass whatever the count (repeatCount(0) runs once).
      result.iterations = repeating.count.map { max($0, 1) }
      result.alternates = repeating.autoreverses
      if repeating.autoreverses, let count = repeating.count, count >= 2, count % 2 == 0 {
        result.notes.append(
          "an even repeatCount with autoreverses ends at the start value; SwiftUI then shows the model value, as CSS does once the animation is removed")
      }
    }
    if case .delay = core.anatomy {
      result.notes.append("a delay inside the repeat is baked into each iteration's easing")
    }
    return try checked(result)
  }

  /// `result` with a note when the fit could not reach the tolerance, or an error when its times
  /// cannot be written in CSS.
  func checked(_ result: CSSExport) throws -> CSSExport {
    // Beyond 2⁵³ ms (285,000 years) milliseconds are no longer whole numbers in a Double.
    let limit = 9.0e15
    guard (result.duration * 1000).isFinite, result.duration * 1000 <= limit,
      (result.delay * 1000).isFinite, result.delay * 1000 <= limit
    else {
      throw ExportError(
        "its duration or delay is too long to write in CSS (more than 9e15 ms); pass --duration SECONDS to export part of it")
    }
    var result = result
    if result.maxError > tolerance {
      result.notes.insert(
        "the tolerance \(CSSExport.number(tolerance)) was not reached: the samples are too far apart for this motion (it settles within \(CSSExporter.ms(result.duration)))",
        at: 0)
    }
    return result
  }

  // MARK: - Pieces

  /// A curve as a keyword, `cubic-bezier()` (beziers, whose x CSS clamps to [0, 1] as UnitCurve
  /// does) or a fitted `linear()` (the circular curves).
  func easing(of curve: UnitCurve, duration: Double) throws -> CSSExport {
    guard duration.isFinite, duration > 0 else {
      throw ExportError("a timing curve needs a positive duration, not \(duration)")
    }
    let xs = (0...Self.curveSamples).map { Double($0) / Double(Self.curveSamples) }
    let truth = xs.map { (x: $0, y: curve.value(at: $0)) }
    guard truth.allSatisfy({ $0.y.isFinite }) else {
      throw ExportError("the curve's progress is not finite (its control points overflow)")
    }
    var bezier: CSSEasing?
    if curve == .linear {
      bezier = .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    } else if let (p1, p2) = curve.controlPoints {
      bezier = .cubicBezier(
        x1: min(max(p1.x, 0), 1), y1: p1.y, x2: min(max(p2.x, 0), 1), y2: p2.y)
    }
    if let bezier {
      let text = bezier.css()
      let parsed = CSSEasing.parse(text) ?? bezier
      let error = truth.reduce(0.0) { max($0, abs(parsed.value(at: $1.x) - $1.y)) }
      return CSSExport(
        easing: parsed, easingText: text, duration: duration, maxError: error,
        samplesChecked: truth.count, stopCount: nil)
    }
    guard let fit = LinearEasingFit(samples: truth, tolerance: tolerance, exact: curve.value(at:))
    else {
      throw ExportError("cannot fit this curve")
    }
    return CSSExport(
      easing: fit.easing, easingText: fit.text, duration: duration, maxError: fit.maxError,
      samplesChecked: fit.pointsChecked, stopCount: fit.stopCount)
  }

  /// The frames per second to sample `animation` at: a persistent spring's own step rate (300 Hz,
  /// times the speeds around it, through delays and repeats), so that its held values are not
  /// sampled as a staircase; else ``framesPerSecond``.
  public static func samplingRate(of animation: Animation) -> Double {
    switch animation.anatomy {
    case .spring(_, _, true): return fluidSpringFramesPerSecond
    case .delay(let base, _), .repeating(let base, _, _): return samplingRate(of: base)
    case .speed(let base, let speed) where speed > 0 && speed.isFinite:
      let rate = samplingRate(of: base)
      return rate == framesPerSecond ? rate : min(rate * speed, framesPerSecond * 10)
    default: return framesPerSecond
    }
  }

  /// `animation` sampled to its end and fitted.
  private func sampled(
    _ animation: Animation, timeScale: Double, repeats: Bool,
    framesPerSecond: Double = CSSExporter.framesPerSecond
  ) throws -> CSSExport {
    let motion = try sample(animation, nil, framesPerSecond)
    guard motion.ended else {
      let what = repeats ? "the repeated animation" : "this animation"
      throw ExportError(
        "\(what) does not end within 10 seconds (a repeatForever or a custom animation that never returns nil), so it has no easing to export; pass --duration SECONDS to export that many seconds of it"
      )
    }
    var scaled = motion
    scaled.times = motion.times.map { $0 * timeScale }
    return try fitted(scaled)
  }

  /// Sampled motion as a `linear()` easing over its span.
  func fitted(_ motion: SampledMotion, exact: ((Double) -> Double)? = nil) throws -> CSSExport {
    guard let start = motion.times.first, let end = motion.times.last, end > start,
      motion.times.count == motion.progress.count
    else {
      throw ExportError(
        "the animation ends at once, so it has no easing to export; pass --duration SECONDS to sample it for longer")
    }
    let span = end - start
    let samples = zip(motion.times, motion.progress).map { (x: ($0 - start) / span, y: $1) }
    guard samples.allSatisfy({ $0.y.isFinite }) else {
      throw ExportError("the animation's progress is not finite, so it cannot be exported")
    }
    let exactProgress = exact.map { f in { (x: Double) in f(start + x * span) } }
    guard let fit = LinearEasingFit(samples: samples, tolerance: tolerance, exact: exactProgress)
    else {
      throw ExportError("cannot fit the animation's samples")
    }
    var result = CSSExport(
      easing: fit.easing, easingText: fit.text, duration: span, maxError: fit.maxError,
      samplesChecked: fit.pointsChecked, stopCount: fit.stopCount)
    if let last = samples.last, abs(last.y - 1) > tolerance {
      result.notes.append(
        "it ends at progress \(CSSNumber.format(last.y, decimals: 4)), not 1: a transition jumps to its end value when it finishes")
    }
    return result
  }

  /// What happens when a spring is retargeted, which CSS transitions cannot do.
  static func springRetargetNote(merges: Bool) -> String {
    merges
      ? "dropped: retargeted mid-flight, SwiftUI's spring merges and keeps its velocity; a CSS transition starts over from the current value at rest"
      : "dropped: retargeted mid-flight, SwiftUI adds the new spring to the running one; a CSS transition starts over from the current value at rest"
  }

  /// `seconds` in milliseconds, to 0.01 ms.
  static func ms(_ seconds: Double) -> String {
    CSSNumber.format(seconds * 1000, decimals: 2) + "ms"
  }
}
