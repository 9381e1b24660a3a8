// The terminal's height, for fitting what `anim play` draws in place (it moves the cursor up
// over the last frame, which it cannot do over lines that scrolled away).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Terminal {
  /// The height of the terminal in lines: asks the terminal (`TIOCGWINSZ`), then the `LINES`
  /// environment variable, then gives 24.
  /// - Parameter fileDescriptor: The descriptor to ask (standard output by default).
  /// - Returns: A height of at least 8 lines.
  public static func rows(fileDescriptor: Int32 = 1) -> Int {
    var size = winsize()
    if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
      return max(8, Int(size.ws_row))
    }
    if let text = environment("LINES"), let value = Int(text), value > 0 {
      return max(8, value)
    }
    return 24
  }
}
