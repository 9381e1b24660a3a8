/// A geometric angle whose value you access in either radians or degrees, as in SwiftUI.
///
/// Its animatable data is the angle in radians times the unit scale, 128 (reference §1.1), so a
/// spring turning it settles as SwiftUI's does. Arithmetic is SwiftUI's `_VectorMath`: `+`, `-`,
/// unary `-`, and `*` and `/` by a number.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  @inlinable
  public var degrees: Double {
    get { radians * (180.0 / .pi) }
    set { radians = newValue * (.pi / 180.0) }
  }

  /// The zero angle.
  @inlinable
  public init() { radians = 0 }

  /// An angle of `radians` radians.
  @inlinable
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees` degrees.
  @inlinable
  public init(degrees: Double) { radians = degrees * (.pi / 180.0) }

  /// An angle of `radians` radians.
  @inlinable
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  @inlinable
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The zero angle.
  @inlinable
  public static var zero: Angle { Angle() }

  /// Compares the angles' radians.
  @inlinable
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
  /// The radians times 128.
  public var animatableData: Double {
    get { radians * Double.unitScale }
    set { radians = newValue * Double.inverseUnitScale }
  }
}

extension Angle {
  /// The sum of two angles.
  @inlinable
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference of two angles.
  @inlinable
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// The opposite angle.
  @inlinable
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle scaled by a number.
  @inlinable
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle divided by a number.
  @inlinable
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
