import Foundation
import Testing

@testable import AnimREPL

/// The REPL loop driven by scripted lines and a fake engine. Serialized because the loop and
/// the interrupt test share the process-wide Ctrl-C flag.
@Suite(.serialized) struct REPLTests {
  func session(_ results: [LineReadResult]) -> (
    FakeEngine, ScriptedLineReader, CapturingConsole, Int32
  ) {
    let engine = FakeEngine()
    let reader = ScriptedLineReader(results)
    let console = CapturingConsole()
    let repl = REPL(
      engine: engine, reader: reader, console: console, interactive: false,
      plotSize: { (72, 12) })
    let status = repl.run()
    return (engine, reader, console, status)
  }

  @Test func unclosedBracesContinueOnTheContinuationPrompt() {
    let (engine, reader, console, status) = session(
      ["let a = 1", "f {", "  1", "}", "a"].map(LineReadResult.line))
    #expect(status == 0)
    #expect(reader.prompts == ["> ", "> ", "... ", "... ", "> ", "> "])
    #expect(engine.inputs.map(\.text) == ["let a = 1", "f {\n  1\n}", "a"])
    #expect(engine.inputs.map(\.firstLine) == [1, 2, 5])
    #expect(engine.inputs.allSatisfy { $0.sourceName == "<repl>" && $0.echoesValue })
    #expect(console.output == "= let a = 1\n= f {\n  1\n}\n= a\n")
  }

  @Test func aPastedChainContinuesThePreviousStatement() {
    // The scripted lines stand for a paste: each next line is already waiting, so a line
    // starting `.delay(1)` or `else {` joins the statement above before it runs, as in a file.
    let (engine, _, _, _) = session(
      [
        "let a = Animation.easeIn(duration: 1)", "    .delay(1)", "  .speed(2)", "if c {", "}",
        "else {", "}", ":type a", "b",
      ].map(LineReadResult.line))
    #expect(
      engine.inputs.map(\.text) == [
        "let a = Animation.easeIn(duration: 1)\n    .delay(1)\n  .speed(2)", "if c {\n}\nelse {\n}",
        "b",
      ])
    #expect(engine.inputs.map(\.firstLine) == [1, 4, 9])
  }

  @Test func aTypedLineIsNotReadAhead() {
    // Nothing waits after a typed line: it runs at once.
    let reader = TypedLineReader(["let a = 1", ".delay(1)"])
    let engine = FakeEngine()
    let repl = REPL(
      engine: engine, reader: reader, console: CapturingConsole(), interactive: false,
      plotSize: { (72, 12) })
    repl.run()
    #expect(engine.inputs.map(\.text) == ["let a = 1", ".delay(1)"])
  }

  @Test func commandsAreDispatched() {
    let (engine, _, console, _) = session(
      [":type a", ":plot .bouncy", ":reset", ":help", ":q", "never read"].map(LineReadResult.line))
    #expect(console.output.hasPrefix("Type(a)\nchart of .bouncy 72x12\nSession reset"))
    #expect(console.output.contains(":load FILE"))
    #expect(engine.resets == 1)
    #expect(engine.inputs.isEmpty)
  }

  @Test func plotHandsTheEngineEveryExpression() {
    let (_, _, console, _) = session([.line(":plot .bouncy, .smooth")])
    #expect(console.output == "chart of .bouncy & .smooth 72x12\n")
  }

  @Test func ctrlDOnAContinuationLineAbandonsTheInput() {
    // As in Python: Ctrl-D on a "..." line drops the unfinished input; at "> " it leaves.
    let (engine, reader, _, status) = session(
      [.line("f {"), .endOfInput, .line("a"), .endOfInput, .line("never read")])
    #expect(status == 0)
    #expect(reader.prompts == ["> ", "... ", "> ", "> "])
    #expect(engine.inputs.map(\.text) == ["a"])
  }

  @Test func commandsOnlyCountAtTheStartOfAnInput() {
    let (engine, _, _, _) = session(["f {", ":type x", "}"].map(LineReadResult.line))
    #expect(engine.inputs.map(\.text) == ["f {\n:type x\n}"])
  }

  @Test func badCommandsAreReportedAndTheSessionGoesOn() {
    let (engine, _, console, _) = session(
      [":nope", ":load", ":type", "1"].map(LineReadResult.line))
    #expect(
      console.errors == """
        error: unknown command ':nope'; type :help for the list
        error: :load needs an argument: :load FILE
        error: :type needs an argument: :type EXPR

        """)
    #expect(engine.inputs.map(\.text) == ["1"])
  }

  @Test func errorsGoToStderrAndKeepTheSession() {
    let (engine, _, console, _) = session(["boom", "2"].map(LineReadResult.line))
    #expect(console.errors == "<repl>:1:1: error: boom\n")
    #expect(console.output == "= 2\n")
    #expect(engine.inputs.count == 2)
  }

  @Test func ctrlCAbandonsThePendingInput() {
    let (engine, reader, _, _) = session([.line("f {"), .interrupted, .line("1")])
    #expect(engine.inputs.map(\.text) == ["1"])
    #expect(reader.prompts == ["> ", "... ", "> ", "> "])
  }

  @Test func anInterruptedEvaluationSaysSo() {
    let (_, _, console, _) = session([.line("spin")])
    #expect(console.errors == "interrupted\n")
  }

  @Test func blankLinesAreSkippedAndHistoryKeepsInputs() {
    let (engine, reader, _, _) = session(["", "  ", "1"].map(LineReadResult.line))
    #expect(engine.inputs.map(\.text) == ["1"])
    #expect(reader.history == ["1"])
  }

  @Test func loadRunsAFileWithoutEcho() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-repl-\(UUID().uuidString).anim").path
    try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (engine, _, console, _) = session([.line(":load \(path)"), .line(":l /no/such.anim")])
    #expect(engine.inputs == [REPLInput(text: "let x = 1\n", sourceName: path, echoesValue: false)])
    #expect(console.errors == "error: cannot read '/no/such.anim'\n")
  }

  /// `:load` of something that never ends or is not a file: an error, not all memory (issue 8).
  @Test func loadRefusesEndlessAndOddFiles() {
    let (engine, _, console, _) = session([.line(":load /dev/zero"), .line(":load /tmp")])
    #expect(engine.inputs.isEmpty)
    #expect(console.errors == "error: cannot read '/dev/zero'\nerror: cannot read '/tmp'\n")
  }

  @Test func ctrlCSetsTheFlagThroughTheSignalHandler() {
    Interrupt.installHandler()
    defer { Interrupt.removeHandler() }
    Interrupt.reset()
    #expect(!Interrupt.isRequested)
    // Sent to the process, as the terminal does: any thread that does not block SIGINT runs
    // the handler, so wait for it a little.
    kill(getpid(), SIGINT)
    var waited = 0
    while !Interrupt.isRequested && waited < 200 {
      usleep(5_000)
      waited += 1
    }
    #expect(Interrupt.isRequested)
    Interrupt.reset()
    #expect(!Interrupt.isRequested)
  }
}

