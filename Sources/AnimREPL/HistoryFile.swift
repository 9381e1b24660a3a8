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

/// Appends entries to a history file, reads them back and trims the file, safely against
/// concurrent sessions and crashes.
///
/// - The format is readline's and bash's for multi-line entries (what readline's
///   `history_multiline_entries` reads): each entry is a timestamp line `#<seconds since 1970>`
///   followed by the entry's lines, newlines kept, so that a block typed or pasted over several
///   lines comes back as that block. Lines before the first timestamp (a file written before
///   entries had timestamps) are an entry each. A timestamp has at least nine digits (seconds
///   since 1970 have ten until 2286), so that a colour literal alone on a line of a block
///   (`#112233`, six or eight digits) stays part of it.
/// - An append is one `write` of the whole entry on a descriptor opened with `O_APPEND`, under
///   an exclusive `flock`: entries of concurrent sessions interleave whole. An entry cut short
///   by a crash is ended with a newline before the next one is appended, so it never swallows it.
/// - A trim writes the newest entries to a temporary file beside the real one and renames it over
///   it, under the same lock; an append that opened the old file notices (inode check) and
///   writes to the new one instead.
/// - A symbolic link (a history kept with one's dotfiles) is followed, and stays a link.
public enum HistoryFile {
  /// Appends `entry` (one line, or a block of lines) to the file at `path`, creating it (mode
  /// 0600). NUL bytes, which would end the entry early in readline, are dropped; a trailing
  /// newline is not part of the entry.
  /// - Returns: Whether the entry was written.
  @discardableResult
  public static func append(_ entry: String, to path: String) -> Bool {
    var text = Array(entry.utf8)
    text.removeAll { $0 == 0 }
    while text.last == UInt8(ascii: "\n") { text.removeLast() }
    guard !text.isEmpty else { return false }
    var record = Array("#\(Int(time(nil)))\n".utf8)
    record += text
    record.append(UInt8(ascii: "\n"))
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
      var bytes = record
      if opened.st_size > 0, lastByte(of: path, size: opened.st_size) != UInt8(ascii: "\n") {
        bytes.insert(UInt8(ascii: "\n"), at: 0)  // end an entry a crash left unfinished
      }
      return writeAll(fd, bytes)
    }
    return false
  }

  /// The entries of the file at `path`, oldest first (none when it does not exist or cannot be
  /// read), each with its lines joined by newlines.
  public static func entries(of path: String) -> [String] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    guard let contents = readAll(fd) else { return [] }
    return records(in: contents).map { String(decoding: $0.text, as: UTF8.self) }
  }

  /// Keeps only the newest `limit` entries of the file at `path` (nothing happens when it has
  /// no more, or does not exist).
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
    let all = records(in: contents)
    guard all.count > limit else { return true }
    var kept: [UInt8] = []
    let now = Array("#\(Int(time(nil)))".utf8)
    for record in all.suffix(max(0, limit)) {
      kept += record.stamp.map(Array.init) ?? now  // an entry from before timestamps gets one now
      kept.append(UInt8(ascii: "\n"))
      kept += record.text
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

  // MARK: - The format

  /// One entry as stored: its timestamp line (nil before the first one) and its lines.
  struct Record {
    var stamp: ArraySlice<UInt8>?
    var lines: [ArraySlice<UInt8>] = []
    /// The entry's text: its lines joined by newlines.
    var text: [UInt8] { Array(lines.joined(separator: [UInt8(ascii: "\n")])) }
  }

  /// Splits a file's bytes into entries: a timestamp line starts one, and every line up to the
  /// next timestamp belongs to it (empty lines inside a block included); lines before the first
  /// timestamp are an entry each. A timestamp with no line after it is no entry.
  static func records(in contents: [UInt8]) -> [Record] {
    var lines = contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var result: [Record] = []
    var current: Record?
    for line in lines {
      if isTimestamp(line) {
        if let record = current, !record.lines.isEmpty { result.append(record) }
        current = Record(stamp: line)
      } else if current != nil {
        current?.lines.append(line)
      } else if !line.isEmpty {
        result.append(Record(stamp: nil, lines: [line]))
      }
    }
    if let record = current, !record.lines.isEmpty { result.append(record) }
    return result
  }

  static func isTimestamp(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.count >= 10, line.first == UInt8(ascii: "#") else { return false }
    return line.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
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
