// Swift's `==` where a script type declares its own: `contains(_:)`, `firstIndex(of:)`,
// `lastIndex(of:)` and `==` on arrays and tuples compare elements with the
// element type's `==` (Array's `==` is `Element.==` pair by pair; `Sequence.contains(_:)` and
// `Collection.firstIndex(of:)` are declared `where Element: Equatable` and call it). A value
// of a type without its own `==` compares as `Value.isEqual` (Swift's synthesised `==`).
import AnimSyntax

extension Interpreter {
  /// `l == r` as Swift decides it, by the operands' own `==` where their type declares one.
  func equals(_ l: Value, _ r: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let l = l.unwrapped, r = r.unwrapped
    if l.isDeclaredTypeValue || r.isDeclaredTypeValue {
      if case .bool(let b)? = try userOperator(.equal, l, r, range, &m) { return b }
      return l.isEqual(to: r)
    }
    switch (l, r) {
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) where try !equals(x, y, range, &m) { return false }
      return true
    case (.tuple(let a), .tuple(let b)):
      guard a.elements.count == b.elements.count else { return false }
      for (x, y) in zip(a.elements, b.elements) where try !equals(x, y, range, &m) { return false }
      return true
    case (.pair(let a), .pair(let b)):
      guard try equals(a.first, b.first, range, &m) else { return false }
      return try equals(a.second, b.second, range, &m)
    default: return l.isEqual(to: r)
    }
  }

  /// The index of the first element of `items` equal to `target` (by ``equals(_:_:_:_:)``),
  /// searching from the end when `fromEnd`.
  func index(of target: Value, in items: [Value], fromEnd: Bool = false, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Int?
  {
    // Values without a declared type anywhere compare without the interpreter.
    guard target.unwrapped.holdsDeclaredTypeValue else {
      return fromEnd ? items.lastIndex { $0.isEqual(to: target) } : items.firstIndex { $0.isEqual(to: target) }
    }
    let step = fromEnd ? -1 : 1
    var k = fromEnd ? items.count - 1 : 0
    while k >= 0, k < items.count {
      if try equals(items[k], target, range, &m) { return k }  // trap-ok: k checked by the loop
      k += step
    }
    return nil
  }
}

extension Value {
  /// Whether a script type's value is this value or inside it (an array's or tuple's element).
  var holdsDeclaredTypeValue: Bool {
    switch self {
    case .array(let a): a.contains { $0.unwrapped.holdsDeclaredTypeValue }
    case .tuple(let t): t.elements.contains { $0.unwrapped.holdsDeclaredTypeValue }
    case .pair(let p): p.first.unwrapped.holdsDeclaredTypeValue || p.second.unwrapped.holdsDeclaredTypeValue
    default: isDeclaredTypeValue
    }
  }
}
