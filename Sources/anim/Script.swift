// Loading scripts (files, standard input) and running them through the host.
import ArgumentParser
import AnimSyntax
import Foundation

extension ScriptSource {
  /// Reads the script at `path` (`-` for standard input).
  /// - Throws: `ExitCode(2)` after reporting a file that cannot be read (a usage error).
  static func load(_ path: String) throws -> ScriptSource {
    if path == "-" { return try standardInput() }
    // Bounded: `anim run /dev/zero` is an error, not a process that eats all memory.
    switch SourceReader.bytes(atPath: path) {
    case .success(let bytes):
      return ScriptSource(text: String(decoding: bytes, as: UTF8.self), name: path)
    case .failure(let failure):
      Output.error(SourceReader.message(failure, path: path))
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// All of standard input, as a script named `<stdin>` (at most `SourceReader.limit` bytes).
  static func standardInput() throws -> ScriptSource {
    switch SourceReader.bytes(from: 0) {
    case .success(let bytes):
      return ScriptSource(text: String(decoding: bytes, as: UTF8.self), name: "<stdin>")
    case .failure(let failure):
      Output.error(SourceReader.message(failure, path: "<stdin>"))
      throw ExitCode(ExitStatus.usage)
    }
  }
}

/// Running scripts with the current host.
enum Script {
  /// Runs `script`; throws `ExitCode(1)` if it failed (the host has reported why).
  static func run(_ script: ScriptSource, options: RunOptions) throws {
    try run(script, options: options.host)
  }

  /// Runs `script` with the host options `options`; throws `ExitCode(1)` if it failed.
  static func run(_ script: ScriptSource, options: HostOptions) throws {
    guard Host.current.run(script, options: options) else {
      throw ExitCode(ExitStatus.failure)
    }
  }
}
