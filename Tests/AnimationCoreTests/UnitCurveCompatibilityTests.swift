// UnitCurve against the values checked with real SwiftUI (reference §8.2) and the solver's own
// tests (§8.3). "≈" there is swift-numerics' default tolerance; "±x" an absolute one.
import AnimationCore
import Numerics
import Testing

@Suite struct UnitCurveCompatibilityTests {
  /// One row of the §8.2 table: values and velocities at 0, 0.25, 0.5, 0.75 and 1, each with its
  /// tolerance (nil: the default relative tolerance).
  struct Row: Sendable, CustomStringConvertible {
    let name: String
    let curve: UnitCurve
    let values: [(Double, Double?)]
    let velocities: [(Double, Double?)]
    var description: String { name }
  }

  static let progress = [0, 0.25, 0.5, 0.75, 1]

  static let rows: [Row] = [
    Row(
      name: "linear", curve: .linear,
      values: [(0, nil), (0.25, nil), (0.5, nil), (0.75, nil), (1, nil)],
      velocities: [(1, nil), (1, nil), (1, nil), (1, nil), (1, nil)]),
    Row(
      name: "easeIn", curve: .easeIn,
      values: [(0, nil), (0.09, 0.01), (0.32, 0.01), (0.62, 0.01), (1, nil)],
      velocities: [(0, nil), (0.67, 0.01), (1.07, 0.01), (1.37, 0.01), (0, nil)]),
    Row(
      name: "easeOut", curve: .easeOut,
      values: [(0, nil), (0.38, 0.01), (0.68, 0.01), (0.91, 0.01), (1, nil)],
      velocities: [(1.0, 0.01), (1.37, 0.01), (1.07, 0.01), (0.67, 0.01), (0, nil)]),
    Row(
      name: "easeInOut", curve: .easeInOut,
      values: [(0, nil), (0.13, 0.01), (0.5, nil), (0.87, 0.01), (1, nil)],
      velocities: [(0, nil), (1.06, 0.01), (1.72, 0.01), (1.06, 0.01), (0, nil)]),
    Row(
      name: "circularEaseIn", curve: .circularEaseIn,
      values: [(0, nil), (0.032, 0.001), (0.134, 0.001), (0.339, 0.001), (1, nil)],
      velocities: [(0, nil), (0.258, 0.001), (0.577, 0.001), (1.134, 0.001), (.infinity, nil)]),
    Row(
      name: "circularEaseOut", curve: .circularEaseOut,
      values: [(0, nil), (0.661, 0.001), (0.866, 0.001), (0.968, 0.001), (1, nil)],
      velocities: [(.infinity, nil), (1.134, 0.001), (0.577, 0.001), (0.258, 0.001), (0, nil)]),
    Row(
      name: "circularEaseInOut", curve: .circularEaseInOut,
      values: [(0, nil), (0.067, 0.001), (0.5, nil), (0.933, 0.001), (1, nil)],
      velocities: [(0, nil), (0.577, 0.001), (.infinity, nil), (0.577, 0.001), (0, nil)]),
  ]

