import Foundation

/// `logicallyComplete(after:)`'s animation, seen through its deadline.
protocol LogicalCompletionDeadline {
  /// The time after which the animation is logically complete.
  var duration: TimeInterval { get }
}

extension LogicalCompletionAnimation: LogicalCompletionDeadline {}

extension Animation {
  /// Whether the animation is known never to complete logically, so that whatever waits for its
  /// completion (a phase animator advancing) would wait forever: `repeatForever` (unless
  /// `logicallyComplete(after:)` gives it a finite deadline), a non-finite duration or delay, a
  /// speed that is not finite and positive. A custom animation is not known to (it may stop
  /// whenever it likes).
  var neverCompletesLogically: Bool {
    if let deadline = base as? any LogicalCompletionDeadline, deadline.duration.isFinite {
      return false
    }
    switch anatomy {
    case .repeating(let base, let count, _):
      return count == nil || base.neverCompletesLogically
    case .delay(let base, let delay):
      return !delay.isFinite || base.neverCompletesLogically
    case .speed(let base, let speed):
      return !(speed.isFinite && speed > 0) || base.neverCompletesLogically
    case .timingCurve(_, let duration):
      return !duration.isFinite
    case .spring, .other:
      return false
    }
  }
}
