// Starts programs for the end-to-end tests with posix_spawn and reaps them with waitpid, under a
// deadline.
//
// Why not Foundation's `Process`: on Linux its `waitUntilExit()` can miss a child's exit when
// many processes start and end at once (Swift Testing runs suites in parallel), and then waits
// forever with the child a zombie. That hung this suite in CI (the tmux client of the terminal
// test, see REPLTerminalTests). Here every child is waited for by its own pid, polled, and
// killed when its time runs out, so no test can hang the run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

enum ChildProcess {
  /// Where one of the child's standard streams goes.
  enum Stream {
    /// `/dev/null`.
    case null
    /// A file, opened for reading (standard input) or truncated for writing (output).
    case file(String)
    /// A descriptor of this process, duplicated into the child (a terminal, say).
    case descriptor(Int32)
  }

  /// How a child ended.
  struct Outcome {
    /// The exit status, or the signal's number when `signalled`.
    var status: Int32
    var signalled: Bool
    /// The child was still running at the deadline and was killed.
    var timedOut: Bool
    /// The child's peak resident memory in kilobytes, when measured (`measureMemory`).
    var maxResidentKB: Int = 0
  }

  struct SpawnFailed: Error, CustomStringConvertible {
    var path: String
    var code: Int32
    var description: String { "cannot start \(path): \(String(cString: strerror(code)))" }
  }

  /// Runs `path arguments…` and waits for it, at most `seconds`; a child still running then is
  /// killed (SIGKILL) and reported as `timedOut`.
  ///
  /// With `measureMemory`, the child's peak resident memory is read from `/proc/PID/status`
  /// (`VmHWM`) while it runs, every few milliseconds. Not `ru_maxrss`: posix_spawn starts the
  /// child in the parent's address space, and Linux carries that space's high-water mark
  /// through `exec`, so it reports at least the test process's own size.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, stdin: Stream = .null, stdout: Stream = .null,
    stderr: Stream = .null, seconds: Double = 60, measureMemory: Bool = false
  ) throws -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
      case .file(let file):
        let flags = fd == 0 ? O_RDONLY : (O_WRONLY | O_CREAT | O_TRUNC)
        posix_spawn_file_actions_addopen(&actions, fd, file, flags, 0o644)
      case .descriptor(let descriptor):
        posix_spawn_file_actions_adddup2(&actions, descriptor, fd)
      }
    }
    // posix_spawn_file_actions_addchdir_np is not imported into Swift: GNU env changes the
    // directory and then executes the program in its place.
    let command = directory.map { ["/usr/bin/env", "-C", $0, path] } ?? [path]

    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = (command + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    guard code == 0 else { throw SpawnFailed(path: path, code: code) }

    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    var timedOut = false
    var peak = 0
    while true {
      if measureMemory { peak = max(peak, highWaterMarkKB(of: pid, running: path)) }
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { throw SpawnFailed(path: path, code: errno) }
      if Date() >= deadline {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        timedOut = true
        break
      }
      usleep(measureMemory ? 2_000 : 5_000)
    }
    // The wait-status macros are not imported into Swift: the low 7 bits hold the signal (0 for
    // a normal exit), the next byte the exit status.
    let signal = status & 0x7f
    return signal == 0
      ? Outcome(status: (status >> 8) & 0xff, signalled: false, timedOut: timedOut, maxResidentKB: peak)
      : Outcome(status: signal, signalled: true, timedOut: timedOut, maxResidentKB: peak)
  }

  /// `VmHWM` of process `pid` in kilobytes, once it runs `executable` (before its `exec` the
  /// child still shares the parent's address space); 0 when it cannot be read.
  private static func highWaterMarkKB(of pid: pid_t, running executable: String) -> Int {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
    guard exe == URL(fileURLWithPath: executable).resolvingSymlinksInPath().path,
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// A fresh directory for one run's files, removed by the caller.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
