// LargeStack runs the interpreter on a 512 MB stack: on Linux the calling thread's own, switched
// to and back, elsewhere a thread's. What the work captured must be gone before `run` returns: a
// closure's deinit edits the interpreter's cycle collector, which only one thread may touch at a
// time (LargeStack.swift says how the live preview server crashed when it was not).
import Foundation
import Testing

@testable import AnimRuntime

@Suite struct LargeStackTests {
  /// Sets `released` in its deinit, after a pause long enough that a deinit still running on
  /// another thread when `run` returns is seen.
  private final class Captured: @unchecked Sendable {
    let released: Flag
    init(_ released: Flag) { self.released = released }
    deinit {
      usleep(100_000)
      released.set()
    }
  }

  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }

  @Test func whatTheWorkCapturedIsReleasedBeforeRunReturns() {
    for _ in 0..<3 {
      let released = Flag()
      // Only the work holds it: the last release is the thread's, or the caller's when the
      // thread let its copy go first.
      let result = LargeStack.run { [captured = Captured(released)] in captured.released.isSet ? 0 : 7 }
      #expect(result == 7)
      #expect(released.isSet, "the large-stack thread still held what its work captured")
    }
  }

  /// The stack is large: a recursion that uses more than a default thread's 8 MB of it runs
  /// (the span is measured between a local of the first and of the deepest call).
  @Test func theStackHoldsMoreThanADefaultThreadsEightMegabytes() {
    func span(_ n: Int, _ top: UInt) -> UInt {
      var local = n
      return withUnsafeMutablePointer(to: &local) { p in
        let here = UInt(bitPattern: p)
        if n == 0 { return top &- here }
        return span(n - 1, top == 0 ? here : top)
      }
    }
    let used = LargeStack.run { span(100_000, 0) }
    #expect(used > 8 << 20, "\(used) bytes")
  }

  /// On Linux the work runs on the calling thread (no thread is made for it: LargeStack.swift
  /// says why); runs nest, and a result that is itself an optional comes back as it was.
  @Test func theWorkRunsOnTheCallingThreadAndRunsNest() {
    let caller = pthread_self()
    let (onCaller, inner) = LargeStack.run {
      (pthread_equal(pthread_self(), caller) != 0, LargeStack.run { 41 } + 1)
    }
    #if os(Linux)
      #expect(onCaller)
    #endif
    #expect(inner == 42)
    let none: Int? = LargeStack.run { nil }
    #expect(none == nil)
    let some: Int? = LargeStack.run { 3 }
    #expect(some == 3)
  }
}
