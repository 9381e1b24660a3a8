// The type checker: after the resolver has placed every name and before anything is lowered, it
// gives each expression a static type, bidirectionally (an expression is checked against the
// type its context expects, or its type is inferred), and resolves implicit members (`.easeIn`,
// `.zero`, `.init(x:y:)`, an enum's `.move`) against the contextual type as Swift does: a
// parameter's, an annotation's, a return type's, the assigned variable's, an element type's,
// the other operand of `==`, a ternary's other branch.
//
// It is gradual: what it cannot type yet (an untyped Anim parameter, a built-in without a typed
// signature in BuiltinSignatures.swift) is `unknown` and left to the run time, as before; a
// mismatch between two known types is an error before anything runs, in Swift's words.
//
// Its results go where the resolver's do (Resolution.swift): an implicit member's resolved
// form is a rewrite, so the lowering needs no change; each checked expression's type is kept
// for `:type` and completion.
import AnimSyntax

/// What the checker keeps between the inputs of one session (a REPL's globals).
final class TypeEnvironment {
  /// The static types of global variables, functions and declarations, by name.
  var globals: [String: SwiftType] = [:]
  /// The user functions declared at the top level, by name (for their labels and defaults).
  var functions: [String: FunctionDecl] = [:]
  /// Extensions of each type, by the type's name.
  var extensions: [String: [ExtensionDecl]] = [:]
  /// Anim's `animation` declarations, by name (their members are their initialiser's
  /// parameters).
  var animations: [String: AnimationDecl] = [:]

  /// The built-ins' typed members, read per type when first needed (BuiltinSignatures).
  private var signatureCache: [String: TypeSignatures?] = [:]

  func signatures(of type: String) -> TypeSignatures? {
    if let cached = signatureCache[type] { return cached }
    let read = BuiltinSignatures.read(type)
    signatureCache[type] = read
    return read
  }

  /// The typed overloads of the global function `name`, read when first asked for.
  private var globalCache: [String: [Signature]?] = [:]

  func globalSignatures(named name: String) -> [Signature]? {
    if let cached = globalCache[name] { return cached }
    let read = BuiltinSignatures.readGlobal(name)
    globalCache[name] = read
    return read
  }

  func reset() {
    globals = [:]
    functions = [:]
    extensions = [:]
    animations = [:]
  }
}

/// Checks one resolved program.
final class TypeChecker {
  let resolver: Resolver
  let environment: TypeEnvironment
  var diagnostics: [Diagnostic] = []
  /// Local scopes, innermost last.
  var scopes: [[String: SwiftType]] = []
  /// The enclosing functions' declared result types, innermost last (nil: not declared).
  var resultTypes: [SwiftType?] = []
  /// The enclosing type declarations, innermost last (for `self`, `Self` and members written
  /// alone).
  var selfTypes: [String] = []
  /// Generic parameters in scope, with their constraints.
  var generics: [String: [String]] = [:]
  /// Implicit members this checker resolved (their ranges): the resolver's guess at them, and
  /// its error if it guessed wrong, no longer stand.
  var resolvedImplicitMembers = Set<SourceRange>()
  /// The results the enclosing closures' contexts expect, innermost last (nil: none known): a
  /// single-expression body's context, and a result builder's items'.
  var closureResults: [SwiftType?] = []
  /// The roots of assignment paths that write through a class instance (a `let` root is then
  /// allowed): see ``noteWriteThroughReference(_:)``.
  var referenceWrites = Set<SourceRange>()
  /// The roots of reads of a struct's `lazy var` (Resolver+Lazy.swift).
  var lazyStructReads = Set<SourceRange>()
  /// The types whose initialisers are being checked, innermost last (an `init` sets the type's
  /// `let` properties).
  var initializerTypes: [String] = []
  /// Member types being inferred (a stored property's initialiser): a cycle gives `unknown`.
  var inferring = Set<String>()
  /// Stored properties' types inferred from initialisers that needed a check (`storedType`).
  var inferredStoredTypes: [String: SwiftType] = [:]
  /// Untyped functions whose parameters may be inferred numbers, while a whole program is
  /// checked (TypeChecker+ParameterInference.swift); nil otherwise.
  var inference: ParameterInference?

  var resolution: Resolution { resolver.resolution }

