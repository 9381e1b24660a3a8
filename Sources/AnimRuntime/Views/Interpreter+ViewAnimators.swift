// The view modifiers `.keyframeAnimator(initialValue:trigger:content:keyframes:)`,
// `.keyframeAnimator(initialValue:repeating:content:keyframes:)`,
// `.phaseAnimator(_:trigger:content:animation:)` and `.phaseAnimator(_:content:animation:)`.
//
// The modifier is kept in the view value (`.transparent`) with its closures; the host keeps one
// animator per identity (as SwiftUI keeps the animator's state with the view), made the first
// time the view is expanded, on the same AnimationCore engines as the scene's
// `keyframeAnimator(…)` and `phaseAnimator(…)` (Keyframes/Interpreter+KeyframeAnimators.swift).
// Each expansion reads the trigger (a change plays the keyframes, or steps through the phases)
// and runs `content` with the view and the value now; the host expands again at every frame
// while an animator runs (ViewHostObject.draw), so the content closure is re-run with the value
// of each frame, as Apple says of it ("updates every frame while animating").
//
// A phase animator's phases are not interpolated by the engine: the engine is the clock that
// says which phase the view is in (each phase entered with `animation(phase)`, advancing when it
// completes), and the view's attributes that `content` sets for that phase animate in a scope
// with that phase's animation, as the attributes of a view whose state changed inside
// `withAnimation` do. The engine animates a stand-in value (the phase's position among the
// distinct phases, one-hot), so two equal phases in a row change nothing and pass at once, as
// in SwiftUI. The view's attributes that a phase changes are laid out at the first frame at or
// after the engine enters it, their animations dated back to when the phase began (the
// instant the previous phase completed), as the engine's own value is.
import AnimSyntax
import AnimViews
import AnimationCore

/// The animator a `.keyframeAnimator` or `.phaseAnimator` modifier has at one identity.
final class ViewAnimatorState {
  /// The modifier's closures as last expanded (SwiftUI uses the current view value's).
  var keyframes: Value = .none
  var animation: Value = .none
  /// The trigger's value at the last expansion (nil for the repeating forms).
  var trigger: Value?
  let keyframe: KeyframeAnimatedProperty<ScriptAnimatable>?
  let phase: PhaseAnimatedProperty<ScriptPhase, ScriptAnimatable>?
  /// The phases (phase form) and the phase index at the last expansion.
  var phases: [Value] = []
  var shownPhase = -1

  init(keyframe: KeyframeAnimatedProperty<ScriptAnimatable>) {
    self.keyframe = keyframe
    self.phase = nil
  }
  init(phase: PhaseAnimatedProperty<ScriptPhase, ScriptAnimatable>, phases: [Value]) {
    self.keyframe = nil
    self.phase = phase
    self.phases = phases
  }

  /// Whether the animator runs (the host draws frames while one does).
  var isAnimating: Bool {
    if let keyframe { return keyframe.isAnimating }
    if let phase { return phase.isAnimating || phase.isCycling }
    return false
  }
}

/// A modifier's arguments as kept in the view value: `[kind, initial or phases, trigger,
/// repeating, content, keyframes or animation]`; the trigger is the closure the resolver made
/// of it (or nil), as for the scene's animators.
private enum AnimatorArgument: Int {
  case initial = 0, trigger, repeating, content, closure
}

