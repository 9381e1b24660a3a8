// `:compare A B`: how the REPL splits its two expressions.
import AnimREPL
import Testing

@testable import anim

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

/// `:compare` through the real runtime: definitions of the session are visible to it.
@Suite struct CompareRuntimeEngineTests {
  @Test func comparesTwoDefinedSpringsFromTheSession() throws {
    let engine = try #require(
      RuntimeHost().makeEngine(options: HostOptions(timeout: nil, colorDiagnostics: false)))
    _ = engine.evaluate(REPLInput(text: "let a = Spring.reactSpring(tension: 180, friction: 12)", echoesValue: false))
    let outcome = engine.compare("a", ".smooth", width: 60, height: 8, colored: false)
    #expect(outcome.status == .success)
    #expect(outcome.output.contains("a vs .smooth"))
    #expect(outcome.output.contains("largest difference: "))
    // react-spring's wobbly (ζ 0.447) overshoots; .smooth (ζ 1) does not.
    let rows = outcome.output.split(separator: "\n")
    #expect(rows.contains { $0.hasPrefix(".smooth") && $0.contains(" 0 %") })
  }

  @Test func aCurveBesideAMoveIsAnError() throws {
    let engine = try #require(
      RuntimeHost().makeEngine(options: HostOptions(timeout: nil, colorDiagnostics: false)))
    let outcome = engine.compare("UnitCurve.easeIn", ".bouncy", width: 60, height: 8, colored: false)
    #expect(outcome.status == .failure)
    #expect(outcome.diagnostics.contains("cannot chart UnitCurve.easeIn (over progress 0…1)"))
  }
}
