// The typed boxes that hold `AnimationState`'s values for key types, and the in-place update
// that the subscript's setter and the built-ins' per-frame path share.
//
// A box is mutated in place when nobody else holds it, and copied first when a copied context or
// state shares it: value semantics stay, and a running animation allocates nothing per frame
// (a state value larger than three words, such as a fluid spring's seven Doubles, was
// heap-allocated each time it was stored in an `Any`).

/// A mutable box for one state value.
@usableFromInline
final class AnimationStateBox<T> {
  /// The value lives behind a pointer rather than in a stored `var`: updating it in place
  /// needs no dynamic exclusivity check (swift_beginAccess/AccessSet cost about 3 % of a
  /// 100,000-property frame). Only this class allocates and frees it.
  @usableFromInline
  let storage: UnsafeMutablePointer<T>

  @usableFromInline
  init(_ value: T) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  @usableFromInline
  var value: T { storage.pointee }

  /// `object as? AnimationStateBox<T>`, by comparing its class with this one: the class is
  /// final, so that is the whole check, without `swift_dynamicCastClass`'s walk of the
  /// superclasses.
  @inlinable @inline(__always)
  static func cast(_ object: AnyObject?) -> AnimationStateBox<T>? {
    guard let object, ObjectIdentifier(type(of: object)) == ObjectIdentifier(self) else {
      return nil
    }
    return unsafeDowncast(object, to: self)
  }

  /// The storage of `object` when it is an `AnimationStateBox<T>`: for an update in place by
  /// the box's owner, which keeps the box alive. Not the box itself: a box bound to a local was
  /// retained and released around every update (a fluid spring's frame, callgrind).
  @inlinable @inline(__always)
  static func storage(of object: AnyObject?) -> UnsafeMutablePointer<T>? {
    guard let object, ObjectIdentifier(type(of: object)) == ObjectIdentifier(self) else {
      return nil
    }
    return Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: self).storage
    }
  }
}

extension AnimationState {
  /// Mutates the state for `key` in place.
  ///
  /// The per-frame case, the first key's box held by nobody else, and the first store are
  /// inlined; a box shared with a copy and further keys take ``modifySlowly(_:_:)``.
  @inlinable @inline(__always)
  mutating func modify<K: AnimationStateKey, R>(
    _ key: K.Type, _ body: (inout K.Value) -> R
  ) -> R {
    if firstKey == ObjectIdentifier(key), isKnownUniquelyReferenced(&first),
      let storage = AnimationStateBox<K.Value>.storage(of: first)
    {
      return body(&storage.pointee)
    }
    if firstKey == nil {
      // The first store, also inlined: specialised, it finds the box's class without looking
      // up generic metadata at run time (about 1,000 instructions in `modifySlowly`).
      let box = AnimationStateBox(K.defaultValue)
      firstKey = ObjectIdentifier(key)
      first = box
      return body(&box.storage.pointee)
    }
    return modifySlowly(key, body)
  }

  /// ``modify(_:_:)`` when the first key's box cannot be updated in place.
  @usableFromInline
  mutating func modifySlowly<K: AnimationStateKey, R>(
    _ key: K.Type, _ body: (inout K.Value) -> R
  ) -> R {
    let id = ObjectIdentifier(key)
    if firstKey == nil || firstKey == id {
      // The first store, or a box that a copy of this state shares: give this state its own.
      let box = AnimationStateBox(AnimationStateBox<K.Value>.cast(first)?.value ?? K.defaultValue)
      firstKey = id
      first = box
      return body(&box.storage.pointee)
    }
    guard let i = index(of: .type(id)) else {
      let box = AnimationStateBox(K.defaultValue)
      entries.append(AnimationStateEntry(key: .type(id), box: box))
      return body(&box.storage.pointee)
    }
    // `entries[i]` makes the array unique first (a copied state shares it, and its boxes).
    // trap-ok (every `entries[i]` below): i is an index found above.
    if isKnownUniquelyReferenced(&entries[i].box),
      let box = AnimationStateBox<K.Value>.cast(entries[i].box)
    {
      return body(&box.storage.pointee)
    }
    let old = AnimationStateBox<K.Value>.cast(entries[i].box)?.value
    let box = AnimationStateBox(old ?? K.defaultValue)
    entries[i].box = box
    return body(&box.storage.pointee)
  }
}
