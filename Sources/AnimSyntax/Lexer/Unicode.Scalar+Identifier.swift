// Which non-ASCII characters may be part of a name. Swift accepts far more than Unicode's
// identifier properties (XID_Start, XID_Continue): it takes C's N1518 ranges, which include
// emoji (`let 🐶 = 1`), symbols such as `ℵ` and `①`, and emoji sequences joined by U+200D. Anim
// accepts what either accepts, so that names copied from Swift code work, with one deliberate
// exception: invisible characters that Swift also allows (U+200B zero width space, the
// bidirectional overrides U+202A–U+202E and U+2060–U+206F) stay errors, because a name that
// looks like another, or a line that reads in another order than it runs, is a trap, not a name.
//
// Sources for the ranges: The Swift Programming Language, "Lexical Structure" (identifier-head,
// identifier-character), and the same table in swift-syntax's lexer.

extension Unicode.Scalar {
  /// Whether a name may start with this (non-ASCII) scalar.
  var isAnimIdentifierHead: Bool {
    if properties.isXIDStart { return true }
    guard isSwiftIdentifierCharacter else { return false }
    // Combining marks may continue a name but not start one (N1518 Annex X.2).
    switch value {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
    case 0x200D: return false  // a joiner joins two characters
    default: return true
    }
  }

  /// Whether this (non-ASCII) scalar may continue a name.
  var isAnimIdentifierContinuation: Bool {
    properties.isXIDContinue || isSwiftIdentifierCharacter
  }

  /// Swift's identifier-character ranges (N1518 Annex X.1), less the invisible characters.
  private var isSwiftIdentifierCharacter: Bool {
    let c = value
    switch c {
    case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
      0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF:
      return true
    case 0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF: return true
    case 0x200D: return true  // zero width joiner, inside emoji sequences (👨‍👩‍👧)
    case 0x203F...0x2040, 0x2054: return true
    case 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF:
      return true
    case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
    // Up to U+FFF8: U+FFF9…U+FFFB are invisible annotation marks, and U+FFFD stands for bytes
    // that were not UTF-8, which must stay an error.
    case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8: return true
    case 0x10000...0xEFFFD:
      // Every plane from 1 to 14, less the two last code points of each (noncharacters).
      return c & 0xFFFF <= 0xFFFD
    default: return false
    }
  }
}
