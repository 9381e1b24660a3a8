import AnimRuntime
import AnimSyntax
import Testing

/// A direct call of one argument that is an operand (issue 27) reports its errors where the
/// general call does: at the operator for the operator's own error, at the argument's operator
/// for an error in the argument (any path that reads the call in the operator's closure must keep
/// this: BENCHMARKS.md, fifth session). The script suite checks the message and the line
/// (Tests/Scripts/typed/direct_call_operand_*.anim); these check the range.
struct DirectCallOperandTests {
  /// A script, its one error's message, and the error's range as (line, first column, column
  /// after the last), counted by hand from the text.
  static let cases: [(String, String, (Int, Int, Int))] = [
    // Typed `+` of two calls: 2^31 squared is 2^62, and 2^62 + 2^62 = 2^63 is one past Int.max.
    // The range is the whole `sq(a) + sq(b)`: columns 12 to 24, ending before column 25.
    (
      "func sq(_ x: Int) -> Int { x * x }\nfunc sum(_ a: Int, _ b: Int) -> Int {\n    return sq(a) + sq(b)\n}\nprint(sum(2147483648, 2147483648))\n",
      "arithmetic overflow", (3, 12, 25)
    ),
    // The same `+` untyped (the operator with Swift's Int rules: both calls are typed Int).
    (
      "func sq(_ x: Int) -> Int { x * x }\nfunc sum(a, b) {\n    return sq(a) + sq(b)\n}\nprint(sum(2147483648, 2147483648))\n",
      "arithmetic overflow", (3, 12, 25)
    ),
    // The argument's own operator: 2^62 * 2 = 2^63 in `n * 2` (columns 15 to 19) of `id(n * 2) + 1`.
    (
      "func id(_ n: Int) -> Int { n }\nfunc doubled(_ n: Int) -> Int {\n    return id(n * 2) + 1\n}\nprint(doubled(4611686018427387904))\n",
      "arithmetic overflow", (3, 15, 20)
    ),
    // A string through the untyped `+` of two calls: the general operator's error at the `+`
    // (columns 7 to 19 of `print(k(1) + k("a"))`).
    (
      "func k(x) { return x }\nprint(k(1) + k(\"a\"))\n",
      "cannot add Double and String", (2, 7, 20)
    ),
  ]

  @Test(arguments: cases.indices)
  func errorIsAtTheGeneralCallsRange(index: Int) {
    let (source, message, (line, first, end)) = Self.cases[index]
    let (_, outcome) = runScript(source)
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(messages(outcome))")
    guard let d = errors.first else { return }
    #expect(d.message == message)
    let start = d.file.location(of: d.range.start)
    let stop = d.file.location(of: d.range.end)
    #expect(start.line == line && start.column == first, "starts at \(start)")
    #expect(stop.line == line && stop.column == end, "ends at \(stop)")
  }
}
