import Foundation

extension Path {
  /// A drawing segment with its start point: what trimming and flattening walk.
  enum Segment {
    case line(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var start: CGPoint {
      switch self {
      case .line(let a, _), .cubic(let a, _, _, _): return a
      }
    }

    var end: CGPoint {
      switch self {
      case .line(_, let b), .cubic(_, _, _, let b): return b
      }
    }

    func point(at t: CGFloat) -> CGPoint {
      switch self {
      case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      case .cubic(let a, let b, let c, let d): return Path.cubicPoint(a, b, c, d, t)
      }
    }

    /// The part between parameters t0 ≤ t1 (de Casteljau for cubics).
    func slice(_ t0: CGFloat, _ t1: CGFloat) -> Segment {
      switch self {
      case .line: return .line(point(at: t0), point(at: t1))
      case .cubic(let p0, let p1, let p2, let p3):
        // Split at t1, keep the first part; then split that at t0 / t1.
        func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
          -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint))
        {
          func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          }
          let (a, b, c) = (lerp(p0, p1), lerp(p1, p2), lerp(p2, p3))
          let (d, e) = (lerp(a, b), lerp(b, c))
          let f = lerp(d, e)
          return ((p0, a, d, f), (f, e, c, p3))
        }
        let (first, _) = split(p0, p1, p2, p3, t1)
        if t0 <= 0 { return .cubic(first.0, first.1, first.2, first.3) }
        let (_, second) = split(first.0, first.1, first.2, first.3, t1 > 0 ? t0 / t1 : 0)
        return .cubic(second.0, second.1, second.2, second.3)
      }
    }

    /// Cumulative chord lengths at `count` equal parameter steps (index i ↔ t = i / count).
    func chordLengths(count: Int) -> [CGFloat] {
      var lengths = [CGFloat](repeating: 0, count: count + 1)
      var previous = start
      var total: CGFloat = 0
      for i in 1...count {
        let p = point(at: CGFloat(i) / CGFloat(count))
        total += hypot(p.x - previous.x, p.y - previous.y)
        lengths[i] = total
        previous = p
      }
      return lengths
    }
  }

  /// The path's segments grouped by subpath (quadratics raised to cubics; a close adds the line
  /// back to the subpath's start when it is not already there), with whether each subpath was
  /// closed.
  func subpaths() -> [(segments: [Segment], start: CGPoint, closed: Bool)] {
    var result: [(segments: [Segment], start: CGPoint, closed: Bool)] = []
    var segments: [Segment] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    var open = false
    func finish(closed: Bool) {
      if open { result.append((segments, start, closed)) }
      segments = []
      open = false
    }
    for e in elements {
      switch e {
      case .move(let p):
        finish(closed: false)
        start = p
        current = p
        open = true
      case .line(let p):
        segments.append(.line(current, p))
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        segments.append(.cubic(current, c1, c2, p))
        current = p
      case .curve(let p, let c1, let c2):
        segments.append(.cubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        if current != start { segments.append(.line(current, start)) }
        current = start
        finish(closed: true)
        // A segment after a close starts a new subpath at the old start, as in CoreGraphics.
        open = true
      }
    }
    if open, !segments.isEmpty { result.append((segments, start, false)) }
    return result
  }

  /// The part of the path between two fractions of its length, as SwiftUI's
  /// `trimmedPath(from:to:)` ("points linearly-interpolated along the path"). Fractions are
  /// clamped to 0…1; `from ≥ to` gives an empty path, and 0…1 the path itself. The length of a
  /// curve is measured along 64 chords.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = from.isNaN ? 0 : min(max(from, 0), 1)
    let to = to.isNaN ? 0 : min(max(to, 0), 1)
    if from <= 0 && to >= 1 { return self }
    guard from < to else { return Path() }
    let chords = 64
    let groups = subpaths()
    var tables: [[[CGFloat]]] = []
    var total: CGFloat = 0
    for group in groups {
      var t: [[CGFloat]] = []
      for s in group.segments {
        let lengths: [CGFloat]
        switch s {
        case .line(let a, let b): lengths = [0, hypot(b.x - a.x, b.y - a.y)]
        case .cubic: lengths = s.chordLengths(count: chords)
        }
        total += lengths.last ?? 0
        t.append(lengths)
      }
      tables.append(t)
    }
    guard total > 0 else { return Path() }
    let lo = from * total
    let hi = to * total
    var out = Path()
    var walked: CGFloat = 0
    for (g, group) in groups.enumerated() {
      var needsMove = true
      for (i, s) in group.segments.enumerated() {
        let lengths = tables[g][i]
        let length = lengths.last ?? 0
        let (a, b) = (walked, walked + length)
        walked = b
        guard b > lo, a < hi, length > 0 else { continue }
        let t0 = Path.parameter(forLength: max(lo - a, 0), in: lengths)
        let t1 = Path.parameter(forLength: min(hi - a, length), in: lengths)
        let piece = s.slice(t0, t1)
        if needsMove || out.currentPoint == nil {
          out.move(to: piece.start)
          needsMove = false
        }
        switch piece {
        case .line(_, let q): out.addLine(to: q)
        case .cubic(_, let c1, let c2, let q): out.addCurve(to: q, control1: c1, control2: c2)
        }
      }
    }
    return out
  }

  /// The parameter at which a segment with these cumulative chord lengths reaches `length`.
  static func parameter(forLength length: CGFloat, in lengths: [CGFloat]) -> CGFloat {
    let n = lengths.count - 1
    guard n > 0 else { return 0 }
    var i = 1
    while i < n, lengths[i] < length { i += 1 }  // trap-ok: 1 ≤ i ≤ n = lengths.count - 1
    let (l0, l1) = (lengths[i - 1], lengths[i])
    let f = l1 > l0 ? (length - l0) / (l1 - l0) : 0
    return (CGFloat(i - 1) + f) / CGFloat(n)
  }
}
