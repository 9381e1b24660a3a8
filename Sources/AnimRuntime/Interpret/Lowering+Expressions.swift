// The expressions that are not operators or plain calls: literals of compound values, strings,
// `$x`, member access, subscripts, method calls, `is`, closures. Each becomes a closure that
// calls its children's closures; the work each does at run time is what the value needs, the
// rest (which built-in a member names, how labels match) is settled here, once.
import AnimSyntax
import AnimationCore

extension Lowering {
  /// Every expression kind that `expr` does not lower itself.
  static func compound(_ e: Expr) -> ExprCode {
    // `e` is resolved (`expr` gives only resolved nodes).
    let range = e.range
    switch e.kind {
    case .color(let c):
      let v = Value.color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
      return { _, _ in v }
    case .interpolatedString(let segments):
      return interpolated(segments, e.range)
    case .projection(let written):
      let name = resolvedName(written)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let raw = i.readRaw(name, &m)
        if case .none = raw, case .global(let g) = name.location, !m.isDeclared(g) {
          throw i.usedBeforeDeclaration(name.text, range, m)
        }
        guard case .property(let p) = raw else {
          throw RuntimeError(
            "'$\(name.text)' needs an @State property; '\(name.text)' is not one", at: range,
            file: m.file)
        }
        return .object(ProjectionObject(p))
      }
    case .implicitMember(let id):
      return unresolvedImplicitMember(id, range)
    case .member(let base, let name):
      return member(base, name, range)
    case .subscript(let base, let args):
      if let code = contextState(base, args, range) { return code }
      if let code = defaultSubscript(base, args, range) { return code }
      let baseCode = expr(base)
      guard let index = subscriptIndex(args) else {
        return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
          _ = try baseCode(i, &m)
          throw RuntimeError("expected a subscript argument", at: range, file: m.file)
        }
      }
      return { i, m in
        let b = try baseCode(i, &m)
        return try i.getIndex(b, try index(i, &m), range, &m)
      }
    case .vector(let items):
      if isSetLiteral(e) { return setLiteral(items) }
      return arrayLiteral(items)
    case .dictionary(let entries):
      return dictionaryLiteral(entries)
    case .forceUnwrap(let operand):
      return forceUnwrap(operand, range)
    case .optionalChainLink(let operand):
      // nil ends the whole chain: the chain's node catches this and gives nil.
      let code = expr(operand)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let v = try code(i, &m)
        if v.unwrapped.isNil { throw RuntimeError.optionalChainEnded }
        return v
      }
    case .optionalChain(let inner):
      let code = expr(inner)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        do throws(RuntimeError) {
          return try code(i, &m)
        } catch {
          if error.isOptionalChainEnd { return .none }
          throw error
        }
      }
    case .operatorFunction(let op):
      let f = Value.object(OperatorFunction(op))
      return { _, _ in f }
    case .keyPath(let root, let components):
      let kp = Value.object(KeyPathObject(root: root?.text, components: components.map(\.text)))
      return { _, _ in kp }
    case .tuple(let items):
      return tuple(items)
    case .typeCheck(let valueExpr, let written) where written.text == "Any":
      let value = expr(valueExpr)
      return { i, m in
        _ = try value(i, &m)
        return .bool(true)
      }
    case .typeCheck(let valueExpr, let written):
      let type = resolvedName(written)
      let value = expr(valueExpr)
      return { i, m in
        let v = try value(i, &m)
        return .bool(i.isInstance(v, of: i.readRaw(type, &m)))
      }
    case .coercion(let valueExpr, _):
      // Checked before running: the value is already of the type.
      return expr(valueExpr)
    case .cast(let valueExpr, let written, _) where written.text == "Any":
      return expr(valueExpr)
    case .cast(let valueExpr, let written, let conditional):
      let type = resolvedName(written)
      let value = expr(valueExpr)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let v = try value(i, &m)
        if i.isInstance(v, of: i.readRaw(type, &m)) { return v }
        if conditional { return .none }
        throw RuntimeError(
          "could not cast value of type '\(v.swiftTypeName)' to '\(type.text)'", at: range, file: m.file)
      }
    case .closure(let f):
      let compiled = CompiledFunction(f)
      return { i, m in .function(i.makeClosure(compiled, &m)) }
    case .error:
      return failedToParse(range)
    default:
      // Every other kind is lowered by `expr` itself and never reaches here.
      return failedToParse(range)
    }
  }

  /// Code that stands for source that did not parse (never run by `anim`, which stops at parse
  /// errors; the REPL and the fuzzer may get this far).
  static func failedToParse<R>(_ range: SourceRange) -> (Interpreter, inout Machine) throws(RuntimeError) -> R {
    // Swift Anim refuses (`throw`) in a function that ran: the refusal, where it is written.
    if let refusal = resolution.refusedStatements[range.start] {
      let (message, at) = (refusal.message, refusal.range)
      return { (_: Interpreter, m: inout Machine) throws(RuntimeError) -> R in
        throw RuntimeError(message, at: at, file: m.file)
      }
    }
    return { (_: Interpreter, m: inout Machine) throws(RuntimeError) -> R in
      throw RuntimeError("cannot run code that failed to parse", at: range, file: m.file)
    }
  }

  private static func interpolated(_ segments: [StringSegment], _ range: SourceRange) -> ExprCode {
    enum Piece {
      case text(String)
      case code(ExprCode)
    }
    let pieces: [Piece] = segments.map { seg in
      switch seg {
      case .text(let t): .text(t)
      case .expression(let x): .code(printedText(x))
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      var s = ""
      for piece in pieces {
        switch piece {
        case .text(let t): s += t
        case .code(let code): s += try code(i, &m).printed
        }
      }
      try i.account(s.utf8.count, range, &m)  // the memory limit (Interpreter+MemoryLimit.swift)
      return .string(s)
    }
  }

  /// `(a, b)` is a pair (SwiftUI's AnimatablePair, so that it animates as one); `(a, b, c)`
  /// and longer are tuples.
  private static func tuple(_ items: [TupleElement]) -> ExprCode {
    let codes = items.map { expr($0.value) }
    let labels = items.map { $0.label?.text }
    if codes.count == 2, let first = codes.first, let second = codes.last {
      let pairLabels = (labels.first ?? nil, labels.last ?? nil)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let a = try first(i, &m)
        return .pair(Pair(a, try second(i, &m), labels: pairLabels))
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      var values: [Value] = []
      values.reserveCapacity(codes.count)
      for code in codes { values.append(try code(i, &m)) }
      return .tuple(Tuple(values, labels: labels))
    }
  }

  // MARK: - Members

  /// `base.name`: a property from the built-in table when the name has one (bound here, run as
  /// a switch on the receiver's kind), else the members of declared types and objects.
  private static func member(_ base: Expr, _ name: Identifier, _ range: SourceRange) -> ExprCode {
    // Swift's postfix `self` (`PausableState<Value>.self`, `x.self`) is its base.
    if name.text == "self" { return expr(base) }
    if let d = floatingConstant(base, name) { return { _, _ in .number(d) } }
    if let code = contextEnvironment(base, name, range) { return code }
    // `Animation.easeIn`, `UnitCurve.linear`: a built-in type's constant, folded now.
    if let type = builtinType(base), let v = BuiltinTable.shared.constant(type.kind, name.text) {
      return { _, _ in v }
    }
    let baseCode = expr(base)
    let text = name.text
    // A number's `description` is its text as Swift prints its static type (`3`, `3.0`).
    if text == "description", case let format = PrintFormat(resolution.type(of: base)), format.isNumber {
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        .string(Value.describedAlone(try baseCode(i, &m).printed(as: format)))
      }
    }
    if let property = BuiltinTable.shared.property(named: text) {
      // A record's field that shares its name with a built-in property of other kinds (`p.x`
      // of a struct, `x` being CGPoint's): read as any field is (below), not through
      // `getMember`'s look-ups by name after the property found nothing for a record.
      if !property.hasGetter(for: .record) {
        let record = RecordMemberRead(text)
        let local = OperandKind(base).localSlot
        return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
          if let local, let v = m.stack.recordField(at: m.base &+ local, record.fields) { return v }
          let b = try baseCode(i, &m)
          if let v = try record.read(b, i, range, &m) { return v }
          if let v = try property.get(b, i, range, &m) { return v }
          return try i.getMember(b, text, range, &m)
        }
      }
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let b = try baseCode(i, &m)
        if let v = try property.get(b, i, range, &m) { return v }
        return try i.getMember(b, text, range, &m)
      }
    }
    // `PausableState.defaultValue`, `Self.zero`: a declared type's static member, found where
    // it lives once (StaticMemberSite).
    if let code = staticMember(base, baseCode, text, range) { return code }
    // A record's field (`pausableState.pauseTime`) or a declared type's computed property
    // (`p.length`), remembered for the last declaration seen here (RecordMemberRead).
    let record = RecordMemberRead(text)
    // A computed property that an extension adds to a built-in type (`context.pausableState`),
    // remembered here (ExtensionPropertySite).
    let site = ExtensionPropertySite(text)
    if let slot = OperandKind(base).localSlot {
      // A local record's field is read where the record is, without copying it out.
      return { i, m in
        if let v = m.stack.recordField(at: m.base &+ slot, record.fields) { return v }
        let b = try baseCode(i, &m)
        if let v = try record.read(b, i, range, &m) { return v }
        if let v = try site.read(b, i, range, &m) { return v }
        return try i.getMember(b, text, range, &m)
      }
    }
    return { i, m in
      let b = try baseCode(i, &m)
      if let v = try record.read(b, i, range, &m) { return v }
      if let v = try site.read(b, i, range, &m) { return v }
      return try i.getMember(b, text, range, &m)
    }
  }

  /// Field `name` of `b` when `b` is a record that has it (its index remembered in `cache` for
  /// the record type seen last); nil otherwise.
  @inline(__always)
  fileprivate static func field(of b: Value, _ name: String, _ cache: FieldCache) -> Value? {
    guard case .record(let r) = b else { return nil }
    if r.info === cache.info, cache.index < r.fields.count { return r.fields[cache.index].unwrapped }  // trap-ok: checked
    guard let k = r.info.fieldIndex(name), k < r.fields.count else { return nil }
    cache.info = r.info
    cache.index = k
    return r.fields[k].unwrapped  // trap-ok: checked
  }

  /// `base.name(args)`: a method from the built-in table, bound to this call's labels here, or
  /// the methods of declared types, objects and types.
  static func methodCall(_ base: Expr, _ name: Identifier, _ args: [CallArgument], _ e: Expr)
    -> ExprCode
  {
    // The receiver is lowered exactly once on every path below: lowering it twice doubled the
    // work at each link of a chain (`v.scaled(by: 1).scaled(by: 1)…`), 2^n for n links.
    let site = LoweredCall(e.kind.callee.map(resolved) ?? e, args, e)
    let text = name.text
    if text == "init", args.isEmpty, let type = declaredTypeName(base) {
      // `.init()`, `S.init()`: made in place when `S` is a struct of defaults; otherwise the
      // type's initialiser, as `callMethod` calls it.
      return defaultsConstruction(expr(type)) { (t, i, m) throws(RuntimeError) -> Value in
        try i.callMethod(t, text, site, &m)
      }
    }
    if base.isAssignable(resolving: resolved),
      let slots = BuiltinTable.shared.bindMutating(named: text, labels: BuiltinMethod.labels(args))
    {
      return mutatingCall(base, slots, site, text)
    }
    let bound = BuiltinTable.shared.bindMethod(named: text, labels: BuiltinMethod.labels(args))
    if let bound {
      // `Animation.spring(…)`, `UnitCurve.bezier(…)`: the receiver is a built-in type, known now.
      if let type = builtinType(base), let code = bound.lowerStatic(receiver: type, site: site, name: text) {
        return code
      }
      if let f = bound.numberFormula, let arg = args.first?.value {
        return numberMethod(base, arg, f, bound, site, text)
      }
    }
    // A receiver that is a place may be changed by a mutating method of a declared type: the
    // call writes `self`'s new value back (Swift's inout `self`).
    let receiverPlace = base.isAssignable(resolving: resolved) ? place(base) : nil
    // Not `receiverPlace?.read ?? expr(base)`: a closure taken out of an Optional that way
    // is called through a reabstraction thunk on every call (callgrind: about 50 instructions).
    let baseCode: ExprCode
    if let receiverPlace { baseCode = receiverPlace.read } else { baseCode = expr(base) }
    var call: ExprCode
    if let bound {
      call = bound.lower(receiver: baseCode, site: site, name: text)
      if args.contains(where: \.isInout) { call = writingBackInout(call, site) }
    } else {
      if let element = elementMethodCall(base, text, site) { return element }
      call = { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let receiver = try baseCode(i, &m)
        return try i.callRemembered(receiver, text, site, &m)
      }
    }
    if let receiverPlace {
      site.writesBackReceiver = true
      let inner = call
      call = { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let result = try inner(i, &m)
        if let newSelf = i.mutatedSelf {
          i.mutatedSelf = nil
          try receiverPlace.write(i, newSelf, &m)
        }
        return result
      }
      if bound == nil, let taking = variableMethodCall(base, site, general: call) { call = taking }
    }
    // `base.animate(value:time:context:)` on an animation: straight to the nested animation.
    if let bound,
      let nested = nestedAnimateCall(bound, site, text, receiverPlace: receiverPlace, general: call)
    {
      return nested
    }
    return call
  }
}

