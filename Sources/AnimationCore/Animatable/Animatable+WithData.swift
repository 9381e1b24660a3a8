extension Animatable {
  /// This value with its animatable data replaced: how the keyframe and phase engines turn the
  /// data they animate back into the caller's value.
  func with(animatableData data: AnimatableData) -> Self {
    var copy = self
    copy.animatableData = data
    return copy
  }
}
