// A ViewHost's methods and what they find in the built-in table: `host.tap("Go")`,
// `host.find(Circle.self)`, `host.find(text:)`, `host.find(button:)`, `host.findAll(_:)`,
// `host.dump()`, `host.svg()`, `host.update()`; a found view's `frame`, `opacity`, `scale`,
// `rotation`, `color`, `string`, `path`, `lineWidth`; a found button's `tap()`. The methods'
// overloads are read from ViewSignatures' declarations, which the checker types them from, so a
// call's labels are matched once, when it is lowered.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension BuiltinTable {
  /// Registers the host's methods, a found view's properties and a found button's method.
  func registerViewHost() {
    /// A method of the host, run on the views as they are now (the host refreshed first).
    func hostMethod(
      _ name: String, _ doc: String,
      _ body: @escaping (ViewHostObject, BoundViewArguments, Interpreter, inout Machine) throws(RuntimeError) -> Value
    ) {
      method(.viewHost, name, overloads: Self.declaredOverloads(name, of: "ViewHost"), what: name, doc) {
        (r: Value, b: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        guard case .object(let host as ViewHostObject) = r.unwrapped else {
          throw RuntimeError("'\(name)' is a method of a ViewHost", at: site.range, file: m.file)
        }
        try host.refresh(i, &m)
        return try body(host, BoundViewArguments(b, site), i, &m)
      }
    }
    hostMethod("tap", "Taps the one Button labelled so (or view with onTapGesture): runs its action, then updates the views.") {
      host, a, i, m throws(RuntimeError) in
      guard let label = a[0] else { throw RuntimeError("'tap' takes a button's label", at: a.range, file: m.file) }
      try host.tap(try a.read.string(label, m), i, a.range, &m)
      return Value.none
    }
    hostMethod("dump", "What is drawn now, as text: each view, its frame and attributes.") { host, _, _, _ throws(RuntimeError) in
      .string(host.drawn?.dump() ?? "")
    }
    hostMethod("svg", "What is drawn now, as an SVG document.") { host, _, _, _ throws(RuntimeError) in
      .string(host.drawn?.svg() ?? "")
    }
    hostMethod("update", "Runs the views' bodies again and lays them out.") { host, _, i, m throws(RuntimeError) in
      try host.update(i, &m)
      return Value.none
    }
    hostMethod("find", "The one view drawn of a type (Circle.self), showing a text, or the Button labelled so.") {
      host, a, _, m throws(RuntimeError) in
      // find(_ type:), find(text:), find(button:), in ViewSignatures' order.
      guard let x = a[0] else { throw RuntimeError("'find' takes a view type, a text: or a button:", at: a.range, file: m.file) }
      switch a.overload {
      case 2:
        let label = try a.read.string(x, m)
        let found = host.buttons(label)
        guard found.count == 1 else {
          throw RuntimeError(
            found.isEmpty ? "no Button labelled '\(label)' in the host" : "\(found.count) Buttons are labelled '\(label)'",
            at: a.range, file: m.file)
        }
        return .object(FoundButtonObject(host: host, label: label))
      case 1:
        let s = try a.read.string(x, m)
        guard let item = host.drawn?.first(text: s) else {
          throw RuntimeError("no Text showing '\(s)' in the host", at: a.range, file: m.file)
        }
        return .object(FoundViewObject(item, in: host))
      default:
        let type = try Self.viewType(x, "find", m)
        guard let item = host.items(ofType: type).first else {
          throw RuntimeError("no \(type) is drawn in the host", at: a.range, file: m.file)
        }
        return .object(FoundViewObject(item, in: host))
      }
    }
    hostMethod("findAll", "Every view drawn of a type (Text.self), in drawing order.") { host, a, _, m throws(RuntimeError) in
      guard let x = a[0] else { throw RuntimeError("'findAll' takes a view type", at: a.range, file: m.file) }
      return .array(host.items(ofType: try Self.viewType(x, "findAll", m)).map { .object(FoundViewObject($0, in: host)) })
    }
    method(.foundButton, "tap", overloads: Self.declaredOverloads("tap", of: "FoundButton"), what: "tap", "Taps the button: runs its action, then updates the views.") {
      (r: Value, _: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      guard case .object(let b as FoundButtonObject) = r.unwrapped else {
        throw RuntimeError("'tap' is a method of a found Button", at: site.range, file: m.file)
      }
      try b.host.refresh(i, &m)
      try b.host.tap(b.label, i, site.range, &m)
      return Value.none
    }
    method(.foundView, "tap", overloads: Self.declaredOverloads("tap", of: "FoundView"), what: "tap", "Taps the view's centre: runs the action of the Button or onTapGesture there, then updates the views.") {
      (r: Value, _: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      guard case .object(let f as FoundViewObject) = r.unwrapped else {
        throw RuntimeError("'tap' is a method of a found view", at: site.range, file: m.file)
      }
      try f.host.refresh(i, &m)
      try f.host.tap(at: CGPoint(x: f.item.frame.midX, y: f.item.frame.midY), i, site.range, &m)
      return Value.none
    }
    let found: [(String, String, (DisplayItem) -> Value)] = [
      ("frame", "Where the view is drawn, in the host's points.", { .object(GeometryObject(.rect($0.frame))) }),
      ("opacity", "The view's opacity as drawn, its ancestors' included.", { .number($0.opacity) }),
      ("scale", "The view's scale as drawn.", { .object(GeometryObject(.size($0.scale))) }),
      ("rotation", "The view's rotation as drawn.", { .object(GeometryObject(.angle($0.rotation))) }),
      ("color", "The colour the view is drawn with.", { .color($0.color.resolved) }),
      ("string", "A Text's string (empty for another view).", { .string($0.string ?? "") }),
      ("path", "A shape's outline as drawn (empty for another view).", { .object(PathObject($0.path ?? AnimViews.Path())) }),
      ("lineWidth", "A stroked shape's line width (nil when it is filled).", { $0.lineWidth.map { .number($0) } ?? Value.none }),
    ]
    for (name, doc, read) in found {
      property(.foundView, name, doc) { r, _, _, _ in
        guard case .object(let f as FoundViewObject) = r.unwrapped else { return Value.none }
        return read(f.item)
      }
    }
  }

  /// The type of views a value names (`Circle.self`, `SplashShape.self`, `Text.self`).
  private static func viewType(_ x: ViewArguments.Argument, _ name: String, _ m: Machine) throws(RuntimeError) -> String {
    guard let type = ViewHostObject.typeName(x.value) else {
      throw RuntimeError("'\(name)' takes a view type (Circle.self), not \(x.value.typeNameWithArticle)", at: x.range, file: m.file)
    }
    return type
  }
}
