// What went wrong, where, and how to fix it: the one currency for every user-facing error
// (lexer, parser, resolver, runtime, failed checks) so that all of them render the same way.

/// A user-facing message attached to a source range, in the style of the Swift compiler.
///
/// Render with ``DiagnosticRenderer``. Messages are written in the user's words: they name what was
/// expected and what was found (`expected ')' to close '(' opened at 3:9`), never internal token
/// names.
public struct Diagnostic: Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Comparable {
    /// A mistake: the program cannot run as written.
    case error
    /// Something suspicious that does not stop the program.
    case warning
    /// Extra information attached to another diagnostic.
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A suggested edit: replace `range` with `replacement`.
  public struct FixIt: Hashable, Sendable {
    /// The bytes to replace (empty to insert).
    public var range: SourceRange
    /// The replacement text.
    public var replacement: String

    /// Creates a fix-it.
    public init(range: SourceRange, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  /// How serious this is.
  public var severity: Severity
  /// The message, in user words, without a trailing period.
  public var message: String
  /// The file the range points into.
  public var file: SourceFile
  /// The offending source text (may be empty, e.g. "expected '}'" at end of file).
  public var range: SourceRange
  /// A stable identifier of the kind of diagnostic (for tests and tooling), e.g.
  /// `expected-syntax`.
  public var id: DiagnosticID
  /// Attached notes (each a diagnostic of severity `.note`), e.g. "'(' opened here".
  public var notes: [Diagnostic]
  /// Suggested edits, e.g. replacing `easeInOt` with `easeInOut`.
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - severity: Error, warning or note.
  ///   - message: The message in user words.
  ///   - file: The file `range` points into.
  ///   - range: The offending text.
  ///   - id: The kind of diagnostic.
  ///   - notes: Attached notes.
  ///   - fixIts: Suggested edits.
  public init(
    _ severity: Severity, _ message: String, file: SourceFile, range: SourceRange,
    id: DiagnosticID = .generic, notes: [Diagnostic] = [], fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.range = range
    self.id = id
    self.notes = notes
    self.fixIts = fixIts
  }

  /// The 1-based line and column of the start of the range.
  public var location: SourceLocation { file.location(of: range.start) }

  /// `file:line:col: severity: message`, the first line of the rendered form.
  public var description: String {
    "\(file.name):\(location): \(severity.rawValue): \(message)"
  }
}

/// A stable name for a kind of diagnostic, like swift-syntax's `MessageID`.
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral
{
  /// The identifier text, kebab-case (`expected-expression`).
  public var rawValue: String

  /// Creates an identifier.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  /// For diagnostics that have no more specific kind.
  public static let generic: DiagnosticID = "generic"
}
