/// The way a view changes over time to create a smooth visual transition from one state to another.
///
/// An `Animation` is a type-erased ``CustomAnimation``. Two animations are equal when their bases
/// have the same concrete type and are equal, so `.easeIn == .easeIn(duration: 0.35)` but
/// `.default != .spring`.
@frozen
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  @usableFromInline
  let box: AnimationBoxBase

  /// Creates an `Animation` that contains the specified custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    if let animation = base as? Animation {
      // Wrapping an Animation in an Animation is the identity, as in SwiftUI.
      self = animation
    } else {
      box = Self.makeBox(base)
    }
  }

  /// Creates an `Animation` from a built-in with a Double path, boxed for it without asking the
  /// runtime: the generic `init` finds out with `as? any DoubleAnimating & CustomAnimation`,
  /// and the first such cast for each type scans every protocol conformance in the binary
  /// (about 450,000 instructions, callgrind). Overload resolution picks this one wherever the
  /// type is known to conform, so the table's `.default`, `.spring`, `.linear`... no longer
  /// scan at launch.
  package init<A: CustomAnimation & DoubleAnimating>(_ base: A) {
    box = DoubleAnimationBox(base)
  }

  /// A box for `base`: built-ins with a Double path get a box that calls it directly.
  static func makeBox<A: CustomAnimation>(_ base: A) -> AnimationBoxBase {
    if let fast = base as? any DoubleAnimating & CustomAnimation { return doubleBox(fast) }
    return AnimationBox(base)
  }

  private static func doubleBox<A: DoubleAnimating & CustomAnimation>(_ base: A)
    -> AnimationBoxBase
  {
    DoubleAnimationBox(base)
  }

  /// The custom animation this animation wraps.
  public var base: any CustomAnimation { box.anyBase }

  /// The custom animation when it is exactly an `A`: a class test on the box rather than a
  /// cast out of the `any CustomAnimation` existential (for per-frame paths in this package;
  /// callgrind: the existential cast is a few hundred instructions).
  @inlinable
  package func exactBase<A: CustomAnimation>(_ type: A.Type) -> A? {
    (box as? BaseBox<A>)?.base
  }

  /// Calculates the current value of the animation; `nil` once it has finished.
  @inlinable
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    box.animateTakingDoublePath(value: value, time: time, context: &context)
  }

  /// Calculates the current velocity of the animation, if the base knows it.
  @inlinable
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    box.velocity(value: value, time: time, context: context)
  }

  /// Asks the base whether it merges with the running `previous` animation.
  @inlinable
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    box.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// Equal when the bases have the same type and are equal.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  /// The base's own hash; the type is not mixed in (as in SwiftUI).
  public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }

  /// `String(describing: base)`, e.g. `"DefaultAnimation()"` for `.default`.
  public var description: String { String(describing: box.anyBase) }

  /// `"AnyAnimator(" + String(reflecting: base) + ")"`.
  public var debugDescription: String { "AnyAnimator(\(String(reflecting: box.anyBase)))" }
}

extension Animation: CustomReflectable {
  /// A mirror with one child, `base`, as in SwiftUI.
  public var customMirror: Mirror { Mirror(self, children: ["base": base]) }
}

/// `Animation` is itself a custom animation, so it can be a base of compositions.
extension Animation: CustomAnimation {}

// MARK: - Boxes

/// The type-erasing box. Generic methods on a class are dispatched through its vtable, so each
/// concrete box calls its base without any existential opening on the per-frame path.
@usableFromInline
class AnimationBoxBase: @unchecked Sendable {  // immutable after init; subclasses hold a Sendable base
  var anyBase: any CustomAnimation { EmptyBase() }

  @usableFromInline
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? { nil }

