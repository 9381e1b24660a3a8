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
    property(.context, "state", "The animation's state (AnimationState), by key.") { v, _, _, _ in
      guard case .context(let c) = v else { return .none }
      return .animationState(c.state())
    }
    property(.context, "environment", "The environment the animation runs in.") { v, _, _, _ in
      guard case .context(let c) = v else { return .none }
      return .object(EnvironmentSnapshot(c.environment))
    }
    property(.context, "isLogicallyComplete", "Whether the animation said it is logically complete.") { v, _, _, _ in
      guard case .context(let c) = v else { return .none }
      return .bool(c.isLogicallyComplete)
    }
    let pausedDoc = "What pausable animations read: whether they are paused."
    property(.environmentSnapshot, EnvironmentValues.animationPausedName, pausedDoc) { v, _, _, _ in
      guard case .object(let e as EnvironmentSnapshot) = v else { return .none }
      return .bool(e.values.animationPaused)
    }
    property(.environment, EnvironmentValues.animationPausedName, pausedDoc) { _, i, _, _ in
      .bool(i.animator.environment.animationPaused)
    }
    property(.clock, "fps", "Frames per second of the virtual clock.") { _, i, _, _ in
      .number(i.animator.framesPerSecond)
    }
    property(.clock, "framesPerSecond", "Frames per second of the virtual clock.") { _, i, _, _ in
      .number(i.animator.framesPerSecond)
    }
    property(.clock, "now", "The virtual clock's time in seconds.") { _, i, _, _ in
      .number(i.animator.now)
    }

    // MARK: Transaction
    property(.transaction, "animation", "The transaction's animation (nil: none).") { v, _, _, _ in
      guard case .transaction(let t) = v else { return .none }
      return t.transaction.animation.map(Value.animation) ?? .none
    }
    property(.transaction, "disablesAnimations", "Whether the transaction turns animations off.") { v, _, _, _ in
      guard case .transaction(let t) = v else { return .none }
      return .bool(t.transaction.disablesAnimations)
    }
    property(.transaction, "isContinuous", "Whether the change is part of a continuous gesture.") { v, _, _, _ in
      guard case .transaction(let t) = v else { return .none }
      return .bool(t.transaction.isContinuous)
    }
    property(.transaction, "tracksVelocity", "Whether velocity is tracked across changes.") { v, _, _, _ in
      guard case .transaction(let t) = v else { return .none }
      return .bool(t.transaction.tracksVelocity)
    }

    // MARK: Animation
    method(
      .animation, "animate", [.init("value"), .init("time"), .init("context")],
      "The animation's value at `time` for a move of `value` (CustomAnimation.animate), nil when finished.",
      .any { v, args, i, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        return try i.animateOrVelocity(a, "animate", args, &m)
      })
    method(
      .animation, "velocity", [.init("value"), .init("time"), .init("context")],
      "The animation's velocity at `time` (CustomAnimation.velocity), nil when it has none.",
      .any { v, args, i, m throws(RuntimeError) in
        guard case .animation(let a) = v else { return .none }
        return try i.animateOrVelocity(a, "velocity", args, &m)
      })
    method(
      .animation, "shouldMerge",
      [.init("previous"), .init("value"), .init("time"), .init("context")],
      "Whether the animation takes over a running one (CustomAnimation.shouldMerge).",
      .any { v, args, i, m throws(RuntimeError) in
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
  func animateOrVelocity(_ a: Animation, _ name: String, _ args: Arguments, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let value = args.value(0, &m)
    let time = try args.number(1, name, &m)
    guard case .context(let ctx) = args.value(2, &m) else {
      throw RuntimeError("'\(name)' needs an AnimationContext", at: args.range, file: m.file)
    }
    let r = try parked(&m, at: args.range, in: name) {
      name == "animate"
        ? ctx.animate(a, value: value, time: time) : ctx.velocity(a, value: value, time: time)
    }
    guard let r else {
      throw RuntimeError(
        "cannot animate \(value.typeNameWithArticle) with this context", at: args.range, file: m.file)
    }
    return r ?? .none
  }
}
