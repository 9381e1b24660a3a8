// The front end polls the run's limits (WorkBudget.swift): a poll that says stop ends lexing or
// parsing with that one error, and the front end reports nothing after it.
import Testing

@testable import AnimSyntax

@Suite struct WorkBudgetTests {
  /// A budget whose poll says stop from its `n`th poll on (it is asked every 1,024 steps).
  func budget(stoppingAtPoll n: Int) -> (WorkBudget, () -> Int) {
    var polls = 0
    let b = WorkBudget {
      polls += 1
      return polls >= n ? "timed out: the script ran past its time limit" : nil
    }
    return (b, { polls })
  }

  /// `count` statements of nine tokens each (`f ( 1 , x : 2 )` and the line break).
  func statements(_ count: Int) -> String {
    String(repeating: "f(1, x: 2)\n", count: count)
  }

  @Test func parsingStopsWithOneError() {
    // 2,000 statements are 18,000 tokens: the lexer polls 17 times and passes; the parser's
    // count goes on from there, and its first poll (the 18th, at its 432nd token) stops it.
    let (b, polls) = budget(stoppingAtPoll: 18)
    let file = SourceFile(name: "big.anim", text: statements(2000))
    let (program, diagnostics) = Parser.parse(file, budget: b)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message == "timed out: the script ran past its time limit")
    #expect(diagnostics.first?.id == .limitExceeded)
    #expect(polls() == 18)
    // It stopped part-way (432 tokens are 48 lines), and a later phase is told nothing more.
    #expect(program.statements.count > 0 && program.statements.count <= 48)
    #expect(diagnostics.first.map { file.location(of: $0.range.start).line } == 48)
    #expect(b.diagnostic(in: file, at: .empty(at: 0)) == nil)
  }

  @Test func lexingStopsWithOneErrorAndNoParse() {
    let (b, _) = budget(stoppingAtPoll: 2)
    let file = SourceFile(name: "big.anim", text: statements(2000))
    let (program, diagnostics) = Parser.parse(file, budget: b)
    #expect(diagnostics.map(\.message) == ["timed out: the script ran past its time limit"])
    // The lexer stopped at its second poll, at the 2,048th token (the 5th of line 228): no
    // statement, and no "expected …" about the input it did not read.
    #expect(diagnostics.first.map { file.location(of: $0.range.start).line } == 228)
    #expect(program.statements.isEmpty)
  }

  @Test func aBudgetThatHoldsChangesNothing() {
    let (b, polls) = budget(stoppingAtPoll: .max)
    let file = SourceFile(name: "big.anim", text: statements(2000))
    let (program, diagnostics) = Parser.parse(file, budget: b)
    #expect(diagnostics.isEmpty)
    #expect(program.statements.count == 2000)
    #expect(polls() > 0)
  }
}
