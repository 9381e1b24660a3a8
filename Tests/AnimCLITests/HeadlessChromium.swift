// Debian's `chromium`, headless, for the preview page's browser tests (installed by `make setup`).
import Foundation

enum HeadlessChromium {
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "chromium is not installed: run `make setup` (it installs Debian's chromium for the browser tests)"
    }
  }

  struct Failed: Error, CustomStringConvertible {
    var what: String
    var description: String { what }
  }

  /// The browser: `chromium` on PATH (Debian's package installs /usr/bin/chromium).
  static var path: String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    return directories.map { $0 + "/chromium" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs chromium headless on `url` with `extra` flags, in its own profile directory, at most
  /// `seconds`; returns what it wrote to standard output.
  static func run(_ extra: [String], url: String, seconds: Double = 60) throws -> String {
    guard let path else { throw Missing() }
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("stdout").path
    // --no-sandbox: the tests run as root in CI, where chromium's sandbox refuses to start.
    let flags = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
      "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
    ]
    let outcome = try ChildProcess.run(
      path, flags + extra + [url], stdout: .file(output), seconds: seconds)
    if outcome.timedOut { throw Failed(what: "chromium still ran after \(seconds) s (killed)") }
    guard !outcome.signalled, outcome.status == 0 else {
      throw Failed(what: "chromium exited with \(outcome.status) on \(url)")
    }
    return String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data(), as: UTF8.self)
  }

  /// The page's DOM after its scripts ran on load.
  static func dom(of url: String) throws -> String {
    try run(["--dump-dom", "--virtual-time-budget=3000"], url: url)
  }

  /// Takes a screenshot of `url` into the PNG file `png`.
  static func screenshot(of url: String, to png: String, width: Int = 1100, height: Int = 900)
    throws
  {
    _ = try run(["--screenshot=" + png, "--window-size=\(width),\(height)"], url: url)
    guard FileManager.default.fileExists(atPath: png) else {
      throw Failed(what: "chromium wrote no screenshot of \(url)")
    }
  }
}
