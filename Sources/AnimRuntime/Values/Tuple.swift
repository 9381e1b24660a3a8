// Tuples of three or more elements: `(1, 2, 3)`, `(x: 1, y: 2, z: 3)`. A tuple of two is a
// `pair`, which is also SwiftUI's AnimatablePair, so that `(a, b)` animates as one.

/// An immutable tuple, possibly labelled; changing an element builds a new one (value
/// semantics).
public final class Tuple: @unchecked Sendable {
  let elements: [Value]
  /// One per element; nil where no label was written.
  let labels: [String?]

  init(_ elements: [Value], labels: [String?]) {
    self.elements = elements
    self.labels = labels.count == elements.count ? labels : elements.map { _ in nil }
  }

  /// The element labelled `name`, or the element `.0`, `.1`… that `name` spells.
  func index(of name: String) -> Int? {
    if let i = labels.firstIndex(where: { $0 == name }) { return i }
    if let i = Int(name), i >= 0, i < elements.count, name.allSatisfy(\.isNumber) { return i }
    return nil
  }

  /// A copy with element `i` replaced.
  func replacing(_ i: Int, with v: Value) -> Tuple {
    var e = elements
    if i >= 0 && i < e.count { e[i] = v }  // trap-ok: checked
    return Tuple(e, labels: labels)
  }
}

extension Pair {
  /// The element labelled `name`, or `.0`/`.1`: 0 or 1.
  func index(of name: String) -> Int? {
    if name == "0" || labels.0 == name { return 0 }
    if name == "1" || labels.1 == name { return 1 }
    return nil
  }
}
