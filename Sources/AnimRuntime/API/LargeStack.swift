// The interpreter recurses natively (several Swift frames per Anim call), so runs happen on a
// thread with a large stack; the Anim call depth limit stops runaway recursion long before it.
import Foundation

enum LargeStack {
  /// 512 MB: room for 10,000 nested Anim calls in debug builds.
  static let size = 512 << 20

  /// Runs `body` on a new thread with a large stack and waits for it.
  static func run<R>(_ body: @escaping () -> R) -> R {
    let box = ResultBox<R>()
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let work = body
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    guard let value = box.value else { return body() }  // unreachable: the thread always sets it
    return value
  }
}

private final class ResultBox<R>: @unchecked Sendable {
  var value: R?
}