extension Lowering {
  /// `e`'s value as the text Swift prints for a value of its static type (the checker's), as a
  /// string; `e` itself where the type says nothing about how it prints.
  /// `alone`: the value is described by itself (`String(describing:)`, `String(_:)`), where a
  /// Double's `description` shows a NaN without its sign (``Value/describedAlone(_:)``).
  static func printedText(_ e: Expr, alone: Bool = false) -> ExprCode {
    // A value whose type conforms to CustomStringConvertible prints its `description`.
    let types = resolution.describedTypes
    if case .named(let name, _)? = resolution.type(of: e), let member = types.member(for: name, element: false) {
      let description = Identifier(text: member, range: e.range)
      return expr(Expr(id: resolution.makeID(), range: e.range, kind: .member(base: e, name: description)))
    }
    let code = expr(e)
    let format = PrintFormat(resolution.type(of: e))
    // Such a value inside another prints its text too: put in place before printing.
    if !types.isEmpty {
      let range = e.range
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        .string(try i.describing(try code(i, &m), types, element: false, range, &m).printed(as: format))
      }
    }
    if format.isDynamic { return code }
    if alone, format.isNumber {
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        .string(Value.describedAlone(try code(i, &m).printed(as: format)))
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      .string(try code(i, &m).printed(as: format))
    }
  }

  /// `String(chars)` of a `[Character]`: the characters' text, one after another (each is a
  /// one-character string at run time).
  static func joinedCharacters(_ e: Expr) -> ExprCode {
    let code = expr(e)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      guard case .array(let items) = try code(i, &m) else { return .string("") }
      var text = ""
      for case .string(let c) in items { text += c }
      return .string(text)
    }
  }

  /// The built-in type an expression names (`Animation`, `Spring`), when it names one.
  static func builtinType(_ e: Expr) -> Value? {
    guard case .variable(let name) = resolved(e).kind, case .builtin(let index) = location(name),
      let v = Builtins.shared.constant(index), case .type(.builtin) = v
    else { return nil }
    return v
  }

  /// `rgb(1, 0, 0)`, `stride(from: 0, to: 1, by: 0.1)`, `sin(x)`: a global function of the
  /// built-in table, bound now; nil for any other callee.
  static func globalCall(_ callee: Expr, _ args: [CallArgument], _ e: Expr) -> ExprCode? {
    guard case .variable(let name) = resolved(callee).kind, case .builtin(let index) = location(name),
      let bound = BuiltinTable.shared.bindMethod(named: name.text, labels: BuiltinMethod.labels(args))
    else { return nil }
    // `print` shows each value as Swift prints one of its static type (`1.0` for a Double).
    let site =
      name.text == "print"
        && (!resolution.describedTypes.isEmpty || args.contains(where: { !PrintFormat(resolution.type(of: $0.value)).isDynamic }))
      ? LoweredCall(callee, args, e, codes: args.map { $0.label == nil ? printedText($0.value) : expr($0.value) })
      : LoweredCall(callee, args, e)
    if let numeric = Builtins.shared.numeric(index), let code = numericCall(numeric, bound, site) {
      return code
    }
    return bound.lowerStatic(kind: .global, receiver: .none, site: site, name: name.text)
  }

  /// `sin(x)`, `pow(a, b)`: numbers go straight to the formula; anything else goes to the
  /// table's body with the arguments already evaluated (each once: `abs(next())` calls `next`
  /// once).
  private static func numericCall(_ numeric: Builtins.Numeric, _ bound: BoundMethodCall, _ site: LoweredCall)
    -> ExprCode?
  {
    let args = site.args
    switch numeric {
    case .unary(let f) where args.count == 1 && args[0].label == nil:  // trap-ok: count checked
      let a = site.codes[0]  // trap-ok: count checked
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let x = try a(i, &m)
        if case .number(let d) = x { return .number(f(d)) }
        return try bound.callGlobal(evaluated: [x], site, i, &m)
      }
    case .binary(let f) where args.count == 2 && args[0].label == nil && args[1].label == nil:  // trap-ok: count checked
      let a = site.codes[0]  // trap-ok: count checked
      let b = site.codes[1]  // trap-ok: count checked
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let x = try a(i, &m)
        let y = try b(i, &m)
        if case .number(let p) = x, case .number(let q) = y { return .number(f(p, q)) }
        return try bound.callGlobal(evaluated: [x, y], site, i, &m)
      }
    default: return nil
    }
  }

  /// `Spring(duration: 0.5)`, `Transaction(animation: a)`: a built-in type's initialiser,
  /// bound now; nil when the callee is not a built-in type or no initialiser takes the labels.
  static func initializerCall(_ callee: Expr, _ args: [CallArgument], _ e: Expr) -> ExprCode? {
    guard let type = builtinType(callee),
      let bound = BuiltinTable.shared.bindMethod(named: "init", labels: BuiltinMethod.labels(args))
    else { return nil }
    return bound.lowerStatic(receiver: type, site: LoweredCall(callee, args, e), name: "init")
  }

  // MARK: - The animation context's fast paths

  /// `c.state[Key]`: when `c` is a context and `Key` a `state` declaration (what a script
  /// animation does every frame), the stored record is read in place; anything else goes the
  /// general way (`state` as a member, then the subscript).
  private static func contextState(_ base: Expr, _ args: [CallArgument], _ range: SourceRange)
    -> ExprCode?
  {
    guard case .member(let contextExpr, let name) = resolved(base).kind, name.text == "state",
      args.count == 1, let arg = args.first, arg.label == nil
    else { return nil }
    let context = expr(contextExpr)
    // `PausableState<Value>.self` is the type.
    var keyExpr = arg.value
    while case .member(let inner, let member) = resolved(keyExpr).kind, member.text == "self" { keyExpr = inner }
    let key = expr(keyExpr)
    let baseRange = base.range
    // The key's `defaultValue` when nothing is stored (Swift's AnimationStateKey).
    let defaultSite = StaticMemberSite("defaultValue")
    if let slot = OperandKind(contextExpr).localSlot {
      // `context` is the method's parameter: read where it is; so is the key when it is a
      // global (the state declaration's name), without copying it out.
      let global = OperandKind(keyExpr).globalIndex
      // The state declaration found in that global last, while the slot still holds it.
      let known = KnownStateDeclaration()
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        if let global, let info = known.info, m.holds(info, atGlobal: global),
          let stored = m.stack.withContext(at: m.base &+ slot, { $0.stateValue(info.key) })
        {
          return info.value(stored: stored)
        }
        if let global, let info = m.stateInfo(atGlobal: global),
          let stored = m.stack.withContext(at: m.base &+ slot, { $0.stateValue(info.key) })
        {
          known.info = info
          return info.value(stored: stored)
        }
        // Swift's form, the key a struct named by a global (`state[PausableState<Value>.self]`):
        // matched in place too, and its `defaultValue` read through the site.
        if let global, let (s, k) = m.structType(atGlobal: global), let stateKey = s.stateKey,
          let stored = m.stack.withContext(at: m.base &+ slot, { $0.stateValue(stateKey) })
        {
          if let stored { return stored }
          if let v = try defaultSite.read(k, i, range, &m) { return v }
          return try i.stateDefault(k, range, &m)
        }
        let k = try key(i, &m)
        if case .type(.state(let info)) = k,
          let stored = m.stack.withContext(at: m.base &+ slot, { $0.stateValue(info.key) })
        {
          return info.value(stored: stored)
        }
        // Swift's form: a struct that conforms to AnimationStateKey (the seeds' PausableState).
        if case .type(.structType(let info)) = k, let stateKey = info.stateKey,
          let stored = m.stack.withContext(at: m.base &+ slot, { $0.stateValue(stateKey) })
        {
          if let stored { return stored }
          if let v = try defaultSite.read(k, i, range, &m) { return v }
          return try i.stateDefault(k, range, &m)
        }
        let c = try context(i, &m)
        if case .context(let ctx) = c { return try i.getIndex(.animationState(ctx.state()), k, range, &m) }
        let state = try i.getMember(c, "state", baseRange, &m)
        return try i.getIndex(state, k, range, &m)
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let c = try context(i, &m)
      if case .context(let ctx) = c {
        let k = try key(i, &m)
        if case .type(.state(let info)) = k { return info.value(stored: ctx.stateValue(info.key)) }
        return try i.getIndex(.animationState(ctx.state()), k, range, &m)
      }
      let state = try i.getMember(c, "state", baseRange, &m)
      return try i.getIndex(state, try key(i, &m), range, &m)
    }
  }

  /// `c.environment.animationPaused` on a context, read with no environment object made.
  private static func contextEnvironment(_ base: Expr, _ name: Identifier, _ range: SourceRange)
    -> ExprCode?
  {
    guard name.text == EnvironmentValues.animationPausedName,
      case .member(let contextExpr, let environment) = resolved(base).kind, environment.text == "environment"
    else { return nil }
    let context = expr(contextExpr)
    let text = name.text
    let baseRange = base.range
    let slot = OperandKind(contextExpr).localSlot
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      if let slot, let paused = m.stack.withContext(at: m.base &+ slot, { $0.animationPaused }) {
        return .bool(paused)
      }
      let c = try context(i, &m)
      if case .context(let ctx) = c { return .bool(ctx.animationPaused) }
      let env = try i.getMember(c, "environment", baseRange, &m)
      return try i.getMember(env, text, range, &m)
    }
  }
}

