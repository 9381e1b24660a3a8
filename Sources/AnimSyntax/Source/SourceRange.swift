// A span of source text as UTF-8 byte offsets. Line and column numbers are computed only when a
// diagnostic is printed (see `SourceFile.location(of:)`), as swift-syntax's converter does.

/// A half-open span `start..<end` of UTF-8 byte offsets into a ``SourceFile``.
///
/// Every token and every AST node carries one. Offsets are `UInt32` to keep nodes small; a source
/// file larger than 4 GiB is rejected by ``SourceFile``'s users long before it reaches the lexer.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The offset of the first byte in the range.
  public var start: UInt32
  /// The offset one past the last byte in the range.
  public var end: UInt32

  /// Creates a range from `start` up to (not including) `end`.
  ///
  /// If `end < start` the range is clamped to be empty at `start`.
  public init(start: UInt32, end: UInt32) {
    self.start = start
    self.end = max(start, end)
  }

  /// Creates a range from integer offsets, clamping negatives to zero.
  public init(_ start: Int, _ end: Int) {
    let s = UInt32(clamping: max(0, start))
    let e = UInt32(clamping: max(0, end))
    self.init(start: s, end: e)
  }

  /// An empty range at `offset` (used for "expected X here" diagnostics at end of input).
  public static func empty(at offset: UInt32) -> SourceRange {
    SourceRange(start: offset, end: offset)
  }

  /// The number of bytes covered.
  public var length: UInt32 { end - start }

  /// Whether the range covers no bytes.
  public var isEmpty: Bool { start == end }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// `start..<end` as `Int` offsets, convenient for slicing byte arrays.
  public var offsets: Range<Int> { Int(start)..<Int(end) }

  public var description: String { "\(start)..<\(end)" }
}
