// Errors that stop a run: the failing expression's range plus a call trace of Anim functions.
import AnimSyntax

/// An error that stops a script: a type mismatch, a bad argument, a limit.
///
/// A struct with value semantics whose fields live in one class instance (copied on write): the
/// error is one word, so the interpreter's `throws(RuntimeError)` functions return it in a
/// register. Stored inline it was six words, which every throwing call returned through memory.
public struct RuntimeError: Error, Sendable {
  public typealias TraceEntry = (name: String, file: SourceFile?, range: SourceRange, calls: Int)

  private final class Storage: @unchecked Sendable {
    var message: String
    var range: SourceRange
    var file: SourceFile?
    var trace: [TraceEntry] = []
    init(_ message: String, _ range: SourceRange, _ file: SourceFile?) {
      self.message = message
      self.range = range
      self.file = file
    }
    func copy() -> Storage {
      let s = Storage(message, range, file)
      s.trace = trace
      return s
    }
  }

  private var storage: Storage

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The message, in user words.
  public var message: String {
    get { storage.message }
    set { unique().message = newValue }
  }
  /// The failing expression.
  public var range: SourceRange {
    get { storage.range }
    set { unique().range = newValue }
  }
  /// The file the range points into (filled in by the interpreter when thrown).
  public var file: SourceFile? {
    get { storage.file }
    set { unique().file = newValue }
  }
  /// Anim functions active when the error happened, innermost first: name, call-site range, and
  /// how many calls in a row came from that same place (recursion folds into one entry).
  public var trace: [TraceEntry] {
    get { storage.trace }
    set { unique().trace = newValue }
  }

  /// Creates an error.
  public init(_ message: String, at range: SourceRange, file: SourceFile? = nil) {
    storage = Storage(message, range, file)
  }

  /// Not an error the user sees: an optional chain's `?` met nil, and the chain (which catches
  /// it, within the same expression) gives nil. One shared value, so ending a chain allocates
  /// nothing.
  static let optionalChainEnded = RuntimeError("optional chain ended", at: .empty(at: 0))

  /// Whether this is ``optionalChainEnded``.
  var isOptionalChainEnd: Bool { storage === RuntimeError.optionalChainEnded.storage }

  /// Records that the error passed out of a call of `name` made at `range`: a call from the same
  /// place as the last entry recorded (recursion) counts there instead of adding an entry, and
  /// the trace keeps at most 64 places.
  mutating func passedOut(of name: String, file: SourceFile?, at range: SourceRange) {
    let s = unique()
    if let last = s.trace.last, last.name == name, last.range == range, last.file === file {
      s.trace[s.trace.count - 1].calls += 1  // trap-ok: not empty
    } else if s.trace.count < 64 {
      s.trace.append((name, file, range, 1))
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
