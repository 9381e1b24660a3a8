// `@State var x = …`: an animated property on the session's animator. Numbers animate as
// `Double`; vectors, pairs and colours as a flat `AnimatableVector` with the declared value as
// the shape to rebuild from.
import AnimSyntax
import AnimationCore

/// The cell behind an `@State` variable.
public final class PropertyRef: @unchecked Sendable {
  enum Storage {
    case number(AnimatedProperty<Double>)
    case vector(AnimatedProperty<AnimatableVector>, template: Value)
  }

  let storage: Storage

  private init(_ storage: Storage) { self.storage = storage }

  static func make(_ value: Value, animator: Animator, range: SourceRange, file: SourceFile)
    throws(RuntimeError) -> PropertyRef
  {
    switch value.unwrapped {
    case .number(let d): return PropertyRef(.number(animator.property(d)))
    case .vector, .color, .pair, .array, .tuple:
      var flat: [Double] = []
      guard value.flatten(into: &flat) else { break }
      return PropertyRef(.vector(animator.property(AnimatableVector(flat)), template: value))
    default: break
    }
    throw RuntimeError(
      "an @State property must hold a number, vector, pair or colour, not \(value.typeNameWithArticle)",
      at: range, file: file)
  }

  private func rebuild(_ v: AnimatableVector, _ template: Value) -> Value {
    var i = 0
    return template.unflatten(v.elements, &i)
  }

  /// The model value.
  var model: Value {
    switch storage {
    case .number(let p): return .number(p.value)
    case .vector(let p, let t): return rebuild(p.value, t)
    }
  }

  /// What a view would show now.
  var presentation: Value {
    switch storage {
    case .number(let p): return .number(p.presentation)
    case .vector(let p, let t): return rebuild(p.presentation, t)
    }
  }

  /// The presentation's velocity.
  var velocity: Value {
    switch storage {
    case .number(let p): return .number(p.velocity)
    case .vector(let p, let t): return rebuild(p.velocity, t)
    }
  }

  var isAnimating: Bool {
    switch storage {
    case .number(let p): return p.isAnimating
    case .vector(let p, _): return p.isAnimating
    }
  }

  var animationCount: Int {
    switch storage {
    case .number(let p): return p.animationCount
    case .vector(let p, _): return p.animationCount
    }
  }

  /// Whether `value` has the property's shape.
  func accepts(_ value: Value) -> Bool {
    switch (storage, value.unwrapped) {
    case (.number, .number): return true
    case (.vector(let p, _), _):
      var flat: [Double] = []
      return value.flatten(into: &flat) && flat.count == p.value.count
    default: return false
    }
  }

  /// Sets the model value under the thread's current transaction.
  func set(_ value: Value) {
    switch storage {
    case .number(let p):
      if case .number(let d) = value.unwrapped { p.value = d }
    case .vector(let p, _):
      var flat: [Double] = []
      if value.flatten(into: &flat) { p.value = AnimatableVector(flat) }
    }
  }

  func setImplicitAnimation(_ a: Animation?) {
    switch storage {
    case .number(let p): p.animation(a)
    case .vector(let p, _): p.animation(a)
    }
  }

  /// Samples the property for `duration` seconds.
  func sample(_ animator: Animator, for duration: Double) -> [(Double, Value, Value)] {
    switch storage {
    case .number(let p):
      return animator.sample(p, for: duration).map { ($0.time, .number($0.value), .number($0.velocity)) }
    case .vector(let p, let t):
      return animator.sample(p, for: duration).map {
        ($0.time, rebuild($0.value, t), rebuild($0.velocity, t))
      }
    }
  }
}

/// `$x`: the property itself (`.presentation`, `.velocity`, `.isAnimating`).
final class ProjectionObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .projection }
  let property: PropertyRef
  init(_ p: PropertyRef) { property = p }
  override var typeName: String { "State projection" }
  override var printed: String { "$(\(property.model.printed))" }
}