  /// `animate`, with Double values (the common case) on the non-generic path: the generic one
  /// instantiates `AnimationContext<V>` and state metadata at run time on every frame, which
  /// was a fifth of a 100,000-property frame (callgrind). Same results: the built-ins' Double
  /// paths compute exactly what their generic code computes for Double. `Animation.animate`
  /// and the animator's frame (`AnimatedProperty.advance`) both call it.
  @inlinable @inline(__always)
  final func animateTakingDoublePath<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard V.self == Double.self else { return animate(value: value, time: time, context: &context) }
    // trap-ok: V is Double, so these casts and the rebinding are identities.
    let result = withUnsafeMutablePointer(to: &context) { pointer in
      pointer.withMemoryRebound(to: AnimationContext<Double>.self, capacity: 1) {
        animateDouble(value: unsafeBitCast(value, to: Double.self), time: time, context: &$0.pointee)
      }
    }
    guard let result else { return nil }
    return unsafeBitCast(result, to: V.self)
  }

  /// `animate` for Double values; boxes of built-ins with a Double path override it.
  @usableFromInline
  func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    animate(value: value, time: time, context: &context)
  }

  @usableFromInline
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? { nil }

  @usableFromInline
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { false }

  func isEqual(to other: AnimationBoxBase) -> Bool { false }
  func hash(into hasher: inout Hasher) {}

  /// The base as a ``BuiltinPath`` (a frame of a Double property then evaluates it without the
  /// box); `.none` but for the boxes of built-ins.
  var builtinPath: BuiltinPath { .none }
}

/// The stored base of both boxes, with no requirement on its type: the runtime finds a generic
/// superclass by its mangled name and checks its requirements by looking each conformance up,
/// and a first look-up scans every protocol conformance in the binary, about 450,000
/// instructions. With `Base: CustomAnimation` on the superclass, every built-in type boxed at
/// launch (the table's `.default`, `.spring`, `.linear`...) cost one: 0.95 M of
/// `anim -e 'print(1)'` (callgrind).
@usableFromInline
class BaseBox<Base>: AnimationBoxBase, @unchecked Sendable {
  @usableFromInline
  let base: Base

  init(_ base: Base) { self.base = base }
}

/// Stands in for the base of the abstract box; never visible.
private struct EmptyBase: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? { nil }
}

@usableFromInline
class AnimationBox<Base: CustomAnimation>: BaseBox<Base>, @unchecked Sendable {
  @usableFromInline
  override func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    base.animate(value: value, time: time, context: &context)
  }

  override var anyBase: any CustomAnimation { base }

  @usableFromInline
  override func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  @usableFromInline
  override func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  @usableFromInline
  override func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  override func isEqual(to other: AnimationBoxBase) -> Bool {
    guard let other = other as? AnimationBox<Base> else { return false }
    return base == other.base
  }

  override func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

/// A built-in animation's `animate` written for `Double` values, without generics: the per-frame
/// path of `AnimatedProperty<Double>`. It must return exactly what the generic `animate` returns.
///
/// `package`: the interpreter's script animations (AnimRuntime) have a Double path too.
package protocol DoubleAnimating {
  func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double?
}

/// The box of a built-in with a Double path: `animateDouble` calls it with no generics and no
/// existential in between (an `any DoubleAnimating` stored in the box was copied, retained and
/// destroyed on every call).
///
/// It repeats `AnimationBox`'s overrides rather than subclassing it, for the reason `BaseBox`
/// gives: `AnimationBox<Base>` as a superclass would be found by name and its requirement
/// looked up.
final class DoubleAnimationBox<Base: CustomAnimation & DoubleAnimating>: BaseBox<Base>,
  @unchecked Sendable
{
  override func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    base.animateDouble(value: value, time: time, context: &context)
  }

  override var anyBase: any CustomAnimation { base }

  override func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  override func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  override func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  override func isEqual(to other: AnimationBoxBase) -> Bool {
    guard let other = other as? DoubleAnimationBox<Base> else { return false }
    return base == other.base
  }

  override var builtinPath: BuiltinPath { BuiltinPath(box: self) }

  override func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
