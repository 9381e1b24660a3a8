/// A type with values that support addition and scalar multiplication.
///
/// This is the vector space every animation works in: an animation is given the distance
/// between its start and target as a `VectorArithmetic` value and returns how much of it
/// to present at a given time.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  mutating func scale(by rhs: Double)

  /// Returns the dot-product of this vector arithmetic instance with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns a value with each component of this value multiplied by the given value.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Interpolates this value with `other` by the specified `amount`: `self + (other - self) × amount`.
  @inlinable
  public mutating func interpolate(towards other: Self, amount: Double) {
    var delta = other
    delta -= self
    delta.scale(by: amount)
    self += delta
  }

  /// Returns this value interpolated with `other` by the specified `amount`.
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= rhs }

  /// The square of this value.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`, converted to `Float`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }

  /// The square of this value, as a `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self * self) }
}
