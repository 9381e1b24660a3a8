// Declared types at run time: constructing structs, reading and writing their members, calling
// their methods (with `self` in the method's first slot), and enum cases and raw values.
import AnimSyntax

extension Interpreter {
  // MARK: - Construction

  /// `S(x: 1, y: 2)`: an `init` the struct declares whose labels fit, else the memberwise
  /// initialiser (every field by its label, in order; fields with defaults may be left out).
  func constructStruct(_ info: StructInfo, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if info.isClass { return try constructClass(info, site, &m) }
    // `S()` of a struct whose fields all have defaults: the memberwise initialiser's result,
    // without the general path's arrays.
    if site.count == 0, info.members.initializers.isEmpty, let fields = info.sharedDefaults {
      return .record(Record(info: info, fields: fields))
    }
    var given: [Value] = []
    for k in 0..<site.count { given.append(m.stack[site.base + k]) }  // trap-ok: args on stack
    let labels = (0..<site.count).map { site.label($0) }
    let inits = info.members.initializers
    for f in inits where Interpreter.argumentsFit(site.arguments, f.decl.parameters) {
      let seed = Record(info: info, fields: try defaults(of: info, &m).map { $0 ?? .none })
      info.members.initializing += 1
      defer { info.members.initializing -= 1 }
      return try runMutating(f, on: .record(seed), info.file, "\(info.name).init", given, site.range, &m).newSelf
    }
    if !info.members.hasMemberwiseInitializer {
      let wanted = inits.map { "init(" + $0.decl.parameters.map { "\($0.argumentLabel ?? "_"):" }.joined() + ")" }
      throw RuntimeError(
        "no initialiser of \(info.name) takes (\(labels.map { ($0 ?? "_") + ":" }.joined())); it has "
          + wanted.joined(separator: ", "), at: site.range, file: m.file)
    }
    var fields = try defaults(of: info, &m)
    var next = 0
    for k in 0..<site.count {
      let index: Int
      if let label = site.label(k) {
        guard let j = info.fieldIndex(label) else {
          var message = "\(info.name) has no property '\(label)'"
          if let s = Suggestions.closest(to: label, in: info.fieldNames) { message += "; did you mean '\(s)'?" }
          throw RuntimeError(message, at: site.range(of: k), file: m.file)
        }
        if j < next {
          throw RuntimeError(
            "argument '\(label)' must come before '\(info.fieldNames[next - 1])'",  // trap-ok: next > j >= 0
            at: site.range(of: k), file: m.file)
        }
        index = j
      } else {
        index = next
      }
      guard index < fields.count else {
        throw RuntimeError(
          "\(info.name) has \(fields.count) stored propert\(fields.count == 1 ? "y" : "ies")",
          at: site.range(of: k), file: m.file)
      }
      if index < info.fieldChecks.count, let check = info.fieldChecks[index], !check.accepts(given[k]) {  // trap-ok: checked
        throw RuntimeError(
          check.mismatch(given[k], context: "expected argument type"), at: site.range(of: k),  // trap-ok: checked
          file: m.file)
      }
      fields[index] = copyOnBind(given[k])  // trap-ok: both checked
      next = index + 1
    }
    var values: [Value] = []
    for (k, f) in fields.enumerated() {
      guard let f else {
        throw RuntimeError(
          "missing argument for parameter '\(info.fieldNames[k])' in call", at: site.range,  // trap-ok: same count
          file: m.file)
      }
      values.append(f)
    }
    return .record(Record(info: info, fields: values))
  }

  /// `E(rawValue: 2)`: the case with that raw value, or nil.
  func constructEnum(_ info: EnumInfo, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    guard info.decl.rawType != nil else {
      throw RuntimeError(
        "enum \(info.name) has no raw type, so no 'init(rawValue:)'; write a case: \(info.name).\(info.caseNames.first ?? "…")",
        at: site.range, file: m.file)
    }
    guard site.count == 1, site.label(0) == "rawValue" else {
      throw RuntimeError("\(info.name) is made with 'init(rawValue:)'", at: site.range, file: m.file)
    }
    let raw = m.stack[site.base]  // trap-ok: one argument checked
    if let k = info.rawValues.firstIndex(where: { $0.isEqual(to: raw) }) { return info.value(k) }
    return .none
  }

