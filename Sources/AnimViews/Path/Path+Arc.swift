import AnimationCore
import Foundation

extension Path {
  /// An arc of a circle, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are measured from the +x axis towards +y, which on screen (y down) is clockwise.
  /// SwiftUI's `clockwise` names the direction in CoreGraphics' y-up space, so on screen it is the
  /// opposite (Apple's documentation of this method): `clockwise: false` draws with the angle
  /// increasing, which looks clockwise; `clockwise: true` with it decreasing, which looks
  /// counter-clockwise. From 0° to 180° with `clockwise: true` draws the upper half (3 o'clock →
  /// 12 → 9), as views.md §5 quotes.
  ///
  /// If the path has a current point, a line joins it to the arc's start; otherwise the arc starts
  /// a subpath. A sweep of a full turn or more, either way, draws the whole circle (the colour
  /// splash tutorial draws its circle with 0° → 360°, `clockwise: true`, and shows a circle);
  /// otherwise the end angle is taken modulo a full turn in the drawing direction.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = startAngle.radians
    let end = endAngle.radians
    guard start.isFinite, end.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite
    else { return }
    let full = 2 * Double.pi
    var sweep: Double
    if abs(end - start) >= full {
      sweep = clockwise ? -full : full
    } else if clockwise {
      sweep = end - start
      if sweep > 0 { sweep -= full }
    } else {
      sweep = end - start
      if sweep < 0 { sweep += full }
    }
    addArcSegments(center: center, rx: radius, ry: radius, start: start, sweep: sweep)
  }

  /// An arc by its start angle and signed sweep, as `addRelativeArc(center:radius:startAngle:delta:)`.
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
    guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
    let sweep = max(-2 * Double.pi, min(2 * Double.pi, delta.radians))
    addArcSegments(center: center, rx: radius, ry: radius, start: startAngle.radians, sweep: sweep)
  }

  /// An elliptical arc as cubic Béziers of at most a quarter turn each; a line (or a move) to its
  /// start first.
  mutating func addArcSegments(center: CGPoint, rx: CGFloat, ry: CGFloat, start: Double, sweep: Double) {
    func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + rx * cos(a), y: center.y + ry * sin(a)) }
    let p0 = point(start)
    if currentPoint == nil { move(to: p0) } else if currentPoint != p0 { addLine(to: p0) }
    if sweep == 0 { return }
    // Quarter turns or less each; the small epsilon keeps an exact quarter (or half, or full
    // turn) from being split into one segment more than it needs.
    let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = start
    for _ in 0..<count {
      let b = a + step
      let (ca, sa, cb, sb) = (cos(a), sin(a), cos(b), sin(b))
      let c1 = CGPoint(x: center.x + rx * (ca - k * sa), y: center.y + ry * (sa + k * ca))
      let c2 = CGPoint(x: center.x + rx * (cb + k * sb), y: center.y + ry * (sb - k * cb))
      addCurve(to: point(b), control1: c1, control2: c2)
      a = b
    }
  }

  /// An ellipse inscribed in `rect`, as a closed subpath of four quarter curves that starts at
  /// (maxX, midY) and runs towards the bottom (clockwise on screen), as CoreGraphics' does
  /// (views.md §5: `Circle().trim(from: 0, to: 0.5)` is the bottom half).
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    addEllipseSegments(in: r)
    closeSubpath()
  }

  private mutating func addEllipseSegments(in r: CGRect) {
    let center = CGPoint(x: r.midX, y: r.midY)
    move(to: CGPoint(x: r.maxX, y: r.midY))
    addArcSegments(center: center, rx: r.width / 2, ry: r.height / 2, start: 0, sweep: 2 * Double.pi)
  }

  /// A rounded rectangle as a closed subpath, starting after the top-left corner and running
  /// clockwise on screen; corner sizes are clamped to half the rectangle's sides (a uniform
  /// radius to half the shorter side).
  ///
  /// `.circular` corners are quarter ellipses. `.continuous` corners (Apple's squircle, whose
  /// exact curve is not public) are approximated by a smoother cubic per corner: the curve starts
  /// 1.528 × the radius from the corner (clamped to the side) and its control points sit at
  /// 0.64 of the way to the corner, which keeps the curvature continuous where the corner meets
  /// the straight side and bulges about as far as Apple's at 45°. With `.circular` the bulge is
  /// a quarter circle's.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let r = rect.standardized
    var rw = max(0, min(cornerSize.width.isFinite ? cornerSize.width : 0, r.width / 2))
    var rh = max(0, min(cornerSize.height.isFinite ? cornerSize.height : 0, r.height / 2))
    // A uniform radius stays uniform: a radius larger than the shorter side allows is that
    // side's half on both axes, so RoundedRectangle(cornerRadius: 500) is a capsule.
    if cornerSize.width == cornerSize.height { (rw, rh) = (min(rw, rh), min(rw, rh)) }
    guard rw > 0, rh > 0 else { return addRect(r) }
    if style == .circular {
      move(to: CGPoint(x: r.minX + rw, y: r.minY))
      addLine(to: CGPoint(x: r.maxX - rw, y: r.minY))
      addArcSegments(
        center: CGPoint(x: r.maxX - rw, y: r.minY + rh), rx: rw, ry: rh, start: -Double.pi / 2,
        sweep: Double.pi / 2)
      addLine(to: CGPoint(x: r.maxX, y: r.maxY - rh))
      addArcSegments(
        center: CGPoint(x: r.maxX - rw, y: r.maxY - rh), rx: rw, ry: rh, start: 0, sweep: Double.pi / 2)
      addLine(to: CGPoint(x: r.minX + rw, y: r.maxY))
      addArcSegments(
        center: CGPoint(x: r.minX + rw, y: r.maxY - rh), rx: rw, ry: rh, start: Double.pi / 2,
        sweep: Double.pi / 2)
      addLine(to: CGPoint(x: r.minX, y: r.minY + rh))
      addArcSegments(
        center: CGPoint(x: r.minX + rw, y: r.minY + rh), rx: rw, ry: rh, start: Double.pi,
        sweep: Double.pi / 2)
      closeSubpath()
      return
    }
    // Continuous: each corner's curve spans `ex` along x and `ey` along y from the corner.
    let ex = min(rw * 1.528, r.width / 2)
    let ey = min(rh * 1.528, r.height / 2)
    let f: CGFloat = 0.64
    move(to: CGPoint(x: r.minX + ex, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - ex, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ey),
      control1: CGPoint(x: r.maxX - ex * (1 - f), y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ey * (1 - f)))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ey))
    addCurve(
      to: CGPoint(x: r.maxX - ex, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - ey * (1 - f)),
      control2: CGPoint(x: r.maxX - ex * (1 - f), y: r.maxY))
    addLine(to: CGPoint(x: r.minX + ex, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ey),
      control1: CGPoint(x: r.minX + ex * (1 - f), y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ey * (1 - f)))
    addLine(to: CGPoint(x: r.minX, y: r.minY + ey))
    addCurve(
      to: CGPoint(x: r.minX + ex, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + ey * (1 - f)),
      control2: CGPoint(x: r.minX + ex * (1 - f), y: r.minY))
    closeSubpath()
  }
}
