// SwiftUI's view modifiers (`.frame(width: 100)`, `.padding()`, `.foregroundColor(.red)`,
// `.fill(.blue)`, …) as entries of the built-in table, owned by the built-in views (`.view`) and
// paths (`.path`). Each modifier's overloads are read from the declarations the checker types it
// from (ViewSignatures.swift: `View`'s and `Shape`'s), so the labels are matched once, when the
// call is lowered (`BuiltinTable.bindMethod`), and a body reads its arguments by parameter, as
// the overload declares them. A view whose kind does not say it is one (a colour, a script
// `struct X: View`, what a view builder built) reaches the same entries at run time
// (`Interpreter.callViewMethod`, Interpreter+ViewModifiers.swift).
//
// Each gives a new view value wrapping the one it modifies, as SwiftUI's modifiers do; the shape
// modifiers (`fill`, `stroke`, `strokeBorder`, `trim`) change a shape before any view modifier.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A view modifier's implementation: the view it modifies and its arguments, bound.
typealias ViewModifierBody =
  (Value, BoundViewArguments, Interpreter, inout Machine) throws(RuntimeError) -> Value

/// A view call's arguments (a modifier's, a view's initialiser's, a host's method's) in the
/// matched overload's parameter order (`BoundArguments`), read as the view arguments' types.
struct BoundViewArguments {
  let bound: BoundArguments
  let site: CallSite
  /// The conversions (`number`, `color`, `alignment`, …), whose messages name the modifier.
  let read: ViewArguments

  init(_ bound: BoundArguments, _ site: CallSite) {
    self.bound = bound
    self.site = site
    read = ViewArguments(conversionsFor: site)
  }

  /// Which of the modifier's overloads the labels matched (their order in ViewSignatures).
  var overload: Int { bound.overload }
  var range: SourceRange { site.range }

  /// Parameter `i`'s value, `.none` where its default applies.
  func value(_ i: Int) -> Value { i >= 0 ? bound.value(i).unwrapped : .none }

  /// Parameter `i`'s argument, nil where its default applies (or nil was written, which for
  /// the optional parameters that have one means the same).
  subscript(_ i: Int) -> ViewArguments.Argument? {
    let v = value(i)
    if case .none = v { return nil }
    return ViewArguments.Argument(label: nil, value: v, range: bound.range(i, site), isTrailingClosure: false)
  }

  /// Parameter `i` as a number, nil where it is left out.
  func optionalNumber(_ i: Int, _ m: Machine) throws(RuntimeError) -> CGFloat? {
    guard let a = self[i] else { return nil }
    return CGFloat(try read.number(a, m))
  }

  /// Parameter `i` as an Alignment, `.center` where it is left out.
  func alignment(_ i: Int, _ m: Machine) throws(RuntimeError) -> Alignment {
    guard let a = self[i] else { return .center }
    return try read.alignment(a, m)
  }

  /// Parameter `i` as a UnitPoint, `.center` where it is left out.
  func anchor(_ i: Int, _ m: Machine) throws(RuntimeError) -> UnitPoint {
    guard let a = self[i] else { return .center }
    return try read.unitPoint(a, m)
  }

  /// The arguments as written, in source order: what the modifiers the host acts on keep
  /// (`onChange`'s value and action, `animation`'s value), which read them by position.
  func written(_ m: Machine) -> [Value] {
    (0..<site.count).map { k in
      site.base + k < m.stack.count ? m.stack[site.base + k].unwrapped : .none  // trap-ok: checked
    }
  }
}

extension ViewArguments {
  /// No arguments, for the conversions alone (messages name `site`'s callee).
  init(conversionsFor site: CallSite) {
    items = []
    range = site.range
    name = site.name
  }
}

