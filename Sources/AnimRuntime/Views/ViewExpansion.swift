// Expanding a view value into AnimViews' tree, as SwiftUI's graph does on each update: a script
// view (`struct X: View`) gets the `@State` that lives with its identity and its `body` runs;
// built-in views are converted; what they contain is expanded below them.
//
// Identity (views.md §6.1): a view's path from the root — its position in its builder, the
// branch of an `if`/`switch` it came from, its `ForEach` id or `.id(_:)` — with the view's type.
// `@State` is kept per identity in the host: a view that keeps its identity across updates keeps
// its state; a view whose identity is new starts from the initial values its value carries.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension StructInfo {
  /// Whether the struct declares conformance to `protocol` (View, Shape).
  func conforms(to p: String) -> Bool { conformances.contains(p) }

  /// The indices of the fields declared `@State`.
  var stateFieldIndices: [Int] {
    decl.storedProperties.indices.filter {
      // `@StateObject` lives with the view's identity as `@State` does (SwiftUI makes the object
      // once per identity and keeps it).
      decl.storedProperties[$0].stateAttribute != nil || decl.storedProperties[$0].isStateObject  // trap-ok: indices
    }
  }
}

/// A custom Shape's paths by size, filled after a first layout (a Shape's path does not change
/// its size: shapes take their proposal), so that the script's `path(in:)` runs on the
/// interpreter's machine and not inside layout.
final class ShapePathCache {
  struct Key: Hashable {
    let width, height: Double
  }
  let shape: Value
  let info: StructInfo
  var paths: [Key: AnimViews.Path] = [:]
  var requested: [Key] = []
  init(shape: Value, info: StructInfo) {
    self.shape = shape
    self.info = info
  }
  func path(_ rect: CGRect) -> AnimViews.Path {
    let key = Key(width: rect.width, height: rect.height)
    if let p = paths[key] { return p }
    requested.append(key)
    return AnimViews.Path()
  }
}

/// What one expansion collects for its host: button actions and custom shapes.
final class ExpansionState {
  var actions: [ObjectIdentifier: Value] = [:]
  var shapes: [ShapePathCache] = []
  /// State cells in use by this expansion (those of views no longer present are dropped).
  var liveState: [String: [Box]] = [:]
  /// `onAppear` actions by the identity of the view they are on, in tree order.
  var appearActions: [(key: String, action: Value)] = []
  /// `onChange(of:)` by identity: the value watched now and the action.
  var changeWatchers: [(key: String, value: Value, action: Value)] = []
  /// The host's animated attributes (ViewAnimations.swift), which number the scopes.
  var animations: ViewAnimations?
  /// The numbers of the scopes around the view being expanded, outermost first.
  var scopeStack: [Int] = []
  /// How many `.animation` modifiers each identity has had so far (their places' keys).
  var animationSites: [String: Int] = [:]
  /// The views conditionals and `ForEach`es hold, by path (ViewExpansion+Transitions.swift).
  var roots: [String: TransitionRoot] = [:]
  /// The scopes around each conditional and `ForEach`, by path.
  var containerChains: [String: [Int]] = [:]
  /// The views drawn with their insertion transition (kept while they stay).
  var wrapped: Set<String> = []
  /// The transitions script views declare in their bodies, by the view's path
  /// (ViewExpansion+Transitions.swift).
  var bodyTransitions: [String: ViewTransition] = [:]
  /// `onReceive(_:perform:)` by identity: the publisher and the action (ViewHost+Observation).
  var receivers: [(key: String, publisher: Value, action: Value)] = []
  /// The bodies this expansion ran or reused, by identity (ViewHost+Observation.swift).
  var bodies: [String: ViewHostObject.BodyRun] = [:]
  /// The `.keyframeAnimator` / `.phaseAnimator` animators in use, by identity
  /// (Interpreter+ViewAnimators.swift).
  var viewAnimators: [String: ViewAnimatorState] = [:]
  /// A phase animator that appeared showed its first phase and enters its second now: the host
  /// lays the views out again at the same instant.
  var layOutAgain = false
}

extension Interpreter {
  /// Views nested deeper than this (script views' bodies within bodies) are taken for a view that
  /// contains itself.
  static let maxViewDepth = 100

