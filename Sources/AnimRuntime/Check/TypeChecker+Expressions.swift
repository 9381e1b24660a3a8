// The checker's expressions: `check(e, expected:)` gives `e`'s type, checking it against the
// type its context expects where one is known (bidirectional: the expectation flows into
// literals, implicit members, closures, array elements and ternary branches).
import AnimSyntax

extension TypeChecker {
  /// `written`'s type, checked against `expected`: nil where the context expects nothing (a
  /// statement, `let x =`), `.unknown` where it expects something not known before running (an
  /// argument of an untyped callee, a generic parameter). The difference matters to number
  /// literals: without a context `7 / 2` is Swift's `Int` division; in an unknown one the
  /// literals stay Anim's numbers (`136 / 255` for a parameter that is a Double).
  @discardableResult
  func check(_ written: Expr, expected: SwiftType?) -> SwiftType {
    guard withinBudget(written.range) else { return .unknown }
    let unknownContext = expected?.isUnknown ?? false
    // `Any` (print's items) asks nothing of a value: as no context, where literals take Swift's
    // defaults (`print(7 / 2)` is 3).
    let expected = expected.flatMap { $0.isUnknown || $0 == .named("Any") ? nil : $0 }
    var type = infer(written, expected: expected, unknownContext: unknownContext)
    // A literal (or literal arithmetic) in an unknown context: not typed.
    if unknownContext && isLiteralType(type) { type = .unknown }
    resolution.setType(type, of: written)
    return type
  }

