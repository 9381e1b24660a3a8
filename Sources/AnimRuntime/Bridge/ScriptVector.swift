// Converting between the animated Swift value (any VectorArithmetic the animator uses) and the
// script's values. The interpreter animates numbers as `Double` and everything else as a flat
// `AnimatableVector`; pairs of convertible types convert too, so Swift callers can use script
// animations on their own pair types.
import AnimationCore

/// A VectorArithmetic type the interpreter can hand to scripts and take back.
protocol ScriptVector: VectorArithmetic {
  /// The script value for this vector.
  var scriptValue: Value { get }
  /// The vector for a script value of the same shape, or `nil` on a mismatch.
  static func fromScript(_ value: Value) -> Self?
}

extension Double: ScriptVector {
  var scriptValue: Value { .number(self) }
  static func fromScript(_ value: Value) -> Double? {
    switch value.unwrapped {
    case .number(let d): d
    case .zero: 0
    case .vector(let v) where v.count == 1: v.elements.first
    default: nil
    }
  }
}

extension Float: ScriptVector {
  var scriptValue: Value { .number(Double(self)) }
  static func fromScript(_ value: Value) -> Float? { Double.fromScript(value).map(Float.init) }
}

extension AnimatableVector: ScriptVector {
  var scriptValue: Value { .vector(self) }
  static func fromScript(_ value: Value) -> AnimatableVector? {
    switch value.unwrapped {
    case .vector(let v), .color(let v): return v
    case .zero: return .zero
    case .number(let d): return AnimatableVector([d])
    case .pair, .array, .tuple:
      var out: [Double] = []
      guard value.flatten(into: &out) else { return nil }
      return AnimatableVector(out)
    default: return nil
    }
  }
}

extension AnimatablePair: ScriptVector where First: ScriptVector, Second: ScriptVector {
  var scriptValue: Value { .pair(Pair(first.scriptValue, second.scriptValue)) }
  static func fromScript(_ value: Value) -> AnimatablePair? {
    switch value.unwrapped {
    case .zero: return .zero
    case .pair(let p):
      guard let a = First.fromScript(p.first), let b = Second.fromScript(p.second) else {
        return nil
      }
      return AnimatablePair(a, b)
    default: return nil
    }
  }
}

extension EmptyAnimatableData: ScriptVector {
  var scriptValue: Value { .zero }
  static func fromScript(_ value: Value) -> EmptyAnimatableData? { EmptyAnimatableData() }
}

/// The script value of any vector, if its type is convertible.
func scriptValue<V: VectorArithmetic>(of v: V) -> Value? {
  // A type comparison and a bit cast instead of `as? Double`: callers are unspecialised
  // generics (the animator's box), where the dynamic cast cost hundreds of instructions a frame.
  if V.self == Double.self { return .number(unsafeBitCast(v, to: Double.self)) }  // trap-ok: V is Double
  if let d = v as? Double { return .number(d) }
  if let vec = v as? AnimatableVector { return .vector(vec) }
  return (v as? any ScriptVector)?.scriptValue
}

/// The vector of type `V` for a script value, if shapes match.
func vectorValue<V: VectorArithmetic>(_ value: Value, as type: V.Type) -> V? {
  if V.self == Double.self {
    guard let d = Double.fromScript(value) else { return nil }
    return unsafeBitCast(d, to: V.self)  // trap-ok: V is Double
  }
  if V.self == AnimatableVector.self { return AnimatableVector.fromScript(value) as? V }
  guard let t = V.self as? any ScriptVector.Type else { return nil }
  return t.fromScript(value) as? V
}

extension Value {
  /// Appends the numbers of an animatable value (number, vector, colour, nested pairs, and
  /// arrays and tuples of those: an array of numbers animates element-wise).
  func flatten(into out: inout [Double]) -> Bool {
    switch self.unwrapped {
    case .number(let d): out.append(d)
    case .vector(let v), .color(let v): out.append(contentsOf: v.elements)
    case .pair(let p): return p.first.flatten(into: &out) && p.second.flatten(into: &out)
    case .array(let a): return a.allSatisfy { $0.flatten(into: &out) }
    case .tuple(let t): return t.elements.allSatisfy { $0.flatten(into: &out) }
    default: return false
    }
    return true
  }

  /// Rebuilds a value of this value's shape from flat numbers starting at `index`.
  func unflatten(_ numbers: [Double], _ index: inout Int) -> Value {
    func next() -> Double {
      defer { index += 1 }
      return index < numbers.count ? numbers[index] : 0  // trap-ok: bounds checked
    }
    switch self.unwrapped {
    case .number: return .number(next())
    case .vector(let v): return .vector(AnimatableVector((0..<v.count).map { _ in next() }))
    case .color(let v): return .color(AnimatableVector((0..<v.count).map { _ in next() }))
    case .pair(let p):
      let a = p.first.unflatten(numbers, &index)
      let b = p.second.unflatten(numbers, &index)
      return .pair(Pair(a, b, labels: p.labels))
    case .array(let items): return .array(items.map { $0.unflatten(numbers, &index) })
    case .tuple(let t): return .tuple(Tuple(t.elements.map { $0.unflatten(numbers, &index) }, labels: t.labels))
    default: return self
    }
  }
}
