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

extension CGFloat: ScriptVector {
  var scriptValue: Value { .number(Double(self)) }
  static func fromScript(_ value: Value) -> CGFloat? { Double.fromScript(value).map { CGFloat($0) } }
}

extension AnimatableVector: ScriptVector {
  var scriptValue: Value { .vector(self) }
  static func fromScript(_ value: Value) -> AnimatableVector? {
    switch value.unwrapped {
    case .vector(let v): return v
    case .zero: return .zero
    case .number(let d): return AnimatableVector([d])
    case .pair, .color, .object, .array, .tuple:
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
  /// Appends the numbers of an animatable value (number, vector, colour, nested pairs, an
  /// AnimatableValue, a struct's animatable data, arrays and tuples of those: an array of
  /// numbers animates element-wise), in the units of SwiftUI's animatable data (a colour's
  /// components × 128).
  func flatten(into out: inout [Double]) -> Bool {
    switch self.unwrapped {
    case .number(let d): out.append(d)
    case .vector(let v): out.append(contentsOf: v.elements)
    case .color(let v): out.append(contentsOf: v.elements.map { $0 * colorUnitScale })
    case .object(let o as AnimatableValue): o.appendAnimatableData(to: &out)
    case .pair(let p): return p.first.flatten(into: &out) && p.second.flatten(into: &out)
    case .record(let r):
      // A struct that declares `animatableData` (SwiftUI's Animatable) animates that.
      if let s = r.info as? StructInfo, s.declaresAnimatableData {
        guard let data = s.animatableData(of: self) else { return false }
        return data.flatten(into: &out)
      }
      // Otherwise its animatable stored properties; the others (Bool, String, enum cases) are
      // not part of its animatable data and change at once.
      for (k, f) in r.fields.enumerated() where r.animates(k) {
        guard f.flatten(into: &out) else { return false }
      }
    case .array(let a): return a.allSatisfy { $0.flatten(into: &out) }
    case .tuple(let t): return t.elements.allSatisfy { $0.flatten(into: &out) }
    default: return false
    }
    return true
  }

  /// Whether this value, as a stored property of a struct, animates: a number, vector,
  /// colour, geometry value or struct, or a pair, tuple or array made only of such values (an
  /// array of strings does not animate, and changes at once).
  var isAnimatablePart: Bool {
    switch self {
    case .number, .vector, .color, .object(is AnimatableValue): true
    // A class instance is a reference, not a value to interpolate (and may refer to itself).
    case .record(let r): !r.info.isClass
    case .pair(let p): p.first.unwrapped.isAnimatablePart && p.second.unwrapped.isAnimatablePart
    case .tuple(let t): t.elements.allSatisfy { $0.unwrapped.isAnimatablePart }
    case .array(let a): a.allSatisfy { $0.unwrapped.isAnimatablePart }
    default: false
    }
  }

  /// Whether two values are of one type, as an `@State` property keeps its type: the same kind,
  /// the same declared struct or enum.
  func hasSameType(as other: Value) -> Bool {
    switch (self.unwrapped, other.unwrapped) {
    case (.record(let a), .record(let b)): return a.info === b.info
    case (.object(let a as EnumValue), .object(let b as EnumValue)): return a.type === b.type
    case (.none, _), (_, .none): return true  // an optional's nil
    case (let a, let b): return a.kind == b.kind
    }
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
    case .color(let v): return .color(AnimatableVector((0..<v.count).map { _ in next() / colorUnitScale }))
    case .object(let o as AnimatableValue): return o.rebuilt(fromAnimatableData: numbers, at: &index)
    case .pair(let p):
      let a = p.first.unflatten(numbers, &index)
      let b = p.second.unflatten(numbers, &index)
      return .pair(Pair(a, b, labels: p.labels))
    case .record(let r):
      if let s = r.info as? StructInfo, s.declaresAnimatableData {
        guard let template = s.animatableData(of: self) else { return self }
        return s.settingAnimatableData(self, template.unflatten(numbers, &index)) ?? self
      }
      let fields = r.fields.enumerated().map { k, f in r.animates(k) ? f.unflatten(numbers, &index) : f }
      return .record(Record(info: r.info, fields: fields))
    case .array(let items): return .array(items.map { $0.unflatten(numbers, &index) })
    case .tuple(let t): return .tuple(Tuple(t.elements.map { $0.unflatten(numbers, &index) }, labels: t.labels))
    default: return self
    }
  }
}
