// The checker's members and calls: a member's type from the built-ins' typed signatures
// (BuiltinSignatures.swift), the script's own declarations and extensions; a call's overload
// chosen by its labels and its arguments' types; implicit members resolved against the
// contextual type and recorded as their explicit form (`.easeIn` → `UnitCurve.easeIn`).
import AnimSyntax

extension TypeChecker {
  // MARK: - Declared types' members

  /// The script's struct or enum called `name`, if any.
  func userDecl(_ name: String) -> (members: [TypeMember], cases: [EnumCase], stored: [VariableDecl])? {
    if let d = resolver.userStructs[name] { return (d.members, [], d.storedProperties) }
    if let d = resolver.userEnums[name] { return (d.members, d.cases, []) }
    if let d = resolver.userProtocols[name] { return (d.requirementMembers, [], []) }
    return nil
  }

  /// Every member of a declared type and its extensions, static or not, with its type.
  func memberTypes(of typeName: String, isStatic: Bool) -> [(String, SwiftType)] {
    guard let decl = userDecl(typeName) else { return [] }
    var members = decl.members
    for e in environment.extensions[typeName] ?? [] { members += e.members }
    // Default implementations from the extensions of the protocols it conforms to.
    for p in protocolsConformed(by: typeName) {
      for e in environment.extensions[p] ?? [] { members += e.members }
    }
    var out: [(String, SwiftType)] = []
    let selfType = SwiftType.named(typeName)
    if isStatic {
      // A case with associated values is a function that makes one.
      for c in decl.cases { out.append((c.name.text, caseType(c, selfType))) }
    }
    if let d = resolver.userEnums[typeName] {
      // What Swift synthesises: `rawValue` for a raw type, `allCases` for CaseIterable.
      if let raw = d.rawType, !isStatic { out.append(("rawValue", .named(raw))) }
      if d.conformances.contains(where: { $0.text == "CaseIterable" }), isStatic { out.append(("allCases", .array(selfType))) }
    }
    // VectorArithmetic's extension: `scaled(by:)` from the type's own `scale(by:)`.
    if !isStatic, protocolsConformed(by: typeName).contains("VectorArithmetic")
      || resolver.userStructs[typeName]?.conformances.contains(where: { $0.text == "VectorArithmetic" }) == true
    {
      out.append(("scaled", .function([.double], selfType)))
    }
    for m in members {
      switch m {
      case .stored(let v, let s) where s == isStatic:
        out.append((v.name.text, storedType(v, in: typeName)))
      case .computed(let c) where c.isStatic == isStatic:
        out.append((c.name.text, c.type.map { SwiftType($0, generics: generics, selfType: selfType) } ?? .unknown))
      case .method(let f, let s, _) where s == isStatic:
        if let n = f.name { out.append((n.text, functionType(f, selfType: selfType))) }
      default: break
      }
    }
    return out
  }

  func functionType(_ f: FunctionDecl, selfType: SwiftType) -> SwiftType {
    selfTypes.append(selfType.name ?? "")
    defer { selfTypes.removeLast() }
    return functionType(f)
  }

  /// A stored property's type: its annotation, or its initialiser's type.
  func storedType(_ v: VariableDecl, in typeName: String) -> SwiftType {
    if let t = v.type { return SwiftType(t, generics: generics, selfType: .named(typeName)) }
    guard let initializer = v.initializer else { return .unknown }
    let key = typeName + "." + v.name.text
    if inferring.contains(key) { return .unknown }
    inferring.insert(key)
    defer { inferring.remove(key) }
    if let t = quickType(initializer) { return t.defaulted }
    if let t = inferredStoredTypes[key] { return t }
    // `var end = Angle.degrees(90)`: the initialiser checked on its own, as a static context
    // (no locals), quietly: its errors are reported where the type's members are checked.
    let (savedScopes, mark) = (scopes, diagnostics.count)
    scopes = []
    let t = check(initializer, expected: nil).defaulted
    scopes = savedScopes
    diagnostics.removeSubrange(mark...)
    inferredStoredTypes[key] = t
    return t
  }

  /// A static member of `typeName` (a case, a static property or method, a built-in's static
  /// member): its type, or the function type of a method; nil when the type has none.
  func staticMemberType(_ written: String, _ name: String, isCall: Bool) -> SwiftType? {
    let typeName = BuiltinTypeNames.aliased(written)  // `TimeInterval.pi` is Double's
    if name == "self" { return .metatype(.named(typeName)) }
    if let t = extensionMemberType(typeName, name, isStatic: true) { return t }
    if let sigs = signatures(typeName)?.statics[name] {
      // `Animation.linear` (the constant) and `Animation.linear(duration:)` share a name.
      if !isCall, let p = sigs.first(where: \.isProperty) { return p.result }
      if isCall, let f = sigs.first(where: { !$0.isProperty }) { return .function(f.parameters, f.result) }
    }
    if userDecl(typeName) != nil {
      return memberTypes(of: typeName, isStatic: true).first { $0.0 == name }?.1
    }
    if let kind = ValueKind.ofType(named: typeName), BuiltinTable.shared.memberNames(of: kind).contains(name) {
      return BuiltinSignatures.selfTypedStatics.contains(typeName) ? .named(typeName) : .unknown
    }
    return nil
  }