  private func infer(_ written: Expr, expected: SwiftType?, unknownContext: Bool) -> SwiftType {
    // Implicit members are the checker's to resolve, whatever the resolver guessed.
    if case .implicitMember(let id) = written.kind {
      return implicitMember(written, id, expected: expected, call: nil)
    }
    if case .call(let callee, let args) = written.kind, case .implicitMember(let id) = callee.kind {
      return implicitMember(callee, id, expected: expected, call: (written, args))
    }
    let e = resolution.resolved(written)
    switch e.kind {
    case .number:
      let literal: SwiftType = isIntegerLiteral(written) ? .integerLiteral : .floatLiteral
      // A float literal is never an integer (Swift refuses `let i: Int = 1.5`).
      if let expected, expected.unwrapped.isNumber, literal == .integerLiteral || expected.unwrapped.isFloating {
        if !expected.unwrapped.isFloating { checkIntegerLiteralRange(written) }
        return expected.unwrapped
      }
      if literal == .integerLiteral, !unknownContext { checkIntegerLiteralRange(written) }
      return unknownContext ? .unknown : literal
    case .string(let text):
      // A literal of one character is a Character where one is expected; any is a Substring.
      if let expected, case .named(let name, _) = expected.unwrapped,
        name == "Substring" || (name == "Character" && text.count == 1)
      {
        return expected.unwrapped
      }
      return .string
    case .interpolatedString(let segments):
      for seg in segments { if case .expression(let x) = seg { check(x, expected: nil) } }
      return .string
    case .bool: return .bool
    case .nilLiteral:
      if let expected, case .optional = expected { return expected }
      return .nilLiteral
    case .color: return .named("Color")
    case .variable(let name):
      noteInferenceUse(name)
      noteAnimateUse(e)
      if let t = lookup(name.text) { return t }
      if name.text == "Optional" { reportOptionalType(name) }
      return .unknown
    case .projection(let name):
      // `$x` of an @State property of a known type.
      guard let t = lookup(name.text), !t.isUnknown, !t.containsUnknown else { return .unknown }
      return .named("Binding", [t])
    case .implicitMember: return .unknown
    case .member(let base, let name):
      noteAnimateUse(e)
      if let t = optionalTypeCall(written, nil, expected: expected) { return t }
      let t = member(of: base, name, chain: chainContext(base, expected))
      noteLazyRead(base, name)
      return t
    case .subscript(let base, let args):
      let b = check(base, expected: nil)
      if let t = viewDimensionsSubscript(b, args) { return t }
      if let params = userSubscriptParameterTypes(b), params.count > 1 || args.count > 1 {
        // `grid[1, 2]`: the script's subscript of several parameters, each argument checked.
        if params.count > args.count {
          error("missing argument for parameter #\(args.count + 1) in subscript", e.range, id: "subscript-arguments")
        } else if params.count < args.count {
          error("extra argument in subscript", e.range, id: "subscript-arguments")
        }
        for (k, a) in args.enumerated() {
          let p = k < params.count ? params[k] : .unknown  // trap-ok: checked
          let t = check(a.value, expected: p)
          checkConversion(t, p, a.value.range, role: .argument)
        }
        return subscriptResult(b)
      }
      for a in args { check(a.value, expected: subscriptIndexType(b)) }
      return subscriptResult(b)
    case .call(let callee, let args):
      let t = call(e, callee, args, expected: expected)
      noteAnimateCall(callee, args)
      noteBuiltinScale(e, callee, args, t)
      // `store.items.append(x)`, `f(&store.count)` on a `let` store: the object changes.
      noteWriteThroughReference(callee)
      for a in args where a.isInout { noteWriteThroughReference(a.value) }
      return t
    case .vector(let items):
      var element: SwiftType? = nil
      if let expected, case .array(let el) = expected.unwrapped { element = el }
      if let expected, expected.unwrapped.name == "AnimatableVector" { element = .double }
      // `let s: Set = [1, 2, 2]`, `Set<Int>`: a set literal (Lowering makes a set of it).
      var isSet = false
      if let expected, case .named("Set", let args) = expected.unwrapped {
        isSet = true
        element = args.first
      }
      // Without a context, implicit members take the other elements' type (`[Pulse.rest, .big]`):
      // the others are checked first, once.
      var known: [Int: SwiftType] = [:]
      if element?.isUnknown ?? true, items.contains(where: isImplicit) {
        for (k, x) in items.enumerated() where !isImplicit(x) { known[k] = check(x, expected: nil) }
        let others = join(Array(known.values))
        if !others.isUnknown, others != .nilLiteral { element = others.defaulted }
      }
      var types: [SwiftType] = []
      for (k, x) in items.enumerated() {
        if let t = known[k] {
          types.append(t)
          continue
        }
        let t = check(x, expected: element)
        if let element { checkConversion(t, element, x.range, role: .element) }
        types.append(t)
      }
      if let expected, expected.unwrapped.name == "AnimatableVector" { return expected.unwrapped }
      if isSet { return .named("Set", [element ?? join(types)]) }
      if let element { return .array(element) }
      return .array(join(types))
    case .dictionary(let entries):
      var key: SwiftType? = nil
      var value: SwiftType? = nil
      if let expected, case .dictionary(let k, let v) = expected.unwrapped {
        key = k
        value = v
      }
      var keys: [SwiftType] = []
      var values: [SwiftType] = []
      for entry in entries {
        keys.append(check(entry.key, expected: key))
        values.append(check(entry.value, expected: value))
      }
      let type = SwiftType.dictionary(key ?? join(keys), value ?? join(values))
      checkDuplicateLiteralKeys(entries, type: type.defaulted)
      return type
    case .forceUnwrap(let x): return check(x, expected: nil).unwrapped
    case .optionalChainLink(let x): return check(x, expected: nil).unwrapped
    case .optionalChain(let x):
      let t = check(x, expected: nil)
      if case .optional = t { return t }
      return t.isUnknown ? .unknown : .optional(t)
    case .operatorFunction(let op): return operatorFunctionType(op, expected: expected)
    case .tuple(let items):
      var expectedItems: [SwiftType]? = nil
      if let expected, case .tuple(let types, _) = expected.unwrapped, types.count == items.count {
        expectedItems = types
      }
      let types = items.enumerated().map { k, item in
        check(item.value, expected: expectedItems?[k])  // trap-ok: counts checked
      }
      return .tuple(types, labels: items.map { $0.label?.text })
    case .unary(.bitwiseNot, let x): return bitwiseNot(x, expected: unknownContext ? nil : expected)
    case .unary(let op, let x) where op.isPartialRange:
      // `..<50`, `...1.0`, `70...`: Swift's one-sided ranges; the bound takes the context's
      // number type (a switch subject's, or the range type's argument).
      var bound: SwiftType? = nil
      if let expected, expected.isNumber { bound = expected }
      if case .named(_, let args)? = expected, let b = args.first, b.isNumber { bound = b }
      let t = check(x, expected: bound)
      let name = op == .upTo ? "PartialRangeUpTo" : op == .through ? "PartialRangeThrough" : "PartialRangeFrom"
      return .named(name, [t.isUnknown ? t : t.defaulted])
    case .unary(let op, let x):
      let t = check(x, expected: op == .not ? .bool : unknownContext ? .unknown : expected)
      return op == .not ? .bool : t
    case .binary(let op, let l, let r): return binary(op, l, r, expected: unknownContext ? .unknown : expected)
    case .keyPath(let root, let components): return keyPath(root, components, expected: expected)
    case .typeCheck(let value, _):
      check(value, expected: nil)
      return .bool
    case .cast(let value, let type, _) where type.text == "Any":
      // `x as Any` (usually to quiet Swift's warning about printing an optional): the value
      // unchanged. Its own type stays, so it prints as Swift prints the value it holds.
      return check(value, expected: nil)
    case .coercion(let value, let annotation):
      // `[0, 1] as [Double]`, `x as Int?`: the value checked against the written type.
      let target = SwiftType(annotation, generics: generics, selfType: selfTypes.last.map { SwiftType.named($0) })
      let t = check(value, expected: target)
      // A scalar (a literal, a Bool, a String, a number type) is never a collection or a function.
      let scalar = isLiteralType(t) || t == .string || t == .bool || t.isNumber
      let shaped: Bool = switch target { case .array, .dictionary, .function, .tuple: true; default: false }
      if !isConvertible(t, target) || (scalar && shaped) {
        error("cannot convert value of type '\(t.defaulted)' to type '\(target)' in coercion", value.range)
      }
      return target
    case .cast(let value, let type, let isConditional):
      check(value, expected: nil)
      let target: SwiftType = isBuiltinType(type.text) || environment.globals[type.text] != nil ? .named(type.text) : .unknown
      return isConditional && !target.isUnknown ? .optional(target) : target
    case .ternary(let c, let t, let f):
      check(c, expected: .bool)
      let a = check(t, expected: expected)
      let b = check(f, expected: expected ?? (a.isUnknown || a == .nilLiteral ? nil : a.defaulted))
      if let expected { return expected }
      return join([a, b])
    case .closure(let f): return closure(f, expected: expected)
    case .ifExpression(let i): return ifExpression(i, expected: expected)
    case .switchExpression(let sw):
      let subject = check(sw.subject, expected: nil)
      var types: [SwiftType] = []
      var patternErrors = 0
      for c in sw.cases {
        withScope {
          let mark = diagnostics.count
          for p in c.patterns { checkPattern(p, subject) }
          patternErrors += diagnostics.count - mark
          if let g = c.guardExpression { check(g, expected: .bool) }
          types.append(branch(c.body, expected: expected))
        }
      }
      if patternErrors == 0 { checkExhaustive(sw, subject: subject) }
      return expected ?? join(types)
    case .error: return .unknown
    }
  }

