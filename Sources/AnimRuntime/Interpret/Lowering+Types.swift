// `struct` and `enum` declarations: lowered once, made into run-time types when they run.
import AnimSyntax

extension Lowering {
  /// The members of a type, lowered: each method, accessor and initialiser once.
  private struct LoweredMembers {
    var stored: [(decl: VariableDecl, isStatic: Bool, code: ExprCode?)] = []
    var methods: [(name: String, code: CompiledFunction, isStatic: Bool, isMutating: Bool)] = []
    var computed: [(name: String, accessors: TypeAccessors, isStatic: Bool)] = []
    var initializers: [CompiledFunction] = []
    var observers: [(name: String, observers: PropertyObservers)] = []

    init(_ members: [TypeMember]) {
      for m in members {
        switch m {
        case .stored(let v, let isStatic):
          stored.append((v, isStatic, v.initializer.map { Lowering.expr($0) }))
          if !isStatic && !v.observers.isEmpty {
            observers.append(
              (v.name.text, PropertyObservers(
                willSet: v.willSet.map { CompiledFunction($0) }, didSet: v.didSet.map { CompiledFunction($0) })))
          }
        case .computed(let c):
          let accessors = TypeAccessors(
            getter: CompiledFunction(c.getter), setter: c.setter.map { CompiledFunction($0) })
          accessors.lazyStorage = c.lazyStorage
          computed.append((c.name.text, accessors, c.isStatic))
        case .method(let f, let isStatic, let isMutating):
          methods.append((f.name?.text ?? "_", CompiledFunction(f), isStatic, isMutating))
        case .initializer(let f):
          initializers.append(CompiledFunction(f))
        }
      }
    }

    /// Fills `members` and evaluates the static stored properties (after the type is stored
    /// under its name, so that `static let zero = Point(x: 0, y: 0)` can name it).
    func install(
      into members: TypeMembers, _ i: Interpreter, _ m: inout Machine, adding: Bool = false
    ) throws(RuntimeError) {
      // At the end, even after an error: what a read site (StaticMemberSite) learned before or
      // while the statics were evaluated is learned again.
      defer { members.generation &+= 1 }
      for (name, code, isStatic, isMutating) in methods {
        let method = TypeMethod(code, isMutating: isMutating)
        if isStatic { members.staticMethods[name] = method } else { members.methods[name] = method }
      }
      for (name, o) in observers { members.observers[name] = o }
      for (name, accessors, isStatic) in computed {
        if isStatic { members.staticComputed[name] = accessors } else { members.computed[name] = accessors }
      }
      // An extension's initialisers add to the type's (Swift keeps the memberwise one too).
      members.initializers = adding ? members.initializers + initializers : initializers
      if !adding && !initializers.isEmpty { members.hasMemberwiseInitializer = false }
      if members.file == nil { members.file = m.file }
      for (decl, isStatic, code) in stored where isStatic {
        let value = try code.map { (c) throws(RuntimeError) in try c(i, &m) } ?? Value.none
        members.staticValues[decl.name.text] = Box(value)
        if decl.isMutable { members.staticMutable.insert(decl.name.text) }
      }
    }
  }

  static func structDeclaration(_ d: StructDecl) -> StmtCode {
    let lowered = LoweredMembers(d.members)
    markDefaultsGetters(lowered.computed, typeName: d.name.text)
    let defaults = lowered.stored.filter { !$0.isStatic }.map(\.code)
    let name = resolvedName(d.name)
    let mirror = resolution.localTypeMirrors[d.name.id].map { resolvedName($0) }
    // Each field's static type, for printing: its annotation, else its default's checked type.
    let formats = d.storedProperties.map { v in
      PrintFormat(v.type.map { SwiftType($0) } ?? v.initializer.flatMap { resolution.type(of: $0)?.defaulted })
    }
    let typeNames = d.storedProperties.map { v in
      (v.type.map { SwiftType($0) } ?? v.initializer.flatMap { resolution.type(of: $0)?.defaulted })?.description ?? "_"
    }
    // Defaults the checker types as class instances are made for each instance, never when
    // the declaration runs (making one then would run its `init` once too often); so is a
    // default that calls something (`let id = UUID()`: Swift evaluates a default for each
    // instance, and each item needs its own identifier).
    let perInstance = d.storedProperties.map { v in
      guard let initializer = v.initializer else { return false }
      return resolution.type(of: initializer).map { Lowering.holdsClass($0) } ?? false || initializer.callsSomething
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let info = StructInfo(decl: d, file: m.file, interpreter: i)
      info.fieldFormats = formats
      info.fieldTypeNames = typeNames
      var values: [Value?] = []
      for (k, code) in defaults.enumerated() {
        if k < perInstance.count, perInstance[k] {  // trap-ok: checked
          values.append(Value.none)
          continue
        }
        values.append(try code.map { (c) throws(RuntimeError) in i.copyOnBind(try c(i, &m)) })
      }
      info.defaults = values
      info.freshDefaults = zip(values.indices, defaults).compactMap { k, code in
        guard let code, k < perInstance.count && perInstance[k] || values[k]?.holdsClassInstance ?? false else { return nil }  // trap-ok: zip of its indices
        return (k, code)
      }
      try i.store(.type(.structType(info)), to: name, isDeclaration: true, &m)
      if let mirror { try i.store(.type(.structType(info)), to: mirror, isDeclaration: true, &m) }
      try lowered.install(into: info.members, i, &m)
      return .normal
    }
  }

