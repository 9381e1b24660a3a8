import AnimPlot
import AnimREPL
import AnimSyntax
import Foundation
import Testing

@testable import anim

/// A runtime stand-in: scripts "fail" when their text says so; test files named `*fail*` have a
/// failing test; `plot` samples a linear ramp from 0 to 1 over 1 s.
struct FakeHost: ScriptHost {
  func run(_ script: ScriptSource, options: HostOptions) -> Bool {
    Output.write("ran \(script.name)\n")
    return !script.text.contains("fail")
  }

  func test(_ script: ScriptSource, options: HostOptions) -> TestFileReport {
    script.name.contains("fail")
      ? TestFileReport(passed: 1, failed: 1, lines: ["\(script.name): failed"])
      : TestFileReport(passed: 2)
  }

  func plotLine(
    for expression: String, scope: ScriptSource?, duration: Double?, options: HostOptions
  ) -> PlotLine? {
    guard expression != "bad" else { return nil }
    let samples = (0...10).map {
      Sample(time: Double($0) / 10, value: Double($0) / 10, velocity: 1)
    }
    return PlotLine(name: expression, samples: samples, start: 0, target: 1)
  }

  func record(_ script: ScriptSource, options: HostOptions) -> Recording? { nil }
  func export(_ request: ExportRequest, options: HostOptions) -> String? {
    request.expression == "bad" ? nil : "exported \(request.expression) to \(request.target)\n"
  }

  func makeEngine(options: HostOptions) -> (any REPLEngine)? { nil }

  func resolutionDiagnostics(of program: Program) -> [Diagnostic] { [] }
}

/// Commands run in-process against `FakeHost`, with output captured. Serialized: they swap the
/// process-wide host and output.
@Suite(.serialized) struct ScriptHostTests {
  func execute(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    var out = ""
    var err = ""
    let savedHost = Host.current
    Host.current = FakeHost()
    Output.capture = { descriptor, text in
      if descriptor == 1 { out += text } else { err += text }
    }
    defer {
      Output.capture = nil
      Host.current = savedHost
    }
    let status = AnimCommand.execute(arguments)
    return (status, out, err)
  }

  @Test func codeRunsAndFailuresExitWith1() {
    #expect(execute(["-e", "print(1)"]) == (0, "ran -e\n", ""))
    #expect(execute(["-e", "fail()"]).status == 1)
  }

  // `anim -e CODE` and `anim FILE` skip ArgumentParser (its reflection was a third of start-up);
  // every other command line, however close, still goes through it.
  @Test func onlyThePlainCommonLinesSkipArgumentParsing() throws {
    #expect(try AnimCommand.commonScript(["-e", "print(1)"])?.text == "print(1)")
    #expect(try AnimCommand.commonScript(["--eval", "print(1)"])?.name == "-e")
    for arguments in [
      [], ["-e"], ["-e", "--help"], ["-e", "-1"], ["-e", "print(1)", "--timeout", "1"],
      ["--timeout", "1", "-e", "x"], ["--help"], ["test"], ["run"], ["help"], ["-"],
      ["--version"], ["x.anim", "--timeout", "2"], ["-e=print(1)"],
    ] {
      #expect(try AnimCommand.commonScript(arguments) == nil, "\(arguments)")
    }
    #expect(execute(["-e", "print(1)"]) == (0, "ran -e\n", ""))
    #expect(execute(["--eval", "fail()"]).status == 1)
  }

  // `anim test` itself runs each file in a worker process of the real binary (TestRunnerTests);
  // here, in-process, the worker's side: one file's report as JSON.

  @Test func aWorkerPrintsItsFilesReportAsJSON() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-host-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let failing = root.appendingPathComponent("will_fail.anim").path
    try Data().write(to: URL(fileURLWithPath: failing))
    let result = execute(["test", "--worker", failing])
    #expect(result.status == 0)
    let report = try JSONDecoder().decode(TestFileReport.self, from: Data(result.out.utf8))
    #expect(report == TestFileReport(passed: 1, failed: 1, lines: ["\(failing): failed"]))
  }

  @Test func syntaxOnlyFilesAreCheckedWithoutTheHost() {
    let good = ScriptSource(text: "// syntax-only: a clean file\nlet a = (1 + 2)\n", name: "good.anim")
    #expect(TestCommand.testSyntaxOnly(good) == TestFileReport(passed: 1))
    // The error is reported but not expected: one mismatch line, one failed test.
    let bad = ScriptSource(text: "// syntax-only: an unexpected error\nlet a = (1 + 2\n", name: "bad.anim")
    let report = TestCommand.testSyntaxOnly(bad)
    #expect(report.passed == 0 && report.failed == 1)
    #expect(report.lines.count == 1)
    #expect(report.lines.first?.hasPrefix("bad.anim: unexpected error at 2:") == true)
  }

  @Test func plotDrawsAChartAndATableWithKeyFigures() {
    let result = execute(["plot", "ramp", "--table", "--width", "40", "--style", "ascii"])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "ramp")
    #expect(lines.contains { $0.hasSuffix("1 s") })
    #expect(lines.contains { $0.hasPrefix("50 % at ") && $0.hasSuffix(" 0.500 s") })
  }

  @Test func plotWritesCSVAndSVG() throws {
    let csv = execute(["plot", "ramp", "--csv", "-"])
    #expect(csv.out.hasPrefix("time,value,velocity\n0.0,0.0,1.0\n0.1,0.1,1.0\n"))
    let svg = execute(["plot", "ramp", "--svg", "-", "--velocity"])
    #expect(svg.out.hasPrefix("<svg"))
    #expect(svg.out.contains("ramp velocity (right axis)"))
  }

  @Test func plotFailsWhenTheHostCannotEvaluate() {
    #expect(execute(["plot", "bad"]).status == 1)
  }
}
