// SwiftUI's views as built-in names: `VStack(alignment:spacing:content:)`, `Text(_:)`,
// `Circle()`, `Button(_:action:)`, `ForEach(_:id:content:)`, … Each call makes a ViewObject (a
// view value); the closures given as `content:`/`label:` (or trailing) are view builders
// (Resolver+Views.swift marks them), so calling one gives the views it built.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension Builtins {
  func registerViews() {
    func view(_ name: String, _ signature: String, _ doc: String, _ make: @escaping (Interpreter, ViewArguments, inout Machine) throws(RuntimeError) -> Value) {
      function(name, signature, doc) { (i: Interpreter, site: CallSite, m: inout Machine) throws(RuntimeError) -> Value in
        let args = ViewArguments(site, &m)
        return try ViewObject.checkedNesting(try make(i, args, &m), site.range, m)
      }
    }
    view("Text", "Text(_ content: String)", "A line of text at SwiftUI's body size (17 pt).") { _, a, m throws(RuntimeError) in
      try a.check([nil, "format"], m)
      guard let first = a.unlabeled(0) else {
        throw RuntimeError("missing argument for parameter #1 in call to 'Text'", at: a.range, file: m.file)
      }
      let text: String
      switch first.value {
      case .string(let s): text = s
      case .number(let d):
        // `Text(x, format: .number.precision(.fractionLength(n)))`.
        if let f = a.named("format") {
          guard case .object(let style as NumberFormatObject) = f.value else {
            throw RuntimeError("'Text' takes a number format style such as .number.precision(.fractionLength(2))", at: f.range, file: m.file)
          }
          text = style.format(d)
        } else {
          text = Value.number(d).printed
        }
      default: throw RuntimeError("'Text' expects a String, not \(first.value.typeNameWithArticle)", at: first.range, file: m.file)
      }
      return .object(ViewObject(.leaf(AnimViews.Text(text)), range: a.range))
    }
    view("EmptyView", "EmptyView()", "A view that draws nothing and takes no space.") { _, a, m throws(RuntimeError) in
      try a.check([], m)
      return .object(ViewObject(.leaf(AnimViews.EmptyView()), range: a.range))
    }
    view("Spacer", "Spacer(minLength: CGFloat? = nil)", "Space that grows along its stack's axis (at least 8 points).") { _, a, m throws(RuntimeError) in
      try a.check(["minLength"], m)
      return .object(ViewObject(.leaf(AnimViews.Spacer(minLength: try a.optionalNumber("minLength", m))), range: a.range))
    }
    view("Divider", "Divider()", "A thin line across its stack.") { _, a, m throws(RuntimeError) in
      try a.check([], m)
      return .object(ViewObject(.leaf(AnimViews.Divider()), range: a.range))
    }
    let shapes: [(String, ShapeView)] = [
      ("Circle", AnimViews.Circle()), ("Rectangle", AnimViews.Rectangle()), ("Capsule", AnimViews.Capsule()),
      ("Ellipse", AnimViews.Ellipse()),
    ]
    for (name, shape) in shapes {
      view(name, "\(name)()", "SwiftUI's \(name) shape: fills its frame with the foreground colour unless filled or stroked.") { _, a, m throws(RuntimeError) in
        try a.check([], m)
        return .object(ViewObject(.shape(shape), range: a.range))
      }
    }
    view("RoundedRectangle", "RoundedRectangle(cornerRadius: CGFloat)", "A rectangle with rounded (continuous) corners.") { _, a, m throws(RuntimeError) in
      try a.check(["cornerRadius", "cornerSize", "style"], m)
      if let r = a.named("cornerRadius") {
        return .object(ViewObject(.shape(AnimViews.RoundedRectangle(cornerRadius: CGFloat(try a.number(r, m)))), range: a.range))
      }
      if let s = a.named("cornerSize") {
        return .object(ViewObject(.shape(AnimViews.RoundedRectangle(cornerSize: try a.size(s, m))), range: a.range))
      }
      throw RuntimeError("missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'", at: a.range, file: m.file)
    }
    func stack(_ name: String, _ signature: String, _ doc: String, _ make: @escaping (ViewArguments, inout Machine) throws(RuntimeError) -> ViewObject.Container) {
      view(name, signature, doc) { i, a, m throws(RuntimeError) in
        try a.check(["alignment", "spacing", "content"], m)
        let container = try make(a, &m)
        let children = try i.builtViews(a.named("content") ?? a.trailing.first, a, &m)
        return .object(ViewObject(.container(container, children: children), range: a.range))
      }
    }
    stack("VStack", "VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content: () -> Content)", "Views in a column.") { a, m throws(RuntimeError) in
      .vStack(try a.named("alignment").map { x throws(RuntimeError) in try a.horizontalAlignment(x, m) } ?? .center, spacing: try a.optionalNumber("spacing", m))
    }
    stack("HStack", "HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content: () -> Content)", "Views in a row.") { a, m throws(RuntimeError) in
      .hStack(try a.named("alignment").map { x throws(RuntimeError) in try a.verticalAlignment(x, m) } ?? .center, spacing: try a.optionalNumber("spacing", m))
    }
    stack("ZStack", "ZStack(alignment: Alignment = .center, content: () -> Content)", "Views on top of each other, later ones in front.") { a, m throws(RuntimeError) in
      .zStack(try a.named("alignment").map { x throws(RuntimeError) in try a.alignment(x, m) } ?? .center)
    }
    stack("Group", "Group(content: () -> Content)", "Several views where one is expected.") { _, _ in .group }
    view("ForEach", "ForEach(_ data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content)", "Views made from a collection's elements, each identified by its id.") { i, a, m throws(RuntimeError) in
      try i.forEachView(a, &m)
    }
    view("Button", "Button(_ title: String, action: () -> Void)", "A button; `host.tap(\"Title\")` runs its action.") { i, a, m throws(RuntimeError) in
      try a.check([nil, "action", "label"], m)
      if let title = a.unlabeled(0) {
        let text = try a.string(title, m)
        guard let action = a.named("action") ?? a.trailing.first else {
          throw RuntimeError("missing argument for parameter 'action' in call to 'Button'", at: a.range, file: m.file)
        }
        let label: Value = .object(ViewObject(.leaf(AnimViews.Text(text)), range: title.range))
        return .object(ViewObject(.button(action: action.value, label: [label]), range: a.range))
      }
      guard let action = a.named("action") else {
        throw RuntimeError("missing argument for parameter 'action' in call to 'Button'", at: a.range, file: m.file)
      }
      let label = try i.builtViews(a.named("label") ?? a.trailing.first, a, &m)
      return .object(ViewObject(.button(action: action.value, label: label), range: a.range))
    }
    view("State", "State(initialValue: Value)", "An @State property's storage: `self._x = State(initialValue: v)` in an init sets x's initial value.") { _, a, m throws(RuntimeError) in
      guard let v = a.named("initialValue") ?? a.named("wrappedValue") else {
        throw RuntimeError("missing argument for parameter 'initialValue' in call to 'State'", at: a.range, file: m.file)
      }
      return v.value
    }
    view("ViewHost", "ViewHost(_ view: some View, width: Double, height: Double)", "Lays a view out in a width × height canvas and keeps it live: taps, state changes and waits update it.") { i, a, m throws(RuntimeError) in
      try a.check([nil, "width", "height"], m)
      guard let root = a.unlabeled(0), let w = a.named("width"), let h = a.named("height") else {
        throw RuntimeError("'ViewHost' takes a view, width: and height:", at: a.range, file: m.file)
      }
      let width = try a.number(w, m)
      let height = try a.number(h, m)
      for (x, arg) in [(width, w), (height, h)] where !(x.isFinite && x >= 0) {
        throw RuntimeError("a ViewHost's size must be a finite number of points, 0 or more, not \(Value.number(x).printed)", at: arg.range, file: m.file)
      }
      let host = ViewHostObject(root: root.value, width: width, height: height, range: a.range)
      try host.update(i, &m)
      return .object(host)
    }
    add("Edge", .constant(.object(EdgeNamespace())), signature: "Edge.Set", doc: "The edges padding applies to: .top, .leading, .bottom, .trailing, .horizontal, .vertical, .all.")
    function("#Preview", "#Preview(_ name: String? = nil, body: () -> View)", "Names the view that `anim preview`, `anim render` and `anim play` draw.") { (i: Interpreter, site: CallSite, m: inout Machine) throws(RuntimeError) -> Value in
      let a = ViewArguments(site, &m)
      try a.check([nil], m)
      let name = try a.unlabeled(0).map { x throws(RuntimeError) in try a.string(x, m) }
      guard let body = a.trailing.first else {
        throw RuntimeError("'#Preview' takes its view in a trailing closure: #Preview { ContentView() }", at: a.range, file: m.file)
      }
      i.previews.append(PreviewEntry(name: name, body: body.value, range: a.range, file: m.file))
      return Value.none
    }
    registerPath()
    registerFont()
    registerTransitionType()
    registerMatchedGeometry()
    registerAlignmentTypes()
  }
}

