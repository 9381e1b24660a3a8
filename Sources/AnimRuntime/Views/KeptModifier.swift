// The modifiers a view value keeps for its host rather than applying them when written
// (`ViewObject.Content.transparent`): which one is decided once, by the table's entry that made
// the value, so that the host's expansion (every update, every frame an Animatable view moves)
// switches on a case instead of comparing names.

/// A modifier kept in a view value for the host to act on.
enum KeptModifier: String, CaseIterable {
  /// Scopes (ViewAnimations.swift): `animation(_:value:)`, `transaction { }`, `environment(_:_:)`.
  case animation, transaction, environment
  /// How the view comes and goes (ViewExpansion+Transitions.swift).
  case transition
  /// Actions run after an update (ViewHost+Observation.swift).
  case onAppear, onDisappear, onChange, onReceive
  /// Kept and not drawn yet.
  case contentTransition
  /// Views drawn by a closure over time (Interpreter+ViewAnimators.swift).
  case keyframeAnimator, phaseAnimator
}
