// The one Swift type that turns a script's `animation` declaration into a `CustomAnimation`, so
// that the animator merges, combines and runs script animations exactly like built-in ones.
import AnimSyntax
import AnimationCore

/// An instance of a script `animation` declaration: the declaration plus its member values.
///
/// `animate`, `velocity` and `shouldMerge` call the declaration's methods in the interpreter
/// that declared it. A run-time error inside them cannot propagate through AnimationCore, so it
/// is recorded in the interpreter (which rethrows it once control comes back to the script) and
/// the animation reports itself finished.
public struct ScriptAnimation: CustomAnimation, DoubleAnimating, @unchecked Sendable {
  let info: AnimationInfo
  let members: [Value]
  /// The instance's method closures, made on first use: the animator calls `animate` every
  /// frame, and building the closure (members, bound siblings) each time was a third of a tick.
  /// Not part of equality or hashing; copies of one instance share it.
  var methods: MethodCache? = MethodCache()

  /// `Name(member: value, …)`.
  var printed: String {
    let parts = zip(info.memberNames, members).map { "\($0): \($1.quoted)" }
    return "\(info.name)(" + parts.joined(separator: ", ") + ")"
  }

  public static func == (lhs: ScriptAnimation, rhs: ScriptAnimation) -> Bool {
    lhs.info === rhs.info && lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.isEqual(to: $1) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(info))
    for m in members { m.hash(into: &hasher) }
  }

  /// The member value by name.
  func member(_ name: String) -> Value? {
    guard let i = info.memberNames.firstIndex(of: name), i < members.count else { return nil }
    return members[i]  // trap-ok: bounds checked
  }

  /// This instance without its method cache: what its methods' bound `self` refers to, so
  /// that a cached closure does not keep its own cache alive (a reference cycle).
  var uncached: ScriptAnimation {
    var copy = self
    copy.methods = nil
    return copy
  }

  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    animateValue(value: value, time: time, context: &context)
  }

  /// `animate` for Double values, which AnimationCore calls without generics: the same code
  /// specialised, so no type metadata is looked up and no value is cast on each frame.
  ///
  /// The script's `context` object is the one the instance's cache keeps for Double values
  /// (`MethodCache.doubleContext`), moved out of the cache for the call and back (swaps: no
  /// retain, no release, no type test), so that the only references to it during the call are
  /// this function's and the argument's. The general path's spare context, taken with a copy
  /// and a type test and put back with another, cost about 90 instructions a tick (callgrind).
  /// A nested call of the same instance finds the cache empty and makes its own.
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    guard let cache = methods else { return animateValue(value: value, time: time, context: &context) }
    guard let link = info.link.unmanaged, let index = info.animateIndex else { return nil }
    var ctx: TypedContext<Double>? = nil
    swap(&ctx, &cache.doubleContext)
    if ctx == nil { ctx = TypedContext(AnimationContext<Double>()) }
    // The caller's context is swapped in and out rather than copied, so its state is not shared
    // (and later copied on write) either. No other strong reference to the object is bound
    // here: one held across the call would make it look kept by the script after it (in a
    // first version, a new object was then allocated every frame).
    swap(&ctx.unsafelyUnwrapped.context, &context)  // trap-ok: made above when nil
    let result = link._withUnsafeGuaranteedRef {
      $0.callAnimationMethod(
        self, index: index, .number(value), .number(time), .context(ctx.unsafelyUnwrapped))
    }
    if isKnownUniquelyReferenced(&ctx) {
      swap(&ctx.unsafelyUnwrapped.context, &context)
      swap(&ctx, &cache.doubleContext)  // back in the cache (a nested call's, if any, is dropped)
    } else {
      // The script kept `context`: it keeps this object, as it was; later frames make another.
      context = ctx.unsafelyUnwrapped.context
    }
    return output(result, as: Double.self, link)
  }

  @inline(__always)
  private func animateValue<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    // The interpreter unretained: it is running (the animator's frame is inside its `wait`
    // or assignment), so it outlives the call.
    guard let link = info.link.unmanaged, let index = info.animateIndex,
      let v = scriptValue(of: value)
    else { return nil }
    // The script's `context` object: the one the previous frame used when nobody kept it, so
    // a frame allocates nothing. The caller's context is swapped in and out rather than copied,
    // so its state is not shared (and later copied on write) either.
    var ctx = methods?.takeSpareContext(V.self) ?? TypedContext(AnimationContext<V>())
    swap(&ctx.context, &context)
    let result = link._withUnsafeGuaranteedRef {
      $0.callAnimationMethod(self, index: index, v, .number(time), .context(ctx))
    }
    if isKnownUniquelyReferenced(&ctx) {
      swap(&ctx.context, &context)
      methods?.spareContext = ctx
    } else {
      context = ctx.context  // the script kept `context`: it keeps this object, as it was
    }
    return output(result, as: V.self, link)
  }

  /// What `animate` returned as a `V`: nil for nil (finished) and after an error; a result that
  /// is not a value like the input is an error, recorded in the interpreter.
  @inline(__always)
  private func output<V: VectorArithmetic>(
    _ result: Value?, as: V.Type, _ link: Unmanaged<Interpreter>
  ) -> V? {
    guard let result else { return nil }
    if V.self == Double.self, case .number(let d) = result {
      return unsafeBitCast(d, to: V.self)  // trap-ok: V is Double
    }
    if result.isNil { return nil }
    guard let out = vectorValue(result, as: V.self) else {
      link.takeUnretainedValue().recordCallbackError(
        "'\(info.name).animate' returned \(result.typeNameWithArticle), not a value like its input",
        range: info.decl.range)
      return nil
    }
    return out
  }

  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard let interp = info.interpreter, let index = info.velocityIndex,
      let v = scriptValue(of: value)
    else { return nil }
    let ctx = TypedContext(context)
    guard
      let result = interp.callAnimationMethod(
        self, index: index, arguments: [v, .number(time), .context(ctx)]), !result.isNil
    else { return nil }
    return vectorValue(result, as: V.self)
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let interp = info.interpreter, let v = scriptValue(of: value) else { return false }
    let ctx = TypedContext(context)
    let args: [Value] = [.animation(previous), v, .number(time), .context(ctx)]
    let result: Value?
    if let index = info.shouldMergeIndex {
      result = interp.callAnimationMethod(self, index: index, arguments: args)
    } else if let rule = info.decl.mergeRule {
      switch rule.kind {
      case .always: return true
      case .never: return false
      case .condition:
        guard let f = info.mergeCondition else { return false }
        result = interp.callAnimationFunction(self, f, arguments: args)
      }
    } else {
      return false
    }
    context = ctx.context
    if case .bool(true) = result { return true }
    return false
  }
}

