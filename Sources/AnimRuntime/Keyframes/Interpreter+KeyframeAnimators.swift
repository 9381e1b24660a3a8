// keyframeAnimator(…) and phaseAnimator(…): AnimationCore's keyframe and phase engines on the
// session's animator, with the script's closures as their keyframes, content and animations.
// A trigger is re-read after every state change (the resolver makes the `trigger:` argument a
// closure), as SwiftUI re-reads it each time the view's body runs.
import AnimSyntax
import AnimationCore

/// A trigger being watched: its closure and what to do when its value changes.
final class TriggerWatcher {
  let read: Closure
  var last: Value
  let range: SourceRange
  let fire: (Value) -> Void
  init(read: Closure, last: Value, range: SourceRange, fire: @escaping (Value) -> Void) {
    self.read = read
    self.last = last
    self.range = range
    self.fire = fire
  }
}

extension Interpreter {
  /// Calls a builder closure (what `KeyframeTrack(…) { … }` is given) and gives its items.
  func callBuilder(_ f: Value, _ arguments: [Value], _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard case .function(let c) = f.unwrapped else {
      throw RuntimeError("expected a closure of keyframes, not \(f.typeNameWithArticle)", at: range, file: m.file)
    }
    let args = c.parameterCount == 0 ? [] : Array(arguments.prefix(c.parameterCount))
    return try invoke(c, arguments: args, range: range, &m)
  }

  /// Runs script code for AnimationCore (which calls back while the animator runs): errors are
  /// recorded for the script to rethrow, and `fallback` stands in.
  func callback<R>(_ fallback: R, _ body: (inout Machine) throws(RuntimeError) -> R) -> R {
    if pendingError != nil { return fallback }
    do throws(RuntimeError) {
      return try withMachine(body)
    } catch {
      recordCallbackError(error)
      return fallback
    }
  }

  func keyframeAnimator(_ b: BoundArguments, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    let initial = b.value(0).unwrapped
    let keyframes = b.value(2)
    let range = b.range(2, site)
    // Built once now, so that a bad key path or keyframe is reported here, at the call.
    _ = try coreTracks(keyframeTracks(try callBuilder(keyframes, [initial], range, &m), range, &m), root: initial, &m)
    // The interpreter through its link, not `[weak self]` (InterpreterLink.swift: a weak
    // reference would send every later retain of the interpreter down the slow path).
    let link = self.link
    let makeTracks: (ScriptAnimatable) -> [KeyframeTrack<ScriptAnimatable, ScriptAnimatable>] = { value in
      guard let self = link.interpreter else { return [] }
      return self.callback([]) { (m: inout Machine) throws(RuntimeError) in
        let items = try self.callBuilder(keyframes, [value.value], range, &m)
        return try self.coreTracks(self.keyframeTracks(items, range, &m), root: value.value, &m)
      }
    }
    let driven: KeyframeAnimatedProperty<ScriptAnimatable>
    if b.overload == 0 {
      guard case .bool(let repeating) = b.value(1).unwrapped else {
        throw RuntimeError("repeating must be a Bool, not \(b.value(1).typeNameWithArticle)", at: b.range(1, site), file: m.file)
      }
      driven = try parked(&m, at: site.range, in: "keyframeAnimator") {
        animator.keyframeProperty(initialValue: ScriptAnimatable(initial), repeating: repeating) { v in
          for t in makeTracks(v) { t }
        }
      }
    } else {
      let (read, first) = try triggerClosure(b.value(1), b.range(1, site), &m)
      let made = try parked(&m, at: site.range, in: "keyframeAnimator") {
        animator.keyframeProperty(initialValue: ScriptAnimatable(initial), trigger: ScriptPhase(value: first)) { v in
          for t in makeTracks(v) { t }
        }
      }
      driven = made
      triggerWatchers.append(
        TriggerWatcher(read: read, last: first, range: b.range(1, site)) { new in made.update(trigger: ScriptPhase(value: new)) })
    }
    let ref = PropertyRef.driven(driven.property, template: initial, owner: driven)
    recordAnimator(ref, madeBy: "keyframeAnimator", at: site.range, in: m.file)
    return .object(ProjectionObject(ref))
  }

