import Foundation

extension LogicalCompletionAnimation {
  /// The animation whose motion it runs.
  var baseAnimation: Animation { Animation(base) }
}

extension Animation {
  /// When the animation, started at time 0 on a change, logically completes, where its rules
  /// say so in closed form (swiftui-semantics.md §6.7, "built-in logical completion times"):
  /// a timing curve at its duration (it is removed then), a spring of response r at r
  /// (`interpolatingSpring` at one undamped period, 2π/√stiffness), a delay's and a speed's
  /// from their base's, `logicallyComplete(after: d)` at d or its base's, whichever is first.
  /// Nil for the others (a custom or repeating animation): they are known complete only at the
  /// frame that finds them so.
  ///
  /// A phase animator enters the next phase at this instant rather than at the frame after it
  /// (PhaseAnimatedProperty).
  var logicalCompletionTime: TimeInterval? {
    if let deadline = base as? any LogicalCompletionDeadline {
      let d = deadline.duration
      guard let inner = (base as? any LogicalCompletionBase)?.baseAnimation.logicalCompletionTime else { return nil }
      return min(d, inner)
    }
    if let spring = base as? SpringAnimation { return spring.logicalCompletionTime }
    if let spring = base as? FluidSpringAnimation { return spring.response }
    if base is DefaultAnimation { return DefaultAnimation.spring.response }
    switch anatomy {
    case .timingCurve(_, let duration): return duration
    case .delay(let inner, let delay): return inner.logicalCompletionTime.map { delay + $0 }
    case .speed(let inner, let speed):
      guard speed.isFinite, speed > 0 else { return nil }
      return inner.logicalCompletionTime.map { $0 / speed }
    case .repeating, .spring, .other: return nil
    }
  }
}

/// `logicallyComplete(after:)`'s animation, seen through the animation it runs.
protocol LogicalCompletionBase {
  var baseAnimation: Animation { get }
}

extension LogicalCompletionAnimation: LogicalCompletionBase {}
