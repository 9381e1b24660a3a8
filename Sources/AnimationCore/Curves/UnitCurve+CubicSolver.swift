// The cubic Bézier solver behind UnitCurve: WebKit's UnitBezier approach (Newton's method, then
// bisection), with bounded iterations so that every input terminates and x in [0, 1] never gives NaN.

/// A cubic Bézier from (0, 0) to (1, 1), in polynomial form for x(t) and y(t).
struct CubicSolver: Hashable, Sendable {
  let ax, bx, cx, ay, by, cy: Double

  init(start: UnitPoint, end: UnitPoint) {
    cx = 3 * start.x
    bx = 3 * (end.x - start.x) - cx
    ax = 1 - cx - bx
    cy = 3 * start.y
    by = 3 * (end.y - start.y) - cy
    ay = 1 - cy - by
  }

  /// 2⁻²⁰: the solver's tolerance and the grid results are rounded to.
  static let epsilon = 1.0 / 1_048_576

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter t with x(t) = x.
  func solveX(_ x: Double) -> Double {
    let epsilon = Self.epsilon
    var t = x
    for _ in 0..<8 {
      let error = self.x(t) - x
      if abs(error) < epsilon { return t }
      let slope = dx(t)
      if abs(slope) < epsilon { break }
      t -= error / slope
    }
    if x < 0 || x > 1 { return x }
    // Bisection: 64 halvings reach the resolution of a Double, so the bound never cuts it short.
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<64 {
      let current = self.x(t)
      if abs(current - x) < epsilon { return t }
      if current < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// y at the given x, rounded to a multiple of 2⁻²⁰ as SwiftUI does.
  func value(at x: Double) -> Double {
    Self.round(y(solveX(x)))
  }

  /// dy/dx at the given x.
  func velocity(at x: Double) -> Double {
    let t = solveX(x)
    // This operation order makes easeIn's X at x = 1 come out as −2.2e−16 (not 0), so its velocity
    // is −0 as in SwiftUI rather than 1.
    let dxdt = cx + ((bx + bx) + ax * 3 * t) * t
    let dydt = cy + ((by + by) + ay * 3 * t) * t
    if dxdt == dydt { return 1 }
    if dxdt == 0 { return dydt < 0 ? -.infinity : .infinity }
    return Self.round(dydt / dxdt)
  }

  @inline(__always) static func round(_ v: Double) -> Double {
    guard v.isFinite else { return v }
    return (v * 1_048_576).rounded() / 1_048_576
  }
}
