// SwiftUI's transitions as script values (views.md §3.3): `AnyTransition.opacity` (the default),
// `.scale` and `.scale(scale:anchor:)`, `.slide`, `.move(edge:)`, `.push(from:)`, `.offset(x:y:)`, `.identity`,
// `.asymmetric(insertion:removal:)` and `t.combined(with:)`. A transition is what its view is
// drawn with at the start of its insertion and at the end of its removal; the host animates
// between that and the view as laid out (ViewExpansion+Transitions.swift).
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A transition: its effects on insertion and on removal.
struct ViewTransition {
  var insertion: TransitionEffect
  var removal: TransitionEffect
  /// What the printed value says (`AnyTransition.move(edge: .leading)`).
  var name: String

  init(_ both: TransitionEffect, name: String) {
    insertion = both
    removal = both
    self.name = name
  }

  init(insertion: TransitionEffect, removal: TransitionEffect, name: String) {
    self.insertion = insertion
    self.removal = removal
    self.name = name
  }

  /// `.opacity`: opacity 0.
  static var opacity: ViewTransition {
    var e = TransitionEffect()
    e.opacity = 0
    return ViewTransition(e, name: "AnyTransition.opacity")
  }

  /// `.scale(scale:anchor:)`; `.scale` is `ScaleTransition(1e-5)` in SwiftUI (views.md §3.3:
  /// almost 0, which keeps the transform invertible).
  static func scale(_ k: Double = 1e-5, anchor: UnitPoint = .center) -> ViewTransition {
    var e = TransitionEffect()
    e.scale = CGSize(width: k, height: k)
    e.anchor = anchor
    return ViewTransition(e, name: k == 1e-5 && anchor == .center ? "AnyTransition.scale" : "AnyTransition.scale(scale: \(Value.format(k)))")
  }

  /// `.move(edge:)`: by the view's own size toward the edge.
  static func move(_ edge: Edge) -> ViewTransition {
    var e = TransitionEffect()
    switch edge {
    case .leading: e.move = CGSize(width: -1, height: 0)
    case .trailing: e.move = CGSize(width: 1, height: 0)
    case .top: e.move = CGSize(width: 0, height: -1)
    case .bottom: e.move = CGSize(width: 0, height: 1)
    }
    return ViewTransition(e, name: "AnyTransition.move(edge: .\(edge))")
  }

  /// `.slide`: in from the leading edge, out to the trailing one.
  static var slide: ViewTransition {
    ViewTransition(insertion: move(.leading).insertion, removal: move(.trailing).removal, name: "AnyTransition.slide")
  }

  /// `.push(from:)` (iOS 17): in from `edge` while fading in, out toward the opposite edge while
  /// fading out. OpenSwiftUI's `PushTransition.body(content:phase:)` moves the layout by the
  /// view's size toward `edge` when it will appear and toward `edge.opposite` when it has
  /// disappeared (`MoveTransition.MoveLayout`), with opacity 0 in both phases.
  static func push(from edge: Edge) -> ViewTransition {
    let opposite: Edge
    switch edge {
    case .leading: opposite = .trailing
    case .trailing: opposite = .leading
    case .top: opposite = .bottom
    case .bottom: opposite = .top
    }
    let fade = opacity.insertion
    return ViewTransition(
      insertion: move(edge).insertion.combined(with: fade), removal: move(opposite).removal.combined(with: fade),
      name: "AnyTransition.push(from: .\(edge))")
  }

  /// `.offset(x:y:)`.
  static func offset(_ d: CGSize) -> ViewTransition {
    var e = TransitionEffect()
    e.offset = d
    return ViewTransition(e, name: "AnyTransition.offset(x: \(Value.format(d.width)), y: \(Value.format(d.height)))")
  }

  func combined(with other: ViewTransition) -> ViewTransition {
    ViewTransition(
      insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
      name: "\(name).combined(with: \(other.name))")
  }
}

/// A transition as a value.
final class TransitionObject: RuntimeObject, @unchecked Sendable {
  let transition: ViewTransition
  init(_ t: ViewTransition) { transition = t }
  override var typeName: String { "AnyTransition" }
  override var printed: String { transition.name }
}

