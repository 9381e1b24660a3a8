/// One completion callback registered on a transaction, shared by every animation the transaction
/// starts (SwiftUI's "all finished" listener).
///
/// Each animation it is attached to counts up; each removal (or logical completion, for
/// `.logicallyComplete`) counts down. The callback fires exactly once: when the count is back at
/// zero and the transaction that registered it has ended (so a transaction that starts no
/// animation fires right after its body).
final class AnimationCompletionListener {
  let criteria: AnimationCompletionCriteria
  private let completion: () -> Void
  private var count = 0
  private var isFinalized = false
  private(set) var hasFired = false

  init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
    self.criteria = criteria
    self.completion = completion
  }

  /// An animation was started, merged or combined with this listener's transaction.
  func attach() { count += 1 }

  /// One attached animation finished (for this listener's criteria).
  ///
  /// - Parameter animator: Where to enqueue the callback, so it runs after the current frame;
  ///   `nil` runs it at once.
  func detach(from animator: Animator?) {
    count -= 1
    fireIfDone(animator)
  }

  /// The transaction that registered the callback has ended.
  func finalize() {
    isFinalized = true
    fireIfDone(nil)
  }

  private func fireIfDone(_ animator: Animator?) {
    guard isFinalized, count <= 0, !hasFired else { return }
    hasFired = true
    if let animator {
      animator.enqueueCompletion(completion)
    } else {
      completion()
    }
  }
}
