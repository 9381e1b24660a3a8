/// Contextual values that a custom animation can use to manage state and access a view's environment.
///
/// Unlike SwiftUI's, this context has a public initializer, so a custom animation can be unit-tested
/// on its own.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The current state of a custom animation.
  public var state: AnimationState<Value>

  /// Set this to `true` once the animation has logically completed (its value is where the user
  /// expects it), even though it may keep running (a spring still settling). Setting it back to
  /// `false` later is ignored by the animator.
  public var isLogicallyComplete: Bool

  /// The environment of the property being animated: values the animation can read, such as
  /// whether animations are paused. The animator refreshes it as the environment changes.
  public var environment: EnvironmentValues

  /// Creates a context, for running a custom animation by hand (tests, previews).
  ///
  /// - Parameters:
  ///   - state: The animation's initial state; empty by default.
  ///   - environment: The environment the animation sees.
  ///   - isLogicallyComplete: Whether the animation starts logically complete.
  public init(
    state: AnimationState<Value> = .init(),
    environment: EnvironmentValues = .init(),
    isLogicallyComplete: Bool = false
  ) {
    self.state = state
    self.environment = environment
    self.isLogicallyComplete = isLogicallyComplete
  }

  /// Creates a new context from another one with a state that you provide.
  ///
  /// Combinators use this to give a sub-animation its own state. The environment and
  /// `isLogicallyComplete` are carried over.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(
      state: state, environment: environment, isLogicallyComplete: isLogicallyComplete)
  }
}
