// A script type that conforms to `CustomStringConvertible` or `CustomDebugStringConvertible`
// prints as its conformance says, wherever the value sits. Swift's `print(x)` uses
// `description`, else `debugDescription`; inside a collection, a tuple, an optional, a struct's
// stored property or a case's payload it prints with `debugPrint`, which prefers
// `debugDescription` and falls back to `description` (the standard library's
// `_print_unlocked` and `_debugPrint_unlocked`; `_adHocPrint_unlocked` debug-prints a struct's
// children). Values print without the interpreter (Value+Printing.swift), so before printing,
// each value of such a type is replaced by its text, a value that prints as itself.
import AnimSyntax

/// A description put in place of a value for printing: prints as its text, unquoted.
final class DescribedText: RuntimeObject, @unchecked Sendable {
  let text: String
  init(_ text: String) { self.text = text }
  override var typeName: String { "String" }
  override var printed: String { text }
}

/// The script's types that print by a conformance: their names, from the checker.
struct DescribedTypes: Sendable {
  /// Types conforming to `CustomStringConvertible`.
  var described: Set<String> = []
  /// Types conforming to `CustomDebugStringConvertible`.
  var debugDescribed: Set<String> = []

  var isEmpty: Bool { described.isEmpty && debugDescribed.isEmpty }
  func contains(_ name: String) -> Bool { described.contains(name) || debugDescribed.contains(name) }

  /// The member that gives a value's text: at the top of `print` (`element` false),
  /// `description` first; inside another value, `debugDescription` first. Nil when the type
  /// prints as Swift's default.
  func member(for name: String, element: Bool) -> String? {
    let plain = described.contains(name), debug = debugDescribed.contains(name)
    if element { return debug ? "debugDescription" : plain ? "description" : nil }
    return plain ? "description" : debug ? "debugDescription" : nil
  }
}

extension Interpreter {
  /// `v` with every value of a type in `types`, wherever it sits inside `v`, replaced by its
  /// text. `element` says whether `v` itself is inside another value.
  func describing(_ v: Value, _ types: DescribedTypes, element: Bool, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let v = v.unwrapped
    func inner(_ x: Value, _ m: inout Machine) throws(RuntimeError) -> Value {
      try describing(x, types, element: true, range, &m)
    }
    switch v {
    case .record(let r):
      if let member = types.member(for: r.info.name, element: element) { return try text(of: v, member, range, &m) }
      if r.info.isClass { return v }
      var fields: [Value] = []
      fields.reserveCapacity(r.fields.count)
      for x in r.fields { fields.append(try inner(x, &m)) }
      return .record(Record(info: r.info, fields: fields))
    case .object(let e as EnumValue):
      if let member = types.member(for: e.type.name, element: element) { return try text(of: v, member, range, &m) }
      if e.payload.isEmpty { return v }
      var payload: [Value] = []
      for x in e.payload { payload.append(try inner(x, &m)) }
      return .object(EnumValue(type: e.type, index: e.index, payload: payload))
    case .array(let items):
      var out: [Value] = []
      out.reserveCapacity(items.count)
      for x in items { out.append(try inner(x, &m)) }
      return .array(out)
    case .dictionary(let d):
      var pairs: [(Value, Value)] = []
      for (k, x) in zip(d.keys, d.values) { pairs.append((try inner(k, &m), try inner(x, &m))) }
      return .dictionary(ScriptDictionary(pairs))
    case .tuple(let t):
      var out: [Value] = []
      for x in t.elements { out.append(try inner(x, &m)) }
      return .tuple(Tuple(out, labels: t.labels))
    case .pair(let p):
      return .pair(Pair(try inner(p.first, &m), try inner(p.second, &m), labels: p.labels))
    default: return v
    }
  }

  private func text(of v: Value, _ member: String, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> Value {
    guard case .string(let s) = try getMember(v, member, range, &m) else { return v }
    return .object(DescribedText(s))
  }
}
