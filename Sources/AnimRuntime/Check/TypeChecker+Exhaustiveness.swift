// Swift's rule that a `switch` covers every value of its subject's type, decided from the
// subject's static type: a Bool's `true` and `false`, an enum's cases (each case's associated
// values covered in turn), an Optional's `nil` and its wrapped values (`.x?`, `.some(p)`, and an
// enum case written without `?`, which Swift matches through the optional), a tuple's elements
// together. Other types have values without end: only a pattern that matches anything (or
// `default:`) covers them. A case with a `where` clause covers nothing. The algorithm is the
// usual one for pattern matrices (Maranget, "Warnings for pattern matching", 2007): the first
// column's constructors, each in turn, with the rows that can match it. A subject the checker
// has no type for (an untyped Anim parameter) is checked when the switch runs.
import AnimSyntax

extension TypeChecker {
  /// Reports a `switch` over `subject` that leaves values uncovered.
  func checkExhaustive(_ sw: SwitchStmt, subject: SwiftType) {
    guard !sw.cases.contains(where: \.isDefault) else { return }
    let t = subject.defaulted
    let rows = sw.cases.filter { $0.guardExpression == nil }.flatMap { c in c.patterns.map { [$0] } }
    guard !t.containsUnknown else {
      // Whatever the type: values (`case 1:`) cover only types without end.
      if !rows.contains(where: { $0.first.map(mayCoverAType) ?? false }) {
        error("switch must be exhaustive; add a 'default:' case", sw.subject.range, id: "switch-exhaustive")
      }
      return
    }
    var budget = Self.exhaustivenessBudget
    if covers(rows, [t], depth: 0, &budget) { return }
    if case .named(let name, _) = t, let d = resolver.userEnums[name] {
      let missing = d.cases.filter { c in
        !covers(rows.compactMap { specialize($0, .enumCase(c.name.text), arity: c.payload?.count ?? 0) }, payloadTypes(c, of: t), depth: 1, &budget)
      }
      if !missing.isEmpty {
        error(
          "switch must be exhaustive; add " + missing.map { "'case .\($0.name.text):'" }.joined(separator: ", ")
            + " or a 'default:'", sw.subject.range, id: "switch-exhaustive")
        return
      }
    }
    error("switch must be exhaustive; add a 'default:' case", sw.subject.range, id: "switch-exhaustive")
  }

  /// Whether `p` could be part of covering some type: it matches anything, or names a case,
  /// `true`/`false`, `nil` or a tuple's parts (a value such as `1` or `"a"` is one of endless).
  private func mayCoverAType(_ p: CasePattern) -> Bool {
    switch p {
    case .wildcard, .binding, .enumCase, .enumCasePayload, .optional, .tuple: return true
    case .expression(let e):
      switch resolution.resolved(e).kind {
      case .bool, .nilLiteral, .member: return true
      default: return false
      }
    }
  }

  /// A value's outermost shape, as a pattern can name it.
  enum Constructor: Equatable {
    case bool(Bool), none, some, enumCase(String)
  }

  /// How many steps one switch's check may take: a switch over a tuple of many enums could
  /// otherwise visit every combination of their cases. Past it the switch is checked when it
  /// runs.
  static let exhaustivenessBudget = 20_000

  /// Whether every vector of values of `types` is matched by one of `rows`.
  private func covers(_ rows: [[CasePattern]], _ types: [SwiftType], depth: Int, _ budget: inout Int) -> Bool {
    guard let t = types.first else { return !rows.isEmpty }
    budget -= 1
    // Deep enough to be some recursive enum, or too long a search: say nothing.
    guard depth < 32, budget > 0 else { return true }
    let rest = Array(types.dropFirst())
    if case .tuple(let items, _) = t {
      let expanded = rows.compactMap { row -> [CasePattern]? in
        guard let head = row.first else { return nil }
        if case .tuple(let ps, _) = head, ps.count == items.count { return ps + row.dropFirst() }
        if head.matchesAnything { return Array(repeating: .wildcard(head.range), count: items.count) + row.dropFirst() }
        return nil
      }
      return covers(expanded, items + rest, depth: depth + 1, &budget)
    }
    let wildcardRows = rows.compactMap { $0.first?.matchesAnything == true ? Array($0.dropFirst()) : nil }
    // A column that names no constructor is covered as its wildcards cover the rest.
    guard let constructors = constructors(of: t), wildcardRows.count < rows.count else {
      return covers(wildcardRows, rest, depth: depth + 1, &budget)
    }
    for (c, arguments) in constructors {
      let specialized = rows.compactMap { specialize($0, c, arity: arguments.count) }
      if !covers(specialized, arguments + rest, depth: depth + 1, &budget) { return false }
    }
    return true
  }

  /// The constructors of `t` with their arguments' types; nil for a type with values without end.
  private func constructors(of t: SwiftType) -> [(Constructor, [SwiftType])]? {
    switch t {
    case .named("Bool", _): return [(.bool(true), []), (.bool(false), [])]
    case .optional(let wrapped): return [(.none, []), (.some, [wrapped])]
    case .named(let name, _):
      guard let d = resolver.userEnums[name] else { return nil }
      return d.cases.map { c in (.enumCase(c.name.text), payloadTypes(c, of: t)) }
    default: return nil
    }
  }

  private func payloadTypes(_ c: EnumCase, of t: SwiftType) -> [SwiftType] {
    (c.payload ?? []).map { SwiftType($0.type, generics: generics, selfType: t) }
  }

  /// The row's patterns for `c`'s arguments and the rest, when its first pattern can match a
  /// value made by `c`; nil when it cannot.
  private func specialize(_ row: [CasePattern], _ c: Constructor, arity: Int) -> [CasePattern]? {
    guard let head = row.first else { return nil }
    let rest = Array(row.dropFirst())
    if head.matchesAnything { return Array(repeating: .wildcard(head.range), count: arity) + rest }
    switch (c, head) {
    case (.bool(let b), .expression(let e)):
      if case .bool(let v) = resolution.resolved(e).kind, v == b { return rest }
    case (.none, .expression(let e)):
      if case .nilLiteral = resolution.resolved(e).kind { return rest }
    case (.none, .enumCase(_, let n)) where n.text == "none": return rest
    case (.some, .optional(let q, _)): return [q] + rest
    case (.some, .enumCasePayload(let n, let elements, _)) where n.text == "some" && elements.count == 1:
      return elements.map(\.pattern) + rest
    case (.some, .enumCase(_, let n)) where n.text == "some": return [.wildcard(head.range)] + rest
    // `case .up:` over an `Direction?` matches `.some(.up)`.
    case (.some, .enumCase(_, let n)) where n.text != "none": return [head] + rest
    case (.some, .enumCasePayload(let n, _, _)) where n.text != "some": return [head] + rest
    case (.some, .expression(let e)):
      if case .nilLiteral = resolution.resolved(e).kind { return nil }
      return [head] + rest
    case (.enumCase(let name), .enumCase(_, let n)) where n.text == name:
      return Array(repeating: .wildcard(head.range), count: arity) + rest
    case (.enumCase(let name), .enumCasePayload(let n, let elements, _)) where n.text == name:
      return elements.count == arity ? elements.map(\.pattern) + rest : nil
    case (.enumCase(let name), .expression(let e)):
      // `case Direction.up:`
      if case .member(_, let n) = resolution.resolved(e).kind, n.text == name {
        return Array(repeating: .wildcard(head.range), count: arity) + rest
      }
    default: break
    }
    return nil
  }
}
