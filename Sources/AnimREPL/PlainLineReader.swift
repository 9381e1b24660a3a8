// The REPL's line reader when readline cannot be opened (libreadline8 not installed): the
// terminal's own line editing (erase, kill line), no history recall and no completion, but the
// same prompts, Ctrl-C and Ctrl-D as with readline.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `LineReader` that shows the prompt and reads a line from a file descriptor byte by byte.
///
/// Bytes are read one at a time, not buffered, so that what follows the line stays in the
/// descriptor for `hasWaitingInput()` to see, as readline leaves it.
public final class PlainLineReader: LineReader {
  /// Where lines are read from.
  public let fileDescriptor: Int32
  /// Where the prompt is written.
  private let console: any REPLConsole

  /// Creates a reader.
  /// - Parameters:
  ///   - fileDescriptor: The input (standard input by default).
  ///   - console: Where the prompt is shown.
  public init(fileDescriptor: Int32 = STDIN_FILENO, console: any REPLConsole = StandardConsole()) {
    self.fileDescriptor = fileDescriptor
    self.console = console
  }

  public func readLine(prompt: String) -> LineReadResult {
    console.write(prompt)
    var bytes: [UInt8] = []
    while true {
      var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      // As in LineEditor: Ctrl-C interrupts the wait (EINTR), or is noticed within 0.1 s when
      // the signal went to another thread. The terminal drops the typed line itself.
      let ready = poll(&descriptor, 1, 100)
      if ready < 0 && errno != EINTR { return .endOfInput }
      if Interrupt.isRequested {
        Interrupt.reset()
        console.write("^C\n")
        return .interrupted
      }
      guard ready > 0 else { continue }
      var byte: UInt8 = 0
      let count = read(fileDescriptor, &byte, 1)
      if count < 0 {
        if errno == EINTR { continue }
        return .endOfInput
      }
      if count == 0 {
        // The end of the input (Ctrl-D at an empty line); text read before it without a newline
        // (a pipe's last line) is a line first.
        return bytes.isEmpty ? .endOfInput : .line(String(decoding: bytes, as: UTF8.self))
      }
      if byte == UInt8(ascii: "\n") { return .line(String(decoding: bytes, as: UTF8.self)) }
      bytes.append(byte)
    }
  }

  /// Whether more bytes wait on the input (a paste), within 20 ms as `LineEditor` allows.
  public func hasWaitingInput() -> Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 20) > 0
  }
}
