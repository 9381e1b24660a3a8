// Operators beyond the number fast path: VectorArithmetic on vectors, pairs and colours, string
// concatenation, equality, ranges. Type errors name both types as Swift does ("cannot add CGPoint and Double").
import AnimSyntax
import AnimationCore
import Foundation

extension Interpreter {
  func binary(_ op: BinaryOperator, _ l: Value, _ r: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let l = l.unwrapped
    let r = r.unwrapped
    // Identity is never a type's own operator.
    if op == .identical { return .bool(l.isIdentical(to: r)) }
    if op == .notIdentical { return .bool(!l.isIdentical(to: r)) }
    if l.isDeclaredTypeValue || r.isDeclaredTypeValue, let v = try userOperator(op, l, r, range, &m) { return v }
    switch op {
    // Arrays and tuples of a script's types compare with the element type's own `==`.
    case .equal: return .bool(try equals(l, r, range, &m))
    case .notEqual: return .bool(!(try equals(l, r, range, &m)))
    case .remainder:
      if case .number(let a) = l, case .number(let b) = r {
        return .number(a.truncatingRemainder(dividingBy: b))
      }
    case .halfOpenRange, .closedRange:
      if case .number(let a) = l, case .number(let b) = r {
        if op == .halfOpenRange ? b < a : b < a {
          throw RuntimeError(
            "range requires lower bound <= upper bound (\(Value.format(a)) > \(Value.format(b)))",
            at: range, file: m.file)
        }
        return .object(RangeObject(lower: a, upper: b, isClosed: op == .closedRange))
      }
    case .less, .lessEqual, .greater, .greaterEqual:
      // Numbers arrive here from the operators passed as functions (`sorted(by: <)`); the
      // operators written in code compare numbers on their fast path.
      if case .number(let a) = l, case .number(let b) = r { return Self.compare(op, a, b) }
      if case .string(let a) = l, case .string(let b) = r { return Self.compare(op, a, b) }
      // Swift's synthesised Comparable for an enum without associated values: declaration order.
      if case .object(let a as EnumValue) = l, case .object(let b as EnumValue) = r, a.type === b.type,
        a.payload.isEmpty, b.payload.isEmpty, a.type.isComparable
      {
        return Self.compare(op, a.index, b.index)
      }
      // Tuples compare lexicographically, as the standard library's `<` for tuples of up to
      // six Comparable elements: the first elements that differ decide, else the last pair.
      if let a = Self.tupleElements(l), let b = Self.tupleElements(r), a.count == b.count, let last = a.indices.last {
        let strict: BinaryOperator = op == .less || op == .lessEqual ? .less : .greater
        for k in a.indices.dropLast() where !(try equals(a[k], b[k], range, &m)) {  // trap-ok: same count
          return try binary(strict, a[k], b[k], range, &m)  // trap-ok: same count
        }
        return try binary(op, a[last], b[last], range, &m)  // trap-ok: last index of both
      }
    case .add:
      if case .string(let a) = l, case .string(let b) = r {
        try account(a.utf8.count &+ b.utf8.count, range, &m)
        return .string(a + b)
      }
      if case .array(let a) = l, case .array(let b) = r { return try concatenate(a, b, range, &m) }
      if let v = try vectorOp(l, r, sign: 1, range, &m) { return v }
    case .subtract:
      if let v = try vectorOp(l, r, sign: -1, range, &m) { return v }
    case .multiply:
      if case .number(let k) = r, let v = l.scaledValue(by: k) { return v }
      if case .number(let k) = l, let v = r.scaledValue(by: k) { return v }
    case .divide:
      if case .number(let a) = l, case .number(let b) = r { return .number(a / b) }
      if case .number(let k) = r, let v = l.scaledValue(by: 1 / k) { return v }
    case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
      if case .number(let a) = l, case .number(let b) = r {
        return .number(try IntArithmetic.bitwise(op, a, b, range, m.file))
      }
    default: break
    }
    if let v = GeometryObject.binary(op, l, r) { return v }
    if let v = VirtualTimeObject.binary(op, l, r) { return v }
    // An operator a script's extension gives a built-in type (`static func + (l: CGPoint, r:
    // CGPoint)`): looked for only when the built-in operators have none.
    if !builtinExtensions.isEmpty, let v = try userOperator(op, l, r, range, &m) { return v }
    throw RuntimeError(
      "cannot \(Interpreter.verb(op)) \(l.swiftTypeName) and \(r.swiftTypeName)",
      at: range, file: m.file)
  }

  /// `-x`, `+x`, `!x`: numbers, bools, and vectors or pairs negated as VectorArithmetic.
  @inline(__always)
  static func unary(_ op: UnaryOperator, _ v: Value, _ range: SourceRange, _ m: Machine)
    throws(RuntimeError) -> Value
  {
    switch (op, v) {
    case (.negate, .number(let d)): return .number(-d)
    case (.plus, .number): return v
    case (.not, .bool(let b)): return .bool(!b)
    // One-sided ranges: a range whose missing bound is an infinity (no Int range has one).
    case (.upTo, .number(let d)): return .object(RangeObject(lower: -.infinity, upper: d, isClosed: false))
    case (.through, .number(let d)): return .object(RangeObject(lower: -.infinity, upper: d, isClosed: true))
    case (.from, .number(let d)): return .object(RangeObject(lower: d, upper: .infinity, isClosed: true))
    case (.bitwiseNot, .number(let d)):
      return .number(try IntArithmetic.bitwise(.bitwiseXor, d, -1, range, m.file))
    case (.negate, _):
      if let r = v.scaledValue(by: -1) { return r }
    default: break
    }
    throw RuntimeError(
      "cannot apply '\(op.spelling)' to \(v.typeNameWithArticle)", at: range, file: m.file)
  }

