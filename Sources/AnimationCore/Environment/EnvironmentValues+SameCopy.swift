extension EnvironmentValues {
  /// Whether `a` and `b` hold the same bits: the same storage object and the same flags, which
  /// is the case for a copy of an environment that neither copy has changed since.
  ///
  /// The animator's frame and each running property keep their copy of the environment from
  /// frame to frame and replace it only when this is false, so an unchanged environment costs a
  /// comparison a frame rather than a retain and a release of its storage (callgrind: about 50
  /// instructions each for the frame's copy and for the animation context's, a script
  /// animation's tick).
  ///
  /// Sound only while both values are alive, which the pointers guarantee: a storage object
  /// that two values refer to is changed by neither in place (a change copies it first), and
  /// it cannot be freed and another allocated at its address. Two equal environments with
  /// different storage compare false; the caller then copies, as it did before.
  @inline(__always)
  package static func isSameCopy(
    _ a: UnsafePointer<EnvironmentValues>, _ b: UnsafePointer<EnvironmentValues>
  ) -> Bool {
    // `size`, not `stride`: the bytes after the last field are padding, never written.
    let n = MemoryLayout<EnvironmentValues>.size
    let x = UnsafeRawPointer(a)
    let y = UnsafeRawPointer(b)
    var i = 0
    while i &+ 8 <= n {
      guard x.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        == y.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      else { return false }
      i &+= 8
    }
    while i < n {
      guard x.load(fromByteOffset: i, as: UInt8.self) == y.load(fromByteOffset: i, as: UInt8.self)
      else { return false }
      i &+= 1
    }
    return true
  }
}