  func phaseAnimator(_ b: BoundArguments, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    let triggered = b.overload == 1
    let phasesValue = b.value(0).unwrapped
    let content = b.value(triggered ? 2 : 1)
    let animation = b.value(triggered ? 3 : 2)
    let contentRange = b.range(triggered ? 2 : 1, site)
    let phases: [Value]
    switch phasesValue {
    case .array(let a): phases = a
    case .vector(let v): phases = v.elements.map { .number($0) }
    default:
      throw RuntimeError(
        "the phases are an array (as in [1.0, 1.5]), not \(phasesValue.typeNameWithArticle)", at: b.range(0, site),
        file: m.file)
    }
    guard let first = phases.first else {
      throw RuntimeError("a phase animation needs at least one phase; the array is empty", at: b.range(0, site), file: m.file)
    }
    let template = try callBuilder(content, [first], contentRange, &m).unwrapped
    let link = self.link  // not `[weak self]`: InterpreterLink.swift
    let contentOf: (ScriptPhase) -> ScriptAnimatable = { phase in
      guard let self = link.interpreter else { return ScriptAnimatable(template) }
      return ScriptAnimatable(self.callback(template) { (m: inout Machine) throws(RuntimeError) in
        try self.callBuilder(content, [phase.value], contentRange, &m)
      })
    }
    let animationOf: (ScriptPhase) -> Animation? = { phase in
      guard let self = link.interpreter else { return nil }
      if animation.isNil { return .default }
      return self.callback(nil) { (m: inout Machine) throws(RuntimeError) -> Animation? in
        switch try self.callBuilder(animation, [phase.value], contentRange, &m).unwrapped {
        case .animation(let a): return a
        case .none: return nil
        case let other:
          throw RuntimeError(
            "a phase's animation must be an Animation or nil, not \(other.typeNameWithArticle)", at: contentRange,
            file: m.file)
        }
      }
    }
    let wrapped = phases.map { ScriptPhase(value: $0) }
    let trigger = triggered ? try triggerClosure(b.value(1), b.range(1, site), &m) : nil
    // Parked: the engine calls the content and animation closures at once, and they read the
    // script's globals.
    let made = try parked(&m, at: site.range, in: "phaseAnimator") {
      () -> Result<PhaseAnimatedProperty<ScriptPhase, ScriptAnimatable>, PhaseAnimationError> in
      do throws(PhaseAnimationError) {
        if let (_, firstTrigger) = trigger {
          return .success(
            try animator.phaseProperty(
              wrapped, trigger: ScriptPhase(value: firstTrigger), content: contentOf, animation: animationOf))
        }
        return .success(try animator.phaseProperty(wrapped, content: contentOf, animation: animationOf))
      } catch {
        return .failure(error)
      }
    }
    let driven: PhaseAnimatedProperty<ScriptPhase, ScriptAnimatable>
    switch made {
    case .success(let p): driven = p
    case .failure(let error): throw RuntimeError(phaseMessage(error, phases), at: b.range(0, site), file: m.file)
    }
    if let (read, firstTrigger) = trigger {
      triggerWatchers.append(
        TriggerWatcher(read: read, last: firstTrigger, range: b.range(1, site)) { new in
          driven.update(trigger: ScriptPhase(value: new))
        })
    }
    if let pending = pendingError {
      pendingError = nil
      throw pending
    }
    let ref = PropertyRef.driven(driven.property, template: template, owner: driven)
    recordAnimator(ref, madeBy: "phaseAnimator", at: site.range, in: m.file)
    return .object(ProjectionObject(ref))
  }

  private func phaseMessage(_ e: PhaseAnimationError, _ phases: [Value]) -> String {
    switch e {
    case .emptyPhases: return "a phase animation needs at least one phase"
    case .neverCompletes(let phase, let animation):
      let value = phase < phases.count ? " (\(phases[phase].quoted))" : ""  // trap-ok: checked
      return "the animation for phase \(phase + 1)\(value) never completes (\(animation)); a phase advances when its animation completes, so give it one that ends"
    }
  }

  /// The `trigger:` argument (made a closure by the resolver) and its value now.
  private func triggerClosure(_ v: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> (Closure, Value) {
    guard case .function(let c) = v.unwrapped else {
      throw RuntimeError("expected the trigger's value", at: range, file: m.file)
    }
    return (c, try invoke(c, arguments: [], range: range, &m).unwrapped)
  }

  /// Re-reads every trigger after a state change; one that changed plays its animation.
  func updateTriggers(_ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    for w in triggerWatchers {
      let v = try invoke(w.read, arguments: [], range: w.range, &m).unwrapped
      if v.isEqual(to: w.last) { continue }
      w.last = v
      try parked(&m, at: range, in: "trigger") { w.fire(v) }
    }
  }
}
