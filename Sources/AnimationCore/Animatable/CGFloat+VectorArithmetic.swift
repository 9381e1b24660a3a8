// CGFloat as SwiftUI has it: VectorArithmetic (scaling multiplies by `CGFloat(rhs)`, the
// magnitude is `Double(x·x)`) and Animatable with itself as its data (reference §1.2).
// Foundation (re-exported by AnimationCore.swift) declares CGFloat on every platform.

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

  /// The square of this value, as a `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: Animatable {}

extension VectorArithmetic {
  /// SwiftUI's unit scale, 128: the factor by which types whose natural range is small (``Angle``,
  /// ``UnitPoint``, ``Color/Resolved``) multiply their animatable data, so that a spring's
  /// absolute settling thresholds (0.06 in data units) mean the same for them as for points.
  public static var unitScale: Double { 128 }
  /// 1 / ``unitScale``.
  public static var inverseUnitScale: Double { 1.0 / 128 }
}
