// What the UnitCurve and Spring entries of the built-in table (BuiltinTable+CurvesSprings.swift)
// share: argument checks (bad arguments are runtime errors at the argument, never traps), spring
// computations on any animatable value, and plot series. Every number comes from AnimationCore.
import AnimSyntax
import AnimationCore

extension Interpreter {
  func unknownMember(
    _ owner: String, _ name: String, _ known: [String], _ range: SourceRange, _ m: inout Machine
  ) -> RuntimeError {
    var message = "\(owner) has no member '\(name)'"
    if let s = Suggestions.closest(to: name, in: known) { message += "; did you mean '\(s)'?" }
    return RuntimeError(message, at: range, file: m.file)
  }

  /// A control point: a UnitPoint, or a pair `(0.4, 0)` or `(x: 0.4, y: 0)` of finite numbers.
  func unitPoint(_ v: Value, _ site: CallSite, argument i: Int, _ m: inout Machine)
    throws(RuntimeError) -> UnitPoint
  {
    let point: (Double, Double)? =
      switch v.unwrapped {
      case .object(let o as GeometryObject): if case .unitPoint(let u) = o.geometry { (u.x, u.y) } else { nil }
      case .pair(let p):
        if case .number(let x) = p.first.unwrapped, case .number(let y) = p.second.unwrapped { (x, y) } else { nil }
      default: nil
      }
    guard let (x, y) = point else {
      throw RuntimeError(
        "a control point is a UnitPoint or a pair of numbers such as (0.4, 0) or (x: 0.4, y: 0), not \(v.typeNameWithArticle)",
        at: site.range(of: i), file: m.file)
    }
    guard x.isFinite, y.isFinite else {
      throw RuntimeError(
        "a control point needs finite numbers, not (\(Value.format(x)), \(Value.format(y)))",
        at: site.range(of: i), file: m.file)
    }
    return UnitPoint(x: x, y: y)
  }

  // MARK: - Constructors

  /// The range of the argument labelled `label` (the whole call when it was defaulted).
  func argumentRange(_ label: String, _ site: CallSite) -> SourceRange {
    for i in 0..<site.count where site.label(i) == label { return site.range(of: i) }
    return site.range
  }

  /// A finite number argument, optionally > 0 or >= 0, reported at its own range when not.
  func springParameter(
    _ b: BoundArguments, _ i: Int, _ label: String, _ site: CallSite, _ m: inout Machine,
    positive: Bool = false, nonNegative: Bool = false
  ) throws(RuntimeError) -> Double {
    let v = b.value(i).unwrapped
    guard case .number(let d) = v else {
      throw RuntimeError(
        "'\(label)' must be a number, not \(v.typeNameWithArticle)", at: argumentRange(label, site),
        file: m.file)
    }
    var requirement: String?
    if !d.isFinite {
      requirement = "a finite number"
    } else if positive, d <= 0 {
      requirement = "a number > 0"
    } else if nonNegative, d < 0 {
      requirement = "a number >= 0"
    }
    if let requirement {
      throw RuntimeError(
        "invalid \(label) \(Value.format(d)): must be \(requirement)", at: argumentRange(label, site),
        file: m.file)
    }
    return d
  }

  /// Extreme but individually valid parameters can still overflow (a duration of 1e-300), and
  /// SwiftUI's iteration for `Spring(settlingDuration:dampingRatio:)` gives NaN below a damping
  /// ratio of about 1.4e-6: such a spring would only produce NaN, so it is refused.
  func checkSpring(_ s: Spring, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) {
    guard s.duration.isFinite, s.duration > 0, s.dampingRatio.isFinite, s.stiffness.isFinite else {
      throw RuntimeError(
        "these parameters give no usable spring (its stiffness or damping is not a finite number)", at: site.range,
        file: m.file)
    }
  }

  // MARK: - Members

