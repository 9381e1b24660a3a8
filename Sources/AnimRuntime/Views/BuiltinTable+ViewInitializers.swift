// SwiftUI's views as global functions of the built-in table: `Text(_:)`, `Circle()`,
// `VStack(alignment:spacing:content:)`, `Button(_:action:)`, `ForEach(_:id:content:)`,
// `ViewHost(_:width:height:)`, … Each overload is read from the type's `init` declarations in
// ViewSignatures.swift, which the checker types the call from, so a call's labels are matched
// once, when it is lowered, and each body reads its arguments by parameter. Each call makes a
// ViewObject (a view value); the closures given as `content:`/`label:` (or trailing) are view
// builders (Resolver+Views.swift marks them), so calling one gives the views it built.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension BuiltinTable {
  /// Registers the views' initialisers.
  func registerViewInitializers() {
    /// A view's initialisers: `make` gives the view, whose nesting is then checked.
    func view(
      _ name: String, _ doc: String,
      _ make: @escaping (BoundViewArguments, Interpreter, inout Machine) throws(RuntimeError) -> Value
    ) {
      method(.global, name, overloads: Self.declaredOverloads("init", of: name), what: name, doc) {
        (_: Value, b: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        try ViewObject.checkedNesting(try make(BoundViewArguments(b, site), i, &m), site.range, m)
      }
    }
    view("Text", "A line of text at SwiftUI's body size (17 pt).") { a, _, m throws(RuntimeError) in
      // Text(_ content: String), Text(_ input: Double, format:).
      guard let first = a[0] else {
        throw RuntimeError("missing argument for parameter #1 in call to 'Text'", at: a.range, file: m.file)
      }
      let text: String
      switch first.value {
      case .string(let s): text = s
      case .number(let d):
        if a.overload == 1, let f = a[1] {
          guard case .object(let style as NumberFormatObject) = f.value else {
            throw RuntimeError(
              "'Text' takes a number format style such as .number.precision(.fractionLength(2))", at: f.range, file: m.file)
          }
          text = style.format(d)
        } else {
          text = Value.number(d).printed
        }
      default:
        throw RuntimeError("'Text' expects a String, not \(first.value.typeNameWithArticle)", at: first.range, file: m.file)
      }
      return .object(ViewObject(.leaf(AnimViews.Text(text)), range: a.range))
    }
    view("EmptyView", "A view that draws nothing and takes no space.") { a, _, _ throws(RuntimeError) in
      .object(ViewObject(.leaf(AnimViews.EmptyView()), range: a.range))
    }
    view("Spacer", "Space that grows along its stack's axis (at least 8 points).") { a, _, m throws(RuntimeError) in
      .object(ViewObject(.leaf(AnimViews.Spacer(minLength: try a.optionalNumber(0, m))), range: a.range))
    }
    view("Divider", "A thin line across its stack.") { a, _, _ throws(RuntimeError) in
      .object(ViewObject(.leaf(AnimViews.Divider()), range: a.range))
    }
    let shapes: [(String, ShapeView)] = [
      ("Circle", AnimViews.Circle()), ("Rectangle", AnimViews.Rectangle()), ("Capsule", AnimViews.Capsule()),
      ("Ellipse", AnimViews.Ellipse()),
    ]
    for (name, shape) in shapes {
      view(name, "SwiftUI's \(name) shape: fills its frame with the foreground colour unless filled or stroked.") {
        a, _, _ throws(RuntimeError) in
        .object(ViewObject(.shape(shape), range: a.range))
      }
    }
    view("RoundedRectangle", "A rectangle with rounded (continuous) corners.") { a, _, m throws(RuntimeError) in
      // RoundedRectangle(cornerRadius:), RoundedRectangle(cornerSize:).
      guard let x = a[0] else {
        throw RuntimeError("missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'", at: a.range, file: m.file)
      }
      if a.overload == 1 {
        return .object(ViewObject(.shape(AnimViews.RoundedRectangle(cornerSize: try a.read.size(x, m))), range: a.range))
      }
      return .object(ViewObject(.shape(AnimViews.RoundedRectangle(cornerRadius: CGFloat(try a.read.number(x, m)))), range: a.range))
    }
    /// A stack: its container from the arguments before `content`, its children from it.
    func stack(
      _ name: String, _ doc: String, content: Int,
      _ make: @escaping (BoundViewArguments, Machine) throws(RuntimeError) -> ViewObject.Container
    ) {
      view(name, doc) { a, i, m throws(RuntimeError) in
        let container = try make(a, m)
        let children = try i.builtViews(a[content], a.read, &m)
        return .object(ViewObject(.container(container, children: children), range: a.range))
      }
    }
    stack("VStack", "Views in a column.", content: 2) { a, m throws(RuntimeError) in
      .vStack(
        try a[0].map { x throws(RuntimeError) in try a.read.horizontalAlignment(x, m) } ?? .center,
        spacing: try a.optionalNumber(1, m))
    }
    stack("HStack", "Views in a row.", content: 2) { a, m throws(RuntimeError) in
      .hStack(
        try a[0].map { x throws(RuntimeError) in try a.read.verticalAlignment(x, m) } ?? .center,
        spacing: try a.optionalNumber(1, m))
    }
    stack("ZStack", "Views on top of each other, later ones in front.", content: 1) { a, m throws(RuntimeError) in
      .zStack(try a.alignment(0, m))
    }
    stack("Group", "Several views where one is expected.", content: 0) { _, _ in .group }
    view("ForEach", "Views made from a collection's elements, each identified by its id.") { a, i, m throws(RuntimeError) in
      // ForEach(_ data:, id:, content:) and ForEach(_ data:, content:), for an array and a range.
      let withID = a.overload % 2 == 0
      guard let data = a[0], let content = a[withID ? 2 : 1] else {
        throw RuntimeError("'ForEach' takes data and a content closure", at: a.range, file: m.file)
      }
      return try i.forEachView(data, id: withID ? a[1] : nil, content: content, a.range, &m)
    }
    view("Button", "A button; `host.tap(\"Title\")` runs its action.") { a, i, m throws(RuntimeError) in
      // Button(_ title:, action:), Button(action:, label:).
      if a.overload == 0 {
        guard let title = a[0], let action = a[1] else {
          throw RuntimeError("missing argument for parameter 'action' in call to 'Button'", at: a.range, file: m.file)
        }
        let text = try a.read.string(title, m)
        let label: Value = .object(ViewObject(.leaf(AnimViews.Text(text)), range: title.range))
        return .object(ViewObject(.button(action: action.value, label: [label]), range: a.range))
      }
      guard let action = a[0] else {
        throw RuntimeError("missing argument for parameter 'action' in call to 'Button'", at: a.range, file: m.file)
      }
      let label = try i.builtViews(a[1], a.read, &m)
      return .object(ViewObject(.button(action: action.value, label: label), range: a.range))
    }
    view("State", "An @State property's storage: `self._x = State(initialValue: v)` in an init sets x's initial value.") {
      a, _, _ throws(RuntimeError) in
      a.value(0)
    }
    view("ViewHost", "Lays a view out in a width × height canvas and keeps it live: taps, state changes and waits update it.") {
      a, i, m throws(RuntimeError) in
      guard let root = a[0], let w = a[1], let h = a[2] else {
        throw RuntimeError("'ViewHost' takes a view, width: and height:", at: a.range, file: m.file)
      }
      let width = try a.read.number(w, m)
      let height = try a.read.number(h, m)
      for (x, arg) in [(width, w), (height, h)] where !(x.isFinite && x >= 0) {
        throw RuntimeError(
          "a ViewHost's size must be a finite number of points, 0 or more, not \(Value.number(x).printed)", at: arg.range,
          file: m.file)
      }
      let host = ViewHostObject(root: root.value, width: width, height: height, range: a.range)
      try host.update(i, &m)
      return .object(host)
    }
    // `Path`'s initialisers and `#Preview`: the checker does not type them (a Path's closure
    // takes an `inout Path`), so the table declares their labels itself, as SwiftUI's.
    method(
      .global, "Path",
      overloads: [
        [], [BuiltinParameter("_")], [BuiltinParameter("ellipseIn")],
        [BuiltinParameter("roundedRect"), BuiltinParameter("cornerRadius")], [.closure("_")],
      ], what: "Path",
      "A shape's outline: empty, a rectangle, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`, or built by `Path { path in … }`."
    ) { (_: Value, b: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let a = BoundViewArguments(b, site)
      func rect(_ k: Int) throws(RuntimeError) -> CGRect {
        if case .object(let g as GeometryObject) = a.value(k), case .rect(let r) = g.geometry { return r }
        throw RuntimeError(
          "'Path' expects a CGRect here, not \(a.value(k).typeNameWithArticle)", at: b.range(k, site), file: m.file)
      }
      switch a.overload {
      case 0: return .object(PathObject(AnimViews.Path()))
      case 2: return .object(PathObject(AnimViews.Path(ellipseIn: try rect(0))))
      case 3:
        let r = try rect(0)
        return .object(PathObject(AnimViews.Path(roundedRect: r, cornerRadius: CGFloat(try b.number(1, site, &m)))))
      default:
        if case .function = a.value(0) {
          // `Path { path in … }`: the closure changes the path it is given (inout in Swift;
          // the object is shared with the closure here).
          let p = PathObject(AnimViews.Path())
          _ = try i.callFunction(a.value(0), [.object(p)], b.range(0, site), &m)
          return .object(p)
        }
        return .object(PathObject(AnimViews.Path(try rect(0))))
      }
    }
    method(
      .global, "#Preview", overloads: [[BuiltinParameter("_", Value.none), .closure("body")]], what: "#Preview",
      "Names the view that `anim preview`, `anim render` and `anim play` draw."
    ) { (_: Value, b: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let a = BoundViewArguments(b, site)
      let name = try a[0].map { x throws(RuntimeError) in try a.read.string(x, m) }
      i.previews.append(PreviewEntry(name: name, body: a.value(1), range: a.range, file: m.file))
      return Value.none
    }
    view("Namespace", "A new namespace for matchedGeometryEffect; `@Namespace var ns` in a view keeps one per view.") {
      _, _, _ throws(RuntimeError) in
      .object(NamespaceObject())
    }
  }
}
