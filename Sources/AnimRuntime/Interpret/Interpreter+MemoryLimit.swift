// The memory limit (`--memory-limit`, default 1 GB): a script that would make the process use
// more stops with "memory limit of 1 GB exceeded" at the expression that crossed it, instead of
// growing until the kernel kills it (`var a = [1]; while true { a = a + a }` reached 23 GB).
//
// What is measured is the process's resident memory (/proc/self/statm), the number `top` and
// `/usr/bin/time` show, so that frees count and nothing has to track a value's lifetime. Reading
// it costs a system call, so it is not read on every allocation: the built-ins that make large
// things (array concatenation, repetition and growth, string concatenation and interpolation,
// an @State value's animated parts, samples, keyframes, recorded output) charge the bytes they
// are about to allocate with ``Interpreter/account(_:_:_:)``, and the memory is read once 4 MB
// have been charged, or at once for one allocation that large, with that allocation added, so
// that the limit stops it before it is made. Allocations too small to charge are caught by a
// reading every 64th time-limit check (every 65,536 steps). Per-call and per-frame paths charge
// nothing.
import AnimSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's memory as the kernel counts it.
enum ProcessMemory {
  /// The default limit: 1 GB (2^30 bytes).
  static let defaultLimit = 1 << 30

  /// Resident memory in bytes (the second field of /proc/self/statm, in pages), or nil where it
  /// cannot be read.
  static func residentBytes() -> Int? {
    let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    // "size resident shared text lib data dt": seven numbers, under 100 bytes.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let count = read(fd, base, 127)
      guard count > 0 else { return nil }
      var field = 0
      var value = 0
      for i in 0..<count {
        let c = buffer[i]  // trap-ok: i < count <= 127
        if c == 32 {
          if field == 1 { break }
          field += 1
          value = 0
        } else if c >= 48 && c <= 57 {
          value = value &* 10 &+ Int(c - 48)
        }
      }
      return field == 1 ? value &* Int(sysconf(Int32(_SC_PAGESIZE))) : nil
    }
  }

  /// A limit as a user reads it: "1 GB", "300 MB", "64 KB", "1000 bytes" (binary units).
  static func describe(_ bytes: Int) -> String {
    for (unit, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)] where bytes >= size {
      let value = Double(bytes) / Double(size)
      if value == value.rounded() { return "\(Int(value)) \(unit)" }
      if bytes >= size * 10 || unit == "KB" {
        return "\(Value.format((value * 10).rounded() / 10)) \(unit)"
      }
    }
    return "\(bytes) bytes"
  }
}

extension Interpreter {
  /// How many bytes may be charged before the memory is read.
  static let memoryCheckInterval = 4 << 20

  /// Charges `bytes` that the script is about to allocate at `range`; reads the process's memory
  /// when enough has been charged, and throws when that plus `bytes` passes the limit.
  @inline(__always)
  func account(_ bytes: Int, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    memoryCharged &+= bytes
    if memoryCharged >= Self.memoryCheckInterval { try checkMemory(adding: bytes, range, &m) }
  }

  /// Reads the process's memory and throws when it, plus `pending` bytes about to be allocated,
  /// passes the limit.
  /// An allocation that large is a long operation too (copying half a gigabyte takes a second):
  /// the time limit and Ctrl-C are checked here as well, since a loop of a few such steps never
  /// reaches the 1,024 steps at which ``checkLimits(_:_:)`` runs.
  func checkMemory(adding pending: Int, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    memoryCharged = 0
    if let poll = shouldInterrupt, poll() {
      throw RuntimeError("interrupted", at: range, file: m.file)
    }
    if let deadline, ContinuousClock.now > deadline {
      throw RuntimeError("timed out: the script ran past its time limit", at: range, file: m.file)
    }
    guard let limit = memoryLimit, let resident = ProcessMemory.residentBytes() else { return }
    if resident > limit - min(max(pending, 0), limit) {
      throw RuntimeError(
        "memory limit of \(ProcessMemory.describe(limit)) exceeded", at: range, file: m.file)
    }
  }

  /// The bytes an array of `count` values takes (two words each).
  @inline(__always)
  static func arrayBytes(_ count: Int) -> Int { count &* MemoryLayout<Value>.stride }
}

extension Interpreter {
  /// The run's limits for its front end (AnimSyntax's WorkBudget.swift): the time limit and
  /// Ctrl-C at every poll, the memory every 8th (a system call); nil when the run has none.
  func makeWorkBudget() -> WorkBudget? {
    guard deadline != nil || memoryLimit != nil || shouldInterrupt != nil else { return nil }
    var polls = 0
    // Through the link, not `[weak self]`: a weak reference would give the interpreter a side
    // table and every later retain of it the slow path (InterpreterLink.swift; it cost the
    // seed Pausable tick 8 %, callgrind).
    let link = self.link
    return WorkBudget { () -> String? in
      guard let self = link.interpreter else { return nil }
      if let poll = self.shouldInterrupt, poll() { return "interrupted" }
      if let deadline = self.deadline, ContinuousClock.now > deadline {
        return "timed out: the script ran past its time limit"
      }
      polls &+= 1
      if polls & 7 == 0, let limit = self.memoryLimit, let resident = ProcessMemory.residentBytes(), resident > limit {
        return "memory limit of \(ProcessMemory.describe(limit)) exceeded"
      }
      return nil
    }
  }
}
