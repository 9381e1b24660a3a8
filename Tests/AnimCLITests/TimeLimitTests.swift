// `--timeout` holds inside long built-in work (issue 31): an @State array of a million
// elements set under an animation took 30 s under `--timeout 2` (flattening it into parts and
// making an animated property per element never polled the limit); the limit now stops it.
import Foundation
import Testing

@Suite struct TimeLimitTests {
  /// The run ends within the bound (10 % or 0.5 s past the limit), plus a second of
  /// start-up and scheduling slack for a loaded test machine.
  @Test(arguments: [300_000, 1_000_000])
  func aHugeStateArrayStopsAtTheTimeLimit(count: Int) throws {
    let source = """
      @State var x = [0.0]
      withAnimation(.bouncy) { x = Array(repeating: 1.0, count: \(count)) }
      wait(1)
      """
    let started = Date()
    let r = try AnimExecutable.run(
      ["run", "--timeout", "1", "--memory-limit", "none", "-"], stdin: source, seconds: 60)
    let seconds = Date().timeIntervalSince(started)
    #expect(r.status == 1)
    #expect(r.stderr.contains("2:26: error: timed out: the script ran past its time limit"), "\(r.stderr)")
    #expect(seconds < 1 + 0.5 + 1, "ran \(seconds) s")
  }

  /// A large file: lexing, parsing, resolving, checking and lowering count against the limit
  /// (they did not: a million keyframes written out took 27 s under `--timeout 2`, and 200,000
  /// parsed for 226 s in a debug build). 200,000 keyframes (8 MB) take longer than the limit to
  /// get through the front end in either build; the run stops where it has got to.
  @Test func aLargeFileStopsAtTheTimeLimitBeforeRunning() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("keyframes.anim")
    var source = "let t = KeyframeTimeline(initialValue: 0.0) {\n"
    for k in 0..<200_000 { source += "  LinearKeyframe(\(k % 100).0, duration: 0.001)\n" }
    source += "}\nprint(t.duration)\n"
    try source.write(to: script, atomically: true, encoding: .utf8)
    let started = Date()
    let r = try AnimExecutable.run(["run", "--timeout", "1", script.path], seconds: 60)
    let seconds = Date().timeIntervalSince(started)
    #expect(r.status == 1)
    #expect(r.stderr.contains("error: timed out: the script ran past its time limit"), "\(r.stderr)")
    // One error, where the front end had got to; nothing printed.
    #expect(r.stderr.components(separatedBy: "error:").count == 2, "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(seconds < 1 + 0.5 + 1, "ran \(seconds) s")
  }

  /// Sampling a state of 100,000 elements reads them all each frame: the limit is polled per
  /// sampled frame (it was every 64th, and 60 such frames ran 7.2 s under `--timeout 5`).
  @Test func samplingAHugeStateStopsAtTheTimeLimit() throws {
    let source = """
      @State var x = [0.0]
      withAnimation(.linear(duration: 1)) { x = Array(repeating: 1.0, count: 100000) }
      let s = sample($x, for: 1)
      print(s.count)
      """
    let started = Date()
    let r = try AnimExecutable.run(
      ["run", "--timeout", "1", "--memory-limit", "none", "-"], stdin: source, seconds: 60)
    let seconds = Date().timeIntervalSince(started)
    #expect(r.status == 1)
    #expect(r.stderr.contains("error: timed out: the script ran past its time limit"), "\(r.stderr)")
    #expect(seconds < 1 + 0.5 + 1, "ran \(seconds) s")
  }
}
