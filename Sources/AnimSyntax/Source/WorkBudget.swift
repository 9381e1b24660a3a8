// A run's limits as the front end sees them. Lexing, parsing, resolving, checking and lowering
// a large file take time and memory before any statement runs (a million keyframes written out
// is a 40 MB file), so `--timeout`, `--memory-limit` and Ctrl-C must hold there too, not only
// in the interpreter's loop. The front end knows nothing of clocks or memory: whoever runs it
// says what to ask (`poll`), and each phase counts its units of work (tokens, statements,
// expressions) with `step()`, which asks only every 1,024th time, so the cost is a counter.

/// The limits a run's front end polls while it works.
public final class WorkBudget {
  private let poll: () -> String?
  private var count = 0
  /// Why the work had to stop (`"timed out: …"`), once it has.
  public private(set) var exceeded: String?

  /// - Parameter poll: Asked now and then; returns the message to stop with, or nil to go on.
  public init(poll: @escaping () -> String?) {
    self.poll = poll
  }

  /// Counts one unit of work; returns false once the budget is spent (and from then on).
  @inline(__always)
  public func step() -> Bool {
    if exceeded != nil { return false }
    count &+= 1
    if count & 1023 != 0 { return true }
    exceeded = poll()
    return exceeded == nil
  }

  /// The error at `range` that stops the work, the first time it is asked for: one per run,
  /// from whichever phase noticed (the later phases stop without a word).
  public func diagnostic(in file: SourceFile, at range: SourceRange) -> Diagnostic? {
    guard let exceeded, !reported else { return nil }
    reported = true
    return Diagnostic(.error, exceeded, file: file, range: range, id: .limitExceeded)
  }
  private var reported = false
}

extension DiagnosticID {
  /// The run's time or memory limit passed (or Ctrl-C) while the front end worked.
  public static let limitExceeded: DiagnosticID = "limit-exceeded"
}
