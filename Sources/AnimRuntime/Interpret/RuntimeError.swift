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
  /// Anim functions active when the error happened, innermost first: name and call-site range.
  public var trace: [(name: String, file: SourceFile?, range: SourceRange)] = []

  /// Creates an error.
  public init(_ message: String, at range: SourceRange, file: SourceFile? = nil) {
    self.message = message
    self.range = range
    self.file = file
  }

  /// The error as a diagnostic with one note per trace entry ("in 'f' called here").
  public func diagnostic(defaultFile: SourceFile) -> Diagnostic {
    let f = file ?? defaultFile
    let notes = trace.prefix(8).map { entry in
      Diagnostic(
        .note, "in '\(entry.name)', called here", file: entry.file ?? f, range: entry.range,
        id: "call-trace")
    }
    return Diagnostic(.error, message, file: f, range: range, id: "runtime-error", notes: notes)
  }
}

extension RuntimeError {
  static func type(_ message: String, at range: SourceRange) -> RuntimeError {
    RuntimeError(message, at: range)
  }
}