  /// Whether arguments with `labels` fit `parameters` in order (a missing label fits any).
  /// Whether arguments written in order fill `parameters` in order, the ones left out having
  /// defaults. A trailing closure without a label fills a function-typed parameter whatever its
  /// label (`Card { … }` for `init(content: () -> Content)`), as in Swift.
  static func argumentsFit(_ arguments: [CallArgument], _ parameters: [Parameter]) -> Bool {
    guard arguments.count <= parameters.count else { return false }
    for (k, p) in parameters.enumerated() {
      if k < arguments.count {
        let a = arguments[k]  // trap-ok: checked
        if a.label?.text == p.argumentLabel { continue }
        guard a.isTrailingClosure, a.label == nil, case .function? = p.type?.kind else { return false }
      } else if p.defaultValue == nil {
        return false
      }
    }
    return true
  }

  // MARK: - Calls with self

  /// Calls `f` with `self` in its first slot; `self` is a value (non-mutating) or a type.
  func callWithSelf(
    _ f: CompiledFunction, _ selfValue: Value, _ file: SourceFile, _ name: String, _ call: LoweredCall,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let c = Closure(compiled: f, captures: [], file: file, boundMembers: [selfValue], name: name)
    return try callClosure(c, call, &m)
  }

  /// Runs a mutating method (or an initialiser or setter) with `self` in a cell, and gives the
  /// result and the value `self` ended with.
  func runMutating(
    _ f: CompiledFunction, on value: Value, _ file: SourceFile, _ name: String,
    _ arguments: [Value], _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> (result: Value, newSelf: Value) {
    let cell = Box(value)
    let c = Closure(compiled: f, captures: [], file: file, boundMembers: [.box(cell)], name: name)
    let result = try invoke(c, arguments: arguments, range: range, &m)
    return (result, cell.value)
  }

  /// A method of a declared type called on `receiver` (an instance, or the type for a static
  /// method); nil when `receiver` is not a declared type's or has no such method.
  func callDeclaredMethod(_ receiver: Value, _ name: String, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    // A struct's own method, found where this call site found it last.
    if let site = call.methodSite, let frame = site.frame(for: receiver, in: m.file) {
      return try callOnFrame(frame, of: receiver, site.qualified, name, call, &m)
    }
    if case .record(let r) = receiver, let site = call.methodSite, r.info === site.owner,
      site.owner.members.generation == site.generation
    {
      return try callMethod(site.method, of: receiver, site.owner.file, site.qualified, name, call, &m)
    }
    let members: TypeMembers
    let typeName: String
    let file: SourceFile
    let isType: Bool
    if name == "init", case .none = receiver, let v = try delegateBuiltinInitializer(call, &m) { return v }
    switch receiver {
    case .record(let r):
      guard let s = r.info as? StructInfo else { return nil }
      (members, typeName, file, isType) = (s.members, s.name, s.file, false)
    case .object(let e as EnumValue):
      (members, typeName, file, isType) = (e.type.members, e.type.name, e.type.file, false)
    case .type(.structType(let s)):
      (members, typeName, file, isType) = (s.members, s.name, s.file, true)
    case .type(.enumType(let e)):
      (members, typeName, file, isType) = (e.members, e.name, e.file, true)
    default:
      guard let (ext, extName, extIsType) = builtinExtension(of: receiver) else { return nil }
      (members, typeName, file, isType) = (ext, extName, ext.file ?? m.file, extIsType)
    }
    if !isType, name == "init", case .record(let r) = receiver, let s = r.info as? StructInfo {
      // `self.init(…)` in an initialiser: delegates, and `self` becomes what it made.
      guard call.writesBackReceiver else {
        throw RuntimeError("'init' is called on a type or on 'self' in an initialiser", at: call.range, file: m.file)
      }
      let site = try evaluateArguments(call, name: s.name, &m)
      defer { m.stack.removeSubrange(site.base...) }
      self.mutatedSelf = try constructStruct(s, site, &m)
      return Value.none
    }
    if isType && name == "init" {
      // `Self.init(…)`, `.init(…)`: the type's initialiser.
      let site = try evaluateArguments(call, name: typeName, &m)
      defer { m.stack.removeSubrange(site.base...) }
      guard case .type(let t) = receiver else { return nil }
      return try construct(t, site, &m)
    }
    if isType, case .type(.enumType(let e)) = receiver, let k = e.caseIndex(name) {
      return try constructCase(e, k, call, &m)
    }
    guard let method = (isType ? members.staticMethods[name] : members.methods[name])
      ?? protocolDefault(of: receiver, isType ? \.staticMethods[name] : \.methods[name])
    else {
      // VectorArithmetic's extension gives every conforming type `scaled(by:)`: a copy, scaled
      // by the type's own `scale(by:)`.
      if !isType, name == "scaled", let scale = members.methods["scale"], scale.isMutating {
        let cell = Box(receiver)
        let c = Closure(compiled: scale.code, captures: [], file: file, boundMembers: [.box(cell)], name: "\(typeName).scale")
        _ = try callClosure(c, call, &m)
        return cell.value
      }
      return nil
    }
    let qualified = "\(typeName).\(name)"
    if !isType, case .record(let r) = receiver, let s = r.info as? StructInfo, s.members.methods[name] === method {
      // Remembered for the next call here: a struct's own method (not a protocol's default,
      // which a later extension may change).
      call.methodSite = DeclaredMethodSite(
        owner: s, generation: s.members.generation, method: method, qualified: qualified, call: call)
    }
    if isType {
      // Remembered for the next call here: the type's own static method.
      if members.staticMethods[name] === method, let frame = MethodFrame(method, call) {
        let owner: AnyObject? =
          switch receiver {
          case .type(.structType(let s)): s
          case .type(.enumType(let e)): e
          default: nil
          }
        if let owner {
          call.staticSite = StaticMethodSite(owner: owner, members: members, file: file, qualified: qualified, frame: frame)
        }
      }
      return try callWithSelf(method.code, receiver, file, qualified, call, &m)
    }
    return try callMethod(method, of: receiver, file, qualified, name, call, &m)
  }

  /// An instance's method called with `self` bound: in a cell for a `mutating` method, whose
  /// final value the call site writes back to the receiver's place (`mutatedSelf`).
  private func callMethod(
    _ method: TypeMethod, of receiver: Value, _ file: SourceFile, _ qualified: String, _ name: String,
    _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if !method.isMutating { return try callWithSelf(method.code, receiver, file, qualified, call, &m) }
    guard call.writesBackReceiver else { throw immutableReceiver(name, call, m) }
    let cell = Box(receiver)
    let c = Closure(compiled: method.code, captures: [], file: file, boundMembers: [.box(cell)], name: qualified)
    let result = try callClosure(c, call, &m)
    self.mutatedSelf = cell.value
    return result
  }

  /// A computed property's value: its getter run with `self` = `base`. `owner.member` names the
  /// call in an error's trace.
  ///
  /// A getter that needs no closure of its own (no captures, not naming itself: nearly all)
  /// runs on a frame made here, `self` in its first slot, as `enterPlain` runs a call: making a
  /// `Closure`, an array for `self` and the name for the trace on every read cost about 1,500
  /// instructions of each `context.pausableState` (callgrind, the seed's Pausable in its Swift
  /// form).
  func callGetter(
    _ a: TypeAccessors, of base: Value, _ file: SourceFile, owner: String, member: String,
    _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let f = a.getter
    guard f.captures.isEmpty, !f.refersToItself, f.capturedParameters.isEmpty, f.decl.parameters.isEmpty,
      file === m.file
    else {
      let c = Closure(compiled: f, captures: [], file: file, boundMembers: [base], name: "\(owner).\(member)")
      return try invoke(c, arguments: [], range: range, &m)
    }
    let newBase = m.stack.count
    m.stack.append(base)
    if f.localCount > 1 { m.stack.appendNils(f.localCount - 1) }
    let savedBase = m.base
    m.base = newBase
    m.depth &+= 1
    defer {
      m.depth &-= 1
      m.base = savedBase
      m.stack.removeAbove(newBase)
    }
    do throws(RuntimeError) {
      if m.depth > maxDepth {
        throw RuntimeError("stack overflow in '\(owner).\(member)' after \(maxDepth) calls", at: range, file: m.file)
      }
      try tick(range, &m)
      return try f.code(self, &m)
    } catch {
      var e = error
      if e.file == nil { e.file = file }
      e.passedOut(of: "\(owner).\(member)", file: m.file, at: range)
      throw e
    }
  }

  /// Runs a getter for Swift code outside the script (the animator's conversions): nil after an
  /// error, which is recorded for the script to rethrow.
  func callAccessor(_ getter: CompiledFunction, self value: Value, file: SourceFile, name: String) -> Value? {
    do throws(RuntimeError) {
      return try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
        let c = Closure(compiled: getter, captures: [], file: file, boundMembers: [value], name: name)
        return try invoke(c, arguments: [], range: getter.decl.range, &m)
      }
    } catch {
      recordCallbackError(error)
      return nil
    }
  }

