// What the process's terminal looks like: its size, and whether colour is welcome.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal behind a file descriptor, for fitting charts and choosing colour.
public enum Terminal {
  /// The size used when nothing better is known: 80 columns, 20 chart rows.
  public static let fallbackSize = (columns: 80, rows: 20)

  /// The width of the terminal in columns.
  ///
  /// Asks the terminal (`TIOCGWINSZ`) first, then the `COLUMNS` environment variable, then falls
  /// back to 80.
  /// - Parameter fileDescriptor: The descriptor to ask (standard output by default).
  /// - Returns: A width of at least 20 columns.
  public static func columns(fileDescriptor: Int32 = 1) -> Int {
    var size = winsize()
    if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return max(20, Int(size.ws_col))
    }
    if let text = environment("COLUMNS"), let value = Int(text), value > 0 {
      return max(20, value)
    }
    return fallbackSize.columns
  }

  /// Whether the terminal can be expected to show Unicode chart characters (braille, blocks):
  /// not on the Linux console (`TERM=linux`, no braille glyphs), nor when the locale
  /// (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is set to one that is not UTF-8, such as `C` or
  /// `POSIX`. With no locale set at all, Unicode is assumed (as most terminals today are UTF-8).
  /// Charts fall back to ASCII when this is false.
  public static func supportsUnicode() -> Bool {
    if environment("TERM") == "linux" { return false }
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment(name), !value.isEmpty else { continue }
      return namesUTF8(value)
    }
    return true
  }

  /// Whether a locale name such as `en_US.UTF-8` or `C.utf8` names UTF-8 (`utf-8` or `utf8`, ASCII
  /// letters in any case). Compared byte by byte: `String.contains(String)` builds a searcher
  /// with a Dictionary, about 380,000 instructions at every launch (callgrind).
  static func namesUTF8(_ locale: String) -> Bool {
    let bytes = locale.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    return contains(bytes, Array("utf-8".utf8)) || contains(bytes, Array("utf8".utf8))
  }

  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {  // trap-ok: start + count <= bytes.count
      return true
    }
    return false
  }

  /// The chart style for this terminal: braille, or ASCII where Unicode is not expected.
  public static func defaultChartStyle() -> ChartStyle {
    supportsUnicode() ? .braille : .ascii
  }

  /// Whether `fileDescriptor` is a terminal.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// Whether output to `fileDescriptor` may be coloured: only on a terminal, and never when
  /// `NO_COLOR` is set to a non-empty value (https://no-color.org).
  public static func allowsColor(_ fileDescriptor: Int32) -> Bool {
    if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
    if environment("TERM") == "dumb" { return false }
    return isTerminal(fileDescriptor)
  }

  /// The value of the environment variable `name`, if set.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
