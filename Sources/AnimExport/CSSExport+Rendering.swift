import Foundation

extension CSSExport {
  /// The comment that heads every export: what the easing is, its measured error and what was
  /// dropped.
  public func summary(of name: String) -> String {
    var kind: String
    if let stopCount { kind = "linear() with \(stopCount) stops" } else { kind = easingText }
    kind += ", max error \(Self.number(maxError)) of the distance"
    kind += " (measured by the CSS spec's rules at \(samplesChecked) samples of Anim's own motion)"
    return ([name + ": " + kind] + notes).joined(separator: "\n   ")
  }

  /// Declarations ready to paste: `transition-*`, or `animation-*` when the export repeats
  /// (which needs `@keyframes` from the start value to the end value), headed by a comment.
  public func css(name: String) -> String {
    var lines = ["/* " + summary(of: name).replacingOccurrences(of: "*/", with: "* /") + " */"]
    let property = needsAnimation ? "animation" : "transition"
    lines.append("\(property)-timing-function: \(easingText);")
    lines.append("\(property)-duration: \(CSSExporter.ms(duration));")
    if delay > 0 { lines.append("\(property)-delay: \(CSSExporter.ms(delay));") }
    if needsAnimation {
      let count = iterations.map { String($0) } ?? "infinite"
      lines.append("animation-iteration-count: \(count);")
      if alternates { lines.append("animation-direction: alternate;") }
      lines.append("/* pair with animation-name: a @keyframes from the start value to the end value */")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Web Animations API description, as JSON: `keyframes` (each with `offset`, `easing` and
  /// `progress`, the fraction of the move to map onto a property) and `options` for
  /// `element.animate(keyframes, options)`, plus the measured error and notes. A `linear()` fit
  /// becomes one keyframe per stop with linear easing between them, which every browser runs.
  /// `iterations` is the JavaScript number `Infinity` for an endless repeat.
  public func webAnimationsJSON() -> String {
    var frames: [String] = []
    switch easing {
    case .linear(let points):
      for point in points {
        frames.append(
          "{\"offset\": \(Self.number(point.input)), \"easing\": \"linear\", \"progress\": \(Self.number(point.output))}")
      }
    case .cubicBezier:
      frames.append("{\"offset\": 0, \"easing\": \"\(easingText)\", \"progress\": 0}")
      frames.append("{\"offset\": 1, \"progress\": 1}")
    }
    let iterationsText = iterations.map { String($0) } ?? "Infinity"
    let options = [
      "\"duration\": \(Self.number(duration * 1000))", "\"delay\": \(Self.number(delay * 1000))",
      "\"iterations\": \(iterationsText)",
      "\"direction\": \"\(alternates ? "alternate" : "normal")\"", "\"fill\": \"both\"",
    ]
    let notesText = notes.map { "\"" + Self.escaped($0) + "\"" }.joined(separator: ", ")
    return """
      {
        "keyframes": [
          \(frames.joined(separator: ",\n    "))
        ],
        "options": {\(options.joined(separator: ", "))},
        "maxError": \(Self.number(maxError)),
        "stops": \(stopCount ?? 2),
        "notes": [\(notesText)]
      }

      """
  }

  /// A number as JSON and comments print it: up to 6 significant decimals, no exponent for
  /// ordinary sizes.
  static func number(_ x: Double) -> String {
    guard x.isFinite else { return "0" }
    if x != 0 && abs(x) < 1e-4 { return String(format: "%.2e", x) }
    return CSSNumber.format(x, decimals: 6)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
