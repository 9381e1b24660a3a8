// SwiftUI's and CoreGraphics' value types as script values: CGPoint, CGSize, CGRect, CGVector,
// UnitPoint, Angle, EmptyAnimatableData. Each holds the AnimationCore (Foundation) value, so the
// geometry (insetBy, contains, midX) and the animatable data come from there, not from a second
// copy here.
//
// One immutable class for all of them, rather than one per type: a Value stays one word (an
// object reference), the table binds members per ValueKind anyway, and equality, printing and
// flattening are one switch each. Mutation (`p.x = 3`) builds a new object, which gives Swift's
// value semantics as for pairs and records.
import AnimSyntax
import AnimationCore

/// The Swift value inside a ``GeometryObject``.
enum Geometry: Equatable {
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case vector(CGVector)
  case unitPoint(UnitPoint)
  case angle(Angle)
  case empty
}

/// An immutable CGPoint, CGSize, CGRect, CGVector, UnitPoint, Angle or EmptyAnimatableData.
final class GeometryObject: RuntimeObject, AnimatableValue, EquatableObject, @unchecked Sendable {
  let geometry: Geometry
  init(_ geometry: Geometry) { self.geometry = geometry }

  override var kind: ValueKind {
    switch geometry {
    case .point: .cgPoint
    case .size: .cgSize
    case .rect: .cgRect
    case .vector: .cgVector
    case .unitPoint: .unitPoint
    case .angle: .angle
    case .empty: .emptyAnimatableData
    }
  }

  override var typeName: String { kind.typeName }

  /// The memberwise form Swift's reflection prints, with Anim's numbers (`CGPoint(x: 1, y: 2)`).
  override var printed: String {
    let f = Value.format
    switch geometry {
    case .point(let p): return "CGPoint(x: \(f(p.x)), y: \(f(p.y)))"
    case .size(let s): return "CGSize(width: \(f(s.width)), height: \(f(s.height)))"
    case .rect(let r):
      return "CGRect(x: \(f(r.origin.x)), y: \(f(r.origin.y)), width: \(f(r.size.width)), height: \(f(r.size.height)))"
    case .vector(let v): return "CGVector(dx: \(f(v.dx)), dy: \(f(v.dy)))"
    case .unitPoint(let u): return "UnitPoint(x: \(f(u.x)), y: \(f(u.y)))"
    case .angle(let a): return "Angle(radians: \(f(a.radians)))"
    case .empty: return "EmptyAnimatableData()"
    }
  }