  /// A finite time (or other number) argument.
  func springTime(
    _ b: BoundArguments, _ i: Int, _ label: String, _ site: CallSite, _ m: inout Machine
  ) throws(RuntimeError) -> Double {
    let d = try b.number(i, site, &m)
    guard d.isFinite else {
      throw RuntimeError(
        "invalid \(label) \(Value.format(d)): must be a finite number", at: argumentRange(label, site),
        file: m.file)
    }
    return d
  }

  /// Runs a spring computation on numbers (as Double) or on any other animatable values (numbers,
  /// vectors, colours, pairs, `zero`) as flat vectors of the first argument's shape; the result
  /// takes that shape.
  func springVectors(
    _ values: [Value], _ labels: [String], _ site: CallSite, _ m: inout Machine,
    vector: ([AnimatableVector]) -> AnimatableVector, scalar: ([Double]) -> Double
  ) throws(RuntimeError) -> Value {
    var numbers: [Double] = []
    for v in values {
      switch v.unwrapped {
      case .number(let d): numbers.append(d)
      case .zero: numbers.append(0)
      default: break
      }
    }
    if numbers.count == values.count { return .number(scalar(numbers)) }
    // The shape: the first argument that is not `zero`.
    let shape = values.first { if case .zero = $0.unwrapped { return false } else { return true } } ?? .zero
    var flat: [Double] = []
    guard shape.flatten(into: &flat) else {
      throw RuntimeError(
        "a spring moves numbers, vectors, colours or pairs, not \(shape.typeNameWithArticle)",
        at: site.range, file: m.file)
    }
    let size = flat.count
    var vectors: [AnimatableVector] = []
    for (i, v) in values.enumerated() {
      let label = i < labels.count ? labels[i] : "argument"  // trap-ok: checked
      if case .zero = v.unwrapped {
        vectors.append(AnimatableVector([Double](repeating: 0, count: size)))
        continue
      }
      var out: [Double] = []
      guard v.flatten(into: &out) else {
        throw RuntimeError(
          "'\(label)' must be a number, vector, colour or pair, not \(v.typeNameWithArticle)",
          at: argumentRange(label, site), file: m.file)
      }
      guard out.count == size else {
        throw RuntimeError(
          "'\(label)' has \(out.count) component\(out.count == 1 ? "" : "s") but '\(labels.first ?? "")' has \(size)",
          at: argumentRange(label, site), file: m.file)
      }
      vectors.append(AnimatableVector(out))
    }
    let result = vector(vectors)
    var index = 0
    return shape.unflatten(result.elements, &index)
  }

  // MARK: - Plotting

  /// What `plot(x)` charts for a curve (value over progress 0…1, progress as time) or a spring
  /// (its unit step response from 0 toward 1 until it has settled).
  func plotSeries(of v: Value, _ site: CallSite, _ m: inout Machine) throws(RuntimeError)
    -> SeriesObject?
  {
    switch v.unwrapped {
    case .object(let t as KeyframeTimelineObject):
      return t.series(name: m.file.text(in: site.range))
    case .object(let c as CurveObject):
      let steps = 100
      let samples = (0...steps).map { i -> (Double, Value, Value) in
        let x = Double(i) / Double(steps)
        return (x, .number(c.curve.value(at: x)), .number(c.curve.velocity(at: x)))
      }
      return SeriesObject(name: c.printed, samples: samples, timeUnit: "", start: 0, target: 1)
    case .object(let s as SpringObject):
      let spring = s.spring
      // Until settled, at least one duration; an undamped spring never settles, so a few periods.
      var end = spring.settlingDuration
      if !end.isFinite || end <= 0 { end = 4 * spring.duration }
      end = Swift.min(Swift.max(end, spring.duration), 60)
      let steps = 120
      let samples = (0...steps).map { i -> (Double, Value, Value) in
        let t = end * Double(i) / Double(steps)
        return (
          t, .number(spring.value(target: 1.0, initialVelocity: 0, time: t)),
          .number(spring.velocity(target: 1.0, initialVelocity: 0, time: t))
        )
      }
      return SeriesObject(name: s.printed, samples: samples, start: 0, target: 1)
    default:
      return nil
    }
  }
}
