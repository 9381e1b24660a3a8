// `anim test` end to end (issue 20): a hanging file is stopped and reported, a line per file as
// it finishes, --jobs, --filter, --junit, escaped output and at most 100 lines per file.
import Foundation
#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

@Suite struct TestRunnerTests {
  typealias Scratch = EndToEndTests.Scratch

  let files = [
    "ok.anim": "test \"sums\" {\n    expect(1 + 1 == 2)\n}\n",
    "sub/bad.anim": "let a = 3\ntest \"wrong\" {\n    expect(a + 1 == 5)\n}\ntest \"right\" { expect(a == 3) }\n",
    "hang.anim": "var n = 0\nwhile true { n += 1 }\n",
  ]

  @Test func aHangingFileIsStoppedAndReportedAsTimedOut() throws {
    let dir = try Scratch(files)
    let started = Date()
    let r = try AnimExecutable.run(["test", dir.url.path, "--timeout", "2"], seconds: 60)
    let elapsed = Date().timeIntervalSince(started)
    #expect(r.status == 1)
    #expect(elapsed < 20, "took \(elapsed) s")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("TIMEOUT \(dir.path("hang.anim")) (stopped after 2 s)"))
    #expect(lines.contains { $0.hasPrefix("PASS \(dir.path("ok.anim")) (1 test, ") && $0.hasSuffix(" s)") })
    #expect(lines.contains { $0.hasPrefix("FAIL \(dir.path("sub/bad.anim")) (1 of 2 tests failed, ") })
    #expect(lines.contains("\(dir.path("sub/bad.anim")):3:12: expect failed: a + 1 == 5 (a + 1 = 4)"))
    // ok 1 + bad 1 passed; bad 1 + the timed-out file 1 failed.
    #expect(lines.last == "2 passed, 2 failed")
  }

  @Test func aWorkerWhoseParentIsGoneStopsItself() throws {
    // Run as the scheduler runs it, but with nobody to kill it: its own alarm ends it.
    let dir = try Scratch(files)
    let started = Date()
    let r = try AnimExecutable.run(["test", "--worker", dir.path("hang.anim"), "--timeout", "1"], seconds: 30)
    #expect(r.status == 128 + SIGALRM)
    #expect(Date().timeIntervalSince(started) < 15)
  }

  @Test func oneJobRunsFilesInOrderAndFilterPicksThem() throws {
    let dir = try Scratch(files)
    let r = try AnimExecutable.run(["test", dir.url.path, "--jobs", "1", "--filter", "ok|bad"])
    let status = r.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
    #expect(status.count == 2)
    #expect(status.first?.hasPrefix("PASS \(dir.path("ok.anim"))") == true)
    #expect(status.last?.hasPrefix("FAIL \(dir.path("sub/bad.anim"))") == true)
    #expect(r.stdout.hasSuffix("2 passed, 1 failed\n"))
    let none = try AnimExecutable.run(["test", dir.url.path, "--filter", "^nothing$"])
    #expect(none.status == 0 && none.stdout == "0 passed, 0 failed\n")
  }

  @Test func badOptionsAreUsageErrors() throws {
    let dir = try Scratch(files)
    for extra in [["--jobs", "0"], ["--filter", "("], ["--timeout", "-1"], ["--timeout", "0"]] {
      let r = try AnimExecutable.run(["test", dir.path("ok.anim")] + extra)
      #expect(r.status == 2, "\(extra)")
      #expect(r.stderr.contains("Error: --"), "\(extra): \(r.stderr)")
    }
  }

  @Test func junitXMLListsEverySuiteAndCase() throws {
    let dir = try Scratch(files)
    let xml = dir.path("results.xml")
    let r = try AnimExecutable.run(["test", dir.url.path, "--timeout", "2", "--junit", xml])
    #expect(r.status == 1)
    let text = try String(contentsOfFile: xml, encoding: .utf8)
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"anim test\" tests=\"4\" failures=\"1\" errors=\"1\""))
    #expect(text.contains("<testcase classname=\"\(dir.path("ok.anim"))\" name=\"sums\"/>"))
    #expect(text.contains("<testcase classname=\"\(dir.path("sub/bad.anim"))\" name=\"wrong\">\n      <failure message="))
    #expect(text.contains("<error message=\"TIMEOUT \(dir.path("hang.anim")) (stopped after 2 s)\">"))
    // Well-formed: Foundation's XML parser reads it to the end.
    let parser = XMLParser(data: Data(text.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }

  @Test func outputIsEscapedAndCappedAt100LinesPerFile() throws {
    // 1,000 stray control characters and a failed check quoting an escape sequence.
    let dir = try Scratch([
      "binary.anim": String(repeating: "\u{1}\u{1b} ", count: 1000),
      "value.anim": "let s = \"\u{1b}]0;pwned\u{7}\"\nexpect(s == \"\")\n",
    ])
    let r = try AnimExecutable.run(["test", dir.url.path])
    #expect(r.status == 1)
    #expect(!r.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let binary = r.stdout.split(separator: "\n").filter { $0.hasPrefix(dir.path("binary.anim") + ":") }
    #expect(binary.count == 100)
    #expect(r.stdout.contains("1900 more lines not shown\n"))
    // The value is quoted as Swift's debugDescription writes it (issue 31).
    #expect(r.stdout.contains("expect failed: s == \"\" (s = \"\\u{1B}]0;pwned\\u{07}\")"))
  }
}
