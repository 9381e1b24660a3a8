// Foundation's number formatting as the seeds call it: `x.formatted()`,
// `x.formatted(.number.precision(.fractionLength(2)))`, `.fractionLength(0...2)`,
// `.significantDigits(3)`. The text is Foundation's own (its FloatingPointFormatStyle), in the
// en_US locale so that a script prints the same everywhere: grouping by thousands ("1,234.50"),
// halves rounded to even on the decimal digits ("0.125" → "0.12").
import AnimSyntax
import Foundation

/// How many digits a number format shows.
enum FormatPrecision: Equatable {
  case fractionLength(min: Int, max: Int)
  case significantDigits(Int)
}

/// `.number` or `.number.precision(…)`.
final class NumberFormatObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  let precision: FormatPrecision?
  init(_ precision: FormatPrecision?) { self.precision = precision }
  override var kind: ValueKind { .numberFormat }
  override var typeName: String { "FloatingPointFormatStyle<Double>" }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? NumberFormatObject)?.precision == precision }

  /// The number as Foundation formats it with this style.
  func format(_ x: Double) -> String {
    var style = FloatingPointFormatStyle<Double>.number.locale(Self.locale)
    switch precision {
    case .fractionLength(let lo, let hi)?: style = style.precision(.fractionLength(lo...hi))
    case .significantDigits(let n)?: style = style.precision(.significantDigits(n))
    case nil: break
    }
    return x.formatted(style)
  }

  static let locale = Locale(identifier: "en_US")
}

/// `.fractionLength(2)` and its kin.
final class FormatPrecisionObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  let precision: FormatPrecision
  init(_ precision: FormatPrecision) { self.precision = precision }
  override var kind: ValueKind { .formatPrecision }
  override var typeName: String { "NumberFormatStyleConfiguration.Precision" }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? FormatPrecisionObject)?.precision == precision }
}

extension BuiltinTable {
  func registerNumberFormat() {
    constant(.numberFormatType, "number", "Foundation's number format (en_US): up to 6 fraction digits, grouped thousands.", .object(NumberFormatObject(nil)))
    method(.numberFormat, "precision", "The format showing the digits the precision asks for.") {
      _, b, site, _, m throws(RuntimeError) in
      guard case .object(let p as FormatPrecisionObject) = b.value(0).unwrapped else {
        throw RuntimeError(
          "cannot convert value of type '\(b.value(0).swiftTypeName)' to expected argument type 'NumberFormatStyleConfiguration.Precision'",
          at: b.range(0, site), file: m.file)
      }
      return .object(NumberFormatObject(p.precision))
    }
    method(
      .formatPrecisionType, "fractionLength",
      "Exactly n digits after the point (rounded half to even), or between the bounds of a closed range."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.value(0).unwrapped {
      case .number(let d):
        let n = try digits(d, b, site, &m)
        return .object(FormatPrecisionObject(.fractionLength(min: n, max: n)))
      case .object(let r as RangeObject) where r.isClosed:
        let lo = try digits(r.lower, b, site, &m)
        let hi = try digits(r.upper, b, site, &m)
        return .object(FormatPrecisionObject(.fractionLength(min: lo, max: hi)))
      case let v:
        throw RuntimeError(
          "'fractionLength' takes a number of digits or a closed range of them, not \(v.typeNameWithArticle)",
          at: b.range(0, site), file: m.file)
      }
    }
    method(.formatPrecisionType, "significantDigits", "Exactly n significant digits.") {
      _, b, site, _, m throws(RuntimeError) in
      let n = try digits(try b.number(0, site, &m), b, site, &m)
      guard n >= 1 else {
        throw RuntimeError("'significantDigits' needs at least 1 digit", at: b.range(0, site), file: m.file)
      }
      return .object(FormatPrecisionObject(.significantDigits(n)))
    }
    method(
      .number, "formatted",
      "The number as Foundation formats it (en_US): formatted() or formatted(.number.precision(.fractionLength(2)))."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let x) = v else { return .none }
      guard b.overload == 1 else { return .string(NumberFormatObject(nil).format(x)) }
      guard case .object(let style as NumberFormatObject) = b.value(0).unwrapped else {
        throw RuntimeError(
          "cannot convert value of type '\(b.value(0).swiftTypeName)' to expected argument type 'FloatingPointFormatStyle<Double>'",
          at: b.range(0, site), file: m.file)
      }
      return .string(style.format(x))
    }
  }
}

/// A digit count: a whole number in 0...100 (Foundation pads to any count; a bound keeps a
/// mistyped count from making a huge string).
private func digits(_ d: Double, _ b: BoundArguments, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Int {
  guard let n = Int(exactly: d), n >= 0, n <= 100 else {
    throw RuntimeError("a number of digits must be a whole number in 0...100, not \(Value.format(d))", at: b.range(0, site), file: m.file)
  }
  return n
}
