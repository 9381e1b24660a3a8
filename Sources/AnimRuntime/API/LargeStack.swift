// The interpreter recurses natively (several Swift frames per Anim call), so runs happen on a
// large stack; the Anim call depth limit stops runaway recursion long before its end.
//
// The stack is a mapping of its own that the calling thread switches to and back from
// (`anim_run_on_stack`, CStackSwitch: `makecontext` and `swapcontext`), not a new thread. A
// thread made and joined for every run cost `anim -e 'print(1)'` a `clone`, the new thread's
// malloc arena and two hand-overs between processors (the caller asleep in `pthread_join` while
// the thread ran): 0.6 ms of its 4.2 (BENCHMARKS.md, eighth session). The run ends before `run`
// returns, so what its work captured (a button's action closure, a host) is released on the
// caller's thread before the caller's next run: a closure's deinit takes it off the interpreter's
// cycle collector (CycleCollector.swift), which is not thread-safe. Where the switch cannot be
// made (not Linux, or a C library without `makecontext`), a thread with a large stack runs the
// work and is joined, with the same effect.
import CStackSwitch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A large stack for work that recurses natively: the interpreter, and the front end on deeply
/// nested input (the tools' syntax-only tests parse on it too).
public enum LargeStack {
  /// 512 MB: room for 10,000 nested Anim calls in debug builds.
  static let size = 512 << 20

  /// Runs `body` on a large stack and returns its result. When no such stack can be had (the
  /// address space is limited), runs `body` here.
  public static func run<R>(_ body: @escaping () -> R) -> R {
    var result: R?
    if runSwitched({ result = body() }), let result { return result }
    return runOnThread(body)
  }

  /// Runs `work` on a fresh mapping of `size` bytes (reserved, not committed: the pages the run
  /// touches are all it costs), its lowest page a guard; false, `work` not run, when the mapping
  /// or the switch cannot be made.
  private static func runSwitched(_ work: () -> Void) -> Bool {
    #if os(Linux)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard page > 0, size > 2 * page,
        let region = mmap(
          nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0),
        region != MAP_FAILED
      else { return false }
      defer { munmap(region, size) }
      // A run past the end faults on the guard instead of writing over what lies below.
      guard mprotect(region, page, PROT_NONE) == 0 else { return false }
      return withoutActuallyEscaping(work) { work in
        var job = work
        return withUnsafeMutablePointer(to: &job) { job in
          anim_run_on_stack(region + page, size - page, runJob, UnsafeMutableRawPointer(job)) == 0
        }
      }
    #else
      return false
    #endif
  }

  /// Runs `body` on a new thread with a large stack and waits for the thread to end (where the
  /// calling thread cannot switch stacks). When no such thread can be made, runs `body` here.
  private static func runOnThread<R>(_ body: @escaping () -> R) -> R {
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

/// The entry point of a switched run: calls the job `anim_run_on_stack` was given.
private func runJob(_ context: UnsafeMutableRawPointer?) {
  context?.assumingMemoryBound(to: (() -> Void).self).pointee()
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