  /// The static members `typeName` is known to have (for did-you-mean), nil when it is not a
  /// type whose members are all known.
  func knownStaticNames(_ typeName: String) -> [String]? {
    if userDecl(typeName) != nil { return memberTypes(of: typeName, isStatic: true).map(\.0) }
    guard let kind = ValueKind.ofType(named: typeName) else {
      if let t = signatures(typeName), !t.statics.isEmpty { return Array(t.statics.keys) }
      return nil
    }
    return BuiltinTable.shared.memberNames(of: kind) + Array(signatures(typeName)?.statics.keys ?? [:].keys)
  }

  func reportMissingStatic(_ typeName: String, _ id: Identifier) {
    var message = "type '\(typeName)' has no member '\(id.text)'"
    if let names = knownStaticNames(typeName), let s = Suggestions.closest(to: id.text, in: names) {
      message += "; did you mean '\(s)'?"
    }
    error(message, id.range, id: "unknown-member")
  }

  /// A type the checker knows all the members of: a built-in with a table kind, or a
  /// declared struct or enum.
  func isFirm(_ t: SwiftType) -> Bool {
    guard case .named(let name, _) = t else { return false }
    return userDecl(name) != nil || ValueKind.ofType(named: name) != nil || name == "Bool" || name == "String"
      || SwiftType.numberNames.contains(name) || name == "FloatingPointRoundingRule"
  }

  // MARK: - Implicit members

  /// `.name` or `.name(args)` against `expected`. Where the context gives no type, the
  /// resolver's reading stands (Anim's default: an Animation).
  func implicitMember(
    _ e: Expr, _ id: Identifier, expected: SwiftType?, call: (Expr, [CallArgument])?
  ) -> SwiftType {
    if let t = optionalCase(e, id, expected: expected, call: call) { return t }
    var context = expected?.unwrapped
    // In a declared type, `.init(…)` and `Self`'s members.
    if context == nil, id.text == "init", let t = selfTypes.last { context = .named(t) }
    guard let written = context, case .named(let writtenName, _) = written, !written.isUnknown else {
      // No context: the resolver's form (`Animation.x`), typed as written.
      return checkResolvedImplicit(e, call: call)
    }
    // A type alias is the type it names: `time * .pi` (a `TimeInterval`) finds Double's members.
    let typeName = BuiltinTypeNames.aliased(writtenName)
    let contextual: SwiftType = typeName == writtenName ? written : .named(typeName)
    if id.text == "init" {
      guard let typeRef = resolver.typeReference(typeName, at: id.range) else {
        return checkResolvedImplicit(e, call: call)
      }
      resolver.rewrite(e, asMember: id, of: typeRef)
      resolvedImplicitMembers.insert(id.range)
      if let (whole, args) = call { return initializer(typeName, whole, args) }
      return .metatype(contextual)
    }
    guard let memberType = staticMemberType(typeName, id.text, isCall: call != nil) else {
      if isFirm(contextual) || BuiltinSignatures.declares(typeName) {
        resolvedImplicitMembers.insert(id.range)
        reportMissingStatic(typeName, id)
        if let (_, args) = call { for a in args { check(a.value, expected: .unknown) } }
        return .unknown
      }
      return checkResolvedImplicit(e, call: call)
    }
    guard let typeRef = resolver.typeReference(typeName, at: id.range) else {
      return checkResolvedImplicit(e, call: call)
    }
    resolver.rewrite(e, asMember: id, of: typeRef)
    resolvedImplicitMembers.insert(id.range)
    guard let (whole, args) = call else {
      if case .function(_, let r) = memberType, !BuiltinSignatures.selfTypedStatics.contains(typeName) { return r }
      return memberType
    }
    let sigs = signatures(typeName)?.statics[id.text] ?? []
    if !sigs.isEmpty { return applySignatures(sigs, args, whole, fallback: contextual) }
    checkCaseLabels(typeName, id, args)
    if case .function(let params, let result) = memberType {
      return applyFunction(params, result, args, labels: nil)
    }
    for a in args { check(a.value, expected: .unknown) }
    return memberType
  }

  /// The type of an implicit member as the resolver resolved it (no contextual type).
  private func checkResolvedImplicit(_ e: Expr, call: (Expr, [CallArgument])?) -> SwiftType {
    let resolved = resolution.resolved(e)
    var t: SwiftType = .unknown
    // The resolver reported a member it could not find; no second message here.
    if case .member(let base, let name) = resolved.kind, case .metatype(.named(let typeName, _)) = check(base, expected: nil) {
      t = staticMemberType(typeName, name.text, isCall: call != nil) ?? .unknown
    }
    if let (whole, args) = call {
      // The resolver's type (`Animation` by default) has typed overloads of the member: its
      // arguments get their parameters' types (`.timingCurve(.easeIn, duration: 1)`).
      if case .member(let base, let name) = resolved.kind, case .metatype(.named(let typeName, _))? = resolution.type(of: base),
        let sigs = signatures(typeName)?.statics[name.text]
      {
        return applySignatures(sigs, args, whole, fallback: .named(typeName))
      }
      for a in args { check(a.value, expected: .unknown) }
      if case .function(_, let r) = t { return r }
      if case .named = t { return t }
      return .unknown
    }
    return t
  }

