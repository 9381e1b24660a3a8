// The table's entries for the scene and the animation protocol: `$x`, series, contexts, the
// environment, the clock, transactions and animations.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerScene() {
    // MARK: $x
    property(.projection, "presentation", "What a view shows now (the animated value).") { v, _, _, _ in
      guard case .object(let p as ProjectionObject) = v else { return .none }
      return p.property.presentation
    }
    property(.projection, "velocity", "The presented value's velocity, per second.") { v, _, _, _ in
      guard case .object(let p as ProjectionObject) = v else { return .none }
      return p.property.velocity
    }
    property(.projection, "isAnimating", "Whether any animation is running on the property.") { v, _, _, _ in
      guard case .object(let p as ProjectionObject) = v else { return .none }
      return .bool(p.property.isAnimating)
    }
    property(.projection, "animationCount", "How many animations run on the property.") { v, _, _, _ in
      guard case .object(let p as ProjectionObject) = v else { return .none }
      return .number(Double(p.property.animationCount))
    }
    property(.projection, "value", "The model value (what was last assigned).") { v, _, _, _ in
      guard case .object(let p as ProjectionObject) = v else { return .none }
      return p.property.model
    }

    // MARK: Series
    property(.series, "count", "The number of samples.") { v, _, _, _ in
      guard case .object(let s as SeriesObject) = v else { return .none }
      return .number(Double(s.count))
    }
    property(.series, "first", "The first sample (time, value, velocity).") { v, _, _, _ in
      guard case .object(let s as SeriesObject) = v else { return .none }
      return s.point(0) ?? .none
    }
    property(.series, "last", "The last sample (time, value, velocity).") { v, _, _, _ in
      guard case .object(let s as SeriesObject) = v else { return .none }
      return s.point(s.count - 1) ?? .none
    }
    property(.series, "values", "The sampled values as a vector (vectors by magnitude).") { v, _, _, _ in
      guard case .object(let s as SeriesObject) = v else { return .none }
      return .vector(AnimatableVector(s.numericValues))
    }
    property(.series, "times", "The sample times as a vector.") { v, _, _, _ in
      guard case .object(let s as SeriesObject) = v else { return .none }
      return .vector(AnimatableVector(s.times))
    }
    property(.point, "time", "The sample's time.") { v, _, _, _ in
      guard case .object(let p as PointObject) = v else { return .none }
      return .number(p.time)
    }
    property(.point, "value", "The sample's value.") { v, _, _, _ in
      guard case .object(let p as PointObject) = v else { return .none }
      return p.value
    }
    property(.point, "velocity", "The sample's velocity.") { v, _, _, _ in
      guard case .object(let p as PointObject) = v else { return .none }
      return p.velocity
    }

    // MARK: AnimationContext, environment, clock
    settable(
      .context, "state", "The animation's state (AnimationState), by key.",
      get: { (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
        guard case .context(let c) = v else { return Value.none }
        return .animationState(c.state())
      },
      set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .context(let c) = v, case .animationState(let s) = new else {
          throw RuntimeError(
            "cannot set member 'state' of \(v.typeNameWithArticle) to \(new.typeNameWithArticle)",
            at: range, file: m.file)
        }
        if !c.setState(s) {
          throw RuntimeError("this state belongs to another kind of value", at: range, file: m.file)
        }
        return (v, false)
      })
    property(.context, "environment", "The environment the animation runs in.") { v, _, _, _ in
      guard case .context(let c) = v else { return .none }
      return .object(EnvironmentSnapshot(c.environment))
    }
    settable(
      .context, "isLogicallyComplete", "Whether the animation said it is logically complete.",
      get: { (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
        guard case .context(let c) = v else { return Value.none }
        return .bool(c.isLogicallyComplete)
      },
      set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .context(let c) = v, case .bool(let b) = new else {
          throw RuntimeError(
            "cannot set member 'isLogicallyComplete' of \(v.typeNameWithArticle) to \(new.typeNameWithArticle)",
            at: range, file: m.file)
        }
        c.isLogicallyComplete = b
        return (v, false)
      })
    let pausedDoc = "What pausable animations read: whether they are paused."
    property(.environmentSnapshot, EnvironmentValues.animationPausedName, pausedDoc) { v, _, _, _ in
      guard case .object(let e as EnvironmentSnapshot) = v else { return .none }
      return .bool(e.values.animationPaused)
    }
    property(.environment, EnvironmentValues.animationPausedName, pausedDoc) { _, i, _, _ in
      .bool(i.animator.environment.animationPaused)
    }
    for name in ["fps", "framesPerSecond"] {
      settable(
        .clock, name, "Frames per second of the virtual clock (settable, up to 10000).",
        get: { (_: Value, i: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
          .number(i.animator.framesPerSecond)
        },
        set: { (v: Value, new: Value, i: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
          guard case .number(let d) = new, d.isFinite, d > 0, d <= 10_000 else {
            throw RuntimeError("clock.fps must be a positive number up to 10000", at: range, file: m.file)
          }
          i.animator.framesPerSecond = d
          return (v, false)
        })
    }
    property(.clock, "now", "The virtual clock's time in seconds.") { _, i, _, _ in
      .number(i.animator.now)
    }

    // MARK: Transaction
    transactionProperty(
      "animation", "The transaction's animation (nil: none).",
      get: { (t: Transaction) -> Value in t.animation.map(Value.animation) ?? Value.none },
      set: { (t: inout Transaction, new: Value) -> Bool in
        switch new {
        case .animation(let a): t.animation = a
        case .none: t.animation = nil
        default: return false
        }
        return true
      })
    let flags: [(String, String, WritableKeyPath<Transaction, Bool>)] = [
      ("disablesAnimations", "Whether the transaction turns animations off.", \.disablesAnimations),
      ("isContinuous", "Whether the change is part of a continuous gesture.", \.isContinuous),
      ("tracksVelocity", "Whether velocity is tracked across changes.", \.tracksVelocity),
    ]
    for (name, doc, path) in flags {
      transactionProperty(
        name, doc, get: { (t: Transaction) -> Value in .bool(t[keyPath: path]) },
        set: { (t: inout Transaction, new: Value) -> Bool in
          guard case .bool(let b) = new else { return false }
          t[keyPath: path] = b
          return true
        })
    }

    // MARK: anim
    method(
      .animNamespace, "sample",
      what: "anim.sample",
      "A series of (time, value, velocity): an animation moving a value from `from` to `to` for `for` seconds."
    ) { _, b, site, i, m throws(RuntimeError) in
      let a = try b.animation(0, site, &m)
      let d = try b.number(3, site, &m)
      try i.checkSampleDuration(d, site, &m)
      let series = try i.sampleAnimation(
        a, from: try b.number(1, site, &m), to: try b.number(2, site, &m), for: d, at: site.range, &m)
      try i.checkLimits(site.range, &m)  // sampling may have stopped early for a limit
      return .object(series)
    }

    // MARK: A custom animation inside an Animation (`previous.base`)
    // A script animation's own members come first (the seed's Pausable has a member `base`).
    property(.customValue, "base", "The animation a composition wraps (Pausable's, Target's).") {
      (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
      guard case .object(let c as CustomValueObject) = v else { return Value.none }
      if let s = c.animation.base as? ScriptAnimation, let member = s.member("base") { return member }
      if let p = c.animation.base as? PausableAnimation { return .animation(p.base) }
      if let t = c.animation.base as? TargetAnimation { return .animation(t.base) }
      return .animation(c.animation)
    }
    property(.customValue, "secondary", "A TargetAnimation's secondary animation.") {
      (v: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> Value in
      guard case .object(let c as CustomValueObject) = v else { return Value.none }
      if let s = c.animation.base as? ScriptAnimation, let member = s.member("secondary") { return member }
      if let t = c.animation.base as? TargetAnimation { return .animation(t.secondary) }
      throw noMember(v, "secondary", range, m)
    }

    // MARK: Animation
    method(
      .animation, "animate",
      "The animation's value at `time` for a move of `value` (CustomAnimation.animate), nil when finished.",
      three: { v, value, time, context, i, site, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        return try i.animateOrVelocity(a, isAnimate: true, value, time, context, site, &m)
      },
      site: { v, arguments, i, site, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        return try i.animateSite(a, arguments, site, &m)
      })
    method(
      .animation, "velocity", "The animation's velocity at `time` (CustomAnimation.velocity), nil when it has none.",
      three: { v, value, time, context, i, site, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        return try i.animateOrVelocity(a, isAnimate: false, value, time, context, site, &m)
      })
    method(
      .animation, "shouldMerge",
      "Whether the animation takes over a running one (CustomAnimation.shouldMerge).",
      body: .any { v, args, i, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        let previous: Animation
        switch args.value(0, &m) {
        case .animation(let p): previous = p
        case .object(let c as CustomValueObject): previous = c.animation
        default:
          throw RuntimeError("'shouldMerge' needs a previous Animation", at: args.range, file: m.file)
        }
        let value = args.value(1, &m)
        let time = try args.number(2, "shouldMerge", &m)
        guard case .context(let ctx) = args.value(3, &m) else {
          throw RuntimeError("'shouldMerge' needs an AnimationContext", at: args.range, file: m.file)
        }
        let r = try i.parked(&m, at: args.range, in: "shouldMerge") {
          ctx.shouldMerge(a, previous: previous, value: value, time: time)
        }
        guard let r else {
          throw RuntimeError(
            "cannot merge \(value.typeNameWithArticle) with this context", at: args.range, file: m.file)
        }
        return .bool(r)
      })
    property(.animation, "base", "The custom animation inside (`previous.base`).") { v, _, _, _ in
      guard case .animation(let a) = v else { return .none }
      return .object(CustomValueObject(a))
    }
    property(.animation, "description", "SwiftUI's description of the animation.") { v, _, _, _ in
      guard case .animation(let a) = v else { return .none }
      // SwiftUI's `description` (`DefaultAnimation()`), as Swift code printing it expects;
      // `print(a)` shows the factory form (`.default`) instead.
      if let s = a.base as? ScriptAnimation { return .string(s.printed) }
      return .string(a.description)
    }
  }
}

extension Interpreter {
  /// `a.animate(value:time:context:)` / `a.velocity(…)`: runs the animation through
  /// AnimationCore with the script's context, as the animator would.
  func animateOrVelocity(
    _ a: Animation, isAnimate: Bool, _ value: Value, _ time: Value, _ context: Value,
    _ site: ArgumentSite, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let name = isAnimate ? "animate" : "velocity"
    guard case .number(let time) = time else {
      throw RuntimeError(
        "'\(name)' expects a number here, not \(time.typeNameWithArticle)", at: site.range(of: 1),
        file: m.file)
    }
    guard case .context(let ctx) = context else {
      throw RuntimeError("'\(name)' needs an AnimationContext", at: site.range, file: m.file)
    }
    // A script animation calling another of this script's (`base.animate(…)` in Pausable):
    // straight into the other's method on this machine, with this context object.
    if isAnimate, let s = a.exactBase(ScriptAnimation.self),
      let r = try nestedAnimate(s, value, time, ctx, at: site.range, &m)
    {
      return r
    }
    let r = try parked(&m, at: site.range, in: name) {
      isAnimate
        ? ctx.animate(a, value: value, time: time) : ctx.velocity(a, value: value, time: time)
    }
    guard let r else {
      throw RuntimeError(
        "cannot animate \(value.typeNameWithArticle) with this context", at: site.range, file: m.file)
    }
    return r ?? .none
  }
}

extension BuiltinTable {
  /// A settable property of transactions (objects with the language's value semantics on
  /// copies, changed in place here); `set` answers false for a value of the wrong type.
  fileprivate func transactionProperty(
    _ name: String, _ doc: String, get: @escaping (Transaction) -> Value,
    set: @escaping (inout Transaction, Value) -> Bool
  ) {
    settable(
      .transaction, name, doc,
      get: { (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
        guard case .transaction(let t) = v else { return Value.none }
        return get(t.transaction)
      },
      set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .transaction(let t) = v, set(&t.transaction, new) else {
          throw RuntimeError(
            "cannot set Transaction.\(name) to \(new.typeNameWithArticle)", at: range, file: m.file)
        }
        return (v, false)
      })
  }
}
