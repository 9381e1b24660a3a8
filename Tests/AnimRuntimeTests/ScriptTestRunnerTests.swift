import AnimRuntime
import AnimSyntax
import Testing

@Suite struct ScriptTestRunnerTests {
  private func run(_ source: String) -> ScriptTestRunner.FileResult {
    ScriptTestRunner().runFile(SourceFile(name: "t.anim", text: source))
  }

  @Test func failingCheckReportsPositionTextAndOperands() {
    let r = run("test \"t\" {\n  let a = 1\n  expect(a > 2)\n}")
    #expect(r.passed == 0 && r.failed == 1)
    #expect(r.lines == ["t.anim:3:10: expect failed: a > 2 (a = 1)"])
  }

  @Test func checksDoNotStopTheScript() {
    let r = run("test \"a\" { expect(false) }\ntest \"b\" { expect(true) }")
    #expect(r.passed == 1 && r.failed == 1)
  }

  @Test func fileWithoutTestBlocksIsOneTest() {
    #expect(run("let x = 1\nexpect(x == 1)").passed == 1)
    #expect(run("let x = 1\nexpect(x == 2)").failed == 1)
  }

  @Test func fileThatErrorsFails() {
    let r = run("let x = 1 + \"a\"")
    #expect(r.failed == 1)
  }

  @Test func annotationsMustMatchExactly() {
    #expect(run("print(1) // expect: 1").failed == 0)
    #expect(run("print(2) // expect: 1").failed == 1)
    #expect(run("let a = qqqqq // expect error: cannot find 'qqqqq' in scope").failed == 0)
  }

  @Test func testBlocksAreListedWithTheirResults() {
    let r = run("test \"a\" { expect(false) }\ntest \"b\" { expect(true) }")
    #expect(r.tests.map(\.name) == ["a", "b"])
    #expect(r.tests.map(\.passed) == [false, true])
  }

  @Test func aFileReportsAtMost100Lines() {
    // 1,000 stray characters: one error each, as a binary file gives.
    let r = run(String(repeating: "§ ", count: 1000))
    #expect(r.failed == 1)
    #expect(r.lines.count == 101)
    #expect(r.lines.last == "900 more lines not shown")
  }

  @Test func totalsLineEndsTheRun() {
    var lines: [String] = []
    _ = ScriptTestRunner().run(paths: [], output: { lines.append($0) })
    #expect(lines == ["0 passed, 0 failed"])
  }
}
