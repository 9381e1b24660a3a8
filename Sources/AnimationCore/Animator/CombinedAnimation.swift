/// The animation a property runs when a new animation arrives that doesn't merge with the running
/// one (SwiftUI's `DefaultCombiningAnimation`, CORE.md decision 6).
///
/// Each entry animates the gap between the earlier entries' current result and its own
/// *cumulative* target (the delta from the property's origin to the model value the entry was
/// started for), so a newer animation takes over from the older ones' current trajectory. The
/// combination ends when its last entry ends, and is logically complete when the last entry is.
/// It has no velocity and never merges.
///
/// The entries' animations and start offsets live here (they are `Hashable`); their cumulative
/// values and states live in the context's state under ``CombinedAnimationStateKey``.
struct CombinedAnimation: CustomAnimation {
  /// One combined animation and when it started, on the property's clock.
  struct Entry: Hashable, Sendable {
    /// The animation.
    var animation: Animation
    /// The property's elapsed time when the animation was added; the entry runs at
    /// `time - elapsed`.
    var elapsed: TimeInterval
  }

  /// The animations, oldest first.
  var entries: [Entry]

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    // Take the states out so that the array is uniquely referenced while it is updated.
    var states = context.state[CombinedAnimationStateKey<V>.self]
    context.state[CombinedAnimationStateKey<V>.self] = []
    guard states.count == entries.count, !entries.isEmpty else { return nil }

    var result = V.zero
    var lastFinished = false
    for i in entries.indices {
      if states[i].isFinished {
        result = states[i].value
        lastFinished = true
        continue
      }
      var remaining = states[i].value
      remaining -= result
      var entryState = AnimationState<V>()
      swap(&entryState, &states[i].state)
      var entryContext = AnimationContext<V>(
        state: entryState, environment: context.environment,
        isLogicallyComplete: states[i].isLogicallyComplete)
      if let r = entries[i].animation.animate(
        value: remaining, time: time - entries[i].elapsed, context: &entryContext)
      {
        states[i].state = entryContext.state
        states[i].isLogicallyComplete =
          states[i].isLogicallyComplete || entryContext.isLogicallyComplete
        result += r
        lastFinished = false
      } else {
        states[i].isFinished = true
        states[i].isLogicallyComplete = true
        result = states[i].value
        lastFinished = true
      }
    }
    if let last = states.last, last.isLogicallyComplete { context.isLogicallyComplete = true }
    context.state[CombinedAnimationStateKey<V>.self] = states
    return lastFinished ? nil : result
  }

  /// The number of entries still running, read from the property's animation state.
  func runningCount<V: VectorArithmetic>(in state: AnimationState<V>) -> Int {
    state[CombinedAnimationStateKey<V>.self].reduce(0) { $0 + ($1.isFinished ? 0 : 1) }
  }
}

/// The per-entry state of a ``CombinedAnimation``.
struct CombinedEntryState<V: VectorArithmetic> {
  /// The cumulative delta from the property's origin to this entry's target.
  var value: V
  /// The entry animation's own state.
  var state: AnimationState<V> = AnimationState()
  /// Whether the entry's animation has reported logical completion.
  var isLogicallyComplete = false
  /// Whether the entry's animation has returned `nil`.
  var isFinished = false
}

/// The state key of a ``CombinedAnimation``'s entries.
enum CombinedAnimationStateKey<V: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: [CombinedEntryState<V>] { [] }
}

extension CombinedAnimation {
  /// Combines `new` into the running `current` animation.
  ///
  /// - Parameters:
  ///   - current: The running animation (possibly already a combination).
  ///   - state: The running animation's state; replaced by the combination's state.
  ///   - interval: The running animation's accumulated delta.
  ///   - elapsed: The running animation's elapsed time.
  ///   - new: The arriving animation.
  ///   - newInterval: The arriving change's delta.
  /// - Returns: The combination.
  static func combine<V: VectorArithmetic>(
    _ current: Animation, state: inout AnimationState<V>, interval: V, elapsed: TimeInterval,
    with new: Animation, newInterval: V
  ) -> Animation {
    var cumulative = interval
    cumulative += newInterval
    if var combined = current.base as? CombinedAnimation {
      var states = state[CombinedAnimationStateKey<V>.self]
      state[CombinedAnimationStateKey<V>.self] = []
      states.append(CombinedEntryState(value: cumulative))
      state[CombinedAnimationStateKey<V>.self] = states
      combined.entries.append(Entry(animation: new, elapsed: elapsed))
      return Animation(combined)
    }
    var combinedState = AnimationState<V>()
    combinedState[CombinedAnimationStateKey<V>.self] = [
      CombinedEntryState(value: interval, state: state),
      CombinedEntryState(value: cumulative),
    ]
    state = combinedState
    return Animation(
      CombinedAnimation(entries: [
        Entry(animation: current, elapsed: 0), Entry(animation: new, elapsed: elapsed),
      ]))
  }
}
