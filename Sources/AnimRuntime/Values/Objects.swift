// Built-in objects: ranges, strides, sampled series, the clock and the environment.
import AnimationCore
import AnimPlot

/// `a..<b` / `a...b`.
final class RangeObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .range }
  let lower: Double
  let upper: Double
  let isClosed: Bool
  init(lower: Double, upper: Double, isClosed: Bool) {
    self.lower = lower
    self.upper = upper
    self.isClosed = isClosed
  }
  override var typeName: String { "range" }
  override var printed: String {
    // A one-sided range (its missing bound an infinity) as it is written: `..<5`, `5...`.
    if lower == -.infinity { return (isClosed ? "..." : "..<") + Value.format(upper) }
    if upper == .infinity && isClosed { return Value.format(lower) + "..." }
    return Value.format(lower) + (isClosed ? "..." : "..<") + Value.format(upper)
  }
  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? RangeObject else { return false }
    return lower == o.lower && upper == o.upper && isClosed == o.isClosed
  }
  func contains(_ x: Double) -> Bool { x >= lower && (isClosed ? x <= upper : x < upper) }
}

/// `stride(from:to:by:)` / `stride(from:through:by:)`.
final class StrideObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .stride }
  let from: Double
  let to: Double
  let by: Double
  let isThrough: Bool
  init(from: Double, to: Double, by: Double, isThrough: Bool) {
    self.from = from
    self.to = to
    self.by = by
    self.isThrough = isThrough
  }
  override var typeName: String { "stride" }
  override var printed: String {
    "stride(from: \(Value.format(from)), \(isThrough ? "through" : "to"): \(Value.format(to)), by: \(Value.format(by)))"
  }
}

/// A sampled series: points with `.time`, `.value`, `.velocity`. Prints as a table.
final class SeriesObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .series }
  /// Seconds since the move (or the sampling) began; a curve's progress 0…1.
  let times: [Double]
  let values: [Value]
  let velocities: [Value]
  let name: String
  /// The unit of `times` on a chart's axis: seconds, or none for a curve's progress 0…1.
  let timeUnit: String
  /// The value the move starts from and heads for, for key figures (nil: the first and the
  /// last sample's).
  let start: Double?
  let target: Double?
  /// For a keyframe timeline's samples: when each keyframe ends (marked in tables and charts).
  var keyframeTimes: [Double] = []

  init(
    name: String, samples: [(Double, Value, Value)], timeUnit: String = "s", start: Double? = nil,
    target: Double? = nil
  ) {
    self.name = name
    self.timeUnit = timeUnit
    self.start = start
    self.target = target
    times = samples.map(\.0)
    values = samples.map(\.1)
    velocities = samples.map(\.2)
  }

  var count: Int { times.count }

  func point(_ i: Int) -> Value? {
    guard i >= 0, i < count else { return nil }
    return .object(PointObject(time: times[i], value: values[i], velocity: velocities[i]))  // trap-ok: checked
  }

  override var typeName: String { "series" }

  /// An aligned table of time, value and velocity (vectors by magnitude), then the key figures:
  /// what `print(sample(…))` shows.
  /// (The same table as the series' chart line, `plotLine.table`.)
  override var printed: String { plotLine.table.render() }

  /// Whether the values are vectors, pairs or colours (tabulated and charted by length).
  var hasVectors: Bool {
    values.contains { if case .number = $0 { false } else { !$0.isNil } }
  }

  /// The samples with plain numbers (vectors by magnitude).
  var plotSamples: [Sample] {
    let numbers = numericValues
    let speeds = numericVelocities
    return times.indices.map { i in
      Sample(
        time: times[i], value: i < numbers.count ? numbers[i] : .nan,  // trap-ok: checked
        velocity: i < speeds.count ? speeds[i] : nil)  // trap-ok: checked
    }
  }

  /// Plain numbers for charts (vectors by magnitude).
  var numericValues: [Double] { values.map(SeriesObject.number) }

  /// Velocities as plain numbers (vectors by magnitude).
  var numericVelocities: [Double] { velocities.map(SeriesObject.number) }

  private static func number(_ v: Value) -> Double {
    if case .number(let d) = v { return d }
    // Geometry values by the length of their components (an Angle by its radians).
    return (v.magnitudeSquared ?? v.recordedComponents.reduce(0) { $0 + $1 * $1 }).squareRoot()
  }
}

/// One point of a series.
final class PointObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .point }
  let time: Double
  let value: Value
  let velocity: Value
  init(time: Double, value: Value, velocity: Value) {
    self.time = time
    self.value = value
    self.velocity = velocity
  }
  override var typeName: String { "point" }
  override var printed: String {
    "(time: \(Value.format(time)), value: \(value.printed), velocity: \(velocity.printed))"
  }
}

/// `environment`: the scene's environment values, by name.
final class EnvironmentObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .environment }
  override var typeName: String { "EnvironmentValues" }
  override var printed: String { "environment" }
}

/// A read-only view of a context's environment.
final class EnvironmentSnapshot: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .environmentSnapshot }
  let values: EnvironmentValues
  init(_ values: EnvironmentValues) { self.values = values }
  override var typeName: String { "EnvironmentValues" }
  override var printed: String { values.description }
}

/// `clock`: `clock.fps`.
final class ClockObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .clock }
  override var typeName: String { "clock" }
  override var printed: String { "clock" }
}

/// `anim`: exploration helpers (`anim.sample(from:to:for:)`).
final class AnimNamespace: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .animNamespace }
  override var typeName: String { "anim" }
  override var printed: String { "anim" }
}

/// Converts an environment value to a script value.
func scriptValue(ofEnvironment any: Any?) -> Value {
  switch any {
  case let b as Bool: return .bool(b)
  case let d as Double: return .number(d)
  case let s as String: return .string(s)
  case let v as Value: return v
  default: return .none
  }
}
