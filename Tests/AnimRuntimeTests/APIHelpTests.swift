import AnimRuntime
import Testing

/// `:help` shows the API of issue 26 from the table's entries (their one-line docs).
@Suite struct APIHelpTests {
  @Test func helpListsTheNewTypesAndMembers() throws {
    let session = Session(output: { _ in })
    let expected: [String: [String]] = [
      "Set": ["Set(_:)", ".insert(_:)", ".contains(_:)", ".union(_:)", ".isSubset(of:)", ".formUnion(_:)"],
      "Array": [".reduce(into:_:)", ".max(by:)", ".min(by:)", ".last(where:)", ".lastIndex(of:)"],
      "String": [".uppercased()", ".hasPrefix(_:)", ".split(separator:)", ".replacingOccurrences(of:with:)"],
      "Double": [".truncatingRemainder(dividingBy:)", ".magnitude", ".isZero", ".formatted(_:)", ".zero"],
      "Int": [".max", ".min", ".zero"],
      "Date": ["Date()", ".now", ".timeIntervalSince(_:)"],
      "DispatchQueue": [".main", ".asyncAfter(deadline:execute:)", ".async(execute:)"],
      "Transaction": [".addAnimationCompletion(criteria:_:)"],
      "hypot": ["hypot(_:_:)"],
    ]
    for (topic, members) in expected {
      let text = try #require(session.help(for: topic), "no :help \(topic)")
      for member in members { #expect(text.contains(member), "\(member) missing from :help \(topic)") }
    }
  }
}