  /// A tuple's elements (a two-element tuple may be held as a pair); nil for other values.
  private static func tupleElements(_ v: Value) -> [Value]? {
    switch v {
    case .tuple(let t): t.elements
    case .pair(let p): [p.first, p.second]
    default: nil
    }
  }

  /// `a < b`, `a <= b`, `a > b` or `a >= b` (`op` is one of those).
  private static func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Value {
    switch op {
    case .less: .bool(a < b)
    case .lessEqual: .bool(a <= b)
    case .greater: .bool(a > b)
    default: .bool(a >= b)
    }
  }

  static func verb(_ op: BinaryOperator) -> String {
    switch op {
    case .add: "add"
    case .subtract: "subtract"
    case .multiply: "multiply"
    case .divide: "divide"
    case .remainder: "take the remainder of"
    case .less, .lessEqual, .greater, .greaterEqual: "compare"
    case .halfOpenRange, .closedRange: "form a range from"
    case .shiftLeft, .shiftRight: "shift"
    case .bitwiseAnd, .bitwiseOr, .bitwiseXor: "combine the bits of"
    default: "combine"
    }
  }

  /// `v + w` / `v - w` for same-shaped vectors, pairs, colours; `zero` is the identity.
  func vectorOp(_ l: Value, _ r: Value, sign: Double, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    switch (l, r) {
    case (.zero, .zero): return .zero
    case (_, .zero): return l.isAnimatable ? l : nil
    case (.zero, _): return r.isAnimatable ? (sign > 0 ? r : r.scaledValue(by: -1)) : nil
    case (.number(let a), .number(let b)): return .number(a + sign * b)
    case (.vector(let a), .vector(let b)), (.color(let a), .color(let b)):
      guard a.count == b.count || a.count == 0 || b.count == 0 else {
        throw RuntimeError(
          "cannot combine vectors of different lengths (\(a.count) and \(b.count))", at: range,
          file: m.file)
      }
      let v = sign > 0 ? a + b : a - b
      if case .color = l { return .color(v) }
      return .vector(v)
    case (.pair(let a), .pair(let b)):
      guard let f = try vectorOp(a.first, b.first, sign: sign, range, &m),
        let s = try vectorOp(a.second, b.second, sign: sign, range, &m)
      else { return nil }
      return .pair(Pair(f, s, labels: a.labels))
    default: return nil
    }
  }
}

extension Value {
  /// Whether the value is VectorArithmetic (number, vector, colour, pair of those, zero).
  var isAnimatable: Bool {
    switch self.unwrapped {
    case .number, .vector, .color, .zero: return true
    case .pair(let p): return p.first.isAnimatable && p.second.isAnimatable
    default: return false
    }
  }

  /// `scaled(by:)` for any animatable value.
  func scaledValue(by k: Double) -> Value? {
    switch self.unwrapped {
    case .number(let d): return .number(d * k)
    case .vector(let v): return .vector(v.scaled(by: k))
    case .color(let v): return .color(v.scaled(by: k))
    case .zero: return .zero
    case .object(let g as GeometryObject): return g.scaled(by: k)
    case .pair(let p):
      guard let a = p.first.scaledValue(by: k), let b = p.second.scaledValue(by: k) else {
        return nil
      }
      return .pair(Pair(a, b, labels: p.labels))
    default: return nil
    }
  }

  /// `magnitudeSquared` for any animatable value.
  var magnitudeSquared: Double? {
    switch self.unwrapped {
    case .number(let d): return d * d
    case .vector(let v), .color(let v): return v.magnitudeSquared
    case .zero: return 0
    case .pair(let p):
      guard let a = p.first.magnitudeSquared, let b = p.second.magnitudeSquared else { return nil }
      return a + b
    default: return nil
    }
  }
}

extension Interpreter {
  /// `a + b` on arrays: Swift's concatenation. Both must hold the same type of element (Swift
  /// rejects `[1] + ["a"]` when it compiles); an empty array takes any.
  func concatenate(_ a: [Value], _ b: [Value], _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if let x = a.first, let y = b.first, x.kind != y.kind {
      throw RuntimeError(
        "cannot add \(Value.arrayTypeName(a)) and \(Value.arrayTypeName(b))", at: range,
        file: m.file)
    }
    try account(Interpreter.arrayBytes(a.count &+ b.count), range, &m)
    return .array(a + b)
  }
}

extension Interpreter {
  /// A dictionary literal's key written twice: Swift traps ("Fatal error: Dictionary literal
  /// contains duplicate keys"); here it is an error at the second.
  static func duplicateKey(_ key: Value, _ range: SourceRange, _ m: Machine) -> RuntimeError {
    RuntimeError("dictionary literal contains duplicate keys: \(key.quoted) appears twice", at: range, file: m.file)
  }
}

extension Value {
  /// An array's type as Swift writes it, from its first element: `[Double]`, `[String]`.
  static func arrayTypeName(_ a: [Value]) -> String {
    guard let first = a.first else { return "an empty array" }
    return "[\(first.kind.typeName)]"
  }
}
