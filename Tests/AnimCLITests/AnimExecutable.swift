// Runs the built `anim` binary for end-to-end tests, as a user's shell would.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a run of `anim` produced.
struct ProcessResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

enum AnimExecutable {
  /// The `anim` binary SwiftPM built beside the test bundle (the test target depends on it, so
  /// `swift test` builds both into the same folder, debug or release). No other place is
  /// searched: a `.build/debug/anim` left from an earlier build may be stale, and a test run
  /// against it would test old code. Nil only when the build did not make it; the suites that
  /// need it are then skipped (`.enabled(if:)`), which the test report shows as skipped.
  static let url: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    let sibling = bundle.deletingLastPathComponent().appendingPathComponent("anim")
    return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : nil
  }()

  /// Runs `anim arguments…` with `stdin` as standard input and extra environment variables;
  /// throws `TimedOut` when it is still running after `seconds`.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    removing: [String] = [], directory: URL? = nil, seconds: Double = 120
  ) throws -> ProcessResult {
    guard let url else { throw NotBuilt() }
    var env = ProcessInfo.processInfo.environment
    for name in removing { env[name] = nil }
    env.merge(environment) { $1 }
    // Files, not pipes: the child can never block on a full pipe, and nothing has to read
    // while it runs.
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("stdin")
    let output = scratch.appendingPathComponent("stdout")
    let errors = scratch.appendingPathComponent("stderr")
    try Data(stdin.utf8).write(to: input)
    let outcome = try ChildProcess.run(
      url.path, arguments, environment: env, directory: directory?.path,
      stdin: .file(input.path), stdout: .file(output.path), stderr: .file(errors.path),
      seconds: seconds)
    if outcome.timedOut { throw TimedOut(arguments: arguments, seconds: seconds) }
    return ProcessResult(
      status: outcome.signalled ? 128 + outcome.status : outcome.status,
      stdout: String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self),
      stderr: String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
  }

  /// Runs `anim arguments…` with standard error on a pseudo-terminal (so that it is a TTY) and
  /// returns what was written there.
  static func runWithTerminalStderr(_ arguments: [String], environment: [String: String] = [:])
    throws -> (status: Int32, stderr: String)
  {
    guard let url else { throw NotBuilt() }
    var primary: Int32 = -1
    var secondary: Int32 = -1
    guard openpty(&primary, &secondary, nil, nil, nil) == 0 else { throw NotBuilt() }
    defer { close(primary) }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env["TERM"] = "xterm"
    env.merge(environment) { $1 }
    // The test's diagnostics are short: they fit the terminal's buffer while the child runs.
    let outcome = try ChildProcess.run(
      url.path, arguments, environment: env, stderr: .descriptor(secondary), seconds: 120)
    close(secondary)
    if outcome.timedOut { throw TimedOut(arguments: arguments, seconds: 120) }
    var collected = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let flags = fcntl(primary, F_GETFL)
    _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
    while true {
      let count = read(primary, &buffer, buffer.count)
      if count <= 0 { break }
      collected += buffer[0..<count]
    }
    return (outcome.signalled ? 128 + outcome.status : outcome.status, String(decoding: collected, as: UTF8.self))
  }

  struct TimedOut: Error, CustomStringConvertible {
    var arguments: [String]
    var seconds: Double
    var description: String { "anim \(arguments.joined(separator: " ")) still ran after \(seconds) s (killed)" }
  }

  struct NotBuilt: Error {}
}
