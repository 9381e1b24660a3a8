// Subscripts of arrays and dictionaries: `a[i]`, `a[1..<3]`, `a[i] = x`, `d[k]` (nil when
// missing), `d[k] = v`, `d[k] = nil` (removes), `d[k, default: 0]`.
import AnimSyntax

extension Interpreter {
  /// `a[i]`, `a[range]` or `d[k]`.
  func collectionElement(_ base: Value, _ index: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    switch (base, index.unwrapped) {
    case (.array(let a), .number(let d)):
      return a[try arrayIndex(d, count: a.count, range, m)]  // trap-ok: checked
    case (.array(let a), .object(let r as RangeObject)):
      // A one-sided range (`a[2...]`, `a[..<3]`) runs to the array's end or from its start.
      let upper = r.upper == .infinity ? Double(a.count) : r.isClosed ? r.upper + 1 : r.upper
      let lower = r.lower == -.infinity ? 0 : r.lower
      guard let lo = Int(exactly: lower), let hi = Int(exactly: upper), lo >= 0, hi <= a.count, lo <= hi else {
        throw RuntimeError(
          "range \(r.printed) is out of bounds for an array of \(a.count) element\(a.count == 1 ? "" : "s")",
          at: range, file: m.file)
      }
      return .array(Array(a[lo..<hi]))  // trap-ok: checked
    case (.dictionary(let d), let k):
      return d.value(for: k) ?? .none
    default:
      throw cannotSubscript(base, index, range, m)
    }
  }

  /// `d[k, default: v]`: the value for `k`, or `v` when it is missing.
  func dictionaryElement(
    _ base: Value, _ key: Value, default fallback: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard case .dictionary(let d) = base.unwrapped else {
      throw RuntimeError(
        "only a dictionary has a subscript with 'default:', not \(base.typeNameWithArticle)",
        at: range, file: m.file)
    }
    return d.value(for: key) ?? fallback
  }

  /// `a[i] = value` or `d[k] = value` done to `base` (`d[k] = nil` removes `k`). The storage
  /// changes in place when `base` holds its only reference (a variable's value taken out to be
  /// changed: `Lowering.place`), else it is copied first, as Swift's copy-on-write does.
  func setCollectionElement(
    _ base: inout Value, _ index: Value, _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) {
    // `if case` statements, not a `switch`: a switch's subject (and a tuple of it) holds a
    // second reference to the storage for the whole case, and every assignment copied the
    // array (20,000 assignments took 6 s).
    let key = index.unwrapped
    if case .array(var a) = base, case .number(let d) = key {
      let i = try arrayIndex(d, count: a.count, range, m)
      base = .none  // `a` is now the storage's only reference
      a[i] = value  // trap-ok: checked
      base = .array(a)
      return
    }
    if case .dictionary(var d) = base {
      base = .none
      if value.isNil {
        ScriptDictionary.unique(&d).remove(key)
      } else {
        ScriptDictionary.unique(&d).set(key, value)
      }
      base = .dictionary(d)
      return
    }
    throw RuntimeError(
      "cannot assign through a subscript of \(base.typeNameWithArticle) with \(index.typeNameWithArticle)",
      at: range, file: m.file)
  }


  /// Writes `value` at `index` of the collection at `place`, a variable taken out of its slot
  /// when it can be (so that its storage changes in place) and written back, also on an error.
  /// `current` is the value read from `place`; it is replaced by the variable's own (so that
  /// no second reference remains).
  func setCollectionElement(
    at place: Lowering.Place, variable: ResolvedName?, current: inout Value, _ index: Value,
    _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) {
    if let variable, let taken = takeForMutation(variable, &m) { current = taken }
    do throws(RuntimeError) {
      try setCollectionElement(&current, index, value, range, &m)
    } catch {
      try place.write(self, current, &m)
      throw error
    }
    try place.write(self, current, &m)
  }

  /// `d` as an array index: a whole number in 0..<count.
  private func arrayIndex(_ d: Double, count: Int, _ range: SourceRange, _ m: Machine)
    throws(RuntimeError) -> Int
  {
    guard let i = Int(exactly: d), i >= 0, i < count else {
      throw RuntimeError(Value.indexOutOfRange(d, count: count), at: range, file: m.file)
    }
    return i
  }
}
