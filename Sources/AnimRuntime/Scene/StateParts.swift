// The animated properties behind an `@State` value that is not a plain number: one per part of
// its animatable numbers (see `AnimatedParts`). A value without arrays is one part, one
// `AnimatedProperty<AnimatableVector>`, as before; each array element is a part of its own.
//
// Why one property per element rather than one vector resized in place: a running animation's
// state (a spring's velocity, a combination's intervals, a custom animation's `context.state`)
// holds vectors of the old length that AnimationCore cannot reach into, so a removed element's
// numbers would linger in them and reappear in an element appended later at its place. Separate
// properties keep each element's animations and velocity exactly, and a new one starts idle at its
// target. A one-number element uses `AnimatedProperty<Double>`, so an array of numbers ticks
// without allocating, as a single vector did.
import AnimationCore

/// The animated parts of one `@State` value.
final class StateParts {
  enum Part {
    case number(AnimatedProperty<Double>)
    case vector(AnimatedProperty<AnimatableVector>)
  }

  /// Where new parts are made; nil only for a driven part whose animator is gone.
  private let animator: Animator?
  private(set) var keys: [[Int]] = []
  private(set) var parts: [Part] = []
  /// Each part's number count, which a change of the value may not alter.
  private var counts: [Int] = []
  private var indexOfKey: [[Int]: Int] = [:]
  /// The declared implicit animation (`.some(nil)`: changes jump), given to parts made later.
  private var implicitAnimation: Animation??
  /// Called when a change added or dropped parts (an array's elements): what a view shows
  /// changed at once, with no animator event to say so (a recorder takes a snapshot).
  var onReshape: (() -> Void)?

  init(_ initial: AnimatedParts, animator: Animator) {
    self.animator = animator
    for (key, numbers) in zip(initial.keys, initial.numbers) { add(key, numbers) }
  }

  /// One part that something else drives (a keyframe or phase animator's property).
  init(driving property: AnimatedProperty<AnimatableVector>) {
    animator = property.animator
    let key = [0]
    indexOfKey[key] = 0
    keys = [key]
    parts = [.vector(property)]
    counts = [property.value.count]
  }

  /// Adds an idle part at `numbers`; returns whether it could (not without an animator).
  @discardableResult
  private func add(_ key: [Int], _ numbers: [Double]) -> Bool {
    guard let animator else { return false }
    // A part inside an array (its key is longer than a top-level run's) holding one number.
    let part: Part =
      if key.count > 1, numbers.count == 1, let d = numbers.first {
        .number(animator.property(d))
      } else {
        .vector(animator.property(AnimatableVector(numbers)))
      }
    if let implicitAnimation { part.setImplicitAnimation(implicitAnimation) }
    indexOfKey[key] = parts.count
    keys.append(key)
    parts.append(part)
    counts.append(numbers.count)
    return true
  }

  /// Whether `new` can replace the current value: every part both have holds as many numbers.
  func accepts(_ new: AnimatedParts) -> Bool {
    zip(new.keys, new.numbers).allSatisfy { key, numbers in
      indexOfKey[key].map { i in i < counts.count && counts[i] == numbers.count } ?? true  // trap-ok: checked
    }
  }

  /// Sets the parts' model values under the thread's current transaction: kept parts animate
  /// (or combine with their running animations); new parts appear at their target at once;
  /// parts no longer present are dropped at once, their completions called.
  func set(_ new: AnimatedParts) {
    var kept: [Bool] = Array(repeating: false, count: parts.count)
    var order: [Int] = []
    var reshaped = false
    defer { if reshaped { onReshape?() } }
    var made = 0
    for (key, numbers) in zip(new.keys, new.numbers) {
      // Ten million elements take minutes: the time limit (and Ctrl-C) is polled every 4,096,
      // and a stop leaves the parts set so far set and the rest as they were.
      made &+= 1
      if made & 4095 == 0, let stop = animator?.shouldStopAdvancing, stop() { return }
      if let i = indexOfKey[key], i < kept.count {
        kept[i] = true  // trap-ok: kept has one flag per part
        order.append(i)
        switch parts[i] {  // trap-ok: checked
        case .number(let p): if let d = numbers.first { p.value = d }
        case .vector(let p): p.value = AnimatableVector(numbers)
        }
      } else if add(key, numbers) {  // idle at its target: no transaction applies
        order.append(parts.count - 1)
        reshaped = true
      }
    }
    for (i, isKept) in kept.enumerated() where !isKept {
      parts[i].base.reset()  // trap-ok: one flag per old part
      reshaped = true
    }
    guard order != Array(parts.indices) else { return }
    keys = order.map { keys[$0] }  // trap-ok: indices of parts
    parts = order.map { parts[$0] }  // trap-ok: indices of parts
    counts = order.map { counts[$0] }  // trap-ok: indices of parts
    indexOfKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
  }

  /// The presented numbers, in flattening order.
  var presentation: [Double] { numbers(presented: true) }

  /// The model numbers, in flattening order.
  var model: [Double] { numbers(presented: false) }

  private func numbers(presented: Bool) -> [Double] {
    var out: [Double] = []
    for part in parts {
      switch part {
      case .number(let p): out.append(presented ? p.presentation : p.value)
      case .vector(let p): out.append(contentsOf: (presented ? p.presentation : p.value).elements)
      }
    }
    return out
  }

  /// The presentation's velocity, in flattening order (a part's velocity has its length, zero
  /// when it is idle).
  var velocity: [Double] {
    var out: [Double] = []
    for (part, count) in zip(parts, counts) {
      switch part {
      case .number(let p): out.append(p.velocity)
      case .vector(let p):
        let v = p.velocity.elements
        out.append(contentsOf: v.prefix(count))
        if v.count < count { out.append(contentsOf: repeatElement(0, count: count - v.count)) }
      }
    }
    return out
  }

  var numberCount: Int { counts.reduce(0, +) }

  var isAnimating: Bool { parts.contains { $0.base.isAnimating } }

  /// The most animations running on one part (an array's elements run side by side).
  var animationCount: Int { parts.map(\.base.animationCount).max() ?? 0 }

  func setImplicitAnimation(_ a: Animation?) {
    implicitAnimation = .some(a)
    for part in parts { part.setImplicitAnimation(a) }
  }

  /// Whether `base` is one of the parts' properties (the animator's events name it).
  func owns(_ base: AnimatedPropertyBase) -> Bool { parts.contains { $0.base === base } }
}

extension StateParts.Part {
  var base: AnimatedPropertyBase {
    switch self {
    case .number(let p): p
    case .vector(let p): p
    }
  }

  func setImplicitAnimation(_ a: Animation?) {
    switch self {
    case .number(let p): p.animation(a)
    case .vector(let p): p.animation(a)
    }
  }
}
