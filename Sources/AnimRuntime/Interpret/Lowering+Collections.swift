// Array and dictionary literals, `d[k, default: v]`, and mutating methods called on a variable
// or a path (`a.append(x)`, `layers[i].remove(at: 0)`), which write the changed value back.
import AnimSyntax

extension Lowering {
  /// `[a, b, c]`: an array of whatever the elements are.
  static func arrayLiteral(_ items: [Expr]) -> ExprCode {
    let codes = items.map { expr($0) }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      var out: [Value] = []
      out.reserveCapacity(codes.count)
      for code in codes { out.append(try code(i, &m).unwrapped) }
      return .array(out)
    }
  }

  /// `[k: v, …]`: a dictionary in the order written. A key written twice is an error at the
  /// second, as in Swift, which traps ("Dictionary literal contains duplicate keys").
  static func dictionaryLiteral(_ entries: [DictionaryEntry]) -> ExprCode {
    let codes = entries.map { (expr($0.key), expr($0.value), $0.key.range) }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let d = ScriptDictionary()
      for (key, value, range) in codes {
        let k = try key(i, &m).unwrapped
        let before = d.count
        d.set(k, try value(i, &m).unwrapped)
        if d.count == before { throw Interpreter.duplicateKey(k, range, m) }
      }
      return .dictionary(d)
    }
  }

  /// `value!`: nil is a runtime error (Swift's trap); `d[k]!` names the missing key.
  static func forceUnwrap(_ operand: Expr, _ range: SourceRange) -> ExprCode {
    if case .subscript(let base, let args) = resolved(operand).kind, args.count == 1, let k = args.first {
      let baseCode = expr(base)
      let keyCode = expr(k.value)
      let subscriptRange = operand.range
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let b = try baseCode(i, &m)
        let key = try keyCode(i, &m)
        let v = try i.getIndex(b, key, subscriptRange, &m)
        guard v.isNil else { return v }
        if case .dictionary = b.unwrapped {
          throw RuntimeError(
            "the dictionary has no key \(key.unwrapped.quoted) (found nil while unwrapping with '!')",
            at: range, file: m.file)
        }
        throw RuntimeError("unexpectedly found nil while unwrapping with '!'", at: range, file: m.file)
      }
    }
    let code = expr(operand)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let v = try code(i, &m)
      guard v.isNil else { return v }
      throw RuntimeError("unexpectedly found nil while unwrapping with '!'", at: range, file: m.file)
    }
  }

  /// `d[k, default: v]`: read with the default (the default is evaluated only when needed, as
  /// Swift's is an autoclosure); nil for any other subscript.
  static func defaultSubscript(_ base: Expr, _ args: [CallArgument], _ range: SourceRange) -> ExprCode? {
    guard args.count == 2, let key = args.first, key.label == nil, let fallback = args.last,
      fallback.label?.text == "default"
    else { return nil }
    let baseCode = expr(base)
    let keyCode = expr(key.value)
    let fallbackCode = expr(fallback.value)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let b = try baseCode(i, &m)
      let k = try keyCode(i, &m)
      if case .dictionary(let d) = b.unwrapped, let v = d.value(for: k.unwrapped) { return v }
      return try i.dictionaryElement(b, k, default: try fallbackCode(i, &m), range, &m)
    }
  }

  /// `d[k, default: v] = x` and `+=` on it: the key is written whatever the default.
  /// The index of `base[args]`: the one argument, or for a script type's subscript of several
  /// parameters (`grid[1, 2]`) the tuple of them; nil for no argument.
  static func subscriptIndex(_ args: [CallArgument]) -> ExprCode? {
    if args.count == 1, let arg = args.first { return expr(arg.value) }
    guard args.count > 1 else { return nil }
    let parts = args.map { expr($0.value) }
    let labels = args.map { $0.label?.text }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      var values: [Value] = []
      values.reserveCapacity(parts.count)
      for part in parts { values.append(try part(i, &m)) }
      return .tuple(Tuple(values, labels: labels))
    }
  }

  static func defaultSubscriptKey(_ args: [CallArgument]) -> Expr? {
    guard args.count == 2, let key = args.first, key.label == nil, args.last?.label?.text == "default"
    else { return nil }
    return key.value
  }

  /// `base.name(args)` for a mutating built-in (`append`, `remove(at:)`), `base` a variable or
  /// path: the arguments are evaluated, the value is taken from its place (so that, alone, its
  /// storage changes in place rather than being copied), changed, and written back. A value of
  /// a kind without that mutating method goes the general way.
  static func mutatingCall(
    _ base: Expr, _ slots: [ValueKind: BoundMethodCall.Slot], _ site: LoweredCall, _ name: String
  ) -> ExprCode {
    let target = place(base)
    let variable: ResolvedName? = if case .variable(let n) = resolved(base).kind { resolvedName(n) } else { nil }
    // A declared type's own mutating method of the same name writes `self` back.
    site.writesBackReceiver = true
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      var value = try target.read(i, &m).unwrapped
      guard let slot = slots[value.kind], let mutate = slot.method.mutate else {
        let result = try i.callMethod(value, name, site, &m)
        if let newSelf = i.mutatedSelf {
          i.mutatedSelf = nil
          try target.write(i, newSelf, &m)
        }
        return result
      }
      let callSite = try i.evaluateArguments(site, name: name, &m)
      defer { m.stack.removeAbove(callSite.base) }
      let parameters = slot.method.overloads[slot.overload]  // trap-ok: the match's overload
      var values: [Value] = []
      for (k, source) in slot.mapping.enumerated() {
        if let source, source < callSite.count {
          values.append(m.stack[callSite.base + source].unwrapped)  // trap-ok: the call pushed every argument
        } else {
          values.append(k < parameters.count ? parameters[k].defaultValue ?? .none : .none)  // trap-ok: checked
        }
      }
      let bound = BoundArguments(overload: slot.overload, values: values, parameters: parameters)
      // Taken out of the variable (replacing the copy read above), the value's storage has one
      // reference and changes in place: `append` in a loop is not quadratic.
      if let variable, let taken = i.takeForMutation(variable, &m) { value = taken }
      let result: Value
      do throws(RuntimeError) {
        result = try mutate(&value, bound, callSite, i, &m)
      } catch {
        try target.write(i, value, &m)
        throw error
      }
      try target.write(i, value, &m)
      return result
    }
  }
}

extension Interpreter {
  /// The value of a plain variable (a local or global that is not `@State` or captured), left
  /// `nil` in its place until the caller writes it back; nil for any other variable.
  func takeForMutation(_ name: ResolvedName, _ m: inout Machine) -> Value? {
    switch name.location {
    case .local(let slot):
      let k = m.base + slot
      guard k < m.stack.count else { return nil }
      switch m.stack[k] {  // trap-ok: checked
      case .box, .property: return nil
      case let v:
        m.stack[k] = .none  // trap-ok: checked
        return v
      }
    case .global(let g):
      guard g < m.globals.count else { return nil }
      switch m.globals[g] {  // trap-ok: checked
      case .box, .property: return nil
      case let v:
        m.setGlobal(g, .none)
        return v
      }
    default: return nil
    }
  }
}
