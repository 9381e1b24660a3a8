// The machine's value stack as a buffer the interpreter manages itself. Why not `[Value]`: every
// `append`, `removeLast` and subscript write of an array checks that its buffer is uniquely
// referenced (a call into the runtime) and re-checks its capacity, several times per Anim call;
// callgrind counted about a tenth of a fib call's instructions in that bookkeeping. Here a push
// is a capacity test and a store, and a pop a destroy.
//
// The price is manual lifetime, kept small and local:
// - Only this file touches the pointer. Indices are checked like an array's (a bad index traps,
//   never reads stray memory); the interpreter's callers check them before they get here.
// - The buffer is freed by `StackBuffer`'s deinit, when the last copy of the stack is gone.
//   The values in it are destroyed by pops; whoever drops a machine with values still on its
//   stack calls `removeAll` first (`Interpreter.deinit`), or they leak.
// - A copy of a `Machine` shares the buffer: copies are only read (error messages), never pushed
//   to, and never kept.

import AnimationCore

/// A stack of values with array-like indices.
struct ValueStack {
  /// The number of values on the stack.
  private(set) var count = 0
  private var capacity = 0
  /// Never nil, so reads need no test for it: the empty stack points at `noValues`, which no one
  /// writes (its capacity is 0, so the first push grows the stack).
  private var elements = noValues
  /// Owns the memory (not the values): frees it when the last copy of the stack goes.
  private var buffer: StackBuffer?

  init() {}

  /// The value at `i` (`0 ..< count`).
  subscript(i: Int) -> Value {
    @inline(__always) get {
      // Every caller checks its index first (each use is marked); an index out of range here is
      // an interpreter bug, which must stop the process rather than read stray memory.
      guard Self.isIndex(i, below: count) else { preconditionFailure("stack index") }  // trap-ok: callers check
      return elements[i]
    }
    @inline(__always) set {
      guard Self.isIndex(i, below: count) else { preconditionFailure("stack index") }  // trap-ok: callers check
      elements[i] = newValue
    }
  }

  /// A number at `i`, matched in place (no copy of the whole value).
  @inline(__always)
  func number(at i: Int) -> Double? {
    guard Self.isIndex(i, below: count) else { return nil }
    if case .number(let d) = elements[i] { return d }
    return nil
  }

  /// Field `cache.index` of the record at `i`, read in place (the record is not copied out
  /// of its slot), when `i` holds a record of the type `cache` saw last; nil otherwise.
  @inline(__always)
  func recordField(at i: Int, _ cache: FieldCache) -> Value? {
    guard Self.isIndex(i, below: count) else { return nil }
    guard case .record(let r) = elements[i], r.info === cache.info else { return nil }
    let k = cache.index
    return k < r.fields.count ? r.fields[k].unwrapped : nil  // trap-ok: checked
  }

  /// `body` applied to the animation context at `i`, matched in place (not copied out of its
  /// slot: a script animation reads `context` several times a frame); nil when `i` holds
  /// something else.
  @inline(__always)
  func withContext<R>(at i: Int, _ body: (ContextBase) -> R) -> R? {
    guard Self.isIndex(i, below: count), case .context(let c) = elements[i] else { return nil }
    return body(c)
  }

  /// A Bool at `i`, matched in place.
  @inline(__always)
  func bool(at i: Int) -> Bool? {
    guard Self.isIndex(i, below: count) else { return nil }
    if case .bool(let b) = elements[i] { return b }
    return nil
  }

  /// The animation at `i`, matched in place (the receiver of `base.animate(…)`).
  @inline(__always)
  func animation(at i: Int) -> Animation? {
    guard Self.isIndex(i, below: count) else { return nil }
    if case .animation(let a) = elements[i] { return a }
    return nil
  }

  /// The user function at `i`, matched in place.
  @inline(__always)
  func function(at i: Int) -> Closure? {
    guard Self.isIndex(i, below: count) else { return nil }
    if case .function(let c) = elements[i] { return c }
    return nil
  }

