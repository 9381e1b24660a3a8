// The script's UnitCurve and Spring values: thin wrappers of AnimationCore's types, so every
// number a script reads comes from the core (no second copy of the maths).
import AnimationCore

/// A `UnitCurve` value (`UnitCurve.easeIn`, `.bezier(…)`).
final class CurveObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .curve }
  let curve: UnitCurve
  init(_ curve: UnitCurve) { self.curve = curve }
  override var typeName: String { "UnitCurve" }
  /// `UnitCurve.easeIn`, `UnitCurve.bezier(startControlPoint: (0.4, 0), endControlPoint: (0.2, 1))`.
  override var printed: String {
    guard let (p1, p2) = curve.controlPoints, curve != .easeIn, curve != .easeOut, curve != .easeInOut
    else { return "UnitCurve.\(curve)" }
    let f = Value.format
    return "UnitCurve.bezier(startControlPoint: (\(f(p1.x)), \(f(p1.y))), endControlPoint: (\(f(p2.x)), \(f(p2.y))))"
  }
  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? CurveObject)?.curve == curve
  }
}

/// A `Spring` value (`Spring(duration: 0.5, bounce: 0.3)`, `Spring.bouncy`).
final class SpringObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .spring }
  /// The initializer a spring was made with: it prints in that form, so that
  /// `Spring(mass: 1, stiffness: 100, damping: 10)` reads back as written.
  enum Form {
    case durationBounce
    case massStiffnessDamping
    case responseDampingRatio
  }

  let spring: Spring
  let form: Form
  init(_ spring: Spring, form: Form = .durationBounce) {
    self.spring = spring
    self.form = form
  }
  override var typeName: String { "Spring" }
  /// The spring's parameters in the form it was made with (the `(duration:bounce:)` form for
  /// presets and `settlingDuration:` springs), always computed from the spring itself.
  override var printed: String {
    // Rounded to 9 decimals so that conversions print 0.3 rather than 0.30000000000000004.
    func f(_ d: Double) -> String { Value.format(d.isFinite ? (d * 1e9).rounded() / 1e9 : d) }
    switch form {
    case .massStiffnessDamping:
      return "Spring(mass: \(f(spring.mass)), stiffness: \(f(spring.stiffness)), damping: \(f(spring.damping)))"
    case .responseDampingRatio:
      return "Spring(response: \(f(spring.response)), dampingRatio: \(f(spring.dampingRatio)))"
    case .durationBounce:
      if spring.mass != 1 {
        return "Spring(mass: \(f(spring.mass)), stiffness: \(f(spring.stiffness)), damping: \(f(spring.damping)))"
      }
      return "Spring(duration: \(f(spring.duration)), bounce: \(f(spring.bounce)))"
    }
  }
  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? SpringObject)?.spring == spring
  }
}
