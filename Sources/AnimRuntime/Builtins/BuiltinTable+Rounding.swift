// `FloatingPointRoundingRule` and `rounded(_:)`, as Swift's standard library declares them:
// `3.7.rounded(.down)` is 3, `(-2.5).rounded(.toNearestOrEven)` is -2.

/// A rounding rule as a value.
final class RoundingRuleObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  let rule: FloatingPointRoundingRule
  init(_ rule: FloatingPointRoundingRule) { self.rule = rule }
  override var kind: ValueKind { .roundingRule }
  override var typeName: String { "FloatingPointRoundingRule" }
  /// As Swift prints a case: its name.
  override var printed: String { Self.all.first { $0.rule == rule }?.name ?? "rule" }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? RoundingRuleObject)?.rule == rule }

  /// Every rule by its name in Swift's spelling.
  static let all: [(name: String, rule: FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero), ("toNearestOrEven", .toNearestOrEven),
    ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
  ]
}

extension BuiltinTable {
  func registerRounding() {
    for (name, rule) in RoundingRuleObject.all {
      constant(.roundingRuleType, name, "Rounds \(name) (FloatingPointRoundingRule.\(name)).", .object(RoundingRuleObject(rule)))
    }
    method(
      .number, "rounded",
      "The number rounded to a whole number: halves away from zero, or by the rule given (`rounded(.down)`)."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .number(let d) = v else { return .none }
      guard b.overload == 1 else { return .number(d.rounded()) }
      guard case .object(let o as RoundingRuleObject) = b.value(0) else {
        throw RuntimeError(
          "cannot convert value of type '\(b.value(0).typeName)' to expected argument type 'FloatingPointRoundingRule'",
          at: b.range(0, site), file: m.file)
      }
      return .number(d.rounded(o.rule))
    }
  }
}