@Suite struct ColonCommandTests {
  @Test func parsesEveryCommandAndUniquePrefixes() {
    #expect(ColonCommand.parse(":help") == .help)
    #expect(ColonCommand.parse("  :q") == .quit)
    #expect(ColonCommand.parse(":exit") == .quit)
    #expect(ColonCommand.parse(":reset") == .reset)
    #expect(ColonCommand.parse(":play $x, $y") == .play(expressions: "$x, $y"))
    #expect(ColonCommand.parse(":pla") == .missingArgument(command: "play", usage: ":play EXPR, …"))
    #expect(ColonCommand.parse(":p .bouncy") == .unknown(name: "p"))  // :plot or :play
    #expect(
      ColonCommand.expressions(in: #" $x , .spring(duration: 1, bounce: 0.2), f("a,b") "#)
        == ["$x", ".spring(duration: 1, bounce: 0.2)", #"f("a,b")"#])
    #expect(ColonCommand.parse(":load  Examples/tour.anim ") == .load(path: "Examples/tour.anim"))
    #expect(
      ColonCommand.parse(":t Spring(duration: 1)") == .type(expression: "Spring(duration: 1)"))
    #expect(ColonCommand.parse(":plot .bouncy") == .plot(expression: ".bouncy"))
  }

  @Test func rejectsUnknownEmptyAndMissingArguments() {
    #expect(ColonCommand.parse("1 + 2") == nil)
    #expect(ColonCommand.parse(":") == .unknown(name: ""))
    #expect(ColonCommand.parse(":frobnicate") == .unknown(name: "frobnicate"))
    #expect(ColonCommand.parse(":plot") == .missingArgument(command: "plot", usage: ":plot EXPR"))
  }

  @Test func plotSplitsAtTopLevelCommasOnly() {
    #expect(ColonCommand.expressions(in: ".bouncy") == [".bouncy"])
    #expect(
      ColonCommand.expressions(in: ".bouncy, .spring(duration: 1, bounce: 0)")
        == [".bouncy", ".spring(duration: 1, bounce: 0)"])
    #expect(ColonCommand.expressions(in: "f([1, 2]), \"a, b\"") == ["f([1, 2])", "\"a, b\""])
    #expect(ColonCommand.expressions(in: "\"\\(1, 2)\", x") == ["\"\\(1, 2)\"", "x"])
    // Text that does not lex, or an empty part, is left whole for the engine to report.
    #expect(ColonCommand.expressions(in: "a, ") == ["a, "])
    #expect(ColonCommand.expressions(in: "a, \"b") == ["a, \"b"])
  }
}

@Suite struct CompleterTests {
  let engine = FakeEngine()

  @Test func classifiesTheWordUnderTheCursor() {
    #expect(Completer.kind(before: ":") == .command)
    #expect(Completer.kind(before: ":load ") == .fileName)
    #expect(Completer.kind(before: "let x = ") == .name)
    #expect(Completer.kind(before: "s.") == .member(receiver: "s"))
    #expect(Completer.kind(before: "withAnimation(.") == .member(receiver: nil))
    #expect(
      Completer.kind(before: "print(Spring(duration: 0.5).")
        == .member(receiver: "Spring(duration: 0.5)"))
  }

  @Test func completesKeywordsNamesMembersAndCommands() {
    let completer = Completer(source: engine)
    #expect(completer.candidates(for: "s", after: "let a = ") == ["sample", "spin", "state"])
    #expect(completer.candidates(for: "v", after: "s.") == ["value", "velocity"])
    #expect(completer.candidates(for: "ease", after: "withAnimation(.") == ["easeIn", "easeOut"])
    #expect(completer.candidates(for: "re", after: ":") == ["reset"])
    #expect(completer.candidates(for: "Ex", after: ":load ") == nil)
  }
}


/// Lines typed one at a time: none is waiting when the previous one completes.
final class TypedLineReader: LineReader {
  var remaining: [String]
  init(_ lines: [String]) { remaining = lines }
  func readLine(prompt: String) -> LineReadResult {
    remaining.isEmpty ? .endOfInput : .line(remaining.removeFirst())
  }
}
