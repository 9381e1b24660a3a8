// The table's entries for SwiftUI's and CoreGraphics' value types: CGFloat, CGPoint, CGSize,
// CGRect, CGVector, UnitPoint, Angle, AnimatablePair and EmptyAnimatableData — initialisers,
// static members, properties (settable where Swift's are `var`s) and methods, each computed by
// the AnimationCore/Foundation value inside the GeometryObject.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerGeometry() {
    registerPointsAndSizes()
    registerRect()
    registerAngle()
    registerVectorArithmeticTypes()
    for kind in [ValueKind.cgPoint, .cgSize, .cgRect, .cgVector, .unitPoint, .angle] {
      settable(
        kind, "animatableData",
        "The data SwiftUI animates: nested AnimatablePairs of numbers (a number for an Angle), in its units.",
        get: { (v: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> Value in
          guard case .object(let g as GeometryObject) = v else { throw noMember(v, "animatableData", range, m) }
          return g.animatableDataValue
        },
        set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
          var data: [Double] = []
          var current: [Double] = []
          guard case .object(let g as GeometryObject) = v, new.flatten(into: &data) else {
            throw setError(v, "animatableData", new, range, m)
          }
          g.appendAnimatableData(to: &current)
          guard data.count == current.count else { throw setError(v, "animatableData", new, range, m) }
          var i = 0
          return (g.rebuilt(fromAnimatableData: data, at: &i), true)
        })
    }
  }

  // MARK: CGPoint, CGSize, CGVector, UnitPoint

  private func registerPointsAndSizes() {
    registerTwoNumbers(
      .cgPointType, .cgPoint, ("x", "y"), "A point from its coordinates (none: the origin).",
      ("The point with location (0, 0).", "The x-coordinate of the point.", "The y-coordinate of the point."),
      make: { .point(CGPoint(x: $0, y: $1)) },
      parts: { if case .point(let p) = $0 { (Double(p.x), Double(p.y)) } else { nil } })
    registerTwoNumbers(
      .cgSizeType, .cgSize, ("width", "height"), "A size from its dimensions (none: zero).",
      ("The size whose width and height are both zero.", "The width.", "The height."),
      make: { .size(CGSize(width: $0, height: $1)) },
      parts: { if case .size(let s) = $0 { (Double(s.width), Double(s.height)) } else { nil } })
    registerTwoNumbers(
      .cgVectorType, .cgVector, ("dx", "dy"), "A vector from its components (none: zero).",
      ("The vector whose components are both zero.", "The x component of the vector.", "The y component of the vector."),
      make: { .vector(CGVector(dx: CGFloat($0), dy: CGFloat($1))) },
      parts: { if case .vector(let v) = $0 { (Double(v.dx), Double(v.dy)) } else { nil } })
    registerTwoNumbers(
      .unitPointType, .unitPoint, ("x", "y"),
      "A normalized point (0…1 across and down a view; none: the origin).",
      ("The origin of a view (0, 0).", "The normalized horizontal offset.", "The normalized vertical offset."),
      make: { .unitPoint(UnitPoint(x: $0, y: $1)) },
      parts: { if case .unitPoint(let u) = $0 { (u.x, u.y) } else { nil } })
    let named: [(String, UnitPoint, String)] = [
      ("center", .center, "A point centered in a view (0.5, 0.5)."),
      ("leading", .leading, "Centered vertically on the leading edge (0, 0.5)."),
      ("trailing", .trailing, "Centered vertically on the trailing edge (1, 0.5)."),
      ("top", .top, "Centered horizontally on the top edge (0.5, 0)."),
      ("bottom", .bottom, "Centered horizontally on the bottom edge (0.5, 1)."),
      ("topLeading", .topLeading, "The top, leading corner (0, 0)."),
      ("topTrailing", .topTrailing, "The top, trailing corner (1, 0)."),
      ("bottomLeading", .bottomLeading, "The bottom, leading corner (0, 1)."),
      ("bottomTrailing", .bottomTrailing, "The bottom, trailing corner (1, 1)."),
    ]
    for (name, point, doc) in named { constant(.unitPointType, name, doc, .geometry(.unitPoint(point))) }
  }

  /// A type made of two numbers (CGPoint, CGSize, CGVector, UnitPoint): its memberwise
  /// initialiser and `init()`, `.zero`, and its two settable numbers.
  private func registerTwoNumbers(
    _ type: ValueKind, _ kind: ValueKind, _ labels: (String, String), _ initDoc: String,
    _ docs: (zero: String, first: String, second: String),
    make: @escaping (Double, Double) -> Geometry, parts: @escaping (Geometry) -> (Double, Double)?
  ) {
    method(type, "init", initDoc) {
      _, b, site, _, m throws(RuntimeError) in
      guard b.overload == 0 else { return .geometry(make(0, 0)) }
      return .geometry(make(try b.number(0, site, &m), try b.number(1, site, &m)))
    }
    constant(type, "zero", docs.zero, .geometry(make(0, 0)))
    geometryNumber(kind, labels.0, docs.first) { parts($0)?.0 } set: { g, x in
      parts(g).map { make(x, $0.1) }
    }
    geometryNumber(kind, labels.1, docs.second) { parts($0)?.1 } set: { g, y in
      parts(g).map { make($0.0, y) }
    }
  }

  // MARK: CGRect

  private func registerRect() {
    method(
      .cgRectType, "init",
      "A rectangle from its origin's coordinates and its size, or from a CGPoint and a CGSize."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.overload {
      case 0:
        return .geometry(
          .rect(
            CGRect(
              x: try b.number(0, site, &m), y: try b.number(1, site, &m),
              width: try b.number(2, site, &m), height: try b.number(3, site, &m))))
      case 1:
        guard case .object(let o as GeometryObject) = b.value(0).unwrapped, case .point(let p) = o.geometry else {
          throw expected("CGPoint", b.value(0), "CGRect", b.range(0, site), m)
        }
        guard case .object(let s as GeometryObject) = b.value(1).unwrapped, case .size(let z) = s.geometry else {
          throw expected("CGSize", b.value(1), "CGRect", b.range(1, site), m)
        }
        return .geometry(.rect(CGRect(origin: p, size: z)))
      default: return .geometry(.rect(.zero))
      }
    }
    constant(.cgRectType, "zero", "The rectangle at the origin with zero size.", .geometry(.rect(.zero)))
    geometrySettable(
      .cgRect, "origin", "The origin (a CGPoint).",
      get: { if case .rect(let r) = $0 { return .geometry(.point(r.origin)) } else { return nil } },
      set: { g, new in
        guard case .rect(var r) = g, case .object(let o as GeometryObject) = new, case .point(let p) = o.geometry
        else { return nil }
        r.origin = p
        return .rect(r)
      })
    geometrySettable(
      .cgRect, "size", "The size (a CGSize).",
      get: { if case .rect(let r) = $0 { return .geometry(.size(r.size)) } else { return nil } },
      set: { g, new in
        guard case .rect(var r) = g, case .object(let o as GeometryObject) = new, case .size(let s) = o.geometry
        else { return nil }
        r.size = s
        return .rect(r)
      })
    let measures: [(String, String, (CGRect) -> CGFloat)] = [
      ("width", "The width (of the standardized rectangle: never negative).", { $0.width }),
      ("height", "The height (of the standardized rectangle: never negative).", { $0.height }),
      ("minX", "The smallest x-coordinate.", { $0.minX }),
      ("midX", "The x-coordinate of the center.", { $0.midX }),
      ("maxX", "The largest x-coordinate.", { $0.maxX }),
      ("minY", "The smallest y-coordinate.", { $0.minY }),
      ("midY", "The y-coordinate of the center.", { $0.midY }),
      ("maxY", "The largest y-coordinate.", { $0.maxY }),
    ]
    let facts: [(String, String, (CGRect) -> Value)] =
      measures.map { name, doc, measure in (name, doc, { .number(Double(measure($0))) }) } + [
        ("isEmpty", "Whether the width or the height is zero, or the rectangle is null.", { .bool($0.isEmpty) }),
        ("isNull", "Whether this is the null rectangle (what insetBy and intersection give for nothing).", { .bool($0.isNull) }),
        ("isInfinite", "Whether this is the infinite rectangle.", { .bool($0.isInfinite) }),
        ("standardized", "The same rectangle with a non-negative width and height.", { .geometry(.rect($0.standardized)) }),
      ]
    for (name, doc, fact) in facts {
      property(.cgRect, name, doc) { v, _, range, m throws(RuntimeError) in
        guard case .object(let o as GeometryObject) = v, case .rect(let r) = o.geometry else {
          throw noMember(v, name, range, m)
        }
        return fact(r)
      }
    }
    constant(.cgRectType, "null", "The null rectangle: at infinity, the result of an empty intersection.", .geometry(.rect(.null)))
    constant(.cgRectType, "infinite", "The rectangle that contains every point.", .geometry(.rect(.infinite)))
    let combinations: [(String, String, (CGRect, CGRect) -> Value)] = [
      ("union", "The smallest rectangle containing both (a null one is ignored).", { .geometry(.rect($0.union($1))) }),
      ("intersection", "The rectangle both cover (CGRect.null when they do not overlap).", { .geometry(.rect($0.intersection($1))) }),
      ("intersects", "Whether the rectangles intersect (their intersection is not null).", { .bool($0.intersects($1)) }),
    ]
    for (name, doc, combine) in combinations {
      method(
        .cgRect, name, doc,
        body: .one { v, x, _, site, m throws(RuntimeError) in
          guard case .object(let o as GeometryObject) = v, case .rect(let r) = o.geometry else { return .none }
          guard case .object(let g as GeometryObject) = x.unwrapped, case .rect(let other) = g.geometry else {
            throw expected("CGRect", x, name, site.range(of: 0), m)
          }
          return combine(r, other)
        })
    }
    let moves: [(String, String, (CGRect, CGFloat, CGFloat) -> CGRect)] = [
      ("insetBy", "The rectangle shrunk by dx on the left and right and dy at top and bottom (grown when negative; CGRect.null when nothing is left).", { $0.insetBy(dx: $1, dy: $2) }),
      ("offsetBy", "The rectangle moved by dx and dy.", { $0.offsetBy(dx: $1, dy: $2) }),
    ]
    for (name, doc, move) in moves {
      method(
        .cgRect, name, doc,
        body: .any { v, args, _, m throws(RuntimeError) in
          guard case .object(let o as GeometryObject) = v, case .rect(let r) = o.geometry else { return .none }
          let dx = try args.number(0, name, &m)
          let dy = try args.number(1, name, &m)
          return .geometry(.rect(move(r, CGFloat(dx), CGFloat(dy))))
        })
    }
    method(
      .cgRect, "contains",
      "Whether the rectangle contains a point (CGRect's rule: min edges in, max edges out) or all of another rectangle.",
      body: .one { v, x, _, site, m throws(RuntimeError) in
        guard case .object(let o as GeometryObject) = v, case .rect(let r) = o.geometry else { return .none }
        let other = if case .object(let g as GeometryObject) = x.unwrapped { g.geometry } else { Geometry?.none }
        switch other {
        case .point(let p)?: return .bool(r.contains(p))
        case .rect(let inner)?: return .bool(r.contains(inner))
        default:
          throw RuntimeError(
            "'contains' expects a CGPoint or a CGRect here, not \(x.typeNameWithArticle)",
            at: site.range(of: 0), file: m.file)
        }
      })
  }

  // MARK: Angle

  private func registerAngle() {
    method(
      .angleType, "init", "An angle in radians or in degrees (none: zero)."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.overload {
      case 0: return .geometry(.angle(Angle(radians: try b.number(0, site, &m))))
      case 1: return .geometry(.angle(Angle(degrees: try b.number(0, site, &m))))
      default: return .geometry(.angle(.zero))
      }
    }
    method(.angleType, "degrees", "An angle of so many degrees.") {
      _, b, site, _, m throws(RuntimeError) in
      .geometry(.angle(.degrees(try b.number(0, site, &m))))
    }
    method(.angleType, "radians", "An angle of so many radians.") {
      _, b, site, _, m throws(RuntimeError) in
      .geometry(.angle(.radians(try b.number(0, site, &m))))
    }
    constant(.angleType, "zero", "The zero angle.", .geometry(.angle(.zero)))
    geometryNumber(.angle, "radians", "The angle in radians.") {
      if case .angle(let a) = $0 { return a.radians } else { return nil }
    } set: {
      if case .angle(var a) = $0 { a.radians = $1; return .angle(a) } else { return nil }
    }
    geometryNumber(.angle, "degrees", "The angle in degrees.") {
      if case .angle(let a) = $0 { return a.degrees } else { return nil }
    } set: {
      if case .angle(var a) = $0 { a.degrees = $1; return .angle(a) } else { return nil }
    }
  }

  // MARK: CGFloat, AnimatablePair, EmptyAnimatableData

  private func registerVectorArithmeticTypes() {
    method(
      .cgFloatType, "init",
      "A CGFloat from a number: Anim's numbers are Doubles, and CGFloat is a Double on 64-bit platforms."
    ) { _, b, site, _, m throws(RuntimeError) in
      .number(try b.number(0, site, &m))
    }
    method(
      .animatablePairType, "init",
      "A pair of VectorArithmetic values (numbers, vectors, pairs), itself VectorArithmetic; pairs nest."
    ) { _, b, site, _, m throws(RuntimeError) in
      for i in 0..<2 where !b.value(i).isAnimatable && !b.value(i).isEmptyAnimatableData {
        let v = b.value(i)
        let hint = v.kind.geometryTypeKind != nil ? " (its animatableData is)" : ""
        throw RuntimeError(
          "AnimatablePair needs VectorArithmetic values, and \(v.typeNameWithArticle) is not one\(hint)",
          at: b.range(i, site), file: m.file)
      }
      return .pair(Pair(b.value(0), b.value(1)))
    }
    constant(.animatablePairType, "zero", "The zero of every pair shape (zero, which adopts the shape it meets).", .zero)
    method(.emptyAnimatableDataType, "init", "The empty animatable data: nothing to animate.") {
      _, _, _, _, _ throws(RuntimeError) in .geometry(.empty)
    }
    constant(.emptyAnimatableDataType, "zero", "The empty value.", .geometry(.empty))
    property(.emptyAnimatableData, "magnitudeSquared", "Always 0.") { _, _, _, _ in .number(0) }
    method(
      .emptyAnimatableData, "scaled", "The empty value (scaling does nothing).",
      body: .one { v, _, _, _, _ throws(RuntimeError) in v })
  }

  // MARK: Helpers

  /// A settable number property of a geometry value.
  private func geometryNumber(
    _ owner: ValueKind, _ name: String, _ doc: String, get: @escaping (Geometry) -> Double?,
    set: @escaping (Geometry, Double) -> Geometry?
  ) {
    geometrySettable(
      owner, name, doc, get: { get($0).map(Value.number) },
      set: { g, new in
        guard case .number(let d) = new else { return nil }
        return set(g, d)
      })
  }

  /// A settable property of a geometry value: the setter gives nil for a value of the wrong type.
  private func geometrySettable(
    _ owner: ValueKind, _ name: String, _ doc: String, get: @escaping (Geometry) -> Value?,
    set: @escaping (Geometry, Value) -> Geometry?
  ) {
    settable(
      owner, name, doc,
      get: { (v: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> Value in
        guard case .object(let o as GeometryObject) = v, let r = get(o.geometry) else {
          throw noMember(v, name, range, m)
        }
        return r
      },
      set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .object(let o as GeometryObject) = v, let g = set(o.geometry, new.unwrapped) else {
          throw setError(v, name, new, range, m)
        }
        return (.geometry(g), true)
      })
  }
}

/// The error for assigning a value of the wrong type to a member.
private func setError(_ v: Value, _ name: String, _ new: Value, _ range: SourceRange, _ m: Machine) -> RuntimeError {
  RuntimeError(
    "cannot set '\(name)' of \(v.typeNameWithArticle) to \(new.typeNameWithArticle)", at: range, file: m.file)
}

/// The error for an argument of the wrong type.
private func expected(_ type: String, _ v: Value, _ what: String, _ range: SourceRange, _ m: Machine) -> RuntimeError {
  RuntimeError("'\(what)' expects a \(type) here, not \(v.typeNameWithArticle)", at: range, file: m.file)
}

extension Value {
  /// Whether this is EmptyAnimatableData (VectorArithmetic, though not a number or pair).
  var isEmptyAnimatableData: Bool {
    if case .object(let o as GeometryObject) = unwrapped, case .empty = o.geometry { return true }
    return false
  }
}
