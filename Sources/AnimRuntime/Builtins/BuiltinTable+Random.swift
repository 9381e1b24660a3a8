// Swift's random values, as animation demos use them (confetti, particles, jitter):
// `Double.random(in:)`, `CGFloat.random(in:)`, `Int.random(in:)` over a range or a closed
// range, an array's `randomElement()` and `shuffled()`. Swift draws them from the system's
// generator; here they come from a stream seeded per run (BuiltinTable+UUID.swift's
// SeededStream), so that a script prints and draws the same on every run, as the rest of Anim
// does. An empty range is Swift's run-time error ("Can't get random value with an empty range").
import AnimSyntax

/// The run's source of random values (its own stream: drawing a number does not change the
/// UUIDs that follow).
struct RandomSource {
  private var stream = SeededStream(seed: 0x5EED_0000_D1CE_0001)

  /// A Double in [0, 1): 53 random bits, as the standard library's `Double.random(in:)` uses.
  mutating func unit() -> Double { Double(stream.next() >> 11) * 0x1p-53 }

  /// An integer in 0..<count (count > 0), by Lemire's multiply-and-reject, as the standard
  /// library's `next(upperBound:)` does, so that no value is likelier than another.
  mutating func below(_ count: UInt64) -> UInt64 {
    var m = stream.next().multipliedFullWidth(by: count)
    if m.low < count {
      let t = (0 &- count) % count
      while m.low < t { m = stream.next().multipliedFullWidth(by: count) }
    }
    return m.high
  }
}

extension BuiltinTable {
  func registerRandom() {
    for kind in [ValueKind.doubleType, .cgFloatType] {
      method(kind, "random", "A number drawn from the range (the same on every run).") {
        _, b, site, i, m throws(RuntimeError) in
        let r = try randomRange(b, site, m)
        let u = i.random.unit()
        // [lower, upper) for a half-open range; a closed one may give its upper bound in Swift,
        // with a probability too small to matter: the same draw serves both.
        return .number(r.lower + u * (r.upper - r.lower))
      }
    }
    method(.intType, "random", "A whole number drawn from the range (the same on every run).") {
      _, b, site, i, m throws(RuntimeError) in
      let r = try randomRange(b, site, m)
      guard let lower = Int(exactly: r.lower), let upper = Int(exactly: r.upper) else {
        throw RuntimeError("Int.random(in:) takes a range of whole numbers", at: b.range(0, site), file: m.file)
      }
      let last = r.isClosed ? upper : upper - 1
      let count = UInt64(last - lower) &+ 1
      return .number(Double(lower + Int(i.random.below(count))))
    }
    method(.boolType, "random", "true or false, drawn at random (the same on every run).") {
      _, _, _, i, _ throws(RuntimeError) in
      // Either value, equally likely, as the standard library's.
      .bool(i.random.below(2) == 1)
    }
    method(.array, "randomElement", "An element drawn at random (the same on every run), nil when empty.") {
      v, _, _, i, _ throws(RuntimeError) in
      guard case .array(let a) = v, !a.isEmpty else { return .none }
      return a[Int(i.random.below(UInt64(a.count)))]  // trap-ok: below(count) < count
    }
    method(.array, "shuffled", "The elements in an order drawn at random (the same on every run).") {
      v, _, _, i, _ throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      // Fisher–Yates, from the end, as the standard library's `shuffle(using:)`.
      var k = a.count - 1
      while k > 0 {
        let j = Int(i.random.below(UInt64(k + 1)))
        a.swapAt(k, j)  // trap-ok: j <= k < count
        k -= 1
      }
      return .array(a)
    }
  }
}

/// The range a `random(in:)` draws from; an empty one is Swift's error.
private func randomRange(_ b: BoundArguments, _ site: CallSite, _ m: Machine) throws(RuntimeError) -> RangeObject {
  guard case .object(let r as RangeObject) = b.value(0).unwrapped else {
    throw RuntimeError(
      "random(in:) takes a range (0..<1 or 0...1), not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
  }
  let empty = r.isClosed ? !(r.lower <= r.upper) : !(r.lower < r.upper)
  guard !empty, r.lower.isFinite, r.upper.isFinite else {
    throw RuntimeError("Can't get random value with an empty range", at: b.range(0, site), file: m.file)
  }
  return r
}
