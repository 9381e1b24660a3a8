import AnimViews
import AnimationCore
import Foundation
import Testing

/// Paths with SwiftUI's semantics (views.md §5), points derived by hand.
@Suite struct PathTests {
  /// The end points of a path's elements, in order.
  func points(_ p: Path) -> [CGPoint] {
    p.elements.compactMap {
      switch $0 {
      case .move(let q), .line(let q), .quadCurve(let q, _), .curve(let q, _, _): return q
      case .closeSubpath: return nil
      }
    }
  }

  func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  /// `clockwise` is in a y-up space, so on screen it is the other way (Apple's addArc doc):
  /// centre (100, 100), radius 50, 0° → 180°. Points are (100 + 50 cos θ, 100 + 50 sin θ) with y
  /// down. clockwise: true runs θ 0 → −90° → −180°: through (100, 50), above the centre, the
  /// upper half. clockwise: false runs 0 → 90° → 180°: through (100, 150), the lower half. Each
  /// is two quarter curves.
  @Test func arcClockwiseIsFlipped() {
    var up = Path()
    up.addArc(
      center: CGPoint(x: 100, y: 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(180),
      clockwise: true)
    let u = points(up)
    #expect(u.count == 3)
    #expect(close(u[0], CGPoint(x: 150, y: 100)))
    #expect(close(u[1], CGPoint(x: 100, y: 50)))
    #expect(close(u[2], CGPoint(x: 50, y: 100)))
    #expect(up.boundingRect.minY.rounded() == 50 && up.boundingRect.maxY.rounded() == 100)
    var down = Path()
    down.addArc(
      center: CGPoint(x: 100, y: 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(180),
      clockwise: false)
    #expect(close(points(down)[1], CGPoint(x: 100, y: 150)))
    // 0° → 90° clockwise: true is three quarters of a turn the other way: 0 → −90 → −180 → −270.
    var long = Path()
    long.addArc(center: .zero, radius: 1, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
    #expect(points(long).count == 4)
    #expect(close(points(long)[3], CGPoint(x: 0, y: 1)))
    // A full turn either way is the whole circle (the splash tutorial's 0° → 360°, clockwise:
    // true): four quarters.
    var full = Path()
    full.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
    #expect(points(full).count == 5)
    #expect(close(full.boundingRect.origin, CGPoint(x: -10, y: -10)))
    // With a current point, a line joins it to the arc's start.
    var joined = Path()
    joined.move(to: .zero)
    joined.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    guard case .line(let to) = joined.elements[1] else {
      Issue.record("no line to the arc's start")
      return
    }
    #expect(close(to, CGPoint(x: 15, y: 0)))
  }

  /// An ellipse in (0, 0, 100, 100) starts at (100, 50) and runs towards the bottom (clockwise on
  /// screen); its first control point is (100, 50 + 50 · 0.5523) = (100, 77.614), CoreGraphics'
  /// (views.md §5: k = 4/3 · tan(π/8) = 0.55228).
  @Test func ellipse() {
    let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    guard case .move(let start) = p.elements[0], case .curve(let to, let c1, _) = p.elements[1] else {
      Issue.record("unexpected elements \(p.elements)")
      return
    }
    #expect(start == CGPoint(x: 100, y: 50))
    #expect(close(to, CGPoint(x: 50, y: 100)))
    #expect(abs(c1.y - 77.614) < 0.001 && c1.x == 100)
    #expect(p.elements.last == .closeSubpath)
    let b = p.boundingRect
    #expect(abs(b.minX) < 1e-9 && abs(b.maxX - 100) < 1e-9 && abs(b.maxY - 100) < 1e-9)
  }

  /// boundingRect is tight (control points excluded): a quadratic from (0, 0) to (100, 0) with
  /// control (50, 100) peaks at t = 1/2, y = 2 · 0.5 · 0.5 · 100 = 50.
  @Test func boundingRectIsTight() {
    var p = Path()
    p.move(to: .zero)
    p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(abs(p.boundingRect.height - 50) < 1e-9)
    var c = Path()
    c.move(to: .zero)
    // Cubic (0,0) (0,100) (100,100) (100,0): y(t) = 300 t (1 − t), max 75 at t = 1/2.
    c.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    #expect(abs(c.boundingRect.height - 75) < 1e-9)
    #expect(Path().boundingRect.isNull)
  }

  /// trimmedPath by length: a rectangle's path runs top, right, bottom, left (views.md §5), so
  /// 0…0.5 of a 100 × 100 square (perimeter 400) is the top and right edges, ending at (100,
  /// 100); 0.125…0.375 is (50, 0) → (100, 0) → (100, 50). A circle's 0…0.5 is the bottom half:
  /// from (100, 50) through (50, 100) to (0, 50).
  @Test func trim() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      points(square.trimmedPath(from: 0, to: 0.5)).map { "\($0.x),\($0.y)" } == [
        "0.0,0.0", "100.0,0.0", "100.0,100.0",
      ])
    #expect(
      points(square.trimmedPath(from: 0.125, to: 0.375)).map { "\($0.x),\($0.y)" } == [
        "50.0,0.0", "100.0,0.0", "100.0,50.0",
      ])
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
    let b = circle.boundingRect
    #expect(abs(b.minY - 50) < 0.01 && abs(b.maxY - 100) < 0.01 && abs(b.width - 100) < 0.01)
    #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    // The shape modifier composes: trim(0, 0.5) then trim(0.5, 1) is 0.25…0.5, the right edge.
    let right = Rectangle().trim(from: 0, to: 0.5).trim(from: 0.5, to: 1).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(points(right).map { "\($0.x),\($0.y)" } == ["100.0,0.0", "100.0,100.0"])
  }