  // MARK: - Members

  /// `base.name`: a static member when `base` is a type, else the value's member.
  func member(of base: Expr, _ name: Identifier, chain: SwiftType? = nil) -> SwiftType {
    let b = literalReceiver(check(base, expected: chain), name.text)
    if case .metatype(let t) = b, case .named(let typeName, _) = t {
      if let m = staticMemberType(typeName, name.text, isCall: false) { return m }
      if isFirm(t) { reportMissingStatic(typeName, name) }
      return .unknown
    }
    return instanceMember(b, name)
  }

  func instanceMember(_ b: SwiftType, _ name: Identifier) -> SwiftType {
    switch b {
    case .array(let e):
      return collectionMember("Array", name.text, ["Element": e])
    case .dictionary(let k, let v):
      return collectionMember("Dictionary", name.text, ["Key": k, "Value": v])
    case .tuple(let items, let labels):
      if let k = labels.firstIndex(of: name.text), k < items.count { return items[k] }  // trap-ok: checked
      if let k = Int(name.text), k >= 0, k < items.count { return items[k] }  // trap-ok: checked
      return .unknown
    case .named(let typeName, let typeArguments):
      if let t = extensionMemberType(typeName, name.text, isStatic: false) { return t }
      if let t = genericProperty(b, name.text) { return t }
      if let sigs = signatures(typeName)?.instance[name.text], let first = sigs.first {
        let bindings = Self.typeArgumentBindings(typeName, typeArguments)
        let t = first.isProperty ? first.result : .function(first.parameters, first.result)
        return t.binding(bindings).erasingTypeParameters
      }
      // CGFloat and TimeInterval have Double's members (Int has its own).
      if typeName != "Int", SwiftType.numberNames.contains(typeName), let sigs = signatures("Double")?.instance[name.text],
        let first = sigs.first
      {
        return first.isProperty ? first.result : .function(first.parameters, first.result)
      }
      if userDecl(typeName) != nil {
        if let m = memberTypes(of: typeName, isStatic: false).first(where: { $0.0 == name.text }) { return m.1 }
        if extensionHas(typeName, name.text) { return .unknown }
        // `self.init(…)` in an initialiser delegates to another of the type's initialisers
        // (the run time picks it by its labels).
        if name.text == "init", initializerTypes.last == typeName { return .unknown }
        if let t = observationMemberType(typeName, name.text) { return t }
        // A View's modifiers and `_x` (an @State property's storage): TypeChecker+Views.swift.
        if let t = viewMemberType(typeName, name.text) { return t }
        var message = "value of type '\(typeName)' has no member '\(name.text)'"
        let names = memberTypes(of: typeName, isStatic: false).map(\.0)
        if let s = Suggestions.closest(to: name.text, in: names) { message += "; did you mean '\(s)'?" }
        error(message, name.range, id: "unknown-member")
        return .unknown
      }
      if let t = viewMemberType(typeName, name.text) { return t }
      // `self.init(…)` in an initialiser an extension adds to a built-in type (the call is
      // typed by the type's initialisers, TypeChecker.call).
      if name.text == "init", initializerTypes.last == typeName { return .unknown }
      // The standard library's value types have every member they offer declared: another
      // name is Swift's error before anything runs.
      if Self.declaredValueTypes.contains(typeName), name.text != "self", let declared = signatures(typeName) {
        var message = "value of type '\(typeName)' has no member '\(name.text)'"
        if let s = Suggestions.closest(to: name.text, in: Array(declared.instance.keys)) { message += "; did you mean '\(s)'?" }
        error(message, name.range, id: "unknown-member")
        return .unknown
      }
      if let kind = Self.closedKinds[typeName], name.text != "self",
        !BuiltinTable.shared.memberNames(of: kind).contains(name.text)
      {
        var message = "value of type '\(typeName)' has no member '\(name.text)'"
        let names = BuiltinTable.shared.memberNames(of: kind)
        if let s = Suggestions.closest(to: name.text, in: names) { message += "; did you mean '\(s)'?" }
        error(message, name.range, id: "unknown-member")
      }
      return .unknown
    default:
      return .unknown
    }
  }

  /// A property of a collection from its typed signature (`var first: Element?`), its generic
  /// parameters replaced by the collection's own types; `unknown` where they are unknown.
  private func collectionMember(_ typeName: String, _ name: String, _ arguments: [String: SwiftType]) -> SwiftType {
    guard let sig = signatures(typeName)?.instance[name]?.first(where: \.isProperty) else { return .unknown }
    let t = sig.result.replacing(arguments)
    return t.containsUnknown ? .unknown : t
  }

  /// Records `x.scaled(by: k)` on a Double as VectorArithmetic's (`Resolution.builtinScales`)
  /// when no extension of Double declares a `scaled` of its own.
  func noteBuiltinScale(_ e: Expr, _ callee: Expr, _ args: [CallArgument], _ result: SwiftType) {
    guard args.count == 1, let k = args.first, k.label?.text == "by", !k.isInout, result == .double,
      case .member(let base, let name) = resolution.resolved(callee).kind, name.text == "scaled",
      resolution.type(of: base) == .double,
      extensionMemberType("Double", "scaled", isStatic: false) == nil
    else { return }
    resolution.builtinScales.insert(e.id)
  }

