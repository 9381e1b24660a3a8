// The names Apple's documentation examples use for members that SwiftUI's API spells
// otherwise, so that the examples run as printed: the UnitCurve overview calls
// `curve.inverse.evaluate(at: 0.6)` (the API's `value(at:)`), and the Spring overview's
// `unitPosition(time:)` calls `spring.position(target: 1.0, time: time)` (the API's
// `value(target:initialVelocity:time:)`). Each is the original's body under another name.

extension BuiltinTable {
  func registerAppleSpellings() {
    alias(
      .curve, "evaluate", of: "value",
      "The curve's output at a progress in 0…1: value(at:) as the UnitCurve overview spells it.")
    alias(
      .spring, "position", of: "value",
      "The spring's position at a time, moving toward a target: value(target:initialVelocity:time:) "
        + "as the Spring overview spells it.")
  }
}
