// A script animation calling another script animation's `animate(value:time:context:)` (the
// seed's Pausable around a script base): the inner `animate` runs on the running machine and
// gets the caller's context object, as a call of a script function would, rather than going
// out through AnimationCore and back in. Both ways give the same values, state and errors
// (Tests/Scripts/custom_animation/nested_script_animations.anim passes either way); the way
// through AnimationCore (TypedContext, the animation's box, a second context object swapped in
// and out, a parked machine) cost about 1,500 instructions more a call (callgrind).
//
// Only for Double values (what the animator gives a number property): any other value, a
// built-in base or another interpreter's animation goes through AnimationCore as before.
import AnimSyntax
import AnimationCore

extension Interpreter {
  /// The instance's `animate` closure when `s` is this interpreter's animation and its
  /// `animate` takes the protocol's three parameters; nil otherwise.
  @inline(__always)
  private func nestedAnimateClosure(_ s: ScriptAnimation) -> Closure? {
    guard s.info.interpreter === self, let index = s.info.animateIndex,
      index < s.info.methodCode.count,
      let c = cachedMethod(s, index, s.info.methodCode[index]),  // trap-ok: checked
      c.arity == 3
    else { return nil }
    return c
  }

  /// `base.animate(value:time:context:)` with its arguments evaluated; nil when this way does
  /// not apply (then the caller goes through AnimationCore).
  func nestedAnimate(
    _ s: ScriptAnimation, _ value: Value, _ time: Double, _ ctx: ContextBase,
    at range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value? {
    guard case .number = value, ctx.holdsDouble, let c = nestedAnimateClosure(s) else { return nil }
    let newBase = m.stack.count
    if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
    m.stack.append(value)
    m.stack.append(.number(time))
    m.stack.append(.context(ctx))
    return try nestedResult(try enterWithArguments(c, newBase: newBase, range, &m), s, range, m)
  }

  /// `a.animate(value:time:context:)` at a call site that gives the three arguments in order
  /// (the table's `site3`): for a script animation of this interpreter the arguments are
  /// evaluated straight into its frame; otherwise they are evaluated and the call goes the
  /// general way (`animateOrVelocity`). Arguments are evaluated once, in order, either way.
  func animateSite(
    _ a: Animation, _ arguments: Direct3Call, _ site: ArgumentSite, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard let s = a.exactBase(ScriptAnimation.self), let c = nestedAnimateClosure(s) else {
      let value = try arguments.argument0(self, &m)
      let time = try arguments.argument1(self, &m)
      let context = try arguments.argument2(self, &m)
      return try animateOrVelocity(a, isAnimate: true, value, time, context, site, &m)
    }
    let newBase = m.stack.count
    if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
    let first = m.stack.count
    do throws(RuntimeError) {
      m.stack.append(try arguments.argument0(self, &m))
      m.stack.append(try arguments.argument1(self, &m))
      m.stack.append(try arguments.argument2(self, &m))
    } catch {
      m.stack.removeAbove(newBase)
      throw error
    }
    // The frame is right when the value and time are numbers and the context is one for
    // Double values; anything else is taken back off and goes the general way.
    guard m.stack.number(at: first) != nil, m.stack.number(at: first + 1) != nil,
      m.stack.withContext(at: first + 2, { $0.holdsDouble }) == true
    else {
      let context = m.stack.count > first + 2 ? m.stack[first + 2] : .none  // trap-ok: checked
      let time = m.stack.count > first + 1 ? m.stack[first + 1] : .none  // trap-ok: checked
      let value = m.stack.count > first ? m.stack[first] : .none  // trap-ok: checked
      m.stack.removeAbove(newBase)
      return try animateOrVelocity(a, isAnimate: true, value, time, context, site, &m)
    }
    return try nestedResult(try enterWithArguments(c, newBase: newBase, site.range, &m), s, site.range, m)
  }

  /// The inner `animate`'s result as the caller gets it: a number, nil when finished, or the
  /// error AnimationCore's way reports for anything else.
  @inline(__always)
  private func nestedResult(
    _ result: Value, _ s: ScriptAnimation, _ range: SourceRange, _ m: Machine
  ) throws(RuntimeError) -> Value {
    if case .number = result { return result }
    if result.isNil { return Value.none }  // finished
    guard let d = vectorValue(result, as: Double.self) else {
      var e = RuntimeError(
        "'\(s.info.name).animate' returned \(result.typeNameWithArticle), not a value like its input",
        at: s.info.decl.range, file: s.info.file)
      e.passedOut(of: "animate", file: m.file, at: range)
      throw e
    }
    return .number(d)
  }
}
