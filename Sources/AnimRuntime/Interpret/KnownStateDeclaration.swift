// `context.state[PausableState]` in an Anim-form animation, the key a `state` declaration named
// by a global: matching the global's value (`.type(.state(…))`, boxed) copied it out of the
// array on every read, a retain, a release and two outlined functions (callgrind: about 100
// instructions of the Anim-form seed Pausable's tick). The read site remembers the declaration
// it found and checks that the slot still holds it with one comparison (`Machine.holds`).

/// The `state` declaration one `context.state[K]` read site found in `K`'s global last. Strong,
/// as `FieldCache`'s declaration is: a weak read costs a runtime call on every access.
final class KnownStateDeclaration {
  var info: StateInfo?
}
