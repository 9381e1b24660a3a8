// One source text (a file, a REPL input or a `-e` argument) with its UTF-8 bytes and a lazily built
// line table that turns byte offsets into `line:column` for diagnostics.
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A 1-based line and column, for printing.
///
/// `column` counts Unicode scalars from the start of the line (so `é` is one column), which is
/// what a user counts in an editor for all but the rarest characters.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// A named source text. Shared by reference: tokens, AST nodes and diagnostics point into it
/// with ``SourceRange``s.
///
/// The text is kept as UTF-8 bytes exactly as read. If the bytes were not valid UTF-8, `text`
/// holds a repaired copy (invalid sequences replaced by U+FFFD) and the lexer reports the bad
/// bytes as diagnostics; ranges always refer to `bytes`.
public final class SourceFile: Sendable {
  /// The name shown in diagnostics (a path, `<repl>`, `<command line>`, …).
  public let name: String
  /// The raw UTF-8 bytes that ranges index into.
  public let bytes: [UInt8]
  /// The text as a Swift string (repaired if the bytes were not valid UTF-8).
  public let text: String
  /// Offsets of the first byte of every line, built on first use.
  private let lineStartsCache = Mutex<[UInt32]?>(nil)

  /// Creates a source file from a string.
  /// - Parameters:
  ///   - name: The name used in diagnostics.
  ///   - text: The source text.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
    self.bytes = Array(text.utf8)
  }

  /// Creates a source file from raw bytes, which need not be valid UTF-8.
  /// - Parameters:
  ///   - name: The name used in diagnostics.
  ///   - bytes: The file's contents.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    self.text = String(decoding: bytes, as: UTF8.self)
  }

  /// The byte offsets at which each line starts (line 1 starts at 0).
  public var lineStarts: [UInt32] {
    lineStartsCache.withLock { cache in
      if let starts = cache { return starts }
      // memchr: this runs when the first diagnostic is rendered, which may be the time
      // limit's, and a loop over `enumerated()` took a second over a 3 MB file in a debug
      // build, after the limit had passed.
      var starts: [UInt32] = [0]
      bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count,
          let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
        {
          offset = base.distance(to: UnsafeRawPointer(found)) + 1
          starts.append(UInt32(clamping: offset))
        }
      }
      cache = starts
      return starts
    }
  }

  /// The number of lines (a trailing newline does not start a new counted line of text, but an
  /// empty last line is still addressable).
  public var lineCount: Int { lineStarts.count }

  /// The 0-based index of the line containing `offset`.
  private func lineIndex(of offset: UInt32) -> Int {
    let starts = lineStarts
    // Binary search for the last start <= offset.
    var lo = 0
    var hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }  // trap-ok: 0 <= mid < count
    }
    return lo
  }

  /// Converts a byte offset into a 1-based line and column.
  ///
  /// Offsets past the end are clamped to the end of the file.
  /// - Parameter offset: A UTF-8 byte offset into ``bytes``.
  /// - Returns: The line and the column counted in Unicode scalars.
  public func location(of offset: UInt32) -> SourceLocation {
    let clamped = min(Int(offset), bytes.count)
    let index = lineIndex(of: UInt32(clamped))
    let lineStart = Int(lineStarts[index])  // trap-ok: lineIndex returns a valid index
    var column = 1
    var i = lineStart
    while i < clamped {
      // Count scalar starts: every byte that is not a UTF-8 continuation byte.
      if bytes[i] & 0xC0 != 0x80 { column += 1 }  // trap-ok: i < clamped <= bytes.count
      i += 1
    }
    return SourceLocation(line: index + 1, column: column)
  }

  /// The byte range of a 1-based line, without its line terminator (`\n` or `\r\n`).
  /// - Parameter line: A 1-based line number.
  /// - Returns: The range, or `nil` if the line does not exist.
  public func rangeOfLine(_ line: Int) -> SourceRange? {
    let starts = lineStarts
    guard line >= 1, line <= starts.count else { return nil }
    let start = Int(starts[line - 1])  // trap-ok: 1 <= line <= count (guarded)
    var end = line < starts.count ? Int(starts[line]) - 1 : bytes.count
    // trap-ok: start < end <= count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return SourceRange(start, end)
  }

  /// The text of a 1-based line without its terminator (empty if the line does not exist).
  public func lineText(_ line: Int) -> String {
    guard let range = rangeOfLine(line) else { return "" }
    return text(in: range)
  }

  /// The source text covered by `range` (clamped to the file), decoding invalid UTF-8 leniently.
  ///
  /// Used, for example, to show an `expect`'s expression as the user wrote it.
  public func text(in range: SourceRange) -> String {
    let lo = min(Int(range.start), bytes.count)
    let hi = min(max(lo, Int(range.end)), bytes.count)
    return String(decoding: bytes[lo..<hi], as: UTF8.self)
  }

  /// A range covering the whole file.
  public var fullRange: SourceRange { SourceRange(0, bytes.count) }
}
