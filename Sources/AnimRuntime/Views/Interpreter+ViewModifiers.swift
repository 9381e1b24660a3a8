// SwiftUI's view modifiers on script views: `.frame(width: 100)`, `.padding()`,
// `.foregroundColor(.red)`, `.fill(.blue)`, … on a built-in view, a colour, a path or a
// `struct X: View` value. Each gives a new view value wrapping the one it modifies, as SwiftUI's
// modifiers do; the shape modifiers (`fill`, `stroke`, `strokeBorder`, `trim`) change a shape
// before any view modifier.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension Interpreter {
  /// The modifiers `callViewModifier` applies (the checker types those with a signature in
  /// ViewSignatures.swift on every view, and leaves the others' arguments to the run time).
  static let viewModifierNames: Set<String> = [
    "fill", "stroke", "strokeBorder", "trim", "frame", "padding", "offset", "opacity", "scaleEffect",
    "rotationEffect", "foregroundColor", "foregroundStyle", "cornerRadius", "clipped", "clipShape",
    "background", "overlay", "shadow", "fixedSize", "layoutPriority", "zIndex", "id", "animation",
    "environment", "transition", "transaction", "onAppear", "onDisappear", "onChange", "onReceive",
    "contentTransition", "matchedGeometryEffect", "alignmentGuide", "keyframeAnimator", "phaseAnimator", "onTapGesture",
    "font", "fontWeight", "bold",
  ]

  /// Whether `v` is a view: a built-in view, a colour, a path, or a script View or Shape.
  static func isView(_ v: Value) -> Bool {
    switch v {
    case .object(is ViewObject), .color, .object(is PathObject): return true
    case .record(let r):
      guard let s = r.info as? StructInfo else { return false }
      return s.conforms(to: "View") || s.conforms(to: "Shape")
    default: return false
    }
  }

  /// `receiver.name(…)` as a view modifier; nil when the receiver is not a view.
  func callViewModifier(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value? {
    guard let v = try applyViewModifier(receiver, name, a, &m) else { return nil }
    return try ViewObject.checkedNesting(v, a.range, m)
  }

  private func applyViewModifier(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value? {
    guard Interpreter.isView(receiver) else { return nil }
    let range = a.range
    func modified(_ apply: @escaping (ViewNode) -> ViewNode) -> Value {
      .object(ViewObject(.modified(receiver, name: name, apply: apply), range: range))
    }
    func alignment(_ label: String = "alignment") throws(RuntimeError) -> Alignment {
      try a.named(label).map { x throws(RuntimeError) in try a.alignment(x, m) } ?? .center
    }
    switch name {
    case "keyframeAnimator", "phaseAnimator":
      return try viewAnimatorModifier(receiver, name, a, &m)
    case "onTapGesture":
      // A tap on the view runs the action: the host taps it as it taps a Button, by the text
      // of its label (`host.tap("🤩")`). Unlike a Button, it keeps the colour of its content
      // (the primary colour unless set inside it): no accent tint.
      try a.check(["count", "perform"], m)
      if let c = a.named("count"), case .number(let n) = c.value, n != 1 {
        throw RuntimeError("Anim taps once: 'onTapGesture(count:)' takes a count of 1", at: c.range, file: m.file)
      }
      guard let action = a.named("perform") ?? a.trailing.first, Interpreter.isCallable(action.value) else { break }
      let label = Value.object(ViewObject(.modified(receiver, name: "foregroundColor", apply: { $0.foregroundColor(.primary) }), range: range))
      return .object(ViewObject(.button(action: action.value, label: [label]), range: range))
    case "fill", "stroke", "strokeBorder", "trim":
      return try shapeModifier(receiver, name, a, &m)
    case "font", "fontWeight", "bold":
      return try fontModifier(receiver, name, a, &m)
    case "frame":
      try a.check(["width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"], m)
      let al = try alignment()
      let flexible = a.items.contains { ($0.label ?? "").hasPrefix("min") || ($0.label ?? "").hasPrefix("ideal") || ($0.label ?? "").hasPrefix("max") }
      if flexible {
        if a.named("width") != nil || a.named("height") != nil {
          throw RuntimeError("'frame' takes either width:height: or min/ideal/max sizes, not both", at: range, file: m.file)
        }
        let v = (
          try a.optionalNumber("minWidth", m), try a.optionalNumber("idealWidth", m), try a.optionalNumber("maxWidth", m),
          try a.optionalNumber("minHeight", m), try a.optionalNumber("idealHeight", m), try a.optionalNumber("maxHeight", m)
        )
        // SwiftUI logs its diagnostics and goes on; Anim makes each an error at the call.
        let probe = AnimViews.EmptyView().frame(
          minWidth: v.0, idealWidth: v.1, maxWidth: v.2, minHeight: v.3, idealHeight: v.4, maxHeight: v.5, alignment: al)
        if let d = probe.diagnostics.first {
          throw RuntimeError("\(d.message) (frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:))", at: range, file: m.file)
        }
        return modified { $0.frame(minWidth: v.0, idealWidth: v.1, maxWidth: v.2, minHeight: v.3, idealHeight: v.4, maxHeight: v.5, alignment: al) }
      }
      let w = try a.optionalNumber("width", m)
      let h = try a.optionalNumber("height", m)
      for (x, label) in [(w, "width"), (h, "height")] {
        if let x, !(x.isFinite && x >= 0) {
          throw RuntimeError(
            "Invalid frame dimension (negative or non-finite): \(label) \(Double(x))",
            at: a.named(label)?.range ?? range, file: m.file)
        }
      }
      return modified { $0.frame(width: w, height: h, alignment: al) }
    case "padding":
      try a.check([nil], m)
      let first = a.unlabeled(0)
      let second = a.unlabeled(1)
      if let first {
        if case .number(let n) = first.value, second == nil {
          guard n.isFinite else {
            throw RuntimeError("padding must be a finite number of points, not \(Value.number(n).printed)", at: first.range, file: m.file)
          }
          return modified { $0.padding(CGFloat(n)) }
        }
        let edges = try a.edges(first, m)
        let length = try second.map { x throws(RuntimeError) in CGFloat(try a.number(x, m)) }
        if let length, !length.isFinite {
          throw RuntimeError("padding must be a finite number of points, not \(Value.number(Double(length)).printed)", at: second?.range ?? range, file: m.file)
        }
        return modified { $0.padding(edges, length) }
      }
      return modified { $0.padding() }
    case "offset":
      try a.check([nil, "x", "y"], m)
      if let s = a.unlabeled(0) {
        let size = try a.size(s, m)
        return modified { $0.offset(size) }
      }
      let x = try a.optionalNumber("x", m) ?? 0
      let y = try a.optionalNumber("y", m) ?? 0
      return modified { $0.offset(x: x, y: y) }
    case "opacity":
      guard let o = a.unlabeled(0) else { break }
      let v = try a.number(o, m)
      return modified { $0.opacity(v) }
    case "scaleEffect":
      try a.check([nil, "x", "y", "anchor"], m)
      let anchor = try a.named("anchor").map { x throws(RuntimeError) in try a.unitPoint(x, m) } ?? .center
      if let s = a.unlabeled(0) {
        if case .number(let k) = s.value { return modified { $0.scaleEffect(CGFloat(k), anchor: anchor) } }
        let size = try a.size(s, m)
        return modified { $0.scaleEffect(size, anchor: anchor) }
      }
      let x = try a.optionalNumber("x", m) ?? 1
      let y = try a.optionalNumber("y", m) ?? 1
      return modified { $0.scaleEffect(x: x, y: y, anchor: anchor) }
    case "rotationEffect":
      try a.check([nil, "anchor"], m)
      guard let r = a.unlabeled(0) else { break }
      let angle = try a.angle(r, m)
      let anchor = try a.named("anchor").map { x throws(RuntimeError) in try a.unitPoint(x, m) } ?? .center
      return modified { $0.rotationEffect(angle, anchor: anchor) }
    case "foregroundColor", "foregroundStyle":
      guard let c = a.unlabeled(0) else { break }
      if case .none = c.value { return modified { $0.foregroundColor(nil) } }
      let color = try a.color(c, m)
      return modified { $0.foregroundColor(color) }
    case "cornerRadius":
      guard let r = a.unlabeled(0) else { break }
      let radius = CGFloat(try a.number(r, m))
      return modified { $0.cornerRadius(radius) }
    case "clipped":
      return modified { $0.clipped() }
    case "clipShape":
      guard let s = a.unlabeled(0), case .object(let o as ViewObject) = s.value, case .shape(let shape) = o.content else {
        throw RuntimeError("'clipShape' takes a built-in shape (Circle(), RoundedRectangle(cornerRadius:), …)", at: range, file: m.file)
      }
      return modified { $0.clipShape(shape) }
    case "background", "overlay":
      try a.check([nil, "alignment", "content", "in"], m)
      let al = try alignment()
      if let shape = a.named("in") {
        // `background(Color.red, in: RoundedRectangle(cornerRadius: 8))`: the shape filled.
        guard let c = a.unlabeled(0), case .object(let o as ViewObject) = shape.value, case .shape(let s) = o.content else {
          throw RuntimeError("'\(name)(_:in:)' takes a colour and a built-in shape", at: range, file: m.file)
        }
        let deco = Value.object(ViewObject(.shape(s.fill(try a.color(c, m))), range: shape.range))
        return .object(ViewObject(.decorated(receiver, decoration: deco, isOverlay: name == "overlay", alignment: al), range: range))
      }
      if let v = a.unlabeled(0) ?? a.named("content") ?? a.trailing.first {
        let deco: Value
        if case .function = v.value {
          deco = .object(ViewObject(.container(.zStack(al), children: try builtViews(v, a, &m)), range: v.range))
        } else {
          deco = v.value
        }
        guard Interpreter.isView(deco) else {
          throw RuntimeError("'\(name)' takes a view, not \(deco.typeNameWithArticle)", at: v.range, file: m.file)
        }
        return .object(ViewObject(.decorated(receiver, decoration: deco, isOverlay: name == "overlay", alignment: al), range: range))
      }
    case "shadow":
      try a.check(["color", "radius", "x", "y"], m)
      guard let r = a.named("radius") else { break }
      let radius = CGFloat(try a.number(r, m))
      let x = try a.optionalNumber("x", m) ?? 0
      let y = try a.optionalNumber("y", m) ?? 0
      if let c = a.named("color") {
        let color = try a.color(c, m)
        return modified { $0.shadow(color: color, radius: radius, x: x, y: y) }
      }
      return modified { $0.shadow(radius: radius, x: x, y: y) }
    case "fixedSize":
      try a.check(["horizontal", "vertical"], m)
      let h = try a.named("horizontal").map { x throws(RuntimeError) in try a.bool(x, m) } ?? (a.items.isEmpty)
      let v = try a.named("vertical").map { x throws(RuntimeError) in try a.bool(x, m) } ?? (a.items.isEmpty)
      return modified { $0.fixedSize(horizontal: h, vertical: v) }
    case "layoutPriority":
      guard let p = a.unlabeled(0) else { break }
      let v = try a.number(p, m)
      return modified { $0.layoutPriority(v) }
    case "alignmentGuide":
      try a.check([nil, "computeValue"], m)
      guard let g = a.unlabeled(0), let f = a.named("computeValue") ?? a.trailing.first, Interpreter.isCallable(f.value) else { break }
      let compute = guideFunction(f.value, f.range)
      if case .object(let o as AlignmentObject) = g.value {
        switch o.guide {
        case .horizontal(let h): return modified { $0.alignmentGuide(h, computeValue: compute) }
        case .vertical(let v): return modified { $0.alignmentGuide(v, computeValue: compute) }
        case .both: break
        }
        throw RuntimeError("'alignmentGuide' takes a HorizontalAlignment or a VerticalAlignment, not an Alignment", at: g.range, file: m.file)
      }
      let u = try a.unitPoint(g, m)
      // `.center` names both axes' centre; Anim takes it as the horizontal one (a VStack's).
      if u.y == 0.5 {
        let h = ViewArguments.horizontal(u.x)
        return modified { $0.alignmentGuide(h, computeValue: compute) }
      }
      guard u.x == 0.5 else {
        throw RuntimeError("'alignmentGuide' takes one alignment: .leading, .center, .trailing, .top or .bottom", at: g.range, file: m.file)
      }
      let v = ViewArguments.vertical(u.y)
      return modified { $0.alignmentGuide(v, computeValue: compute) }
    case "zIndex":
      guard let p = a.unlabeled(0) else { break }
      let v = try a.number(p, m)
      return modified { $0.zIndex(v) }
    case "id":
      guard let p = a.unlabeled(0) else { break }
      let key = p.value.printed
      // The explicit id is part of the identity that state is kept by (ViewExpansion.swift).
      return .object(ViewObject(.modified(receiver, name: "id:" + key, apply: { $0.id(key) }), range: range))
    case "matchedGeometryEffect":
      return try matchedGeometryModifier(receiver, a, &m)
    case "animation", "environment", "transition", "transaction", "onAppear", "onDisappear", "onChange", "onReceive",
      "contentTransition":
      // Kept for the host (ViewObject.Content.transparent says which act, and where).
      return .object(ViewObject(.transparent(receiver, name: name, arguments: a.items.map(\.value)), range: range))
    default:
      if let d = UnsupportedViews.diagnostic(for: name) {
        throw RuntimeError(d.message, at: range, file: m.file)
      }
      return nil
    }
    throw RuntimeError("no '\(name)' modifier takes (\(a.items.map { ($0.label ?? "_") + ":" }.joined()))", at: range, file: m.file)
  }

  /// `fill`, `stroke`, `strokeBorder`, `trim` on a shape.
  private func shapeModifier(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value {
    var shape: ShapeView
    var custom: Value?
    switch receiver {
    case .object(let o as ViewObject):
      switch o.content {
      case .shape(let s): shape = s
      case .customShape(let v, let paint):
        shape = paint
        custom = v
      default:
        throw RuntimeError("value of type '\(o.viewTypeName)' has no member '\(name)' (it is a shape modifier)", at: a.range, file: m.file)
      }
    case .object(let p as PathObject): shape = p.path.shape
    case .record(let r):
      guard let s = r.info as? StructInfo, s.conforms(to: "Shape") else {
        throw RuntimeError("value of type '\(r.info.name)' has no member '\(name)' (it is a shape modifier)", at: a.range, file: m.file)
      }
      shape = AnimViews.Rectangle()
      custom = receiver
    default:
      throw RuntimeError("value of type '\(receiver.typeName)' has no member '\(name)'", at: a.range, file: m.file)
    }
    func color(_ x: ViewArguments.Argument?) throws(RuntimeError) -> Color? {
      guard let x else { return nil }
      return try a.color(x, m)
    }
    switch name {
    case "fill":
      try a.check([nil, "style"], m)
      if let c = try color(a.unlabeled(0)) { shape = shape.fill(c) } else { shape = shape.fill() }
    case "stroke", "strokeBorder":
      try a.check([nil, "lineWidth", "style"], m)
      let width = try a.optionalNumber("lineWidth", m) ?? 1
      guard width.isFinite, width >= 0 else {
        throw RuntimeError("a line width must be a finite number, 0 or more", at: a.named("lineWidth")?.range ?? a.range, file: m.file)
      }
      let c = try color(a.unlabeled(0))
      shape = name == "stroke" ? shape.stroke(c, lineWidth: width) : shape.strokeBorder(c, lineWidth: width)
    default:
      try a.check(["from", "to"], m)
      let from = try a.optionalNumber("from", m) ?? 0
      let to = try a.optionalNumber("to", m) ?? 1
      shape = shape.trim(from: from, to: to)
    }
    if let custom { return .object(ViewObject(.customShape(custom, paint: shape), range: a.range)) }
    return .object(ViewObject(.shape(shape), range: a.range))
  }
}

extension Interpreter {
  /// A method call on a view, a host, a found view or a path (nil when the receiver is none).
  func callViewMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value? {
    switch receiver {
    case .object(is TransitionObject), .object(is TransitionNamespace):
      return try callTransitionMethod(receiver, name, ViewArguments(site, &m), &m)
    case .object(is FontObject), .object(is FontNamespace):
      return try callFontMethod(receiver, name, ViewArguments(site, &m), &m)
    case .object(is ViewHostObject), .object(is FoundButtonObject), .object(is PathObject):
      let a = ViewArguments(site, &m)
      if let v = try callHostMethod(receiver, name, a, &m) { return v }
      return try callViewModifier(receiver, name, a, &m)
    case .array(let items) where !items.isEmpty && items.allSatisfy(Interpreter.isView)
      && Interpreter.viewModifierNames.contains(name):
      // What a view builder built (several views, or a branch's): a modifier applies to the
      // group, as SwiftUI's to a TupleView.
      let group = Value.object(ViewObject(.container(.group, children: items), range: site.range))
      return try callViewModifier(group, name, ViewArguments(site, &m), &m)
    default:
      guard Interpreter.isView(receiver) else { return nil }
      return try callViewModifier(receiver, name, ViewArguments(site, &m), &m)
    }
  }
}