/// `AnyTransition`: its static members and methods.
final class TransitionNamespace: RuntimeObject, @unchecked Sendable {
  override var typeName: String { "AnyTransition" }
  override var printed: String { "AnyTransition" }

  func member(_ name: String) -> Value? {
    switch name {
    case "opacity": return .object(TransitionObject(.opacity))
    case "scale": return .object(TransitionObject(.scale()))
    case "slide": return .object(TransitionObject(.slide))
    case "identity": return .object(TransitionObject(ViewTransition(TransitionEffect(), name: "AnyTransition.identity")))
    // The static methods read without a call: the method, bound to the namespace.
    case "move", "push", "offset", "asymmetric": return .boundMethod(BoundMethod(receiver: .object(self), name: name))
    default: return nil
    }
  }
}

extension Builtins {
  func registerTransitions() {
    add(
      "AnyTransition", .constant(.object(TransitionNamespace())), signature: "AnyTransition",
      doc: "How a view inserted or removed in an animated change appears and goes: .opacity (the default), .scale, .slide, .move(edge:), .push(from:), .offset(x:y:), .identity, .asymmetric(insertion:removal:), combined(with:).")
  }
}

extension Interpreter {
  /// A method of `AnyTransition` or of a transition (nil when `receiver` is neither).
  func callTransitionMethod(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    func transition(_ arg: ViewArguments.Argument?) throws(RuntimeError) -> ViewTransition {
      guard let arg, case .object(let t as TransitionObject) = arg.value.unwrapped else {
        throw RuntimeError(
          "\(name) takes transitions (AnyTransition), not \(arg?.value.typeNameWithArticle ?? "nothing")", at: arg?.range ?? a.range,
          file: m.file)
      }
      return t.transition
    }
    /// `move(edge:)`'s and `push(from:)`'s argument: one edge.
    func oneEdge(_ label: String, _ what: String) throws(RuntimeError) -> Edge {
      guard let e = a.named(label), case .object(let set as ViewEdgeSet) = e.value.unwrapped,
        let edge = Edge.allCases.first(where: { Edge.Set($0) == set.set })
      else {
        throw RuntimeError("\(what) takes one edge: .top, .leading, .bottom or .trailing", at: a.range, file: m.file)
      }
      return edge
    }
    switch receiver {
    case .object(let t as TransitionObject):
      guard name == "combined" else { break }
      try a.check(["with"], m)
      return .object(TransitionObject(t.transition.combined(with: try transition(a.named("with")))))
    case .object(is TransitionNamespace):
      switch name {
      case "scale":
        try a.check(["scale", "anchor"], m)
        let k = try a.named("scale").map { (x) throws(RuntimeError) in try a.number(x, m) } ?? 1e-5
        let anchor = try a.named("anchor").map { (x) throws(RuntimeError) in try a.unitPoint(x, m) } ?? .center
        return .object(TransitionObject(.scale(k, anchor: anchor)))
      case "move":
        try a.check(["edge"], m)
        return .object(TransitionObject(.move(try oneEdge("edge", "move(edge:)"))))
      case "push":
        try a.check(["from"], m)
        return .object(TransitionObject(.push(from: try oneEdge("from", "push(from:)"))))
      case "offset":
        if let d = a.unlabeled(0) {
          try a.check([nil], m)
          return .object(TransitionObject(.offset(try a.size(d, m))))
        }
        try a.check(["x", "y"], m)
        let x = try a.named("x").map { (v) throws(RuntimeError) in try a.number(v, m) } ?? 0
        let y = try a.named("y").map { (v) throws(RuntimeError) in try a.number(v, m) } ?? 0
        return .object(TransitionObject(.offset(CGSize(width: x, height: y))))
      case "asymmetric":
        try a.check(["insertion", "removal"], m)
        let i = try transition(a.named("insertion"))
        let r = try transition(a.named("removal"))
        return .object(
          TransitionObject(
            ViewTransition(
              insertion: i.insertion, removal: r.removal,
              name: "AnyTransition.asymmetric(insertion: \(i.name), removal: \(r.name))")))
      default: break
      }
    default: return nil
    }
    throw RuntimeError("AnyTransition has no method '\(name)'", at: a.range, file: m.file)
  }
}
