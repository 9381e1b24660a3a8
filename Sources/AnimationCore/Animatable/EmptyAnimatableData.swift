/// An empty type for animatable data: every operation is a no-op and all values are equal.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Creates the (only) empty value.
  @inlinable public init() {}

  /// The zero value.
  @inlinable public static var zero: Self { Self() }

  /// Returns the empty value.
  @inlinable public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  /// Returns the empty value.
  @inlinable public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  /// Does nothing.
  @inlinable public static func += (lhs: inout Self, rhs: Self) {}
  /// Does nothing.
  @inlinable public static func -= (lhs: inout Self, rhs: Self) {}
  /// Does nothing.
  @inlinable public mutating func scale(by rhs: Double) {}
  /// Always 0.
  @inlinable public var magnitudeSquared: Double { 0 }
  /// Any two empty values are equal.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