extension BuiltinTable {
  /// The overloads of `type`'s method `name` (`View`, `Shape`, `Path`), or its initialisers
  /// (`name` "init"), as the table matches
  /// them, read from ViewSignatures' declarations: a defaulted parameter's default is `.none`
  /// (the body gives SwiftUI's), and a parameter of function type takes a trailing closure.
  static func declaredOverloads(_ name: String, of type: String) -> [[BuiltinParameter]] {
    (ViewSignatures.declarations[type] ?? []).compactMap { line in
      let declaration = line.hasPrefix("static ") ? line.dropFirst("static ".count) : Substring(line)
      let head = name == "init" ? name : "func " + name
      guard declaration.hasPrefix(head + "(") || declaration.hasPrefix(head + "<"),
        let (_, _, signature) = SignatureReader.read(line, owner: type)
      else { return nil }
      return zip(signature.labels, zip(signature.parameters, signature.hasDefault)).map { label, p in
        var parameter = BuiltinParameter(label ?? "_", p.1 ? Value.none : nil)
        switch p.0 {
        case .function, .optional(.function): parameter.isClosure = true
        default: break
        }
        return parameter
      }
    }
  }

  /// Registers SwiftUI's view modifiers on the built-in views and paths.
  func registerViewModifiers() {
    /// A modifier of every view (`protocolName` "View") or of shapes ("Shape"), with the
    /// overloads declared there, or `overloads` for one the checker leaves untyped.
    func modifier(
      _ name: String, of protocolName: String = "View", overloads: [[BuiltinParameter]]? = nil,
      _ doc: String, _ body: @escaping ViewModifierBody
    ) {
      let overloads = overloads ?? Self.declaredOverloads(name, of: protocolName)
      for owner in [ValueKind.view, .path] {
        method(owner, name, overloads: overloads, what: name, doc) {
          (r: Value, b: BoundArguments, site: CallSite, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
          try ViewObject.checkedNesting(try body(r.unwrapped, BoundViewArguments(b, site), i, &m), site.range, m)
        }
      }
    }
    /// A modifier that needs nothing from the script once given: the view wrapped with it.
    func layout(
      _ name: String, _ doc: String,
      _ make: @escaping (BoundViewArguments, Interpreter, inout Machine) throws(RuntimeError) -> (ViewNode) -> ViewNode
    ) {
      modifier(name, doc) { (r: Value, a: BoundViewArguments, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        .object(ViewObject(.modified(r, name: name, apply: try make(a, i, &m)), range: a.range))
      }
    }
    registerLayoutModifiers(layout)
    registerDecorations(modifier)
    registerShapeModifiers(modifier)
    registerHostedModifiers(modifier)
    registerFontModifiers(modifier)
  }

  private typealias Layout = (
    _ name: String, _ doc: String,
    _ make: @escaping (BoundViewArguments, Interpreter, inout Machine) throws(RuntimeError) -> (ViewNode) -> ViewNode
  ) -> Void
  typealias Modifier = (
    _ name: String, _ protocolName: String, _ overloads: [[BuiltinParameter]]?, _ doc: String,
    _ body: @escaping ViewModifierBody
  ) -> Void

  // MARK: Size and place

  private func registerLayoutModifiers(_ layout: Layout) {
    layout("frame", "A frame of a fixed or flexible size, the view aligned in it.") { a, _, m throws(RuntimeError) in
      if a.overload == 1 {
        // frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
        let v = (
          try a.optionalNumber(0, m), try a.optionalNumber(1, m), try a.optionalNumber(2, m),
          try a.optionalNumber(3, m), try a.optionalNumber(4, m), try a.optionalNumber(5, m)
        )
        let al = try a.alignment(6, m)
        // SwiftUI logs its diagnostics and goes on; Anim makes each an error at the call.
        let probe = AnimViews.EmptyView().frame(
          minWidth: v.0, idealWidth: v.1, maxWidth: v.2, minHeight: v.3, idealHeight: v.4, maxHeight: v.5, alignment: al)
        if let d = probe.diagnostics.first {
          throw RuntimeError(
            "\(d.message) (frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:))", at: a.range, file: m.file)
        }
        return { $0.frame(minWidth: v.0, idealWidth: v.1, maxWidth: v.2, minHeight: v.3, idealHeight: v.4, maxHeight: v.5, alignment: al) }
      }
      // frame(width:height:alignment:)
      let w = try a.optionalNumber(0, m)
      let h = try a.optionalNumber(1, m)
      for (k, x, label) in [(0, w, "width"), (1, h, "height")] {
        if let x, !(x.isFinite && x >= 0) {
          throw RuntimeError(
            "Invalid frame dimension (negative or non-finite): \(label) \(Double(x))", at: a[k]?.range ?? a.range, file: m.file)
        }
      }
      let al = try a.alignment(2, m)
      return { $0.frame(width: w, height: h, alignment: al) }
    }
    layout("padding", "Space around the view: on every edge, or on the edges given.") { a, _, m throws(RuntimeError) in
      // padding(_ length:) and padding(_ edges: = .all, _ length: = nil) take the same labels:
      // a number alone is the first.
      guard let first = a[0] else { return { $0.padding() } }
      let second = a.overload == 1 ? a[1] : nil
      if case .number(let n) = first.value, second == nil {
        guard n.isFinite else {
          throw RuntimeError(
            "padding must be a finite number of points, not \(Value.number(n).printed)", at: first.range, file: m.file)
        }
        return { $0.padding(CGFloat(n)) }
      }
      let edges = try a.read.edges(first, m)
      let length = try second.map { x throws(RuntimeError) in CGFloat(try a.read.number(x, m)) }
      if let length, !length.isFinite {
        throw RuntimeError(
          "padding must be a finite number of points, not \(Value.number(Double(length)).printed)",
          at: second?.range ?? a.range, file: m.file)
      }
      return { $0.padding(edges, length) }
    }
    layout("offset", "The view drawn moved by a size, or by x and y.") { a, _, m throws(RuntimeError) in
      if a.overload == 0, let s = a[0] {
        let size = try a.read.size(s, m)
        return { $0.offset(size) }
      }
      let x = try a.optionalNumber(0, m) ?? 0
      let y = try a.optionalNumber(1, m) ?? 0
      return { $0.offset(x: x, y: y) }
    }
    layout("opacity", "The view drawn with its opacity multiplied (0…1).") { a, _, m throws(RuntimeError) in
      let v = try a.optionalNumber(0, m) ?? 1
      return { $0.opacity(v) }
    }
    layout("scaleEffect", "The view drawn scaled about an anchor (the centre by default).") { a, _, m throws(RuntimeError) in
      if a.overload == 2 {
        // scaleEffect(x:y:anchor:)
        let x = try a.optionalNumber(0, m) ?? 1
        let y = try a.optionalNumber(1, m) ?? 1
        let anchor = try a.anchor(2, m)
        return { $0.scaleEffect(x: x, y: y, anchor: anchor) }
      }
      // scaleEffect(_:anchor:), a number or a CGSize (the same labels).
      let anchor = try a.anchor(1, m)
      guard let s = a[0] else { return { $0.scaleEffect(1, anchor: anchor) } }
      if case .number(let k) = s.value { return { $0.scaleEffect(CGFloat(k), anchor: anchor) } }
      let size = try a.read.size(s, m)
      return { $0.scaleEffect(size, anchor: anchor) }
    }
    layout("rotationEffect", "The view drawn rotated about an anchor (the centre by default).") { a, _, m throws(RuntimeError) in
      guard let r = a[0] else { throw RuntimeError("'rotationEffect' takes an Angle", at: a.range, file: m.file) }
      let angle = try a.read.angle(r, m)
      let anchor = try a.anchor(1, m)
      return { $0.rotationEffect(angle, anchor: anchor) }
    }
    for name in ["foregroundColor", "foregroundStyle"] {
      layout(name, "The colour text and unfilled shapes inside are drawn with.") { a, _, m throws(RuntimeError) in
        guard let c = a[0] else { return { $0.foregroundColor(nil) } }
        let color = try a.read.color(c, m)
        return { $0.foregroundColor(color) }
      }
    }
    layout("cornerRadius", "The view clipped to a rounded rectangle.") { a, _, m throws(RuntimeError) in
      let radius = try a.optionalNumber(0, m) ?? 0
      return { $0.cornerRadius(radius) }
    }
    layout("clipped", "The view clipped to its frame.") { _, _, _ throws(RuntimeError) in { $0.clipped() } }
    layout("clipShape", "The view clipped to a built-in shape.") { a, _, m throws(RuntimeError) in
      guard case .object(let o as ViewObject) = a.value(0), case .shape(let shape) = o.content else {
        throw RuntimeError(
          "'clipShape' takes a built-in shape (Circle(), RoundedRectangle(cornerRadius:), …)", at: a.range, file: m.file)
      }
      return { $0.clipShape(shape) }
    }
    layout("shadow", "A shadow under the view: a colour (black at 33 % by default), a blur radius and an offset.") {
      a, _, m throws(RuntimeError) in
      let radius = try a.optionalNumber(1, m) ?? 0
      let x = try a.optionalNumber(2, m) ?? 0
      let y = try a.optionalNumber(3, m) ?? 0
      if let c = a[0] {
        let color = try a.read.color(c, m)
        return { $0.shadow(color: color, radius: radius, x: x, y: y) }
      }
      return { $0.shadow(radius: radius, x: x, y: y) }
    }
    layout("fixedSize", "The view at its ideal size along both axes, or the axes given.") { a, _, m throws(RuntimeError) in
      guard a.overload == 1, let hArg = a[0], let vArg = a[1] else { return { $0.fixedSize(horizontal: true, vertical: true) } }
      let h = try a.read.bool(hArg, m)
      let v = try a.read.bool(vArg, m)
      return { $0.fixedSize(horizontal: h, vertical: v) }
    }
    layout("layoutPriority", "The view's priority when its stack shares out space (0 by default).") { a, _, m throws(RuntimeError) in
      let v = try a.optionalNumber(0, m) ?? 0
      return { $0.layoutPriority(v) }
    }
    layout("zIndex", "The view's place front to back among its siblings (0 by default).") { a, _, m throws(RuntimeError) in
      let v = try a.optionalNumber(0, m) ?? 0
      return { $0.zIndex(v) }
    }
    layout("alignmentGuide", "Where the view's alignment guide sits, computed from its dimensions.") { a, i, m throws(RuntimeError) in
      guard let g = a[0], let f = a[1], Interpreter.isCallable(f.value) else {
        throw RuntimeError("'alignmentGuide' takes an alignment and a computeValue closure", at: a.range, file: m.file)
      }
      let compute = i.guideFunction(f.value, f.range)
      if case .object(let o as AlignmentObject) = g.value {
        switch o.guide {
        case .horizontal(let h): return { $0.alignmentGuide(h, computeValue: compute) }
        case .vertical(let v): return { $0.alignmentGuide(v, computeValue: compute) }
        case .both: break
        }
        throw RuntimeError(
          "'alignmentGuide' takes a HorizontalAlignment or a VerticalAlignment, not an Alignment", at: g.range, file: m.file)
      }
      let u = try a.read.unitPoint(g, m)
      // `.center` names both axes' centre; Anim takes it as the horizontal one (a VStack's).
      if u.y == 0.5 {
        let h = ViewArguments.horizontal(u.x)
        return { $0.alignmentGuide(h, computeValue: compute) }
      }
      guard u.x == 0.5 else {
        throw RuntimeError(
          "'alignmentGuide' takes one alignment: .leading, .center, .trailing, .top or .bottom", at: g.range, file: m.file)
      }
      let v = ViewArguments.vertical(u.y)
      return { $0.alignmentGuide(v, computeValue: compute) }
    }
  }

  // MARK: Backgrounds, overlays, identity, taps

  private func registerDecorations(_ modifier: Modifier) {
    for name in ["background", "overlay"] {
      let isOverlay = name == "overlay"
      modifier(name, "View", nil, "A view or colour drawn \(isOverlay ? "over" : "behind") the view, aligned in its frame.") {
        r, a, i, m throws(RuntimeError) in
        // The overloads: (_ style: Color), (_ view:, alignment:), (alignment:, content:),
        // (_ style: Color, in shape:).
        if a.overload == 3 {
          // `background(Color.red, in: RoundedRectangle(cornerRadius: 8))`: the shape filled.
          guard let c = a[0], let shape = a[1], case .object(let o as ViewObject) = shape.value, case .shape(let s) = o.content
          else {
            throw RuntimeError("'\(name)(_:in:)' takes a colour and a built-in shape", at: a.range, file: m.file)
          }
          let deco = Value.object(ViewObject(.shape(s.fill(try a.read.color(c, m))), range: shape.range))
          return .object(ViewObject(.decorated(r, decoration: deco, isOverlay: isOverlay, alignment: .center), range: a.range))
        }
        let al = a.overload == 0 ? Alignment.center : try a.alignment(a.overload == 1 ? 1 : 0, m)
        guard let v = a[a.overload == 2 ? 1 : 0] else {
          throw RuntimeError("'\(name)' takes a view", at: a.range, file: m.file)
        }
        let deco: Value
        if case .function = v.value {
          deco = .object(ViewObject(.container(.zStack(al), children: try i.builtViews(v, a.read, &m)), range: v.range))
        } else {
          deco = v.value
        }
        guard Interpreter.isView(deco) else {
          throw RuntimeError("'\(name)' takes a view, not \(deco.typeNameWithArticle)", at: v.range, file: m.file)
        }
        return .object(ViewObject(.decorated(r, decoration: deco, isOverlay: isOverlay, alignment: al), range: a.range))
      }
    }
    modifier("id", "View", nil, "The view's explicit identity, which its state is kept by.") { r, a, _, _ throws(RuntimeError) in
      let key = a.value(0).printed
      // The explicit id is part of the identity that state is kept by (ViewExpansion.swift).
      return .object(ViewObject(.modified(r, name: "id:" + key, apply: { $0.id(key) }), range: a.range))
    }
    modifier("onTapGesture", "View", nil, "An action run when the host taps the view (`host.tap` by its text).") {
      r, a, _, m throws(RuntimeError) in
      // A tap on the view runs the action: the host taps it as it taps a Button, by the text
      // of its label (`host.tap("🤩")`). Unlike a Button, it keeps the colour of its content
      // (the primary colour unless set inside it): no accent tint.
      if let c = a[0], case .number(let n) = c.value, n != 1 {
        throw RuntimeError("Anim taps once: 'onTapGesture(count:)' takes a count of 1", at: c.range, file: m.file)
      }
      guard let action = a[1], Interpreter.isCallable(action.value) else {
        throw RuntimeError("'onTapGesture' takes an action closure", at: a.range, file: m.file)
      }
      let label = Value.object(
        ViewObject(.modified(r, name: "foregroundColor", apply: { $0.foregroundColor(.primary) }), range: a.range))
      return .object(ViewObject(.button(action: action.value, label: [label]), range: a.range))
    }
  }

  // MARK: Shapes

  private func registerShapeModifiers(_ modifier: Modifier) {
    /// A shape modifier: the shape (and the script Shape it paints) changed by `change`.
    func shapeModifier(
      _ name: String, _ doc: String,
      _ change: @escaping (ShapeView, BoundViewArguments, Machine) throws(RuntimeError) -> ShapeView
    ) {
      modifier(name, "Shape", nil, doc) { r, a, _, m throws(RuntimeError) in
        let (shape, custom) = try Self.shape(r, name, a.range, m)
        let changed = try change(shape, a, m)
        if let custom { return .object(ViewObject(.customShape(custom, paint: changed), range: a.range)) }
        return .object(ViewObject(.shape(changed), range: a.range))
      }
    }
    shapeModifier("fill", "The shape filled with a colour (the foreground colour by default).") {
      shape, a, m throws(RuntimeError) in
      guard let c = a[0] else { return shape.fill() }
      return shape.fill(try a.read.color(c, m))
    }
    shapeModifier("trim", "The part of the shape's outline between two fractions of its length.") {
      shape, a, m throws(RuntimeError) in
      shape.trim(from: try a.optionalNumber(0, m) ?? 0, to: try a.optionalNumber(1, m) ?? 1)
    }
    for isBorder in [false, true] {
      let doc = isBorder
        ? "The shape's outline drawn inside its edge (1 point wide by default)."
        : "The shape's outline drawn centred on its edge (1 point wide by default)."
      shapeModifier(isBorder ? "strokeBorder" : "stroke", doc) { shape, a, m throws(RuntimeError) in
        // (_ content: Color, lineWidth:) or (lineWidth:).
        let k = a.overload == 0 ? 1 : 0
        let width = try a.optionalNumber(k, m) ?? 1
        guard width.isFinite, width >= 0 else {
          throw RuntimeError("a line width must be a finite number, 0 or more", at: a[k]?.range ?? a.range, file: m.file)
        }
        let c = try (a.overload == 0 ? a[0] : nil).map { x throws(RuntimeError) in try a.read.color(x, m) }
        return isBorder ? shape.strokeBorder(c, lineWidth: width) : shape.stroke(c, lineWidth: width)
      }
    }
  }

  /// The shape a shape modifier changes, and the script Shape it paints when it is one.
  private static func shape(_ receiver: Value, _ name: String, _ range: SourceRange, _ m: Machine)
    throws(RuntimeError) -> (ShapeView, Value?)
  {
    switch receiver {
    case .object(let o as ViewObject):
      switch o.content {
      case .shape(let s): return (s, nil)
      case .customShape(let v, let paint): return (paint, v)
      default:
        throw RuntimeError(
          "value of type '\(o.viewTypeName)' has no member '\(name)' (it is a shape modifier)", at: range, file: m.file)
      }
    case .object(let p as PathObject): return (p.path.shape, nil)
    case .record(let r):
      guard let s = r.info as? StructInfo, s.conforms(to: "Shape") else {
        throw RuntimeError(
          "value of type '\(r.info.name)' has no member '\(name)' (it is a shape modifier)", at: range, file: m.file)
      }
      return (AnimViews.Rectangle(), receiver)
    default:
      throw RuntimeError("value of type '\(receiver.typeName)' has no member '\(name)'", at: range, file: m.file)
    }
  }

  // MARK: What the host acts on

  private func registerHostedModifiers(_ modifier: Modifier) {
    // Kept for the host with their arguments as written (ViewObject.Content.transparent says
    // which act, and where).
    let kept: [(KeptModifier, [[BuiltinParameter]]?, String)] = [
      (.animation, nil, "Animates the view's changes with an animation, when a value changes."),
      (.environment, nil, "Sets an environment value for the view and those inside it."),
      (.transition, nil, "How the view comes in and goes out when a change inserts or removes it."),
      (.transaction, nil, "Changes the transaction of the view's changes."),
      (.onAppear, nil, "An action run after the view first appears."),
      (.onDisappear, nil, "An action run after the view disappears."),
      (.onChange, nil, "An action run when a value the view watches changes."),
      // Untyped in the checker (its publisher is any value): the table's own parameters.
      (.onReceive, [[BuiltinParameter("_"), .closure("perform")]], "An action run with each value a publisher sends."),
      (.contentTransition, [[BuiltinParameter("_")]], "How the view's content changes (kept; Anim does not draw it yet)."),
    ]
    for (kind, overloads, doc) in kept {
      modifier(kind.rawValue, "View", overloads, doc) { r, a, _, m throws(RuntimeError) in
        .object(ViewObject(.transparent(r, kept: kind, arguments: a.written(m)), range: a.range))
      }
    }
    // These check their arguments in their own helpers, with messages that name the closure
    // or value missing; they read the arguments as written.
    for kind in [KeptModifier.keyframeAnimator, .phaseAnimator] {
      modifier(kind.rawValue, "View", nil, "The view drawn by a closure of \(kind == .keyframeAnimator ? "keyframes" : "phases") over time.") {
        r, a, i, m throws(RuntimeError) in
        try i.viewAnimatorModifier(r, kind, ViewArguments(a.site, &m), &m)
      }
    }
    modifier("matchedGeometryEffect", "View", nil, "The view's geometry matched with its namesake's in a namespace.") {
      r, a, i, m throws(RuntimeError) in
      try i.matchedGeometryModifier(r, ViewArguments(a.site, &m), &m)
    }
  }
}
