// Options shared by every command that runs Anim code.
import AnimPlot
import AnimRuntime
import Foundation
import ArgumentParser

/// How scripts run: limits and presentation.
struct RunOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Stop a script after about SECONDS of work (counted in steps, so runs are reproducible; under 'anim test', each file's limit in real time, default 60).",
      valueName: "SECONDS"))
  var timeout: Double?

  @Option(
    name: .customLong("memory-limit"),
    help: ArgumentHelp(
      "Stop a script that makes the process use more than SIZE of memory (e.g. 512MB, 2GB; 'none' for no limit; default 1GB; under 'anim test', each file's).",
      valueName: "SIZE"))
  var memoryLimitText: String?

  func validate() throws {
    if let timeout, !(timeout > 0 && timeout.isFinite) {
      throw ValidationError("--timeout needs a positive number of seconds, not '\(timeout)'.")
    }
    if let memoryLimitText, RunOptions.bytes(memoryLimitText) == nil {
      throw ValidationError(
        "--memory-limit needs a size such as 512MB or 2GB (at least 16MB), or 'none', not '\(memoryLimitText.escapingControlCharacters())'.")
    }
  }

  /// The memory limit in bytes: `--memory-limit`'s, else 1 GB; nil for `none`.
  var memoryLimit: Int? {
    guard let memoryLimitText else { return Session.defaultMemoryLimit }
    return RunOptions.bytes(memoryLimitText) ?? Session.defaultMemoryLimit
  }

  /// `text` as a size: a number with an optional unit K, M or G (KB, MB, GB; binary, as
  /// `ulimit` counts), in bytes; `.some(nil)` for `none`; nil when it is no size or is under
  /// 16 MB (less than the process needs to start).
  static func bytes(_ text: String) -> Int?? {
    let t = text.trimmingCharacters(in: .whitespaces).uppercased()
    if t == "NONE" || t == "0" { return .some(nil) }
    var digits = Substring(t)
    var scale = 1.0
    for (suffix, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10), ("B", 1)]
    where digits.hasSuffix(suffix) {
      digits = digits.dropLast(suffix.count)
      scale = Double(size)
      break
    }
    guard let n = Double(digits.trimmingCharacters(in: .whitespaces)), n.isFinite, n > 0 else { return nil }
    let bytes = n * scale
    guard bytes >= Double(16 << 20), bytes < 9e18 else { return nil }
    return .some(Int(bytes))
  }

  /// What the runtime needs to know: the limits, and whether diagnostics may be coloured.
  var host: HostOptions { Self.host(timeout: timeout, memoryLimit: memoryLimit) }

  /// The host options for a given `--timeout` and memory limit (also those of `anim -e CODE`
  /// and `anim FILE`, which `AnimCommand.commonScript` runs without parsing, at the defaults).
  static func host(timeout: Double?, memoryLimit: Int? = Session.defaultMemoryLimit) -> HostOptions {
    HostOptions(timeout: timeout, colorDiagnostics: Terminal.allowsColor(2), memoryLimit: memoryLimit)
  }
}
