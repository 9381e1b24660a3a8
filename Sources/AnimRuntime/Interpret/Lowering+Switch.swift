// `switch`: the subject evaluated once, each case's patterns tried in order.
import AnimSyntax

/// A case pattern, lowered.
indirect enum CasePatternCode {
  case any
  case bind(ResolvedName)
  case enumCase(String)
  /// A case with associated values, each matched by its pattern.
  case enumPayload(String, [CasePatternCode])
  case tuple([CasePatternCode])
  /// Swift's `~=`: a range contains the value; anything else is compared with `==`.
  case value(ExprCode)
  /// `p?`: not nil, and the value matches `p`.
  case some(CasePatternCode)

  init(_ p: CasePattern) {
    switch p {
    case .wildcard: self = .any
    case .binding(let n, _): self = .bind(Lowering.resolvedName(n))
    // Optional's `.none` and `.some(p)` (TypeChecker+OptionalCases.swift).
    case .enumCase(_, let n) where Lowering.resolution.optionalCasePatterns.contains(n.range):
      self = .value { _, _ throws(RuntimeError) in .none }
    case .enumCasePayload(let n, let elements, _)
    where elements.count == 1 && Lowering.resolution.optionalCasePatterns.contains(n.range):
      self = .some(CasePatternCode(elements[0].pattern))  // trap-ok: count checked
    case .enumCase(_, let n): self = .enumCase(n.text)
    case .enumCasePayload(let n, let elements, _):
      self = .enumPayload(String(n.text.drop { $0 == "." }), elements.map { CasePatternCode($0.pattern) })
    case .tuple(let ps, _): self = .tuple(ps.map(CasePatternCode.init))
    case .expression(let e): self = .value(Lowering.expr(e))
    case .optional(let q, _): self = .some(CasePatternCode(q))
    }
  }

  func matches(_ v: Value, _ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Bool {
    switch self {
    case .any: return true
    case .bind(let name):
      try i.store(i.copyOnBind(v), to: name, isDeclaration: true, &m)
      return true
    case .enumCase(let name):
      guard case .object(let o as EnumValue) = v else { return false }
      return o.caseName == name
    case .enumPayload(let name, let ps):
      guard case .object(let o as EnumValue) = v, o.caseName == name, o.payload.count == ps.count
      else { return false }
      for (p, e) in zip(ps, o.payload) where !(try p.matches(e.unwrapped, i, &m)) { return false }
      return true
    case .tuple(let ps):
      let elements: [Value]
      switch v {
      case .pair(let pair): elements = [pair.first, pair.second]
      case .tuple(let t): elements = t.elements
      default: return false
      }
      guard elements.count == ps.count else { return false }
      for (p, e) in zip(ps, elements) where !(try p.matches(e.unwrapped, i, &m)) { return false }
      return true
    case .some(let p):
      if case .none = v { return false }
      return try p.matches(v, i, &m)
    case .value(let code):
      let p = try code(i, &m)
      if case .object(let r as RangeObject) = p {
        guard case .number(let d) = v else { return false }
        return r.contains(d)
      }
      return p.isEqual(to: v)
    }
  }
}

/// A lowered `switch`: its subject and its cases, each with a body of type `Body` (a statement's
/// code, or a `switch` expression's value). One matching rule for both forms.
struct SwitchCode<Body> {
  struct Case {
    let patterns: [CasePatternCode]
    let guardCode: CondCode?
    let body: Body
    let isDefault: Bool
  }
  let subject: ExprCode
  let subjectRange: SourceRange
  let cases: [Case]

  /// The body of the first case whose pattern matches the subject and whose `where` holds;
  /// Swift's error when none does.
  func matchingBody(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Body {
    let v = try subject(i, &m).unwrapped
    for c in cases {
      var matched = c.isDefault
      for p in c.patterns where !matched {
        matched = try p.matches(v, i, &m)
      }
      guard matched else { continue }
      if let g = c.guardCode, !(try g(i, &m)) { continue }
      return c.body
    }
    throw RuntimeError(
      "no case of the switch matches \(v.quoted) (\(v.typeNameWithArticle)); add a 'default:' case",
      at: subjectRange, file: m.file)
  }
}

extension Lowering {
  static func switchCode<Body>(_ sw: SwitchStmt, _ body: (Block) -> Body) -> SwitchCode<Body> {
    SwitchCode(
      subject: expr(sw.subject), subjectRange: sw.subject.range,
      cases: sw.cases.map { c in
        .init(
          patterns: c.patterns.map(CasePatternCode.init), guardCode: c.guardExpression.map { truth($0) },
          body: body(c.body), isDefault: c.isDefault)
      })
  }

  /// Swift 5.9's `switch` expression: the value of the first matching case's expression.
  static func switchExpression(_ sw: SwitchStmt) -> ExprCode {
    let code = switchCode(sw) { branchValue($0) }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      try code.matchingBody(i, &m)(i, &m)
    }
  }

  static func switchStatement(_ sw: SwitchStmt) -> StmtCode {
    let code = switchCode(sw) { block($0) }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let completion = try code.matchingBody(i, &m)(i, &m)
      // `break` in a case leaves the switch (Swift's rule); `continue` and `return` go on out.
      if case .breakLoop = completion { return .normal }
      return completion
    }
  }
}
