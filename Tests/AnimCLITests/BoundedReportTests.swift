// `anim test`'s reports stay short and its own output paths are checked first (issue 31): a
// crashed worker is one line, not ~100 lines of backtrace and register dump; a `--junit` path
// that cannot be written is a usage error before any test runs.
import Foundation
import Testing

@testable import anim

@Suite struct BoundedReportTests {
  /// A worker that writes a Swift trap's message, then a backtrace, then dies of SIGSEGV.
  @Test func aCrashedWorkerIsOneLine() throws {
    let script = """
      echo 'Fatal error: Dictionary literal contains duplicate keys' >&2
      i=0; while [ $i -lt 100 ]; do echo "  rax 0x000000000000000$i  frame #$i in anim" >&2; i=$((i+1)); done
      kill -SEGV $$
      """
    let worker = try WorkerProcess(executable: "/bin/sh", arguments: ["-c", script], seconds: 30)
    while true {
      for fd in worker.openDescriptors { worker.read(from: fd) }
      if worker.reapIfDone(now: Date()) { break }
      usleep(10_000)
    }
    let outcome = TestScheduler.outcome(of: worker, path: "crash.anim", now: Date())
    #expect(outcome.report.lines == [
      "crash.anim: crashed (Segmentation fault, signal 11); last message: Fatal error: Dictionary literal contains duplicate keys"
    ])
  }

  /// `--junit` naming a directory or a path in a missing folder fails at once (status 2), before
  /// the tests run; it used to run every test, then say "(NSCocoaErrorDomain error 512.)".
  @Test func anUnwritableJUnitPathIsAUsageError() throws {
    let dir = try EndToEndTests.Scratch(["slow.anim": "wait(1)\nprint(1) // expect: 1\n"])
    for junit in [dir.url.path, dir.path("missing/report.xml")] {
      let started = Date()
      let r = try AnimExecutable.run(["test", dir.path("slow.anim"), "--junit", junit])
      #expect(r.status == 2)
      #expect(r.stderr.contains("--junit"), "\(r.stderr)")
      #expect(!r.stdout.contains("PASS"))
      #expect(Date().timeIntervalSince(started) < 5)
    }
  }

  /// `--svg`, `--csv` and `-o` are checked the same way before anything is drawn.
  @Test func plotAndPreviewOutputPathsAreCheckedFirst() throws {
    let dir = try EndToEndTests.Scratch([:])
    let svg = try AnimExecutable.run(["plot", ".bouncy", "--svg", dir.url.path])
    #expect(svg.status == 2 && svg.stderr.contains("--svg '\(dir.url.path)' is a directory, not a file."))
    let csv = try AnimExecutable.run(["plot", ".bouncy", "--csv", dir.path("no/such.csv")])
    #expect(csv.status == 2 && csv.stderr.contains("its folder does not exist"))
    let page = try AnimExecutable.run(["preview", ".bouncy", "-o", dir.url.path])
    #expect(page.status == 2 && page.stderr.contains("-o '\(dir.url.path)' is a directory, not a file."))
  }
}
