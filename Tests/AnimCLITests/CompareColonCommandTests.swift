// `:compare A B`: how the REPL splits its two expressions.
import AnimREPL
import Testing

@Suite struct CompareColonCommandTests {
  @Test func twoExpressionsSplitAtTheirSpace() {
    #expect(ColonCommand.parse(":compare .bouncy .smooth") == .compare(first: ".bouncy", second: ".smooth"))
    #expect(ColonCommand.parse(":c .bouncy   .smooth ") == .compare(first: ".bouncy", second: ".smooth"))
  }

  @Test func spacesInsideBracketsDoNotSplit() {
    #expect(
      ColonCommand.parse(":compare Spring(duration: 0.5, bounce: 0.3) .smooth")
        == .compare(first: "Spring(duration: 0.5, bounce: 0.3)", second: ".smooth"))
  }

  @Test func aTopLevelCommaSplitsExpressionsWithSpaces() {
    #expect(
      ColonCommand.parse(#":compare a + b, .easeIn.delay(f("x, y"))"#)
        == .compare(first: "a + b", second: #".easeIn.delay(f("x, y"))"#))
  }

  @Test func oneOrThreeExpressionsAskForTwo() {
    let usage = ColonCommand.missingArgument(
      command: "compare", usage: ":compare A B (or A, B when either has spaces at its top level)")
    #expect(ColonCommand.parse(":compare .bouncy") == usage)
    #expect(ColonCommand.parse(":compare") == usage)
    #expect(ColonCommand.parse(":compare a b c") == usage)
  }
}
