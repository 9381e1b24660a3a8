// In-place state for the built-in animations' per-frame path.
//
// A state value larger than three words (a fluid spring's seven Doubles) is heap-allocated each
// time it is stored in an `Any`. The built-ins instead keep such state in a class box that they
// mutate in place when nobody else holds it, and copy first when a copied context or state
// shares it: value semantics stay, and a running animation allocates nothing per frame.

/// A mutable box for one state value.
final class AnimationStateBox<T> {
  /// The value lives behind a pointer rather than in a stored `var`: updating it in place from
  /// `modifyBoxed` then needs no dynamic exclusivity check (swift_beginAccess/AccessSet cost
  /// about 3 % of a 100,000-property frame). Only this class allocates and frees it.
  let storage: UnsafeMutablePointer<T>

  init(_ value: T) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  var value: T { storage.pointee }
}

extension AnimationState {
  /// Reads the state for `key`, whether stored boxed or plain.
  @inline(__always)
  func boxedValue<K: AnimationStateKey>(_ key: K.Type) -> K.Value {
    self[key]
  }

  /// Mutates the state for `key` in place, storing it boxed.
  @inline(__always)
  mutating func modifyBoxed<K: AnimationStateKey, R>(
    _ key: K.Type, _ body: (inout K.Value) -> R
  ) -> R {
    let id = ObjectIdentifier(key)
    // The per-frame case: our box in the side slot.
    if boxedKey == id, var box = boxed as? AnimationStateBox<K.Value> {
      boxed = nil  // so that, if nobody else shares it, `box` is its only reference
      if !isKnownUniquelyReferenced(&box) { box = AnimationStateBox(box.value) }
      let result = body(&box.storage.pointee)
      boxed = box
      return result
    }
    let stateKey = Key.type(id)
    if boxedKey == nil {
      // First frame, or a value stored through the subscript (a merge): move it into a box
      // in the side slot.
      var value = K.defaultValue
      if let i = index(of: stateKey) {
        let stored = entries.remove(at: i).value
        if let old = stored as? AnimationStateBox<K.Value> {
          value = old.value
        } else if let plain = stored as? K.Value {
          value = plain
        }
      }
      let box = AnimationStateBox(value)
      let result = body(&box.storage.pointee)
      boxedKey = id
      boxed = box
      return result
    }
    // The side slot holds another key's box: keep this one in `entries`.
    guard let i = index(of: stateKey) else {
      let box = AnimationStateBox(K.defaultValue)
      let result = body(&box.storage.pointee)
      entries.append((stateKey, box))
      return result
    }
    // Move the stored value out so that, if it is our box, only `box` references it.
    var stored: Any = ()
    swap(&stored, &entries[i].value)
    guard var box = stored as? AnimationStateBox<K.Value> else {
      var value = stored as? K.Value ?? K.defaultValue
      let result = body(&value)
      entries[i].value = AnimationStateBox(value)
      return result
    }
    stored = ()
    if !isKnownUniquelyReferenced(&box) { box = AnimationStateBox(box.value) }
    let result = body(&box.storage.pointee)
    entries[i].value = box
    return result
  }
}
