// Inference of untyped parameters (TypeChecker+ParameterInference.swift): which untyped
// functions of a whole program get their parameters typed as numbers, and which keep them
// untyped. The rule, from Grammar's "Untyped parameters": every use of the function is a call
// whose arguments are proved numbers (or number literals), and its body only computes with
// numbers; a REPL's input never qualifies.
import Testing

@testable import AnimRuntime
@testable import AnimSyntax

@Suite struct ParameterInferenceTests {
  /// The names of the top-level functions of `text` whose parameters were inferred.
  /// `text` parsed and resolved as a whole program (or a REPL's input), with no diagnostics.
  private func resolve(_ text: String, wholeProgram: Bool = true) -> (Program, Resolution) {
    let (program, syntax) = Parser.parse(SourceFile(name: "i.anim", text: text))
    #expect(syntax.isEmpty)
    let resolver = Resolver()
    resolver.resolution.infersParameterTypes = wholeProgram
    let (diagnostics, _) = resolver.resolve(program)
    #expect(diagnostics.map(\.message) == [])
    return (program, resolver.resolution)
  }

  private func inferred(_ text: String, wholeProgram: Bool = true) -> [String] {
    let (program, resolution) = resolve(text, wholeProgram: wholeProgram)
    return program.statements.compactMap { s in
      guard case .function(let f) = s.kind, resolution.inferredNumberFunctions.contains(ObjectIdentifier(f))
      else { return nil }
      return f.name?.text
    }
  }

  @Test func theBenchmarksFunctionsAreInferred() {
    let names = inferred(
      """
      func elastic(value, time, duration) {
          if time > duration { return nil }
          let p = time / duration
          let s = sin((20 * p - 11.125) * ((2 * pi) / 4.5))
          if p < 0.5 {
              return value * (-(pow(2, 20 * p - 10) * s) / 2)
          }
          return value * ((pow(2, -20 * p + 10) * s) / 2 + 1)
      }
      func fib(n) {
          if n < 2 { return n }
          return fib(n - 1) + fib(n - 2)
      }
      let n = 1000
      var total = 0.0
      for i in 0..<n {
          total += elastic(100.0, (Double(i) / Double(n)) * 5.0, 5.0)
      }
      print(total, fib(20), fib(-3))
      """)
    #expect(names == ["elastic", "fib"])
  }

  @Test func aNumbersScaledByIsItsProduct() {
    // VectorArithmetic's `scaled(by:)` of a Double is `x * k`: a body of them computes with
    // numbers, and each call is recorded for typed lowering.
    let text = "func f(v, k) { return v.scaled(by: k).scaled(by: k) }\nprint(f(1.5, 0.5))"
    #expect(inferred(text) == ["f"])
    #expect(resolve(text).1.builtinScales.count == 2)
    // Called with a pair too: untyped, and the pair's own `scaled(by:)` runs.
    #expect(inferred("func f(v, k) { v.scaled(by: k) }\nprint(f(1.5, 2), f(AnimatablePair(1.0, 2.0), 2))") == [])
    // An extension of Double's own `scaled`: not recorded as the product.
    let own = "extension Double { func scaled(by k: Double) -> Double { self * k + 1 } }\nlet x = 2.0\nprint(x.scaled(by: 3))"
    #expect(resolve(own).1.builtinScales.isEmpty)
  }

  @Test func aREPLInputInfersNothing() {
    #expect(inferred("func sq(x) { x * x }\nprint(sq(3))", wholeProgram: false) == [])
    #expect(inferred("func sq(x) { x * x }\nprint(sq(3))") == ["sq"])
  }

  @Test func aCallWithSomethingElseKeepsItUntyped() {
    // A string, an untyped function's result, an untyped parameter.
    #expect(inferred("func twice(x) { return x + x }\nprint(twice(2), twice(\"ab\"))") == [])
    // `id`'s result is untyped: `sq` is not inferred (`id` is).
    #expect(inferred("func id(v) { return v }\nfunc sq(x) { x * x }\nprint(sq(id(3)))") == ["id"])
    #expect(inferred("func sq(x) { x * x }\nfunc f(y) { print(y)\n return sq(y) }\nprint(f(2))") == [])
  }

  @Test func aFunctionUsedAsAValueKeepsItUntyped() {
    #expect(inferred("func sq(x) { x * x }\nlet g = sq\nprint(g(3), sq(2))") == [])
    #expect(inferred("func sq(x) { x * x }\nprint([1.0, 2.0].map(sq))") == [])
  }

  @Test func aBodyThatDoesMoreThanComputeKeepsItUntyped() {
    // Printing a parameter: Swift prints a Double `8.0`, Anim an untyped number `8`.
    #expect(inferred("func show(x) { print(x) }\nshow(8)") == [])
    #expect(inferred("func label(x) { return \"\\(x)\" }\nprint(label(8))") == [])
    #expect(inferred("func kind(x) { return type(of: x) }\nprint(kind(8))") == [])
    #expect(inferred("func f(x, y = 2) { x * y }\nprint(f(3))") == [])
    #expect(inferred("func f(_ x: Double, y) { x * y }\nprint(f(3, 4))") == [])
  }

