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