/// Where a member access found a record's field last time.
final class FieldCache {
  /// Strong, not weak: a weak read costs a runtime call on every field access, and holding a
  /// declaration that a site has seen keeps only a few hundred bytes alive.
  var info: RecordType?
  var index = 0
}

/// A member read's paths for records: a computed property of the type it was found on last
/// (one comparison: ComputedPropertySite), a field (its index remembered), then a computed
/// property looked up. One object, so that each read's closure captures one reference for both.
final class RecordMemberRead {
  let name: String
  let fields = FieldCache()
  let computed: ComputedPropertySite
  init(_ name: String) {
    self.name = name
    computed = ComputedPropertySite(name)
  }

  /// Member `name` of `b` when `b` is a record with such a field or computed property.
  @inline(__always)
  func read(_ b: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    if let v = try computed.readRemembered(b, i, range, &m) { return v }
    if let v = Lowering.field(of: b, name, fields) { return v }
    return try computed.read(b, i, range, &m)
  }
}

extension Lowering {
  /// `v.scaled(by: k)` and the like on numbers: receiver and argument read in place (as an
  /// operator's operands are) and the number formula applied, with the table's dispatch only
  /// for other values. Why: the dispatch cost about 280 instructions a call against 30 for
  /// `v * k` (callgrind).
  fileprivate static func numberMethod(
    _ base: Expr, _ arg: Expr, _ f: @escaping (Double, Double) -> Double, _ bound: BoundMethodCall,
    _ site: LoweredCall, _ name: String
  ) -> ExprCode {
    let formula = NumberFormula(f: f, bound: bound, site: site, name: name)
    func with<L: Operand>(_ l: L) -> ExprCode {
      switch OperandKind(arg) {
      case .literal(let d): return numberMethod(l, ConstantOperand(d), formula)
      case .local(let slot): return numberMethod(l, LocalOperand(slot), formula)
      case .global(let g): return numberMethod(l, g, formula)
      case .other: return numberMethod(l, CodeOperand(expr(arg)), formula)
      }
    }
    switch OperandKind(base) {
    case .literal(let d): return with(ConstantOperand(d))
    case .local(let slot): return with(LocalOperand(slot))
    case .global(let g): return with(g)
    case .other: return with(CodeOperand(expr(base)))
    }
  }

