// SwiftUI's free functions. They lay a transaction over the calling thread's current one for the
// duration of `body`; every ``AnimatedProperty`` whose model value is set inside `body` reads it
// and starts (or doesn't start) an animation on its own ``Animator``'s clock.

/// Executes a closure with the specified transaction and returns the result.
///
/// The transaction is merged into the thread's current transaction (its set keys win, as in
/// SwiftUI), so `withAnimation(nil)` nested inside `withAnimation(.spring)` removes the animation,
/// while a nested `withTransaction` that only sets `disablesAnimations` keeps it.
///
/// - Parameters:
///   - transaction: An instance of a transaction, set as the thread's current transaction.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionStack.with(transaction, body)
}

/// Executes a closure with the specified transaction key path and value and returns the result.
///
/// - Parameters:
///   - keyPath: A key path that indicates the property of the ``Transaction`` structure to update.
///   - value: The new value to set for the item specified by `keyPath`.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction value.
@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try TransactionStack.with(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// Every property change in `body` animates with `animation`, unless the property's own implicit
/// animation (``AnimatedProperty/animation(_:)``) overrides it: the innermost declaration wins.
///
/// - Parameters:
///   - animation: The animation (`.default` when omitted); `nil` makes the changes jump (and
///     overrides an enclosing `withAnimation`).
///   - body: A closure to execute.
/// - Returns: The result of executing the closure.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionStack.with(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete.
///
/// The completion callback will always be fired exactly one time. If no animations are created by
/// the changes in `body`, then the callback will be called immediately after `body`.
///
/// - Parameters:
///   - animation: The animation (`.default` when omitted); `nil` makes the changes jump.
///   - completionCriteria: When the animations count as complete.
///   - body: A closure to execute.
///   - completion: The closure to call once the animations are complete.
/// - Returns: The result of executing the closure.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try TransactionStack.with(transaction, body)
}