  /// The built-ins' typed members of `type` ("" for global functions).
  func signatures(_ type: String) -> TypeSignatures? { environment.signatures(of: type) }

  /// The built-ins' typed overloads of the global function `name`.
  func globalSignatures(_ name: String) -> [Signature]? { environment.globalSignatures(named: name) }

  init(resolver: Resolver, environment: TypeEnvironment) {
    self.resolver = resolver
    self.environment = environment
  }

  // MARK: - Programs

  /// Checks `program`; returns its diagnostics.
  func check(_ program: Program) -> [Diagnostic] {
    declareGlobals(program.statements)
    if resolution.infersParameterTypes { inference = ParameterInference(program, resolution) }
    for s in program.statements { check(s) }
    settleInference()
    return diagnostics
  }

  /// Types, functions and extensions are visible throughout the file, as in a Swift main file.
  private func declareGlobals(_ statements: [Stmt]) {
    for s in statements {
      var conformances: [Identifier] = []
      switch s.kind {
      case .struct(let d): conformances = d.conformances
      case .enum(let d): conformances = d.conformances
      case .extension(let d): conformances = d.conformances
      default: break
      }
      if let name = s.declaredTypeName {
        if conformances.contains(where: { $0.text == "CustomStringConvertible" }) { resolution.describedTypes.described.insert(name) }
        if conformances.contains(where: { $0.text == "CustomDebugStringConvertible" }) {
          resolution.describedTypes.debugDescribed.insert(name)
        }
      }
      switch s.kind {
      case .function(let f):
        if let n = f.name {
          environment.globals[n.text] = functionType(f)
          environment.functions[n.text] = f
        }
      case .struct(let d): environment.globals[d.name.text] = .metatype(.named(d.name.text))
      case .enum(let d): environment.globals[d.name.text] = .metatype(.named(d.name.text))
      case .extension(let d): environment.extensions[d.name.text, default: []].append(d)
      case .animation(let a):
        environment.globals[a.name.text] = .metatype(.named(a.name.text))
        environment.animations[a.name.text] = a
      case .state(let st): environment.globals[st.name.text] = .unknown
      default: break
      }
    }
  }

  func error(_ message: String, _ range: SourceRange, id: DiagnosticID = "type-mismatch") {
    diagnostics.append(Diagnostic(.error, message, file: resolver.file, range: range, id: id))
  }

  // MARK: - Scopes

  func declare(_ name: String, _ type: SwiftType) {
    if scopes.isEmpty {
      environment.globals[name] = type
    } else {
      scopes[scopes.count - 1][name] = type  // trap-ok: not empty
    }
  }

  func withScope<T>(_ body: () -> T) -> T {
    scopes.append([:])
    defer { scopes.removeLast() }
    return body()
  }

  /// The type of the variable, function or type `name` where it is used.
  func lookup(_ name: String) -> SwiftType? {
    for s in scopes.reversed() {
      if let t = s[name] { return t }
    }
    if let t = environment.globals[name] { return t }
    if let t = builtinValueType(name) { return t }
    return nil
  }

  /// A built-in name used as a value: a type (`Spring`), a constant (`pi`).
  func builtinValueType(_ name: String) -> SwiftType? {
    // A global constant's type is its declaration's (BuiltinSignatures: `var pi: Double`).
    if let property = globalSignatures(name)?.first(where: \.isProperty) { return property.result }
    if isBuiltinType(name) { return .metatype(.named(name)) }
    return nil
  }

  /// The built-in types the checker knows by name.
  func isBuiltinType(_ name: String) -> Bool {
    BuiltinSignatures.declares(name) || ValueKind.ofType(named: name) != nil
      || BuiltinSignatures.selfTypedStatics.contains(name) || SwiftType.numberNames.contains(name)
      || name == "Bool" || name == "String"
  }

  // MARK: - Declarations

  /// The generic parameters of `f` (and of the enclosing type) with their constraints.
  func genericsOf(_ f: FunctionDecl) -> [String: [String]] {
    var g = generics
    for p in f.genericParameters { g[p.text] = f.genericConstraints[p.text] ?? [] }
    return g
  }

