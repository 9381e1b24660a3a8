extension Animator {
  /// Creates a value that cycles through phases forever: the analogue of SwiftUI's
  /// `.phaseAnimator(_:content:animation:)`.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order; must not be empty.
  ///   - content: The value for a phase.
  ///   - animation: The animation for entering a phase (`nil` jumps); `.default` when omitted.
  /// - Throws: ``PhaseAnimationError`` for an empty list or an animation that never completes.
  public func phaseProperty<Phase: Equatable, Value: Animatable>(
    _ phases: some Sequence<Phase>, content: @escaping (Phase) -> Value,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) throws(PhaseAnimationError) -> PhaseAnimatedProperty<Phase, Value> {
    try PhaseAnimatedProperty(
      phases: Array(phases), loops: true, trigger: nil, animator: self, content: content,
      animation: animation)
  }

  /// Creates a value that runs through its phases once each time a trigger changes (tell it with
  /// ``PhaseAnimatedProperty/update(trigger:)``): the analogue of SwiftUI's
  /// `.phaseAnimator(_:trigger:content:animation:)`.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order; must not be empty.
  ///   - trigger: The trigger's current value; only a later, different value runs a cycle.
  ///   - content: The value for a phase.
  ///   - animation: The animation for entering a phase (`nil` jumps); `.default` when omitted.
  /// - Throws: ``PhaseAnimationError`` for an empty list or an animation that never completes.
  public func phaseProperty<Phase: Equatable, Value: Animatable, Trigger: Equatable>(
    _ phases: some Sequence<Phase>, trigger: Trigger, content: @escaping (Phase) -> Value,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) throws(PhaseAnimationError) -> PhaseAnimatedProperty<Phase, Value> {
    try PhaseAnimatedProperty(
      phases: Array(phases), loops: false, trigger: trigger, animator: self, content: content,
      animation: animation)
  }
}
