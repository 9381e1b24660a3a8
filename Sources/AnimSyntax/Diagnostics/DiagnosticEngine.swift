// Collects diagnostics from every phase of one run (lexing, parsing, resolving, running) so that
// `anim check` can report all of them, in source order, and the CLI can pick an exit code.

/// A collector of ``Diagnostic``s.
///
/// Phases append to the same engine; ``sorted`` gives them in source order for printing.
public final class DiagnosticEngine {
  /// Everything reported so far, in the order it was reported.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty engine.
  public init() {}

  /// Appends a diagnostic.
  public func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Appends several diagnostics.
  public func report(contentsOf list: [Diagnostic]) {
    diagnostics.append(contentsOf: list)
  }

  /// Reports an error.
  /// - Parameters:
  ///   - message: The message in user words.
  ///   - range: The offending source text.
  ///   - file: The file `range` points into.
  ///   - id: The kind of diagnostic.
  ///   - notes: Attached notes.
  ///   - fixIts: Suggested edits.
  public func error(
    _ message: String, at range: SourceRange, in file: SourceFile, id: DiagnosticID = .generic,
    notes: [Diagnostic] = [], fixIts: [Diagnostic.FixIt] = []
  ) {
    report(
      Diagnostic(.error, message, file: file, range: range, id: id, notes: notes, fixIts: fixIts))
  }

  /// Reports a warning.
  public func warning(
    _ message: String, at range: SourceRange, in file: SourceFile, id: DiagnosticID = .generic
  ) {
    report(Diagnostic(.warning, message, file: file, range: range, id: id))
  }

  /// Whether any error (not warning) was reported.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The number of errors reported.
  public var errorCount: Int { diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }

  /// The diagnostics ordered by file name, then position (stable for equal positions).
  public var sorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      if a.element.file.name != b.element.file.name {
        return a.element.file.name < b.element.file.name
      }
      if a.element.range.start != b.element.range.start {
        return a.element.range.start < b.element.range.start
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Forgets every diagnostic (the REPL does this between inputs).
  public func removeAll() { diagnostics.removeAll() }
}