  /// Runs a setter for Swift code outside the script: `value` with the property set, nil after
  /// an error (recorded).
  func callSetter(
    _ setter: CompiledFunction, self value: Value, _ newValue: Value, file: SourceFile, name: String
  ) -> Value? {
    do throws(RuntimeError) {
      return try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
        try runMutating(setter, on: value, file, name, [newValue], setter.decl.range, &m).newSelf
      }
    } catch {
      recordCallbackError(error)
      return nil
    }
  }

  /// The members extensions added to the built-in type of `value` (a value, or the type
  /// itself), with the type's name and whether `value` is the type.
  func builtinExtension(of value: Value) -> (TypeMembers, String, Bool)? {
    if builtinExtensions.isEmpty { return nil }
    if case .type(.builtin(let name)) = value {
      let canonical = BuiltinTypeNames.canonical(name)
      return builtinExtensions[canonical].map { ($0, canonical, true) }
    }
    guard let name = BuiltinTypeNames.typeName(of: value.kind), let ext = builtinExtensions[name] else {
      return nil
    }
    return (ext, name, false)
  }

  // MARK: - Members

  /// `value.name` for a declared type's instance or the type itself: computed properties,
  /// methods (bound), statics, cases and `rawValue`; nil when not one of those.
  func declaredMember(_ base: Value, _ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    switch base {
    case .record(let r):
      guard let s = r.info as? StructInfo else { return nil }
      if let a = s.members.computed[name] ?? protocolDefault(of: base, \.computed[name]) {
        if let storage = a.lazyStorage { return try lazyValue(a, storage, r, s, name, range, &m) }
        return try callGetter(a, of: base, s.file, owner: s.name, member: name, range, &m)
      }
      if s.members.methods[name] != nil || protocolDefault(of: base, \.methods[name]) != nil {
        return .boundMethod(BoundMethod(receiver: base, name: name))
      }
    case .object(let e as EnumValue):
      let info = e.type
      if name == "rawValue", info.decl.rawType != nil, e.index < info.rawValues.count {
        return info.rawValues[e.index]  // trap-ok: checked
      }
      if let a = info.members.computed[name] ?? protocolDefault(of: base, \.computed[name]) {
        return try callGetter(a, of: base, info.file, owner: info.name, member: name, range, &m)
      }
      if info.members.methods[name] != nil || protocolDefault(of: base, \.methods[name]) != nil {
        return .boundMethod(BoundMethod(receiver: base, name: name))
      }
    case .type(.structType(let s)):
      return try staticMember(s.members, s.name, s.file, base, name, range, &m)
    case .type(.enumType(let info)):
      if let k = info.caseIndex(name) {
        // A case with associated values is a function that makes one (`Move.by` then `(…)`).
        if k < info.payloadLabels.count, info.payloadLabels[k] != nil {  // trap-ok: checked
          return .boundMethod(BoundMethod(receiver: base, name: name))
        }
        return info.value(k)
      }
      if name == "allCases", info.members.staticValues["allCases"] == nil {
        // CaseIterable's cases, in declaration order.
        return .array(info.caseNames.indices.map { info.value($0) })
      }
      return try staticMember(info.members, info.name, info.file, base, name, range, &m)
    default:
      guard let (ext, typeName, isType) = builtinExtension(of: base) else { break }
      let file = ext.file ?? m.file
      if isType { return try staticMember(ext, typeName, file, base, name, range, &m) }
      if let a = ext.computed[name] {
        return try callGetter(a, of: base, file, owner: typeName, member: name, range, &m)
      }
      if ext.methods[name] != nil { return .boundMethod(BoundMethod(receiver: base, name: name)) }
    }
    return nil
  }

  private func staticMember(
    _ members: TypeMembers, _ typeName: String, _ file: SourceFile, _ base: Value, _ name: String,
    _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value? {
    if let cell = members.staticValues[name] { return cell.value }
    if let a = members.staticComputed[name] {
      return try callGetter(a, of: base, file, owner: typeName, member: name, range, &m)
    }
    if members.staticMethods[name] != nil { return .boundMethod(BoundMethod(receiver: base, name: name)) }
    return nil
  }

  /// Writes `base.name` for a declared type: a computed property's setter, or a static `var`.
  /// Nil when `base` is not a declared type's value or has no such member.
  func setDeclaredMember(
    _ base: Value, _ name: String, _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> (Value, Bool)? {
    switch base {
    case .record(let r):
      if let s = r.info as? StructInfo, let o = s.members.observers[name] {
        return try setObserved(r, s, o, name, value, range, &m)
      }
      guard let s = r.info as? StructInfo, let a = s.members.computed[name] else { return nil }
      if let storage = a.lazyStorage { return setLazy(storage, r, s, value) }
      guard let setter = a.setter else {
        throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", at: range, file: m.file)
      }
      let (_, newSelf) = try runMutating(setter, on: base, s.file, "\(s.name).\(name)", [value], range, &m)
      return (newSelf, !s.isClass)
    case .type(.structType(let s)):
      return try setStatic(s.members, s.name, s.file, base, name, value, range, &m)
    case .type(.enumType(let e)):
      return try setStatic(e.members, e.name, e.file, base, name, value, range, &m)
    default:
      guard let (ext, typeName, isType) = builtinExtension(of: base) else { return nil }
      let file = ext.file ?? m.file
      if isType { return try setStatic(ext, typeName, file, base, name, value, range, &m) }
      guard let a = ext.computed[name] else { return nil }
      guard let setter = a.setter else {
        throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", at: range, file: m.file)
      }
      let (_, newSelf) = try runMutating(setter, on: base, file, "\(typeName).\(name)", [value], range, &m)
      return (newSelf, true)
    }
  }

  private func setStatic(
    _ members: TypeMembers, _ typeName: String, _ file: SourceFile, _ base: Value, _ name: String,
    _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> (Value, Bool)? {
    if let cell = members.staticValues[name] {
      guard members.staticMutable.contains(name) else {
        throw RuntimeError("cannot assign to property: '\(typeName).\(name)' is a 'let' constant", at: range, file: m.file)
      }
      cell.value = copyOnBind(value)
      return (base, false)
    }
    if let a = members.staticComputed[name], let setter = a.setter {
      _ = try runMutating(setter, on: base, file, "\(typeName).\(name)", [value], range, &m)
      return (base, false)
    }
    return nil
  }
}