  @inline(__always)
  mutating func append(_ v: consuming Value) {
    if count == capacity { grow() }
    (elements + count).initialize(to: v)
    count &+= 1
  }

  /// Pushes `values` (a call's bound members): room made once, then each copied in place
  /// (callgrind: the array iterator and one `append` each cost about 60 instructions a value).
  mutating func append(contentsOf values: [Value]) {
    let n = values.count
    while capacity - count < n { grow() }
    values.withUnsafeBufferPointer { source in
      guard let from = source.baseAddress else { return }
      for k in 0..<n {
        switch from[k] {
        case .number, .bool, .none:
          // Owns nothing: its bits are the copy (no call to Value's outlined copy).
          UnsafeMutableRawPointer(elements + count + k).copyMemory(
            from: from + k, byteCount: MemoryLayout<Value>.size)
        default:
          (elements + count + k).initialize(to: from[k])
        }
      }
    }
    count &+= n
  }

  /// Pushes `n` values that own nothing (numbers, Bools, nils) by copying their bits at once:
  /// a script animation's bound members when all are such values (`MethodCache.hotPrelude`).
  /// `append(contentsOf:)` tests each value and reads the array through its buffer.
  @inline(__always)
  mutating func appendTrivial(_ values: UnsafePointer<Value>, count n: Int) {
    while capacity - count < n { grow() }
    UnsafeMutableRawPointer(elements + count).copyMemory(
      from: values, byteCount: n &* MemoryLayout<Value>.stride)
    count &+= n
  }

  /// Pushes `n` nils.
  @inline(__always)
  mutating func appendNils(_ n: Int) {
    guard n > 0 else { return }
    while capacity - count < n { grow() }
    for k in 0..<n { (elements + count + k).initialize(to: .none) }
    count &+= n
  }

  /// Pops values until `count` is `newCount` (no-op if it is already at or below).
  @inline(__always)
  mutating func removeAbove(_ newCount: Int) {
    guard count > newCount else { return }
    let keep = Swift.max(newCount, 0)
    // One value at a time: `deinitialize(count:)` calls the runtime's generic array destroy,
    // about 45 instructions for a one-slot frame (callgrind, fib).
    while count > keep {
      count &-= 1
      // Numbers (most slots), Bools and nils own nothing: skip the call to Value's outlined
      // destroy (a script animation's frame has several of each).
      switch elements[count] {
      case .number, .bool, .none, .zero, .builtin: continue
      default: _ = (elements + count).move()
      }
    }
  }

  /// `array.removeSubrange(k...)`.
  mutating func removeSubrange(_ r: PartialRangeFrom<Int>) {
    removeAbove(r.lowerBound)
  }

  mutating func removeAll(keepingCapacity: Bool = false) {
    removeAbove(0)
    if !keepingCapacity {
      elements = noValues
      buffer = nil
      capacity = 0
    }
  }

  /// `0 <= i < count` in one comparison.
  @inline(__always)
  private static func isIndex(_ i: Int, below count: Int) -> Bool {
    UInt(bitPattern: i) < UInt(bitPattern: count)
  }

  private mutating func grow() {
    let newCapacity = Swift.max(64, capacity * 2)
    let new = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
    new.moveInitialize(from: elements, count: count)
    elements = new
    capacity = newCapacity
    buffer = StackBuffer(new)
  }
}

/// Where an empty stack points (never written, never freed).
private nonisolated(unsafe) let noValues = UnsafeMutablePointer<Value>.allocate(capacity: 1)

/// Frees a stack's memory when the last stack that uses it is gone.
private final class StackBuffer {
  let pointer: UnsafeMutablePointer<Value>
  init(_ pointer: UnsafeMutablePointer<Value>) { self.pointer = pointer }
  deinit { pointer.deallocate() }
}
