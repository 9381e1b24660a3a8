// Resolving `struct` and `enum` declarations and `switch` statements.
import AnimSyntax

/// What a method of a declared type sees: `self`, and the member names that mean `self.name`.
struct TypeContext {
  let name: String
  let members: Set<String>
  let selfIsMutable: Bool
  var generics: Set<String> = []
}

extension Resolver {
  static func staticNames(_ members: [TypeMember]) -> [String] {
    members.compactMap { m in
      switch m {
      case .stored(let v, true): v.name.text
      case .computed(let c) where c.isStatic: c.name.text
      case .method(let f, true, _): f.name?.text
      default: nil
      }
    }
  }

  static func instanceNames(_ members: [TypeMember]) -> [String] {
    members.compactMap { m in
      switch m {
      case .stored(let v, false): v.name.text
      case .computed(let c) where !c.isStatic: c.name.text
      case .method(let f, false, _): f.name?.text
      default: nil
      }
    }
  }

  func resolveStruct(_ d: StructDecl) {
    if !isTopLevel || !declaredThisInput.contains(d.name.text) {
      declare(d.name, isMutable: false)
    }
    mirrorLocalType(d.name)
    if !d.nestedTypes.isEmpty { nestedTypes[d.name.text] = Set(d.nestedTypes) }
    userStructs[d.name.text] = d
    noteLazyProperties(d)
    if d.isClass {
      resolution.classNames.insert(d.name.text)
      checkClassDeclaration(d)
    } else {
      checkPublishedOutsideClass(d.storedProperties)
      checkObservedProperties(d.storedProperties)
    }
    if d.attributeNames.contains("Animatable") { checkAnimatableMacro(d) }
    var seen: [String: SourceRange] = [:]
    for m in d.members {
      let name: Name? =
        switch m {
        case .stored(let v, _): v.name
        case .computed(let c): c.name
        case .method(let f, _, _): f.name
        case .initializer: nil
        }
      guard let name else { continue }
      if seen[name.text] != nil {
        error("invalid redeclaration of '\(name.text)' in struct '\(d.name.text)'", name.range, id: "redeclaration")
      }
      seen[name.text] = name.range
    }
    let generics = Set(d.genericParameters.map(\.text))
    if !generics.isEmpty {
      // Swift keeps one static stored property per type, and a generic type is many types.
      for m in d.members {
        if case .stored(let v, true) = m {
          error("static stored properties not supported in generic types", v.name.range, id: "generic-static")
        }
      }
    }
    activeGenerics.formUnion(generics)
    defer { activeGenerics.subtract(generics) }
    markViewBody(d)
    resolveMembers(
      d.members, typeName: d.name.text,
      instanceNames: Self.instanceNames(d.members) + protocolExtensionNames(d.conformances).instance,
      extraStatics: protocolExtensionNames(d.conformances).statics, generics: generics)
  }

  /// Records the names an extension adds (hoisted, so that methods resolved later see them).
  func registerExtension(_ d: ExtensionDecl) {
    let type = BuiltinTypeNames.canonical(d.name.text)
    var names = extensionNames[type] ?? ([], [])
    names.instance.formUnion(Self.instanceNames(d.members))
    names.statics.formUnion(Self.staticNames(d.members))
    extensionNames[type] = names
  }

  /// `extension Name { … }`: of a declared struct or enum, or of a built-in type.
  func resolveExtension(_ d: ExtensionDecl) {
    let type = BuiltinTypeNames.canonical(d.name.text)
    registerExtension(d)
    var instance = extensionNames[type]?.instance ?? []
    var statics = extensionNames[type]?.statics ?? []
    if let s = userStructs[type] {
      instance.formUnion(Self.instanceNames(s.members))
      statics.formUnion(Self.staticNames(s.members))
    } else if let e = userEnums[type] {
      instance.formUnion(Self.instanceNames(e.members))
      statics.formUnion(Self.staticNames(e.members) + e.cases.map(\.name.text))
      if e.rawType != nil { instance.insert("rawValue") }
    } else if let p = userProtocols[type] {
      // A protocol's requirements mean `self.name` in its default implementations.
      for r in p.requirements { if r.isStatic { statics.insert(r.name.text) } else { instance.insert(r.name.text) } }
    } else if let kind = BuiltinTypeNames.instanceKind(of: type) {
      // A built-in type: its own members mean `self.name` inside the extension too.
      instance.formUnion(BuiltinTable.shared.memberNames(of: kind))
      if let staticKind = ValueKind.ofType(named: type) {
        statics.formUnion(BuiltinTable.shared.memberNames(of: staticKind))
      }
    }
    if BuiltinTypeNames.instanceKind(of: type) == nil {
      resolveUse(d.name)
    }
    for m in d.members {
      if case .stored(let v, false) = m {
        error("extensions must not contain stored properties; use a computed property", v.name.range, id: "extension-stored")
      }
    }
    resolveMembers(
      d.members, typeName: type, instanceNames: Array(instance), extraStatics: statics)
  }

