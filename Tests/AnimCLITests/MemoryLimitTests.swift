// The memory limit (issue 31): a script that would exhaust memory stops with a diagnostic at
// the expression that crossed the limit, before the process uses much more than the limit.
// Before it, `var a = [1]; while true { a = a + a }` grew to 23 GB until the kernel killed it,
// and `--timeout 5` did not stop it (185 s).
import Foundation
import Testing

@Suite struct MemoryLimitTests {
  struct Run {
    var status: Int32
    var stderr: String
    var peakMB: Int
    var seconds: Double
  }

  /// Runs `anim ARGUMENTS… FILE` on `source` and measures its peak memory and time.
  func run(_ source: String, _ arguments: [String], command: String = "run") throws -> Run {
    guard let anim = AnimExecutable.url?.path else { throw AnimExecutable.NotBuilt() }
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("grow.anim")
    try source.write(to: script, atomically: true, encoding: .utf8)
    let output = scratch.appendingPathComponent("stdout").path
    let errors = scratch.appendingPathComponent("stderr").path
    let started = Date()
    let outcome = try ChildProcess.run(
      anim, [command] + arguments + [script.path], stdout: .file(output), stderr: .file(errors),
      seconds: 120, measureMemory: true)
    #expect(!outcome.timedOut && !outcome.signalled)
    return Run(
      status: outcome.status,
      stderr: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "",
      peakMB: outcome.maxResidentKB / 1024, seconds: Date().timeIntervalSince(started))
  }

  /// Each way a script grew without bound: the error names the limit and points at the
  /// expression, and the process stays within the limit (plus its start-up memory).
  @Test(arguments: [
    ("var a = [1]; while true { a = a + a }", "a + a"),
    ("var s = \"ab\"; while true { s = s + s }", "s + s"),
    ("var s = \"ab\"; while true { s = \"\\(s)\\(s)\" }", "\"\\(s)\\(s)\""),
    ("var a: [[Double]] = []; while true { a.append(Array(repeating: 1.0, count: 1000000)) }",
     "Array(repeating: 1.0, count: 1000000)"),
    ("var a = [0]; while true { a.append(1) }", "a.append(1)"),
    ("@State var x = [0.0]\nwithAnimation(.bouncy) { x = Array(repeating: 1.0, count: 10000000) }",
     "x = Array(repeating: 1.0, count: 10000000)"),
  ])
  func growthStopsAtTheLimit(source: String, culprit: String) throws {
    let r = try run(source, ["--memory-limit", "200MB", "--timeout", "60"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("error: memory limit of 200 MB exceeded"), "\(r.stderr)")
    #expect(r.stderr.contains(culprit), "\(r.stderr)")
    #expect(r.peakMB < 200 + 60, "peak \(r.peakMB) MB")
  }

  /// The front end is under the limit too: a million keyframes written out reached 3.0 GB
  /// before anything ran. 200,000 (8 MB of source) pass 100 MB while they are parsed and
  /// resolved; the run stops there with the limit's error.
  @Test func aLargeFileStopsAtTheLimitBeforeRunning() throws {
    var source = "let t = KeyframeTimeline(initialValue: 0.0) {\n"
    for k in 0..<200_000 { source += "  LinearKeyframe(\(k % 100).0, duration: 0.001)\n" }
    source += "}\nprint(t.duration)\n"
    let r = try run(source, ["--memory-limit", "100MB", "--timeout", "60"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("error: memory limit of 100 MB exceeded"), "\(r.stderr)")
    #expect(r.peakMB < 100 + 60, "peak \(r.peakMB) MB")
  }

  /// `anim test` applies the limit to each worker, which reports the error as a failed test.
  @Test func testWorkersHaveTheLimit() throws {
    let r = try run("var a = [1]; while true { a = a + a }", ["--memory-limit", "100MB", "--timeout", "30"], command: "test")
    #expect(r.status == 1)
    #expect(r.peakMB < 100 + 60, "peak \(r.peakMB) MB")
  }

  /// A size that is none is refused before anything runs.
  @Test func badSizesAreUsageErrors() throws {
    for size in ["1x", "-5", "1KB", ""] {
      let r = try AnimExecutable.run(["run", "--memory-limit", size, "-"], stdin: "print(1)")
      #expect(r.status == 2, "\(size)")
      #expect(r.stderr.contains("--memory-limit needs a size such as 512MB or 2GB"), "\(size): \(r.stderr)")
    }
    let none = try AnimExecutable.run(["run", "--memory-limit", "none", "-"], stdin: "print(1)")
    #expect(none.status == 0 && none.stdout == "1\n")
  }
}
