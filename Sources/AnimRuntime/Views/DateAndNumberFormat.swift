// What the seed's AnimationDataMonitorView uses besides views: `Date()` and
// `timeIntervalSince(_:)` (on the scene's virtual clock, so that a run is the same every time:
// `Date()` is the clock's time, in seconds), and Foundation's number format style
// `.number.precision(.fractionLength(n))` for `x.formatted(…)` and `Text(x, format: …)`.
import AnimSyntax
import AnimationCore
import Foundation

/// A point in time on the scene's clock.
final class DateObject: RuntimeObject, @unchecked Sendable {
  /// Seconds on the virtual clock.
  let time: Double
  init(_ time: Double) { self.time = time }
  override var typeName: String { "Date" }
  override var printed: String { "Date(\(Value.format(time)) s on the scene's clock)" }
}

/// `FloatingPointFormatStyle<Double>.number` with its precision.
final class NumberFormatObject: RuntimeObject, @unchecked Sendable {
  /// Digits after the point (nil: as many as the number needs, up to 6, as Foundation's
  /// `.number` shows).
  let fractionLength: Int?
  init(fractionLength: Int?) { self.fractionLength = fractionLength }
  override var typeName: String { "FloatingPointFormatStyle<Double>" }
  override var printed: String { fractionLength.map { ".number.precision(.fractionLength(\($0)))" } ?? ".number" }

  /// `x` as the en_US locale formats it: grouping by thousands with ",", a "." before the
  /// fraction.
  func format(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
    let digits = fractionLength ?? 6
    var text = String(format: "%.\(max(0, min(digits, 17)))f", x)
    if fractionLength == nil, text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" || text.hasPrefix("-0."), Double(text) == 0 { text.removeFirst() }
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.split(separator: ".", maxSplits: 1)
    let whole = String(parts.first ?? "0")
    var grouped = ""
    for (k, ch) in whole.reversed().enumerated() {
      if k > 0 && k % 3 == 0 { grouped.append(",") }
      grouped.append(ch)
    }
    var out = String(grouped.reversed())
    if parts.count > 1, let fraction = parts.last { out += "." + fraction }
    return (negative ? "-" : "") + out
  }
}

/// `.fractionLength(n)`: a precision.
final class PrecisionObject: RuntimeObject, @unchecked Sendable {
  let fractionLength: Int
  init(_ n: Int) { fractionLength = n }
  override var typeName: String { "NumberFormatStyleConfiguration.Precision" }
  override var printed: String { ".fractionLength(\(fractionLength))" }
}

/// The namespaces the resolver writes implicit members against: `.number` is
/// `FormatStyle.number`, `.fractionLength(2)` is `Precision.fractionLength(2)`.
final class FormatNamespace: RuntimeObject, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  override var typeName: String { name }
  override var printed: String { name }
}

extension Builtins {
  func registerDateAndFormat() {
    function("Date", "Date()", "The time now on the scene's virtual clock (seconds), as a Date.") { (i: Interpreter, site: CallSite, m: inout Machine) throws(RuntimeError) -> Value in
      guard site.count == 0 else {
        throw RuntimeError("Anim's 'Date()' takes no arguments: it is the scene clock's time", at: site.range, file: m.file)
      }
      return .object(DateObject(i.animator.now))
    }
    add("FormatStyle", .constant(.object(FormatNamespace("FormatStyle"))))
    add("Precision", .constant(.object(FormatNamespace("Precision"))))
    add("Font", .constant(.object(FormatNamespace("Font"))))
  }
}

extension Interpreter {
  /// Members and methods of dates, format styles and precisions (nil when `receiver` is none).
  func callFormatMethod(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value? {
    func count(_ x: ViewArguments.Argument?) throws(RuntimeError) -> Int {
      guard let x else { throw RuntimeError("'\(name)' takes a number of digits", at: a.range, file: m.file) }
      let d = try a.number(x, m)
      guard d.isFinite, d >= 0, d <= 17, d == d.rounded() else {
        throw RuntimeError("a number of digits must be a whole number from 0 to 17, not \(Value.number(d).printed)", at: x.range, file: m.file)
      }
      return Int(d)
    }
    switch (receiver, name) {
    case (.object(let d as DateObject), "timeIntervalSince"):
      guard let other = a.unlabeled(0), case .object(let o as DateObject) = other.value else {
        throw RuntimeError("'timeIntervalSince' takes a Date", at: a.range, file: m.file)
      }
      return .number(d.time - o.time)
    case (.object(let f as FormatNamespace), "fractionLength") where f.name == "Precision":
      return .object(PrecisionObject(try count(a.unlabeled(0))))
    case (.object(is NumberFormatObject), "precision"):
      guard let p = a.unlabeled(0), case .object(let precision as PrecisionObject) = p.value else {
        throw RuntimeError("'precision' takes a precision such as .fractionLength(2)", at: a.range, file: m.file)
      }
      return .object(NumberFormatObject(fractionLength: precision.fractionLength))
    default: return nil
    }
  }

  /// A member of a format namespace (`FormatStyle.number`).
  func formatMember(_ base: Value, _ name: String) -> Value? {
    if case .object(let f as FormatNamespace) = base, f.name == "FormatStyle", name == "number" {
      return .object(NumberFormatObject(fractionLength: nil))
    }
    // `Font.title`: a name only (the `font` modifier is not drawn yet).
    if case .object(let f as FormatNamespace) = base, f.name == "Font" { return .object(FormatNamespace("Font.\(name)")) }
    return nil
  }
}

extension BuiltinTable {
  /// `x.formatted()` and `x.formatted(.number.precision(.fractionLength(n)))`.
  func registerNumberFormat() {
    method(
      .number, "formatted", overloads: [[], [.init("_")]],
      "The number as text: `.number` style (grouped thousands), `.precision(.fractionLength(n))` digits after the point."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let x) = v else { return .none }
      guard b.overload == 1 else { return .string(NumberFormatObject(fractionLength: nil).format(x)) }
      guard case .object(let style as NumberFormatObject) = b.values.first ?? .none else {
        throw RuntimeError(
          "'formatted' takes a number format style such as .number.precision(.fractionLength(2))",
          at: site.range(of: 0), file: m.file)
      }
      return .string(style.format(x))
    }
  }
}
