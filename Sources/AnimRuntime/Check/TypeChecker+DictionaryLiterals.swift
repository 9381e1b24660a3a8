// Two equal literal keys in one dictionary literal: Swift warns when it compiles the literal
// ("dictionary literal of type '[Int : String]' has duplicate entries for integer literal key
// '1'", with a "duplicate key declared here" note at each entry; swift/test/Sema/
// diag_dictionary_keys_duplicated.swift) and traps when it runs. Anim does the same: this warning
// before anything runs, and the run-time error at the second key (Interpreter+Operators.swift),
// which also catches keys that are equal only when computed.
import AnimSyntax

extension TypeChecker {
  /// Warns about literal keys written more than once in `entries`, a literal of type `type`.
  func checkDuplicateLiteralKeys(_ entries: [DictionaryEntry], type: SwiftType) {
    guard entries.count > 1, !type.containsUnknown else { return }
    var seen: [LiteralKey: [Int]] = [:]
    var order: [LiteralKey] = []
    for (k, entry) in entries.enumerated() {
      guard let key = literalKey(entry.key) else { continue }
      if seen[key] == nil { order.append(key) }
      seen[key, default: []].append(k)
    }
    for key in order {
      guard let indices = seen[key], indices.count > 1, let first = indices.first else { continue }
      let spelled = key.text.map { " '\($0)'" } ?? ""
      let notes = indices.map { k in
        let entry = entries[k]  // trap-ok: indices come from entries.enumerated()
        return Diagnostic(
          .note, "duplicate key declared here", file: resolver.file,
          range: entry.key.range.union(entry.value.range), id: "note")
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          "dictionary literal of type '\(Self.diagnosticSpelling(type))' has duplicate entries for \(key.kind) literal key\(spelled)",
          file: resolver.file, range: entries[first].key.range,  // trap-ok: as above
          id: "duplicate-dictionary-key", notes: notes))
    }
  }

  /// A key written as a literal, as Swift compares them: the kind of literal and its text (an
  /// integer's or floating-point number's digits as written, a string's value).
  struct LiteralKey: Hashable {
    /// Swift's word for the literal: "integer", "floating-point", "string", "boolean", "nil".
    var kind: String
    /// What the message quotes (none for `nil`).
    var text: String?
  }

  func literalKey(_ e: Expr) -> LiteralKey? {
    switch e.kind {
    case .number:
      let text = resolver.file.text(in: e.range)
      return LiteralKey(kind: isIntegerLiteral(e) ? "integer" : "floating-point", text: text)
    case .unary(.negate, let operand):
      guard case .number = operand.kind, let key = literalKey(operand), let text = key.text else { return nil }
      return LiteralKey(kind: key.kind, text: "-" + text)
    case .string(let s): return LiteralKey(kind: "string", text: s)
    case .bool(let b): return LiteralKey(kind: "boolean", text: b ? "true" : "false")
    case .nilLiteral: return LiteralKey(kind: "nil", text: nil)
    default: return nil
    }
  }

  /// A type as Swift's diagnostics spell it: a dictionary's colon has a space either side
  /// (`[String : [Int]]`).
  static func diagnosticSpelling(_ type: SwiftType) -> String {
    switch type {
    case .dictionary(let k, let v): "[" + diagnosticSpelling(k) + " : " + diagnosticSpelling(v) + "]"
    case .array(let t): "[" + diagnosticSpelling(t) + "]"
    case .optional(let t):
      if case .function = t { "(" + t.description + ")?" } else { diagnosticSpelling(t) + "?" }
    default: type.description
    }
  }
}
