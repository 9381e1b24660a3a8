// UnitPoint's animatable data as SwiftUI's (reference §1.1): x and y times the unit scale, 128,
// so that a spring moving a unit point settles after the same time as one moving a point 128
// times as far.

extension UnitPoint: Animatable {
  /// `(x × 128, y × 128)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get {
      AnimatablePair(CGFloat(x * Double.unitScale), CGFloat(y * Double.unitScale))
    }
    set {
      x = Double(newValue.first) / Double.unitScale
      y = Double(newValue.second) / Double.unitScale
    }
  }
}
