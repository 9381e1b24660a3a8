/// The context of the current state-processing update: which animation (if any) a change of a
/// property's model value starts, and what to call when that animation completes.
///
/// Use a transaction to pass an animation between property changes, as in SwiftUI:
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.addAnimationCompletion { print("done") }
/// withTransaction(transaction) { offset.value = 100 }
/// ```
///
/// Like SwiftUI's, a transaction remembers which of its keys were *set*: a key set to its default
/// value (`animation = nil`) still overrides the enclosing transaction's value when the two are
/// merged by a nested ``withTransaction(_:_:)``; a key left alone does not.
public struct Transaction {
  @usableFromInline
  struct Keys: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }
    static let animation = Keys(rawValue: 1 << 0)
    static let disablesAnimations = Keys(rawValue: 1 << 1)
    static let isContinuous = Keys(rawValue: 1 << 2)
    static let tracksVelocity = Keys(rawValue: 1 << 3)
  }

  private var setKeys: Keys = []
  private var storedAnimation: Animation?
  private var storedDisablesAnimations = false
  private var storedIsContinuous = false
  private var storedTracksVelocity = false
  /// Values of custom ``TransactionKey``s; empty (no allocation) unless one is set.
  private var custom: [ObjectIdentifier: Any] = [:]
  /// Values set by name (``subscript(named:)``), for keys declared at run time.
  private var named: [String: Any] = [:]
  /// The completion listeners, in registration order.
  private(set) var completionListeners: [AnimationCompletionListener] = []
  /// When an animation this transaction starts began, if earlier than the clock's time: a
  /// phase animator's next phase starts at the instant the previous one completed, which the
  /// frame that found the completion is after (PhaseAnimatedProperty). Not merged into nested
  /// transactions.
  package var beginTime: TimeInterval?

  /// Creates a transaction with no animation.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  ///
  /// - Parameter animation: The animation to perform when the current state changes; `nil` means
  ///   "don't animate", and it overrides an enclosing transaction's animation.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The animation, if any, associated with the current state change.
  public var animation: Animation? {
    get { storedAnimation }
    set {
      storedAnimation = newValue
      setKeys.insert(.animation)
    }
  }

  /// A Boolean value that indicates whether views should disable animations.
  ///
  /// As in SwiftUI, it stops a property's *implicit* animation (``AnimatedProperty/animation(_:)``)
  /// and transaction modifiers from supplying an animation; an animation set in the transaction
  /// itself (by ``withAnimation(_:_:)``, for example) still runs unless it is also set to `nil`.
  public var disablesAnimations: Bool {
    get { storedDisablesAnimations }
    set {
      storedDisablesAnimations = newValue
      setKeys.insert(.disablesAnimations)
    }
  }

  /// A Boolean value that indicates whether the transaction originated from an action that
  /// produces a sequence of values, such as dragging a slider.
  ///
  /// The animator itself ignores it (as SwiftUI's animation engine does); a property's
  /// ``AnimatedProperty/transactionModifier`` can read it, for example to drop the animation while
  /// the value is being dragged.
  public var isContinuous: Bool {
    get { storedIsContinuous }
    set {
      storedIsContinuous = newValue
      setKeys.insert(.isContinuous)
    }
  }

  /// Whether to track the velocity of the property's changes when the transaction has no
  /// animation.
  ///
  /// A change in a transaction with `tracksVelocity` and no animation sets the presentation to the
  /// model value at once, but records how fast the value has been moving, so that a later
  /// `.spring` that merges with it starts with that velocity (as SwiftUI does after a drag).
  public var tracksVelocity: Bool {
    get { storedTracksVelocity }
    set {
      storedTracksVelocity = newValue
      setKeys.insert(.tracksVelocity)
    }
  }

  /// Accesses the transaction value associated with a custom key.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// Accesses a value by name, for keys that are not Swift types (an Anim script's
  /// `struct AvatarTappedKey: TransactionKey`); `nil` when it was never set.
  public subscript(named name: String) -> Any? {
    get { named[name] }
    set { named[name] = newValue }
  }

  /// Adds a completion to run when the animations created with this transaction are all complete.
  ///
  /// The completion callback is always called exactly once. If no animation is created by the
  /// changes in the transaction, it is called right after the transaction's body. Otherwise, with
  /// `.logicallyComplete`, it is called once every animation the transaction started has logically
  /// completed (each judged on its own, ignoring animations that merged into it later); with
  /// `.removed`, once every property it animated has no running animation left.
  ///
  /// Callbacks that become due while the clock ticks run after the whole frame has been computed,
  /// in the order they became due.
  ///
  /// - Parameters:
  ///   - criteria: When the animation counts as complete.
  ///   - completion: The closure to call.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completionListeners.append(
      AnimationCompletionListener(criteria: criteria, completion: completion))
  }

  // MARK: - Derived values

  /// Whether the transaction animates: it has an animation and doesn't disable animations.
  public var isAnimated: Bool { animation != nil && !disablesAnimations }

  /// Sets the animation to `nil` and `disablesAnimations` to `true`.
  public mutating func disableAnimations() {
    animation = nil
    disablesAnimations = true
  }

  /// The animation a property change in this transaction starts: the animation, or the
  /// velocity-tracking animation when there is none and `tracksVelocity` is set.
  var effectiveAnimation: Animation? {
    if let storedAnimation { return storedAnimation }
    return storedTracksVelocity ? VelocityTrackingAnimation.animation : nil
  }

  /// Whether any value or completion has been set: an empty transaction merges as a no-op.
  var isEmpty: Bool { setKeys.isEmpty && custom.isEmpty && named.isEmpty && completionListeners.isEmpty }

  /// This transaction laid over `base`: keys set here win, other keys come from `base`, and the
  /// completions of both are kept (the base's first).
  func merged(over base: Transaction) -> Transaction {
    if base.isEmpty { return self }
    var result = base
    if setKeys.contains(.animation) { result.animation = storedAnimation }
    if setKeys.contains(.disablesAnimations) {
      result.disablesAnimations = storedDisablesAnimations
    }
    if setKeys.contains(.isContinuous) { result.isContinuous = storedIsContinuous }
    if setKeys.contains(.tracksVelocity) { result.tracksVelocity = storedTracksVelocity }
    for (key, value) in custom { result.custom[key] = value }
    for (key, value) in named { result.named[key] = value }
    for listener in completionListeners
    where !result.completionListeners.contains(where: { $0 === listener }) {
      result.completionListeners.append(listener)
    }
    return result
  }
}

extension Transaction: CustomStringConvertible {
  /// A short listing of the keys that are set.
  public var description: String {
    var parts: [String] = []
    if setKeys.contains(.animation) {
      parts.append("animation: \(storedAnimation.map { String(describing: $0) } ?? "nil")")
    }
    if setKeys.contains(.disablesAnimations) {
      parts.append("disablesAnimations: \(storedDisablesAnimations)")
    }
    if setKeys.contains(.isContinuous) { parts.append("isContinuous: \(storedIsContinuous)") }
    if setKeys.contains(.tracksVelocity) { parts.append("tracksVelocity: \(storedTracksVelocity)") }
    if !completionListeners.isEmpty { parts.append("completions: \(completionListeners.count)") }
    return "Transaction(" + parts.joined(separator: ", ") + ")"
  }
}
