import Foundation

/// The numbers of one animatable attribute of a drawn view (at most four: a frame's x, y, width
/// and height), held inline: what the display list gives a ``DisplayPresenter`` and draws back.
///
/// A frame of a host asks for every attribute of every drawn view (40,000 for 10,000 views), so
/// the values travel without an array each: a `[Double]` per attribute per frame was 15 % of a
/// frame (BENCHMARKS.md, "a view host's frame").
public struct AttributeValue: Equatable, Sendable {
  /// How many of the four numbers are used (1…4).
  public let count: Int
  private var storage: (Double, Double, Double, Double)

  private init(count: Int, _ a: Double, _ b: Double, _ c: Double, _ d: Double) {
    self.count = count
    storage = (a, b, c, d)
  }

  /// One number.
  public init(_ a: Double) { self.init(count: 1, a, 0, 0, 0) }
  /// Two numbers.
  public init(_ a: Double, _ b: Double) { self.init(count: 2, a, b, 0, 0) }
  /// Three numbers.
  public init(_ a: Double, _ b: Double, _ c: Double) { self.init(count: 3, a, b, c, 0) }
  /// Four numbers.
  public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) { self.init(count: 4, a, b, c, d) }

  /// The numbers of `elements` (nil when there are none or more than four).
  public init?(_ elements: [Double]) {
    switch elements.count {
    case 1: self.init(elements[0])  // trap-ok: count is 1
    case 2: self.init(elements[0], elements[1])  // trap-ok: count is 2
    case 3: self.init(elements[0], elements[1], elements[2])  // trap-ok: count is 3
    case 4: self.init(elements[0], elements[1], elements[2], elements[3])  // trap-ok: count is 4
    default: return nil
    }
  }

  /// The `i`-th number; 0 past the count.
  public subscript(i: Int) -> Double {
    guard i >= 0, i < count else { return 0 }
    switch i {
    case 0: return storage.0
    case 1: return storage.1
    case 2: return storage.2
    default: return storage.3
    }
  }

  /// The numbers as an array.
  public var elements: [Double] { (0..<count).map { self[$0] } }

  /// Calls `body` with the numbers in place.
  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) -> R) -> R {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: Double.self), count: count))
    }
  }

  /// Calls `body` with the numbers in place, to be overwritten.
  public mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Double>) -> R) -> R {
    let n = count
    return withUnsafeMutableBytes(of: &storage) { raw in
      body(UnsafeMutableBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: Double.self), count: n))
    }
  }

  /// Whether `elements` holds exactly these numbers (compared without making an array).
  public func equals(_ elements: [Double]) -> Bool {
    guard elements.count == count else { return false }
    for i in 0..<count where elements[i] != self[i] { return false }  // trap-ok: i < count == elements.count
    return true
  }

  public static func == (a: AttributeValue, b: AttributeValue) -> Bool {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
  }
}
