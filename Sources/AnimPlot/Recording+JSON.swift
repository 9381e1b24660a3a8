// A recording as JSON that is safe to embed in an HTML <script> element.

extension Recording {
  /// The recording as one JSON object (the format the preview page reads):
  ///
  /// ```json
  /// {"title": "…", "times": [0, 0.0166…],
  ///  "tracks": [{"name": "x", "kind": "pair", "components": ["x", "y"], "first": 0,
  ///              "values": [[0, 0], [1.5, 2]],
  ///              "spellings": [{"time": 0, "value": [1, 0.04, 0.03, 1], "text": ".red"}],
  ///              "colors": []}],
  ///  "events": [{"kind": "started", "time": 0, "track": 0}, {"kind": "phase", "time": 0,
  ///              "track": 1, "phase": 1}],
  ///  "output": [{"time": 0, "text": "hello"}], "error": {"time": 1, "message": "…"} | null,
  ///  "truncation": null, "colorNames": {"#FF3B30": ".red"},
  ///  "views": [{"name": "host", "width": 400, "height": 300,
  ///             "pieces": ["<svg …>", "<rect …/>", "<path …/>", "<path …/></svg>"],
  ///             "drawings": [[0, 1, 2], [0, 1, 3]], "times": [0, 0.0166…], "frames": [0, 1],
  ///             "end": 5.1}]}
  /// ```
  ///
  /// Numbers are written at full precision (Swift's shortest round-trip form); NaN and
  /// infinities, which JSON lacks, as `null`. In strings, `<`, `>`, `&`, U+2028 and U+2029 are
  /// escaped as `\uXXXX`, so the text can sit inside `<script>` without ending it; the pieces of a
  /// view host's drawings (a drawing is its pieces' text in order), mostly markup, escape only what could end or disturb the `<script>`
  /// (``JSON/markup(_:)``), so that a page of many frames is not a third larger.
  public var json: String {
    var out = "{\"title\":" + JSON.string(title)
    out += ",\"times\":" + JSON.numbers(times)
    out += ",\"tracks\":["
    for (i, track) in tracks.enumerated() {
      if i > 0 { out += "," }
      out += "{\"name\":" + JSON.string(track.name)
      out += ",\"kind\":" + JSON.string(track.shape.kind.rawValue)
      out += ",\"components\":[" + track.shape.componentNames.map(JSON.string).joined(separator: ",")
      out += "],\"first\":\(track.firstSnapshot),\"values\":["
      out += track.values.map(JSON.numbers).joined(separator: ",")
      out += "],\"spellings\":["
      out += track.spellings.map {
        "{\"time\":" + JSON.number($0.time) + ",\"value\":" + JSON.numbers($0.components)
          + ",\"text\":" + JSON.string($0.text) + "}"
      }.joined(separator: ",")
      out += "],\"colors\":" + JSON.numbers(track.shape.colorStarts.map(Double.init)) + "}"
    }
    out += "],\"events\":["
    out += events.map { e in
      "{\"kind\":\(JSON.string(e.kind)),\"time\":\(JSON.number(e.time)),\"track\":\(e.track.map(String.init) ?? "null")"
        + (e.phase.map { ",\"phase\":\($0)" } ?? "") + "}"
    }.joined(separator: ",")
    out += "],\"output\":["
    out += output.map { "{\"time\":\(JSON.number($0.time)),\"text\":\(JSON.string($0.text))}" }
      .joined(separator: ",")
    out += "],\"error\":"
    out += error.map { "{\"time\":\(JSON.number($0.time)),\"message\":\(JSON.string($0.message))}" }
      ?? "null"
    out += ",\"truncation\":" + (truncation.map(JSON.string) ?? "null")
    out += ",\"colorNames\":{"
    out += colorNames.sorted { $0.key < $1.key }.map { JSON.string($0.key) + ":" + JSON.string($0.value) }
      .joined(separator: ",")
    out += "},\"views\":["
    out += views.map { host in
      "{\"name\":" + JSON.string(host.name) + ",\"width\":" + JSON.number(host.width)
        + ",\"height\":" + JSON.number(host.height)
        + ",\"pieces\":[" + host.pieces.map(JSON.markup).joined(separator: ",")
        + "],\"drawings\":[" + host.drawingPieces.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
        .joined(separator: ",")
        + "],\"times\":" + JSON.numbers(host.times) + ",\"frames\":["
        + host.frames.map(String.init).joined(separator: ",") + "],\"end\":" + JSON.number(host.end) + "}"
    }.joined(separator: ",")
    return out + "]}"
  }
}

/// JSON text for numbers and strings, safe inside HTML.
enum JSON {
  static func number(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    // Integers without ".0" (shorter pages); everything else in Swift's round-trip form.
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }

  static func numbers(_ ds: [Double]) -> String {
    "[" + ds.map(number).joined(separator: ",") + "]"
  }

  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += hexEscape(scalar.value)
      default:
        if scalar.value < 0x20 { out += hexEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  /// A JSON string of markup (an SVG drawing) that can sit inside `<script>`: as
  /// ``string(_:)``, but only where HTML's script parsing looks: `</` (`</script>` would end
  /// the element) and `<!` (`<!--` changes how it ends); other `<`, `>` and `&` stay as they
  /// are, so that a drawing's many tags stay short.
  static func markup(_ s: String) -> String {
    var out = "\""
    var previousIsLess = false
    for scalar in s.unicodeScalars {
      if previousIsLess {
        // The `<` waits for the next scalar to know whether it must be escaped: `</` is written
        // `<\/` (JSON's escaped solidus, the same string), `<!` as `\u003c!`.
        out += scalar == "/" ? "<\\" : scalar == "!" ? hexEscape(0x3C) : "<"
        previousIsLess = false
      }
      switch scalar {
      case "<": previousIsLess = true
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}", "\u{2029}": out += hexEscape(scalar.value)
      default:
        if scalar.value < 0x20 { out += hexEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    if previousIsLess { out += "<" }
    return out + "\""
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
