// What `weak var interpreter: Interpreter?` did, without `weak`. Why: the first weak reference
// to an object gives it a side table for good, and from then on every retain and release of it
// takes the runtime's slow path. Script animations hold their interpreter this way and the
// animator's callbacks capture it, so an engine tick paid four such slow operations (callgrind:
// about 50 instructions each instead of about 5).

/// A reference to an interpreter that does not keep it alive and reads nil once it is gone.
///
/// The interpreter sets `interpreter` when made and clears it in its deinit; holders keep the
/// link, never the interpreter. Reads and the deinit happen on the thread that runs the
/// interpreter (a session is used from one thread at a time), which is what makes the unsafe
/// reference safe.
final class InterpreterLink: @unchecked Sendable {
  /// The interpreter as an unretained reference: a script animation's frame calls through it
  /// with no retain and release (`unowned(unsafe)` read into a local was retained for the call).
  @exclusivity(unchecked) private(set) var unmanaged: Unmanaged<Interpreter>?

  var interpreter: Interpreter? {
    get { unmanaged?.takeUnretainedValue() }
    set { unmanaged = newValue.map { Unmanaged.passUnretained($0) } }
  }

  init() {}
}