  /// A member that the script's extensions add to `typeName` (a built-in's too:
  /// `extension Animation { static var elastic: Animation { … } }`), with its type.
  func extensionMemberType(_ typeName: String, _ name: String, isStatic: Bool) -> SwiftType? {
    let selfType = SwiftType.named(typeName)
    for e in environment.extensions[typeName] ?? [] {
      for m in e.members {
        switch m {
        case .stored(let v, let s) where s == isStatic && v.name.text == name:
          // `static let origin = CGPoint(x: 0, y: 0)`: the type its initialiser shows at a glance.
          return v.type.map { SwiftType($0, generics: generics, selfType: selfType) }
            ?? v.initializer.flatMap { quickType($0)?.defaulted } ?? .unknown
        case .computed(let c) where c.isStatic == isStatic && c.name.text == name:
          return c.type.map { SwiftType($0, generics: generics, selfType: selfType) } ?? .unknown
        case .method(let f, let s, _) where s == isStatic && f.name?.text == name:
          return functionType(f, selfType: selfType)
        default: break
        }
      }
    }
    return nil
  }

  private func extensionHas(_ typeName: String, _ name: String) -> Bool {
    for e in environment.extensions[typeName] ?? [] {
      for m in e.members {
        switch m {
        case .stored(let v, _): if v.name.text == name { return true }
        case .computed(let c): if c.name.text == name { return true }
        case .method(let f, _, _): if f.name?.text == name { return true }
        case .initializer: break
        }
      }
    }
    return false
  }

  /// The built-in value types whose members are all in the table (the run time refuses any
  /// other: Interpreter+Members), by type name.
  /// The type of a receiver `t`: a literal's default (`Int`, `Double`), except that an integer
  /// literal whose member only Double has is a Double, as Swift's solver finds
  /// (`5.squareRoot()` is √5; `5.isMultiple(of: 2)` is Int's).
  func literalReceiver(_ t: SwiftType, _ member: String) -> SwiftType {
    guard t == .integerLiteral, signatures("Int")?.instance[member] == nil,
      signatures("Double")?.instance[member] != nil
    else { return t.defaulted }
    return .double
  }

  /// Value types whose instance members are all in BuiltinSignatures.swift.
  static let declaredValueTypes: Set<String> = ["String", "Substring", "Character", "Bool", "Int", "Double"]

  static let closedKinds: [String: ValueKind] = {
    var kinds: [String: ValueKind] = ["UnitCurve": .curve, "Spring": .spring, "Color": .color]
    for kind in ValueKind.allCases where kind.geometryTypeKind != nil { kinds[kind.typeName] = kind }
    return kinds
  }()

  /// The members completion offers after a value of the type Swift spells `spelling`
  /// (`Spring`, `UnitCurve.Type` for the type itself), nil-free and sorted.
  func memberNames(ofTypeSpelled spelling: String) -> [String] {
    var names = Set<String>()
    if spelling.hasSuffix(".Type") {
      let typeName = String(spelling.dropLast(5))
      if let kind = ValueKind.ofType(named: typeName) { names.formUnion(BuiltinTable.shared.memberNames(of: kind)) }
      names.formUnion(signatures(typeName)?.statics.keys ?? [:].keys)
      names.formUnion(memberTypes(of: typeName, isStatic: true).map(\.0))
      for e in environment.extensions[typeName] ?? [] { names.formUnion(Self.memberNames(e.members, isStatic: true)) }
    } else if let kind = Self.instanceKind(named: spelling) {
      names.formUnion(BuiltinTable.shared.memberNames(of: kind))
      let owner = SwiftType.numberNames.contains(spelling) ? "Double" : spelling
      names.formUnion(signatures(owner)?.instance.keys ?? [:].keys)
      for e in environment.extensions[spelling] ?? [] { names.formUnion(Self.memberNames(e.members, isStatic: false)) }
    } else {
      names.formUnion(memberTypes(of: spelling, isStatic: false).map(\.0))
      for e in environment.extensions[spelling] ?? [] { names.formUnion(Self.memberNames(e.members, isStatic: false)) }
    }
    names.remove("init")
    return names.sorted()
  }

  private static func memberNames(_ members: [TypeMember], isStatic: Bool) -> [String] {
    members.compactMap { m in
      switch m {
      case .stored(let v, let s): s == isStatic ? v.name.text : nil
      case .computed(let c): c.isStatic == isStatic ? c.name.text : nil
      case .method(let f, let s, _): s == isStatic ? f.name?.text : nil
      case .initializer: nil
      }
    }
  }

  /// The table's kind of a value of the built-in type `name` (`Double`, `Spring`, `CGPoint`).
  static func instanceKind(named name: String) -> ValueKind? {
    if SwiftType.numberNames.contains(name) { return .number }
    if name == "ClosedRange" || name.hasPrefix("PartialRange") { return .range }
    if name == "StrideTo" || name == "StrideThrough" { return .stride }
    // Swift's pieces of a String are strings at run time (BuiltinTable+Characters.swift).
    if name == "Character" || name == "Substring" { return .string }
    return instanceKinds[name]
  }

