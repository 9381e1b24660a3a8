// `[k: v]`: a dictionary that keeps its keys in insertion order. Swift leaves a dictionary's
// order unspecified (it changes from run to run); a script's output must not, so iteration,
// `keys`, `values` and printing follow insertion order, and removing a key forgets its place.

/// A key as the dictionary hashes it: any value, compared with the language's `==` and hashed
/// consistently with it (`Value.hash(into:)`).
struct DictionaryKey: Hashable {
  let value: Value
  static func == (a: DictionaryKey, b: DictionaryKey) -> Bool { a.value.isEqual(to: b.value) }
  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

/// The storage of a dictionary value: immutable once shared. A copy is made only when a shared
/// dictionary is changed (copy-on-write, as Swift's `Dictionary`), so that `var d2 = d` and a
/// later `d2["k"] = 1` leave `d` alone.
public final class ScriptDictionary: @unchecked Sendable {
  private(set) var keys: [Value]
  private(set) var values: [Value]
  private var index: [DictionaryKey: Int]

  init() {
    keys = []
    values = []
    index = [:]
  }

  /// A dictionary of these pairs in order; a repeated key keeps its first place and its last
  /// value.
  init(_ pairs: [(Value, Value)]) {
    keys = []
    values = []
    index = [:]
    for (k, v) in pairs { set(k, v) }
  }

  private init(keys: [Value], values: [Value], index: [DictionaryKey: Int]) {
    self.keys = keys
    self.values = values
    self.index = index
  }

  var count: Int { keys.count }

  /// The value for `key`, nil when missing.
  func value(for key: Value) -> Value? {
    guard let i = index[DictionaryKey(value: key)], i < values.count else { return nil }
    return values[i]  // trap-ok: checked
  }

  /// A copy whose storage is its own.
  func copy() -> ScriptDictionary { ScriptDictionary(keys: keys, values: values, index: index) }

  /// Sets `key` to `value` in place (callers copy first when the storage is shared).
  func set(_ key: Value, _ value: Value) {
    let k = DictionaryKey(value: key)
    if let i = index[k], i < values.count {
      values[i] = value  // trap-ok: checked
      return
    }
    index[k] = keys.count
    keys.append(key)
    values.append(value)
  }

  /// Removes `key` in place, giving its value (nil when missing).
  @discardableResult
  func remove(_ key: Value) -> Value? {
    guard let i = index.removeValue(forKey: DictionaryKey(value: key)), i < values.count else {
      return nil
    }
    let old = values.remove(at: i)  // trap-ok: checked
    keys.remove(at: i)  // trap-ok: same count as values
    for (k, j) in index where j > i { index[k] = j - 1 }
    return old
  }

  /// Removes every entry in place.
  func removeAll() {
    keys = []
    values = []
    index = [:]
  }
}

extension ScriptDictionary {
  /// Storage that may be changed in place: `d`'s own when `d` is its only reference, else a
  /// copy (copy-on-write).
  static func unique(_ d: inout ScriptDictionary) -> ScriptDictionary {
    if !isKnownUniquelyReferenced(&d) { d = d.copy() }
    return d
  }
}
