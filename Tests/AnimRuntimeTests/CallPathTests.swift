import AnimRuntime
import AnimSyntax
import Testing

/// Calls of top-level functions skip reference counting (`Lowering.withCallee`, pinned
/// closures): a call site compiled in one REPL input must still call whatever its global holds
/// after later inputs redeclare or reassign it, and a function must survive being replaced
/// while it runs.
@Suite struct CallPathTests {
  private func run(_ inputs: [String]) -> [String] { REPLInputs.run(inputs) }

  @Test func oldCallSitesSeeARedeclaredName() {
    let lines = run([
      "func f(n) { return n + 1 }",
      "func caller(n) { return f(n) }",
      "print(caller(1))",
      // f becomes a variable holding a closure that replaces f while it runs.
      "var f = 0",
      "f = { n in f = 0; return n * 10 }",
      "print(caller(2))",
      "print(f)",
      "func f(n) { return n - 1 }",
      "print(caller(3))",
    ])
    #expect(lines == ["2", "20", "0", "2"])
  }

  @Test func aTopLevelFunctionSurvivesBeingReplacedWhileItRuns() {
    let lines = run([
      "var slot = 0",
      "func replacer(n) { slot = 0; return n * 2 }",
      "slot = replacer",
      "func run() { return slot(5) }",
      "print(run())",
      "print(slot)",
      "func replacer(n) { return n }",
      "slot = replacer",
      "print(run())",
    ])
    #expect(lines == ["10", "0", "5"])
  }

  /// A proved call of a typed top-level function is a direct call (Lowering+DirectCalls.swift),
  /// proved against the declaration the checker saw: after a REPL declares the function again,
  /// the old call site calls the new one, and a new signature's argument check applies.
  @Test func aDirectCallSeesARedeclaredFunction() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    for input in [
      "func f(_ n: Int) -> Int { n + 1 }",
      "func caller(_ n: Int) -> Int { f(n * 2) }",
      "print(caller(1))",
      "func f(_ n: Int) -> Int { n - 1 }",
      "print(caller(1))",
    ] {
      let outcome = session.evaluate(input)
      #expect(outcome.succeeded, "\(input): \(outcome.diagnostics.map(\.message))")
    }
    // 1 * 2 + 1, then 1 * 2 - 1.
    #expect(lines == ["3", "1"])
    let outcome = session.evaluate("func f(_ s: String) -> String { s }\nprint(caller(1))")
    #expect(!outcome.succeeded)
    // (The value's run-time name is Anim's one kind of number, not the checker's Int.)
    #expect(
      outcome.runtimeError?.message.hasSuffix("to expected argument type 'String' (parameter 's' of 'f')") == true)
  }
}
