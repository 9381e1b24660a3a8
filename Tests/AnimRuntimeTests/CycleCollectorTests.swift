// Closure cycles are freed before the session ends (issue 14, CycleCollector.swift), and what is
// still reachable keeps working: escaped closures, mutual recursion, recursion through a variable.
import AnimSyntax
import Testing

@testable import AnimRuntime

@Suite struct CycleCollectorTests {
  /// A function whose every call makes a cycle: two sibling local functions that call each
  /// other, each capturing the other's cell. It returns `a` when `escape` is true.
  static let siblings = """
    func outer(k, escape) {
        func a(n) { return n <= 0 ? k : b(n - 1) }
        func b(n) { return a(n) }
        if escape { return a }
        return a(3)
    }
    """

  /// A function whose every call makes a closure stored in the variable it captures.
  static let throughVariable = """
    func fact(n) {
        var f = { k in k }
        f = { k in k <= 1 ? 1 : k * f(k - 1) }
        return f(n)
    }
    """

  /// The closure in global `name`, weakly: nil once it has been freed.
  func closure(_ name: String, in session: Session) -> Closure? {
    let interpreter = session.interpreter
    guard let slot = interpreter.resolver.globals[name]?.slot, slot < interpreter.machine.globals.count,
      case .function(let c) = interpreter.machine.globals[slot]
    else { return nil }
    return c
  }

  /// Without the collector each input below left its cycle behind (two closures and three
  /// cells: `a`'s, `b`'s and the captured parameter `k`'s); with it, nothing stays tracked after
  /// an input and every input's three cells are emptied.
  @Test func replInputsLeaveNothingBehind() {
    let session = Session(output: { _ in })
    #expect(session.evaluate(Self.siblings).succeeded)
    for i in 0..<1_000 {
      let outcome = session.evaluate("outer(\(i), false)")
      #expect(outcome.echo == "\(i)")
    }
    #expect(session.interpreter.cycles.trackedCount == 0)
    #expect(session.interpreter.cycles.freedCells == 3_000)
  }

  /// A run that makes 100,000 cycles keeps at most a collection's worth of them (4,096 tracked
  /// closures, or twice what survived) at any time, and frees them all.
  @Test(arguments: [siblings + "\nvar total = 0\nfor i in 0..<50_000 { total += outer(1, false) }\nprint(total)",
    throughVariable + "\nvar total = 0\nfor i in 0..<50_000 { total += fact(3) }\nprint(total)"])
  func longRunsStayBounded(source: String) {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let outcome = session.run(SourceFile(name: "cycles.anim", text: source))
    #expect(outcome.succeeded, "\(outcome.diagnostics.map(\.message))")
    #expect(lines == [source.hasPrefix("func outer") ? "50000" : "300000"])
    #expect(session.interpreter.cycles.trackedCount == 0)
    #expect(session.interpreter.cycles.freedCells >= 50_000)
  }

  /// A closure that escapes its cycle stays alive and working across collections (in the same
  /// run and in later inputs), and is freed once the last variable holding it lets go.
  @Test func escapedClosuresLiveUntilDropped() throws {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    #expect(session.evaluate(Self.siblings).succeeded)
    // Ten thousand cycles made after `kept` escaped: collections run while it is held by a
    // global only.
    let run = session.evaluate(
      """
      var kept = outer(7, true)
      var sum = 0
      for i in 0..<10_000 { sum += outer(1, false) }
      print(kept(5), sum)
      """)
    #expect(run.succeeded, "\(run.diagnostics.map(\.message))")
    #expect(lines == ["7 10000"])
    for _ in 0..<5 { _ = session.evaluate("outer(1, false)") }
    #expect(session.evaluate("kept(2)").echo == "7")
    weak let escaped = closure("kept", in: session)
    #expect(escaped != nil)
    #expect(session.evaluate("kept = nil").succeeded)
    #expect(escaped == nil, "the cycle of a dropped closure was not freed")
  }

  /// Cycles that run through containers: a closure stored in an array, a pair, a dictionary, a
  /// struct or a tuple held by the variable it captures. Every call leaves five; all are freed.
  @Test func cyclesThroughContainersAreFreed() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let run = session.evaluate(
      """
      struct Holder { var f }
      func outer(k) {
          var fs = []
          fs.append({ fs.count + k })
          var p = (0, { 0 })
          p = (1, { p.0 })
          var d = ["a": { 0 }]
          d["b"] = { d.count }
          var h = Holder(f: { 0 })
          h = Holder(f: { let g = h.f; return 1 })
          var t = (1, 2, { 0 })
          t = (1, 2, { t.0 })
          let pf = p.1
          let tf = t.2
          let hf = h.f
          return fs[0]() + pf() + d["b"]!() + tf() + hf()
      }
      var total = 0
      for i in 0..<5_000 { total += outer(1) }
      print(total)
      """)
    #expect(run.succeeded, "\(run.diagnostics.map(\.message))")
    #expect(lines == ["35000"])
    #expect(session.interpreter.cycles.trackedCount == 0)
    // Six cells a call: fs, p, d, h, t and the captured parameter k.
    #expect(session.interpreter.cycles.freedCells == 30_000)
  }

  /// Cycles through containers that a global still holds stay, and work, across collections.
  @Test func cyclesHeldByContainersStayReachable() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let run = session.evaluate(
      Self.siblings + """

        func keep() {
            var f = { n in n }
            f = { n in n <= 0 ? 42 : f(n - 1) }
            return [f]
        }
        let fs = [keep(), keep()]
        for i in 0..<10_000 { outer(1, false) }
        print(fs[0][0](3), fs[1][0](1))
        """)
    #expect(run.succeeded, "\(run.diagnostics.map(\.message))")
    #expect(lines == ["42 42"])
  }

  /// A cell that a running call still uses is never emptied: here the running closure lets go
  /// of the global that held it, so only its own cycle and the call refer to it, and then makes
  /// enough closures for collections to run before it recurses through its variable.
  @Test func runningCyclesAreNotFreed() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let run = session.evaluate(
      """
      var g = nil
      func makeCycle() {
          var f = { n in n }
          f = { n in
              if n == 0 { return 0 }
              g = nil
              var made = 0
              for i in 0..<5_000 { let h = { made }; made += 1 }
              return made + f(n - 1)
          }
          return f
      }
      g = makeCycle()
      print(g(2))
      """)
    #expect(run.succeeded, "\(run.diagnostics.map(\.message))")
    #expect(lines == ["10000"])
    #expect(session.interpreter.cycles.freedCells > 0)
  }

  /// `reset()` drops the globals, and with them the cycles they held.
  @Test func resetFreesCyclesOfGlobals() {
    let session = Session(output: { _ in })
    #expect(session.evaluate(Self.siblings + "\nvar kept = outer(1, true)").succeeded)
    weak let escaped = closure("kept", in: session)
    #expect(escaped != nil)
    session.reset()
    #expect(escaped == nil)
  }
}
