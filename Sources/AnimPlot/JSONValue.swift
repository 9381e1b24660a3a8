// A JSON document built from values (the live page's answers), written with the same escaping
// as the recordings' JSON (safe inside HTML).

/// A JSON value.
public indirect enum JSONValue: Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  /// The JSON text (object keys sorted, so the same value always gives the same text).
  public var text: String {
    switch self {
    case .string(let s): return JSON.string(s)
    case .number(let d): return JSON.number(d)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let fields):
      return "{"
        + fields.keys.sorted().map { JSON.string($0) + ":" + (fields[$0]?.text ?? "null") }.joined(
          separator: ",") + "}"
    }
  }
}