  static func close(_ actual: Double, _ expected: Double, _ tolerance: Double?) -> Bool {
    if actual == expected { return true }  // exact, including ∞ == ∞
    if let tolerance { return actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance) }
    // The default tolerance is relative, so 0 must come out (nearly) exactly.
    return actual.isApproximatelyEqual(to: expected)
      || (expected == 0 && abs(actual) < 1e-12)
  }

  @Test(arguments: rows)
  func valuesAndVelocities(_ row: Row) {
    for (i, x) in Self.progress.enumerated() {
      let (value, valueTolerance) = row.values[i]
      let (velocity, velocityTolerance) = row.velocities[i]
      #expect(Self.close(row.curve.value(at: x), value, valueTolerance), "value(at: \(x))")
      #expect(
        Self.close(row.curve.velocity(at: x), velocity, velocityTolerance), "velocity(at: \(x))")
    }
  }

  @Test func bezierWithControlPointsInside() {
    let c = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    #expect(Self.close(c.value(at: 0), 0, nil))
    #expect(Self.close(c.value(at: 1), 1, nil))
    #expect(Self.close(c.value(at: 0.5), 0.5, 0.01))
    #expect(Self.close(c.velocity(at: 0.5), 1.20, 0.01))
    #expect(Self.close(c.velocity(at: 0.5), 1.199, 0.001))  // §8.3
  }

  /// Control points outside the unit square: x is clamped to [0, 1], y may overshoot (decision 1).
  @Test func bezierWithOvershootingControlPoints() {
    let c = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2.0), endControlPoint: UnitPoint(x: 1.5, y: -1.0))
    #expect(Self.close(c.value(at: 0), 0, nil))
    #expect(Self.close(c.value(at: 1), 1, nil))
    #expect(Self.close(c.value(at: 0.5), 0.5, nil))
    #expect(Self.close(c.velocity(at: 0.5), -1.0, nil))
  }

  @Test func degenerateBezierIsStillACurve() {
    let c = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: 0.5), endControlPoint: UnitPoint(x: 0.5, y: 0.5))
    #expect(Self.close(c.value(at: 0), 0, nil))
    #expect(Self.close(c.value(at: 1), 1, nil))
    #expect(Self.close(c.value(at: 0.5), 0.5, nil))
    #expect(Self.close(c.velocity(at: 0.5), 1, nil))
  }

  @Test func inputIsClampedToTheUnitInterval() {
    #expect(Self.close(UnitCurve.easeInOut.value(at: -0.5), 0, nil))
    #expect(Self.close(UnitCurve.easeInOut.value(at: 1.5), 1, nil))
    #expect(Self.close(UnitCurve.easeInOut.value(at: -1000), 0, nil))
    #expect(Self.close(UnitCurve.easeInOut.value(at: 1000), 1, nil))
    #expect(Self.close(UnitCurve.easeInOut.velocity(at: -1000), 0, nil))
    #expect(Self.close(UnitCurve.easeInOut.velocity(at: 1000), 0, nil))
    for x in [-0.5, 0, 1, 1.5] {
      #expect(Self.close(UnitCurve.linear.velocity(at: x), 1, nil))
    }
    for i in 0...10 {
      let v = UnitCurve.linear.value(at: Double(i) / 10)
      #expect(v >= 0 && v <= 1)
    }
    // Decision 1 clamps every curve, so the circular curves give numbers, never NaN, outside.
    for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .linear] {
      #expect(Self.close(curve.value(at: -0.5), 0, nil))
      #expect(Self.close(curve.value(at: 1.5), 1, nil))
    }
  }

  @Test func circularVelocitiesArePositiveInTheMiddle() {
    #expect(UnitCurve.circularEaseIn.velocity(at: 0.5) > 0)
    #expect(UnitCurve.circularEaseOut.velocity(at: 0.5) > 0)
    #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) > 0)
    let c = UnitCurve.circularEaseInOut
    #expect(c.value(at: 0.49) < c.value(at: 0.5) && c.value(at: 0.5) < c.value(at: 0.51))
  }

  @Test func inverses() {
    for x in [0, 0.5, 1] { #expect(Self.close(UnitCurve.linear.inverse.value(at: x), x, nil)) }
    for x in [0.3, 0.7] {
      let inverse = UnitCurve.circularEaseIn.inverse
      #expect(inverse.value(at: x).isApproximatelyEqual(to: UnitCurve.circularEaseOut.value(at: x)))
      #expect(
        inverse.velocity(at: x).isApproximatelyEqual(to: UnitCurve.circularEaseOut.velocity(at: x)))
      // easeIn's inverse is a different curve from easeOut.
      let easeInInverse = UnitCurve.easeIn.inverse
      #expect(!easeInInverse.value(at: x).isApproximatelyEqual(to: UnitCurve.easeOut.value(at: x)))
      #expect(
        !easeInInverse.velocity(at: x).isApproximatelyEqual(to: UnitCurve.easeOut.velocity(at: x)))
      let swapped = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
      let inverted = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)
      ).inverse
      #expect(swapped.value(at: x).isApproximatelyEqual(to: inverted.value(at: x)))
    }
  }

  @Test func inversesAreCurvesOfTheirOwn() {
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.linear.inverse == .linear)
    #expect(
      UnitCurve.easeIn.inverse
        == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
  }

  @Test func timingCurveWithACurveIsTheNamedAnimation() {
    #expect(Animation.timingCurve(.easeIn, duration: 2) == .easeIn(duration: 2))
    #expect(Animation.timingCurve(.linear, duration: 1) == .linear(duration: 1))
  }

  /// The solver is bounded and NaN-free for any control points and any input (decision 1).
  @Test func solverIsRobustForHostileControlPoints() {
    let extremes = [-1e9, -10, -1, 0, 1e-12, 0.5, 1, 10, 1e9]
    for x1 in extremes {
      for y1 in [-1e9, 0, 2] {
        for x2 in extremes {
          let c = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: 0.5))
          for p in [-1, 0, 1e-9, 0.3, 0.5, 0.999999, 1, 2, .nan, .infinity] {
            #expect(!c.value(at: p).isNaN, "(\(x1), \(y1)) (\(x2), 0.5) at \(p)")
          }
        }
      }
    }
  }
}
