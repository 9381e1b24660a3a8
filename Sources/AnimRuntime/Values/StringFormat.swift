// `String(format:_:)`: the printf conversions Swift's Foundation takes, applied to the
// language's values. Anim numbers are Doubles, so `%d`, `%x` and `%o` take whole numbers (a
// fraction is an error rather than C's garbage); `%@` and `%s` take any value as it prints.
import Foundation

/// A `String(format:)` that failed: what is wrong with the format or its arguments.
struct FormatError: Error {
  let message: String
}

enum StringFormat {
  /// printf's conversions, by what they take: whole numbers, numbers, any value as text.
  static let integerConversions: Set<Unicode.Scalar> = ["d", "i", "u", "x", "X", "o"]
  static let floatingConversions: Set<Unicode.Scalar> = ["f", "F", "e", "E", "g", "G", "a", "A"]
  static let textConversions: Set<Unicode.Scalar> = ["@", "s"]
  /// The format with its conversions replaced by `arguments`, in order.
  static func format(_ format: String, _ arguments: [Value]) -> Result<String, FormatError> {
    var out = ""
    var next = 0
    var chars = Array(format.unicodeScalars)[...]
    while let c = chars.popFirst() {
      guard c == "%" else {
        out.unicodeScalars.append(c)
        continue
      }
      var spec = "%"
      // Flags, width, precision and C's length modifiers (`%ld` from Swift code): the length
      // is dropped, every number is a Double or an Int64 here.
      while let f = chars.first, "-+ #0".unicodeScalars.contains(f) {
        spec.unicodeScalars.append(f)
        chars.removeFirst()
      }
      while let f = chars.first, ("0"..."9").contains(f) {
        spec.unicodeScalars.append(f)
        chars.removeFirst()
      }
      if chars.first == "." {
        spec += "."
        chars.removeFirst()
        while let f = chars.first, ("0"..."9").contains(f) {
          spec.unicodeScalars.append(f)
          chars.removeFirst()
        }
      }
      while let f = chars.first, "hlLzjt".unicodeScalars.contains(f) { chars.removeFirst() }
      guard let conversion = chars.popFirst() else {
        return .failure(FormatError(message: "the format ends inside a conversion ('\(spec)')"))
      }
      if conversion == "%" {
        out += "%"
        continue
      }
      guard next < arguments.count else {
        return .failure(
          FormatError(
            message: "the format has more conversions than the \(arguments.count) argument\(arguments.count == 1 ? "" : "s") given"))
      }
      let value = arguments[next].unwrapped  // trap-ok: checked
      next += 1
      switch conversion {
      case _ where Self.integerConversions.contains(conversion):
        guard case .number(let d) = value else {
          return .failure(FormatError(message: "'\(spec)\(conversion)' needs a number, not \(value.typeNameWithArticle)"))
        }
        guard let k = Int64(exactly: d) else {
          return .failure(
            FormatError(
              message: "'\(spec)\(conversion)' needs a whole number, not \(Value.format(d)); use Int(x) or '%f'"))
        }
        out += String(format: spec + "ll" + String(conversion), k)
      case _ where Self.floatingConversions.contains(conversion):
        guard case .number(let d) = value else {
          return .failure(FormatError(message: "'\(spec)\(conversion)' needs a number, not \(value.typeNameWithArticle)"))
        }
        out += String(format: spec + String(conversion), d)
      case _ where Self.textConversions.contains(conversion):
        out += pad(value.printed, spec)
      default:
        return .failure(FormatError(message: "unknown conversion '\(spec)\(conversion)' in the format"))
      }
    }
    if next < arguments.count {
      return .failure(
        FormatError(
          message: "the format uses \(next) argument\(next == 1 ? "" : "s") but \(arguments.count) were given"))
    }
    return .success(out)
  }

  /// A string conversion's width (`%10@`, `%-10s`): padded with spaces, on the left unless `-`.
  private static func pad(_ s: String, _ spec: String) -> String {
    let digits = spec.drop { !("1"..."9").contains($0) }.prefix { $0.isNumber }
    guard let width = Int(digits), width > s.count, width < 10_000 else { return s }
    let padding = String(repeating: " ", count: width - s.count)
    return spec.contains("-") ? s + padding : padding + s
  }
}
