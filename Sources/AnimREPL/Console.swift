// Where the REPL writes: standard output for values and charts, standard error for diagnostics.
import CReadline

/// The REPL's output streams.
public protocol REPLConsole: AnyObject {
  /// Writes `text` to standard output as is (add the newline yourself).
  func write(_ text: String)
  /// Writes `text` to standard error as is.
  func writeError(_ text: String)
}

/// The process's real standard output and error, flushed after every write so that output and
/// diagnostics interleave in the order they happened.
public final class StandardConsole: REPLConsole {
  /// Creates the console.
  public init() {}

  public func write(_ text: String) {
    anim_write_stdout(text)
  }

  public func writeError(_ text: String) {
    anim_write_stderr(text)
  }
}

/// A console that keeps everything written, for tests.
public final class CapturingConsole: REPLConsole {
  /// Everything written to standard output.
  public private(set) var output = ""
  /// Everything written to standard error.
  public private(set) var errors = ""

  /// Creates an empty console.
  public init() {}

  public func write(_ text: String) { output += text }
  public func writeError(_ text: String) { errors += text }
}
