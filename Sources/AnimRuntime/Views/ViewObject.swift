// A SwiftUI view as a script value: what `VStack { … }`, `Circle()`, `Text("Hi")` or
// `.frame(width: 100)` evaluate to. It is the view as SwiftUI's view *value* is: a description,
// not yet laid out, whose children may still be script views (`struct X: View` records) whose
// bodies have not run. A host (ViewHostObject) expands it into AnimViews' `ViewNode` tree,
// running each script view's `body` with the `@State` that lives with that view's identity.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A view value built by a built-in view or modifier.
final class ViewObject: RuntimeObject, @unchecked Sendable {
  /// What the view is.
  indirect enum Content {
    /// A primitive view, complete (`Text`, `Spacer`, `Divider`, `EmptyView`).
    case leaf(ViewNode)
    /// A built-in shape, with its paint and trim (`Circle().fill(.red)`).
    case shape(ShapeView)
    /// A script `Shape` (a record with `path(in:)`), with the paint and trim applied to it.
    case customShape(Value, paint: ShapeView)
    /// `VStack`, `HStack`, `ZStack`, `Group`: the children as their builder made them.
    case container(Container, children: [Value])
    /// `ForEach`: per element, its id and the views its content built.
    case forEach([(id: AnyHashable, views: [Value])])
    /// An `if`/`else` or `switch` in a view builder: which branch ran, and what it built.
    case conditional(branch: Int, views: [Value])
    /// `Button`: its action and its label's views.
    case button(action: Value, label: [Value])
    /// A modifier that needs nothing from the script once given (`frame`, `padding`, …).
    case modified(Value, name: String, apply: (ViewNode) -> ViewNode)
    /// `background` / `overlay` with a view.
    case decorated(Value, decoration: Value, isOverlay: Bool, alignment: Alignment)
    /// A modifier that changes nothing laid out, kept for the host: `animation(_:value:)`,
    /// `transaction`, `environment(_:_:)` (scopes, ViewAnimations.swift), `transition`
    /// (ViewExpansion+Transitions.swift), `onAppear`, `onChange(of:)`, `onReceive`
    /// (ViewHost+Observation.swift), `keyframeAnimator` and `phaseAnimator`
    /// (Interpreter+ViewAnimators.swift); and `contentTransition`, which does nothing yet.
    case transparent(Value, kept: KeptModifier, arguments: [Value])
  }

  /// The stack kinds.
  enum Container {
    case vStack(HorizontalAlignment, spacing: CGFloat?)
    case hStack(VerticalAlignment, spacing: CGFloat?)
    case zStack(Alignment)
    case group
  }

  let content: Content
  /// The call that made it, for diagnostics found when it is expanded.
  let range: SourceRange
  /// How deep views and modifiers nest in it (1 for a view without children): bounded by
  /// `maxNesting` where views are made (`checkedNesting`), so that neither expanding nor
  /// releasing a view recurses without end (`v = v.padding()` in a loop).
  let depth: Int

  /// Views and modifiers nested deeper than this are an error where they are made (AnimViews
  /// lays out 512 levels).
  static let maxNesting = 512

  init(_ content: Content, range: SourceRange) {
    self.content = content
    self.range = range
    var inner = 0
    func take(_ v: Value) { inner = max(inner, ViewObject.depth(of: v)) }
    switch content {
    case .leaf, .shape: break
    case .customShape(let v, _): take(v)
    case .container(_, let children): children.forEach(take)
    case .forEach(let items): for item in items { item.views.forEach(take) }
    case .conditional(_, let views): views.forEach(take)
    case .button(_, let label): label.forEach(take)
    case .modified(let base, _, _): take(base)
    case .decorated(let base, let decoration, _, _):
      take(base)
      take(decoration)
    case .transparent(let base, _, _): take(base)
    }
    depth = inner + 1
  }

  /// The nesting depth of a view value (0 for what is not a ViewObject).
  static func depth(of v: Value) -> Int {
    switch v {
    case .object(let o as ViewObject): return o.depth
    case .array(let items): return items.reduce(0) { max($0, depth(of: $1)) }
    default: return 0
    }
  }