  /// Shapes' paths (views.md §2.2): a Circle in 200 × 100 is the centred 100 × 100 circle; a
  /// Capsule's corner radius is half the shorter side (a 100 × 40 capsule: 20, so its top edge
  /// runs straight from x = 20 + … with .circular corners exactly from 20 to 80); RoundedRectangle
  /// clamps its radius to half the side; strokeBorder insets by half the line width.
  @Test func shapes() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    let circle = Circle().path(in: rect).boundingRect
    #expect(abs(circle.minX - 50) < 1e-9 && abs(circle.width - 100) < 1e-9)
    let capsule = Capsule(style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(points(capsule).prefix(2).map { "\($0.x),\($0.y)" } == ["20.0,0.0", "80.0,0.0"])
    let clamped = RoundedRectangle(cornerRadius: 500, style: .circular).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(points(clamped).prefix(2).map { "\($0.x),\($0.y)" } == ["20.0,0.0", "80.0,0.0"])
    let border = Rectangle().strokeBorder(lineWidth: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(border.boundingRect == CGRect(x: 5, y: 5, width: 90, height: 90))
    // Continuous corners stay inside the circular ones' box and start further from the corner.
    let continuous = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(points(continuous)[0].x > 10)
    #expect(continuous.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
    // A custom shape gets its frame's size at the origin, and is drawn at the frame.
    let tri = Shape(name: "Triangle") { r in
      Path { p in
        p.move(to: CGPoint(x: r.midX, y: 0))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.addLine(to: CGPoint(x: 0, y: r.maxY))
        p.closeSubpath()
      }
    }
    let l = ViewLayout(tri.frame(width: 100, height: 50), width: 300, height: 150)
    #expect(
      l.displayList.first("Triangle")?.path?.boundingRect == CGRect(x: 100, y: 50, width: 100, height: 50))
  }

  /// SVG path data is the elements one to one, numbers to three decimals.
  @Test func svgData() {
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0.5))
    p.addLine(to: CGPoint(x: 1.23456, y: -2))
    p.addQuadCurve(to: CGPoint(x: 3, y: 3), control: CGPoint(x: 2, y: 2))
    p.closeSubpath()
    #expect(p.svgPathData == "M0 0.5 L1.235 -2 Q2 2 3 3 Z")
    var q = Path()
    q.move(to: CGPoint(x: -0.0004, y: 0.05))
    q.addLine(to: CGPoint(x: -12.3456, y: 100.0999))
    q.addLine(to: CGPoint(x: .nan, y: 1e300))
    #expect(q.svgPathData == "M0 0.05 L-12.346 100.1 L0 0")
  }
}
