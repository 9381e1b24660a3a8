// The String API that animation code calls for labels and logs: case, prefixes and suffixes,
// `contains`, `split(separator:)`, `components(separatedBy:)` and
// `replacingOccurrences(of:with:)`, as Swift's standard library and Foundation define them.
// Each has its Swift declaration in BuiltinSignatures.swift. A Substring is a String here.
import AnimSyntax
import Foundation

extension BuiltinTable {
  func registerStrings() {
    let transforms: [(String, String, (String) -> String)] = [
      ("uppercased", "The string in upper case.", { $0.uppercased() }),
      ("lowercased", "The string in lower case.", { $0.lowercased() }),
    ]
    for (name, doc, f) in transforms {
      method(.string, name, doc) { v, _, _, _, _ throws(RuntimeError) in
        guard case .string(let s) = v else { return .none }
        return .string(f(s))
      }
    }
    let tests: [(String, String, (String, String) -> Bool)] = [
      ("hasPrefix", "Whether the string begins with the other (every string begins with \"\").", { $0.hasPrefix($1) }),
      ("hasSuffix", "Whether the string ends with the other (every string ends with \"\").", { $0.hasSuffix($1) }),
      // Foundation's `contains(_:)`, which SwiftUI code gets (SwiftUI imports Foundation): ""
      // is in no string (swiftc 6.3 with Foundation prints false for "abc".contains(""); the
      // standard library's alone says true).
      ("contains", "Whether the other string occurs in this one (never the empty string, as Foundation's).", { !$1.isEmpty && $0.contains($1) }),
    ]
    for (name, doc, f) in tests {
      method(.string, name, doc) { v, b, site, _, m throws(RuntimeError) in
        guard case .string(let s) = v else { return .none }
        return .bool(f(s, try string(b, 0, site, &m)))
      }
    }
    method(
      .string, "split", "The pieces between occurrences of the separator, empty pieces left out."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .string(let s) = v else { return .none }
      let separator = try string(b, 0, site, &m)
      guard !separator.isEmpty else {
        throw RuntimeError("'split' needs a separator that is not empty", at: b.range(0, site), file: m.file)
      }
      // `omittingEmptySubsequences` is true by default: "a,,b" gives ["a", "b"].
      let pieces = s.components(separatedBy: separator).filter { !$0.isEmpty }
      try i.account(Interpreter.arrayBytes(pieces.count), site.range, &m)
      return .array(pieces.map { .string($0) })
    }
    method(
      .string, "components", "The pieces between occurrences of the separator, empty pieces kept (Foundation)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .string(let s) = v else { return .none }
      let separator = try string(b, 0, site, &m)
      let pieces = separator.isEmpty ? [s] : s.components(separatedBy: separator)
      try i.account(Interpreter.arrayBytes(pieces.count), site.range, &m)
      return .array(pieces.map { .string($0) })
    }
    method(
      .string, "replacingOccurrences", "The string with every occurrence of the target replaced (Foundation)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .string(let s) = v else { return .none }
      let target = try string(b, 0, site, &m)
      let replacement = try string(b, 1, site, &m)
      guard !target.isEmpty else { return .string(s) }
      let result = s.replacingOccurrences(of: target, with: replacement)
      try i.account(result.utf8.count, site.range, &m)
      return .string(result)
    }
  }
}

/// Argument `k` as a string.
private func string(_ b: BoundArguments, _ k: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> String {
  guard case .string(let s) = b.value(k).unwrapped else {
    throw RuntimeError(
      "'\(site.name)' expects a string here, not \(b.value(k).unwrapped.typeNameWithArticle)",
      at: b.range(k, site), file: m.file)
  }
  return s
}
