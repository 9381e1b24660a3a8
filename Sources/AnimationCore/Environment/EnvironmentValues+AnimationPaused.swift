extension EnvironmentValues {
  /// The name under which ``animationPaused`` is stored: `environment[named: "animationPaused"]`.
  public static let animationPausedName = "animationPaused"

  /// Whether animations that honour pausing, such as ``PausableAnimation``, are paused.
  ///
  /// The flag is stored by name (``animationPausedName``), so Swift code setting
  /// `environment.animationPaused = true` and an Anim script setting
  /// `environment.animationPaused = true` (the interpreter's `environment[named:
  /// "animationPaused"] = true`) set the same value. Any value other than a `Bool` reads as
  /// `false`.
  public var animationPaused: Bool {
    get { isAnimationPaused }
    set { self[named: Self.animationPausedName] = newValue }
  }
}
