import Foundation

/// A CSS easing function (CSS Easing Functions Level 2, https://drafts.csswg.org/css-easing/):
/// a keyword, `cubic-bezier()` or `linear()`, with the spec's own rules for turning it into
/// output progress. The exporter's tests and its measured error use ``value(at:)``, not Anim's
/// curves, so an export is checked the way a browser would run it.
public enum CSSEasing: Equatable, Sendable {
  /// `cubic-bezier(x1, y1, x2, y2)`; printed as a keyword (`ease-in-out`) when it is one.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `linear(…)`: the spec's points, each an output and an input (both after parsing).
  case linear([LinearEasingPoint])

  /// The keywords and their control points (spec §2.2 and §3.1).
  static let keywords: [(name: String, points: (Double, Double, Double, Double))] = [
    ("linear", (0, 0, 1, 1)), ("ease", (0.25, 0.1, 0.25, 1)), ("ease-in", (0.42, 0, 1, 1)),
    ("ease-out", (0, 0, 0.58, 1)), ("ease-in-out", (0.42, 0, 0.58, 1)),
  ]

  /// The easing as CSS text, e.g. `ease-in-out`, `cubic-bezier(0.2, 0, 0, 1)` or
  /// `linear(0, 0.5 30%, 1)`, with numbers to `decimals` places (`linear()` percentages to
  /// `inputDecimals` places, by default `decimals − 2`: the same resolution).
  public func css(decimals: Int = 4, inputDecimals: Int? = nil) -> String {
    switch self {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if let keyword = Self.keywords.first(where: { $0.points == (x1, y1, x2, y2) }) {
        return keyword.name
      }
      let numbers = [x1, y1, x2, y2].map { CSSNumber.format($0, decimals: max(decimals, 6)) }
      return "cubic-bezier(\(numbers.joined(separator: ", ")))"
    case .linear(let points):
      var parts: [String] = []
      for (i, point) in points.enumerated() {
        let output = CSSNumber.format(point.output, decimals: decimals)
        // The first stop's input defaults to 0 and the last's to 100 %: leave them out.
        if (i == 0 && point.input == 0) || (i == points.count - 1 && point.input == 1) {
          parts.append(output)
        } else {
          let percent = CSSNumber.format(
            point.input * 100, decimals: max(inputDecimals ?? (decimals - 2), 0))
          parts.append("\(output) \(percent)%")
        }
      }
      return "linear(\(parts.joined(separator: ", ")))"
    }
  }

