// An `@State` value's animatable numbers cut into parts: each array element (at any depth, `layers`
// inside a struct too) is a part of its own, and the numbers outside arrays form parts between
// them. The parts, in order, are exactly the numbers `flatten(into:)` gives, so the value is
// rebuilt from them by `unflatten`.
//
// Why parts: SwiftUI animates an array's elements where views show them, one view per element
// (the splash seed's `ForEach(layers.indices, id: \.self)`), so an element appended or removed
// changes at once while the others keep their animations. A part is identified by its key, the
// path of array indices leading to it, as `id: \.self` on indices identifies a view.
import AnimationCore

/// A value's animatable numbers, one part per array element and per run of numbers outside
/// arrays, in flattening order.
struct AnimatedParts {
  /// Each part's identity: the (array ordinal, element index) pairs leading to it, then which run
  /// of numbers it is at that level. Keys have odd length, so a part's key never equals the
  /// path of an element that contains further parts.
  var keys: [[Int]] = []
  var numbers: [[Double]] = []

  /// Adds numbers to the part `key`, which continues the last part or starts a new one.
  fileprivate mutating func append(_ values: [Double], key: [Int]) {
    guard !values.isEmpty else { return }
    if let last = keys.last, last == key, !numbers.isEmpty {
      numbers[numbers.count - 1].append(contentsOf: values)  // trap-ok: not empty
    } else {
      keys.append(key)
      numbers.append(values)
    }
  }
}

extension Value {
  /// The value's animatable numbers in parts: none for a value that does not animate; nil for a
  /// struct whose animatable data cannot be read.
  var animatedParts: AnimatedParts? {
    var stopped = false
    return animatedParts(stop: nil, stopped: &stopped)
  }

  /// ``animatedParts``, polling `stop` every 4,096 array elements (a million-element array takes
  /// seconds to cut): when it answers true, `stopped` is set and the result is nil.
  func animatedParts(stop: (() -> Bool)?, stopped: inout Bool) -> AnimatedParts? {
    var parts = AnimatedParts()
    let v = unwrapped
    guard v.isAnimatablePart else { return parts }
    var run = 0
    var arrays = 0
    var poll = Poll(stop: stop)
    let ok = v.cut(into: &parts, path: [], run: &run, arrays: &arrays, &poll)
    stopped = poll.stopped
    return ok ? parts : nil
  }

  /// The stop hook and how many elements have been cut since it was last asked.
  struct Poll {
    let stop: (() -> Bool)?
    var count = 0
    var stopped = false
    mutating func shouldStop() -> Bool {
      count &+= 1
      if count & 4095 == 0, let stop, stop() { stopped = true }
      return stopped
    }
  }

  /// Whether the value has numbers to animate, now or (an array) once it has elements: false for
  /// a Bool, a string, an enum case, and a struct whose stored properties are all such values.
  var hasAnimatableData: Bool {
    let v = unwrapped
    guard v.isAnimatablePart else { return false }
    if case .record(let r) = v, !((r.info as? StructInfo)?.declaresAnimatableData ?? false) {
      return r.fields.indices.contains { r.animates($0) && r.fields[$0].hasAnimatableData }  // trap-ok: indices
    }
    return true
  }

  /// Mirrors `flatten(into:)`, starting a new part at each array element and after each array.
  private func cut(
    into parts: inout AnimatedParts, path: [Int], run: inout Int, arrays: inout Int, _ poll: inout Poll
  ) -> Bool {
    switch unwrapped {
    case .array(let items):
      let ordinal = arrays
      arrays += 1
      run += 1  // the numbers after the array are a part of their own
      for (i, item) in items.enumerated() {
        var innerRun = 0
        var innerArrays = 0
        guard !poll.shouldStop(),
          item.cut(into: &parts, path: path + [ordinal, i], run: &innerRun, arrays: &innerArrays, &poll)
        else { return false }
      }
      return true
    case .pair(let p):
      return p.first.cut(into: &parts, path: path, run: &run, arrays: &arrays, &poll)
        && p.second.cut(into: &parts, path: path, run: &run, arrays: &arrays, &poll)
    case .tuple(let t):
      for e in t.elements where !e.cut(into: &parts, path: path, run: &run, arrays: &arrays, &poll) {
        return false
      }
      return true
    case .record(let r) where !((r.info as? StructInfo)?.declaresAnimatableData ?? false):
      for (k, f) in r.fields.enumerated() where r.animates(k) {
        guard f.cut(into: &parts, path: path, run: &run, arrays: &arrays, &poll) else { return false }
      }
      return true
    default:
      // A number, vector, colour, geometry value, or a struct's declared animatable data: one
      // piece that never changes length.
      var out: [Double] = []
      guard flatten(into: &out) else { return false }
      parts.append(out, key: path + [run])
      return true
    }
  }
}
