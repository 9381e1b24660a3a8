// Foundation's geometry types as SwiftUI makes them animatable (reference §1.3): a point is the
// pair (x, y), a size (width, height), a rectangle ((x, y), (width, height)). No unit scale:
// points are already in points.

extension CGPoint: Animatable {
  /// `(x, y)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// `(width, height)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// `((x, y), (width, height))`: the origin's data, then the size's.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as CoreGraphics declares it (Foundation on Linux has none).
  public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// The vector whose components are both zero.
    public init() { (dx, dy) = (0, 0) }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
  }
#endif

extension CGVector: Animatable {
  /// `(dx, dy)`, the encoding of a point. (SwiftUI does not make CGVector animatable; this
  /// follows its point and size so that a vector animates like one.)
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(dx, dy) }
    set { (dx, dy) = (newValue.first, newValue.second) }
  }
}
