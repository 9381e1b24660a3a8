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
  /// The `anim` binary: next to the test bundle (SwiftPM builds it there), else under `.build`.
  static var url: URL? {
    var candidates: [URL] = []
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("anim"))
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/anim"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `anim arguments…` with `stdin` as standard input and extra environment variables.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    removing: [String] = [], directory: URL? = nil
  ) throws -> ProcessResult {
    guard let url else { throw NotBuilt() }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    for name in removing { env[name] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so that a full pipe cannot block the child.
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
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
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env["TERM"] = "xterm"
    env.merge(environment) { $1 }
    process.environment = env
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = Pipe()
    process.standardError = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
    try process.run()
    process.waitUntilExit()
    close(secondary)
    var collected = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let flags = fcntl(primary, F_GETFL)
    _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
    while true {
      let count = read(primary, &buffer, buffer.count)
      if count <= 0 { break }
      collected += buffer[0..<count]
    }
    return (process.terminationStatus, String(decoding: collected, as: UTF8.self))
  }

  struct NotBuilt: Error {}
}