  private static func numberMethod<L: Operand, R: Operand>(_ l: L, _ r: R, _ formula: NumberFormula)
    -> ExprCode
  {
    { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let a = try l.value(i, &m)
      let b = try r.value(i, &m)
      if case .number(let x) = a, case .number(let y) = b { return .number(formula.f(x, y)) }
      return try formula.bound.call(a, b, i, formula.site, formula.argSite, formula.name, &m)
    }
  }
}

/// What a number method's call site needs besides its operands, in one reference.
final class NumberFormula {
  let f: (Double, Double) -> Double
  let bound: BoundMethodCall
  let site: LoweredCall
  /// The argument's range for messages, made once (vectors and pairs take the slow path on
  /// every frame).
  let argSite: ArgumentSite
  let name: String
  init(f: @escaping (Double, Double) -> Double, bound: BoundMethodCall, site: LoweredCall, name: String) {
    self.f = f
    self.bound = bound
    self.site = site
    self.argSite = ArgumentSite(
      mapping: [0], argumentRanges: site.args.map { $0.value.range }, range: site.range)
    self.name = name
  }
}

extension Expr.Kind {
  /// A call's callee.
  var callee: Expr? {
    if case .call(let callee, _) = self { return callee }
    return nil
  }
}

extension Lowering {
  /// An implicit member that neither the type checker nor the resolver gave a type: every one
  /// gets one before lowering (the resolver's default is Animation), so this is a guard for a
  /// program that reached the lowering with its diagnostics ignored.
  static func unresolvedImplicitMember(_ id: Identifier, _ range: SourceRange) -> ExprCode {
    let message = "cannot infer contextual base in reference to member '\(id.text)'"
    return { (_: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      throw RuntimeError(message, at: range, file: m.file)
    }
  }
}
