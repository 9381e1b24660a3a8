// A String as a collection of Characters, as Swift's standard library has it: `for c in s`,
// `Array(s)`, `s.first`, `s.prefix(2)`, and Character's own properties (`isLetter`,
// `wholeNumberValue`). A Character and a Substring are strings at run time: the checker types
// them (`Character`, `Substring`: BuiltinSignatures.swift) and prints them as Swift does, which
// for both is the text itself (`print(c)`) or the quoted text inside a collection.
import AnimSyntax
import Foundation

extension BuiltinTable {
  func registerCharacters() {
    for (name, fromEnd) in [("first", false), ("last", true)] {
      property(.string, name, "The \(name) character, or nil when the string is empty.") { v, _, _, _ in
        guard case .string(let s) = v, let c = fromEnd ? s.last : s.first else { return .none }
        return .string(String(c))
      }
    }
    // `prefix`, `suffix`, `dropFirst`, `dropLast`: with the array's (BuiltinTable+Collections.swift).
    let tests: [(String, (Character) -> Bool)] = [
      ("isLetter", \.isLetter), ("isNumber", \.isNumber), ("isWhitespace", \.isWhitespace),
      ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase),
      ("isPunctuation", \.isPunctuation), ("isASCII", \.isASCII), ("isHexDigit", \.isHexDigit),
    ]
    for (name, test) in tests {
      property(.string, name, "Whether the character is \(name.dropFirst(2).lowercased()) (Unicode's properties).") { v, _, _, _ in
        guard case .string(let s) = v, let c = s.first else { return .none }
        return .bool(test(c))
      }
    }
    property(.string, "wholeNumberValue", "The digit's value (0 to 9, also other scripts' digits), or nil.") { v, _, _, _ in
      guard case .string(let s) = v, let n = s.first?.wholeNumberValue else { return .none }
      return .number(Double(n))
    }
    method(.characterType, "init", "The character a one-character string spells.") {
      _, b, site, _, m throws(RuntimeError) in
      guard case .string(let s) = b.value(0).unwrapped else {
        throw RuntimeError(
          "Character(_:) takes a String, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
      }
      // The standard library's precondition in `Character.init(_: String)`.
      guard s.count == 1 else {
        throw RuntimeError(
          "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster",
          at: site.range, file: m.file)
      }
      return .string(s)
    }
    method(.stringType, "init(repeating:count:)", what: "String(repeating:count:)", "The string repeated count times.") {
      _, b, site, i, m throws(RuntimeError) in
      guard case .string(let s) = b.value(0).unwrapped else {
        throw RuntimeError(
          "String(repeating:count:) repeats a String, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
      }
      let n = try b.number(1, site, &m)
      // The standard library's precondition.
      guard let count = Int(exactly: n), count >= 0 else {
        throw RuntimeError("Fatal error: Negative count not allowed", at: b.range(1, site), file: m.file)
      }
      let (bytes, overflow) = s.utf8.count.multipliedReportingOverflow(by: count)
      try i.account(overflow ? Int.max : bytes, site.range, &m)
      return .string(String(repeating: s, count: count))
    }
    method(.substringType, "init", "The whole string as a Substring.") {
      _, b, site, _, m throws(RuntimeError) in
      guard case .string(let s) = b.value(0).unwrapped else {
        throw RuntimeError(
          "Substring(_:) takes a String, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
      }
      return .string(s)
    }
  }
}
