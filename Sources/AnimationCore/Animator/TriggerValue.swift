/// The last value of a trigger (SwiftUI's `trigger: some Equatable`), to tell a change from a
/// repetition: the keyframe and phase engines run when it changes.
struct TriggerValue {
  private var last: Any?

  /// Starts with `initial` (`nil`: none yet, so the first value counts as a change).
  init(_ initial: Any?) { last = initial }

  /// Records `value`; returns whether it differs from the previous one (a value of another type
  /// differs).
  mutating func change<Trigger: Equatable>(to value: Trigger) -> Bool {
    defer { last = value }
    guard let previous = last as? Trigger else { return true }
    return previous != value
  }
}
