// How many terminal columns a character takes, so that the caret under a quoted source line lands
// under the right character after CJK ideographs (two columns), emoji (two) and combining accents
// (none). The rules are wcwidth's (Markus Kuhn's reference implementation, updated the way glibc
// and Python's `wcwidth` are): East Asian Wide and Fullwidth characters and characters with
// Emoji_Presentation take two columns; nonspacing and enclosing marks, format characters and
// Hangul medial vowels and final consonants take none.

extension Unicode.Scalar {
  /// The number of columns a terminal uses for this scalar: 0, 1 or 2.
  ///
  /// Control characters count as 0 (they are escaped before they are shown: see
  /// ``String/escapingControlCharacters(except:)``).
  public var terminalColumns: Int {
    let v = value
    if v < 0x7F { return v < 0x20 ? 0 : 1 }  // ASCII, the common case
    if v <= 0x9F { return 0 }  // DEL and C1 controls
    if v == 0x00AD { return 1 }  // SOFT HYPHEN is shown, though its category is Cf
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(v) || v == 0x200B { return 0 }  // Hangul medials, ZWSP
    if properties.isEmojiPresentation { return 2 }
    return Self.isEastAsianWide(v) ? 2 : 1
  }

  /// East Asian Width W or F (Unicode's EastAsianWidth.txt), in wcwidth's ranges.
  private static func isEastAsianWide(_ v: UInt32) -> Bool {
    guard v >= 0x1100 else { return false }
    return v <= 0x115F  // Hangul Jamo initial consonants
      || v == 0x2329 || v == 0x232A  // angle brackets
      || (0x2E80...0xA4CF).contains(v) && v != 0x303F  // CJK radicals … Yi
      || (0xA960...0xA97F).contains(v)  // Hangul Jamo Extended-A
      || (0xAC00...0xD7A3).contains(v)  // Hangul syllables
      || (0xF900...0xFAFF).contains(v)  // CJK compatibility ideographs
      || (0xFE10...0xFE19).contains(v)  // vertical forms
      || (0xFE30...0xFE6F).contains(v)  // CJK compatibility forms
      || (0xFF00...0xFF60).contains(v)  // fullwidth forms
      || (0xFFE0...0xFFE6).contains(v)  // fullwidth signs
      || (0x20000...0x2FFFD).contains(v)  // CJK extension B and beyond
      || (0x30000...0x3FFFD).contains(v)  // CJK extension G and beyond
  }
}
