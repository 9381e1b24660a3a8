import Testing

@testable import AnimSyntax

/// Deep nesting must give one diagnostic, never a native stack overflow (Lua's `enterlevel`).
@Suite struct NestingLimitTests {
  @Test(arguments: ["(", "[", "{", "-", "!", "f(", "\"\\(", "{ if a ", "{ x in ", "a ?? "])
  func tenThousandOpenersGiveOneError(opener: String) {
    let source = "let x = " + String(repeating: opener, count: 10_000) + "1"
    let (_, errors) = parse(source)
    #expect(errors.count >= 1)
    #expect(errors.contains { $0.contains("nested too deeply") || $0.contains("too long") })
  }

  @Test func balancedDeepNestingIsAnErrorToo() {
    let source = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let (_, errors) = parse(source)
    #expect(errors.count == 1)
  }

  @Test func moderateNestingIsFine() {
    let source = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
    #expect(parse(source).errors.isEmpty)
  }

  @Test func moderateChainsAreFine() {
    let source = "let x = 1" + String(repeating: " + 1", count: 250)
    #expect(parse(source).errors.isEmpty)
  }
}

extension NestingLimitTests {
  @Test(arguments: [" + 1", ".a", "(1)", "[0]", " is T"])
  func overlongChainsGiveOneError(link: String) {
    let source = "let x = a" + String(repeating: link, count: 50_000)
    let (_, errors) = parse(source)
    #expect(errors.count == 1)
    #expect(errors.first.map { $0.contains("too long") || $0.contains("too deeply") } == true)
  }

  @Test func longStatementListsAreFine() {
    let source = String(repeating: "x = x + 1\n", count: 20_000)
    #expect(parse(source).errors.isEmpty)
  }
}
