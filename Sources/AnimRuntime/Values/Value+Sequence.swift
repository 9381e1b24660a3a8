// The values a `for` loop, `zip` and the collection methods walk through, as Swift's
// Sequence: an array's elements, a dictionary's `(key, value)` pairs in insertion order, a
// range's or stride's numbers, a vector's components.

extension Value {
  /// The elements in order, nil when the value is not a sequence. A range or stride is made
  /// into an array here: callers that only loop use `execFor`'s numeric loops instead.
  /// Ranges and strides longer than `Value.sequenceLimit` give nil too (an array that size is a
  /// mistake, and would exhaust memory before the time limit could stop it).
  var sequenceElements: [Value]? {
    switch unwrapped {
    case .array(let a): return a
    case .string(let s): return s.map { .string(String($0)) }
    case .vector(let v): return v.elements.map { .number($0) }
    case .dictionary(let d): return zip(d.keys, d.values).map { Value.keyValuePair($0, $1) }
    case .object(let s as SetObject): return s.elements
    case .object(let r as RangeObject):
      guard r.lower.isFinite, r.upper.isFinite, r.upper - r.lower <= Value.sequenceLimit else {
        return nil
      }
      var out: [Value] = []
      var x = r.lower
      while r.isClosed ? x <= r.upper : x < r.upper {
        out.append(.number(x))
        x += 1
      }
      return out
    case .object(let s as StrideObject):
      guard s.from.isFinite, s.to.isFinite, abs((s.to - s.from) / s.by) <= Value.sequenceLimit else {
        return nil
      }
      var out: [Value] = []
      var k = 0.0
      while true {
        let x = s.from + k * s.by
        let inside =
          s.by > 0
          ? (s.isThrough ? x <= s.to + 1e-12 * abs(s.by) : x < s.to)
          : (s.isThrough ? x >= s.to - 1e-12 * abs(s.by) : x > s.to)
        guard inside else { break }
        out.append(.number(x))
        k += 1
      }
      return out
    case .object(let s as SeriesObject):
      return (0..<s.count).compactMap { s.point($0) }
    default: return nil
    }
  }

  /// The most numbers a range or stride is made into.
  static let sequenceLimit = 10_000_000.0

  /// Whether this is an array or a dictionary (without copying it).
  var isCollection: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }

  /// A dictionary's element: the pair `(key: k, value: v)`, as Swift's `Dictionary.Element`.
  static func keyValuePair(_ key: Value, _ value: Value) -> Value {
    .pair(Pair(key, value, labels: ("key", "value")))
  }
}
