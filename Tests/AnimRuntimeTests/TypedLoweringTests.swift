// Which expressions typed lowering takes (Lowering+Typed.swift): those whose every part the
// checker proved a number, by Swift's rules for the programs written. A parameter without a
// type, or a typed variable that untyped code assigned, keeps the expression on the general
// path, where the run time finds out what the value is.
import Testing

@testable import AnimRuntime
@testable import AnimSyntax

@Suite struct TypedLoweringTests {
  private func resolve(_ text: String) -> (Program, Resolution) { ResolvedProgram.resolve(text, file: "t.anim") }
  private func function(_ program: Program, _ k: Int) -> FunctionDecl? { ResolvedProgram.function(program, k) }
  private func returned(_ f: FunctionDecl, _ k: Int) -> Expr? { ResolvedProgram.returned(f, k) }

  /// The initialiser of top-level statement `k` when it is `let`/`var`.
  private func initializer(_ program: Program, _ k: Int) -> Expr? {
    guard k < program.statements.count, case .variable(let d) = program.statements[k].kind else { return nil }
    return d.initializer
  }

  private func isTyped(_ e: Expr, _ resolution: Resolution) -> Bool {
    Lowering.$resolution.withValue(resolution) { Lowering.isTyped(e) }
  }

  @Test func theSwiftFormOfFibIsTyped() throws {
    let (program, resolution) = resolve(
      """
      func fib(_ n: Int) -> Int {
          if n < 2 { return n }
          return fib(n - 1) + fib(n - 2)
      }
      """)
    let fib = try #require(function(program, 0))
    // `fib(n - 1) + fib(n - 2)`: Int parameters, and calls of a function declared `-> Int`.
    let sum = try #require(returned(fib, 1))
    #expect(isTyped(sum, resolution))
  }

  @Test func untypedParametersAreNotTyped() throws {
    let (program, resolution) = resolve(
      """
      func fib(n) {
          if n < 2 { return n }
          return fib(n - 1) + fib(n - 2)
      }
      """)
    let fib = try #require(function(program, 0))
    let sum = try #require(returned(fib, 1))
    #expect(!isTyped(sum, resolution))
  }

  @Test func aFormulaOnTypedParametersIsTyped() throws {
    let (program, resolution) = resolve(
      """
      func elastic(_ value: Double, _ p: Double) -> Double {
          return value * ((pow(2, -20 * p + 10) * sin(p * Double.pi)) / 2 + 1)
      }
      """)
    let elastic = try #require(function(program, 0))
    let formula = try #require(returned(elastic, 0))
    #expect(isTyped(formula, resolution))
  }

  @Test func aTypedVariableAssignedByUntypedCodeIsNotTyped() throws {
    let (program, resolution) = resolve(
      """
      func same(a) { return a }
      var x: Double = 1
      let y = x * 2
      x = same(2)
      """)
    // The assignment below makes every read of `x` unproved, the one above included (the
    // checker tracks names, not points in the program).
    let product = try #require(initializer(program, 2))
    #expect(!isTyped(product, resolution))
  }

  @Test func aLabelledCallWithProvedArgumentsIsPlacedAsWritten() throws {
    let (program, resolution) = resolve(
      """
      func lerp(from a: Double, to b: Double, by t: Double) -> Double { a + (b - a) * t }
      let x = lerp(from: 0, to: 10, by: 0.25)
      """)
    let lerp = try #require(function(program, 0))
    let call = try #require(initializer(program, 1))
    // Proved: the lowered call places the arguments without matching labels (Lowering.call).
    #expect(resolution.provedCallee(of: call) === lerp)
    #expect(isTyped(call, resolution))
  }

  @Test func stringsAreNotNumbers() throws {
    let (program, resolution) = resolve(
      """
      let a = "a"
      let b = a + "b"
      let c = 1 + 2
      """)
    #expect(!isTyped(try #require(initializer(program, 1)), resolution))
    #expect(isTyped(try #require(initializer(program, 2)), resolution))
  }
}
