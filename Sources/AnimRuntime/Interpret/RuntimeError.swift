// Errors that stop a run: the failing expression's range plus a call trace of Anim functions.
import AnimSyntax

/// An error that stops a script: a type mismatch, a bad argument, a limit.
public struct RuntimeError: Error, Sendable {
  /// The message, in user words.
  public var message: String
  /// The failing expression.
  public var range: SourceRange
  /// The file the range points into (filled in by the interpreter when thrown).
  public var file: SourceFile?
  /// Anim functions active when the error happened, innermost first: name, call-site range, and
  /// how many calls in a row came from that same place (recursion folds into one entry).
  public var trace: [(name: String, file: SourceFile?, range: SourceRange, calls: Int)] = []

  /// Creates an error.
  public init(_ message: String, at range: SourceRange, file: SourceFile? = nil) {
    self.message = message
    self.range = range
    self.file = file
  }

  /// Records that the error passed out of a call of `name` made at `range`: a call from the same
  /// place as the last entry recorded (recursion) counts there instead of adding an entry, and
  /// the trace keeps at most 64 places.
  mutating func passedOut(of name: String, file: SourceFile?, at range: SourceRange) {
    if let last = trace.last, last.name == name, last.range == range, last.file === file {
      trace[trace.count - 1].calls += 1
    } else if trace.count < 64 {
      trace.append((name, file, range, 1))
    }
  }

  /// The error as a diagnostic with one note per trace entry, the innermost eight places:
  /// "in 'f', called here", or "in 'f', called here 10000 times in a row" for recursion.
  public func diagnostic(defaultFile: SourceFile) -> Diagnostic {
    let f = file ?? defaultFile
    let notes = trace.prefix(8).map { entry in
      Diagnostic(
        .note,
        entry.calls == 1
          ? "in '\(entry.name)', called here" : "in '\(entry.name)', called here \(entry.calls) times in a row",
        file: entry.file ?? f, range: entry.range, id: "call-trace")
    }
    return Diagnostic(.error, message, file: f, range: range, id: "runtime-error", notes: notes)
  }
}

extension RuntimeError {
  static func type(_ message: String, at range: SourceRange) -> RuntimeError {
    RuntimeError(message, at: range)
  }
}
