/// `cubic-bezier(x1, y1, x2, y2)` evaluated as CSS Easing Level 2 specifies: P0 = (0, 0),
/// P3 = (1, 1); inside [0, 1] the output is the curve's y where its x equals the input; outside,
/// the curve continues along the line through its end point and the nearest control point with a
/// different x (spec §3.1). Solved to 1e-12 in x by bisection, independently of Anim's solver.
struct CubicBezierEasing {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  func value(at x: Double) -> Double {
    if x < 0 {
      if x1 > 0 { return y1 / x1 * x }
      if x2 > 0 { return y2 / x2 * x }
      return 0
    }
    if x > 1 {
      if x2 < 1 { return 1 + (y2 - 1) / (x2 - 1) * (x - 1) }
      if x1 < 1 { return 1 + (y1 - 1) / (x1 - 1) * (x - 1) }
      return 1
    }
    // x(t) is monotonic for x1, x2 in [0, 1]: bisect for the parameter t.
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
      if high - low < 1e-14 { break }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}
