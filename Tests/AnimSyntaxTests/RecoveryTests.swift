import Testing

@testable import AnimSyntax

/// `anim check` must report every independent mistake, exactly once each.
@Suite struct RecoveryTests {
  @Test func severalUnrelatedMistakesGiveOneDiagnosticEach() {
    let source = """
      let a = (1 + 2
      let b = 3 + * 4
      fucn f() { return 1 }
      var c = [1, 2 3]
      func g(x { }
      let d = .5
      while true { let e = ) }
      let ok = 1
      """
    let (_, errors) = parse(source)
    #expect(
      errors == [
        "1:15: expected ')' to close '(' opened at 1:9, found end of line",
        "2:13: expected expression, found '*'",
        "3:1: unknown keyword 'fucn'; did you mean 'func'?",
        "4:15: expected ',' between array elements, found '3'",
        "5:10: expected ')' to close '(' opened at 5:7, found '{'",
        "6:9: '.5' is not a number; write '0.5'",
        "7:22: expected expression, found ')'",
      ])
  }

  @Test func keywordTypoGetsASuggestion() {
    let (_, errors) = parse("fucn f() { return 1 }\nretrun 1")
    #expect(
      errors == [
        "1:1: unknown keyword 'fucn'; did you mean 'func'?",
        "2:1: unknown keyword 'retrun'; did you mean 'return'?",
      ])
  }

  @Test func spuriousTokenBeforeCloserIsDiscarded() {
    let (dump, errors) = parse("f(a b)\nlet x = 1")
    #expect(errors == ["1:5: expected ',' between arguments, found 'b'"])
    #expect(dump.hasSuffix("(let x 1)"))
    let (_, errors2) = parse("let v = [1, 2 =]\nlet y = 2")
    #expect(errors2 == ["1:15: unexpected '='; expected ']' to close '[' opened at 1:9"])
  }

  @Test func missingClosersAtEndOfFileAreIncompleteInput() {
    #expect(Parser.isIncomplete("f(1,"))
    #expect(Parser.isIncomplete("func f() {"))
    #expect(Parser.isIncomplete("let x = [1, 2"))
    #expect(Parser.isIncomplete("let x = 1 +"))
    #expect(Parser.isIncomplete("/* comment"))
    #expect(Parser.isIncomplete("if a {\n  b\n} else {"))
    #expect(!Parser.isIncomplete("f(1)"))
    #expect(!Parser.isIncomplete("let x = )"))
    #expect(!Parser.isIncomplete("let s = \"abc"))
    #expect(!Parser.isIncomplete("let = 1\nf("))  // report the real error at once
    #expect(Parser.isIncomplete("func f()"))
    #expect(Parser.isIncomplete("withAnimation(.bouncy) {\n  x = 1"))
  }

  @Test func errorsInsideBlocksResynchronizeInsideTheBlock() {
    let source = """
      func f() {
        let x = )
        let y = (
      }
      let z = ]
      """
    let (_, errors) = parse(source)
    #expect(
      errors == [
        "2:11: expected expression, found ')'",
        "4:1: expected ')' to close '(' opened at 3:11, found '}'",
        "5:9: expected expression, found ']'",
      ])
  }

  @Test func strayClosingBraceAtTopLevel() {
    let (_, errors) = parse("let a = 1\n}\nlet b = )")
    #expect(
      errors == ["2:1: unexpected '}' with no '{' open", "3:9: expected expression, found ')'"])
  }
}

extension RecoveryTests {
  @Test func badCharactersGiveOneDiagnosticNotTwo() {
    let (_, errors) = parse("let x = ¤\nlet y = 1 § 2\nlet z = #12\nlet w = $0 + 1")
    #expect(
      errors == [
        "1:9: unexpected character '¤' in source",
        "2:11: unexpected character '§' in source",
        "3:9: invalid colour literal '#12'; expected '#' and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)",
        "4:9: anonymous closure argument not contained in a closure",
      ])
  }
}

extension RecoveryTests {
  @Test func notesPointAtTheRelatedSource() {
    let file = SourceFile(
      name: "n.anim", text: "animation A {\n  merge always\n  merge never\n}\nf(1")
    let (_, diagnostics) = Parser.parse(file)
    #expect(
      diagnostics.map(\.message) == [
        "animation 'A' already has a merge rule (at 2:3)",
        "expected ')' to close '(' opened at 5:2, found end of file",
      ])
    #expect(
      diagnostics.map { $0.notes.map(\.message) } == [
        ["the first merge rule is here"], ["to match this opening '('"],
      ])
    #expect(diagnostics.map { $0.notes.map { "\($0.location)" } } == [["2:3"], ["5:2"]])
    #expect(diagnostics.allSatisfy { $0.notes.allSatisfy { $0.severity == .note } })
  }

  @Test func fixItsReplaceTheTypo() {
    let file = SourceFile(name: "f.anim", text: "fucn f() {}\n@Stat var x = 1")
    let (_, diagnostics) = Parser.parse(file)
    #expect(diagnostics.flatMap(\.fixIts).map(\.replacement) == ["func", "State"])
    #expect(diagnostics.flatMap(\.fixIts).map { file.text(in: $0.range) } == ["fucn", "Stat"])
  }
}

extension RecoveryTests {
  @Test func unclosedBracketEndsAtAStatementKeywordEvenAfterComments() {
    let (dump, errors) = parse("let a = f(1,\n  // a comment\n  /* another */\nlet b = 2")
    #expect(errors == ["4:1: expected ')' to close '(' opened at 1:10, found 'let'"])
    #expect(dump.hasSuffix("(let b 2)"))
  }
}
