/// What every animated property has, whatever its value type: the animator it belongs to and its
/// animation status. Use it to keep properties of different value types in one collection.
///
/// The concrete type is ``AnimatedProperty``; this class only exists so that the ``Animator`` can
/// tick properties of any value type with one virtual call per property per frame.
public class AnimatedPropertyBase {
  /// The animator whose clock and environment the property uses; `nil` once it is gone (changes
  /// then jump).
  public internal(set) weak var animator: Animator?

  /// Whether the animator holds the property in its list of properties to tick.
  @exclusivity(unchecked) var isScheduled = false

  /// Whether the property is an `AnimatedProperty<Double>`, which the animator's frame ticks by
  /// a direct call rather than through ``tick``.
  let isDoubleProperty: Bool

  /// Environment values that this property's animations see over the animator's own (by name),
  /// or nil: the values a view's `.environment(_:_:)` gives the views it contains, so that a
  /// custom animation on one of their attributes reads them through `context.environment`.
  public var environmentOverrides: [String: Any]? {
    didSet { hasEnvironmentOverrides = environmentOverrides != nil }
  }

  /// `environmentOverrides != nil`, which the animator reads for every property on every
  /// frame: reading the optional dictionary itself cost a dynamic exclusivity check and a
  /// retain and release of its storage (about 75 instructions, callgrind).
  @exclusivity(unchecked) private(set) var hasEnvironmentOverrides = false

  /// Advances the property's running animation to a time; returns whether it still animates.
  ///
  /// A stored function rather than an overridden method: a generic class's method is compiled
  /// once for every value type, and its metadata look-ups cost more than the animation itself.
  /// ``AnimatedProperty`` installs a function compiled for its concrete value type where it can
  /// (`Double`, `AnimatableVector`, `AnimatablePair<Double, Double>`).
  let tick: Ticker

  /// The signature of ``tick``. The environment comes as a pointer to the frame's copy, valid
  /// for the call: a property compares it with the copy it keeps and retains nothing when they
  /// are the same.
  typealias Ticker = (AnimatedPropertyBase, TimeInterval, UnsafePointer<EnvironmentValues>) -> Bool

  init(animator: Animator?, tick: @escaping Ticker, isDoubleProperty: Bool = false) {
    self.animator = animator
    self.tick = tick
    self.isDoubleProperty = isDoubleProperty
  }

  /// Whether an animation is running on the property.
  public var isAnimating: Bool { false }

  /// How many animations are running: 0 when idle, 1 for a single (or merged) animation, and the
  /// number of combined animations that have not finished yet while several combine.
  public var animationCount: Int { 0 }

  /// Drops the running animation, as SwiftUI does when a view's identity changes.
  public func reset() {}
}
