import AnimRuntime
import AnimSyntax
import Testing

/// The global functions in the built-in table (print, min, withAnimation, sample, …): variadic
/// parameters, trailing closures filling labelled closure parameters, labels matched when the
/// code is lowered, and `:help` reading their entries.
@Suite struct GlobalFunctionTableTests {
  private func output(_ source: String) -> [String] {
    let (lines, outcome) = runScript(source)
    #expect(outcome.succeeded, "\(messages(outcome))")
    return lines
  }

  @Test func printIsVariadicWithASeparator() {
    #expect(output("print(1, \"a\", true)") == ["1 a true"])
    #expect(output("print()") == [""])
    #expect(output("print(1, 2, 3, separator: \", \")") == ["1, 2, 3"])
    #expect(output("print(1, terminator: \"\"); print(2, terminator: \" \"); print(3)") == ["12 3"])
    #expect(output("print(separator: \"-\")") == [""])
  }

  /// Swift's `min(_:_:)` and `min(_:_:_:_:...)`.
  @Test func minAndMaxTakeTwoOrMoreNumbers() {
    #expect(output("print(min(3, 1), max(3, 1))") == ["1 3"])
    #expect(output("print(min(3, 1, 2), max(3, 1, 2, 7, 5))") == ["1 7"])
    #expect(output("let a = 4.0\nprint(min(a, 2.5, a * 2, -1, 9))") == ["-1"])
  }

  /// A call whose labels fit no overload is reported before anything runs, with the closest
  /// signature.
  @Test func aWrongLabelIsReportedBeforeAnythingRuns() {
    let cases: [(String, String)] = [
      ("wait(seconds: 1)", "no 'wait' takes the arguments (seconds:); it takes (_:)"),
      ("print(sample(.bouncy, form: 0, to: 1))", "no 'sample' takes the arguments (_:form:to:); did you mean (_:from:to:)?"),
      ("print(min(1))", "no 'min' takes the arguments (_:); it takes (_:_:) or (_:_:_:_:)"),
      ("print(sin(1, 2))", "no 'sin' takes the arguments (_:_:); did you mean (_:)?"),
      ("withAnimation(.bouncy, completionCriterion: AnimationCompletionCriteria.removed) { }", "no 'withAnimation' takes the arguments (_:completionCriterion:_:); did you mean (_:completionCriteria:_:)?"),
    ]
    for (code, message) in cases {
      let (lines, outcome) = runScript("print(\"ran\")\n" + code + "\n")
      #expect(lines.isEmpty, "\(code): nothing runs")
      #expect(outcome.runtimeError == nil, "\(code)")
      #expect(messages(outcome) == [message], "\(code)")
      if let d = outcome.diagnostics.first {
        #expect(d.file.location(of: d.range.start).line == 2, "\(code): points at the call")
      }
    }
  }

  /// `withAnimation(_:completionCriteria:_:completion:)` written with trailing closures, as
  /// SwiftUI code writes it: the first fills the body, `completion:` the completion.
  @Test func trailingClosuresFillWithAnimationsClosureParameters() {
    let lines = output(
      """
      @State var a = 0.0
      @State var b = 0.0
      @State var c = 0.0
      @State var d = 0.0
      var log: [String] = []
      withAnimation(.linear(duration: 1)) { a = 10 } completion: { log.append("a") }
      withAnimation { b = 10 }
      withAnimation(completionCriteria: .removed) { c = 10 } completion: { log.append("c") }
      withAnimation(nil) { d = 10 }
      wait(0.5)
      print($a.presentation, $b.presentation > 0 && $b.presentation < 10, $d.presentation)
      wait(2)
      print(log)
      """)
    // Linear over 1 s is at 5 after 0.5 s; the default animation (a spring of 0.5 s
    // perceptual duration) is on its way; no animation changes at once.
    #expect(lines == ["5.0 true 10.0", "[\"a\", \"c\"]"])  // Doubles print as Swift prints them
  }

  /// A numeric function's argument that is not a number is evaluated once and given to the
  /// table's body (issue 14's bug: `abs(next())` called `next` twice).
  @Test func aNumericFunctionEvaluatesItsArgumentOnce() {
    let lines = output(
      """
      var calls = 0
      func next() -> AnimatableVector { calls += 1; return AnimatableVector([-1, 2]) }
      print(abs(next()), calls)
      print(pow(Double(calls), 2), sin(0), calls)
      """)
    #expect(lines == ["[1, 2] 1", "1.0 0.0 1"])  // pow and sin give Doubles (Swift prints 1.0)
  }

  @Test func functionsReachedThroughAValueMatchLabelsThen() {
    #expect(output("let f = max\nprint(f(1, 5, 3))") == ["5"])
    let (_, outcome) = runScript("let f = wait\nf(seconds: 1)\n")
    #expect(outcome.runtimeError?.message == "no 'wait' takes the arguments (seconds:); it takes (_:)")
  }

  @Test func helpOfTheMovedFunctions() throws {
    let session = Session(output: { _ in })
    let expected = [
      ("print", "print(_:...separator:terminator:)"), ("min", "min(_:_:) / min(_:_:_:_:...)"),
      ("sin", "sin(_:)"), ("abs", "abs(_:)"), ("expect", "expect(_:) / expect(_:_:)"),
      ("withAnimation", "withAnimation(_:_:) / withAnimation(_:completionCriteria:_:completion:)"),
      ("withTransaction", "withTransaction(_:_:) / withTransaction(_:_:_:)"),
      // `sample(_:)` is its declaration's keyframe timeline overload (a call binds the one before).
      ("sample", "sample(_:for:) / sample(_:from:to:for:) / sample(_:from:to:) / sample(_:)"),
      ("plot", "plot(_:...velocity:style:width:height:title:svg:)"), ("type", "type(_:) / type(of:)"),
    ]
    for (name, signature) in expected {
      let text = try #require(session.help(for: name), "\(name)")
      #expect(text.hasPrefix(signature + "\n"), "\(text)")
      #expect(session.helpTopics.contains(name))
    }
  }
}
