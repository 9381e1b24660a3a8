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
/// A value stored for an ``AnimationStateKey`` type lives in a typed box
/// (`AnimationStateBox<Key.Value>`, AnimationState+Boxed.swift), so the per-frame path reads it
/// with a class check and updates it in place. Kept as `Any`, a value cost a cast from `Any` on
/// every read and an existential copy on every write: CoreBench's `MonotonicEase`, which reads
/// and writes one key a frame, took 1,983 instructions an evaluation that way, 226 with boxes,
/// against 131 for the same formula without state (callgrind). Copies of a state share the
/// boxes; a write copies a box first when it is shared, so a copy never sees later writes to
/// the original.
///
/// Entries are few (one or two per animation): the first key's box sits in place and the rest
/// in a small array searched linearly, so the common case neither hashes nor touches an array.
/// Run-time keys (``AnimationStateValueKey``) keep their values as `Any`, in their own array.
public struct AnimationState<Value: VectorArithmetic> {
  /// The first key type stored, and its box.
  @usableFromInline
  var firstKey: ObjectIdentifier?
  @usableFromInline
  var first: AnyObject?

  /// The boxes of further key types. Not a tuple array: in unspecialised code a tuple's
  /// metadata is looked up at run time on every copy of an element.
  @usableFromInline
  var typed: [AnimationStateTypedEntry] = []

  /// The values of run-time keys.
  @usableFromInline
  var values: [AnimationStateValueEntry] = []

  /// Creates an empty state.
  public init() {}

  /// Accesses the state for a custom key; reading an absent key gives its default value.
  ///
  /// Inlined, so that a custom animation's access, whose key type is known where it is
  /// written, is specialised for that key's value type even inside the animation's generic
  /// `animate<V>` (the optimizer does not inline generic code into generic code on its own).
  @inlinable
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    @inline(__always) get {
      guard firstKey == ObjectIdentifier(key) else { return typedValue(key) }
      return AnimationStateBox<K.Value>.cast(first)?.value ?? K.defaultValue
    }
    @inline(__always) set {
      modify(key) { $0 = newValue }
    }
  }

  /// The value of a key type other than the first, or its default.
  @usableFromInline
  func typedValue<K: AnimationStateKey>(_ key: K.Type) -> K.Value {
    let id = ObjectIdentifier(key)
    for entry in typed where entry.id == id {
      return AnimationStateBox<K.Value>.cast(entry.box)?.value ?? K.defaultValue
    }
    return K.defaultValue
  }

  /// Accesses the state for a run-time key; `nil` when nothing was stored (the declarer supplies
  /// the default). Assigning `nil` removes the entry.
  public subscript(valueKey key: AnimationStateValueKey) -> Any? {
    get {
      // Compares in place: a `for entry in values` loop copied each entry, key name and all.
      guard let i = values.firstIndex(where: { $0.key == key }) else { return nil }
      return values[i].value  // trap-ok: an index found above
    }
    set {
      let index = values.firstIndex { $0.key == key }
      // trap-ok (both `i`s): an index found above.
      switch (index, newValue) {
      case (let i?, let newValue?): values[i].value = newValue
      case (let i?, nil): values.remove(at: i)
      case (nil, let newValue?): values.append(AnimationStateValueEntry(key: key, value: newValue))
      case (nil, nil): break
      }
    }
  }

  /// Whether no state has been stored.
  public var isEmpty: Bool { first == nil && typed.isEmpty && values.isEmpty }

  /// Removes every entry (used when a repeating animation starts a new pass).
  public mutating func removeAll() {
    firstKey = nil
    first = nil
    typed.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }
}

/// The box of a key type after the first (see ``AnimationState``).
@usableFromInline
struct AnimationStateTypedEntry {
  @usableFromInline
  let id: ObjectIdentifier
  /// An `AnimationStateBox<K.Value>` for the key type `K` that `id` identifies.
  @usableFromInline
  var box: AnyObject

  @usableFromInline
  init(id: ObjectIdentifier, box: AnyObject) {
    self.id = id
    self.box = box
  }
}

/// The value of a run-time key.
@usableFromInline
struct AnimationStateValueEntry {
  @usableFromInline
  let key: AnimationStateValueKey
  @usableFromInline
  var value: Any
}
