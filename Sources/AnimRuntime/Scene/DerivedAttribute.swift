// `@Animated var offset = isOn ? 200.0 : 0.0`: a value derived from state, animated to its new
// value with the transaction of the change that moved it — what a SwiftUI view's animatable
// attribute does when `body` computes it from `@State` (seed 003: `number1: startNumber1 ? 1 : 0`).
import AnimSyntax

/// A derived attribute: its property and the expression it follows.
final class DerivedAttribute {
  let property: PropertyRef
  /// `{ expression }`, with the variables it reads captured.
  let function: Closure
  let range: SourceRange
  init(property: PropertyRef, function: Closure, range: SourceRange) {
    self.property = property
    self.function = function
    self.range = range
  }
}

extension Interpreter {
  /// After a state change: re-evaluates the derived attributes now, or, inside a
  /// `withAnimation`/`withTransaction` body, once at the body's end. SwiftUI changes state
  /// instantly and evaluates what depends on it once per transaction: `a = 10; b = 10` in one
  /// `withAnimation` gives `AnimatablePair(a, b)` one animation to (10, 10), not one to (10, 0)
  /// and a second, combined with it, to (10, 10).
  func updateDerivedAttributes(_ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    guard !derivedAttributes.isEmpty || !triggerWatchers.isEmpty, !isUpdatingDerivedAttributes else { return }
    if transactionBodyDepth > 0 {
      if pendingDerivedUpdate == nil { pendingDerivedUpdate = range }
      return
    }
    try reevaluateDerivedAttributes(range, &m)
  }

  /// Ends a transaction body: the derived attributes its state changes left, evaluated once,
  /// under the transaction (the caller runs this inside it).
  func flushDerivedAttributes(_ m: inout Machine) throws(RuntimeError) {
    guard let range = pendingDerivedUpdate else { return }
    pendingDerivedUpdate = nil
    try reevaluateDerivedAttributes(range, &m)
  }

  /// Re-evaluates every derived attribute and sets those whose value changed, under the
  /// transaction current now. Why all of them rather than those that read the changed state:
  /// the expressions are cheap and pure, so one that did not read it gives the same value and
  /// is left alone; tracking reads would cost every state read a look-up.
  private func reevaluateDerivedAttributes(_ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    guard !isUpdatingDerivedAttributes else { return }
    isUpdatingDerivedAttributes = true
    defer { isUpdatingDerivedAttributes = false }
    for d in derivedAttributes {
      let v = copyOnBind(try invoke(d.function, arguments: [], range: d.range, &m))
      if v.isEqual(to: d.property.model) { continue }
      guard d.property.accepts(v) else {
        throw RuntimeError(
          "the @Animated attribute now gives \(v.typeNameWithArticle), not \(d.property.model.typeNameWithArticle)",
          at: d.range, file: m.file)
      }
      try parked(&m, at: range, in: "=") { d.property.set(v) }
    }
    try updateTriggers(range, &m)
  }
}
