// The REPL's history file (~/.anim_history), written so that a killed session or two sessions
// at once lose no lines and corrupt none. readline's own history_truncate_file rewrites the
// file without a lock, so lines another session appends meanwhile are lost; here every append
// and the trim take an exclusive flock on the file.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends lines to a history file and trims it, safely against concurrent sessions and crashes.
///
/// - An append is one `write` of `line + "\n"` on a descriptor opened with `O_APPEND`, under an
///   exclusive `flock`: lines of concurrent sessions interleave whole. A line cut short by a
///   crash is ended with a newline before the next one is appended, so it never swallows it.
/// - A trim writes the newest lines to a temporary file beside the real one and renames it over
///   it, under the same lock; an append that opened the old file notices (inode check) and
///   writes to the new one instead.
/// - A symbolic link (a history kept with one's dotfiles) is followed, and stays a link.
public enum HistoryFile {
  /// Appends `line` (which should hold no newline) to the file at `path`, creating it (mode 0600).
  /// - Returns: Whether the line was written.
  @discardableResult
  public static func append(_ line: String, to path: String) -> Bool {
    // A replaced file (trimmed by another session between our open and our lock) is retried.
    for _ in 0..<8 {
      let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard fd >= 0 else { return false }
      defer { close(fd) }  // also releases the lock
      guard lockExclusively(fd) else { return false }
      var opened = stat()
      var current = stat()
      guard fstat(fd, &opened) == 0 else { return false }
      guard stat(path, &current) == 0, current.st_ino == opened.st_ino,
        current.st_dev == opened.st_dev
      else { continue }
      var bytes = Array(line.utf8)
      bytes.removeAll { $0 == UInt8(ascii: "\n") || $0 == 0 }
      bytes.append(UInt8(ascii: "\n"))
      if opened.st_size > 0, lastByte(of: path, size: opened.st_size) != UInt8(ascii: "\n") {
        bytes.insert(UInt8(ascii: "\n"), at: 0)  // end a line a crash left unfinished
      }
      return writeAll(fd, bytes)
    }
    return false
  }

  /// Keeps only the newest `limit` lines of the file at `path` (nothing happens when it has no
  /// more, or does not exist).
  /// - Returns: Whether the file is now within the limit.
  @discardableResult
  public static func trim(_ path: String, keeping limit: Int) -> Bool {
    // Trim the link's target, so that renaming over it keeps the link.
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    let fd = open(target, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return errno == ENOENT }
    defer { close(fd) }
    guard lockExclusively(fd) else { return false }
    guard let contents = readAll(fd) else { return false }
    var lines = contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard lines.count > limit else { return true }
    var kept: [UInt8] = []
    for line in lines.suffix(max(0, limit)) {
      kept += line
      kept.append(UInt8(ascii: "\n"))
    }
    let temporary = target + ".tmp-\(getpid())"
    let out = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard out >= 0 else { return false }
    let written = writeAll(out, kept) && fsync(out) == 0
    close(out)
    guard written, rename(temporary, target) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  // MARK: - System calls, retried on EINTR

  static func lockExclusively(_ fd: Int32) -> Bool {
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += n
    }
    return true
  }

  static func readAll(_ fd: Int32) -> [UInt8]? {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { return result }
      result += buffer[0..<n]
    }
  }

  static func lastByte(of path: String, size: off_t) -> UInt8? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var byte: UInt8 = 0
    return pread(fd, &byte, 1, size - 1) == 1 ? byte : nil
  }
}