extension Interpreter {
  /// The views a builder closure (or a single view) gives: a closure is called and its built
  /// items taken; a view is itself.
  func builtViews(_ arg: ViewArguments.Argument?, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> [Value] {
    guard let arg else { return [] }
    switch arg.value {
    case .function, .builtin, .boundMethod:
      let r = try callFunction(arg.value, [], arg.range, &m)
      if case .array(let items) = r.unwrapped { return items }
      return r.isNil ? [] : [r]
    default:
      return [arg.value]
    }
  }

  /// `ForEach(data, id: \.key) { x in … }`, `ForEach(0..<n) { i in … }`,
  /// `ForEach(items.indices, id: \.self) { i in … }`. Two elements with the same id are
  /// SwiftUI's warning "the ID … occurs multiple times", here an error at the call.
  func forEachView(_ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value {
    try a.check([nil, "id", "content"], m)
    guard let data = a.unlabeled(0), let content = a.named("content") ?? a.trailing.first else {
      throw RuntimeError("'ForEach' takes data and a content closure", at: a.range, file: m.file)
    }
    let elements: [Value]
    switch data.value {
    case .array(let xs): elements = xs
    case .object(let r as RangeObject):
      guard r.lower.isFinite, r.upper.isFinite, r.upper - r.lower <= 100_000 else {
        throw RuntimeError("'ForEach' needs a range of at most 100000 numbers", at: data.range, file: m.file)
      }
      var xs: [Value] = []
      var k = r.lower
      while r.isClosed ? k <= r.upper : k < r.upper {
        xs.append(.number(k))
        k += 1
      }
      elements = xs
    default:
      throw RuntimeError("'ForEach' expects an array or a range, not \(data.value.typeNameWithArticle)", at: data.range, file: m.file)
    }
    let keyPath: KeyPathObject?
    if let id = a.named("id") {
      guard case .object(let k as KeyPathObject) = id.value else {
        throw RuntimeError("'ForEach' expects a key path for 'id:' (\\.self, \\.name)", at: id.range, file: m.file)
      }
      keyPath = k
    } else {
      keyPath = nil
    }
    var items: [(id: AnyHashable, views: [Value])] = []
    var seen: [AnyHashable: Int] = [:]
    for (k, element) in elements.enumerated() {
      let idValue: Value
      if let keyPath {
        idValue = try keyPath.read(element, self, a.range, &m)
      } else if case .number = element {
        idValue = element
      } else {
        // Identifiable: the element's `id`.
        idValue = try getMember(element, "id", data.range, &m)
      }
      let key = AnyHashable(idValue.printed)
      if let first = seen[key] {
        throw RuntimeError(
          "ForEach: the ID \(idValue.printed) occurs multiple times within the collection (elements \(first) and \(k)), "
            + "this will give undefined results!", at: (a.named("id") ?? data).range, file: m.file)
      }
      seen[key] = k
      let r = try callFunction(content.value, [element], content.range, &m)
      let views: [Value]
      if case .array(let xs) = r.unwrapped { views = xs } else { views = r.isNil ? [] : [r] }
      items.append((key, views))
    }
    return .object(ViewObject(.forEach(items), range: a.range))
  }
}
