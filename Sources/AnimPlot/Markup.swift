// Text and numbers for SVG and HTML documents.

/// Escaping and number formatting shared by the SVG charts, colour strips and the preview page.
enum Markup {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe in element text and
  /// in quoted attribute values. Characters XML 1.0 does not allow in a document at all (C0
  /// controls but tab, newline and carriage return, and U+FFFE, U+FFFF; section 2.2, "Char"),
  /// and the C1 controls and DEL it discourages, are written visibly as Swift escapes
  /// (`\u{1B}`): a character reference to them would leave the SVG ill-formed too.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A coordinate with at most two decimals (SVG needs no more, and files stay small).
  static func number(_ value: Double) -> String {
    NumberFormat.trimmed(value.isFinite ? value : 0, decimals: 2)
  }
}
