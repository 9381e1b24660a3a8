// Transitions (views.md §3.3): a view that an `if`/`else`, a `switch` or a `ForEach` inserts in a
// change whose transaction animates is drawn from its transition's insertion effect to itself;
// one that such a change removes stays drawn, its last frame going to the removal effect, until
// that animation ends. A transition is the view's `.transition(_:)` (on it or at the end of its
// body, for a script view), `.opacity` when it has none.
// Each such view is a root, numbered in the layout, so that a removal finds what was drawn under
// its identity to keep drawing.
import AnimSyntax
import AnimViews
import AnimationCore

/// A view a conditional or a `ForEach` holds.
struct TransitionRoot {
  /// Its number in the expansion that made it (``ViewModifier/transitionRoot(_:)``).
  let number: Int
  let transition: ViewTransition
  /// The path of the conditional or `ForEach` that holds it.
  let container: String
}

extension Interpreter {
  /// The views of a conditional's branch or a `ForEach` element, each a transition root,
  /// wrapped with its insertion transition when it is new in an animated change.
  func transitionChildren(
    _ items: [Value], _ prefix: String, container: String, _ host: ViewHostObject, _ state: ExpansionState,
    _ depth: Int, _ m: inout Machine
  ) throws(RuntimeError) -> [ViewNode] {
    let chain = state.scopeStack
    state.containerChains[container] = chain
    var out: [ViewNode] = []
    for (k, item) in items.enumerated() {
      let path = prefix + "/\(k)"
      guard let animations = state.animations else {
        var node = try expandView(item, host, state, path: path, depth: depth, &m)
        node.identity.insert(.index(k), at: 0)
        out.append(node)
        continue
      }
      var node = try expandView(item, host, state, path: path, depth: depth, &m)
      node.identity.insert(.index(k), at: 0)
      let transition = declaredTransition(of: item, path: path, state) ?? .opacity
      let n = state.roots.count
      state.roots[path] = TransitionRoot(number: n, transition: transition, container: container)
      node = ViewNode(.modified(.transitionRoot(n), node))
      let inserted = host.layout != nil && host.lastRoots[path] == nil
      if (inserted && animations.isAnimated(chain)) || host.wrappedRoots.contains(path) {
        state.wrapped.insert(path)
        let identity = TransitionEffect.identity(anchor: transition.insertion.anchor)
        node = ViewNode(.modified(.transitionEffect(from: transition.insertion, to: identity), node))
      }
      out.append(node)
    }
    return out
  }

  /// What a view value at `path` says about its transition: one its modifiers declare (the
  /// outermost, as SwiftUI's outer trait write wins), or the script view under them, with its
  /// path, whose body may declare one.
  private enum TransitionDeclaration {
    case transition(ViewTransition)
    case body(path: String)
    case none
  }

  private static func declaration(of v: Value, path: String = "") -> TransitionDeclaration {
    var v = v
    var path = path
    for _ in 0..<ViewObject.maxNesting {
      switch v.unwrapped {
      case .object(let o as ViewObject):
        switch o.content {
        case .transparent(let base, let kept, let arguments):
          if kept == .transition, case .object(let t as TransitionObject)? = arguments.first?.unwrapped {
            return .transition(t.transition)
          }
          v = base
        case .modified(let base, let name, _):
          // `.id(_:)` puts its view at a path of its own (expandViewObject).
          if name.hasPrefix("id:") { path += "/" + name }
          v = base
        case .decorated(let base, _, _, _): v = base
        default: return .none
        }
      case .array(let items) where items.count == 1:
        // A builder's one view, at its position (expandView).
        path += "/0"
        v = items[0]  // trap-ok: count is 1
      case .record(let r) where (r.info as? StructInfo)?.members.computed["body"] != nil:
        return .body(path: path)
      default: return .none
      }
    }
    return .none
  }

  /// The transition of the view a conditional or `ForEach` holds at `path`, expanded: one its
  /// modifiers declare, else one its body declares. In SwiftUI a transition is a trait of the
  /// view the container holds, and a trait written inside a custom view's body reaches the
  /// container through the custom view (a view whose body ends in `.transition(.slide)` slides).
  func declaredTransition(of v: Value, path: String, _ state: ExpansionState) -> ViewTransition? {
    switch Interpreter.declaration(of: v, path: path) {
    case .transition(let t): return t
    case .body(let p): return state.bodyTransitions[p]
    case .none: return nil
    }
  }

  /// Keeps the transition the body `built` of the script view at `path` declares (expanded at
  /// `path/body`), for the container that holds the view.
  func noteBodyTransition(of built: Value, path: String, _ state: ExpansionState) {
    guard state.animations != nil, let t = declaredTransition(of: built, path: path + "/body", state) else { return }
    state.bodyTransitions[path] = t
  }
}

extension ViewHostObject {
  /// Starts the removal transitions of the roots the last expansion had and `e` has not, when
  /// the change animates where they were (their container's scopes); their items are taken from
  /// what was drawn last. A removed view that was a matched group's source replaced in this
  /// change (`replaced`) follows the new source (ViewHost+MatchedGeometry.swift).
  func startRemovals(_ e: ExpansionState, _ animations: ViewAnimations, replaced: [(MatchedPlacement, MatchedPlacement)] = []) {
    defer {
      lastRoots = e.roots
      wrappedRoots = e.wrapped
    }
    guard let old = drawn, let identities = layout?.transitionRootIdentities() else { return }
    for (path, root) in lastRoots where e.roots[path] == nil {
      guard let chain = e.containerChains[root.container], animations.isAnimated(chain),
        let id = identities[root.number]?.components
      else { continue }
      let indices = old.items.indices.filter { old.items[$0].identity.components.starts(with: id) }  // trap-ok: indices
      guard let first = indices.first, let view = old.detach(indices) else { continue }
      let removal = ViewHostObject.followingMatch(root.transition.removal, root: id, bounds: view.bounds, replaced)
      animations.startRemoval(view, at: first, removal: removal, chain: chain)
    }
  }
}