  /// `extension Name { … }`: the members go into the declared type, or into the interpreter's
  /// table of members added to a built-in type.
  static func extensionDeclaration(_ d: ExtensionDecl) -> StmtCode {
    let lowered = LoweredMembers(d.members)
    markDefaultsGetters(lowered.computed, typeName: d.name.text)
    let type = BuiltinTypeNames.canonical(d.name.text)
    if type == "AnimationContext" { markStateKeyGetters(lowered.computed) }
    let isProtocol = resolution.protocolNames.contains(type)
    let isBuiltin = BuiltinTypeNames.instanceKind(of: type) != nil || isProtocol
    // A protocol's default implementations are kept with the built-in types' extensions, under
    // a key no built-in type has.
    let key = isProtocol ? Interpreter.protocolExtensionKey(type) : type
    let name = resolvedName(d.name)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let members: TypeMembers
      if isBuiltin {
        if let existing = i.builtinExtensions[key] {
          members = existing
        } else {
          members = TypeMembers()
          i.builtinExtensions[key] = members
        }
      } else {
        switch i.readRaw(name, &m).unwrapped {
        case .type(.structType(let s)): members = s.members
        case .type(.enumType(let e)): members = e.members
        case let other:
          throw RuntimeError(
            "cannot extend \(other.typeNameWithArticle) ('\(name.text)'); extend a struct, an enum or a built-in type such as Animation",
            at: name.range, file: m.file)
        }
      }
      try lowered.install(into: members, i, &m, adding: true)
      if isBuiltin { i.extensionGeneration &+= 1 }
      return .normal
    }
  }

  static func enumDeclaration(_ d: EnumDecl) -> StmtCode {
    let lowered = LoweredMembers(d.members)
    let raws: [ExprCode?] = d.cases.map { c in c.rawValue.map { expr($0) } }
    let rawType = d.rawType
    let name = resolvedName(d.name)
    let payloadLabels = d.cases.map { c in c.payload.map { $0.map { $0.label?.text } } }
    let payloadFormats = d.cases.map { c in
      (c.payload ?? []).map { PrintFormat(SwiftType($0.type, selfType: .named(d.name.text))) }
    }
    let mirror = resolution.localTypeMirrors[d.name.id].map { resolvedName($0) }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let info = EnumInfo(decl: d, file: m.file)
      info.payloadLabels = payloadLabels
      info.payloadFormats = payloadFormats
      // Swift's implicit raw values: a String case's name, an Int one more than the last.
      var next = 0.0
      var rawValues: [Value] = []
      for (k, code) in raws.enumerated() {
        if let code {
          let v = try code(i, &m)
          if case .number(let d) = v { next = d + 1 }
          rawValues.append(v)
        } else if rawType == "String" {
          rawValues.append(.string(info.caseNames[k]))  // trap-ok: one name per case
        } else if rawType != nil {
          rawValues.append(.number(next))
          next += 1
        } else {
          rawValues.append(.none)
        }
      }
      if rawType != nil {
        for (k, v) in rawValues.enumerated() {
          if let j = rawValues[..<k].firstIndex(where: { $0.isEqual(to: v) }) {
            throw RuntimeError(
              "raw value \(v.quoted) of case '\(info.caseNames[k])' is also case '\(info.caseNames[j])''s",  // trap-ok: indices of rawValues
              at: d.cases[k].name.range, file: m.file)  // trap-ok: one case per raw value
          }
        }
      }
      info.rawValues = rawValues
      try i.store(.type(.enumType(info)), to: name, isDeclaration: true, &m)
      if let mirror { try i.store(.type(.enumType(info)), to: mirror, isDeclaration: true, &m) }
      try lowered.install(into: info.members, i, &m)
      return .normal
    }
  }
}