  private static let instanceKinds: [String: ValueKind] = {
    var kinds: [String: ValueKind] = [:]
    for kind in ValueKind.allCases where kind.staticTypeName == nil && kind != .global {
      if kinds[kind.typeName] == nil { kinds[kind.typeName] = kind }
    }
    // `$x`, whose run-time kind is named for messages ("Binding ($x)").
    kinds["Binding"] = .projection
    return kinds
  }()

  // MARK: - Calls

  func call(_ e: Expr, _ written: Expr, _ args: [CallArgument], expected: SwiftType?) -> SwiftType {
    let callee = resolution.resolved(written)
    switch callee.kind {
    case .variable(let name):
      if let t = typeOfCall(name, args, e) { return t }
      if let t = optionalTypeCall(e, args, expected: expected) { return t }
      if let t = lookup(name.text) {
        resolution.setType(t, of: written)
        switch t {
        case .metatype(.named(let typeName, _)): return initializer(typeName, e, args, expected: expected)
        case .function(let params, let result):
          let decl = scopes.reversed().contains { $0[name.text] != nil } ? nil : environment.functions[name.text]
          let type = applyFunction(
            params, result, args, labels: decl?.parameters.map(\.argumentLabel), decl: decl,
            callee: "\(decl == nil ? "local" : "global") function '\(name.text)(\(decl?.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() ?? ""))'")
          if let decl {
            noteProvedCall(e, to: decl, params, args)
            noteInferenceCall(e, name, to: decl, args)
          }
          return type
        default: break
        }
      } else if let sigs = globalSignatures(name.text) {
        return applySignatures(sigs, args, e, fallback: .unknown)
      } else if case .unresolved = resolution.location(of: name) {
        // "cannot find 'StrokeStyle' in scope" was said: nothing more about its arguments.
        quietImplicitMembers(args)
      }
    case .member(let base, let name):
      if let t = optionalTypeCall(e, args, expected: expected) { return t }
      let b = literalReceiver(check(base, expected: chainContext(base, expected)), name.text)
      resolution.setType(.unknown, of: written)
      // `Image(systemName: "star").font(.largeTitle)`: the refused or unknown view was the
      // error; its modifiers' implicit members get no guesses.
      if b.isUnknown, rootsAtReportedName(base) { quietImplicitMembers(args) }
      if let t = optionalMapCall(e, b, name, args) { return t }
      if let t = genericMethodCall(b, name.text, args, e, expected: expected) { return t }
      if case .metatype(.named(let typeName, _)) = b {
        if name.text == "init" { return initializer(typeName, e, args, expected: expected) }
        if let sigs = signatures(typeName)?.statics[name.text] {
          return applySignatures(sigs, args, e, fallback: .named(typeName))
        }
        if let m = staticMemberType(typeName, name.text, isCall: true) {
          checkCaseLabels(typeName, name, args)
          if case .function(let params, let result) = m { return applyFunction(params, result, args, labels: nil) }
          for a in args { check(a.value, expected: .unknown) }
          return m
        }
        if isFirm(.named(typeName)) { reportMissingStatic(typeName, name) }
      } else if case .named(let typeName, let typeArguments) = b {
        // `self.init(…)` in an initialiser that an extension adds to a built-in type: one of the
        // type's own initialisers (Interpreter+BuiltinInitializers.swift).
        if name.text == "init", case .variable(let v) = resolution.resolved(base).kind, v.text == "self",
          userDecl(typeName) == nil, signatures(typeName)?.initializers.isEmpty == false
        {
          _ = initializer(typeName, e, args, expected: nil)
          return .void
        }
        let owner = typeName != "Int" && SwiftType.numberNames.contains(typeName) ? "Double" : typeName
        if let sigs = signatures(owner)?.instance[name.text] {
          return applySignatures(
            sigs, args, e, fallback: .unknown, expected: expected,
            bindings: Self.typeArgumentBindings(typeName, typeArguments))
        }
        // A view's modifiers (TypeChecker+Views.swift).
        if let t = unsupportedModifierCall(typeName, name, args) { return t }
        if let sigs = viewModifierSignatures(typeName, name.text) {
          return applySignatures(sigs, args, e, fallback: .named("some View"), expected: expected)
        }
        let m = instanceMember(b, name)
        if case .function(let params, let result) = m { return applyFunction(params, result, args, labels: nil) }
      }
      for a in args { check(a.value, expected: .unknown) }
      return .unknown
    default:
      if args.isEmpty, let t = emptyCollectionType(written) { return t }
      let t = check(written, expected: nil)
      if case .function(let params, let result) = t { return applyFunction(params, result, args, labels: nil) }
    }
    for a in args { check(a.value, expected: .unknown) }
    return .unknown
  }

