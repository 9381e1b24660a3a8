/// A value driven by keyframes on an ``Animator``'s clock: the engine of SwiftUI's
/// `KeyframeAnimator` and `.keyframeAnimator(initialValue:trigger:content:keyframes:)` /
/// `.keyframeAnimator(initialValue:repeating:content:keyframes:)`.
///
/// ```swift
/// let animator = Animator()
/// let emoji = animator.keyframeProperty(initialValue: AnimationValues(), trigger: likeCount) { _ in
///   KeyframeTrack(\.scale) { … }
///   KeyframeTrack(\.verticalOffset) { … }
/// }
/// emoji.update(trigger: likeCount + 1)   // plays the keyframes once
/// animator.advance(by: 0.5)
/// emoji.presentation                     // where the content would be drawn now
/// ```
///
/// Rules (Apple's `KeyframeAnimator` documentation):
/// - Repeating: the keyframes (built once, from the initial value) loop; with repeating off the
///   value is the timeline's value at time 0.
/// - Triggered: nothing plays until the trigger changes (the first value is not a change); then
///   the keyframes closure is called with the current value and its timeline plays once. If the
///   trigger changes while it plays, the closure gets the current interpolated value and the new
///   keyframes replace the old ones; the velocity carries over into a leading cubic or spring
///   keyframe that declares no start velocity. At the end the value stays at the end value,
///   which the next run starts from.
///
/// The keyframes run as an animation on ``property`` (an ``AnimatedProperty`` of the value's
/// animatable data), so `animator.sample(keyframes.property, for:)`, its presentation,
/// velocity, `isAnimating` and the animator's observer work as for any animated property, and a
/// trigger changed inside `withAnimation(_:completionCriteria:_:completion:)` (or a transaction
/// with ``Transaction/addAnimationCompletion(criteria:_:)``) calls the completion when the
/// keyframes end.
public final class KeyframeAnimatedProperty<Value: Animatable> {
  /// The animated property underneath: the value's animatable data.
  public let property: AnimatedProperty<Value.AnimatableData>

  /// The timeline playing (or that played last).
  public private(set) var timeline: KeyframeTimeline<Value>

  /// The initial value, into which the animatable data is written to make a `Value`.
  private let template: Value
  private let makeTimeline: (_ value: Value, _ velocity: Value?) -> KeyframeTimeline<Value>
  private var repeating: Bool
  private var lastTrigger: TriggerValue

  init<K: Keyframes>(
    initialValue: Value, repeating: Bool, trigger: Any?, animator: Animator,
    keyframes: @escaping (Value) -> K
  ) where K.Root == Value {
    template = initialValue
    property = animator.property(initialValue.animatableData)
    makeTimeline = { value, velocity in
      KeyframeTimeline(initialValue: value, initialVelocity: velocity, tracks: keyframes(value)._tracks)
    }
    timeline = makeTimeline(initialValue, nil)
    self.repeating = repeating
    lastTrigger = TriggerValue(trigger)
    if repeating { play(timeline, repeats: true) }
  }

  // MARK: - Reading

  /// The value a view would show now.
  public var presentation: Value { template.with(animatableData: property.presentation) }

  /// The presentation's rate of change, per second: the timeline's ``KeyframeTimeline/velocity(time:)``
  /// while playing, zero otherwise.
  public var velocity: Value { template.with(animatableData: property.velocity) }

  /// Whether keyframes are playing.
  public var isAnimating: Bool { property.isAnimating }

  /// Whether the keyframes loop. Turning it on plays them from the start, again and again;
  /// turning it off stops them at the timeline's value at time 0 (Apple: "If false, the value at
  /// the beginning of the keyframe timeline will be provided").
  public var isRepeating: Bool {
    get { repeating }
    set {
      guard newValue != repeating else { return }
      repeating = newValue
      if newValue {
        play(timeline, repeats: true)
      } else {
        property.finish()
        property.set(timeline.value(time: 0).animatableData, transaction: nil)
      }
    }
  }

  // MARK: - Triggering

  /// Plays the keyframes once, as a change of the trigger does: the keyframes closure gets the
  /// current value and the velocity carries over (repeating stops).
  public func trigger() {
    repeating = false
    let current = presentation
    let carried = property.isAnimating ? velocity : nil
    timeline = makeTimeline(current, carried)
    play(timeline, repeats: false)
  }

  /// Tells the property the trigger's current value: plays the keyframes once when it differs
  /// from the previous one (``trigger()``), does nothing when it is the same.
  public func update<Trigger: Equatable>(trigger value: Trigger) {
    if lastTrigger.change(to: value) { trigger() }
  }

  // MARK: - Playing

  private func play(_ timeline: KeyframeTimeline<Value>, repeats: Bool) {
    let end = timeline.value(time: timeline.duration).animatableData
    guard timeline.duration > 0 else {
      // Nothing to play (only moves, or nothing): the value jumps to the end.
      property.finish()
      property.set(end, transaction: nil)
      return
    }
    // The thread's transaction, for its completions: `withAnimation { x.update(trigger: t) }
    // completion: { … }` calls back when the keyframes end (their logical completion is their
    // removal). Its animation is replaced by the keyframes, and animations are disabled so that a
    // transaction modifier or an implicit animation keeps its hands off them.
    var transaction = TransactionStack.currentTransaction ?? Transaction()
    transaction.animation = Animation(KeyframeAnimation(timeline: timeline, repeats: repeats))
    transaction.disablesAnimations = true
    property.apply(end, transaction: transaction, restart: true)
  }

}
