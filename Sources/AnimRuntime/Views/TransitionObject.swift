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
  override var kind: ValueKind { .transition }
}

/// `AnyTransition` as a value: its static members and methods are the built-in table's
/// (BuiltinTable+Transitions.swift).
final class TransitionNamespace: RuntimeObject, @unchecked Sendable {
  override var typeName: String { "AnyTransition" }
  override var printed: String { "AnyTransition" }
  override var kind: ValueKind { .transitionType }
}

extension Builtins {
  func registerTransitionType() {
    add(
      "AnyTransition", .constant(.object(TransitionNamespace())), signature: "AnyTransition",
      doc: "How a view inserted or removed in an animated change appears and goes: .opacity (the default), .scale, .slide, .move(edge:), .push(from:), .offset(x:y:), .identity, .asymmetric(insertion:removal:), combined(with:).")
  }
}
