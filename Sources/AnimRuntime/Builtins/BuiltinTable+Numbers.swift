// The standard library's number API that animation code calls beyond arithmetic: `Double.zero`,
// `Int.max`, `truncatingRemainder(dividingBy:)`, `isMultiple(of:)`, `hypot`, `magnitude`, and a
// range's `count` and `isEmpty`. Each has its Swift declaration in BuiltinSignatures.swift.
// Anim keeps every number as a Double, so an Int is exact to 2^53 and `Int.max` is the Double
// nearest to it (2^63).
import AnimSyntax
import Foundation

extension BuiltinTable {
  func registerNumbers() {
    for type in [ValueKind.doubleType, .cgFloatType] {
      constant(type, "zero", "Zero (AdditiveArithmetic.zero).", .number(0))
      constant(type, "leastNonzeroMagnitude", "The smallest positive number (a subnormal).", .number(.leastNonzeroMagnitude))
    }
    constant(.intType, "zero", "Zero (AdditiveArithmetic.zero).", .number(0))
    constant(.intType, "max", "The largest Int, 2^63 − 1 (held as the Double 2^63).", .number(Double(Int.max)))
    constant(.intType, "min", "The smallest Int, −2^63.", .number(Double(Int.min)))
    registerNumberProperties()
    registerNumberMethods()
    registerRangeBasics()
    method(
      .global, "hypot", what: "hypot",
      pure: .binary(Foundation.hypot), "The length of the hypotenuse, √(x² + y²), without overflow on the way."
    ) { _, b, site, _, m throws(RuntimeError) in
      .number(Foundation.hypot(try b.number(0, site, &m), try b.number(1, site, &m)))
    }
  }

  private func registerNumberProperties() {
    let properties: [(String, String, (Double) -> Value)] = [
      ("magnitude", "The absolute value.", { .number($0.magnitude) }),
      ("isZero", "Whether the number is zero (either sign).", { .bool($0.isZero) }),
      ("isInfinite", "Whether the number is infinite.", { .bool($0.isInfinite) }),
      ("ulp", "The gap between this number and the next larger in magnitude.", { .number($0.ulp) }),
    ]
    for (name, doc, f) in properties {
      property(.number, name, doc) { v, _, _, _ in
        guard case .number(let d) = v else { return .none }
        return f(d)
      }
    }
  }

  private func registerNumberMethods() {
    method(
      .number, "truncatingRemainder",
      "The remainder of dividing by the number, truncating the quotient towards zero (the sign follows self)."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let d) = v else { return .none }
      return .number(d.truncatingRemainder(dividingBy: try b.number(0, site, &m)))
    }
    method(
      .number, "remainder", "The IEEE remainder: self − q × other, q rounded to the nearest integer (ties to even)."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let d) = v else { return .none }
      return .number(d.remainder(dividingBy: try b.number(0, site, &m)))
    }
    method(
      .number, "isMultiple",
      "Whether the integer is a multiple of the other (0 is a multiple of everything, and only 0 of 0)."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let d) = v else { return .none }
      let other = try b.number(0, site, &m)
      guard other != 0 else { return .bool(d == 0) }
      return .bool(d.truncatingRemainder(dividingBy: other) == 0)
    }
    method(.number, "signum", "−1 for a negative integer, 1 for a positive one, 0 for zero.") {
      v, _, _, _, _ throws(RuntimeError) in
      guard case .number(let d) = v else { return .none }
      return .number(d > 0 ? 1 : d < 0 ? -1 : 0)
    }
  }

  private func registerRangeBasics() {
    property(.range, "count", "The number of integers in the range (upper − lower, one more when closed).") {
      v, _, _, _ in
      guard case .object(let r as RangeObject) = v else { return .none }
      // Swift refuses a closed range whose upper bound is below its lower, so a count is never negative.
      return .number(Swift.max(0, r.upper - r.lower + (r.isClosed ? 1 : 0)))
    }
    property(.range, "isEmpty", "Whether the range holds no value (a half-open range with equal bounds).") {
      v, _, _, _ in
      guard case .object(let r as RangeObject) = v else { return .none }
      return .bool(r.isClosed ? r.upper < r.lower : r.upper <= r.lower)
    }
  }
}
