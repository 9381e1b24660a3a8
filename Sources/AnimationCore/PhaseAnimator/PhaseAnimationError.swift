/// Why a phase animation cannot run: what creating a ``PhaseAnimatedProperty`` throws and
/// ``PhaseAnimatedProperty/error`` holds.
public enum PhaseAnimationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The phase list is empty (SwiftUI logs a runtime warning and shows a warning view).
  case emptyPhases
  /// The animation for entering a phase (counted from 0; the animation in its factory form,
  /// ``Animation/factoryDescription``) never completes, so the phases would never advance:
  /// `repeatForever` and the like.
  case neverCompletes(phase: Int, animation: String)

  /// "phase 2's animation (…) never completes, so the phases would never advance", counting from 1.
  public var description: String {
    switch self {
    case .emptyPhases:
      "a phase animation needs at least one phase"
    case .neverCompletes(let phase, let animation):
      "phase \(phase + 1)'s animation (\(animation)) never completes, so the phases would never "
        + "advance; give it logicallyComplete(after:) or a finite repeat count"
    }
  }
}
