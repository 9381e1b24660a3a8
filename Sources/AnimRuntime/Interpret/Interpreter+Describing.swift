// `print([b])` where `b`'s type conforms to CustomStringConvertible: Swift prints an element
// with `debugPrint`, which uses `description` when there is no `debugDescription`, so the
// array shows each element's description, unquoted. Values print without the interpreter
// (Value+Printing.swift), so before printing, the values of described types are replaced by
// their descriptions, as text that prints as itself.
import AnimSyntax

/// A description put in place of a value for printing: prints as its text, unquoted.
final class DescribedText: RuntimeObject, @unchecked Sendable {
  let text: String
  init(_ text: String) { self.text = text }
  override var typeName: String { "String" }
  override var printed: String { text }
}

extension Interpreter {
  /// `v` with every value that `format` marks `described` replaced by its `description`.
  func describing(_ v: Value, _ format: PrintFormat, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let v = v.unwrapped
    switch (format, v) {
    case (.described, _):
      guard case .string(let s) = try getMember(v, "description", range, &m) else { return v }
      return .object(DescribedText(s))
    case (.optional, .none): return v
    case (.optional(let f), _): return try describing(v, f, range, &m)
    case (.array(let f), .array(let items)):
      var out: [Value] = []
      out.reserveCapacity(items.count)
      for x in items { out.append(try describing(x, f, range, &m)) }
      return .array(out)
    case (.dictionary(let kf, let vf), .dictionary(let d)):
      var pairs: [(Value, Value)] = []
      for (k, x) in zip(d.keys, d.values) {
        pairs.append((try describing(k, kf, range, &m), try describing(x, vf, range, &m)))
      }
      return .dictionary(ScriptDictionary(pairs))
    case (.tuple(let fs), .tuple(let t)) where fs.count == t.elements.count:
      var out: [Value] = []
      for (x, f) in zip(t.elements, fs) { out.append(try describing(x, f, range, &m)) }
      return .tuple(Tuple(out, labels: t.labels))
    case (.tuple(let fs), .pair(let p)) where fs.count == 2:
      return .pair(
        Pair(
          try describing(p.first, fs[0], range, &m), try describing(p.second, fs[1], range, &m),  // trap-ok: count checked
          labels: p.labels))
    default: return v
    }
  }
}
