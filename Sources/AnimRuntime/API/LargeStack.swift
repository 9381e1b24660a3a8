// The interpreter recurses natively (several Swift frames per Anim call), so runs happen on a
// thread with a large stack; the Anim call depth limit stops runaway recursion long before it.
//
// The thread is joined, not just waited for: what its work captured (a button's action closure,
// a host) may be released only when the thread exits, and a closure's deinit takes it off the
// interpreter's cycle collector (CycleCollector.swift), which is not thread-safe. Signalling a
// semaphore and returning let that deinit run beside the caller's next run, which made closures
// on the same list: the live preview server crashed in the runtime's reference counting under
// CI's load (issue 27's notes). With `pthread_join`, the thread has ended, its captures and
// thread-local values released, before `run` returns.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread with a large stack for work that recurses natively: the interpreter, and the front
/// end on deeply nested input (the tools' syntax-only tests parse on it too).
public enum LargeStack {
  /// 512 MB: room for 10,000 nested Anim calls in debug builds.
  static let size = 512 << 20

  /// Runs `body` on a new thread with a large stack and waits for the thread to end. When no
  /// such thread can be made (the address space is limited), runs `body` here.
  public static func run<R>(_ body: @escaping () -> R) -> R {
    let job = Job()
    var result: R?
    job.work = { result = body() }
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return body() }
    defer { pthread_attr_destroy(&attributes) }
    _ = pthread_attr_setstacksize(&attributes, size)
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    guard pthread_create(&thread, &attributes, largeStackEntry, context) == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      return body()
    }
    #if canImport(Darwin)
      if let thread { pthread_join(thread, nil) }
    #else
      pthread_join(thread, nil)
    #endif
    guard let result else { return body() }  // unreachable: the thread always sets it
    return result
  }
}

/// The work a large-stack thread runs; the thread takes it over (and releases it) as it ends.
private final class Job {
  var work: (() -> Void)?
}

/// The thread's entry point: runs the job, then lets it go, on this thread, before ending.
#if canImport(Darwin)
  private func largeStackEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
    job.work?()
    job.work = nil
    return nil
  }
#else
  private func largeStackEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
    job.work?()
    job.work = nil
    return nil
  }
#endif