  @Test func swiftsRulesRefusingTheBodyWithNumbersKeepItUntyped() {
    // `let k = 3` is an Int to Swift: `k * x` with x a Double is refused, so x stays untyped, and
    // nothing is reported (the untyped body is fine).
    #expect(inferred("func k3(x) {\n let k = 3\n return k * x\n}\nprint(k3(2))") == [])
  }

  @Test func aWithdrawnCallerWithdrawsWhatItsCallsProved() {
    // `outer`'s call of `inner` passes `x + 1`, a number only if `outer`'s x is; `outer` is
    // also called with a string, so neither is inferred.
    let names = inferred(
      """
      func inner(y) { y * 2 }
      func outer(x) { inner(x + 1) }
      print(outer(1), outer("a"))
      """)
    #expect(names == [])
    #expect(inferred("func inner(y) { y * 2 }\nfunc outer(x) { inner(x + 1) }\nprint(outer(1))") == ["inner", "outer"])
  }

  @Test func theInferredBodyIsTypedAndWithdrawnOnesAreNot() throws {
    let (program, resolution) = resolve(
      "func sq(x) { return x * x }\nprint(sq(3))\nfunc cat(x) { return x + x }\nprint(cat(\"ab\"))")
    let sq = try #require(ResolvedProgram.function(program, 0))
    let cat = try #require(ResolvedProgram.function(program, 2))
    let product = try #require(ResolvedProgram.returned(sq, 0))
    let sum = try #require(ResolvedProgram.returned(cat, 0))
    #expect(resolution.type(of: product) == .double)
    #expect(resolution.type(of: sum)?.isUnknown == true)
  }

  /// The `animate` methods of `text`'s animation declarations whose time was inferred.
  private func inferredAnimations(_ text: String) -> [String] {
    let (program, resolution) = resolve(text)
    return program.statements.compactMap { s in
      guard case .animation(let a) = s.kind,
        a.methods.contains(where: { resolution.inferredNumberFunctions.contains(ObjectIdentifier($0)) })
      else { return nil }
      return a.name.text
    }
  }

  private let elastic = """
    animation Elastic {
        let duration = 0.35
        func animate(value, time, context) {
            if time > duration { return nil }
            let p = time / duration
            let s = sin((20 * p - 11.125) * ((2 * pi) / 4.5))
            if p < 0.5 { return value * (-(pow(2, 20 * p - 10) * s) / 2) }
            return value * ((pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }

    """

  @Test func anAnimationsTimeIsInferredWhenEveryCallPassesANumber() {
    #expect(inferredAnimations(elastic + "@State var x = 0.0\nwithAnimation(Elastic(duration: 1)) { x = 100 }") == ["Elastic"])
    // A call of any `animate` with a number for its time keeps it; a string, or the method
    // used as a value, withdraws it.
    #expect(inferredAnimations(elastic + "func f(a, c) { return a.animate(1.0, 0.5, c) }") == ["Elastic"])
    #expect(inferredAnimations(elastic + "func f(a, c) { return a.animate(1.0, \"late\", c) }") == [])
    #expect(inferredAnimations(elastic + "func f(a, t, c) { return a.animate(1.0, t, c) }") == [])
    #expect(inferredAnimations(elastic + "func f(a) { return a.animate }") == [])
  }

  @Test func anAnimateThatDoesMoreThanComputeKeepsItsTimeUntyped() {
    let printing = """
      animation Loud {
          func animate(value, time, context) {
              print(time)
              return nil
          }
      }
      """
    #expect(inferredAnimations(printing) == [])
    let stateful = """
      state Count { var n = 0 }
      animation Counting {
          func animate(value, time, context) {
              context.state[Count].n += 1
              return time < 1 ? value : nil
          }
      }
      """
    #expect(inferredAnimations(stateful) == [])
  }

  @Test func theValueAndContextStayUntypedAndTheirMembersMayBeUsed() {
    // The seed's spelling: `value.scaled(by:)` with a formula of the time.
    let seed = """
      animation Elastic {
          let duration = 0.35
          func animate(value, time, context) {
              if time > duration { return nil }
              let p = time / duration
              if context.environment.animationPaused { return value }
              return value.scaled(by: p * p)
          }
      }
      """
    #expect(inferredAnimations(seed) == ["Elastic"])
    // A member of the time is not the value's: `time.description` prints a Double's digits.
    let described = """
      animation Described {
          func animate(value, time, context) { return time.description }
      }
      """
    #expect(inferredAnimations(described) == [])
  }
}
