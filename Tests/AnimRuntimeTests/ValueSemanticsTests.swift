import AnimRuntime
import Testing

@Suite struct ValueSemanticsTests {
  @Test func vectorsCopyOnAssignment() {
    let (lines, outcome) = runScript("var a = [1, 2, 3]\nvar b = a\nb[0] = 10\nprint(a, b)")
    #expect(outcome.succeeded)
    #expect(lines == ["[1, 2, 3] [10, 2, 3]"])
  }

  @Test func recordsCopyOnAssignment() {
    let source = """
      state S { var x = 0 }
      var a = S()
      var b = a
      b.x = 5
      print(a.x, b.x)
      """
    #expect(runScript(source).lines == ["0 5"])
  }

  @Test func closuresCaptureVariablesByReference() {
    let source = """
      func counter() { var c = 0; return { c += 1; return c } }
      let k = counter()
      k()
      k()
      print(k())
      """
    #expect(runScript(source).lines == ["3"])
  }

  @Test func loopVariablesAreFreshPerIteration() {
    let source = """
      var fs = []
      var g1 = { 0 }
      var g2 = { 0 }
      for i in 0..<2 {
        if i == 0 { g1 = { i } } else { g2 = { i } }
      }
      print(g1(), g2())
      """
    #expect(runScript(source).lines == ["0 1"])
  }

  @Test func pairsNestAndKeepLabels() {
    #expect(runScript("let p = (x: 1, y: 2)\nprint(p.y, p.first, p)").lines == ["2 1 (x: 1, y: 2)"])
  }
}
