// SwiftUI's `Transaction.addAnimationCompletion(criteria:_:)`: a completion that runs when the
// animations the transaction starts are complete (AnimationCore's Transaction does the work),
// so that `var t = Transaction(animation: .bouncy); t.addAnimationCompletion { … };
// withTransaction(t) { … }` works as in SwiftUI. Custom TransactionKeys
// (`transaction[AvatarTappedKey.self]`) are in Interpreter+Members' subscripts.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerTransactionCompletions() {
    mutatingMethod(
      .transaction, "addAnimationCompletion",
      "Adds a closure to run once the animations this transaction starts are complete (.logicallyComplete or .removed)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .transaction(let t) = v else { return .none }
      // `criteria:` defaults to `.logicallyComplete` (the declaration's default).
      guard case .object(let o as CompletionCriteriaObject) = b.value(0).unwrapped else {
        throw RuntimeError(
          "criteria: takes .logicallyComplete or .removed, not \(b.value(0).typeNameWithArticle)",
          at: b.range(0, site), file: m.file)
      }
      let criteria = o.criteria
      let k = 1
      guard case .function(let completion) = b.value(k).unwrapped else {
        throw RuntimeError(
          "addAnimationCompletion takes a closure, not \(b.value(k).typeNameWithArticle)", at: b.range(k, site),
          file: m.file)
      }
      // A new transaction: the old one may be shared by another variable (value semantics).
      var changed = t.transaction
      changed.addAnimationCompletion(criteria: criteria, i.callback(completion, site.range))
      v = .transaction(TransactionRef(changed))
      return .none
    }
  }
}
