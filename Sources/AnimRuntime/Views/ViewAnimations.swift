// How a host's views animate: every animatable attribute of every drawn view (its frame, its
// effects' data, its colour, stroke width, trim, corner size) and every Animatable view's or
// custom Shape's `animatableData` is an AnimationCore property on the scene's animator, keyed by
// the view's identity, as SwiftUI keeps an animatable attribute per rendered view (views.md
// §3.1). Laying the views out gives each attribute its target; setting a target that changed
// applies the transaction the change happened in, so the animator's rules (start, merge,
// combine, retarget with velocity, jump) are the only ones: there is no second interpolation.
//
// Scopes are the modifiers that change the transaction for what they contain, numbered per
// expansion (ViewExpansion.swift): `.animation(_:value:)` sets the animation when its value
// changed in this update (inner ones apply after outer ones, so the inner wins) unless the
// transaction disables animations; `.transaction { }` edits it; `.environment(_:_:)` gives the
// attributes below it environment values their animations read through `context.environment`.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

final class ViewAnimations: DisplayPresenter {
  /// One attribute: whose, which, and which of the view's modifiers of that kind (a view
  /// with two `offset`s has two offset attributes).
  struct Key: Hashable {
    let identity: ViewIdentity
    let attribute: DisplayAttribute
    var ordinal: Int
  }

  /// A modifier scope.
  enum Scope {
    /// `.animation(_:value:)` (`changed`: its value changed in this update; always for the
    /// form without a value) or `.animation(_:)`.
    case animation(Animation?, changed: Bool)
    /// A phase animator's phase entered since the last expansion: its animation, dated back to
    /// when the phase began (PhaseAnimatedProperty.phaseBegan).
    case phase(Animation?, began: TimeInterval)
    /// `.transaction { }`: the closure.
    case transaction(Value)
    /// `.environment(\.name, value)`.
    case environment(String, Any?)
  }

  /// A removed view still drawn while its removal transition runs.
  struct Removal {
    /// Its items as last drawn, with their clips and shadows.
    let view: DetachedView
    /// Where its first item was in the list.
    let index: Int
    let effect: AnimatedProperty<AnimatableVector>
  }
  private(set) var removals: [Removal] = []

  /// Frames a view drawn for the first time starts from instead of its laid-out ones, by
  /// identity and ordinal (a view inserted as a matched group's source in place of a removed
  /// one, ViewHost+MatchedGeometry.swift); used by the next presentation.
  var initialFrames: [ViewIdentity: [CGRect]] = [:]

  weak var animator: Animator?
  /// Calls a `.transaction { }` closure on a transaction (the host's, which reaches the
  /// interpreter); an error is kept by the host and reported after the pass.
  var editTransaction: ((Value, inout Transaction) -> Void)?

  private var properties: [Key: AnimatedProperty<AnimatableVector>] = [:]
  /// `animatableData` of Animatable views and custom shapes, by identity path.
  private var dataProperties: [String: AnimatedProperty<AnimatableVector>] = [:]
  private var usedData: Set<String> = []
  private var ordinals: [Key: Int] = [:]
  private var used: Set<Key> = []
  /// The scopes of the last expansion, by number, with their parents' numbers outermost first.
  private(set) var scopes: [Scope] = []
  /// `.animation(_:value:)` values seen by the last expansion, by where they are.
  private var watchedValues: [String: Value] = [:]
  private var seenValues: [String: Value] = [:]
  /// Transactions and environments resolved in this pass, by scope chain.
  private var resolved: [[Int]: (Transaction, [String: Any]?)] = [:]
  /// The transaction the pass started in (the thread's current one).
  private var incoming: Transaction?

  init(animator: Animator) { self.animator = animator }

  /// Whether an attribute of a drawn view is animating (a frame must be drawn).
  var isAnimating: Bool {
    guard animator?.isAnimating ?? false else { return false }
    return dataAnimating || removals.contains { $0.effect.isAnimating } || properties.values.contains { $0.isAnimating }
  }

  /// Whether an Animatable view's or a custom shape's data is animating (the bodies and paths
  /// must run again to draw a frame).
  var dataAnimating: Bool {
    guard animator?.isAnimating ?? false else { return false }
    return dataProperties.values.contains { $0.isAnimating }
  }

  // MARK: - Expansion

  /// An expansion starts: scopes are numbered afresh.
  func beginExpansion() {
    scopes = []
    hasEnvironmentScopes = false
    seenValues = [:]
    usedData = []
    resolved = [:]
    incoming = Transaction.current
  }

  /// The expansion has ended: values no `.animation(_:value:)` watches any more are forgotten,
  /// and so is the data of views that are gone.
  func endExpansion() {
    watchedValues = seenValues
    for key in dataProperties.keys where !usedData.contains(key) {
      dataProperties[key] = nil
      dataShown[key] = nil
    }
  }