  /// `v`, or an error at `range` when it nests views deeper than `maxNesting`.
  static func checkedNesting(_ v: Value, _ range: SourceRange, _ m: Machine) throws(RuntimeError) -> Value {
    guard depth(of: v) > maxNesting else { return v }
    throw RuntimeError(
      "views and modifiers nested more than \(maxNesting) deep; Anim lays out \(maxNesting) levels",
      at: range, file: m.file)
  }

  /// SwiftUI's type name of the view (what `print` shows and `find` matches).
  var viewTypeName: String {
    switch content {
    case .leaf(let n): return n.typeName
    case .shape(let s): return s.name
    case .customShape(let v, _): return v.typeName
    case .container(let c, _):
      switch c {
      case .vStack: return "VStack"
      case .hStack: return "HStack"
      case .zStack: return "ZStack"
      case .group: return "Group"
      }
    case .forEach: return "ForEach"
    case .conditional: return "_ConditionalContent"
    case .button: return "Button"
    case .modified(let base, _, _), .decorated(let base, _, _, _), .transparent(let base, _, _):
      return ViewObject.typeName(of: base)
    }
  }

  static func typeName(of v: Value) -> String {
    if case .object(let o as ViewObject) = v { return o.viewTypeName }
    if case .color = v { return "Color" }
    return v.typeName
  }

  override var typeName: String { viewTypeName }
  /// The owner of the view modifiers in the built-in table.
  override var kind: ValueKind { .view }
  override var printed: String { viewTypeName }
}

/// The arguments of a view call or modifier as written: labels and values, with their ranges.
struct ViewArguments {
  struct Argument {
    let label: String?
    let value: Value
    let range: SourceRange
    let isTrailingClosure: Bool
  }
  let items: [Argument]
  let range: SourceRange
  let name: String

  init(_ site: CallSite, _ m: inout Machine) {
    var items: [Argument] = []
    for k in 0..<site.count {
      let v = site.base + k < m.stack.count ? m.stack[site.base + k].unwrapped : .none  // trap-ok: checked
      let a = site.arguments[k]  // trap-ok: k < count
      items.append(Argument(label: a.label?.text, value: v, range: a.value.range, isTrailingClosure: a.isTrailingClosure))
    }
    self.items = items
    range = site.range
    name = site.name
  }

  /// The argument labelled `label` (nil for none).
  func named(_ label: String) -> Argument? { items.first { $0.label == label } }

  /// The `k`th argument without a label (trailing closures excluded).
  func unlabeled(_ k: Int) -> Argument? {
    let list = items.filter { $0.label == nil && !$0.isTrailingClosure }
    return k < list.count ? list[k] : nil  // trap-ok: checked
  }

  /// The trailing closures, in order.
  var trailing: [Argument] { items.filter(\.isTrailingClosure) }

  /// Every label is one of `allowed` (nil for unlabelled); otherwise Swift's error naming the
  /// call's labels.
  func check(_ allowed: Set<String?>, _ m: Machine) throws(RuntimeError) {
    for a in items where !a.isTrailingClosure && !allowed.contains(a.label) {
      throw RuntimeError(
        "extra argument '\(a.label ?? "_")' in call to '\(name)'", at: a.range, file: m.file)
    }
  }

  // MARK: Conversions

