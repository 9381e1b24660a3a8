// The checker's statements: declarations bind their names' types, assignments and returns check
// their values against the place's type, conditions bind `if let` names.
import AnimSyntax

extension TypeChecker {
  func check(_ s: Stmt) {
    guard withinBudget(s.range) else { return }
    switch s.kind {
    case .expression(let e):
      // A result builder's item: the builder's content type is its context (a keyframe of a
      // track of Angle).
      _ = check(e, expected: resolution.isBuildItem(s) ? closureResults.last ?? nil : nil)
    case .variable(let decl): checkVariable(decl)
    case .destructuring(let decl):
      let t = check(decl.initializer, expected: nil)
      bind(decl.pattern, t)
    case .assignment(let target, let op, let value):
      let place = check(target, expected: nil)
      noteWriteThroughReference(target)
      checkLetPropertyAssignment(target)
      checkSubscriptIsSettable(target)
      let expected: SwiftType? = place.isUnknown ? nil : place
      let t = check(value, expected: expected)
      if op == .assign, let expected { checkConversion(t, expected, value.range, role: .assigned) }
      // A typed place given a value of unknown type (from untyped code) may hold anything: what
      // is read from it is no longer proved (Resolution+Proofs.swift).
      if !place.isUnknown, t.isUnknown || t.containsUnknown, let root = target.rootVariable(resolving: resolution.resolved) {
        resolution.unprovedNames.insert(root.text)
      }
    case .if(let i): checkIf(i)
    case .guard(let conditions, let elseBlock):
      withScope { for st in elseBlock.statements { check(st) } }
      checkConditions(conditions)
    case .while(let conditions, let body):
      withScope {
        checkConditions(conditions)
        for st in body.statements { check(st) }
      }
    case .for(let variable, let sequence, let body):
      let t = check(sequence, expected: nil)
      // A range without a lower bound has no first element (swiftc's words).
      if case .named(let name, _) = t, name == "PartialRangeUpTo" || name == "PartialRangeThrough" {
        error("for-in loop requires '\(t)' to conform to 'Sequence'", sequence.range, id: "not-a-sequence")
      }
      withScope {
        declare(variable.text, elementType(of: t))
        for st in body.statements { check(st) }
      }
    case .return(let e):
      guard let e else { return }
      let expected = resultTypes.last ?? nil
      let t = check(e, expected: expected)
      if let expected { checkConversion(t, expected, e.range, role: .returned) }
    case .function(let f):
      if !scopes.isEmpty, let n = f.name { declare(n.text, functionType(f)) }
      checkTopLevelFunctionBody(f)
    case .animation(let a):
      // Anim's `animation` (also what `struct X: CustomAnimation` declares): its members are
      // what its methods see written alone.
      withScope {
        for m in a.members {
          let declared = m.type.map { SwiftType($0, generics: generics) }
          var type = declared ?? .unknown
          if let initializer = m.initializer {
            let t = check(initializer, expected: declared)
            if let declared { checkConversion(t, declared, initializer.range, role: .specified) } else { type = t.defaulted }
          }
          declare(m.name.text, type)
        }
        for f in a.methods { checkAnimationMethodBody(f) }
      }
    case .state(let st):
      withScope { for f in st.fields { if let e = f.initializer { _ = check(e, expected: nil) } } }
    case .struct(let d):
      // A type declared in a function or a test block is its scope's.
      if !scopes.isEmpty { declare(d.name.text, .metatype(.named(d.name.text))) }
      checkTypeMembers(d.name.text, d.members)
      checkConformances(d.name, d.conformances)
    case .enum(let d):
      if !scopes.isEmpty { declare(d.name.text, .metatype(.named(d.name.text))) }
      checkTypeMembers(d.name.text, d.members)
      checkConformances(d.name, d.conformances)
    case .protocol: break
    case .extension(let d): checkTypeMembers(d.name.text, d.members)
    case .switch(let sw): checkSwitch(sw)
    case .test(let t): withScope { for st in t.body.statements { check(st) } }
    case .repeatWhile(let body, let condition):
      // The condition does not see the body's names (Swift's scoping too).
      withScope { for st in body.statements { check(st) } }
      checkConditions([.expression(condition)])
    case .defer(let body): withScope { for st in body.statements { check(st) } }
    case .break, .continue, .typeAlias, .error: break
    }
  }

