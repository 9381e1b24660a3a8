// A program parsed and resolved (the checker run), for the tests that read what the checker
// recorded for the run time (ProofTests, TypedLoweringTests).
import Testing

@testable import AnimRuntime
@testable import AnimSyntax

enum ResolvedProgram {
  /// `text` parsed and resolved; expects no diagnostics.
  static func resolve(_ text: String, file: String = "t.anim") -> (Program, Resolution) {
    let (program, syntax) = Parser.parse(SourceFile(name: file, text: text))
    #expect(syntax.isEmpty)
    let resolver = Resolver()
    let (diagnostics, _) = resolver.resolve(program)
    #expect(diagnostics.map(\.message) == [])
    return (program, resolver.resolution)
  }

  /// Top-level statement `k` when it declares a function.
  static func function(_ program: Program, _ k: Int) -> FunctionDecl? {
    guard k < program.statements.count, case .function(let f) = program.statements[k].kind else { return nil }
    return f
  }

  /// The value of statement `k` of `f`'s body when it is `return e`.
  static func returned(_ f: FunctionDecl, _ k: Int) -> Expr? {
    guard k < f.body.statements.count, case .return(let e?) = f.body.statements[k].kind else { return nil }
    return e
  }
}
