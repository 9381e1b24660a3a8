extension Animator {
  /// Creates a value that loops keyframes (or, with `repeating` false, rests at their start):
  /// the analogue of SwiftUI's `.keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  ///
  /// - Parameters:
  ///   - initialValue: The value the keyframes start from; the closure receives it.
  ///   - repeating: Whether the keyframes loop.
  ///   - keyframes: Builds the tracks from the value they start from.
  public func keyframeProperty<Value: Animatable, K: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> KeyframeAnimatedProperty<Value> where K.Root == Value {
    KeyframeAnimatedProperty(
      initialValue: initialValue, repeating: repeating, trigger: nil, animator: self,
      keyframes: keyframes)
  }

  /// Creates a value that plays keyframes once each time a trigger changes (tell it with
  /// ``KeyframeAnimatedProperty/update(trigger:)``): the analogue of SwiftUI's
  /// `.keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the first run.
  ///   - trigger: The trigger's current value; only a later, different value plays.
  ///   - keyframes: Builds the tracks from the current value.
  public func keyframeProperty<Value: Animatable, K: Keyframes, Trigger: Equatable>(
    initialValue: Value, trigger: Trigger,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> KeyframeAnimatedProperty<Value> where K.Root == Value {
    KeyframeAnimatedProperty(
      initialValue: initialValue, repeating: false, trigger: trigger, animator: self,
      keyframes: keyframes)
  }
}