  /// `f`'s type from its annotations: an unannotated parameter (Anim's `func f(a)`) is
  /// `unknown`, and so is the result of a function that does not declare one but returns a
  /// value (Anim's `func f(a) { return a * 2 }`).
  func functionType(_ f: FunctionDecl, declaredResult: TypeAnnotation? = nil) -> SwiftType {
    let g = genericsOf(f)
    let selfType = selfTypes.last.map { SwiftType.named($0) }
    let params = f.parameters.map { p in p.type.map { SwiftType($0, generics: g, selfType: selfType) } ?? .unknown }
    let result = (f.returnType ?? declaredResult).map { SwiftType($0, generics: g, selfType: selfType) } ?? .unknown
    return .function(params, result)
  }

  /// Checks a function's body with its parameters bound. `declaredResult` is a getter's: the
  /// computed property's type (`var flipped: Direction { … }`).
  func checkFunctionBody(
    _ f: FunctionDecl, selfMembers: [String: SwiftType] = [:], parameterTypes: [SwiftType]? = nil,
    declaredResult: TypeAnnotation? = nil
  ) {
    let savedGenerics = generics
    generics = genericsOf(f)
    defer { generics = savedGenerics }
    let returnType = f.returnType ?? declaredResult
    let type = functionType(f, declaredResult: declaredResult)
    guard case .function(var params, let result) = type else { return }
    if let parameterTypes, parameterTypes.count == params.count {
      params = zip(params, parameterTypes).map { declared, given in declared.isUnknown ? given : declared }
    }
    scopes.append(selfMembers)
    for (p, t) in zip(f.parameters, params) { declare(p.name.text, t) }
    resultTypes.append(returnType == nil ? nil : result)
    // A single-expression body is its result (Swift's implicit return).
    if let e = f.implicitReturnExpression, f.body.statements.count == 1, !resolution.isBuildItem(f.body.statements[0]) {  // trap-ok: count checked
      let t = check(e, expected: returnType == nil ? (f.isClosure ? closureResults.last ?? nil : nil) : result)
      if returnType != nil { checkConversion(t, result, e.range, role: .returned) }
    } else {
      for s in f.body.statements { check(s) }
    }
    resultTypes.removeLast()
    scopes.removeLast()
  }

  /// The members a method of `typeName` sees written alone, with their types.
  func selfScope(_ typeName: String, isStatic: Bool) -> [String: SwiftType] {
    var scope: [String: SwiftType] = ["self": isStatic ? .metatype(.named(typeName)) : .named(typeName)]
    for (name, type) in memberTypes(of: typeName, isStatic: isStatic) { scope[name] = type }
    return scope
  }

  func checkTypeMembers(_ typeName: String, _ members: [TypeMember]) {
    selfTypes.append(typeName)
    defer { selfTypes.removeLast() }
    for m in members {
      switch m {
      case .stored(let v, _):
        if let initializer = v.initializer {
          scopes.append(selfScope(typeName, isStatic: true))
          let declared = v.type.map { SwiftType($0, generics: generics, selfType: .named(typeName)) }
          let t = check(initializer, expected: declared)
          if let declared { checkConversion(t, declared, initializer.range, role: .specified) }
          scopes.removeLast()
        }
        for o in v.observers { checkFunctionBody(o, selfMembers: selfScope(typeName, isStatic: false)) }
      case .computed(let c):
        checkFunctionBody(c.getter, selfMembers: selfScope(typeName, isStatic: c.isStatic), declaredResult: c.type)
        if let s = c.setter {
          let newValue = c.type.map { SwiftType($0, generics: generics, selfType: .named(typeName)) }
          checkFunctionBody(s, selfMembers: selfScope(typeName, isStatic: c.isStatic), parameterTypes: newValue.map { [$0] })
        }
      case .method(let f, let isStatic, _):
        checkFunctionBody(f, selfMembers: selfScope(typeName, isStatic: isStatic))
      case .initializer(let f):
        initializerTypes.append(typeName)
        checkFunctionBody(f, selfMembers: selfScope(typeName, isStatic: false))
        initializerTypes.removeLast()
      }
    }
  }
}

extension Stmt {
  /// The type a `struct`, `enum` or `extension` declares or extends.
  var declaredTypeName: String? {
    switch kind {
    case .struct(let d): d.name.text
    case .enum(let d): d.name.text
    case .extension(let d): d.name.text
    default: nil
    }
  }
}
