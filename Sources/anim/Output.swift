// The command line's own messages: output to stdout, errors to stderr, colour only on a TTY.
import AnimPlot
import AnimSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to standard output and error without buffering surprises.
enum Output {
  /// Receives everything instead of the real streams when set (descriptor 1 or 2, text): lets
  /// tests run commands in-process and read what they printed.
  nonisolated(unsafe) static var capture: ((Int32, String) -> Void)?

  /// Writes `text` to standard output.
  static func write(_ text: String) {
    if let capture { return capture(1, text) }
    writeAll(1, text)
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    if let capture { return capture(2, text) }
    writeAll(2, text)
  }

  /// Reports an error of the tool itself (not of a script) as `anim: error: message`, with
  /// "error:" in bold red when standard error is a terminal and `NO_COLOR` is not set.
  ///
  /// Messages quote paths and expressions the user typed: control characters in them are
  /// escaped, so that they cannot take over the terminal.
  static func error(_ message: String) {
    let label = Terminal.allowsColor(2) ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    writeError("anim: \(label) \(message.escapingControlCharacters())\n")
  }

  /// Reports a problem of the tool that does not stop it, as `anim: warning: message`, with
  /// "warning:" in bold magenta on a terminal (as swiftc colours its warnings).
  static func warning(_ message: String) {
    let label = Terminal.allowsColor(2) ? "\u{1B}[1;35mwarning:\u{1B}[0m" : "warning:"
    writeError("anim: \(label) \(message.escapingControlCharacters())\n")
  }

  /// Ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }  // a closed pipe: nothing more can be said
      offset += written
    }
    bytes.removeAll()
  }
}
