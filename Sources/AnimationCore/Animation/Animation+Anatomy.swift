import Foundation

/// What a built-in animation is made of, one layer at a time: what an exporter needs to translate
/// an animation into another system's terms (a CSS `cubic-bezier()` with a delay and an iteration
/// count) instead of sampling it.
///
/// Only the outermost layer is described; its base is an ``Animation`` whose own ``Animation/anatomy``
/// describes the next one. Custom animations and compositions that change the motion in other
/// ways (pausing, retargeting) are ``other``.
public enum AnimationAnatomy: Sendable {
  /// Progress follows `curve` over `duration` seconds: `.linear`, `.easeIn`, `.timingCurve(…)`
  /// and `.timingCurve(UnitCurve.circularEaseIn, duration:)`.
  case timingCurve(UnitCurve, duration: TimeInterval)
  /// A spring animation: `.spring(…)`, `.smooth`, `.snappy`, `.bouncy`, `.default` and
  /// `.interactiveSpring` (persistent springs, which merge and keep their velocity when
  /// retargeted: `merges` is true), or `.interpolatingSpring(…)` (which combine: `merges` is false).
  case spring(Spring, initialVelocity: Double, merges: Bool)
  /// `base.delay(delay)`: the base starts `delay` seconds late.
  case delay(Animation, delay: TimeInterval)
  /// `base.speed(speed)`: the base runs `speed` times as fast.
  case speed(Animation, speed: Double)
  /// `base.repeatCount(count, autoreverses:)` (`count` passes in all) or, with `count` nil,
  /// `base.repeatForever(autoreverses:)`.
  case repeating(Animation, count: Int?, autoreverses: Bool)
  /// Anything else: a custom animation, `pausable`, `target`.
  case other
}

/// A built-in animation that can describe its outermost layer (internal: the built-ins adopt it).
protocol AnatomyDescribable {
  var anatomy: AnimationAnatomy { get }
}

extension Animation {
  /// The outermost layer of this animation; see ``AnimationAnatomy``.
  public var anatomy: AnimationAnatomy {
    (base as? any AnatomyDescribable)?.anatomy ?? .other
  }
}

extension BezierAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy {
    let curve: UnitCurve =
      (p1x, p1y, p2x, p2y) == (0, 0, 1, 1)
      ? .linear
      : .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
    return .timingCurve(curve, duration: duration)
  }
}

extension UnitCurveAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy { .timingCurve(curve, duration: duration) }
}

extension SpringAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy {
    .spring(
      Spring(mass: mass, stiffness: stiffness, damping: damping),
      initialVelocity: initialVelocity, merges: false)
  }
}

extension FluidSpringAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy {
    .spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0, merges: true)
  }
}

extension DefaultAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy { Self.spring.anatomy }
}

extension DelayAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy { .delay(Animation(base), delay: delay) }
}

extension SpeedAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy { .speed(Animation(base), speed: speed) }
}

extension RepeatAnimation: AnatomyDescribable {
  var anatomy: AnimationAnatomy {
    .repeating(Animation(base), count: repeatCount, autoreverses: autoreverses)
  }
}

extension LogicalCompletionAnimation: AnatomyDescribable {
  // Logical completion changes when listeners fire, not the motion.
  var anatomy: AnimationAnatomy { Animation(base).anatomy }
}