  /// Numbers a scope of `.animation(_:value:)` at `site` (a key unique in the expansion).
  func animationScope(_ animation: Animation?, value: Value?, at site: String) -> Int {
    var changed = true
    if let value {
      changed = watchedValues[site].map { !$0.isEqual(to: value) } ?? false
      seenValues[site] = value
    }
    scopes.append(.animation(animation, changed: changed))
    return scopes.count - 1
  }

  /// Whether a scope of the last expansion sets environment values (else no running
  /// animation's environment needs refreshing).
  private var hasEnvironmentScopes = false

  /// Whether a change reaching what the chain of scopes contains animates (a transition runs
  /// only in an animated transaction, views.md §3.3).
  func isAnimated(_ chain: [Int]) -> Bool { resolve(chain).0?.isAnimated ?? false }

  /// Starts drawing a removed view's last drawn items with its removal transition, animated by
  /// the transaction its container's scopes give.
  func startRemoval(_ view: DetachedView, at index: Int, removal: TransitionEffect, chain: [Int]) {
    guard let animator else { return }
    let effect = animator.property(AnimatableVector(TransitionEffect.identity(anchor: removal.anchor).vector))
    effect.update(AnimatableVector(removal.vector), in: resolve(chain).0)
    removals.append(Removal(view: view, index: index, effect: effect))
  }

  /// Adds to `list` the removed views whose transitions still run, drawn where they were with
  /// their clips and shadows; the removals that have ended are dropped.
  func addRemovals(to list: inout DisplayList) {
    removals.removeAll { !$0.effect.isAnimating }
    for r in removals.reversed() {
      list.insert(r.view, applying: TransitionEffect(vector: r.effect.presentation.elements), at: r.index)
    }
  }

  func addScope(_ s: Scope) -> Int {
    if case .environment = s { hasEnvironmentScopes = true }
    scopes.append(s)
    return scopes.count - 1
  }

  /// The data to build an Animatable view or custom shape with: `data`'s numbers animated at
  /// `key` under the scopes, rebuilt in `data`'s shape. Nil when `data` has no numbers.
  func presentData(_ numbers: [Double], at key: String, scopes chain: [Int]) -> [Double] {
    usedData.insert(key)
    guard let animator else { return numbers }
    guard let p = dataProperties[key], p.value.count == numbers.count else {
      dataProperties[key] = animator.property(AnimatableVector(numbers))
      dataShown[key] = numbers
      return numbers
    }
    let (t, env) = resolve(chain)
    if p.value.elements != numbers { p.update(AnimatableVector(numbers), in: t) }
    if env != nil || p.environmentOverrides != nil { p.environmentOverrides = env }
    let shown = p.presentation.elements
    dataShown[key] = shown
    return shown
  }

  /// The data each view was last built with.
  private var dataShown: [String: [Double]] = [:]

  /// Whether some view's data as drawn now differs from what it was last built with (its
  /// body or path must run again): SwiftUI re-runs a body when its input changes, so the frame
  /// on which an animation ends at the value it already showed runs nothing.
  var dataChanged: Bool {
    dataProperties.contains { key, p in dataShown[key] != p.presentation.elements }
  }

  // MARK: - Presenting

  /// Set before drawing the same layout again (a frame): its attributes are asked for in the
  /// same order as in the last pass, so the n-th is the n-th property of that pass and no
  /// identity is hashed (a frame of 10,000 views would hash 40,000 identities several times).
  var sameLayoutAsLastPass = false
  /// The properties of the last full pass, in the order they were asked for.
  private var order: [AnimatedProperty<AnimatableVector>] = []
  private var orderIsComplete = false
  private var callIndex = 0
  private var reusing = false

  func beginPresentation() {
    reusing = sameLayoutAsLastPass && orderIsComplete
    sameLayoutAsLastPass = false
    callIndex = 0
    resolved = [:]
    incoming = Transaction.current
    if !reusing {
      ordinals.removeAll(keepingCapacity: true)
      used.removeAll(keepingCapacity: true)
      order.removeAll(keepingCapacity: true)
      orderIsComplete = true
    }
  }

  func present(_ target: AttributeValue, _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes chain: [Int])
    -> AttributeValue
  {
    if reusing {
      guard let p = nextInOrder() else { return target }
      return update(p, target, chain)
    }
    return AttributeValue(presentByIdentity(target.elements, attribute, identity, chain, from: nil)) ?? target
  }