  func resolveEnum(_ d: EnumDecl) {
    if !isTopLevel || !declaredThisInput.contains(d.name.text) {
      declare(d.name, isMutable: false)
    }
    mirrorLocalType(d.name)
    if !d.nestedTypes.isEmpty { nestedTypes[d.name.text] = Set(d.nestedTypes) }
    userEnums[d.name.text] = d
    var seen: Set<String> = []
    for c in d.cases {
      if !seen.insert(c.name.text).inserted {
        error("invalid redeclaration of case '\(c.name.text)'", c.name.range, id: "redeclaration")
      }
      if let raw = c.rawValue {
        resolveExpr(raw)
        switch raw.kind {
        case .number, .string: break
        case .unary(.negate, let x) where { if case .number = x.kind { true } else { false } }():
          break
        default:
          error("a raw value must be a number or string literal", raw.range, id: "enum-raw-value")
        }
        if d.rawType == nil {
          error(
            "enum '\(d.name.text)' has no raw type; write 'enum \(d.name.text): Int' (or String)",
            raw.range, id: "enum-raw-value")
        }
      }
    }
    for m in d.members {
      if case .stored(let v, false) = m {
        error("enums cannot have stored properties; use a computed property", v.name.range, id: "enum-stored")
      }
    }
    var instance = Self.instanceNames(d.members)
    if d.rawType != nil { instance.append("rawValue") }
    let inherited = protocolExtensionNames(d.conformances)
    resolveMembers(
      d.members, typeName: d.name.text, instanceNames: instance + inherited.instance, extraStatics: inherited.statics)
  }

  /// Resolves field defaults and static values where the declaration is, and the bodies of
  /// methods, accessors and initialisers with `self` in their first slot.
  private func resolveMembers(
    _ members: [TypeMember], typeName: String, instanceNames: [String], extraStatics: Set<String> = [],
    generics: Set<String> = []
  ) {
    var instance = Set(instanceNames)
    var statics = Set(Self.staticNames(members)).union(extraStatics)
    if let added = extensionNames[typeName] {
      instance.formUnion(added.instance)
      statics.formUnion(added.statics)
    }
    for m in members {
      if case .stored(let v, _) = m, let i = v.initializer { resolveExpr(i) }
    }
    func body(_ f: FunctionDecl, isStatic: Bool, mutating: Bool) {
      let context = TypeContext(
        name: typeName, members: isStatic ? statics : instance, selfIsMutable: mutating || isStatic,
        generics: generics)
      if isTopLevel {
        // Like top-level functions: the bodies see every global of the file.
        deferred.append((f, [], context))
      } else {
        resolveFunctionBody(f, parent: current, prelude: [], type: context)
        if !resolution.layout(of: f).captures.isEmpty {
          error(
            "a method of '\(typeName)' cannot use the enclosing function's variables (as in Swift); pass them as arguments",
            f.range, id: "type-capture")
        }
      }
    }
    for m in members {
      switch m {
      case .stored(let v, let isStatic):
        if isStatic, let o = v.observers.first {
          error(
            "observers on a 'static var' are not supported; set it through a static func that does the work",
            o.range, id: "static-observers")
        }
        for o in v.observers { body(o, isStatic: isStatic, mutating: true) }
      case .computed(let c):
        // A `lazy var`'s initialiser runs inside its mutating getter (it may read another).
        body(c.getter, isStatic: c.isStatic, mutating: c.lazyStorage != nil)
        if let s = c.setter { body(s, isStatic: c.isStatic, mutating: true) }
      case .method(let f, let isStatic, let isMutating):
        body(f, isStatic: isStatic, mutating: isMutating)
      case .initializer(let f):
        body(f, isStatic: false, mutating: true)
      }
    }
  }

