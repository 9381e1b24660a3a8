// A Path's members in the built-in table: `path.move(to:)`, `addLine(to:)`, … as a custom
// Shape's `path(in:)` builds its outline, and `boundingRect`, `isEmpty`. The overloads are read
// from ViewSignatures' `Path` declarations, which the checker types the calls from, so a call's
// labels are matched once, when it is lowered.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension BuiltinTable {
  /// Registers a Path's methods and properties.
  func registerPathMembers() {
    /// A method that changes the path in place (the object is the script's value: a binding
    /// copies it, Interpreter.copyOnBind) and gives nothing.
    func change(
      _ name: String, _ doc: String,
      _ body: @escaping (PathObject, PathArguments, inout Machine) throws(RuntimeError) -> Void
    ) {
      method(.path, name, overloads: Self.declaredOverloads(name, of: "Path"), what: name, doc) {
        (r: Value, b: BoundArguments, site: CallSite, _: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        guard case .object(let p as PathObject) = r.unwrapped else {
          throw RuntimeError("'\(name)' is a method of a Path", at: site.range, file: m.file)
        }
        try body(p, PathArguments(bound: b, site: site), &m)
        return Value.none
      }
    }
    change("move", "Begins a new subpath at a point.") { p, a, m throws(RuntimeError) in
      p.path.move(to: try a.point(0, m))
    }
    change("addLine", "A straight line from the current point to a point.") { p, a, m throws(RuntimeError) in
      p.path.addLine(to: try a.point(0, m))
    }
    change("addQuadCurve", "A quadratic Bézier curve to a point, bent towards a control point.") {
      p, a, m throws(RuntimeError) in
      p.path.addQuadCurve(to: try a.point(0, m), control: try a.point(1, m))
    }
    change("addCurve", "A cubic Bézier curve to a point, bent by two control points.") { p, a, m throws(RuntimeError) in
      p.path.addCurve(to: try a.point(0, m), control1: try a.point(1, m), control2: try a.point(2, m))
    }
    change("closeSubpath", "A line back to the start of the current subpath, closing it.") { p, _, _ throws(RuntimeError) in
      p.path.closeSubpath()
    }
    change("addRect", "A rectangle as a closed subpath.") { p, a, m throws(RuntimeError) in
      p.path.addRect(try a.rect(0, m))
    }
    change("addEllipse", "The ellipse inscribed in a rectangle as a closed subpath.") { p, a, m throws(RuntimeError) in
      p.path.addEllipse(in: try a.rect(0, m))
    }
    change("addRoundedRect", "A rectangle with rounded corners as a closed subpath.") { p, a, m throws(RuntimeError) in
      p.path.addRoundedRect(in: try a.rect(0, m), cornerSize: try a.size(1, m))
    }
    change("addArc", "An arc of a circle from one angle to another, clockwise or not.") { p, a, m throws(RuntimeError) in
      p.path.addArc(
        center: try a.point(0, m), radius: CGFloat(try a.bound.number(1, a.site, &m)), startAngle: try a.angle(2, m),
        endAngle: try a.angle(3, m), clockwise: try a.bound.bool(4, a.site, &m))
    }
    property(.path, "boundingRect", "The smallest rectangle that holds the path.") { r, _, _, _ in
      guard case .object(let p as PathObject) = r.unwrapped else { return Value.none }
      return .object(GeometryObject(.rect(p.path.boundingRect)))
    }
    property(.path, "isEmpty", "Whether the path has no elements.") { r, _, _, _ in
      guard case .object(let p as PathObject) = r.unwrapped else { return Value.none }
      return .bool(p.path.isEmpty)
    }
  }
}

/// A Path method's arguments in parameter order, read as geometry.
struct PathArguments {
  let bound: BoundArguments
  let site: CallSite

  /// Parameter `i`'s geometry (nil for another value).
  private func geometry(_ i: Int) -> Geometry? {
    guard case .object(let g as GeometryObject) = bound.value(i).unwrapped else { return nil }
    return g.geometry
  }

  private func mismatch(_ i: Int, _ what: String, _ m: Machine) -> RuntimeError {
    RuntimeError(
      "'\(site.name)' expects \(what) here, not \(bound.value(i).unwrapped.typeNameWithArticle)",
      at: bound.range(i, site), file: m.file)
  }

  func point(_ i: Int, _ m: Machine) throws(RuntimeError) -> CGPoint {
    if case .point(let p)? = geometry(i) { return p }
    throw mismatch(i, "a CGPoint", m)
  }

  func rect(_ i: Int, _ m: Machine) throws(RuntimeError) -> CGRect {
    if case .rect(let r)? = geometry(i) { return r }
    throw mismatch(i, "a CGRect", m)
  }

  func size(_ i: Int, _ m: Machine) throws(RuntimeError) -> CGSize {
    if case .size(let s)? = geometry(i) { return s }
    throw mismatch(i, "a CGSize", m)
  }

  func angle(_ i: Int, _ m: Machine) throws(RuntimeError) -> Angle {
    if case .angle(let x)? = geometry(i) { return x }
    throw mismatch(i, "an Angle", m)
  }
}