  /// What Swift prints: CoreGraphics' `debugDescription` for CGPoint, CGSize, CGVector and
  /// CGRect (`(1.0, 2.0)`, `(0.0, 0.0, 10.0, 10.0)`: Apple's CoreGraphics overlay), the memberwise
  /// form for SwiftUI's UnitPoint and Angle (`UnitPoint(x: 0.5, y: 0.5)`), numbers as Doubles.
  var swiftDescription: String {
    let f = Value.swiftDescription
    switch geometry {
    case .point(let p): return "(\(f(p.x)), \(f(p.y)))"
    case .size(let s): return "(\(f(s.width)), \(f(s.height)))"
    case .rect(let r): return "(\(f(r.origin.x)), \(f(r.origin.y)), \(f(r.size.width)), \(f(r.size.height)))"
    case .vector(let v): return "(\(f(v.dx)), \(f(v.dy)))"
    case .unitPoint(let u): return "UnitPoint(x: \(f(u.x)), y: \(f(u.y)))"
    case .angle(let a): return "Angle(radians: \(f(a.radians)))"
    case .empty: return "EmptyAnimatableData()"
    }
  }

  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? GeometryObject)?.geometry == geometry
  }

  // MARK: Animatable data

  func appendAnimatableData(to out: inout [Double]) {
    switch geometry {
    case .point(let p): append(p.animatableData, to: &out)
    case .size(let s): append(s.animatableData, to: &out)
    case .rect(let r):
      append(r.animatableData.first, to: &out)
      append(r.animatableData.second, to: &out)
    case .vector(let v): append(v.animatableData, to: &out)
    case .unitPoint(let u): append(u.animatableData, to: &out)
    case .angle(let a): out.append(a.animatableData)
    case .empty: break
    }
  }

  private func append(_ pair: AnimatablePair<CGFloat, CGFloat>, to out: inout [Double]) {
    out.append(Double(pair.first))
    out.append(Double(pair.second))
  }

  func rebuilt(fromAnimatableData numbers: [Double], at index: inout Int) -> Value {
    func pair() -> AnimatablePair<CGFloat, CGFloat> {
      let first = numbers.next(&index)
      return AnimatablePair(CGFloat(first), CGFloat(numbers.next(&index)))
    }
    var g = geometry
    switch g {
    case .point(var p):
      p.animatableData = pair()
      g = .point(p)
    case .size(var s):
      s.animatableData = pair()
      g = .size(s)
    case .rect(var r):
      let origin = pair()
      r.animatableData = AnimatablePair(origin, pair())
      g = .rect(r)
    case .vector(var v):
      v.animatableData = pair()
      g = .vector(v)
    case .unitPoint(var u):
      u.animatableData = pair()
      g = .unitPoint(u)
    case .angle(var a):
      a.animatableData = numbers.next(&index)
      g = .angle(a)
    case .empty: break
    }
    return .object(GeometryObject(g))
  }

  /// The animatable data as SwiftUI types it: nested pairs of numbers (one number for an Angle,
  /// zero for EmptyAnimatableData).
  var animatableDataValue: Value {
    var flat: [Double] = []
    appendAnimatableData(to: &flat)
    var i = 0
    func pair() -> Value {
      let first = Value.number(flat.next(&i))
      return .pair(Pair(first, .number(flat.next(&i))))
    }
    switch geometry {
    case .angle: return .number(flat.next(&i))
    case .rect:
      let origin = pair()
      return .pair(Pair(origin, pair()))
    case .empty: return .zero
    default: return pair()
    }
  }

  // MARK: Recording

  var recordedComponentNames: [String] {
    switch geometry {
    case .point, .unitPoint: ["x", "y"]
    case .size: ["width", "height"]
    case .rect: ["x", "y", "width", "height"]
    case .vector: ["dx", "dy"]
    case .angle: ["radians"]
    case .empty: []
    }
  }

  var recordedComponents: [Double] {
    switch geometry {
    case .point(let p): [p.x, p.y].map(Double.init)
    case .size(let s): [s.width, s.height].map(Double.init)
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
    case .vector(let v): [v.dx, v.dy].map(Double.init)
    case .unitPoint(let u): [u.x, u.y]
    case .angle(let a): [a.radians]
    case .empty: []
    }
  }

  // MARK: Arithmetic (Angle's, as SwiftUI's _VectorMath; EmptyAnimatableData's no-ops)

  /// `angle * k`, `-angle`: nil for the types Swift gives no such operator.
  func scaled(by k: Double) -> Value? {
    switch geometry {
    case .angle(let a): .object(GeometryObject(.angle(a * k)))
    case .empty: .object(self)
    default: nil
    }
  }

  /// `a + b`, `a - b`, comparisons of two angles; `+`/`-` of two empty values. Nil otherwise.
  static func binary(_ op: BinaryOperator, _ l: Value, _ r: Value) -> Value? {
    guard case .object(let a as GeometryObject) = l, case .object(let b as GeometryObject) = r
    else { return nil }
    switch (a.geometry, b.geometry) {
    case (.angle(let x), .angle(let y)):
      switch op {
      case .add: return .object(GeometryObject(.angle(x + y)))
      case .subtract: return .object(GeometryObject(.angle(x - y)))
      case .less: return .bool(x < y)
      case .lessEqual: return .bool(x <= y)
      case .greater: return .bool(x > y)
      case .greaterEqual: return .bool(x >= y)
      default: return nil
      }
    case (.empty, .empty):
      return op == .add || op == .subtract ? l : nil
    default: return nil
    }
  }
}

extension Value {
  /// A geometry value.
  static func geometry(_ g: Geometry) -> Value { .object(GeometryObject(g)) }
}