  func number(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Double {
    if case .number(let d) = a.value { return d }
    throw mismatch("a number", a, m)
  }

  func optionalNumber(_ label: String, _ m: Machine) throws(RuntimeError) -> CGFloat? {
    guard let a = named(label) else { return nil }
    if case .none = a.value { return nil }
    return CGFloat(try number(a, m))
  }

  func string(_ a: Argument, _ m: Machine) throws(RuntimeError) -> String {
    if case .string(let s) = a.value { return s }
    throw mismatch("a String", a, m)
  }

  /// "'frame' expects a number here, not a string", at the argument.
  private func mismatch(_ expected: String, _ a: Argument, _ m: Machine) -> RuntimeError {
    RuntimeError("'\(name)' expects \(expected) here, not \(a.value.typeNameWithArticle)", at: a.range, file: m.file)
  }

  func bool(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Bool {
    if case .bool(let b) = a.value { return b }
    throw mismatch("a Bool", a, m)
  }

  func color(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Color {
    if case .color(let v) = a.value { return Color(Value.resolved(v)) }
    throw mismatch("a Color", a, m)
  }

  func angle(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Angle {
    if case .object(let g as GeometryObject) = a.value, case .angle(let x) = g.geometry { return x }
    throw mismatch("an Angle", a, m)
  }

  func unitPoint(_ a: Argument, _ m: Machine) throws(RuntimeError) -> UnitPoint {
    if case .object(let g as GeometryObject) = a.value, case .unitPoint(let u) = g.geometry { return u }
    throw mismatch("a UnitPoint", a, m)
  }

  func size(_ a: Argument, _ m: Machine) throws(RuntimeError) -> CGSize {
    if case .object(let g as GeometryObject) = a.value, case .size(let s) = g.geometry { return s }
    throw mismatch("a CGSize", a, m)
  }

  /// An alignment as the checker typed it (`Alignment.topLeading`, AlignmentValues.swift); a
  /// UnitPoint, which names the same nine positions, is taken too (code the checker could not
  /// type).
  func alignment(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Alignment {
    if case .object(let o as AlignmentObject) = a.value {
      switch o.guide {
      case .both(let al): return al
      case .horizontal(let h): return Alignment(horizontal: h, vertical: .center)
      case .vertical(let v): return Alignment(horizontal: .center, vertical: v)
      }
    }
    let u = try unitPoint(a, m)
    return Alignment(horizontal: ViewArguments.horizontal(u.x), vertical: ViewArguments.vertical(u.y))
  }

  func horizontalAlignment(_ a: Argument, _ m: Machine) throws(RuntimeError) -> HorizontalAlignment {
    if case .object(let o as AlignmentObject) = a.value, case .horizontal(let h) = o.guide { return h }
    guard case .object(let g as GeometryObject) = a.value, case .unitPoint(let u) = g.geometry, u.y == 0.5 else {
      throw RuntimeError("'\(name)' expects a horizontal alignment (.leading, .center, .trailing)", at: a.range, file: m.file)
    }
    return ViewArguments.horizontal(u.x)
  }

  func verticalAlignment(_ a: Argument, _ m: Machine) throws(RuntimeError) -> VerticalAlignment {
    if case .object(let o as AlignmentObject) = a.value, case .vertical(let v) = o.guide { return v }
    guard case .object(let g as GeometryObject) = a.value, case .unitPoint(let u) = g.geometry, u.x == 0.5 else {
      throw RuntimeError("'\(name)' expects a vertical alignment (.top, .center, .bottom)", at: a.range, file: m.file)
    }
    return ViewArguments.vertical(u.y)
  }

  static func horizontal(_ x: Double) -> HorizontalAlignment {
    x <= 0 ? .leading : x >= 1 ? .trailing : .center
  }

  static func vertical(_ y: Double) -> VerticalAlignment {
    y <= 0 ? .top : y >= 1 ? .bottom : .center
  }

  /// Edges written as SwiftUI writes them: `.top`, `.leading`, … (UnitPoints here), or
  /// `Edge.Set`'s `.all`, `.horizontal`, `.vertical` (strings from ViewEdgeSet).
  func edges(_ a: Argument, _ m: Machine) throws(RuntimeError) -> Edge.Set {
    if case .object(let e as ViewEdgeSet) = a.value { return e.set }
    let u = try unitPoint(a, m)
    switch (u.x, u.y) {
    case (0.5, 0): return .top
    case (0.5, 1): return .bottom
    case (0, 0.5): return .leading
    case (1, 0.5): return .trailing
    default:
      throw RuntimeError("'\(name)' expects edges (.top, .leading, .bottom, .trailing, .horizontal, .vertical, .all)", at: a.range, file: m.file)
    }
  }
}

/// `Edge.Set.all`, `.horizontal`, `.vertical` as values.
final class ViewEdgeSet: RuntimeObject, @unchecked Sendable {
  let set: Edge.Set
  let name: String
  init(_ set: Edge.Set, name: String) {
    self.set = set
    self.name = name
  }
  override var typeName: String { "Edge.Set" }
  override var printed: String { "Edge.Set.\(name)" }
}

/// `Edge` (and `Edge.Set`) as a value: its members are edge sets, the built-in table's
/// (BuiltinTable+Alignments.swift).
final class EdgeNamespace: RuntimeObject, @unchecked Sendable {
  override var typeName: String { "Edge.Set" }
  override var printed: String { "Edge.Set" }
  override var kind: ValueKind { .edgeSetType }
}