extension Interpreter {
  /// `.keyframeAnimator(…)` or `.phaseAnimator(…)` on a view: checked, and kept for the host.
  func viewAnimatorModifier(_ receiver: Value, _ kind: KeptModifier, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value {
    let isKeyframes = kind == .keyframeAnimator
    let name = kind.rawValue
    let trailing = a.items.filter { $0.isTrailingClosure && $0.label == nil }
    let content = a.named("content") ?? trailing.first
    let second = isKeyframes ? "keyframes" : "animation"
    let closure = a.named(second) ?? (trailing.count > 1 ? trailing[1] : nil)  // trap-ok: count checked
    let first: ViewArguments.Argument?
    if isKeyframes {
      try a.check(["initialValue", "trigger", "repeating", "content", "keyframes"], m)
      first = a.named("initialValue")
    } else {
      try a.check([nil, "trigger", "content", "animation"], m)
      first = a.unlabeled(0)
    }
    let signature =
      isKeyframes
      ? "keyframeAnimator(initialValue:trigger:content:keyframes:) or keyframeAnimator(initialValue:repeating:content:keyframes:)"
      : "phaseAnimator(_:trigger:content:animation:) or phaseAnimator(_:content:animation:)"
    guard let first, let content, Interpreter.isCallable(content.value) else {
      throw RuntimeError("'\(name)' takes \(signature): a value and a content closure", at: a.range, file: m.file)
    }
    if isKeyframes, closure == nil || !Interpreter.isCallable(closure?.value ?? .none) {
      throw RuntimeError("'keyframeAnimator' needs its keyframes closure (keyframes: { value in KeyframeTrack(…) { … } })", at: a.range, file: m.file)
    }
    if let c = closure, !isKeyframes, !Interpreter.isCallable(c.value), !c.value.isNil {
      throw RuntimeError("a phase animator's animation is a closure from the phase to an Animation?", at: c.range, file: m.file)
    }
    let trigger = a.named("trigger")
    if trigger != nil, a.named("repeating") != nil {
      throw RuntimeError("'keyframeAnimator' takes a trigger or repeating:, not both", at: a.range, file: m.file)
    }
    var repeating = true
    if let r = a.named("repeating") { repeating = try a.bool(r, m) }
    if !isKeyframes {
      switch first.value {
      case .array(let phases) where phases.isEmpty:
        throw RuntimeError("a phase animation needs at least one phase; the array is empty", at: first.range, file: m.file)
      case .array, .vector: break
      default:
        throw RuntimeError(
          "the phases are an array (as in [false, true]), not \(first.value.typeNameWithArticle)", at: first.range, file: m.file)
      }
    }
    let arguments: [Value] = [first.value, trigger?.value ?? .none, .bool(repeating), content.value, closure?.value ?? .none]
    return .object(ViewObject(.transparent(receiver, kept: kind, arguments: arguments), range: a.range))
  }

  /// The view a `.keyframeAnimator` / `.phaseAnimator` modifier draws now: its animator at this
  /// identity made or told the trigger, and `content` run with the view and the current value
  /// (keyframes) or phase.
  func expandViewAnimator(
    _ base: Value, _ kind: KeptModifier, _ arguments: [Value], _ o: ViewObject, _ host: ViewHostObject, _ state: ExpansionState,
    path: String, depth: Int, _ m: inout Machine
  ) throws(RuntimeError) -> ViewNode {
    let name = kind.rawValue
    let isKeyframes = kind == .keyframeAnimator
    func argument(_ k: AnimatorArgument) -> Value { k.rawValue < arguments.count ? arguments[k.rawValue] : .none }  // trap-ok: checked
    // Keyed by the view's identity and which of its animators of this kind it is (two on one
    // view are two animators), so that views elsewhere in the tree do not shift the key.
    var ordinal = 0
    while state.viewAnimators[path + ":\(name)#\(ordinal)"] != nil { ordinal += 1 }
    let key = path + ":\(name)#\(ordinal)"
    let range = o.range
    var triggerNow: Value?
    if case .function(let c) = argument(.trigger).unwrapped {
      triggerNow = try invoke(c, arguments: [], range: range, &m).unwrapped
    }
    let animator: ViewAnimatorState
    if let kept = host.viewAnimators[key], (kept.keyframe != nil) == isKeyframes {
      animator = kept
    } else if isKeyframes {
      animator = try makeViewKeyframeAnimator(
        argument(.initial), keyframes: argument(.closure), trigger: triggerNow, repeating: argument(.repeating), range, &m)
    } else {
      animator = try makeViewPhaseAnimator(argument(.initial), animation: argument(.closure), trigger: triggerNow, range, &m)
    }
    state.viewAnimators[key] = animator
    animator.keyframes = argument(.closure)
    animator.animation = argument(.closure)
    if let now = triggerNow, let last = animator.trigger, !now.isEqual(to: last) {
      animator.trigger = now
      try parked(&m, at: range, in: name) {
        animator.keyframe?.update(trigger: ScriptPhase(value: now))
        animator.phase?.update(trigger: ScriptPhase(value: now))
      }
      if let pending = pendingError {
        pendingError = nil
        throw pending
      }
    }
    // A phase whose animation never completes stops the engine, which keeps the reason.
    if let e = animator.phase?.error { throw RuntimeError(phaseErrorMessage(e), at: range, file: m.file) }
    let content = argument(.content)
    if let keyframe = animator.keyframe {
      let built = try callFunction(content, [base, keyframe.presentation.value], range, &m)
      return try expandView(built, host, state, path: path, depth: depth, &m)
    }
    guard let phase = animator.phase else { return try expandView(base, host, state, path: path, depth: depth, &m) }
    var index = phase.phaseIndex
    if animator.shownPhase < 0, index != 0 {
      // A cycling animator has entered its second phase as it was made: the view appears with
      // the first phase, and the host lays it out again at once, when the second is entered
      // with its animation (Apple: "renders the content closure using the first phase…then
      // begins immediately animating to the view produced by … the second phase").
      index = 0
      state.layOutAgain = true
    }
    let current = index < animator.phases.count ? animator.phases[index] : .none  // trap-ok: checked
    let built = try callFunction(content, [base, current], range, &m)
    // The phase's animation, for the attributes its content changed (a new phase since the
    // last expansion); the other expansions (a frame, a state change) pass no animation.
    guard let animations = state.animations, index != animator.shownPhase else {
      return try expandView(built, host, state, path: path, depth: depth, &m)
    }
    let entering = animator.shownPhase >= 0
    animator.shownPhase = index
    guard entering else { return try expandView(built, host, state, path: path, depth: depth, &m) }
    let animation = try phaseAnimation(animator.animation, current, range, &m)
    let n = animations.addScope(.phase(animation, began: phase.phaseBegan))
    state.scopeStack.append(n)
    defer { state.scopeStack.removeLast() }
    let node = try expandView(built, host, state, path: path, depth: depth, &m)
    return ViewNode(.modified(.scope(n), node))
  }

  /// The animation a phase is entered with: the closure's for that phase (the target phase, as
  /// next-wave.md §2 reads Apple's example), `.default` without a closure.
  private func phaseAnimation(_ closure: Value, _ phase: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> Animation? {
    guard Interpreter.isCallable(closure) else { return .default }
    switch try callFunction(closure, [phase], range, &m).unwrapped {
    case .animation(let a): return a
    case .none: return nil
    case let other:
      throw RuntimeError("a phase's animation must be an Animation or nil, not \(other.typeNameWithArticle)", at: range, file: m.file)
    }
  }

  private func makeViewKeyframeAnimator(
    _ initial: Value, keyframes: Value, trigger: Value?, repeating: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> ViewAnimatorState {
    let initial = initial.unwrapped
    let link = self.link  // not `[weak self]`: InterpreterLink.swift
    // The engine's keyframes closure reads the modifier's closure from the state once it is
    // made (below), so that a retrigger builds the keyframes the view has now; until then (the
    // engine builds its first timeline as it is made) it is the closure given.
    let holder = Box(keyframes)
    let makeTracks: (ScriptAnimatable) -> [KeyframeTrack<ScriptAnimatable, ScriptAnimatable>] = { value in
      guard let self = link.interpreter else { return [] }
      var keyframes = holder.value
      if case .object(let box as ViewAnimatorBox) = holder.value { keyframes = box.state?.keyframes ?? .none }
      return self.callback([]) { (m: inout Machine) throws(RuntimeError) in
        let items = try self.callBuilder(keyframes, [value.value], range, &m)
        return try self.coreTracks(self.keyframeTracks(items, range, &m), root: value.value, &m)
      }
    }
    let property = try parked(&m, at: range, in: "keyframeAnimator") { () -> KeyframeAnimatedProperty<ScriptAnimatable> in
      if let trigger {
        return animator.keyframeProperty(initialValue: ScriptAnimatable(initial), trigger: ScriptPhase(value: trigger)) { v in
          for t in makeTracks(v) { t }
        }
      }
      let loops: Bool
      if case .bool(let b) = repeating { loops = b } else { loops = true }
      return animator.keyframeProperty(initialValue: ScriptAnimatable(initial), repeating: loops) { v in
        for t in makeTracks(v) { t }
      }
    }
    let made = ViewAnimatorState(keyframe: property)
    made.trigger = trigger
    holder.value = .object(ViewAnimatorBox(made))
    return made
  }

  private func makeViewPhaseAnimator(
    _ phasesValue: Value, animation: Value, trigger: Value?, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> ViewAnimatorState {
    let phases: [Value]
    switch phasesValue.unwrapped {
    case .array(let a): phases = a
    case .vector(let v): phases = v.elements.map { .number($0) }
    default: phases = []
    }
    // Each phase's stand-in: one-hot at the first index of an equal phase.
    let distinct = phases.indices.map { k in phases.firstIndex { $0.isEqual(to: phases[k]) } ?? k }  // trap-ok: indices
    let width = max(phases.count, 1)
    let link = self.link
    // As for keyframes: the closure given until the state is made, then the state's.
    let holder = Box(animation)
    let contentOf: (ScriptPhase) -> ScriptAnimatable = { p in
      let k = phases.firstIndex { $0.isEqual(to: p.value) } ?? 0
      let slot = k < distinct.count ? distinct[k] : 0  // trap-ok: checked
      return ScriptAnimatable(.array((0..<width).map { .number($0 == slot ? 1 : 0) }))
    }
    let animationOf: (ScriptPhase) -> Animation? = { p in
      guard let self = link.interpreter else { return .default }
      var closure = holder.value
      if case .object(let box as ViewAnimatorBox) = holder.value { closure = box.state?.animation ?? .none }
      return self.callback(nil) { (m: inout Machine) throws(RuntimeError) -> Animation? in
        try self.phaseAnimation(closure, p.value, range, &m)
      }
    }
    let wrapped = phases.map { ScriptPhase(value: $0) }
    let made = try parked(&m, at: range, in: "phaseAnimator") {
      () -> Result<PhaseAnimatedProperty<ScriptPhase, ScriptAnimatable>, PhaseAnimationError> in
      do throws(PhaseAnimationError) {
        if let trigger {
          return .success(try animator.phaseProperty(wrapped, trigger: ScriptPhase(value: trigger), content: contentOf, animation: animationOf))
        }
        return .success(try animator.phaseProperty(wrapped, content: contentOf, animation: animationOf))
      } catch {
        return .failure(error)
      }
    }
    switch made {
    case .success(let p):
      let s = ViewAnimatorState(phase: p, phases: phases)
      s.trigger = trigger
      holder.value = .object(ViewAnimatorBox(s))
      return s
    case .failure(let e): throw RuntimeError(phaseErrorMessage(e), at: range, file: m.file)
    }
  }

  private func phaseErrorMessage(_ e: PhaseAnimationError) -> String {
    switch e {
    case .emptyPhases: return "a phase animation needs at least one phase"
    case .neverCompletes(let k, let animation):
      return "the animation for phase \(k + 1) never completes (\(animation)); a phase advances when its animation completes, so give it one that ends"
    }
  }
}

/// A weak hold on an animator's state from the engine's closures (the state holds the engine).
final class ViewAnimatorBox: RuntimeObject, @unchecked Sendable {
  weak var state: ViewAnimatorState?
  init(_ state: ViewAnimatorState) { self.state = state }
  override var typeName: String { "ViewAnimator" }
}
