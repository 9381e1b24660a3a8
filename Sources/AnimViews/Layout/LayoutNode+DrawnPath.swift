import AnimationCore
import Foundation

/// A shape node's outline as last drawn: a frame of an unchanged layout draws most shapes in the
/// same rectangle with the same data, and building the outline (and moving it into host
/// coordinates) every frame was 7 % of a frame of 10,000 circles (BENCHMARKS.md).
struct DrawnPathCache {
  /// What the outline depends on: the rectangle and the shape's animatable data as drawn.
  var rect: CGRect
  var data: ShapeView.DrawnData
  /// The outline in `rect`, in layout coordinates.
  var outline: Path
  /// The transform it was last drawn with, and the outline moved by it.
  var transform: CGAffineTransform
  var drawn: Path
}

extension ShapeView {
  /// The numbers a built-in shape's outline depends on besides its rectangle: its stroke width
  /// (a border is inset by half of it), trim and corner size.
  struct DrawnData: Equatable {
    var lineWidth: CGFloat = 0
    var trimFrom: CGFloat = 0, trimTo: CGFloat = 1
    var corner = CGSize.zero
  }

  /// The shape's data, or nil for a path or a custom shape, whose outline the host may fill in
  /// between two passes (so it is never kept).
  var drawnData: DrawnData? {
    var d = DrawnData()
    switch kind {
    case .path, .custom: return nil
    case .roundedRectangle(let size, _): d.corner = size
    case .circle, .rectangle, .capsule, .ellipse: break
    }
    switch paint {
    case .fill: break
    case .stroke(_, let w), .strokeBorder(_, let w): d.lineWidth = w
    }
    if let t = trim { (d.trimFrom, d.trimTo) = (t.from, t.to) }
    return d
  }
}

extension LayoutNode {
  /// `shape`'s outline in `rect` moved by `transform` (host coordinates), reusing the last one
  /// drawn when nothing it depends on changed.
  func drawnPath(of shape: ShapeView, in rect: CGRect, _ transform: CGAffineTransform) -> Path {
    guard let data = shape.drawnData else { return shape.path(in: rect).applying(transform) }
    if let c = pathCache, c.rect == rect, c.data == data {
      if c.transform == transform { return c.drawn }
      let drawn = c.outline.applying(transform)
      pathCache?.transform = transform
      pathCache?.drawn = drawn
      return drawn
    }
    let outline = shape.path(in: rect)
    let drawn = outline.applying(transform)
    pathCache = DrawnPathCache(rect: rect, data: data, outline: outline, transform: transform, drawn: drawn)
    return drawn
  }
}
