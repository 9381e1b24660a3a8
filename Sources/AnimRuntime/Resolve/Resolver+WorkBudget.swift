// Resolving and checking count their work against the run's limits (AnimSyntax's
// WorkBudget.swift): a file of a million statements takes seconds to resolve, and `--timeout`
// has to hold there as it does while the script runs. Once the budget is spent, each phase
// stops at the next statement or expression; the first to notice says why.
import AnimSyntax

extension Resolver {
  /// The run's limits, kept with the resolution so that code lowered later counts against them.
  var budget: WorkBudget? { resolution.budget }

  /// Counts one statement or expression; false once the run's budget is spent (the error,
  /// at `range`, is reported once).
  @inline(__always)
  func withinBudget(_ range: SourceRange) -> Bool {
    guard let budget else { return true }
    if budget.step() { return true }
    if let d = budget.diagnostic(in: file, at: range) { diagnostics.append(d) }
    return false
  }
}

extension TypeChecker {
  /// As ``Resolver/withinBudget(_:)``, for the checker's statements and expressions.
  @inline(__always)
  func withinBudget(_ range: SourceRange) -> Bool {
    guard let budget = resolver.budget else { return true }
    if budget.step() { return true }
    if let d = budget.diagnostic(in: resolver.file, at: range) { diagnostics.append(d) }
    return false
  }
}

extension Lowering {
  /// Counts one statement being lowered; once the run's budget is spent, the error to stop
  /// with there (lowering cannot throw; the code it makes throws when run, at once, since
  /// statements are lowered just before they run).
  static func budgetError(at range: SourceRange) -> String? {
    guard let budget = resolution.budget, !budget.step() else { return nil }
    return budget.exceeded
  }
}
