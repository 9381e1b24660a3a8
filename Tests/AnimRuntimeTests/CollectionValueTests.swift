import Foundation
import Testing

@testable import AnimRuntime

/// The collection values' representation and `String(format:)` against C's printf.
@Suite struct CollectionValueTests {
  /// Arrays, dictionaries and tuples keep a value two words: a Swift array is one pointer, the
  /// others are class references.
  @Test func valuesStayTwoWords() {
    #expect(MemoryLayout<Value>.size <= 2 * MemoryLayout<Int>.size)
  }

  /// A copy of a dictionary does not see later changes of the original (copy-on-write).
  @Test func dictionariesHaveValueSemantics() {
    var d = ScriptDictionary([(.string("a"), .number(1))])
    let copy = d
    ScriptDictionary.unique(&d).set(.string("b"), .number(2))
    #expect(copy.count == 1)
    #expect(d.count == 2)
    #expect(d !== copy)
    d.remove(.string("a"))
    #expect(d.keys.map(\.printed) == ["b"])
    #expect(copy.value(for: .string("a"))?.printed == "1")
  }

  /// Numeric conversions give what Foundation's `String(format:)` (C's printf) gives for the
  /// same Swift argument: Int for the integer conversions, Double for the others.
  @Test(arguments: [
    ("%d", 42.0), ("%5d", -7), ("%-5d|", 3), ("%05d", 42), ("%+d", 3), ("%x", 255), ("%X", 3054),
    ("%o", 8), ("%ld", 12),
  ])
  func integerConversionsMatchPrintf(format: String, value: Double) throws {
    let ours = try StringFormat.format(format, [.number(value)]).get()
    #expect(ours == String(format: format.replacingOccurrences(of: "l", with: ""), Int(value)))
  }

  @Test(arguments: [
    ("%f", 0.5), ("%.2f", 3.14159), ("%8.3f", -2.5), ("%e", 12345.678), ("%g", 0.0001),
    ("%.0f", 2.5), ("%G", 1e-10),
  ])
  func floatingConversionsMatchPrintf(format: String, value: Double) throws {
    let ours = try StringFormat.format(format, [.number(value)]).get()
    #expect(ours == String(format: format, value))
  }

  @Test func badFormatsAreErrorsNotTraps() {
    for (format, arguments) in [
      ("%d %d", [Value.number(1)]), ("%", [.number(1)]), ("%k", [.number(1)]),
      ("%d", [.string("a")]), ("%d", [.number(.nan)]), ("%f", [.number(1), .number(2)]),
    ] {
      guard case .failure = StringFormat.format(format, arguments) else {
        Issue.record("\(format) with \(arguments.map(\.printed)) should fail")
        continue
      }
    }
  }
}
