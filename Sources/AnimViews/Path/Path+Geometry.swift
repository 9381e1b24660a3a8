import Foundation

extension Path {
  /// The smallest rectangle holding every point the path draws (control points of curves
  /// excluded), as SwiftUI's `boundingRect` (CoreGraphics' `boundingBoxOfPath`); `.null` for an
  /// empty path. A lone `move` counts as a point.
  public var boundingRect: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    var current = CGPoint.zero
    var start = CGPoint.zero
    for e in elements {
      switch e {
      case .move(let p):
        include(p)
        current = p
        start = p
      case .line(let p):
        include(p)
        current = p
      case .quadCurve(let p, let c):
        // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to c.
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        for q in Path.cubicExtrema(current, c1, c2, p) { include(q) }
        include(p)
        current = p
      case .curve(let p, let c1, let c2):
        for q in Path.cubicExtrema(current, c1, c2, p) { include(q) }
        include(p)
        current = p
      case .closeSubpath: current = start
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The points where a cubic's x or y is at a local extreme inside (0, 1).
  static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    var result: [CGPoint] = []
    for axis in [Axis.horizontal, .vertical] {
      let (a0, a1, a2, a3) = (p0[axis], p1[axis], p2[axis], p3[axis])
      // Derivative / 3: a·t² + b·t + c.
      let a = -a0 + 3 * a1 - 3 * a2 + a3
      let b = 2 * (a0 - 2 * a1 + a2)
      let c = a1 - a0
      var roots: [CGFloat] = []
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots.append(-c / b) }
      } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
          let s = disc.squareRoot()
          roots.append((-b + s) / (2 * a))
          roots.append((-b - s) / (2 * a))
        }
      }
      for t in roots where t > 0 && t < 1 { result.append(cubicPoint(p0, p1, p2, p3, t)) }
    }
    return result
  }

  /// The cubic's point at `t`.
  static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint
  {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
  }

  /// The path with every point mapped by `transform` (affine maps keep Béziers Béziers).
  public func applying(_ transform: CGAffineTransform) -> Path {
    if transform.isIdentity { return self }
    var out = Path()
    out.elements.reserveCapacity(elements.count)
    for e in elements {
      switch e {
      case .move(let p): out.move(to: p.applying(transform))
      case .line(let p): out.addLine(to: p.applying(transform))
      case .quadCurve(let p, let c):
        out.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        out.addCurve(
          to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: out.closeSubpath()
      }
    }
    return out
  }

  /// The path moved by (dx, dy), as `offsetBy(dx:dy:)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
}
