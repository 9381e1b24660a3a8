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
}
