// `AnimationContext` and `AnimationState` as script values. The animated type is generic in
// AnimationCore, so the script sees type-erased classes; a context is passed by reference (the
// language's `inout`), and copying a context (`var c = context`) makes a new object.
import AnimationCore

/// A script's view of an `AnimationContext<V>` for some vector type.
public class ContextBase: @unchecked Sendable {
  /// A copy with its own state.
  func copy() -> ContextBase { self }
  /// The environment the animation sees.
  var environment: EnvironmentValues { EnvironmentValues() }
  /// Whether the animation is logically complete.
  var isLogicallyComplete: Bool {
    get { false }
    set {}
  }
  /// The state, as a value.
  func state() -> StateBase { EmptyState(entries: []) }
  /// `context.state[Key]` read in place: the stored value of a run-time key, with no state
  /// object made (the per-frame path of script animations). Script values are kept as
  /// `Value`s, in boxes of `Value`, so a read is a class check with no cast out of `Any`.
  func stateValue(_ key: AnimationStateValueKey) -> Value? { nil }
  /// `context.state[Key] = value` in place (nil removes the entry).
  func setStateValue(_ key: AnimationStateValueKey, _ value: Value?) {}
  /// `context.environment.animationPaused`, read with no environment object made.
  var animationPaused: Bool { false }
  /// Replaces the state; false when it holds another vector type's state.
  func setState(_ s: StateBase) -> Bool { false }
  /// Whether this is a context for Double values (what the animator gives a number property).
  var holdsDouble: Bool { false }
  /// Runs `animation.animate` with this context (by reference).
  func animate(_ a: Animation, value: Value, time: Double) -> Value?? { nil }
  /// Runs `animation.velocity` with this context.
  func velocity(_ a: Animation, value: Value, time: Double) -> Value?? { nil }
  /// Runs `animation.shouldMerge` with this context (by reference).
  func shouldMerge(_ a: Animation, previous: Animation, value: Value, time: Double) -> Bool? { nil }
}

/// The concrete context for vector type `V`.
final class TypedContext<V: VectorArithmetic>: ContextBase, @unchecked Sendable {
  @exclusivity(unchecked) var context: AnimationContext<V>
  init(_ context: AnimationContext<V>) { self.context = context }

  override func copy() -> ContextBase { TypedContext(context) }
  override var holdsDouble: Bool { V.self == Double.self }
  override var environment: EnvironmentValues { context.environment }
  override var isLogicallyComplete: Bool {
    get { context.isLogicallyComplete }
    set { context.isLogicallyComplete = newValue }
  }
  override func state() -> StateBase { TypedState(context.state) }
  override func stateValue(_ key: AnimationStateValueKey) -> Value? {
    context.state[valueKey: key, as: Value.self]
  }
  override func setStateValue(_ key: AnimationStateValueKey, _ value: Value?) {
    context.state[valueKey: key, as: Value.self] = value
  }
  override var animationPaused: Bool { context.environment.animationPaused }
  override func setState(_ s: StateBase) -> Bool {
    if let t = s as? TypedState<V> {
      context.state = t.state
      return true
    }
    if let e = s as? EmptyState {
      var st = AnimationState<V>()
      for (k, v) in e.entries { st[valueKey: k, as: Value.self] = v }
      context.state = st
      return true
    }
    return false
  }
  override func animate(_ a: Animation, value: Value, time: Double) -> Value?? {
    if V.self == Double.self {
      // trap-ok: V is Double, so this is the object's own type.
      return animateDouble(unsafeDowncast(self, to: TypedContext<Double>.self), a, value, time)
    }
    guard let v = vectorValue(value, as: V.self) else { return nil }
    guard let r = a.animate(value: v, time: time, context: &context) else { return .some(nil) }  // finished
    return .some(scriptValue(of: r))
  }
  override func velocity(_ a: Animation, value: Value, time: Double) -> Value?? {
    guard let v = vectorValue(value, as: V.self) else { return nil }
    guard let r = a.velocity(value: v, time: time, context: context) else { return .some(nil) }  // no velocity
    return .some(scriptValue(of: r))
  }
  override func shouldMerge(_ a: Animation, previous: Animation, value: Value, time: Double)
    -> Bool?
  {
    guard let v = vectorValue(value, as: V.self) else { return nil }
    return a.shouldMerge(previous: previous, value: v, time: time, context: &context)
  }
}

/// `TypedContext.animate` for Double values, in code that is not generic: the generic path
/// instantiated `AnimationContext<V>`'s metadata twice a call (callgrind: about 650
/// instructions of a script animation calling `base.animate(value:time:context:)`).
private func animateDouble(
  _ c: TypedContext<Double>, _ a: Animation, _ value: Value, _ time: Double
) -> Value?? {
  guard let d = Double.fromScript(value) else { return nil }
  guard let r = a.animate(value: d, time: time, context: &c.context) else { return .some(nil) }  // finished
  return .some(.number(r))
}

/// A script's view of an `AnimationState<V>`; immutable (writes make a new one).
public class StateBase: @unchecked Sendable {
  func get(_ key: AnimationStateValueKey) -> Value? { nil }
  func with(_ key: AnimationStateValueKey, _ value: Value?) -> StateBase { self }
}

final class TypedState<V: VectorArithmetic>: StateBase, @unchecked Sendable {
  let state: AnimationState<V>
  init(_ state: AnimationState<V>) { self.state = state }
  override func get(_ key: AnimationStateValueKey) -> Value? { state[valueKey: key, as: Value.self] }
  override func with(_ key: AnimationStateValueKey, _ value: Value?) -> StateBase {
    var s = state
    s[valueKey: key, as: Value.self] = value
    return TypedState(s)
  }
}

/// A state made by the script (`AnimationState()`) before it knows its vector type.
final class EmptyState: StateBase, @unchecked Sendable {
  let entries: [(AnimationStateValueKey, Value)]
  init(entries: [(AnimationStateValueKey, Value)]) { self.entries = entries }
  override func get(_ key: AnimationStateValueKey) -> Value? {
    entries.first { $0.0 == key }?.1
  }
  override func with(_ key: AnimationStateValueKey, _ value: Value?) -> StateBase {
    var e = entries.filter { $0.0 != key }
    if let value { e.append((key, value)) }
    return EmptyState(entries: e)
  }
}