  /// Output progress for input progress `x`, by the spec's algorithms: for `cubic-bezier()`
  /// the curve solved for x (and continued along its end tangents outside [0, 1]); for
  /// `linear()` "calculate linear easing output progress" (the last point with input ≤ x and
  /// the next, extrapolating past the ends).
  public func value(at x: Double) -> Double {
    switch self {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2).value(at: x)
    case .linear(let points):
      guard points.count >= 2 else { return x }
      var a = 0
      for (i, point) in points.enumerated() where point.input <= x { a = i }
      if a == points.count - 1 { a -= 1 }
      let pa = points[a]  // trap-ok: 0 ≤ a ≤ count − 2
      let pb = points[a + 1]  // trap-ok: a + 1 ≤ count − 1
      if pa.input == pb.input { return pb.output }
      return pa.output + (x - pa.input) / (pb.input - pa.input) * (pb.output - pa.output)
    }
  }

  /// Parses a CSS easing: a keyword, `cubic-bezier(…)` or `linear(…)` (numbers and
  /// percentages as the spec's grammar allows); nil when the text is none of those or invalid
  /// (a `cubic-bezier` x outside [0, 1], fewer than two `linear` stops).
  public static func parse(_ text: String) -> CSSEasing? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let keyword = keywords.first(where: { $0.name == trimmed }) {
      let (x1, y1, x2, y2) = keyword.points
      return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let name = trimmed[..<open]
    let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    let arguments = body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    switch name {
    case "cubic-bezier":
      let numbers = arguments.compactMap { Double($0) }
      guard numbers.count == 4, arguments.count == 4 else { return nil }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }  // trap-ok: count 4
      return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])  // trap-ok: count 4
    case "linear":
      var stops: [LinearEasingStop] = []
      for argument in arguments {
        let words = argument.split(separator: " ")
        guard let first = words.first, let output = Double(first), words.count <= 3 else {
          return nil
        }
        var lengths: [Double] = []
        for word in words.dropFirst() {
          guard word.hasSuffix("%"), let p = Double(word.dropLast()) else { return nil }
          lengths.append(p / 100)
        }
        stops.append(LinearEasingStop(output: output, lengths: lengths))
      }
      return linear(stops: stops)
    default:
      return nil
    }
  }

  /// "Create a linear easing function" (spec §2.1.1): each stop becomes a point (two when it has
  /// two lengths); inputs never decrease; the first stop defaults to 0 and the last to 1; runs
  /// of stops without an input are spread evenly between their neighbours. Nil with fewer than
  /// two stops.
  public static func linear(stops: [LinearEasingStop]) -> CSSEasing? {
    guard stops.count >= 2 else { return nil }
    var points: [(output: Double, input: Double?)] = []
    var largest = -Double.infinity
    for (i, stop) in stops.enumerated() {
      if let first = stop.lengths.first {
        let input = max(first, largest)
        largest = input
        points.append((stop.output, input))
        if stop.lengths.count > 1 {
          let second = max(stop.lengths[1], largest)  // trap-ok: count > 1
          largest = second
          points.append((stop.output, second))
        }
      } else if i == 0 {
        largest = max(0, largest)
        points.append((stop.output, 0))
      } else if i == stops.count - 1 {
        let input = max(1, largest)
        largest = input
        points.append((stop.output, input))
      } else {
        points.append((stop.output, nil))
      }
    }
    // Fill runs of missing inputs linearly between the known neighbours.
    var result: [LinearEasingPoint] = []
    var i = 0
    while i < points.count {
      if let input = points[i].input {  // trap-ok: i < count
        result.append(LinearEasingPoint(output: points[i].output, input: input))  // trap-ok: i < count
        i += 1
        continue
      }
      var j = i
      while j < points.count, points[j].input == nil { j += 1 }  // trap-ok: j < count
      let before = result.last?.input ?? 0
      let after = j < points.count ? (points[j].input ?? 1) : 1  // trap-ok: j < count
      let run = j - i + 1
      for k in i..<j {
        let input = before + (after - before) * Double(k - i + 1) / Double(run)
        result.append(LinearEasingPoint(output: points[k].output, input: input))  // trap-ok: k < j ≤ count
      }
      i = j
    }
    return .linear(result)
  }
}

/// One stop of `linear()` as written: an output and zero, one or two input lengths (fractions).
public struct LinearEasingStop: Equatable, Sendable {
  /// The output progress.
  public var output: Double
  /// The input lengths as fractions (50 % is 0.5), at most two.
  public var lengths: [Double]

  /// Creates a stop.
  public init(output: Double, lengths: [Double] = []) {
    self.output = output
    self.lengths = lengths
  }
}

/// One point of a parsed `linear()`: input and output progress.
public struct LinearEasingPoint: Equatable, Sendable {
  /// The output progress.
  public var output: Double
  /// The input progress.
  public var input: Double

  /// Creates a point.
  public init(output: Double, input: Double) {
    self.output = output
    self.input = input
  }
}

/// Numbers as CSS prints them: at most `decimals` places, no trailing zeros, no `-0`.
enum CSSNumber {
  static func format(_ x: Double, decimals: Int) -> String {
    guard x.isFinite else { return "0" }
    // CSS numbers take an exponent (CSS Syntax §4.3.3): huge ones print as 1e+308, not 309 digits.
    if abs(x) >= 1e15 { return String(x) }
    var text = String(format: "%.\(decimals)f", x)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
