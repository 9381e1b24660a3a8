// What a case pattern says about the values it matches, for exhaustiveness.

extension CasePattern {
  /// Whether the pattern matches every value (`_`, `let x`, a tuple of such).
  public var matchesAnything: Bool {
    switch self {
    case .wildcard, .binding: true
    case .tuple(let ps, _): ps.allSatisfy(\.matchesAnything)
    case .enumCase, .enumCasePayload, .expression, .optional: false
    }
  }
}