/// Closures for the methods of one script animation instance, by method index, and the context
/// object its `animate` reuses from frame to frame.
final class MethodCache: @unchecked Sendable {
  @exclusivity(unchecked) var closures: [Closure?] = []
  /// A context object no script holds, kept for the next `animate` call.
  /// (Unchecked, as `closures`: read and written on every frame, never overlapping.)
  @exclusivity(unchecked) var spareContext: ContextBase?
  /// The context object of `animate` on Double values, kept for the instance's frames while
  /// no script holds it (`ScriptAnimation.animateDouble`); nil until the first such call,
  /// during a call and after a script kept it. Unchecked, as `closures`.
  @exclusivity(unchecked) var doubleContext: TypedContext<Double>?

  // The method the animator calls every frame (`animate`), learnt on its first three-argument
  // call, so that later frames find it with no array read and no retain and release of the
  // closure (`closures` keeps it alive: a slot, once filled, is never replaced).
  /// The index of that method, -1 before it is learnt.
  @exclusivity(unchecked) private(set) var hotIndex = -1
  /// Its closure, unretained.
  @exclusivity(unchecked) private(set) var hotClosure: Unmanaged<Closure>?
  /// Its bound members (members, siblings, `self`) when every one is a number, a Bool or nil,
  /// as this cache's own copy: a call pushes them as one block of bits (the ticks benchmark's
  /// `duration` and two unused slots); nil when any of them owns an object.
  @exclusivity(unchecked) private(set) var hotPrelude: UnsafeMutableBufferPointer<Value>?

  deinit { hotPrelude?.deallocate() }  // numbers, Bools and nils need no deinitializing

  /// Remembers closure `c` (kept in `closures`) as method `index`'s for the frames to come.
  func learnHot(_ index: Int, _ c: Closure) {
    guard hotIndex < 0 else { return }
    hotIndex = index
    hotClosure = Unmanaged.passUnretained(c)
    guard let members = c.boundMembers, !members.isEmpty,
      members.allSatisfy({ $0.ownsNothing })
    else { return }
    let copy = UnsafeMutableBufferPointer<Value>.allocate(capacity: members.count)
    _ = copy.initialize(from: members)
    hotPrelude = copy
  }

  /// Takes the spare context if it is for vector type `V`; a nested `animate` of the same
  /// instance, which finds none, makes its own.
  @inline(__always)
  func takeSpareContext<V: VectorArithmetic>(_: V.Type) -> TypedContext<V>? {
    guard let spare = spareContext, type(of: spare) == TypedContext<V>.self else { return nil }
    spareContext = nil
    return unsafeDowncast(spare, to: TypedContext<V>.self)
  }
}

extension Value {
  /// A number, a Bool or nil: a value whose bits are its copy (no reference to retain).
  var ownsNothing: Bool {
    switch self {
    case .number, .bool, .none: return true
    default: return false
    }
  }
}
