import Synchronization

// Ctrl-C, the lua.c way: the SIGINT handler only sets an atomic flag. The line editor checks it
// when its wait for a key is interrupted; an evaluation polls it (see `Interrupt.isRequested`).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide "Ctrl-C was pressed" flag and the SIGINT handler that sets it.
///
/// **Where the interpreter sees it.** AnimRuntime cannot import AnimREPL, so the runtime does not
/// read this type itself: it accepts an interrupt poll (a `() -> Bool` it calls at loop back-edges
/// and calls, where it also counts its `--timeout` step budget) and the REPL's engine adapter
/// passes `{ Interrupt.isRequested }`. When the poll answers `true` the interpreter stops with an
/// "interrupted" error and the REPL returns to its prompt; the REPL resets the flag before and
/// after every evaluation.
///
/// A handler stuck in code that never polls is still escapable: the third Ctrl-C in a row
/// without a `reset()` ends the process with status 130 (128 + SIGINT), as shells report it.
public enum Interrupt {
  /// Ctrl-C presses since the last `reset()`. Touched by the signal handler, hence atomic.
  private static let presses = Atomic<Int>(0)

  /// Whether Ctrl-C was pressed since the last `reset()`. Cheap: one relaxed atomic load.
  public static var isRequested: Bool { presses.load(ordering: .relaxed) > 0 }

  /// Forgets earlier presses (call before starting an evaluation and when back at the prompt).
  public static func reset() { presses.store(0, ordering: .relaxed) }

  /// Records a press as the signal handler does (also lets tests simulate Ctrl-C).
  public static func request() {
    let count = presses.add(1, ordering: .relaxed).newValue
    if count >= 3 { _exit(130) }
  }

  /// Installs the SIGINT handler. Without `SA_RESTART`, so that a blocking `poll` or `read`
  /// returns `EINTR` and the line editor can abandon the current line at once.
  public static func installHandler() {
    _ = isRequested  // initialise the static before a signal can arrive (not signal-safe)
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in Interrupt.request() }
    #else
      action.__sigaction_handler.sa_handler = { _ in Interrupt.request() }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // A blocked signal mask is inherited across exec: a REPL started by a parent that blocks
    // SIGINT (a test runner's worker thread, some process supervisors) would never see Ctrl-C.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Restores the default SIGINT behaviour (terminate the process).
  public static func removeHandler() {
    signal(SIGINT, SIG_DFL)
  }
}
