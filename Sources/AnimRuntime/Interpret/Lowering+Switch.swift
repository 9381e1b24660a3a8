// `switch`: the subject evaluated once, each case's patterns tried in order.
import AnimSyntax

/// A case pattern, lowered.
indirect enum CasePatternCode {
  case any
  case bind(ResolvedName)
  case enumCase(String)
  case tuple([CasePatternCode])
  /// Swift's `~=`: a range contains the value; anything else is compared with `==`.
  case value(ExprCode)

  init(_ p: CasePattern) {
    switch p {
    case .wildcard: self = .any
    case .binding(let n, _): self = .bind(Lowering.resolvedName(n))
    case .enumCase(_, let n): self = .enumCase(n.text)
    case .tuple(let ps, _): self = .tuple(ps.map(CasePatternCode.init))
    case .expression(let e): self = .value(Lowering.expr(e))
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

extension Lowering {
  /// Swift 5.9's `switch` expression: the value of the first matching case's expression.
  static func switchExpression(_ sw: SwitchStmt) -> ExprCode {
    let subject = expr(sw.subject)
    let subjectRange = sw.subject.range
    let cases: [(patterns: [CasePatternCode], guardCode: CondCode?, body: ExprCode, isDefault: Bool)] =
      sw.cases.map { c in
        (c.patterns.map(CasePatternCode.init), c.guardExpression.map { truth($0) }, branchValue(c.body), c.isDefault)
      }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let v = try subject(i, &m).unwrapped
      for c in cases {
        var matched = c.isDefault
        for p in c.patterns where !matched {
          matched = try p.matches(v, i, &m)
        }
        guard matched else { continue }
        if let g = c.guardCode, !(try g(i, &m)) { continue }
        return try c.body(i, &m)
      }
      throw RuntimeError(
        "no case of the switch matches \(v.quoted) (\(v.typeNameWithArticle)); add a 'default:' case",
        at: subjectRange, file: m.file)
    }
  }

  static func switchStatement(_ sw: SwitchStmt) -> StmtCode {
    let subject = expr(sw.subject)
    let subjectRange = sw.subject.range
    let cases: [(patterns: [CasePatternCode], guardCode: CondCode?, body: StmtCode, isDefault: Bool)] =
      sw.cases.map { c in
        (c.patterns.map(CasePatternCode.init), c.guardExpression.map { truth($0) }, block(c.body), c.isDefault)
      }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let v = try subject(i, &m).unwrapped
      for c in cases {
        var matched = c.isDefault
        for p in c.patterns where !matched {
          matched = try p.matches(v, i, &m)
        }
        guard matched else { continue }
        if let g = c.guardCode, !(try g(i, &m)) { continue }
        let completion = try c.body(i, &m)
        // `break` in a case leaves the switch (Swift's rule); `continue` and `return` go on out.
        if case .breakLoop = completion { return .normal }
        return completion
      }
      throw RuntimeError(
        "no case of the switch matches \(v.quoted) (\(v.typeNameWithArticle)); add a 'default:' case",
        at: subjectRange, file: m.file)
    }
  }
}
