// Swift's `Set`: distinct elements, hashed as a dictionary's keys are (ScriptDictionary), kept in
// the order they were first inserted (Swift's order is unspecified, so any order is Swift's).
// A value: a mutating method makes a new set rather than change one another variable shares.

final class SetObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  /// The elements, as a dictionary's keys (its values are unused).
  let storage: ScriptDictionary

  init(_ storage: ScriptDictionary) { self.storage = storage }

  /// The set in `v`, to be changed: itself when `v` holds its only reference (a variable's
  /// value taken out for a mutating method, Lowering.mutatingCall), else a copy (value
  /// semantics), so that `insert` in a loop is not quadratic. `v` is left `.none`; the caller
  /// stores the set back.
  static func unique(_ v: inout Value) -> SetObject? {
    var s: SetObject
    if case .object(let o as SetObject) = v { s = o } else { return nil }
    v = .none
    if isKnownUniquelyReferenced(&s) { return s }
    return SetObject(s.storage.copy())
  }

  /// The distinct elements of `items`, the first of equal ones kept.
  convenience init(_ items: [Value]) {
    let d = ScriptDictionary()
    for x in items where d.value(for: x) == nil { d.set(x, .none) }
    self.init(d)
  }

  override var kind: ValueKind { .set }
  override var typeName: String { "Set" }
  var elements: [Value] { storage.keys }
  func contains(_ x: Value) -> Bool { storage.value(for: x) != nil }

  /// As Swift prints a set: its elements in brackets (strings quoted).
  override var printed: String { "[" + elements.map(\.debugPrinted).joined(separator: ", ") + "]" }

  /// Equal sets hold the same elements, in any order.
  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? SetObject, o.storage.count == storage.count else { return false }
    return elements.allSatisfy(o.contains)
  }
}
