/// The animation of `.linear`, `.easeIn`, `.easeOut`, `.easeInOut` and `.timingCurve`: the
/// animated interval scaled by a cubic Bézier timing curve over a fixed duration.
///
/// The control points are used unclamped, so a curve whose y leaves [0, 1] overshoots. It never
/// merges: a new timing-curve animation on a running property is combined with it.
struct BezierAnimation: CustomAnimation {
  /// The curve's first control point's x.
  var p1x: Double
  /// The curve's first control point's y.
  var p1y: Double
  /// The curve's second control point's x.
  var p2x: Double
  /// The curve's second control point's y.
  var p2y: Double
  /// The length of the animation, in seconds.
  var duration: TimeInterval
  /// The solver of the curve, derived from the control points (shared with UnitCurve).
  let solver: CubicSolver

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval) {
    self.p1x = p1x
    self.p1y = p1y
    self.p2x = p2x
    self.p2y = p2y
    self.duration = duration
    self.solver = CubicSolver(start: UnitPoint(x: p1x, y: p1y), end: UnitPoint(x: p2x, y: p2y))
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    // Ends at the first sample after `duration`; at `duration` itself it returns the full value.
    guard duration > 0, time <= duration else { return nil }
    let progress = min(max(time / duration, 0), 1)
    // The solver's value, rounded to 2⁻²⁰ as SwiftUI's CubicSolver does (reference §2.3, §4.3);
    // the Double fast path below computes the same number.
    return value.scaled(by: solver.value(at: progress))
  }
}

extension BezierAnimation: FactoryDescribable {
  var factoryDescription: String {
    let name: String
    switch (p1x, p1y, p2x, p2y) {
    case (0, 0, 1, 1): name = "linear"
    case (0.42, 0, 1, 1): name = "easeIn"
    case (0, 0, 0.58, 1): name = "easeOut"
    case (0.42, 0, 0.58, 1): name = "easeInOut"
    default:
      let points = "\(p1x), \(p1y), \(p2x), \(p2y)"
      if duration == Animation.defaultTimingCurveDuration { return ".timingCurve(\(points))" }
      return ".timingCurve(\(points), duration: \(duration))"
    }
    if duration == Animation.defaultTimingCurveDuration { return "." + name }
    return ".\(name)(duration: \(duration))"
  }
}

extension BezierAnimation: DoubleAnimating {
  /// `animate(value:time:context:)` for Double (same steps, no generics).
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    guard duration > 0, time <= duration else { return nil }
    let progress = min(max(time / duration, 0), 1)
    return value * solver.value(at: progress)
  }
}
