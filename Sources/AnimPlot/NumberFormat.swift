// Deterministic number formatting without Foundation: tick labels, tables and SVG coordinates
// must read the same on every machine so that transcripts can be golden files.

/// Fixed-point and "shortest sensible" formatting of doubles.
public enum NumberFormat {
  /// Formats `value` with exactly `decimals` digits after the point (`1.5`, 2 → `"1.50"`).
  ///
  /// Non-finite values print as `nan`, `inf`, `-inf`; magnitudes too large for exact fixed-point
  /// formatting fall back to Swift's shortest representation. Negative zero prints as `0`.
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: Digits after the decimal point, clamped to 0...12.
  /// - Returns: The formatted number.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let places = min(max(decimals, 0), 12)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    // Beyond 2^53 integers are no longer exact, and Int64 would overflow near 9.2e18.
    guard abs(scaled) < 9.0e15 else { return "\(value)" }
    let integer = Int64(scaled)
    if integer == 0 { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
    let negative = integer < 0
    var digits = String(integer.magnitude)
    if places > 0 {
      if digits.count <= places {
        digits = String(repeating: "0", count: places - digits.count + 1) + digits
      }
      let split = digits.index(digits.endIndex, offsetBy: -places)
      digits = digits[..<split] + "." + digits[split...]
    }
    return negative ? "-" + digits : digits
  }

  /// Formats `value` with at most `decimals` digits after the point, dropping trailing zeros
  /// (`0.50` → `"0.5"`, `2.00` → `"2"`).
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits kept after the decimal point.
  /// - Returns: The formatted number.
  public static func trimmed(_ value: Double, decimals: Int) -> String {
    let text = fixed(value, decimals: decimals)
    guard text.contains("."), !text.contains("e") else { return text }
    var result = Substring(text)
    while result.last == "0" { result = result.dropLast() }
    if result.last == "." { result = result.dropLast() }
    return result == "-0" ? "0" : String(result)
  }

  /// The number of decimals needed to tell apart multiples of `step` (0.25 → 2, 5 → 0).
  public static func decimals(forStep step: Double) -> Int {
    guard step.isFinite, step > 0 else { return 2 }
    var places = 0
    var scaled = step
    // A step like 0.1 is not exact in binary; allow a small relative error.
    while places < 12, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      places += 1
    }
    return places
  }
}
