// `@State var x = …`: an animated property on the session's animator. Numbers animate as
// `Double`; everything else as its animatable numbers in parts (`StateParts`: one
// `AnimatableVector` for a value without arrays, one property per array element), with the latest
// value as the shape to rebuild from.
import AnimSyntax
import AnimationCore

/// The cell behind an `@State` variable.
public final class PropertyRef: @unchecked Sendable {
  enum Storage {
    case number(AnimatedProperty<Double>)
    /// Everything else, as its animatable numbers (``Value/animatedParts``): none for a value
    /// that does not animate (a Bool, a string, an enum case), which then changes at once as in
    /// SwiftUI.
    case parts(StateParts)
  }

  let storage: Storage
  /// The latest model value: the shape the animated numbers are put back into, and the source
  /// of the parts that do not animate (they take the new value at once).
  private(set) var template: Value

  /// What drives a property that is not set by assignment (a keyframe or phase animator),
  /// kept alive with it.
  private var owner: AnyObject?

  private init(_ storage: Storage, template: Value) {
    self.storage = storage
    self.template = template
  }

  /// A property that keyframes or phases drive: read like an @State property's projection
  /// (`presentation`, `velocity`, `isAnimating`, sampling, recording).
  static func driven(_ p: AnimatedProperty<AnimatableVector>, template: Value, owner: AnyObject) -> PropertyRef {
    let ref = PropertyRef(.vector(p), template: template.unwrapped)
    ref.owner = owner
    return ref
  }

  static func make(_ value: Value, animator: Animator, range: SourceRange, file: SourceFile)
    throws(RuntimeError) -> PropertyRef
  {
    let v = value.unwrapped
    if case .number(let d) = v { return PropertyRef(.number(animator.property(d)), template: v) }
    guard let parts = v.animatedParts else {
      throw RuntimeError(
        "an @State property cannot hold \(v.typeNameWithArticle): its animatableData is not made of numbers",
        at: range, file: file)
    }
    return PropertyRef(.parts(StateParts(parts, animator: animator)), template: v)
  }

  private func rebuild(_ numbers: [Double]) -> Value {
    var i = 0
    return template.unflatten(numbers, &i)
  }

  /// The model value.
  var model: Value {
    switch storage {
    case .number(let p): return .number(p.value)
    case .parts(let p): return rebuild(p.model)
    }
  }

  /// What a view would show now.
  var presentation: Value {
    switch storage {
    case .number(let p): return .number(p.presentation)
    case .parts(let p): return rebuild(p.presentation)
    }
  }

  /// The presentation's velocity (zero for a value that does not animate).
  var velocity: Value {
    switch storage {
    case .number(let p): return .number(p.velocity)
    case .parts(let p):
      if p.numberCount == 0 { return .zero }
      return rebuild(p.velocity)
    }
  }

  var isAnimating: Bool {
    switch storage {
    case .number(let p): return p.isAnimating
    case .parts(let p): return p.isAnimating
    }
  }

  var animationCount: Int {
    switch storage {
    case .number(let p): return p.animationCount
    case .parts(let p): return p.animationCount
    }
  }

  /// Whether `value` has the property's type and its animated parts their shapes (an array's
  /// length may change).
  func accepts(_ value: Value) -> Bool {
    switch (storage, value.unwrapped) {
    case (.number, .number): return true
    case (.parts(let p), let v):
      guard v.hasSameType(as: template), let parts = v.animatedParts else { return false }
      return p.accepts(parts)
    default: return false
    }
  }

  /// What ``accepts(_:)`` and ``set(_:)`` do together, with the value flattened into its parts
  /// once rather than twice (an @State array of a million numbers took seconds each time).
  /// - Parameter stop: Polled while a large value is cut into parts (the time limit, Ctrl-C);
  ///   when it answers true, nothing changes and the result is true (the caller reports why).
  /// - Returns: false, changing nothing, when the property does not accept `value`.
  func setIfAccepted(_ value: Value, stop: (() -> Bool)? = nil) -> Bool {
    switch (storage, value.unwrapped) {
    case (.number(let p), .number(let d)):
      p.value = d
      return true
    case (.parts(let p), let v):
      guard v.hasSameType(as: template) else { return false }
      var stopped = false
      let parts = v.animatedParts(stop: stop, stopped: &stopped)
      if stopped { return true }
      guard let parts, p.accepts(parts) else { return false }
      template = v
      p.set(parts)
      return true
    default: return false
    }
  }

  /// Sets the model value under the thread's current transaction.
  func set(_ value: Value) {
    switch storage {
    case .number(let p):
      if case .number(let d) = value.unwrapped { p.value = d }
    case .parts(let p):
      template = value.unwrapped
      // Nothing animatable: the new value shows at once (SwiftUI makes no animation for
      // EmptyAnimatableData).
      if let parts = value.unwrapped.animatedParts { p.set(parts) }
    }
  }

  func setImplicitAnimation(_ a: Animation?) {
    switch storage {
    case .number(let p): p.animation(a)
    case .parts(let p): p.setImplicitAnimation(a)
    }
  }

  /// Samples the property for `duration` seconds, calling `everyFrame` (when given) with the
  /// time at the start and after each frame, before the sample is read.
  func sample(_ animator: Animator, for duration: Double, everyFrame: ((Double) -> Void)? = nil)
    -> [(Double, Value, Value)]
  {
    switch storage {
    case .number(let p):
      guard let everyFrame else {
        return animator.sample(p, for: duration).map { ($0.time, .number($0.value), .number($0.velocity)) }
      }
      return animator.sample(for: duration) { time in
        everyFrame(time)
        return (time, .number(p.presentation), .number(p.velocity))
      }
    case .parts(let p):
      return animator.sample(for: duration) { time in
        everyFrame?(time)
        return (time, rebuild(p.presentation), p.numberCount == 0 ? .zero : rebuild(p.velocity))
      }
    }
  }
}

extension PropertyRef.Storage {
  /// One vector property that something else drives (a keyframe or phase animator), as a part.
  static func vector(_ p: AnimatedProperty<AnimatableVector>) -> Self { .parts(StateParts(driving: p)) }
}

/// `$x`: the property itself (`.presentation`, `.velocity`, `.isAnimating`).
final class ProjectionObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .projection }
  let property: PropertyRef
  init(_ p: PropertyRef) { property = p }
  override var typeName: String { "State projection" }
  override var printed: String { "$(\(property.model.printed))" }
}
