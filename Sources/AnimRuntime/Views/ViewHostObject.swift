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
  /// The views' animated attributes (ViewAnimations.swift), made with the first layout on the
  /// scene's animator.
  private(set) var animations: ViewAnimations?
  /// What is drawn: the layout with its animated attributes as of ``drawnAt``.
  private(set) var drawn: DisplayList?
  /// The clock time of the frame in ``drawn``.
  private var drawnAt = -Double.infinity
  /// The views' `@State` cells and their values when last laid out: a value that changed since
  /// (an action, a callback) means the bodies must run again.
  private var stateSeen: [(Box, Value)] = []
  /// The transition roots of the last expansion, and those drawn with their insertion
  /// transition (ViewExpansion+Transitions.swift).
  var lastRoots: [String: TransitionRoot] = [:]
  var wrappedRoots: Set<String> = []
  /// An error a `.transaction { }` closure threw while the views were drawn.
  private var drawError: RuntimeError?

  init(root: Value, width: Double, height: Double, range: SourceRange) {
    self.root = root
    self.width = width
    self.height = height
    self.range = range
  }

  override var typeName: String { "ViewHost" }
  override var kind: ValueKind { .viewHost }
  override var printed: String { "ViewHost(\(ViewObject.typeName(of: root)), width: \(Value.format(width)), height: \(Value.format(height)))" }

  /// The views whose `onAppear` has run (by identity), and the values `onChange(of:)` saw last.
  private var appeared: Set<String> = []
  private var watched: [String: Value] = [:]
  /// The publishers the views' `onReceive` are subscribed to (ViewHost+Observation.swift).
  var subscriptions: [String: ViewHostObject.Subscription] = [:]
  /// The script views' bodies as last run, by identity, and how many taps the host has had.
  var bodies: [String: ViewHostObject.BodyRun] = [:]
  var taps = 0
  /// The `.keyframeAnimator` / `.phaseAnimator` animators by identity (kept while their view
  /// is), and whether one ran at the last frame drawn.
  var viewAnimators: [String: ViewAnimatorState] = [:]
  private var animatorsRanAtLastFrame = false
  var animatorsRunning: Bool { viewAnimators.values.contains { $0.isAnimating } }

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
    if isStale(i) {
      try update(i, &m)
    } else if drawnAt != i.animator.now {
      try draw(i, &m)
    }
  }

  /// Whether the host needs a frame at the clock's time: its state changed, or its views
  /// animate (or did at the last frame drawn, whose animations may have finished since) and it
  /// has not been drawn at this instant.
  func needsFrame(_ i: Interpreter) -> Bool {
    if isStale(i) { return true }
    guard drawnAt != i.animator.now else { return false }
    return drawnWhileAnimating || (animations?.isAnimating ?? false) || animatorsRunning || animatorsRanAtLastFrame
  }

  /// Whether the views were animating when last drawn.
  private var drawnWhileAnimating = false
  /// Whether an Animatable view's or custom shape's data was animating when last drawn.
  private var dataAnimatedAtLastFrame = false

  /// Whether a state the views read changed since they were laid out.
  func isStale(_ i: Interpreter) -> Bool {
    layout == nil || i.sceneChanges != laidOutAtChange || stateSeen.contains { !$0.0.value.isEqual(to: $0.1) }
  }

  /// Draws a frame at the clock's time: the bodies and paths run again when an Animatable
  /// view's or a custom shape's data animates (they are built from it), else the layout is drawn
  /// with the attributes' current values.
  func draw(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    guard let animations, layout != nil else { return try update(i, &m) }
    // The frame after the data's animation ended runs them with the final data.
    // A keyframe or phase animator's content runs again with the value of this frame (and the
    // frame after it ended, with its last value).
    if animatorsRunning || animatorsRanAtLastFrame {
      try layOut(i, &m)
    } else if (animations.dataAnimating || dataAnimatedAtLastFrame) && animations.dataChanged {
      try layOut(i, &m)
    } else {
      try present(i, &m, sameLayout: true)
    }
  }

  /// Draws the layout with the animated attributes (which applies the current transaction to
  /// those whose target changed), running custom shapes' `path(in:)` for new sizes.
  /// - Parameter sameLayout: Whether the layout is the one drawn last (a frame): its attributes
  ///   come in the same order (ViewAnimations.sameLayoutAsLastPass).
  private func present(_ i: Interpreter, _ m: inout Machine, sameLayout: Bool = false) throws(RuntimeError) {
    guard let l = layout, let animations else { return }
    drawError = nil
    animations.sameLayoutAsLastPass = sameLayout
    var list = try i.parked(&m, at: range, in: "drawing") { l.displayList(presentedBy: animations) }
    if try i.fillShapePaths(expansion.shapes, range, &m) {
      animations.sameLayoutAsLastPass = true
      list = try i.parked(&m, at: range, in: "drawing") { l.displayList(presentedBy: animations) }
    }
    for cache in expansion.shapes where cache.paths.count > 64 { cache.paths = [:] }
    // Removed views whose removal transitions still run, where they were drawn.
    animations.addRemovals(to: &list)
    if let e = drawError {
      drawError = nil
      throw e
    }
    drawn = list
    drawnAt = i.animator.now
    i.recorder?.drew(self, list)  // a recorded scene keeps every frame (SceneRecorder+Views)
    drawnWhileAnimating = animations.isAnimating
    dataAnimatedAtLastFrame = animations.dataAnimating
    animatorsRanAtLastFrame = animatorsRunning
  }

  /// The animations of the views, made on first use.
  private func viewAnimations(_ i: Interpreter) -> ViewAnimations {
    if let animations { return animations }
    let a = ViewAnimations(animator: i.animator)
    let at = range
    a.editTransaction = { [weak self, link = i.link] closure, t in
      guard let self, let i = link.interpreter, self.drawError == nil else { return }
      // The closure's parameter is inout: it gets a cell, which its assignments write.
      let cell = Box(.transaction(TransactionRef(t)))
      do throws(RuntimeError) {
        _ = try i.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          try i.callFunction(closure, [.box(cell)], at, &m)
        }
        if case .transaction(let edited) = cell.value.unwrapped { t = edited.transaction }
      } catch {
        self.drawError = error
      }
    }
    animations = a
    i.viewHosts.add(self)
    return a
  }

  private func layOut(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    laidOutAtChange = i.sceneChanges
    let e = ExpansionState()
    let animations = viewAnimations(i)
    e.animations = animations
    animations.beginExpansion()
    let node = try i.expandView(root, self, e, path: "", depth: 0, &m)
    animations.endExpansion()
    // Layout may call the script (alignment guides): on the parked machine.
    let (w, h) = (width, height)
    var l = try i.parked(&m, at: range, in: "layout") { ViewLayout(node, width: w, height: h) }
    if try i.fillShapePaths(e.shapes, range, &m) {
      l = try i.parked(&m, at: range, in: "layout") { ViewLayout(node, width: w, height: h) }
    }
    // Removals read the last layout and what was drawn; a matched group's replaced source
    // needs the new layout too.
    let replaced = ViewHostObject.replacedSources(old: layout, new: l)
    startRemovals(e, animations, replaced: replaced)
    startMatchedInsertions(replaced, new: l, animations)
    // State lives as long as its view: a view gone from the tree takes its state with it.
    state = e.liveState
    stateSeen = state.values.flatMap { cells in cells.map { ($0, $0.value) } }
    bodies = e.bodies
    viewAnimators = e.viewAnimators
    expansion = e
    layout = l
    for d in l.diagnostics where d.kind != .fontUnavailable {
      throw RuntimeError("\(d.source): \(d.message)", at: range, file: m.file)
    }
    try present(i, &m)
    if e.layOutAgain { try layOut(i, &m) }
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
    try runAction(first.action, i, at, &m)
  }

  /// Taps the point as a finger would: the topmost Button or view with `onTapGesture` whose
  /// frame holds it runs its action (`host.find(Rectangle.self).tap()` taps the rectangle's
  /// centre).
  func tap(at point: CGPoint, _ i: Interpreter, _ at: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    guard let hit = layout?.buttons.last(where: { $0.frame.contains(point) }) else {
      throw RuntimeError(
        "nothing tappable at (\(Value.format(point.x)), \(Value.format(point.y))): no Button or onTapGesture there",
        at: at, file: m.file)
    }
    try runAction(hit.action, i, at, &m)
  }

  private func runAction(_ key: AnyObject, _ i: Interpreter, _ at: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    guard let action = expansion.actions[ObjectIdentifier(key)] else { return }
    taps &+= 1
    _ = try i.callFunction(action, [], at, &m)
    // What a transaction in the action changed is laid out already (in the transaction).
    if isStale(i) { try update(i, &m) }
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

  func items(ofType name: String) -> [DisplayItem] { drawn?.all(name) ?? [] }
}

/// A view as drawn now, found in a host.
final class FoundViewObject: RuntimeObject, @unchecked Sendable {
  let item: DisplayItem
  /// The host it was found in, which `tap()` taps.
  let host: ViewHostObject
  init(_ item: DisplayItem, in host: ViewHostObject) {
    self.item = item
    self.host = host
  }
  override var typeName: String { item.typeName }
  override var kind: ValueKind { .foundView }
  override var printed: String {
    let f = item.frame
    return "\(item.typeName) at (\(Value.format(f.minX)), \(Value.format(f.minY))) size \(Value.format(f.width)) × \(Value.format(f.height))"
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
  override var kind: ValueKind { .foundButton }
  override var printed: String { "Button(\"\(label)\")" }
}
