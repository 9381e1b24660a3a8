// `ViewHost(ContentView(), width: 400, height: 300)`: a view laid out in a canvas and kept live.
// `host.tap("Animate")` runs a button's action; the state it changes is the state of the views'
// identities, so the bodies run again and the views are laid out again. `host.find(Circle.self)`,
// `host.find(text:)`, `host.findAll(_:)` give drawn views with their frame, opacity, scale,
// rotation, colour, string and path; `host.dump()` and `host.svg()` what is drawn now.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

final class ViewHostObject: RuntimeObject, @unchecked Sendable {
  let root: Value
  let width: Double, height: Double
  /// The `ViewHost(…)` call (where errors of the views found while updating point when they
  /// have no place of their own).
  let range: SourceRange
  /// `@State` by view identity (`path:Type`).
  var state: [String: [Box]] = [:]
  /// The current layout and what the expansion that made it collected.
  private(set) var layout: ViewLayout?
  private(set) var expansion = ExpansionState()

  init(root: Value, width: Double, height: Double, range: SourceRange) {
    self.root = root
    self.width = width
    self.height = height
    self.range = range
  }

  override var typeName: String { "ViewHost" }
  override var printed: String { "ViewHost(\(ViewObject.typeName(of: root)), width: \(Value.format(width)), height: \(Value.format(height)))" }

  /// The views whose `onAppear` has run (by identity), and the values `onChange(of:)` saw last.
  private var appeared: Set<String> = []
  private var watched: [String: Value] = [:]
  /// The publishers the views' `onReceive` are subscribed to (ViewHost+Observation.swift).
  var subscriptions: [String: ViewHostObject.Subscription] = [:]
  /// The script views' bodies as last run, by identity, and how many taps the host has had.
  var bodies: [String: ViewHostObject.BodyRun] = [:]
  var taps = 0

  /// Runs the bodies again and lays the views out again; then runs the `onAppear` actions of
  /// the views that appeared and the `onChange(of:)` actions whose value changed, and updates
  /// again if any ran (at most 100 rounds: actions that change what they watch every time would
  /// never settle).
  func update(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    for _ in 0..<100 {
      try layOut(i, &m)
      var actions: [(Value, [Value])] = []
      var seen = Set<String>()
      for (key, action) in expansion.appearActions {
        seen.insert(key)
        if !appeared.contains(key) { actions.append((action, [])) }
      }
      appeared = seen
      var values: [String: Value] = [:]
      for (key, value, action) in expansion.changeWatchers {
        values[key] = value
        if let old = watched[key], !old.isEqual(to: value) {
          let arity: Int
          if case .function(let c) = action { arity = c.decl.parameters.count } else { arity = 0 }
          actions.append((action, arity >= 2 ? [old, value] : arity == 1 ? [value] : []))
        }
      }
      watched = values
      actions += receiveActions(i, expansion.receivers)
      if actions.isEmpty { return }
      for (action, arguments) in actions { _ = try i.callFunction(action, arguments, range, &m) }
    }
    throw RuntimeError(
      "the views' onAppear, onChange and onReceive actions kept changing what they watch (100 updates in a row)",
      at: range, file: m.file)
  }

  /// The scene's change count when the views were last laid out.
  private var laidOutAtChange = -1

  /// Runs the bodies again if a scene `@State` changed since the views were laid out (a body
  /// may read one), so that what the host answers is the views as they are now.
  func refresh(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    if i.sceneChanges != laidOutAtChange { try update(i, &m) }
  }

  private func layOut(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    laidOutAtChange = i.sceneChanges
    let e = ExpansionState()
    let node = try i.expandView(root, self, e, path: "", depth: 0, &m)
    // Layout may call the script (alignment guides): on the parked machine.
    let (w, h) = (width, height)
    var l = try i.parked(&m, at: range, in: "layout") { ViewLayout(node, width: w, height: h) }
    if try i.fillShapePaths(e.shapes, range, &m) {
      l = try i.parked(&m, at: range, in: "layout") { ViewLayout(node, width: w, height: h) }
    }
    // State lives as long as its view: a view gone from the tree takes its state with it.
    state = e.liveState
    bodies = e.bodies
    expansion = e
    layout = l
    for d in l.diagnostics where d.kind != .fontUnavailable {
      throw RuntimeError("\(d.source): \(d.message)", at: range, file: m.file)
    }
  }

  /// The buttons whose label reads `label`.
  func buttons(_ label: String) -> [(label: String, action: ButtonAction, identity: ViewIdentity, frame: CGRect)] {
    (layout?.buttons ?? []).filter { $0.label == label }
  }