  /// `v` expanded at identity `path`.
  func expandView(
    _ v: Value, _ host: ViewHostObject, _ state: ExpansionState, path: String, depth: Int, _ m: inout Machine
  ) throws(RuntimeError) -> ViewNode {
    switch v.unwrapped {
    case .object(let o as ViewObject):
      return try expandViewObject(o, host, state, path: path, depth: depth, &m)
    case .color(let c):
      return Color(Value.resolved(c)).viewNode
    case .object(let p as PathObject):
      return p.path.viewNode
    case .array(let items):
      var children: [ViewNode] = []
      for (k, item) in items.enumerated() {
        var node = try expandView(item, host, state, path: path + "/\(k)", depth: depth, &m)
        node.identity.insert(.index(k), at: 0)
        children.append(node)
      }
      return children.count == 1 ? children[0] : ViewNode(.group(name: "TupleView", children: children))  // trap-ok: count is 1
    case .none:
      return AnimViews.EmptyView()
    case .record(let r):
      guard let s = r.info as? StructInfo else { break }
      if s.conforms(to: "Shape") && s.members.methods["path"] != nil {
        let cache = ShapePathCache(shape: animatedData(.record(r), s, state, key: path + ":" + s.name), info: s)
        state.shapes.append(cache)
        return AnimViews.Shape(name: s.name) { rect in cache.path(rect) }.viewNode
      }
      guard let body = s.members.computed["body"] else { break }
      guard depth < Interpreter.maxViewDepth else {
        throw RuntimeError(
          "view '\(s.name)' contains itself: its body builds views \(Interpreter.maxViewDepth) levels deep without end; "
            + "a view's body cannot contain the view itself", at: body.getter.decl.range, file: s.file)
      }
      // The view's @State: the cells kept for this identity, or new ones holding the initial
      // values the view's value carries.
      let key = path + ":" + s.name
      let indices = s.stateFieldIndices
      // An Animatable view's body runs with its animatableData as drawn now (views.md §3.1).
      guard case .record(let r) = animatedData(.record(r), s, state, key: key) else { break }
      var fields = r.fields
      if !indices.isEmpty {
        var cells = host.state[key] ?? []
        if cells.count != indices.count {
          cells = indices.map { k in
            let initial = k < fields.count ? fields[k] : .none  // trap-ok: checked
            if case .box(let b) = initial { return Box(b.value) }
            return Box(initial)
          }
        }
        for (n, k) in indices.enumerated() where k < fields.count && n < cells.count {
          fields[k] = .box(cells[n])  // trap-ok: checked
        }
        state.liveState[key] = cells
      }
      let view = Value.record(Record(info: s, fields: fields))
      let built: Value
      if let kept = host.reusableBody(key, r, indices, state, self) {
        built = kept
      } else {
        built = try callGetter(body, of: view, s.file, owner: s.name, member: "body", host.range, &m)
        host.remember(body: built, key, r, indices, state, self)
      }
      let node = try expandView(built, host, state, path: path + "/body", depth: depth + 1, &m)
      noteBodyTransition(of: built, path: path, state)
      return node
    default: break
    }
    throw RuntimeError(
      "\(v.typeNameWithArticle) is not a view (a View is a SwiftUI view or a 'struct … : View' with a 'body')",
      at: host.range, file: m.file)
  }

  private func expandViewObject(
    _ o: ViewObject, _ host: ViewHostObject, _ state: ExpansionState, path: String, depth: Int, _ m: inout Machine
  ) throws(RuntimeError) -> ViewNode {
    func children(_ items: [Value], _ prefix: String) throws(RuntimeError) -> [ViewNode] {
      var out: [ViewNode] = []
      for (k, item) in items.enumerated() {
        // A builder's views are identified by their position in it (ViewBuilder.swift).
        var node = try expandView(item, host, state, path: prefix + "/\(k)", depth: depth, &m)
        node.identity.insert(.index(k), at: 0)
        out.append(node)
      }
      return out
    }
    switch o.content {
    case .leaf(let n): return n
    case .shape(let s): return s.viewNode
    case .customShape(let shape, let paint):
      guard case .record(let r) = shape, let s = r.info as? StructInfo else { return paint.viewNode }
      let cache = ShapePathCache(shape: animatedData(shape, s, state, key: path + ":" + s.name), info: s)
      state.shapes.append(cache)
      var custom = AnimViews.Shape(name: s.name) { rect in cache.path(rect) }
      custom.paint = paint.paint
      custom.trim = paint.trim
      return custom.viewNode
    case .container(let c, let items):
      let nodes = try children(items, path)
      switch c {
      case .vStack(let a, let spacing): return ViewNode(.vStack(alignment: a, spacing: spacing, children: nodes))
      case .hStack(let a, let spacing): return ViewNode(.hStack(alignment: a, spacing: spacing, children: nodes))
      case .zStack(let a): return ViewNode(.zStack(alignment: a, children: nodes))
      case .group: return ViewNode(.group(name: "Group", children: nodes))
      }
    case .forEach(let items):
      var nodes: [ViewNode] = []
      for (id, views) in items {
        for var node in try transitionChildren(views, path + "/[\(id)]", container: path, host, state, depth, &m) {
          node.identity.insert(.forEach(id), at: 0)
          nodes.append(node)
        }
      }
      return ViewNode(.group(name: "ForEach", children: nodes))
    case .conditional(let branch, let views):
      return ViewNode(
        .group(
          name: "_ConditionalContent",
          children: try transitionChildren(views, path + "/b\(branch)", container: path, host, state, depth, &m)),
        identity: [.branch(branch)])
    case .button(let action, let label):
      let nodes = try children(label, path + "/label")
      let ba = ButtonAction {}
      state.actions[ObjectIdentifier(ba)] = action
      let labelNode = nodes.count == 1 ? nodes[0] : ViewNode(.group(name: "Group", children: nodes))  // trap-ok: count is 1
      return ViewNode(.button(ba, label: labelNode))
    case .modified(let base, let name, let apply):
      // `.id(x)`: a view whose id changes is a new view, with new state.
      let inner = name.hasPrefix("id:") ? path + "/" + name : path
      return apply(try expandView(base, host, state, path: inner, depth: depth, &m))
    case .decorated(let base, let decoration, let isOverlay, let alignment):
      let node = try expandView(base, host, state, path: path, depth: depth, &m)
      let deco = try expandView(decoration, host, state, path: path + (isOverlay ? "/overlay" : "/background"), depth: depth, &m)
      return isOverlay ? node.overlay(deco, alignment: alignment) : node.background(deco, alignment: alignment)
    case .transparent(let base, let kept, let arguments):
      if kept == .keyframeAnimator || kept == .phaseAnimator {
        return try expandViewAnimator(base, kept, arguments, o, host, state, path: path, depth: depth, &m)
      }
      if let n = scope(kept, arguments, state, path: path) {
        state.scopeStack.append(n)
        defer { state.scopeStack.removeLast() }
        let node = try expandView(base, host, state, path: path, depth: depth, &m)
        return ViewNode(.modified(.scope(n), node))
      }
      // The actions run after the update that laid the views out (ViewHostObject.update).
      let key = path + ":\(kept.rawValue)#\(state.appearActions.count + state.changeWatchers.count)"
      switch kept {
      case .onAppear:
        if let action = arguments.last, Interpreter.isCallable(action) { state.appearActions.append((key, action)) }
      case .onChange:
        if arguments.count >= 2, let action = arguments.last, Interpreter.isCallable(action) {
          state.changeWatchers.append((key, arguments[0], action))  // trap-ok: count checked
        }
      case .onReceive:
        if arguments.count >= 2, let action = arguments.last, Interpreter.isCallable(action) {
          state.receivers.append((key + "r\(state.receivers.count)", arguments[0], action))  // trap-ok: count checked
        }
      default: break
      }
      return try expandView(base, host, state, path: path, depth: depth, &m)
    }
  }

