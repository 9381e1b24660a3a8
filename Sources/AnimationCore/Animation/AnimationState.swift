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

  /// The same key: the same identifier (the name is only for messages, so it is not compared:
  /// a state read compares keys on every frame).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A container that stores the state for a custom animation.
///
/// A value stored for an ``AnimationStateKey`` type lives in a typed box
/// (`AnimationStateBox<Key.Value>`, AnimationState+Boxed.swift), so the per-frame path reads it
/// with a class check and updates it in place. Kept as `Any`, a value cost a cast from `Any` on
/// every read and an existential copy on every write: CoreBench's `MonotonicEase`, which reads
/// and writes one key a frame, took 1,983 instructions an evaluation that way, 225 with boxes,
/// against 131 for the same formula without state (callgrind). Copies of a state share the
/// boxes; a write copies a box first when it is shared, so a copy never sees later writes to
/// the original.
///
/// Entries are few (one or two per animation): the first key type's box sits in place and the
/// rest in one small array searched linearly, so the common case neither hashes nor touches an
/// array. Run-time keys (``AnimationStateValueKey``) keep their values in that array too, in
/// boxes of `Any`. (One array, not one per kind of key: every frame destroys an empty state, and
/// a second array was a second release, 0.4 % of a 100,000-property frame.)
public struct AnimationState<Value: VectorArithmetic> {
  /// The first key type stored, and its box.
  @usableFromInline
  var firstKey: ObjectIdentifier?
  @usableFromInline
  var first: AnyObject?

  /// The boxes of further key types and of run-time keys. Not a tuple array: in unspecialised
  /// code a tuple's metadata is looked up at run time on every copy of an element.
  @usableFromInline
  var entries: [AnimationStateEntry] = []

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
      guard firstKey == ObjectIdentifier(key) else { return entryValue(key) }
      return AnimationStateBox<K.Value>.cast(first)?.value ?? K.defaultValue
    }
    @inline(__always) set {
      modify(key) { $0 = newValue }
    }
  }

  /// The index of `key`'s entry in `entries`.
  @usableFromInline
  func index(of key: AnimationStateEntryKey) -> Int? {
    entries.firstIndex { $0.key == key }
  }

  /// The value of a key type other than the first, or its default.
  @usableFromInline
  func entryValue<K: AnimationStateKey>(_ key: K.Type) -> K.Value {
    guard let i = index(of: .type(ObjectIdentifier(key))) else { return K.defaultValue }
    // trap-ok: an index found above.
    return AnimationStateBox<K.Value>.cast(entries[i].box)?.value ?? K.defaultValue
  }

  /// Accesses the state for a run-time key; `nil` when nothing was stored (the declarer supplies
  /// the default). Assigning `nil` removes the entry.
  public subscript(valueKey key: AnimationStateValueKey) -> Any? {
    get { self[valueKey: key, as: Any.self] }
    set { self[valueKey: key, as: Any.self] = newValue }
  }

  /// Accesses a run-time key's value kept as a `T` (in a box of `T`, not of `Any`): a reader
  /// that always stores one type (an interpreter's values) reads it with a class check, with
  /// no existential copied and no cast out of `Any` (callgrind: about 250 instructions a read
  /// of a script animation's state). `nil` when nothing was stored or it was stored as another
  /// type; assigning `nil` removes the entry.
  @inlinable
  public subscript<T>(valueKey key: AnimationStateValueKey, as type: T.Type) -> T? {
    get {
      guard let i = index(of: .value(key)) else { return nil }
      return AnimationStateBox<T>.cast(entries[i].box)?.value  // trap-ok: an index found above
    }
    set {
      // trap-ok (every `entries[i]`): an index found here.
      switch (index(of: .value(key)), newValue) {
      case (let i?, let newValue?):
        if isKnownUniquelyReferenced(&entries[i].box),
          let box = AnimationStateBox<T>.cast(entries[i].box)
        {
          box.storage.pointee = newValue
        } else {
          entries[i].box = AnimationStateBox<T>(newValue)
        }
      case (let i?, nil): entries.remove(at: i)
      case (nil, let newValue?):
        entries.append(AnimationStateEntry(key: .value(key), box: AnimationStateBox<T>(newValue)))
      case (nil, nil): break
      }
    }
  }

  /// Whether no state has been stored.
  public var isEmpty: Bool { first == nil && entries.isEmpty }

  /// Removes every entry (used when a repeating animation starts a new pass).
  public mutating func removeAll() {
    firstKey = nil
    first = nil
    entries.removeAll(keepingCapacity: true)
  }
}

/// An `AnimationState` entry's key: a key type or a run-time key.
@usableFromInline
enum AnimationStateEntryKey: Equatable {
  case type(ObjectIdentifier)
  case value(AnimationStateValueKey)
}

/// A key and its box, after the first key type (see ``AnimationState``).
@usableFromInline
struct AnimationStateEntry {
  @usableFromInline
  let key: AnimationStateEntryKey
  /// For a key type `K`, an `AnimationStateBox<K.Value>`; for a run-time key, an
  /// `AnimationStateBox<Any>`.
  @usableFromInline
  var box: AnyObject

  @usableFromInline
  init(key: AnimationStateEntryKey, box: AnyObject) {
    self.key = key
    self.box = box
  }
}
