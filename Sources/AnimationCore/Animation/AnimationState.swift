/// A key for accessing animation state values.
public protocol AnimationStateKey {
  /// The associated type representing the type of the animation state key's value.
  associatedtype Value
  /// The default value for the animation state key.
  static var defaultValue: Value { get }
}

/// A key identified by a value rather than a Swift type, for state declared at run time
/// (for example, a `state` declaration in an Anim script). Two keys are the same key when their
/// identifiers are equal.
public struct AnimationStateValueKey: Hashable, Sendable, CustomStringConvertible {
  /// A unique identifier, chosen by whoever declares the key.
  public let id: Int
  /// The key's name, for messages.
  public let name: String

  /// Creates a key with a unique identifier and a name.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The key's name.
  public var description: String { name }
}

/// A container that stores the state for a custom animation.
///
/// Entries are few (one or two per animation), so they live in a small array searched linearly:
/// no hashing on the per-frame path. Keys are either Swift types (``AnimationStateKey``) or run-time
/// values (``AnimationStateValueKey``), in the same storage.
public struct AnimationState<Value: VectorArithmetic> {
  /// Not nested in this generic type: a nested enum is generic too, and unspecialised code
  /// (a custom animation's `animate<V>`) then instantiated its metadata on every access.
  @usableFromInline
  typealias Key = AnimationStateEntryKey

  @usableFromInline
  var entries: [(key: Key, value: Any)] = []

  /// A built-in animation's boxed state (AnimationState+Boxed.swift), kept beside `entries` so
  /// the per-frame path finds it with a class cast instead of a cast from `Any` (that cast and
  /// the existential copies around it were about 250 instructions a spring a frame). At most
  /// one box lives here; it is never also in `entries`.
  @usableFromInline
  var boxedKey: ObjectIdentifier?
  @usableFromInline
  var boxed: AnyObject?

  /// Creates an empty state.
  public init() {}

  @usableFromInline
  func index(of key: Key) -> Int? {
    // Compare keys in place: `firstIndex { $0.key == key }` copied every (key, Any) entry
    // through the runtime's generic tuple witnesses in unspecialised code.
    entries.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        if buffer[i].key == key { return i }  // trap-ok: i < count
        i += 1
      }
      return nil
    }
  }

  @usableFromInline
  mutating func store(_ value: Any, for key: Key) {
    if let i = index(of: key) {
      entries[i].value = value
    } else {
      entries.append((key, value))
    }
  }

  /// Accesses the state for a custom key; reading an absent key gives its default value.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get {
      if boxedKey == ObjectIdentifier(key), let box = boxed as? AnimationStateBox<K.Value> {
        return box.value
      }
      guard let i = index(of: .type(ObjectIdentifier(key))) else { return K.defaultValue }
      if let value = entries[i].value as? K.Value { return value }
      // Built-in animations keep large state in a box (see AnimationState+Boxed.swift).
      if let box = entries[i].value as? AnimationStateBox<K.Value> { return box.value }
      return K.defaultValue
    }
    set {
      if boxedKey == ObjectIdentifier(key) {
        boxedKey = nil
        boxed = nil
      }
      store(newValue, for: .type(ObjectIdentifier(key)))
    }
  }

  /// Accesses the state for a run-time key; `nil` when nothing was stored (the declarer supplies
  /// the default). Assigning `nil` removes the entry.
  public subscript(valueKey key: AnimationStateValueKey) -> Any? {
    get { index(of: .value(key)).map { entries[$0].value } }
    set {
      if let newValue {
        store(newValue, for: .value(key))
      } else if let i = index(of: .value(key)) {
        entries.remove(at: i)
      }
    }
  }

  /// Whether no state has been stored.
  public var isEmpty: Bool { entries.isEmpty && boxed == nil }

  /// Removes every entry (used when a repeating animation starts a new pass).
  public mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    boxedKey = nil
    boxed = nil
  }
}

/// An `AnimationState` entry's key: a key type or a run-time key.
@usableFromInline
enum AnimationStateEntryKey: Equatable {
  case type(ObjectIdentifier)
  case value(AnimationStateValueKey)
}
