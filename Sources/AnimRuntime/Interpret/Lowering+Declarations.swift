// Assignment through paths (`a.b = x`, `v[i] += 1`, `context.state[Key].field = t`) and the
// declarations: `@State var`, `func`, `animation`, `state`, `test`.
import AnimSyntax
import AnimationCore

extension Lowering {
  /// The statements that `stmt` does not lower itself.
  static func declaration(_ s: Stmt) -> StmtCode {
    let range = s.range
    switch s.kind {
    case .assignment(let target, let op, let valueExpr):
      return assignment(target, op, valueExpr, range)
    case .variable(let decl):
      return stateProperty(decl)
    case .destructuring(let decl):
      let value = expr(decl.initializer)
      let bind = pattern(decl.pattern)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        try bind(i, try value(i, &m), &m)
        return .normal
      }
    case .function(let f):
      guard let written = f.name else { return { _, _ in .normal } }
      let name = resolvedName(written)
      let compiled = CompiledFunction(f)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        try i.declareFunction(compiled, name, &m)
        return .normal
      }
    case .animation(let a):
      return animationDeclaration(a)
    case .state(let st):
      let fields: [ExprCode?] = st.fields.map { f in f.initializer.map { expr($0) } }
      let name = resolvedName(st.name)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        let info = StateInfo(decl: st)
        var values: [Value] = []
        for code in fields { values.append(try code.map { (c) throws(RuntimeError) in try c(i, &m) } ?? .none) }
        info.defaultRecord = Record(info: info, fields: values)
        try i.store(.type(.state(info)), to: name, isDeclaration: true, &m)
        return .normal
      }
    case .struct(let d):
      return structDeclaration(d)
    case .enum(let d):
      return enumDeclaration(d)
    case .extension(let d):
      return extensionDeclaration(d)
    case .protocol(let d):
      return protocolDeclaration(d)
    case .switch(let sw):
      return switchStatement(sw)
    case .test(let t):
      let body = block(t.body)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        try i.runTest(t, body, &m)
        return .normal
      }
    default:
      return failedToParse(range)
    }
  }

  // MARK: - Assignment

  /// A place that can be read and written: a variable, or a member or element of a place.
  /// Writing a member of a value writes the updated value back to the place it came from
  /// (Swift's value semantics, as a `modify` accessor does).
  struct Place {
    let read: ExprCode
    let write: (Interpreter, Value, inout Machine) throws(RuntimeError) -> Void
    /// Reads, updates and writes the place with its parts evaluated once (`a[next()] += 1`
    /// calls `next` once, as Swift's compound assignment does); nil where `read` then `write`
    /// evaluates nothing twice.
    var modify: ((Interpreter, inout Machine, PlaceUpdate) throws(RuntimeError) -> Void)? = nil

    /// The place's value passed through `update` and stored back: by `modify` when some part
    /// of the place calls something, else a read and a write.
    func access(_ i: Interpreter, _ m: inout Machine, _ update: PlaceUpdate) throws(RuntimeError) {
      if let modify { return try modify(i, &m, update) }
      let old = try read(i, &m)
      try write(i, try update(i, old, &m), &m)
    }
  }

  /// A compound assignment's new value from the place's old one.
  typealias PlaceUpdate = (Interpreter, Value, inout Machine) throws(RuntimeError) -> Value

  static func place(_ written: Expr) -> Place {
    let target = resolved(written)
    let range = target.range
    switch target.kind {
    case .variable(let written):
      let name = resolvedName(written)
      return Place(read: expr(target)) { i, v, m throws(RuntimeError) in
        try i.store(v, to: name, isDeclaration: false, &m)
      }
    case .member(let base, let name):
      let container = place(base)
      let text = name.text
      // A record's plain field is written by the site (Lowering+FieldWrites): in place when the
      // container is a variable, else into a copy that is written back (`a[i].x`, `p.q.x`).
      let site = FieldWriteSite(text)
      guard container.modify != nil else {
        let general = Place(read: expr(target)) { i, v, m throws(RuntimeError) in
          var c = try container.read(i, &m)
          if site.write(v, into: &c, i) { return try container.write(i, c, &m) }
          let (updated, writeBack) = try i.setMember(c, text, v, range, &m)
          if writeBack { try container.write(i, updated, &m) }
        }
        return fieldPlace(base, site, general: general) ?? general
      }
      // `a[next()].x = 1`: the container is reached once, through its own `modify`.
      func setting(_ i: Interpreter, _ c: Value, _ v: Value, _ m: inout Machine) throws(RuntimeError) -> Value {
        var c = c
        if site.write(v, into: &c, i) { return c }
        let (updated, writeBack) = try i.setMember(c, text, v, range, &m)
        return writeBack ? updated : c
      }
      var p = Place(read: expr(target)) { i, v, m throws(RuntimeError) in
        try container.access(i, &m) { (i: Interpreter, c: Value, m: inout Machine) throws(RuntimeError) -> Value in
          try setting(i, c, v, &m)
        }
      }
      p.modify = { i, m, update throws(RuntimeError) in
        try container.access(i, &m) { (i: Interpreter, c: Value, m: inout Machine) throws(RuntimeError) -> Value in
          try setting(i, c, try update(i, try i.getMember(c, text, range, &m), &m), &m)
        }
      }
      return p
    case .subscript(let base, let args):
      if let fast = contextStatePlace(target, base, args) { return fast }
      let container = place(base)
      let keyExpr = defaultSubscriptKey(args)
      guard let index = keyExpr.map({ expr($0) }) ?? subscriptIndex(args) else {
        return Place(read: expr(target)) { _, _, m throws(RuntimeError) in
          throw RuntimeError("expected a subscript argument", at: range, file: m.file)
        }
      }
      let callsSomething = keyExpr?.callsSomething ?? args.contains { $0.value.callsSomething }
      let variable: ResolvedName? = if case .variable(let n) = resolved(base).kind { resolvedName(n) } else { nil }
      func store(_ i: Interpreter, _ c: inout Value, _ k: Value, _ v: Value, _ m: inout Machine) throws(RuntimeError) {
        if c.isCollection {
          return try i.setCollectionElement(at: container, variable: variable, current: &c, k, v, range, &m)
        }
        let updated = try i.setIndex(c, k, v, range, &m)
        try container.write(i, updated, &m)
      }
      var p = Place(read: expr(target)) { i, v, m throws(RuntimeError) in
        var c = try container.read(i, &m)
        let k = try index(i, &m)
        try store(i, &c, k, v, &m)
      }
      // `d[key(), default: 0] += 1`: a missing key reads as the default.
      let fallback = args.count == 2 ? args.last.map { expr($0.value) } : nil
      if container.modify != nil {
        // `a[next()][0] = 1`, `a[next()][0] += 1`: the outer element is reached once, through
        // the container's own `modify` (its storage is copied when changed: a rare form).
        p = Place(read: expr(target)) { i, v, m throws(RuntimeError) in
          try container.access(i, &m) { (i: Interpreter, c: Value, m: inout Machine) throws(RuntimeError) -> Value in
            try i.setIndex(c, try index(i, &m), v, range, &m)
          }
        }
        p.modify = { i, m, update throws(RuntimeError) in
          try container.access(i, &m) { (i: Interpreter, c: Value, m: inout Machine) throws(RuntimeError) -> Value in
            let k = try index(i, &m)
            var old = try i.getIndex(c, k, range, &m)
            if case .none = old, let fallback { old = try fallback(i, &m) }
            return try i.setIndex(c, k, try update(i, old, &m), range, &m)
          }
        }
      } else if callsSomething {
        p.modify = { i, m, update throws(RuntimeError) in
          var c = try container.read(i, &m)
          let k = try index(i, &m)
          var old = try i.getIndex(c, k, range, &m)
          if case .none = old, let fallback { old = try fallback(i, &m) }
          try store(i, &c, k, try update(i, old, &m), &m)
        }
      }
      return p
    case .forceUnwrap(let base):
      // `d[k]!`: read with the unwrap's check, written back where it came from.
      let inner = place(base)
      return Place(read: expr(target)) { i, v, m throws(RuntimeError) in
        try inner.write(i, v, &m)
      }
    default:
      // A value that is not a place (`f().x = 1`): reading it is fine, writing back is not.
      return Place(read: expr(target)) { _, _, m throws(RuntimeError) in
        throw RuntimeError("cannot assign to this expression", at: range, file: m.file)
      }
    }
  }

  /// `c.state[Key]` as a place: written in place when `c` is a context and `Key` a `state`
  /// declaration, else as any subscript of a member.
  private static func contextStatePlace(_ target: Expr, _ base: Expr, _ args: [CallArgument])
    -> Place?
  {
    guard case .member(let contextExpr, let name) = resolved(base).kind, name.text == "state",
      args.count == 1, let arg = args.first, arg.label == nil
    else { return nil }
    let context = expr(contextExpr)
    let key = expr(arg.value)
    let general = place(base)
    let range = target.range
    return Place(read: expr(target)) { i, v, m throws(RuntimeError) in
      let c = try context(i, &m)
      let k = try key(i, &m)
      if case .context(let ctx) = c, case .type(.state(let info)) = k {
        guard case .record(let r) = v, r.info === info else {
          if v.isNil {
            ctx.setStateValue(info.key, nil)
            return
          }
          throw RuntimeError(
            "state[\(info.name)] holds \(info.name) records, not \(v.typeNameWithArticle)",
            at: range, file: m.file)
        }
        ctx.setStateValue(info.key, v)
        return
      }
      let state = try general.read(i, &m)
      try general.write(i, try i.setIndex(state, k, v, range, &m), &m)
    }
  }

  /// `target = value` and `target op= value` where target is a member or an element (plain
  /// variables are lowered by `stmt`).
  private static func assignment(
    _ target: Expr, _ op: AssignmentOperator, _ valueExpr: Expr, _ range: SourceRange
  ) -> StmtCode {
    let destination = place(target)
    let value = expr(valueExpr)
    guard let bop = op.binaryOperator else {
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        let v = try value(i, &m)
        try destination.write(i, i.copyOnBind(v), &m)
        return .normal
      }
    }
    // `a[k] /= 2`, `p.n += 1` on an Int: Swift's integer arithmetic (truncated, overflow
    // checked), the place read once and written once.
    let combine: CompoundCombine
    if isIntegerTyped(target), isIntegerTyped(valueExpr) {
      combine = { (i: Interpreter, old: Value, v: Value, m: inout Machine) throws(RuntimeError) -> Value in
        if bop == .divide || bop == .remainder { return try integerQuotient(bop, old, v, range, i, &m) }
        if case .number(let a) = old, case .number(let b) = v, let r = numberOperator(bop, a, b) {
          return try intResult(r, bop, old, v, range, m.file)
        }
        return try intResult(try i.binary(bop, old, v, range, &m), bop, old, v, range, m.file)
      }
    } else {
      combine = { (i: Interpreter, old: Value, v: Value, m: inout Machine) throws(RuntimeError) -> Value in
        if case .number(let a) = old, case .number(let b) = v, let n = numberOperator(bop, a, b) { return n }
        return i.copyOnBind(try i.binary(bop, old, v, range, &m))
      }
    }
    if let modify = destination.modify {
      // An element whose index calls something: index, old value, right side, once each.
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        try modify(i, &m) { (i: Interpreter, old: Value, m: inout Machine) throws(RuntimeError) -> Value in
          try combine(i, old, try value(i, &m), &m)
        }
        return .normal
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let v = try value(i, &m)
      let old = try destination.read(i, &m)
      try destination.write(i, try combine(i, old, v, &m), &m)
      return .normal
    }
  }

  /// A compound assignment's new value from the place's old one and the right side's.
  typealias CompoundCombine = (Interpreter, Value, Value, inout Machine) throws(RuntimeError) -> Value

  /// `a op b` on two numbers for the compound assignments, nil for any other operator.
  @inline(__always)
  static func numberOperator(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Value? {
    switch op {
    case .add: .number(a + b)
    case .subtract: .number(a - b)
    case .multiply: .number(a * b)
    case .divide: .number(a / b)
    default: nil
    }
  }

  // MARK: - Declarations

  /// `@State var x = value` (with its implicit animation, if any).
  private static func stateProperty(_ decl: VariableDecl) -> StmtCode {
    // A derived attribute's expression is lowered as the closure the resolver made of it.
    let initial =
      decl.animatedAttribute == nil
      ? decl.initializer.map { checked($0, against: decl.type) } : nil
    let implicit = decl.implicitAnimation.map { ($0.range, expr($0)) }
    let name = resolvedName(decl.name)
    let range = decl.range
    let isDerived = decl.animatedAttribute != nil
    let spelling = isDerived ? nil : decl.initializer.flatMap(ColorSpelling.init)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      var derived: Closure?
      if isDerived, let f = i.derivedFunction(of: decl) { derived = i.makeClosure(f, &m) }
      let value: Value
      if let derived {
        value = i.copyOnBind(try i.invoke(derived, arguments: [], range: range, &m))
      } else {
        value = i.copyOnBind(try initial.map { (c) throws(RuntimeError) in try c(i, &m) } ?? .none)
      }
      let property = try PropertyRef.make(value, animator: i.animator, range: range, file: m.file)
      if let (implicitRange, code) = implicit {
        let a: Value = try code(i, &m)
        switch a {
        case .animation(let anim): property.setImplicitAnimation(anim)
        case .none: property.setImplicitAnimation(nil)
        default:
          throw RuntimeError(
            "an implicit animation must be an Animation, not \(a.typeNameWithArticle)",
            at: implicitRange, file: m.file)
        }
      }
      try i.store(.property(property), to: name, isDeclaration: true, &m, raw: true)
      if let derived {
        i.derivedAttributes.append(DerivedAttribute(property: property, function: derived, range: range))
      }
      i.recorder?.declared(name.text, property, spelling: spelling)
      return .normal
    }
  }

  /// `animation Name { members; methods; merge rule }`: its methods are lowered here, once;
  /// running the declaration evaluates the members' defaults and binds the type.
  private static func animationDeclaration(_ a: AnimationDecl) -> StmtCode {
    let defaults: [ExprCode?] = a.members.map { member in member.initializer.map { expr($0) } }
    let methods = a.methods.map { CompiledFunction($0) }
    let name = resolvedName(a.name)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let info = AnimationInfo(decl: a, file: m.file, interpreter: i)
      var values: [Value?] = []
      for code in defaults { values.append(try code.map { (c) throws(RuntimeError) in try c(i, &m) }) }
      info.defaults = values
      info.methodCode = methods
      info.mergeCondition = i.mergeCondition(of: a)
      try i.store(.type(.animation(info)), to: name, isDeclaration: true, &m)
      return .normal
    }
  }
}

extension Interpreter {
  /// The closure an `@Animated` declaration follows, compiled once.
  func derivedFunction(of decl: VariableDecl) -> CompiledFunction? {
    compiledOnce(ObjectIdentifier(decl), resolver.derivedFunctions)
  }

  /// The `merge if …` condition of an animation declaration, compiled on first use.
  func mergeCondition(of a: AnimationDecl) -> CompiledFunction? {
    compiledOnce(ObjectIdentifier(a), resolver.mergeFunctions)
  }

  /// A function the resolver made for a declaration (in `made`, by the declaration), compiled
  /// the first time it is asked for.
  private func compiledOnce(_ key: ObjectIdentifier, _ made: [ObjectIdentifier: FunctionDecl]) -> CompiledFunction? {
    if let c = compiledMergeConditions[key] { return c }
    guard let f = made[key] else { return nil }
    let c = lowered { CompiledFunction(f) }
    compiledMergeConditions[key] = c
    return c
  }
}
