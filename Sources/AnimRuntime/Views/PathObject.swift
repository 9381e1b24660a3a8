// SwiftUI's `Path` as a script value: `var path = Path(); path.move(to: …); path.addLine(to: …)`,
// what a custom Shape's `path(in:)` returns. The object holds AnimViews' Path; a binding copies
// it (Interpreter.copyOnBind), so `var p = q` gives an independent path, as Swift's value type.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

final class PathObject: RuntimeObject, @unchecked Sendable {
  var path: AnimViews.Path
  init(_ path: AnimViews.Path) { self.path = path }
  func copy() -> PathObject { PathObject(path) }
  override var typeName: String { "Path" }
  override var kind: ValueKind { .path }
  override var printed: String { "Path(\"\(path.svgPathData)\")" }
}

extension Builtins {
  func registerPath() {
    function("Path", "Path(_ rect: CGRect)", "A shape's outline: empty, a rectangle, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`, or built by `Path { path in … }`.") { (i: Interpreter, site: CallSite, m: inout Machine) throws(RuntimeError) -> Value in
      let a = ViewArguments(site, &m)
      if a.items.isEmpty { return .object(PathObject(AnimViews.Path())) }
      if let r = a.unlabeled(0), case .object(let g as GeometryObject) = r.value, case .rect(let rect) = g.geometry {
        return .object(PathObject(AnimViews.Path(rect)))
      }
      if let r = a.named("ellipseIn"), case .object(let g as GeometryObject) = r.value, case .rect(let rect) = g.geometry {
        return .object(PathObject(AnimViews.Path(ellipseIn: rect)))
      }
      if let r = a.named("roundedRect"), case .object(let g as GeometryObject) = r.value, case .rect(let rect) = g.geometry,
        let c = a.named("cornerRadius")
      {
        return .object(PathObject(AnimViews.Path(roundedRect: rect, cornerRadius: CGFloat(try a.number(c, m)))))
      }
      if let f = a.trailing.first ?? a.unlabeled(0), case .function = f.value {
        // `Path { path in … }`: the closure changes the path it is given (inout in Swift; the
        // object is shared with the closure here).
        let p = PathObject(AnimViews.Path())
        _ = try i.callFunction(f.value, [.object(p)], f.range, &m)
        return .object(p)
      }
      throw RuntimeError("no 'Path' initialiser takes \(site.signature)", at: a.range, file: m.file)
    }
  }
}

extension Interpreter {
  /// A method of a Path (nil when `name` is not one).
  func callPathMethod(_ p: PathObject, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value? {
    func point(_ label: String) throws(RuntimeError) -> CGPoint {
      guard let x = a.named(label) else {
        throw RuntimeError("missing argument for parameter '\(label)' in call to '\(name)'", at: a.range, file: m.file)
      }
      if case .object(let g as GeometryObject) = x.value, case .point(let pt) = g.geometry { return pt }
      throw RuntimeError("'\(name)' expects a CGPoint for '\(label):', not \(x.value.typeNameWithArticle)", at: x.range, file: m.file)
    }
    func rect(_ x: ViewArguments.Argument?) throws(RuntimeError) -> CGRect {
      guard let x else { throw RuntimeError("missing rectangle in call to '\(name)'", at: a.range, file: m.file) }
      if case .object(let g as GeometryObject) = x.value, case .rect(let r) = g.geometry { return r }
      throw RuntimeError("'\(name)' expects a CGRect, not \(x.value.typeNameWithArticle)", at: x.range, file: m.file)
    }
    switch name {
    case "move": p.path.move(to: try point("to"))
    case "addLine": p.path.addLine(to: try point("to"))
    case "addQuadCurve": p.path.addQuadCurve(to: try point("to"), control: try point("control"))
    case "addCurve": p.path.addCurve(to: try point("to"), control1: try point("control1"), control2: try point("control2"))
    case "closeSubpath": p.path.closeSubpath()
    case "addRect": p.path.addRect(try rect(a.unlabeled(0)))
    case "addEllipse": p.path.addEllipse(in: try rect(a.named("in")))
    case "addRoundedRect":
      let r = try rect(a.named("in"))
      guard let c = a.named("cornerSize") else {
        throw RuntimeError("missing argument for parameter 'cornerSize' in call to 'addRoundedRect'", at: a.range, file: m.file)
      }
      p.path.addRoundedRect(in: r, cornerSize: try a.size(c, m))
    case "addArc":
      guard let radius = a.named("radius"), let start = a.named("startAngle"), let end = a.named("endAngle") else {
        throw RuntimeError("'addArc' takes center:, radius:, startAngle:, endAngle: and clockwise:", at: a.range, file: m.file)
      }
      let clockwise = try a.named("clockwise").map { x throws(RuntimeError) in try a.bool(x, m) } ?? false
      p.path.addArc(
        center: try point("center"), radius: CGFloat(try a.number(radius, m)), startAngle: try a.angle(start, m),
        endAngle: try a.angle(end, m), clockwise: clockwise)
    case "boundingRect" where a.items.isEmpty:
      return .object(GeometryObject(.rect(p.path.boundingRect)))
    default: return nil
    }
    return Value.none
  }
}
