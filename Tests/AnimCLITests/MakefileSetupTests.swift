// Set-up does what each command needs (issue 30 item 9): `make tour` and `make install` install
// only what building and running need, `make test` what the tests need besides. Read from
// `make -n` (the commands make would run, none run), so the test installs nothing.
import Foundation
import Testing

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make")))
struct MakefileSetupTests {
  /// The checkout's root (this file is Tests/AnimCLITests/MakefileSetupTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Debian packages the commands of `make -n target` would install when missing: each
  /// set-up recipe adds a missing package with `missing="$missing NAME"`.
  func packages(_ target: String) throws -> Set<String> {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("stdout")
    let outcome = try ChildProcess.run(
      "/usr/bin/make", ["-n", "--no-print-directory", "-C", Self.root.path, target],
      stdout: .file(output.path), seconds: 60)
    #expect(outcome.status == 0 && !outcome.timedOut, "make -n \(target)")
    let commands = try String(contentsOf: output, encoding: .utf8)
    return Set(commands.matches(of: #/missing="\$missing ([a-z0-9.+-]+)"/#).map { String($0.1) })
  }

  /// Building needs readline's and HarfBuzz's headers; running the views needs the fonts Text
  /// is measured with. Nothing the tests alone use (tmux, chromium, Oniguruma, rsvg-convert).
  @Test func tourAndInstallInstallOnlyWhatBuildingNeeds() throws {
    let needed: Set = ["libreadline-dev", "libharfbuzz-dev", "fonts-inter", "fonts-noto-color-emoji"]
    #expect(try packages("tour") == needed)
    #expect(try packages("install") == needed)
  }

  @Test func testInstallsTheTestsTools() throws {
    let needed = try packages("test")
    for name in ["libreadline-dev", "tmux", "chromium", "libonig-dev"] {
      #expect(needed.contains(name), "make test does not install \(name)")
    }
  }
}
