// `String(format:_:)`: the printf conversions Swift's Foundation takes, applied to the
// language's values. Anim numbers are Doubles, so `%d`, `%x` and `%o` take whole numbers (a
// fraction is an error rather than C's garbage); `%@` and `%s` take any value as it prints.
import Foundation

/// A `String(format:)` that failed: what is wrong with the format or its arguments.
struct FormatError: Error {
  let message: String
  /// Which argument is at fault: 0 for the format itself, k for the k-th value after it; nil
  /// when the call as a whole is (a count mismatch).
  var argument: Int? = nil
}

enum StringFormat {
  /// printf's conversions, by what they take: whole numbers, numbers, any value as text.
  static let integerConversions: Set<Unicode.Scalar> = ["d", "i", "u", "x", "X", "o"]
  static let floatingConversions: Set<Unicode.Scalar> = ["f", "F", "e", "E", "g", "G", "a", "A"]
  static let textConversions: Set<Unicode.Scalar> = ["@", "s"]
  /// The largest width or precision a conversion may ask for. Foundation passes them to the
  /// C formatter unchecked: `%2147483647d` ends the process with a segmentation fault in
  /// `__CFStringAppendFormatCore`, `%99999999999d` with "Overflow occurred" and SIGILL, and
  /// `%999999999d` writes a gigabyte of spaces. Ten thousand columns is far beyond any table a
  /// script prints and keeps every result small.
  static let maxWidth = 10_000
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
      // The number is read with saturation, so that no run of digits overflows.
      func number() -> Int {
        var n = 0
        while let f = chars.first, ("0"..."9").contains(f) {
          spec.unicodeScalars.append(f)
          chars.removeFirst()
          n = min(n * 10 + Int(f.value - 48), Int(Int32.max) + 1)
        }
        return n
      }
      let width = number()
      var precision = 0
      if chars.first == "." {
        spec += "."
        chars.removeFirst()
        precision = number()
      }
      while let f = chars.first, "hlLzjt".unicodeScalars.contains(f) { chars.removeFirst() }
      guard let conversion = chars.popFirst() else {
        return .failure(FormatError(message: "the format ends inside a conversion ('\(spec)')", argument: 0))
      }
      if width > maxWidth || precision > maxWidth {
        let what = width > maxWidth ? "width" : "precision"
        let shown = String(spec.prefix(40)) + (spec.count > 40 ? "…" : "") + String(conversion)
        return .failure(
          FormatError(
            message: "the \(what) in '\(shown)' is more than String(format:) allows (\(maxWidth) characters)",
            argument: 0))
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
      let at = next
      switch conversion {
      case _ where Self.integerConversions.contains(conversion):
        guard case .number(let d) = value else {
          return .failure(
            FormatError(
              message: "'\(spec)\(conversion)' needs a number, not \(value.typeNameWithArticle)", argument: at))
        }
        guard let k = Int64(exactly: d) else {
          return .failure(
            FormatError(
              message: "'\(spec)\(conversion)' needs a whole number, not \(Value.format(d)); use Int(x) or '%f'",
              argument: at))
        }
        out += String(format: spec + "ll" + String(conversion), k)
      case _ where Self.floatingConversions.contains(conversion):
        guard case .number(let d) = value else {
          return .failure(
            FormatError(
              message: "'\(spec)\(conversion)' needs a number, not \(value.typeNameWithArticle)", argument: at))
        }
        out += String(format: spec + String(conversion), d)
      case _ where Self.textConversions.contains(conversion):
        out += pad(value.printed, width: width, left: spec.contains("-"))
      default:
        return .failure(FormatError(message: "unknown conversion '\(spec)\(conversion)' in the format", argument: 0))
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
  private static func pad(_ s: String, width: Int, left: Bool) -> String {
    guard width > s.count else { return s }
    let padding = String(repeating: " ", count: width - s.count)
    return left ? s + padding : padding + s
  }
}
