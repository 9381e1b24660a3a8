// User text on its way to a terminal: a quoted source line, a name or a string value inside a
// message. Printed raw, an `ESC[2J` in it clears the screen, an OSC sequence retitles the
// window, a binary file sprays control bytes, and a right-to-left override reorders what the
// line appears to say. So every place where `anim` prints text it did not write itself (the
// diagnostic renderer, the CLI's messages, the REPL's echo) passes it through this one function.

extension String {
  /// The text with every control character written as a Swift escape (`\u{1b}`), so that it
  /// cannot move the cursor, change colours, retitle the terminal or reorder the line.
  ///
  /// Escaped: the C0 and C1 control characters and DEL (general category `Cc`), the line and
  /// paragraph separators U+2028 and U+2029, and the bidirectional formatting characters
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which make a terminal show a line
  /// in another order than it is written (CVE-2021-42574, "Trojan Source").
  ///
  /// - Parameter allowed: Characters to leave as they are, such as `"\t"` in a quoted source
  ///   line (the caret line repeats the tabs) or `"\n"` in a multi-line value.
  /// - Returns: The escaped text; the string itself when nothing needs escaping.
  public func escapingControlCharacters(except allowed: Set<Unicode.Scalar> = []) -> String {
    guard unicodeScalars.contains(where: { $0.needsTerminalEscape && !allowed.contains($0) })
    else { return self }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      if scalar.needsTerminalEscape && !allowed.contains(scalar) {
        result += scalar.terminalEscape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether ``String/escapingControlCharacters(except:)`` escapes this scalar.
  public var needsTerminalEscape: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (ESC, CSI, OSC, BEL, …)
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
    default: return false
    }
  }

  /// The scalar as Swift writes it in a string literal's escape: `\u{1b}`, lowercase hex.
  public var terminalEscape: String {
    "\\u{" + String(value, radix: 16) + "}"
  }
}