  /// `T(…)`: a built-in's typed initialisers, a struct's own or memberwise one.
  func initializer(_ typeName: String, _ e: Expr, _ args: [CallArgument], expected: SwiftType? = nil) -> SwiftType {
    let selfType = SwiftType.named(typeName)
    if let a = environment.animations[typeName] {
      // An `animation` declaration makes an Animation; its members are the parameters, in
      // order, those with a value optional (`Curved(curve: .circularEaseOut)`).
      let params = a.members.map { m in
        m.type.map { SwiftType($0, generics: generics) } ?? m.initializer.flatMap { quickType($0)?.defaulted } ?? .unknown
      }
      _ = applyFunction(
        params, .animation, args, labels: a.members.map { $0.name.text },
        defaults: a.members.map { $0.initializer != nil })
      return .animation
    }
    if typeName == "Array", let t = arrayInitializer(args, expected: expected) { return t }
    if typeName == "Dictionary", let t = dictionaryInitializer(args, expected: expected) { return t }
    if let sigs = signatures(typeName)?.initializers, !sigs.isEmpty {
      return applySignatures(sigs, args, e, fallback: selfType, expected: expected)
    }
    if let decl = userDecl(typeName) {
      var inits: [FunctionDecl] = []
      for m in decl.members { if case .initializer(let f) = m { inits.append(f) } }
      for ext in environment.extensions[typeName] ?? [] {
        for m in ext.members { if case .initializer(let f) = m { inits.append(f) } }
      }
      if inits.count == 1, let f = inits.first, case .function(let params, _) = functionType(f, selfType: selfType) {
        _ = applyFunction(params, selfType, args, labels: f.parameters.map(\.argumentLabel), decl: f)
        return selfType
      }
      if inits.isEmpty, let raw = resolver.userEnums[typeName]?.rawType, args.count == 1,
        let a = args.first, a.label?.text == "rawValue"
      {
        // Swift's synthesised `init?(rawValue:)`: nil for a value no case has.
        check(a.value, expected: .named(raw))
        return .optional(selfType)
      }
      if inits.isEmpty, resolver.userStructs[typeName] != nil {
        // The memberwise initialiser: stored properties in order, those with a value optional.
        let stored = decl.stored.filter { !$0.isStaticMember(in: decl.members) }
        let params = stored.map { storedType($0, in: typeName) }
        _ = applyFunction(params, selfType, args, labels: stored.map { $0.name.text })
        return selfType
      }
      for a in args { check(a.value, expected: .unknown) }
      return selfType
    }
    for a in args { check(a.value, expected: .unknown) }
    return isBuiltinType(typeName) ? selfType : .unknown
  }

  /// A call of a function of known parameter types. `labels` (when known) map the arguments to
  /// the parameters; otherwise they are taken in order when the counts agree.
  func applyFunction(
    _ params: [SwiftType], _ result: SwiftType, _ args: [CallArgument], labels: [String?]?,
    decl: FunctionDecl? = nil, defaults: [Bool]? = nil, callee: String? = nil
  ) -> SwiftType {
    var mapping: [Int?]? = nil
    if let labels {
      let defaults = defaults ?? decl.map { $0.parameters.map { $0.defaultValue != nil } } ?? labels.map { _ in true }
      mapping = Self.map(args, labels: labels, hasDefault: defaults, parameters: params)
    } else if args.count == params.count {
      mapping = Array(0..<args.count)
    }
    guard let mapping else {
      for a in args { check(a.value, expected: .unknown) }
      return result.isUnknown ? .unknown : result
    }
    var bindings: [String: SwiftType] = [:]
    for (k, argIndex) in mapping.enumerated() {
      guard let argIndex, argIndex < args.count, k < params.count else { continue }
      let a = args[argIndex]  // trap-ok: checked
      let p = params[k].binding(bindings)  // trap-ok: checked
      let t = checkArgument(a.value, p)
      checkConversion(t, p, a.value.range, role: .argument)
      let before = bindings
      unify(p, t, &bindings)
      checkRequirements(p, before: before, after: bindings, callee: callee, at: a.value.range)
    }
    settleLiteralHints(&bindings, closures: mapping.contains { isClosureArgument($0, args) })
    return result.binding(bindings).erasingTypeParameters
  }

