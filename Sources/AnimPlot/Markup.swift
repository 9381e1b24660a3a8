// Text and numbers for SVG and HTML documents.

/// Escaping and number formatting shared by the SVG charts, colour strips and the preview page.
enum Markup {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe in element text and
  /// in quoted attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A coordinate with at most two decimals (SVG needs no more, and files stay small).
  static func number(_ value: Double) -> String {
    NumberFormat.trimmed(value.isFinite ? value : 0, decimals: 2)
  }
}