  /// A generic parameter's name used as a value (`Value.zero`, `V.zero`): it stands for
  /// VectorArithmetic, since Anim's values carry their own shape.
  func rewriteGenericParameter(_ e: Expr, _ name: Name) -> Bool {
    var found = activeGenerics.contains(name.text)
    var scope: FunctionScope? = current
    while !found, let s = scope {
      if s.scopes.contains(where: { $0[name.text] != nil }) { return false }
      found = s.genericNames.contains(name.text)
      scope = s.isFunction ? s.parent : nil
    }
    guard found else { return false }
    rewrite(e, asVariable: resolvedName("VectorArithmetic", at: name.range))
    return true
  }

  /// The name of the type whose method (or closure in one) is being resolved.
  func enclosingTypeName() -> String? {
    var scope: FunctionScope? = current
    while let s = scope {
      if let t = s.typeName { return t }
      scope = s.isFunction ? s.parent : nil
    }
    return nil
  }

  /// The type after `is`/`as?`: `Self` is the enclosing type.
  func resolveTypeName(_ name: Name) {
    if name.text == "Self", let typeName = enclosingTypeName() {
      if let (loc, _) = lookup(typeName, in: current) {
        resolution.setLocation(loc, of: name)
        return
      }
    }
    resolveUse(name)
  }

  /// `name` written alone in a method, meaning `self.name` (or `Self`, meaning the type):
  /// rewrites the node and resolves it; false when `name` is something else.
  /// Whether `name` is a member of the type whose method encloses the current scope.
  func isSelfMember(_ name: String) -> Bool {
    var scope: FunctionScope? = current
    while let s = scope {
      if let members = s.selfMembers { return members.contains(name) }
      scope = s.isFunction ? s.parent : nil
    }
    return false
  }

  func rewriteSelfMember(_ e: Expr, _ name: Name) -> Bool {
    var scope: FunctionScope? = current
    var method: FunctionScope?
    while let s = scope {
      if s.selfMembers != nil {
        method = s
        break
      }
      scope = s.isFunction ? s.parent : nil
    }
    guard let method, let members = method.selfMembers, let typeName = method.typeName else {
      return false
    }
    if name.text == "Self" {
      rewrite(e, asVariable: resolvedName(typeName, at: name.range))
      return true
    }
    guard members.contains(name.text) else { return false }
    // A local declared in the method (or a closure in it) hides the member, as in Swift.
    var s: FunctionScope? = current
    while let scope = s {
      for level in scope.scopes where level[name.text] != nil { return false }
      if scope === method { break }
      s = scope.parent
    }
    rewrite(e, asMember: Identifier(text: name.text, range: name.range), of: resolvedName("self", at: name.range))
    return true
  }

  // MARK: - switch

  func resolveSwitch(_ sw: SwitchStmt) {
    resolveExpr(sw.subject)
    for c in sw.cases {
      current.scopes.append([:])
      var firstNames: [String: Name] = [:]
      for (k, p) in c.patterns.enumerated() {
        var bound: [Name] = []
        resolvePattern(p, &bound)
        if k == 0 {
          for n in bound {
            declare(n, isMutable: false)
            firstNames[n.text] = n
          }
        } else {
          // Every pattern of one case binds the same names, to the same slots.
          for n in bound {
            if let first = firstNames[n.text] {
              resolution.setLocation(resolution.location(of: first), of: n)
            } else {
              error("'\(n.text)' must be bound in every pattern of the case", n.range, id: "case-binding")
            }
          }
          for (text, first) in firstNames where !bound.contains(where: { $0.text == text }) {
            error("'\(text)' must be bound in every pattern of the case", p.range, id: "case-binding")
            _ = first
          }
        }
      }
      if let g = c.guardExpression { resolveExpr(g) }
      current.switchDepth += 1
      resolveBlock(c.body)
      current.switchDepth -= 1
      current.scopes.removeLast()
    }
  }

  func resolvePattern(_ p: CasePattern, _ bound: inout [Name]) {
    switch p {
    case .wildcard, .enumCase: break
    case .binding(let n, _): bound.append(n)
    case .tuple(let ps, _): for x in ps { resolvePattern(x, &bound) }
    case .enumCasePayload(_, let elements, _): for x in elements { resolvePattern(x.pattern, &bound) }
    case .expression(let e): resolveExpr(e)
    case .optional(let q, _): resolvePattern(q, &bound)
    }
  }
}