  func present(
    _ target: [Double], _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes chain: [Int],
    from initial: [Double]
  ) -> [Double] {
    if reusing {
      guard let p = nextInOrder() else { return target }
      return update(p, target, chain)
    }
    return presentByIdentity(target, attribute, identity, chain, from: initial)
  }

  /// In a pass drawing the last pass's layout again, the property of the next attribute asked
  /// for: the n-th of the last pass. Nil when this pass asks for more attributes than the last
  /// (not the same layout after all): the attribute is drawn as laid out, and the next pass
  /// goes by identity.
  private func nextInOrder() -> AnimatedProperty<AnimatableVector>? {
    let k = callIndex
    callIndex += 1
    guard k < order.count else {
      orderIsComplete = false
      return nil
    }
    return order[k]  // trap-ok: checked
  }

  /// Applies a target to a property (with the transaction and environment of its scopes when
  /// it changed) and gives what it presents.
  private func update(_ p: AnimatedProperty<AnimatableVector>, _ target: [Double], _ chain: [Int]) -> [Double] {
    retarget(p, to: p.value.elements != target ? target : nil, chain)
    return p.presentation.elements
  }

  /// The same for an attribute of up to four numbers, which a frame compares and returns in
  /// place, without arrays or the property's generic getters.
  private func update(_ p: AnimatedProperty<AnimatableVector>, _ target: AttributeValue, _ chain: [Int])
    -> AttributeValue
  {
    let unchanged = target.withUnsafeBufferPointer { p.modelEquals($0) }
    retarget(p, to: unchanged ? nil : target.elements, chain)
    var shown = target
    let n = shown.withUnsafeMutableBufferPointer { p.copyPresentation(into: $0) }
    return n == target.count ? shown : target
  }

  /// Sets a property's new target, if it changed, in the transaction its scopes give; a running
  /// animation reads the environment of where its view is now.
  private func retarget(_ p: AnimatedProperty<AnimatableVector>, to target: [Double]?, _ chain: [Int]) {
    if let target {
      let (t, env) = resolve(chain)
      p.update(AnimatableVector(target), in: t)
      if env != nil || p.environmentOverrides != nil { p.environmentOverrides = env }
    } else if hasEnvironmentScopes, !chain.isEmpty, p.isAnimating {
      // A running animation reads the environment of where its view is now (a pause).
      let env = resolve(chain).1
      if env != nil || p.environmentOverrides != nil { p.environmentOverrides = env }
    }
  }

  private func presentByIdentity(
    _ target: [Double], _ attribute: DisplayAttribute, _ identity: ViewIdentity, _ chain: [Int], from initial: [Double]?
  ) -> [Double] {
    var key = Key(identity: identity, attribute: attribute, ordinal: 0)
    let n = ordinals[key, default: 0]
    ordinals[key] = n + 1
    key.ordinal = n
    used.insert(key)
    guard let animator else {
      orderIsComplete = false
      return target
    }
    guard let p = properties[key], p.value.count == target.count else {
      // A view drawn for the first time appears where it is laid out, or, inserted with a
      // transition, animates from the transition's effect in the change's transaction.
      var initial = initial
      if initial == nil, attribute == .frame, let frames = initialFrames[identity], n < frames.count {
        let f = frames[n]  // trap-ok: checked
        initial = [f.minX, f.minY, f.width, f.height]
      }
      guard let initial, initial.count == target.count else {
        let p = animator.property(AnimatableVector(target))
        properties[key] = p
        order.append(p)
        return target
      }
      let p = animator.property(AnimatableVector(initial))
      properties[key] = p
      order.append(p)
      return update(p, target, chain)
    }
    order.append(p)
    return update(p, target, chain)
  }

  func endPresentation() {
    initialFrames = [:]
    if reusing {
      reusing = false
      return
    }
    if used.count != properties.count {
      for key in properties.keys where !used.contains(key) { properties[key] = nil }
    }
  }

  /// The transaction and the environment values for what a chain of scopes contains.
  private func resolve(_ chain: [Int]) -> (Transaction?, [String: Any]?) {
    if chain.isEmpty { return (incoming, nil) }
    if let r = resolved[chain] { return (r.0, r.1) }
    var t = incoming ?? Transaction()
    var env: [String: Any]?
    for n in chain where n < scopes.count {
      switch scopes[n] {  // trap-ok: checked
      case .animation(let a, let changed):
        if changed && !t.disablesAnimations { t.animation = a }
      case .phase(let a, let began):
        if !t.disablesAnimations {
          t.animation = a
          t.beginTime = began
        }
      case .transaction(let closure):
        editTransaction?(closure, &t)
      case .environment(let name, let value):
        var e = env ?? [:]
        e[name] = value
        env = e
      }
    }
    resolved[chain] = (t, env)
    return (t, env)
  }
}
