// What the checker proves for the run time (Resolution+Proofs.swift): which calls may skip the
// run-time checks of their callee's annotations, and which functions' results need no check.
// The expectations follow Swift's rules for the programs written: an argument whose type the
// checker knows and that fits the parameter is proved; one that comes from untyped code is not.
import Testing

@testable import AnimRuntime
@testable import AnimSyntax

@Suite struct ProofTests {
  private func resolve(_ text: String) -> (Program, Resolution) { ResolvedProgram.resolve(text, file: "p.anim") }
  private func function(_ program: Program, _ k: Int) -> FunctionDecl? { ResolvedProgram.function(program, k) }
  private func returned(_ f: FunctionDecl, _ k: Int) -> Expr? { ResolvedProgram.returned(f, k) }

  @Test func theSwiftFormOfFibIsProved() throws {
    let (program, resolution) = resolve(
      """
      func fib(_ n: Int) -> Int {
          if n < 2 { return n }
          return fib(n - 1) + fib(n - 2)
      }
      print(fib(20))
      """)
    let fib = try #require(function(program, 0))
    let sum = try #require(returned(fib, 1))
    guard case .binary(.add, let left, let right) = sum.kind else {
      Issue.record("expected fib(n - 1) + fib(n - 2)")
      return
    }
    #expect(resolution.provedCallee(of: left) === fib)
    #expect(resolution.provedCallee(of: right) === fib)
    #expect(resolution.provesResult(of: fib, is: .int))
  }

  @Test func valuesFromUntypedCodeAreNotProved() throws {
    let (program, resolution) = resolve(
      """
      func half(_ x: Double) -> Double { x / 2 }
      func apply(f, v) { return f(v) }
      func twice(_ x: Double) -> Double { return half(apply(half, x)) }
      func word(_ x: Double) -> Double { return apply(half, x) }
      """)
    let half = try #require(function(program, 0))
    let twice = try #require(function(program, 2))
    let word = try #require(function(program, 3))
    let call = try #require(returned(twice, 0))
    // `half(apply(…))`: its argument is the result of an untyped function.
    #expect(resolution.provedCallee(of: call) == nil)
    #expect(resolution.provesResult(of: half, is: .double))
    // `half(…)` is a Double: `twice`'s result is proved, `word`'s (untyped) is not.
    #expect(resolution.provesResult(of: twice, is: .double))
    #expect(!resolution.provesResult(of: word, is: .double))
  }

  @Test func aBodyThatCanEndWithoutReturningProvesOnlyAnOptional() throws {
    let (program, resolution) = resolve(
      """
      func a(_ x: Double) -> Double? { if x > 0 { return x } }
      func b(_ x: Double) -> Double { if x > 0 { return x } else { return 1 } }
      func c(_ x: Double) -> Double { if x > 0 { return x } }
      func d(_ x: Double) -> Double { x > 0 ? x : 1 }
      """)
    let (a, b, c, d) = try (
      #require(function(program, 0)), #require(function(program, 1)), #require(function(program, 2)),
      #require(function(program, 3))
    )
    #expect(resolution.provesResult(of: a, is: .optional(.double)))
    #expect(resolution.provesResult(of: b, is: .double))
    // Falling off the end gives nil, which a Double result refuses at run time.
    #expect(!resolution.provesResult(of: c, is: .double))
    #expect(resolution.provesResult(of: d, is: .double))
  }
}
