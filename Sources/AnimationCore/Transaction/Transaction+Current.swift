extension Transaction {
  /// The calling thread's current transaction (the innermost `withAnimation` or
  /// `withTransaction` running), or nil outside any: for a driver that applies a change later in
  /// the same transaction, as a view host does when it lays its views out again at the end of a
  /// `withAnimation` body.
  public static var current: Transaction? { TransactionStack.currentTransaction }
}

extension AnimatedProperty {
  /// Sets the model value in `transaction` (nil: no transaction, the change jumps) without ending
  /// the transaction's completions, as setting ``value`` inside it does: for a change made on
  /// behalf of a transaction that is still running, with some of its fields edited (a view's
  /// `.animation(_:value:)` or `.transaction { }`).
  public func update(_ newValue: Value, in transaction: Transaction?) {
    apply(newValue, transaction: transaction)
  }
}
