// The table's conversions: `Double(_)`, `Int(_)`, `String(_)`, `String(format:_:)`, and
// `AnimatableVector(_:)` from an array of numbers. Anim's
// numbers are all Doubles: `Int(x)` truncates towards zero as Swift's does and gives a whole
// Double, which prints without a fraction (`Int(2.7)` prints 2).
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerConversions() {
    // The constants Apple's examples read off the number types (`Double.pi` in the elastic
    // CustomAnimation): Anim's numbers are all Doubles, so every number type has them.
    for type in [ValueKind.doubleType, .cgFloatType] {
      constant(type, "pi", "π, the ratio of a circle's circumference to its diameter.", .number(.pi))
      constant(type, "infinity", "Positive infinity.", .number(.infinity))
      constant(type, "nan", "Not a number (0 / 0).", .number(.nan))
      constant(type, "ulpOfOne", "The gap between 1 and the next larger number (machine epsilon).", .number(.ulpOfOne))
      constant(type, "greatestFiniteMagnitude", "The largest finite number.", .number(.greatestFiniteMagnitude))
    }
    method(
      .doubleType, "init", "The number itself, or the number a string spells (nil when it spells none)."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.value(0).unwrapped {
      case .number(let d): return .number(d)
      case .string(let s): return Double(s).map { .number($0) } ?? .none
      case let v:
        throw RuntimeError(
          "cannot convert \(v.typeNameWithArticle) to Double", at: b.range(0, site), file: m.file)
      }
    }
    method(
      .intType, "init",
      "The number truncated towards zero (Int(2.7) is 2), or the integer a string spells (nil when none)."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.value(0).unwrapped {
      case .number(let d):
        // Swift traps on these; Int64's range is Int's on 64-bit platforms.
        guard d.isFinite, d > -9.3e18, d < 9.3e18, let k = Int64(exactly: d.rounded(.towardZero)) else {
          throw RuntimeError(
            "\(Value.format(d)) cannot be converted to Int: it is not finite or out of Int's range",
            at: b.range(0, site), file: m.file)
        }
        return .number(Double(k))
      case .string(let s): return Int64(s).map { .number(Double($0)) } ?? .none
      case let v:
        throw RuntimeError(
          "cannot convert \(v.typeNameWithArticle) to Int", at: b.range(0, site), file: m.file)
      }
    }
    method(
      .stringType, "init(_:) init(describing:)",
      "The value as print shows it (String(2.0) is \"2.0\"; a number the checker has no type for shows as Anim prints it)."
    ) { _, b, _, _, _ throws(RuntimeError) in
      .string(b.value(0).printed)
    }
    method(
      .animatableVectorType, "init",
      "A VectorArithmetic vector of an array's numbers: + and - element-wise, * by a number."
    ) { _, b, site, _, m throws(RuntimeError) in
      let v = b.value(0).unwrapped
      if case .vector = v { return v }
      guard case .array(let items) = v else {
        throw RuntimeError(
          "AnimatableVector(_:) expects an array of numbers, not \(v.typeNameWithArticle)",
          at: b.range(0, site), file: m.file)
      }
      var numbers: [Double] = []
      for x in items {
        guard case .number(let d) = x.unwrapped else {
          throw RuntimeError(
            "AnimatableVector(_:) expects an array of numbers; it holds \(x.typeNameWithArticle)",
            at: b.range(0, site), file: m.file)
        }
        numbers.append(d)
      }
      return .vector(AnimatableVector(numbers))
    }
    // `String(format:_:…)`, variadic as Swift's.
    method(
      .stringType, "init(format:_:)", what: "String(format:)",
      "The format with %d %i %x %o (whole numbers), %f %e %g (numbers), %@ %s (any value), %% replaced."
    ) { _, b, site, _, m throws(RuntimeError) in
      guard case .string(let format) = b.value(0).unwrapped else {
        throw RuntimeError(
          "String(format:) expects a string format, not \(b.value(0).typeNameWithArticle)",
          at: b.range(0, site), file: m.file)
      }
      switch StringFormat.format(format, Array(b.values.dropFirst())) {
      case .success(let s): return .string(s)
      case .failure(let e):
        // At the argument at fault (the format, or the value a conversion could not take).
        let range = e.argument.map { b.range($0, site) } ?? site.range
        throw RuntimeError(e.message, at: range, file: m.file)
      }
    }
  }
}
