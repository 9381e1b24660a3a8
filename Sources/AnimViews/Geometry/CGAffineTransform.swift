import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform, as CoreGraphics declares it (Foundation on Linux has none): a point
  /// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entries of the matrix `[a b 0; c d 0; tx ty 1]`.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians; in y-down coordinates a positive angle
    /// turns clockwise on screen, as SwiftUI's `rotationEffect`.
    public init(rotationAngle angle: CGFloat) {
      let (s, c) = (sin(angle), cos(angle))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t` (CoreGraphics' order: apply self, then t).
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t.a + b * t.c, b: a * t.b + b * t.d,
        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }
#endif