  /// An `if` expression's type: its branches', checked against the context's.
  private func ifExpression(_ i: IfStmt, expected: SwiftType?) -> SwiftType {
    var types: [SwiftType] = []
    withScope {
      checkConditions(i.conditions)
      types.append(branch(i.then, expected: expected))
    }
    switch i.elseBranch {
    case .block(let b): withScope { types.append(branch(b, expected: expected ?? types.first?.defaulted)) }
    case .elseIf(let s): if case .if(let nested) = s.kind { types.append(ifExpression(nested, expected: expected)) }
    case nil: break
    }
    return expected ?? join(types)
  }

  private func branch(_ b: Block, expected: SwiftType?) -> SwiftType {
    guard b.statements.count == 1, case .expression(let e) = b.statements[0].kind else {  // trap-ok: count checked
      for s in b.statements { check(s) }
      return .unknown
    }
    let t = check(e, expected: expected)
    if let expected { checkConversion(t, expected, e.range, role: .specified) }
    return t
  }

  /// Whether a number literal is written as an integer (`12`, `1_000`, not `0.5` or `1e3`).
  /// An integer literal that becomes an Int: Swift's error past Int's range, and Anim's for one
  /// it cannot hold exactly (its Ints are Doubles when the script runs: every whole number to
  /// 2^53, and past it only some, so `9007199254740993` would silently be `…992`).
  func checkIntegerLiteralRange(_ e: Expr) {
    // The standard library's filter, not Foundation's `replacingOccurrences`: that bridges
    // through NSString, whose first use looks up UTF-16's metadata by name and scans every
    // protocol conformance in the binary (half a million instructions, a quarter of
    // `anim -e 'print(1)'`; BENCHMARKS.md, eighth session).
    var text = resolver.file.text(in: e.range).filter { $0 != "_" }
    var radix = 10
    for (prefix, r) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
      text.removeFirst(2)
      radix = r
    }
    guard let value = Int(text, radix: radix) else {
      error("integer literal '\(resolver.file.text(in: e.range))' overflows when stored into 'Int'", e.range, id: "int-literal")
      return
    }
    if Int(exactly: Double(value)) != value {
      error(
        "integer literal '\(resolver.file.text(in: e.range))' cannot be held exactly: Anim's Ints are exact to 2^53 (9007199254740992), past it only where a Double is",
        e.range, id: "int-literal")
    }
  }

  func isIntegerLiteral(_ e: Expr) -> Bool {
    let text = resolver.file.text(in: e.range).drop { $0 == "-" || $0 == "+" }
    // `0xE0`: a hexadecimal literal's `e` is a digit; it is floating only with a `p` exponent.
    if text.hasPrefix("0x") { return !text.contains { $0 == "." || $0 == "p" || $0 == "P" } }
    return !text.contains { $0 == "." || $0 == "e" || $0 == "E" || $0 == "p" || $0 == "P" }
  }

  /// The one type of several (an array literal's elements, a ternary's branches): where they
  /// differ and are not all numbers, `unknown`.
  func join(_ types: [SwiftType]) -> SwiftType {
    let known = types.filter { $0 != .nilLiteral }
    guard let first = known.first else { return .unknown }
    if known.allSatisfy({ $0 == first }) {
      return types.contains(.nilLiteral) && !first.isUnknown ? .optional(first) : first
    }
    if known.allSatisfy(\.isNumber) {
      return known.first(where: { !($0 == .integerLiteral || $0 == .floatLiteral) }) ?? (known.contains(.floatLiteral) ? .floatLiteral : .integerLiteral)
    }
    return .unknown
  }

  private func subscriptIndexType(_ base: SwiftType) -> SwiftType? {
    switch base {
    case .array: .int
    case .dictionary(let k, _): k
    default: userSubscriptIndexType(base)
    }
  }

  private func subscriptResult(_ base: SwiftType) -> SwiftType {
    switch base {
    case .array(let e): e
    case .dictionary(_, let v): v.isUnknown ? .unknown : .optional(v)
    case .named("AnimatableVector", _): .double
    default: userSubscriptType(base) ?? .unknown
    }
  }

  private func binary(_ op: BinaryOperator, _ l: Expr, _ r: Expr, expected: SwiftType?) -> SwiftType {
    switch op {
    case .and, .or:
      check(l, expected: .bool)
      check(r, expected: .bool)
      return .bool
    case .equal, .notEqual:
      // The other operand is the context of an implicit member (`phase == .move`).
      if isImplicit(l) {
        let b = check(r, expected: nil)
        check(l, expected: b.defaulted)
      } else {
        let a = check(l, expected: nil)
        check(r, expected: a.defaulted == .nilLiteral ? nil : a.defaulted)
      }
      checkClassEquality(op, l, r)
      return .bool
    case .identical, .notIdentical:
      return identity(op, l, r)
    case .less, .lessEqual, .greater, .greaterEqual:
      // As for `==`: the other operand is an implicit member's context (`size < .large`).
      if isImplicit(l) {
        let b = check(r, expected: nil)
        check(l, expected: b.isUnknown ? nil : b.defaulted)
        return .bool
      }
      let a = check(l, expected: nil)
      check(r, expected: a.isNumber || isImplicit(r) && !a.isUnknown ? a.defaulted : nil)
      return .bool
    case .nilCoalescing:
      let a = check(l, expected: expected.map { .optional($0) })
      let b = check(r, expected: a.unwrapped.isUnknown ? expected : a.unwrapped)
      return a.unwrapped.isUnknown ? b : a.unwrapped
    case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
      return bitwise(op, l, r, expected: expected)
    case .halfOpenRange, .closedRange:
      let a = check(l, expected: nil)
      let b = check(r, expected: a.isNumber ? a : nil)
      let bound = join([a, b]).defaulted
      return .named(op == .halfOpenRange ? "Range" : "ClosedRange", [bound])
    case .add, .subtract, .multiply, .divide, .remainder:
      // A number type, or `.unknown` (the literals stay untyped), flows into the operands.
      let numericContext = expected.flatMap { $0.isNumber || $0.isUnknown ? $0 : nil }
      var a = check(l, expected: numericContext ?? (isImplicit(l) ? expected : nil))
      var b = check(r, expected: a.isNumber && !isLiteralType(a) ? a : (numericContext ?? (a.isUnknown ? nil : a)))
      // Literals take the other operand's type, as Swift's do: in `0.3 + 1 / 60` the `1 / 60`
      // is a Double division. (Only literal arithmetic is typed again: it has no effects.)
      if a == .integerLiteral, b.isFloating { a = check(l, expected: b == .floatLiteral ? .double : b) }
      if b == .integerLiteral, a.isFloating { b = check(r, expected: a == .floatLiteral ? .double : a) }
      if let t = operatorFunctionResult(op, a, b) { return t }
      if a.isNumber && b.isNumber {
        if isLiteralType(a) && isLiteralType(b) {
          return a == .floatLiteral || b == .floatLiteral ? .floatLiteral : .integerLiteral
        }
        // A float literal cannot be an integer: `i * 0.05` with `i: Int` is Swift's error.
        let mismatched = (a == .floatLiteral && !b.isFloating && !isLiteralType(b)) || (b == .floatLiteral && !a.isFloating && !isLiteralType(a))
        if isLiteralType(a) && !mismatched { return b }
        if isLiteralType(b) && !mismatched { return a }
        if a.isFloating != b.isFloating {
          error(
            "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.defaulted)' and '\(b.defaulted)'",
            l.range.union(r.range), id: "binary-operator-types")
          return .unknown
        }
        return a.isFloating ? a : b.isFloating ? b : a
      }
      if a == .string && b == .string { return .string }
      // `.now() + 0.5`, `Date() + 2`: a point in time moved by seconds.
      if op == .add || op == .subtract, a.name == "DispatchTime" || a.name == "Date", b.isNumber { return a }
      if case .array = a, a == b { return a }
      if !a.isUnknown, a == b { return a }
      // Vector arithmetic scales by a number (`v * 2`, `2 * v`).
      if (op == .multiply || op == .divide), a.isNumber, !b.isUnknown, !b.isNumber { return b }
      if (op == .multiply || op == .divide), b.isNumber, !a.isUnknown, !a.isNumber { return a }
      return .unknown
    }
  }

  func isLiteralType(_ t: SwiftType) -> Bool { t == .integerLiteral || t == .floatLiteral }

  private func isImplicit(_ e: Expr) -> Bool {
    switch e.kind {
    case .implicitMember: true
    case .call(let callee, _): if case .implicitMember = callee.kind { true } else { false }
    default: false
    }
  }

  /// `\.scale` (or `\Root.a.b`): a key path from the root its context names
  /// (`WritableKeyPath<AnimationValues, Value>`, a track's) to the member's type.
  private func keyPath(_ root: Identifier?, _ components: [Identifier], expected: SwiftType?) -> SwiftType {
    var rootType: SwiftType = .unknown
    // Where a function is expected, a key path is one of its root (SE-0249: `map(\.x)`).
    var asFunction = false
    if let root {
      rootType = .named(root.text)
    } else if let expected, case .named(let n, let args) = expected.unwrapped, n.hasSuffix("KeyPath"), let r = args.first {
      rootType = r
    } else if let expected, case .function(let params, _) = expected.unwrapped, params.count == 1, let r = params.first {
      rootType = r
      asFunction = true
    }
    guard !rootType.isUnknown else { return .unknown }
    var t = rootType
    for c in components where !t.isUnknown { t = instanceMember(t, c) }
    if asFunction { return .function([rootType], t) }
    return .named("WritableKeyPath", [rootType, t])
  }

  /// A closure checked against the function type its context expects: its parameters take the
  /// expected types where they have no annotation, and the expected result is the context of a
  /// single-expression body (`{ phase in phase == .big ? .easeOut : .easeIn }`) and of a result
  /// builder's items (a track's keyframes).
  func closure(_ f: FunctionDecl, expected: SwiftType?) -> SwiftType {
    var given: [SwiftType]? = nil
    var result: SwiftType = .unknown
    if let expected, case .function(let params, let r) = expected.unwrapped, params.count == f.parameters.count {
      given = params
      result = r
    }
    let context = result.isUnknown || result == .void ? nil : result
    closureResults.append(context)
    defer { closureResults.removeLast() }
    checkFunctionBody(f, parameterTypes: given)
    // A single-expression closure's result is its expression's type where the context leaves
    // it open (`map { $0 * 2 }` binds map's T).
    if result.isUnknown, let e = f.implicitReturnExpression, let t = resolution.type(of: e), !t.isUnknown {
      result = t.defaulted
    }
    guard case .function(var params, let declared) = functionType(f) else { return .unknown }
    if let given { params = zip(params, given).map { $0.isUnknown ? $1 : $0 } }
    return .function(params, declared.isUnknown ? result : declared)
  }
}
