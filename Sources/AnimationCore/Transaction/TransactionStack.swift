#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The current thread's transaction: what ``withTransaction(_:_:)`` establishes for its body and
/// what a property change reads.
///
/// It is per thread, as in SwiftUI, so the free functions need no animator: a property reads the
/// thread's transaction when its model value is set, and uses its own ``Animator``'s clock. It
/// lives in a pthread key (a read is a few nanoseconds), not in a dictionary.
final class TransactionStack {
  /// The innermost transaction in effect, already merged with the enclosing ones; `nil` outside
  /// every `withTransaction`.
  var current: Transaction?

  /// The stack of the calling thread, created on first use.
  static var forCurrentThread: TransactionStack {
    if let pointer = pthread_getspecific(transactionStackKey) {
      return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
    }
    let stack = TransactionStack()
    pthread_setspecific(transactionStackKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }

  /// The calling thread's current transaction, without creating a stack.
  static var currentTransaction: Transaction? {
    guard let pointer = pthread_getspecific(transactionStackKey) else { return nil }
    return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue().current
  }

  /// Runs `body` with `transaction` laid over the current one, then restores it and ends the
  /// completions `transaction` registered (those with no animation fire now).
  static func with<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    let stack = forCurrentThread
    let saved = stack.current
    stack.current = saved.map { transaction.merged(over: $0) } ?? transaction
    defer {
      stack.current = saved
      for listener in transaction.completionListeners { listener.finalize() }
    }
    return try body()
  }
}

private func releaseTransactionStack(_ pointer: UnsafeMutableRawPointer?) {
  guard let pointer else { return }
  Unmanaged<TransactionStack>.fromOpaque(pointer).release()
}

/// The key of the per-thread ``TransactionStack``; the stack is released when its thread exits.
private let transactionStackKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { releaseTransactionStack($0) }
  return key
}()
