/// The criteria that determines when an animation is considered finished.
///
/// Pass it to ``Transaction/addAnimationCompletion(criteria:_:)`` or
/// ``withAnimation(_:completionCriteria:_:completion:)``.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Kind: Hashable, Sendable {
    case logicallyComplete
    case removed
  }

  @usableFromInline
  let kind: Kind

  @usableFromInline
  init(_ kind: Kind) { self.kind = kind }

  /// The animation has logically completed, but may still be in its long tail (a spring still
  /// settling).
  ///
  /// The callback fires once, when the animation it was registered with would have logically
  /// completed, even if later animations merged with or combined into it.
  public static let logicallyComplete = AnimationCompletionCriteria(.logicallyComplete)

  /// The entire animation is finished and will now be removed: the property's last running
  /// animation returned `nil`.
  public static let removed = AnimationCompletionCriteria(.removed)

  /// `logicallyComplete` or `removed`.
  public var description: String {
    switch kind {
    case .logicallyComplete: "logicallyComplete"
    case .removed: "removed"
    }
  }
}
