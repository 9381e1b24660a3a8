import Foundation

extension Path {
  /// The path as SVG path data (`M L Q C Z`, absolute), numbers with at most three decimals.
  public var svgPathData: String {
    var out = ""
    func n(_ v: CGFloat) -> String { Path.number(v) }
    func p(_ q: CGPoint) -> String { n(q.x) + " " + n(q.y) }
    for e in elements {
      if !out.isEmpty { out += " " }
      switch e {
      case .move(let q): out += "M" + p(q)
      case .line(let q): out += "L" + p(q)
      case .quadCurve(let q, let c): out += "Q" + p(c) + " " + p(q)
      case .curve(let q, let c1, let c2): out += "C" + p(c1) + " " + p(c2) + " " + p(q)
      case .closeSubpath: out += "Z"
      }
    }
    return out
  }

  /// A number as short text: at most three decimals, no trailing zeros, no "-0". Integer
  /// arithmetic rather than String(format:), which was most of svg()'s time.
  static func number(_ v: CGFloat) -> String {
    guard v.isFinite, abs(v) < 1e12 else { return "0" }
    let scaled = Int((v * 1000).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    var out = scaled < 0 ? "-" : ""
    out += String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let text = String(fraction)
      out += "." + String(repeating: "0", count: digits - text.count) + text
    }
    return out
  }

  /// The path flattened into polygons (one per subpath, closed ones marked), curves split into
  /// chords no longer than about `tolerance` off the curve: what the terminal rasteriser fills.
  func polygons(tolerance: CGFloat = 0.25) -> [(points: [CGPoint], closed: Bool)] {
    subpaths().map { group in
      var points = [group.start]
      for s in group.segments {
        switch s {
        case .line(_, let b): points.append(b)
        case .cubic(let a, let b, let c, let d):
          // Chord count from the control polygon's length, enough for the tolerance.
          let hull = hypot(b.x - a.x, b.y - a.y) + hypot(c.x - b.x, c.y - b.y) + hypot(d.x - c.x, d.y - c.y)
          let steps = hull.isFinite ? (hull / max(tolerance, 0.01)).squareRoot().rounded(.up) : 1
          let count = 2 * Int(min(128, max(1, steps)))
          for i in 1...count { points.append(s.point(at: CGFloat(i) / CGFloat(count))) }
        }
      }
      return (points, group.closed)
    }
  }
}