  /// A call of a built-in with typed overloads: the first overload whose labels fit and whose
  /// arguments' types are compatible at a glance, else the first whose labels fit.
  func applySignatures(
    _ sigs: [Signature], _ args: [CallArgument], _ e: Expr, fallback: SwiftType, expected: SwiftType? = nil,
    bindings receiverBindings: [String: SwiftType] = [:]
  ) -> SwiftType {
    // A variadic parameter takes as many arguments as fit (none at all, too: `print()`).
    let expanded = sigs.filter { !$0.isProperty }.flatMap { sig in
      sig.variadic == nil ? [sig] : (0...args.count).reversed().map { sig.expanded($0) }
    }
    let fitting = expanded.compactMap { sig in
      Self.map(args, labels: sig.labels, hasDefault: sig.hasDefault, parameters: sig.parameters).map { (sig, $0) }
    }
    guard !fitting.isEmpty else {
      // Labels that fit no typed overload. A method's is reported here, before
      // anything runs, in the built-ins' words, and its arguments' implicit members get no
      // guesses of their own (`Font.system(size: 20, design: .rounded)` is one error); a global
      // function's the resolver reported already, an initialiser's the run time reports.
      if case .call(let callee, _) = resolution.resolved(e).kind, case .member(let base, let name) = resolution.resolved(callee).kind,
        name.text != "init"
      {
        let baseType = resolution.type(of: base)
        // A view's modifiers are matched by the table when lowered, some with messages of their
        // own (`keyframeAnimator` names the closure it lacks).
        let isView = if case .named(let t, _)? = baseType { !viewProtocols(t).isEmpty || t == "some View" } else { false }
        if !isView {
          let written = "(" + args.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
          let overloads = sigs.filter { !$0.isProperty }.map { $0.labels.map { BuiltinParameter($0 ?? "_") } }
          // A static method is named with its type, as the run time names it (`Animation.spring`).
          let what = if case .metatype(.named(let t, _))? = baseType { t + "." + name.text } else { name.text }
          error(Builtins.noOverloadMessage(what: what, signature: written, overloads: overloads), name.range, id: "label-mismatch")
          quietImplicitMembers(args)
        }
      }
      for a in args { check(a.value, expected: .unknown) }
      return fallback
    }
    let chosen =
      fitting.first { sig, mapping in
        mapping.enumerated().allSatisfy { k, argIndex in
          guard let argIndex, argIndex < args.count, k < sig.parameters.count else { return true }
          return glance(args[argIndex].value, sig.parameters[k])  // trap-ok: checked
        }
      } ?? fitting[0]  // trap-ok: not empty
    let (sig, mapping) = chosen
    // Generic parameters bound by the expected result (a keyframe in a track of Angle), then by
    // the arguments in order; closures last, so that their parameters take what the others bound.
    var bindings = receiverBindings
    if let expected, sig.result.containsTypeParameter { unify(sig.result, expected, &bindings) }
    let order = mapping.indices.sorted { k, l in
      !isClosureArgument(mapping[k], args) && isClosureArgument(mapping[l], args)  // trap-ok: indices of mapping
    }
    for k in order {
      guard let argIndex = mapping[k], argIndex < args.count, k < sig.parameters.count else { continue }  // trap-ok: k is an index of mapping
      let a = args[argIndex]  // trap-ok: checked
      let declared = sig.parameters[k]  // trap-ok: checked
      let tentative = isFunctionArgument(argIndex, args) ? tentativeBindings(bindings, for: declared) : bindings
      var p = declared.binding(tentative)
      let mark = diagnostics.count
      var t = checkArgument(a.value, p)
      if diagnostics.count > mark, let retry = floatingLiteralRetry(bindings, tentative) {
        // `readings.reduce(0) { $0 + $1.value }`: the closure does not type with the literal
        // as an Int; Swift's solver takes the literal's other type, Double. The first
        // attempt's errors stand if that fails too.
        let first = Array(diagnostics[mark...])
        diagnostics.removeSubrange(mark...)
        let retried = declared.binding(retry)
        let t2 = checkArgument(a.value, retried)
        if diagnostics.count > mark {
          diagnostics.removeSubrange(mark...)
          diagnostics.append(contentsOf: first)
        } else {
          (p, t) = (retried, t2)
        }
      }
      checkConversion(t, p, a.value.range, role: .argument)
      let before = bindings
      unify(declared, t, &bindings)
      checkRequirements(declared, before: before, after: bindings, callee: calleeDescription(e, sig), at: a.value.range)
    }
    settleLiteralHints(&bindings, closures: mapping.contains { isClosureArgument($0, args) })
    return sig.result.binding(bindings).erasingTypeParameters
  }

  /// An argument checked against its parameter's type. A literal for a VectorArithmetic (or
  /// Animatable) generic parameter is a Double: Int is neither.
  private func checkArgument(_ value: Expr, _ p: SwiftType) -> SwiftType {
    let t = check(value, expected: p)
    if case .typeParameter(_, let constraints) = p,
      constraints.contains("VectorArithmetic") || constraints.contains("Animatable"), t.isUnknown,
      quickType(value).map(isLiteralType) ?? isLiteralArithmetic(value)
    {
      return check(value, expected: .double)
    }
    // A literal for any other generic parameter is a hint (`reduce(0, +)`: settled by the
    // closure or operator beside it, else its default type; settleLiteralHints).
    if case .typeParameter = p, t.isUnknown, let q = quickType(value), isLiteralType(q) { return q }
    return t
  }

  /// A closure or an operator passed as a function (`reduce(0, +)`).
  private func isFunctionArgument(_ index: Int, _ args: [CallArgument]) -> Bool {
    guard index < args.count else { return false }
    switch resolution.resolved(args[index].value).kind {  // trap-ok: checked
    case .closure, .operatorFunction: return true
    default: return false
    }
  }

  private func isClosureArgument(_ index: Int?, _ args: [CallArgument]) -> Bool {
    guard let index, index < args.count else { return false }
    if case .closure = resolution.resolved(args[index].value).kind { return true }  // trap-ok: checked
    return false
  }