  /// `value` (an Animatable view or a custom shape that declares `animatableData`) with its
  /// data as the host draws it now: animated by the transaction that changed it.
  func animatedData(_ value: Value, _ s: StructInfo, _ state: ExpansionState, key: String) -> Value {
    guard s.declaresAnimatableData, let animations = state.animations else { return value }
    var numbers: [Double] = []
    guard value.flatten(into: &numbers), !numbers.isEmpty else { return value }
    let shown = animations.presentData(numbers, at: key, scopes: state.scopeStack)
    if shown == numbers { return value }
    var k = 0
    return value.unflatten(shown, &k)
  }

  /// The number of the scope a modifier opens (`animation`, `transaction`, `environment`), or
  /// nil for one that opens none.
  private func scope(_ kept: KeptModifier, _ arguments: [Value], _ state: ExpansionState, path: String) -> Int? {
    guard let animations = state.animations else { return nil }
    switch kept {
    case .animation:
      let animation: Animation?
      switch arguments.first?.unwrapped {
      case .animation(let a): animation = a
      default: animation = nil
      }
      let k = state.animationSites[path, default: 0]
      state.animationSites[path] = k + 1
      return animations.animationScope(animation, value: arguments.count >= 2 ? arguments[1] : nil, at: path + "#\(k)")  // trap-ok: count checked
    case .transaction:
      guard let closure = arguments.last, Interpreter.isCallable(closure) else { return nil }
      return animations.addScope(.transaction(closure))
    case .environment:
      guard arguments.count == 2, case .object(let kp as KeyPathObject) = arguments[0].unwrapped,  // trap-ok: count is 2
        let key = kp.components.last
      else { return nil }
      let stored: Any?
      switch arguments[1].unwrapped {  // trap-ok: count is 2
      case .bool(let b): stored = b
      case .number(let d): stored = d
      case .string(let s): stored = s
      case .none: stored = nil
      case let v: stored = v
      }
      return animations.addScope(.environment(key, stored))
    default: return nil
    }
  }

  /// Runs a custom shape's `path(in:)` for each size layout asked for.
  func fillShapePaths(_ caches: [ShapePathCache], _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> Bool {
    var filled = false
    for cache in caches where !cache.requested.isEmpty {
      guard let method = cache.info.members.methods["path"] else { continue }
      for key in cache.requested where cache.paths[key] == nil {
        let rect = Value.object(GeometryObject(.rect(CGRect(x: 0, y: 0, width: key.width, height: key.height))))
        let c = Closure(compiled: method.code, captures: [], file: cache.info.file, boundMembers: [cache.shape], name: "\(cache.info.name).path")
        let result = try invoke(c, arguments: [rect], range: range, &m)
        guard case .object(let p as PathObject) = result.unwrapped else {
          throw RuntimeError(
            "'\(cache.info.name).path(in:)' must return a Path, not \(result.typeNameWithArticle)",
            at: method.code.decl.range, file: cache.info.file)
        }
        cache.paths[key] = p.path
        filled = true
      }
      cache.requested = []
    }
    return filled
  }
}
