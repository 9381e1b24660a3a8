// One `anim test --worker FILE` child: started with posix_spawn, its standard output and error
// read through pipes while it runs, and killed when its time is up.
//
// Why processes and not threads: the timeout has to stop a script whatever it is doing. A thread
// cannot be stopped from outside; the interpreter's step budget stops loops it counts, but not a
// long call inside AnimationCore or a bug in the runtime. A process can always be killed
// (SIGKILL), and a crash in one file then fails that file, not the whole run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running or finished worker process.
final class WorkerProcess {
  /// How the worker ended.
  enum Ending: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a crash: SIGSEGV, SIGILL from a Swift trap, …).
    case signalled(Int32)
    /// It was still running at its deadline and was killed.
    case timedOut
  }

  let pid: pid_t
  let started: Date
  let deadline: Date
  /// What it wrote to standard output and error (each cut at ``captureLimit`` bytes).
  private(set) var output: [UInt8] = []
  private(set) var errors: [UInt8] = []
  /// Set once the process has been reaped.
  private(set) var ending: Ending?
  /// The read ends of its standard output and error; -1 once at end of file.
  private var outputPipe: Int32
  private var errorPipe: Int32

  /// The most bytes kept of each stream: a worker prints one line of JSON, with at most 101
  /// lines of failures in it; a runaway writer must not fill the parent's memory.
  static let captureLimit = 8 << 20

  struct SpawnFailed: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "cannot start a test worker: \(String(cString: strerror(code)))" }
  }

  /// Starts `executable arguments…`, with standard input from /dev/null.
  /// - Parameter seconds: The time it may run before ``poll(waiting:)`` kills it.
  init(executable: String, arguments: [String], seconds: Double) throws {
    var outputFDs: [Int32] = [-1, -1]
    var errorFDs: [Int32] = [-1, -1]
    guard pipe(&outputFDs) == 0 else { throw SpawnFailed(code: errno) }
    guard pipe(&errorFDs) == 0 else {
      close(outputFDs[0])
      close(outputFDs[1])
      throw SpawnFailed(code: errno)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputFDs[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorFDs[1], 2)
    // The child must not keep the other workers' pipes (or its own read ends) open, or their
    // readers would never see end of file: close-on-exec on every pipe end of this process.
    for fd in outputFDs + errorFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(outputFDs[1])
    close(errorFDs[1])
    guard code == 0 else {
      close(outputFDs[0])
      close(errorFDs[0])
      throw SpawnFailed(code: code)
    }
    self.pid = pid
    self.started = Date()
    self.deadline = started.addingTimeInterval(seconds)
    self.outputPipe = outputFDs[0]
    self.errorPipe = errorFDs[0]
  }

  deinit {
    if outputPipe >= 0 { close(outputPipe) }
    if errorPipe >= 0 { close(errorPipe) }
  }

  /// The descriptors still open, for `poll`.
  var openDescriptors: [Int32] { [outputPipe, errorPipe].filter { $0 >= 0 } }

  /// Reads what is ready on `descriptor` (one of ours); closes it at end of file.
  func read(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { return }
    let isOutput = descriptor == outputPipe
    guard count > 0 else {
      close(descriptor)
      if isOutput { outputPipe = -1 } else { errorPipe = -1 }
      return
    }
    let room = max(0, Self.captureLimit - (isOutput ? output.count : errors.count))
    let kept = buffer.prefix(min(count, room))
    if isOutput { output += kept } else { errors += kept }
  }

  /// Reaps the process if it has ended, or kills it when its deadline has passed.
  /// - Returns: Whether it has ended (and its pipes are drained).
  func reapIfDone(now: Date) -> Bool {
    if ending == nil && now >= deadline {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      ending = .timedOut
    }
    if ending == nil {
      var status: Int32 = 0
      guard waitpid(pid, &status, WNOHANG) == pid else { return false }
      // The wait-status macros are not imported into Swift: the low 7 bits hold the signal
      // (0 for a normal exit), the next byte the exit status.
      let signal = status & 0x7f
      ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
    return openDescriptors.isEmpty
  }

  /// Seconds from start to now.
  func elapsed(now: Date) -> Double { now.timeIntervalSince(started) }
}
