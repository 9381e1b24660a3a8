import AnimRuntime
import AnimSyntax
import Testing

@Suite struct ResolverTests {
  private func check(_ source: String) -> [String] {
    Checker.check(SourceFile(name: "r.anim", text: source)).map(\.message)
  }

  @Test func undefinedNameSuggestsTheClosestVisibleName() {
    #expect(check("let offset = 1\nprint(ofset)") == ["cannot find 'ofset' in scope; did you mean 'offset'?"])
  }

  @Test func unknownImplicitMemberSuggestsAnAnimation() {
    #expect(check("let a = .easeInOt") == ["unknown animation 'easeInOt'; did you mean 'easeInOut'?"])
  }

  @Test func redeclarationInOneScopeIsAnError() {
    #expect(check("func f() { let a = 1; let a = 2 }") == ["invalid redeclaration of 'a'"])
  }

  @Test func shadowingInAnInnerScopeIsAllowed() {
    #expect(check("let a = 1\nif true { let a = 2; print(a) }").isEmpty)
  }

  @Test func assignmentToLetIsAnError() {
    #expect(check("let a = 1\na = 2") == ["cannot assign to value: 'a' is a 'let' constant"])
    #expect(check("state S { var x = 0 }\nlet s = S()\ns.x = 1") == ["cannot assign to property: 's' is a 'let' constant"])
  }

  @Test func returnOutsideAFunctionIsAnError() {
    #expect(check("return 1") == ["return invalid outside of a func"])
    #expect(check("func f() { return 1 }").isEmpty)
  }

  @Test func functionsMayBeUsedBeforeTheirDeclaration() {
    #expect(check("print(f())\nfunc f() { return g }\nlet g = 1").isEmpty)
  }

  @Test func nothingRunsWhenResolutionFails() {
    let (lines, outcome) = runScript("print(1)\nprint(nope)")
    #expect(lines.isEmpty)
    #expect(!outcome.succeeded)
  }

  @Test func capturedVariablesAreMarked() {
    let (program, _) = Parser.parse(SourceFile(name: "c.anim", text: "func f() { var a = 1; var b = 2; return { a } }"))
    _ = Checker.check(program.file)
    // Resolve this very program through a session to inspect its names.
    let session = Session(output: { _ in })
    _ = session.run(program.file)
    #expect(session.completions(for: "f") .contains("f"))
  }
}