  func tap(_ label: String, _ i: Interpreter, _ at: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    let found = buttons(label)
    guard let first = found.first else {
      let names = (layout?.buttons ?? []).map { "'\($0.label)'" }
      let known = names.isEmpty ? "there are no buttons" : "the buttons are " + names.joined(separator: ", ")
      throw RuntimeError("no Button labelled '\(label)' in the host; \(known)", at: at, file: m.file)
    }
    guard found.count == 1 else {
      throw RuntimeError("\(found.count) Buttons are labelled '\(label)'; tap needs exactly one", at: at, file: m.file)
    }
    guard let action = expansion.actions[ObjectIdentifier(first.action)] else { return }
    taps &+= 1
    _ = try i.callFunction(action, [], at, &m)
    try update(i, &m)
  }

  /// The drawn items of the type a value names (`Circle.self`, `SplashShape.self`, `Text.self`).
  static func typeName(_ v: Value) -> String? {
    switch v.unwrapped {
    case .builtin(let b): return Builtins.shared.name(of: b)
    case .type(let t): return t.name
    case .string(let s): return s
    default: return nil
    }
  }

  func items(ofType name: String) -> [DisplayItem] { layout?.displayList.all(name) ?? [] }
}

/// A view as drawn now, found in a host.
final class FoundViewObject: RuntimeObject, @unchecked Sendable {
  let item: DisplayItem
  init(_ item: DisplayItem) { self.item = item }
  override var typeName: String { item.typeName }
  override var printed: String {
    let f = item.frame
    return "\(item.typeName) at (\(Value.format(f.minX)), \(Value.format(f.minY))) size \(Value.format(f.width)) × \(Value.format(f.height))"
  }

  func member(_ name: String) -> Value? {
    switch name {
    case "frame": return .object(GeometryObject(.rect(item.frame)))
    case "opacity": return .number(item.opacity)
    case "scale": return .object(GeometryObject(.size(item.scale)))
    case "rotation": return .object(GeometryObject(.angle(item.rotation)))
    case "color": return .color(item.color.resolved)
    case "string": return .string(item.string ?? "")
    case "path": return .object(PathObject(item.path ?? AnimViews.Path()))
    default: return nil
    }
  }
}

/// A button found in a host: `host.find(button: "Animate").tap()`.
final class FoundButtonObject: RuntimeObject, @unchecked Sendable {
  let host: ViewHostObject
  let label: String
  init(host: ViewHostObject, label: String) {
    self.host = host
    self.label = label
  }
  override var typeName: String { "Button" }
  override var printed: String { "Button(\"\(label)\")" }
}

extension Interpreter {
  /// A property of a host or a found view (nil when `base` is neither, or has no `name`).
  func viewMember(_ base: Value, _ name: String) -> Value? {
    switch base {
    case .object(let f as FoundViewObject): return f.member(name)
    case .object(let p as PathObject) where name == "boundingRect": return .object(GeometryObject(.rect(p.path.boundingRect)))
    case .object(let p as PathObject) where name == "isEmpty": return .bool(p.path.isEmpty)
    default: return nil
    }
  }

  /// A method of a host, a found button or a path (nil when `receiver` is none of them).
  func callHostMethod(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value? {
    switch receiver {
    case .object(let p as PathObject): return try callPathMethod(p, name, a, &m)
    case .object(let b as FoundButtonObject) where name == "tap":
      try b.host.refresh(self, &m)
      try b.host.tap(b.label, self, a.range, &m)
      return Value.none
    case .object(let host as ViewHostObject):
      try host.refresh(self, &m)
      switch name {
      case "tap":
        guard let label = a.unlabeled(0) else { break }
        try host.tap(try a.string(label, m), self, a.range, &m)
        return Value.none
      case "dump": return .string(host.layout?.dump() ?? "")
      case "svg": return .string(host.layout?.svg() ?? "")
      case "find":
        if let b = a.named("button") {
          let label = try a.string(b, m)
          let found = host.buttons(label)
          guard found.count == 1 else {
            throw RuntimeError(
              found.isEmpty ? "no Button labelled '\(label)' in the host" : "\(found.count) Buttons are labelled '\(label)'",
              at: a.range, file: m.file)
          }
          return .object(FoundButtonObject(host: host, label: label))
        }
        if let t = a.named("text") {
          let s = try a.string(t, m)
          guard let item = host.layout?.displayList.first(text: s) else {
            throw RuntimeError("no Text showing '\(s)' in the host", at: a.range, file: m.file)
          }
          return .object(FoundViewObject(item))
        }
        guard let t = a.unlabeled(0), let type = ViewHostObject.typeName(t.value) else { break }
        guard let item = host.items(ofType: type).first else {
          throw RuntimeError("no \(type) is drawn in the host", at: a.range, file: m.file)
        }
        return .object(FoundViewObject(item))
      case "findAll":
        guard let t = a.unlabeled(0), let type = ViewHostObject.typeName(t.value) else { break }
        return .array(host.items(ofType: type).map { .object(FoundViewObject($0)) })
      case "update":
        try host.update(self, &m)
        return Value.none
      default: break
      }
      throw RuntimeError("ViewHost has no method '\(name)' taking \(a.items.map { ($0.label ?? "_") + ":" }.joined())", at: a.range, file: m.file)
    default: return nil
    }
  }
}
