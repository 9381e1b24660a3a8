/// A vector of any number of `Double` components that is animatable.
///
/// This is the value the Anim interpreter animates for vectors and colours. Unlike SwiftUI's
/// internal `AnimatableArray`, which drops the elements one side lacks, missing components count
/// as zero, so `zero` is a true additive identity: `.zero + v == v`. That matters because the
/// combiner of running animations starts from `.zero` and adds each animation's contribution.
@frozen
public struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
  /// The components.
  public var elements: [Double]

  /// Creates a vector with the given components.
  @inlinable
  public init(_ elements: [Double]) { self.elements = elements }

  /// Creates a vector with the given components.
  @inlinable
  public init(elements: [Double]) { self.elements = elements }

  /// The empty vector, which acts as zero for vectors of every length.
  @inlinable
  public static var zero: Self { Self([]) }

  /// The number of components.
  @inlinable
  public var count: Int { elements.count }

  /// Reads or writes one component; reading past the end gives 0.
  @inlinable
  public subscript(index: Int) -> Double {
    get { index >= 0 && index < elements.count ? elements[index] : 0 }
    set {
      guard index >= 0 else { return }
      if index >= elements.count {
        elements.append(contentsOf: repeatElement(0, count: index - elements.count + 1))
      }
      elements[index] = newValue
    }
  }

  @inlinable
  static func combine(_ lhs: inout Self, _ rhs: Self, sign: Double) {
    let common = Swift.min(lhs.elements.count, rhs.elements.count)
    lhs.elements.withUnsafeMutableBufferPointer { l in
      rhs.elements.withUnsafeBufferPointer { r in
        for i in 0..<common { l[i] += sign * r[i] }
      }
    }
    if rhs.elements.count > common {
      for i in common..<rhs.elements.count { lhs.elements.append(sign * rhs.elements[i]) }
    }
  }

  /// Adds component-wise; a missing component counts as zero.
  @inlinable
  public static func += (lhs: inout Self, rhs: Self) { combine(&lhs, rhs, sign: 1) }

  /// Subtracts component-wise; a missing component counts as zero.
  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) { combine(&lhs, rhs, sign: -1) }

  /// Adds component-wise.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result += rhs
    return result
  }

  /// Subtracts component-wise.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result -= rhs
    return result
  }

  /// Multiplies every component.
  @inlinable
  public mutating func scale(by rhs: Double) {
    elements.withUnsafeMutableBufferPointer { buffer in
      for i in buffer.indices { buffer[i] *= rhs }
    }
  }

  /// The sum of the squared components.
  @inlinable
  public var magnitudeSquared: Double {
    elements.reduce(0) { $0 + $1 * $1 }
  }

  /// Vectors are equal when they agree on every component, missing ones counting as zero.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let n = Swift.max(lhs.count, rhs.count)
    for i in 0..<n where lhs[i] != rhs[i] { return false }
    return true
  }

  /// Hashes the components without trailing zeros, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    var end = elements.count
    while end > 0 && elements[end - 1] == 0 { end -= 1 }
    for i in 0..<end { hasher.combine(elements[i]) }
  }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
  /// Creates a vector from an array literal: `[1, 2, 3]`.
  @inlinable
  public init(arrayLiteral elements: Double...) { self.elements = elements }
}

extension AnimatableVector: CustomStringConvertible {
  /// `[1.0, 2.0]`.
  public var description: String { elements.description }
}