  /// Whether an argument could be of type `p`, judged without checking it (no side effects):
  /// used to choose among overloads.
  private func glance(_ e: Expr, _ p: SwiftType) -> Bool {
    if p.isUnknown { return true }
    switch e.kind {
    case .implicitMember(let id):
      guard case .named(let typeName, _) = p.unwrapped else { return false }
      return id.text == "init" || staticMemberType(typeName, id.text, isCall: false) != nil
    case .call(let callee, _):
      if case .implicitMember(let id) = callee.kind {
        guard case .named(let typeName, _) = p.unwrapped else { return false }
        return id.text == "init" || staticMemberType(typeName, id.text, isCall: true) != nil
      }
      guard let t = quickType(e) else { return true }
      return isConvertible(t, p)
    case .closure: if case .function = p.unwrapped { return true } else { return false }
    default:
      guard let t = quickType(e) else { return true }
      return isConvertible(t, p)
    }
  }

  /// Whether `e` is made of number literals and arithmetic only (`7 / 2`, `-(1 + 2)`).
  func isLiteralArithmetic(_ e: Expr) -> Bool {
    switch e.kind {
    case .number: true
    case .unary(.negate, let x): isLiteralArithmetic(x)
    case .binary(let op, let l, let r):
      [.add, .subtract, .multiply, .divide, .remainder].contains(op) && isLiteralArithmetic(l) && isLiteralArithmetic(r)
    default: false
    }
  }

  /// An expression's type where it can be told without checking it (literals, variables).
  func quickType(_ e: Expr) -> SwiftType? {
    switch e.kind {
    case .number: return isIntegerLiteral(e) ? .integerLiteral : .floatLiteral
    case .string, .interpolatedString: return .string
    case .bool: return .bool
    case .color: return .named("Color")
    case .variable(let n): return lookup(n.text)
    case .unary(.negate, let x), .unary(.bitwiseNot, let x): return quickType(x)
    case .binary(let op, let l, let r):
      // Number arithmetic (`Double(i * 2)`, `Double(count - 1)`, `Double(hex & 0xff)`): the
      // operands' number type, a literal taking the other's, so that the conversion's
      // overload is chosen by it.
      guard let a = quickType(l), a.isNumber else { return nil }
      if op == .shiftLeft || op == .shiftRight { return a }
      guard [.add, .subtract, .multiply, .divide, .remainder, .bitwiseAnd, .bitwiseOr, .bitwiseXor].contains(op),
        let b = quickType(r), b.isNumber
      else { return nil }
      if isLiteralType(a) && isLiteralType(b) { return a == .floatLiteral || b == .floatLiteral ? .floatLiteral : .integerLiteral }
      if isLiteralType(a) { return b }
      if isLiteralType(b) { return a }
      return a == b ? a : nil
    case .call(let callee, _):
      if case .variable(let n) = callee.kind, case .metatype(let t)? = lookup(n.text) { return t }
      return nil
    case .member(let base, let name):
      if case .variable(let n) = base.kind, case .metatype(.named(let typeName, _))? = lookup(n.text),
        let t = staticMemberType(typeName, name.text, isCall: false), !t.isUnknown
      {
        if case .function = t { return nil }
        return t
      }
      // An instance's property whose type the signatures give (`items.count` is an Int), so
      // that an overload can be chosen by it (`Double(items.count)`); nothing is reported here.
      guard let b = quickType(base) else { return nil }
      let t: SwiftType
      switch b {
      case .array(let e): t = collectionMember("Array", name.text, ["Element": e])
      case .dictionary(let k, let v): t = collectionMember("Dictionary", name.text, ["Key": k, "Value": v])
      case .named(let typeName, let arguments):
        guard let first = signatures(typeName)?.instance[name.text]?.first, first.isProperty else { return nil }
        t = first.result.binding(Self.typeArgumentBindings(typeName, arguments)).erasingTypeParameters
      default: return nil
      }
      if t.isUnknown { return nil }
      if case .function = t { return nil }
      return t
    default: return nil
    }
  }

  /// Which parameter each argument gives (nil: a defaulted parameter left out), by Swift's
  /// rule: arguments in parameter order, labels as declared, a defaulted parameter may be left
  /// out, a trailing closure goes to a function parameter.
  static func map(_ args: [CallArgument], labels: [String?], hasDefault: [Bool], parameters: [SwiftType]) -> [Int?]? {
    var mapping: [Int?] = []
    var next = 0
    for (k, label) in labels.enumerated() {
      let defaulted = k < hasDefault.count && hasDefault[k]  // trap-ok: checked
      if next < args.count {
        let a = args[next]  // trap-ok: checked
        let isFunction: Bool
        if k < parameters.count, case .function = parameters[k].unwrapped {  // trap-ok: checked
          isFunction = true
        } else {
          isFunction = k < parameters.count && parameters[k].isUnknown  // trap-ok: checked
        }
        let fits = a.isTrailingClosure && a.label == nil ? (isFunction || !defaulted) : a.label?.text == label
        if fits {
          mapping.append(next)
          next += 1
          continue
        }
      }
      if defaulted {
        mapping.append(nil)
        continue
      }
      return nil
    }
    return next == args.count ? mapping : nil
  }
}

extension VariableDecl {
  /// Whether this stored property is declared `static` among `members`.
  func isStaticMember(in members: [TypeMember]) -> Bool {
    for m in members {
      if case .stored(let v, let isStatic) = m, v === self { return isStatic }
    }
    return false
  }
}
