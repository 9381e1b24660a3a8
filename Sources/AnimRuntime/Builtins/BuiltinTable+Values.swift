// The table's entries for plain values: numbers, strings, vectors, colours, pairs, zero, ranges.
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerValues() {
    // MARK: Double
    property(.number, "magnitudeSquared", "The number squared (VectorArithmetic).") { v, _, _, _ in
      guard case .number(let d) = v else { return .none }
      return .number(d * d)
    }
    // A typed number's `description` is lowered by its static type (`3` for an Int, `3.0` for a
    // Double, Lowering+Expressions.swift); this one answers where the type is not known.
    property(.number, "description", "The number as text (CustomStringConvertible).") { v, _, _, _ in
      guard case .number(let d) = v else { return .none }
      return .string(Value.format(d))
    }
    property(.bool, "description", "\"true\" or \"false\" (CustomStringConvertible).") { v, _, _, _ in
      guard case .bool(let b) = v else { return .none }
      return .string(b ? "true" : "false")
    }
    property(.number, "isNaN", "Whether the number is not a number (0 / 0).") { v, _, _, _ in
      guard case .number(let d) = v else { return .none }
      return .bool(d.isNaN)
    }
    property(.number, "isFinite", "Whether the number is neither infinite nor NaN.") { v, _, _, _ in
      guard case .number(let d) = v else { return .none }
      return .bool(d.isFinite)
    }
    method(
      .number, "isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)",
      "Whether two numbers differ by at most the larger of the tolerances (swift-numerics).",
      body: .any { v, args, i, m throws(RuntimeError) in
        guard case .number(let d) = v else { return .none }
        let what = "isApproximatelyEqual"
        let other = try args.number(0, what, &m)
        let absolute = try args.number(1, what, &m)
        let relative = try args.number(2, what, &m)
        if absolute < 0 || relative < 0 {
          throw RuntimeError("tolerances must not be negative", at: args.range, file: m.file)
        }
        return .bool(i.approximatelyEqual(d, other, absolute: absolute, relative: relative))
      })
    method(
      .number, "isApproximatelyEqual(to:relativeTolerance:)",
      "Whether two numbers agree to a relative tolerance (default √ε, swift-numerics).",
      body: .any { v, args, i, m throws(RuntimeError) in
        guard case .number(let d) = v else { return .none }
        let what = "isApproximatelyEqual"
        let other = try args.number(0, what, &m)
        let relative = try args.number(1, what, &m)
        if relative < 0 {
          throw RuntimeError("tolerances must not be negative", at: args.range, file: m.file)
        }
        return .bool(i.approximatelyEqual(d, other, absolute: 0, relative: relative))
      })

    // A generic parameter (`Value.zero` in `struct TargetState<Value: VectorArithmetic>`)
    // stands for VectorArithmetic, whose zero adopts the shape it meets.
    constant(
      .vectorArithmeticType, "zero", "The zero of every animatable shape (VectorArithmetic.zero).",
      .zero)
    mutatingMethod(.bool, "toggle", "Flips the Bool in place (Bool.toggle()).") {
      v, _, _, _, _ throws(RuntimeError) in
      if case .bool(let b) = v { v = .bool(!b) }
      return .none
    }
    method(
      .number, "squareRoot", "The number's square root (Double.squareRoot()).",
      body: .any { v, _, _, _ in
        guard case .number(let d) = v else { return .none }
        return .number(d.squareRoot())
      })

    // MARK: VectorArithmetic values
    let scaledDoc = "The value multiplied by a number (VectorArithmetic.scaled(by:))."
    method(
      .number, "scaled", scaledDoc, numeric: { $0 * $1 },
      body: .one { v, by, _, site, m throws(RuntimeError) in
        guard case .number(let d) = v else { return .none }
        guard case .number(let k) = by else { throw scaleFactorError(by, site, m) }
        return .number(d * k)
      })
    for kind in [ValueKind.vector, .color, .pair, .zero] {
      method(
        kind, "scaled", scaledDoc,
        body: .one { v, by, _, site, m throws(RuntimeError) in
          guard case .number(let k) = by else { throw scaleFactorError(by, site, m) }
          guard let scaled = v.scaledValue(by: k) else {
            throw RuntimeError(
              "\(v.typeNameWithArticle) has no method 'scaled'", at: site.range, file: m.file)
          }
          return scaled
        })
    }
    let magnitudeDoc = "The sum of the squared components (VectorArithmetic)."
    property(.vector, "magnitudeSquared", magnitudeDoc) { v, _, _, _ in
      guard case .vector(let x) = v else { return .none }
      return .number(x.magnitudeSquared)
    }
    property(.color, "magnitudeSquared", magnitudeDoc) { v, _, _, _ in
      guard case .color(let x) = v else { return .none }
      return .number(x.magnitudeSquared)
    }
    property(.pair, "magnitudeSquared", magnitudeDoc) { v, _, range, m throws(RuntimeError) in
      guard let d = v.magnitudeSquared else { throw noMember(v, "magnitudeSquared", range, m) }
      return .number(d)
    }
    property(.zero, "magnitudeSquared", magnitudeDoc) { _, _, _, _ in .number(0) }
    property(.vector, "count", "The number of components.") { v, _, _, _ in
      guard case .vector(let x) = v else { return .none }
      return .number(Double(x.count))
    }
    for (index, name) in ["x", "y", "z"].enumerated() {
      settable(
        .vector, name, "Component \(index + 1) of the vector.",
        get: { (v: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> Value in
          guard case .vector(let x) = v, index < x.count else { throw noMember(v, name, range, m) }
          return .number(x.elements[index])  // trap-ok: checked
        },
        set: { (v: Value, new: Value, _: Interpreter, range: SourceRange, m: inout Machine) throws(RuntimeError) -> (Value, Bool) in
          guard case .vector(var x) = v, index < x.count, case .number(let d) = new else {
            throw RuntimeError(
              "cannot set member '\(name)' of \(v.typeNameWithArticle)", at: range, file: m.file)
          }
          x.elements[index] = d  // trap-ok: checked
          return (.vector(x), true)
        })
    }
    settable(
      .pair, "first", "The pair's first element (AnimatablePair.first).",
      get: { (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
        guard case .pair(let p) = v else { return Value.none }
        return p.first
      },
      set: { (v: Value, new: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .pair(let p) = v else { return (v, false) }
        return (.pair(Pair(new, p.second, labels: p.labels)), true)
      })
    settable(
      .pair, "second", "The pair's second element (AnimatablePair.second).",
      get: { (v: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> Value in
        guard case .pair(let p) = v else { return Value.none }
        return p.second
      },
      set: { (v: Value, new: Value, _: Interpreter, _: SourceRange, _: inout Machine) throws(RuntimeError) -> (Value, Bool) in
        guard case .pair(let p) = v else { return (v, false) }
        return (.pair(Pair(p.first, new, labels: p.labels)), true)
      })

    // MARK: String
    property(.string, "count", "The number of characters.") { v, _, _, _ in
      guard case .string(let s) = v else { return .none }
      return .number(Double(s.count))
    }
    property(.string, "isEmpty", "Whether the string has no characters.") { v, _, _, _ in
      guard case .string(let s) = v else { return .none }
      return .bool(s.isEmpty)
    }

    // MARK: Range
    property(.range, "lowerBound", "The range's lower bound.") { v, _, _, _ in
      guard case .object(let r as RangeObject) = v else { return .none }
      return .number(r.lower)
    }
    property(.range, "upperBound", "The range's upper bound.") { v, _, _, _ in
      guard case .object(let r as RangeObject) = v else { return .none }
      return .number(r.upper)
    }
    method(
      .range, "contains", "Whether the range contains the number.",
      body: .one { v, x, _, site, m throws(RuntimeError) in
        guard case .object(let r as RangeObject) = v else { return .none }
        guard case .number(let d) = x else {
          throw RuntimeError(
            "'contains' expects a number here, not \(x.typeNameWithArticle)",
            at: site.range(of: 0), file: m.file)
        }
        return .bool(r.contains(d))
      })
  }
}

/// The error for a scale factor that is not a number.
private func scaleFactorError(_ by: Value, _ site: ArgumentSite, _ m: Machine) -> RuntimeError {
  RuntimeError(
    "'scaled' expects a number here, not \(by.typeNameWithArticle)", at: site.range(of: 0),
    file: m.file)
}

/// The error for a member a value does not have (the same wording as `Interpreter.getMember`).
func noMember(_ v: Value, _ name: String, _ range: SourceRange, _ m: Machine) -> RuntimeError {
  RuntimeError("\(v.typeNameWithArticle) has no member '\(name)'", at: range, file: m.file)
}