  private func checkVariable(_ decl: VariableDecl) {
    let declared = decl.type.map { SwiftType($0, generics: generics, selfType: selfTypes.last.map { .named($0) }) }
    var type = declared ?? .unknown
    if let initializer = decl.initializer {
      let t = check(initializer, expected: declared)
      if let declared {
        checkConversion(t, declared, initializer.range, role: .specified)
      } else {
        type = t.defaulted
      }
    }
    declare(decl.name.text, type)
    // Observers see `newValue`/`oldValue` as the variable's type, declared or inferred.
    for o in decl.observers { checkFunctionBody(o, parameterTypes: [type]) }
  }

  private func bind(_ pattern: Pattern, _ type: SwiftType) {
    switch pattern {
    case .identifier(let n): declare(n.text, type)
    case .wildcard: break
    case .tuple(let items, _):
      if case .tuple(let types, _) = type, types.count == items.count {
        for (p, t) in zip(items, types) { bind(p, t) }
      } else {
        for p in items { bind(p, .unknown) }
      }
    }
  }

  func checkConditions(_ conditions: [Condition]) {
    for c in conditions {
      switch c {
      case .expression(let e): _ = check(e, expected: .bool)
      case .optionalBinding(let name, _, let value):
        let t = check(value, expected: nil)
        declare(name.text, t.unwrapped)
      case .casePattern(let p, let value):
        checkPattern(p, check(value, expected: nil))
      }
    }
  }

  private func checkIf(_ i: IfStmt) {
    withScope {
      checkConditions(i.conditions)
      for s in i.then.statements { check(s) }
    }
    switch i.elseBranch {
    case .block(let b): withScope { for s in b.statements { check(s) } }
    case .elseIf(let s): check(s)
    case nil: break
    }
  }

  private func checkSwitch(_ sw: SwitchStmt) {
    let subject = check(sw.subject, expected: nil)
    var patternErrors = 0
    for c in sw.cases {
      withScope {
        let mark = diagnostics.count
        for p in c.patterns { checkPattern(p, subject) }
        patternErrors += diagnostics.count - mark
        if let g = c.guardExpression { _ = check(g, expected: .bool) }
        for s in c.body.statements { check(s) }
      }
    }
    // A pattern that was an error covers nothing said more about.
    if patternErrors == 0 { checkExhaustive(sw, subject: subject) }
  }

  func checkPattern(_ p: CasePattern, _ subject: SwiftType) {
    if checkOptionalCasePattern(p, subject) { return }
    switch p {
    case .wildcard: break
    case .binding(let n, _): declare(n.text, subject)
    case .enumCase(let type, let name):
      // `case .move:` names a case of the subject's type.
      if type == nil, case .named(let typeName, _) = subject.unwrapped, isFirm(subject.unwrapped),
        staticMemberType(typeName, name.text, isCall: false) == nil
      {
        reportMissingStatic(typeName, name)
      }
    case .enumCasePayload(let name, let elements, _):
      checkPayloadPattern(name, elements, subject)
    case .tuple(let items, _):
      if case .tuple(let types, _) = subject, types.count == items.count {
        for (q, t) in zip(items, types) { checkPattern(q, t) }
      } else {
        for q in items { checkPattern(q, .unknown) }
      }
    case .expression(let e): _ = check(e, expected: subject.isUnknown ? nil : subject)
    case .optional(let q, _):
      if case .optional(let wrapped) = subject { checkPattern(q, wrapped) } else { checkPattern(q, subject.isUnknown ? .unknown : subject) }
    }
  }

  /// What `for x in sequence` binds `x` to.
  func elementType(of t: SwiftType) -> SwiftType {
    switch t {
    case .array(let e): e
    case .named("Range", let args), .named("ClosedRange", let args), .named("StrideTo", let args),
      .named("StrideThrough", let args), .named("PartialRangeFrom", let args):
      args.first ?? .unknown
    case .named("AnimatableVector", _): .double
    case .named("String", _), .named("Substring", _): .named("Character")
    case .dictionary(let k, let v): .tuple([k, v], labels: ["key", "value"])
    default: .unknown
    }
  }
}
