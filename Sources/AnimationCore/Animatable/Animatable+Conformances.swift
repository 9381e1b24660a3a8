import Foundation

// The conformances SwiftUI has for Foundation's geometry (so that Apple's examples, such as
// `KeyframeTimeline(initialValue: CGPoint.zero) { … }`, compile unchanged) and for the library's
// own vector types, which animate themselves.

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

  /// The square of this value, as a `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  /// The point as `(x, y)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size as `(width, height)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle as `((x, y), (width, height))`.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension AnimatablePair: Animatable {}
extension AnimatableVector: Animatable {}
