// The resolver: before anything runs, every variable use becomes a slot (`.local`, `.captured`,
// `.global`, `.builtin`), captured variables are marked for boxing, and name errors (undefined
// names, redeclarations, `return` outside a function, assignment to `let`) become diagnostics.
// Implicit members (`.easeIn`) are rewritten into explicit ones (`Animation.easeIn`) against the
// type the context expects. All of it goes into `resolution` (Resolution.swift), beside the
// syntax tree, which stays as parsed.
import AnimSyntax

/// Resolves programs against a persistent global table (one per script run or REPL session).
public final class Resolver {
  /// A global's binding.
  struct GlobalBinding {
    var slot: Int
    var isMutable: Bool
  }

  struct LocalBinding {
    var slot: Int
    var isMutable: Bool
    var name: Name
  }

  /// One function's (or the top level's) frame layout while resolving.
  final class FunctionScope {
    let parent: FunctionScope?
    let isFunction: Bool
    /// A local `func`'s own declaration: its name inside its body is `.currentFunction`.
    var function: FunctionDecl?
    /// Local functions hoisted in this frame whose declaration has not been reached yet: using
    /// one directly (not from a function or closure that runs later) is an error, as in Swift.
    var undeclaredFunctions: Set<ObjectIdentifier> = []
    var scopes: [[String: LocalBinding]] = [[:]]
    var nextSlot = 0
    /// The frame's slots that some name resolves to (read, written or captured from here).
    var usedSlots = Set<Int>()
    var captures: [VariableLocation] = []
    var captureMap: [ObjectIdentifier: (index: Int, isMutable: Bool)] = [:]
    var loopDepth = 0
    /// `switch` statements open around the current statement (`break` leaves the innermost).
    var switchDepth = 0
    /// `defer` bodies open around the current statement: nothing may leave one.
    var deferDepth = 0
    /// In a method of a declared type: the names that mean `self.name` when written alone,
    /// and the type's name (for `Self`).
    var selfMembers: Set<String>?
    var typeName: String?
    /// Generic parameter names of the function (and of its type): they stand for
    /// VectorArithmetic (`V.zero`).
    var genericNames: Set<String> = []

    init(parent: FunctionScope?, isFunction: Bool) {
      self.parent = parent
      self.isFunction = isFunction
    }
  }

  /// The members an implicit member without a contextual type may name: Animation's, Anim's
  /// default (the type checker resolves every other against its context). Completion in the
  /// REPL offers the same.
  static var defaultImplicitMembers: (typeName: String, names: [String]) {
    ("Animation", Builtins.animationMemberNames)
  }

  /// Marks the expression statements of a result builder's body, and of the `if`, `for`,
  /// `while` and `switch` blocks in it (not of closures or functions in it), as built items.
  func markBuildItems(_ statements: [Stmt]) {
    for s in statements {
      switch s.kind {
      case .expression: resolution.markBuildItem(s)
      case .if(let i): markBuildItems(i)
      case .for(_, _, let body), .while(_, let body): markBuildItems(body.statements)
      case .switch(let sw): for c in sw.cases { markBuildItems(c.body.statements) }
      default: break
      }
    }
  }

  private func markBuildItems(_ i: IfStmt) {
    markBuildItems(i.then.statements)
    switch i.elseBranch {
    case .block(let b): markBuildItems(b.statements)
    case .elseIf(let s): if case .if(let nested) = s.kind { markBuildItems(nested) }
    case nil: break
    }
  }

  /// The built-ins whose closure arguments (`content:`, `keyframes:`, or trailing) are result
  /// builders, as Swift declares them with `@KeyframesBuilder` / `@KeyframeTrackContentBuilder`.
  static let resultBuilderCallees: Set<String> = ["KeyframeTimeline", "KeyframeTrack", "keyframeAnimator"]
  static let resultBuilderLabels: Set<String> = ["", "content", "keyframes"]

  /// What resolving has found, for every program this resolver has resolved.
  let resolution = Resolution()
  /// Global names in slot order's lookup table; persists across programs (REPL).
  private(set) var globals: [String: GlobalBinding] = [:]
  /// How many global slots exist.
  private(set) var globalCount = 0
  /// Names of globals by slot (for completion and messages).
  private(set) var globalNames: [String] = []
  /// `merge if …` rules compiled to functions, by declaration.
  var mergeFunctions: [ObjectIdentifier: FunctionDecl] = [:]
  /// `@Animated var x = e`: `e` as a closure `{ e }` (so it keeps the variables it reads, also
  /// a function's or a test block's), by declaration.
  var derivedFunctions: [ObjectIdentifier: FunctionDecl] = [:]

  var diagnostics: [Diagnostic] = []
  var file: SourceFile
  var declaredThisInput: Set<String> = []
  var deferred: [(FunctionDecl, [Name], TypeContext?)] = []
  /// Variables with `willSet`/`didSet`: locals by their binding-site name, globals by name
  /// (Resolver+PropertyObservers.swift).
  var observedLocals: [ObjectIdentifier: ObservedVariable] = [:]
  var observedGlobals: [String: ObservedVariable] = [:]
  /// Local `struct`/`enum` declarations by their name's binding site: the global slot that
  /// mirrors the type for the code inside it (its methods may not capture).
  var localTypeMirrors: [ObjectIdentifier: Int] = [:]
  /// The hidden globals' names by the local types' names (the last declared of a name), for an
  /// implicit member that the type checker resolves against a local type (`.idle`).
  var localTypeMirrorNames: [String: String] = [:]
  /// Declared types' nested types by the outer type's name (`Monitor` → `Phase`).
  var nestedTypes: [String: Set<String>] = [:]
  /// Declared protocols by name (Resolver+Protocols.swift).
  var userProtocols: [String: ProtocolDecl] = [:]
  /// The enums declared so far, by name (for exhaustive `switch`es).
  var userEnums: [String: EnumDecl] = [:]
  /// Generic parameter names of the struct whose stored properties are being resolved.
  var activeGenerics: Set<String> = []
  /// The structs declared so far, by name (their member names, for extensions).
  var userStructs: [String: StructDecl] = [:]
  /// Closures whose first parameter is `inout` without saying so: `reduce(into:_:)`'s.
  var inoutFirstParameter: Set<ObjectIdentifier> = []
  /// Member names that extensions add to each type, by type name.
  var extensionNames: [String: (instance: Set<String>, statics: Set<String>)] = [:]
  /// The top-level functions this input declares, by name: calls of them have their labels
  /// and literal arguments checked before anything runs (Resolver+StaticChecks.swift).
  var topLevelFunctions: [String: FunctionDecl] = [:]
  var current: FunctionScope
  let builtins = Builtins.shared

  /// Creates a resolver with an empty global table.
  public init() {
    file = SourceFile(name: "<none>", text: "")
    current = FunctionScope(parent: nil, isFunction: false)
  }

  /// The checker's types of globals and declarations, kept across a session's inputs.
  let typeEnvironment = TypeEnvironment()

  /// A name referring to the type `text` as seen from the top level (for an implicit member's
  /// explicit form), nil when no such name is visible.
  func typeReference(_ text: String, at range: SourceRange) -> Name? {
    if globals[text] == nil, builtins.index(of: text) == nil, let hidden = localTypeMirrorNames[text] {
      return resolvedName(hidden, at: range)
    }
    guard globals[text] != nil || builtins.index(of: text) != nil else { return nil }
    return resolvedName(text, at: range)
  }

  /// Forgets every global (REPL `:reset`). The resolution stays: node IDs keep growing, and
  /// values made before (closures, test reports) may still lower their code from it.
  public func reset() {
    globals = [:]
    globalCount = 0
    globalNames = []
    mergeFunctions = [:]
    userEnums = [:]
    localTypeMirrorNames = [:]
    userStructs = [:]
    extensionNames = [:]
    typeEnvironment.reset()
  }

  /// Resolves `program` into ``resolution``. A resolver that resolves more than one program
  /// (a REPL's inputs) needs each parsed with `firstNodeID: resolution.nextNodeID`.
  /// - Returns: The diagnostics and the number of local slots the top-level frame needs.
  func resolve(_ program: Program) -> (diagnostics: [Diagnostic], mainFrameSize: Int) {
    resolution.adopt(program)
    file = program.file
    diagnostics = []
    declaredThisInput = []
    deferred = []
    topLevelFunctions = [:]
    current = FunctionScope(parent: nil, isFunction: false)
    // Hoist top-level functions and declarations so that they may be used before they appear.
    for s in program.statements {
      switch s.kind {
      case .function(let f):
        if let n = f.name {
          declareGlobal(n, isMutable: false)
          topLevelFunctions[n.text] = f
        }
      case .animation(let a): declareGlobal(a.name, isMutable: false)
      case .state(let st): declareGlobal(st.name, isMutable: false)
      case .struct(let d):
        declareGlobal(d.name, isMutable: false)
        userStructs[d.name.text] = d
        noteLazyProperties(d)
      case .extension(let d): registerExtension(d)
      case .protocol(let d):
        declareGlobal(d.name, isMutable: false)
        userProtocols[d.name.text] = d
      case .enum(let d):
        declareGlobal(d.name, isMutable: false)
        userEnums[d.name.text] = d
      default: break
      }
    }
    for s in program.statements { resolveStatement(s) }
    // Top-level function bodies see every global of the file.
    while !deferred.isEmpty {
      let (f, prelude, type) = deferred.removeFirst()
      resolveFunctionBody(f, parent: current, prelude: prelude, type: type)
    }
    let frameSize = current.nextSlot
    // Types, once every name is placed (Check/TypeChecker.swift). An implicit member the
    // checker resolved against its contextual type replaces the resolver's guess, and the
    // guess's error with it.
    let checker = TypeChecker(resolver: self, environment: typeEnvironment)
    let typeDiagnostics = checker.check(program)
    diagnostics.removeAll { $0.id == "unknown-member" && checker.resolvedImplicitMembers.contains($0.range) }
    // A path through a class instance changes the object, not the `let` at its root.
    diagnostics.removeAll {
      ($0.id == "assign-to-let" || $0.id == "inout-immutable") && checker.referenceWrites.contains($0.range)
    }
    // A `lazy var` read through a `let` is an error only where the checker saw a struct's.
    diagnostics.removeAll { $0.id == "lazy-let" && !checker.lazyStructReads.contains($0.range) }
    // Where the resolver's own checks (a literal against an annotation, Resolver+StaticChecks)
    // already said what is wrong with an expression, its message stands alone.
    let reported = Set(diagnostics.filter { $0.severity == .error }.map(\.range))
    diagnostics += typeDiagnostics.filter { !reported.contains($0.range) }
    return (diagnostics, frameSize)
  }

  // MARK: - Declarations

  var isTopLevel: Bool { current.parent == nil && current.scopes.count == 1 }

  func error(_ message: String, _ range: SourceRange, id: DiagnosticID = "resolve") {
    diagnostics.append(Diagnostic(.error, message, file: file, range: range, id: id))
  }

  func declareGlobal(_ name: Name, isMutable: Bool) {
    if declaredThisInput.contains(name.text) {
      if case .global = resolution.location(of: name) { return }  // hoisted earlier
      error("invalid redeclaration of '\(name.text)'", name.range, id: "redeclaration")
    }
    declaredThisInput.insert(name.text)
    if let existing = globals[name.text] {
      globals[name.text] = GlobalBinding(slot: existing.slot, isMutable: isMutable)
      resolution.setLocation(.global(existing.slot), of: name)
    } else {
      globals[name.text] = GlobalBinding(slot: globalCount, isMutable: isMutable)
      globalNames.append(name.text)
      resolution.setLocation(.global(globalCount), of: name)
      globalCount += 1
    }
  }

  func declare(_ name: Name, isMutable: Bool) {
    if isTopLevel {
      declareGlobal(name, isMutable: isMutable)
      return
    }
    let depth = current.scopes.count - 1
    if let existing = current.scopes[depth][name.text], existing.name !== name {  // trap-ok: depth >= 0
      error("invalid redeclaration of '\(name.text)'", name.range, id: "redeclaration")
    }
    let slot = current.nextSlot
    current.nextSlot += 1
    current.scopes[depth][name.text] = LocalBinding(slot: slot, isMutable: isMutable, name: name)  // trap-ok: depth >= 0
    resolution.setLocation(.local(slot), of: name)
  }

  // MARK: - Lookup

  /// Where `text` lives as seen from `scope`, and whether it may be assigned.
  func lookup(_ text: String, in scope: FunctionScope) -> (VariableLocation, Bool)? {
    for s in scope.scopes.reversed() {
      if let b = s[text] {
        scope.usedSlots.insert(b.slot)
        return (.local(b.slot), b.isMutable)
      }
    }
    if let f = scope.function, f.name?.text == text {
      resolution.updateLayout(of: f) { $0.refersToItself = true }
      return (.currentFunction, false)
    }
    if let parent = scope.parent, scope.isFunction {
      // Find the binding in an enclosing function: capture it.
      if let (binding, isMutable) = findBindingName(text, in: parent) {
        // A local type is read from its mirror, not captured (Resolver+SwiftStatements.swift).
        if let mirror = localTypeMirrors[ObjectIdentifier(binding)] { return (.global(mirror), false) }
        let key = ObjectIdentifier(binding)
        if let existing = scope.captureMap[key] { return (.captured(existing.index), isMutable) }
        resolution.markCaptured(binding)
        guard let (outer, _) = lookup(text, in: parent) else { return nil }
        scope.captures.append(outer)
        let index = scope.captures.count - 1
        scope.captureMap[key] = (index, isMutable)
        return (.captured(index), isMutable)
      }
    }
    if let g = globals[text] { return (.global(g.slot), g.isMutable) }
    if let b = builtins.index(of: text) { return (.builtin(b), builtins.isAssignable(b)) }
    return nil
  }

  /// The binding-site name of a local in `scope` or an enclosing function (not globals).
  func findBindingName(_ text: String, in scope: FunctionScope) -> (Name, Bool)? {
    for s in scope.scopes.reversed() {
      if let b = s[text] { return (b.name, b.isMutable) }
    }
    if let parent = scope.parent, scope.isFunction { return findBindingName(text, in: parent) }
    return nil
  }

  func visibleNames() -> [String] {
    var names: [String] = []
    var scope: FunctionScope? = current
    while let s = scope {
      for level in s.scopes { names.append(contentsOf: level.keys) }
      scope = s.isFunction ? s.parent : nil
    }
    names.append(contentsOf: globalNames)
    names.append(contentsOf: builtins.names)
    return names
  }

  func resolveUse(_ name: Name) {
    if let (loc, _) = lookup(name.text, in: current) {
      resolution.setLocation(loc, of: name)
      if case .local = loc, !current.undeclaredFunctions.isEmpty,
        let binding = current.scopes.reversed().lazy.compactMap({ $0[name.text] }).first,
        current.undeclaredFunctions.contains(ObjectIdentifier(binding.name))
      {
        error("use of local function '\(name.text)' before its declaration", name.range)
      }
      return
    }
    if SwiftUIViewNames.names.contains(name.text) {
      error(SwiftUIViewNames.refusal(name.text), name.range, id: "swiftui-view")
      return
    }
    // `Optional(x)`, `Optional.none`: the checker rewrites them, and reports any other use
    // (TypeChecker+OptionalCases.swift).
    if name.text == "Optional" { return }
    var message = "cannot find '\(name.text)' in scope"
    if let s = Suggestions.closest(to: name.text, in: visibleNames()) {
      message += "; did you mean '\(s)'?"
    }
    error(message, name.range, id: "undefined-name")
  }

  // MARK: - Statements

  func resolveBlock(_ block: Block) {
    current.scopes.append([:])
    hoistFunctions(block.statements)
    for s in block.statements { resolveStatement(s) }
    current.scopes.removeLast()
  }

  func hoistFunctions(_ statements: [Stmt]) {
    guard !isTopLevel else { return }
    for s in statements {
      if case .function(let f) = s.kind, let n = f.name {
        declare(n, isMutable: false)
        current.undeclaredFunctions.insert(ObjectIdentifier(n))
      }
    }
  }

  func resolveStatement(_ s: Stmt) {
    guard withinBudget(s.range) else { return }
    switch s.kind {
    case .expression(let e): resolveExpr(e)
    case .variable(let decl):
      if decl.animatedAttribute != nil, let initializer = decl.initializer {
        let body = Block(statements: [Stmt(id: resolution.makeID(), range: initializer.range, kind: .expression(initializer))], range: initializer.range)
        let f = FunctionDecl(id: resolution.makeID(), name: nil, parameters: [], body: body, isClosure: true, range: initializer.range)
        resolveFunctionBody(f, parent: current, prelude: [])
        derivedFunctions[ObjectIdentifier(decl)] = f
      } else if let initializer = decl.initializer {
        resolveExpr(initializer)
        checkLiteral(initializer, against: decl.type, context: "specified type")
      }
      for a in decl.attributes { for arg in a.arguments { resolveExpr(arg.value) } }
      checkPropertyAttributesOutsideType(decl)
      // A derived attribute follows its expression: it is not assigned.
      declare(decl.name, isMutable: decl.isMutable && decl.animatedAttribute == nil)
      declareObservers(of: decl, in: s)
    case .destructuring(let decl):
      resolveExpr(decl.initializer)
      for name in decl.pattern.boundNames { declare(name, isMutable: decl.isMutable) }
    case .assignment(let target, _, let value):
      resolveExpr(value)
      resolveExpr(target)
      noteObservedAssignment(s, target)
      if let root = target.rootVariable(resolving: resolution.resolved) {
        if let (_, isMutable) = lookup(root.text, in: current), !isMutable, !isViewStatePath(target),
          !assignsStaticVariable(target, root), !isStaticPath(target)
        {
          let isPath: Bool
          if case .variable = resolution.resolved(target).kind { isPath = false } else { isPath = true }
          if case .builtin = resolution.location(of: root) {
            error("cannot assign to '\(root.text)'", root.range, id: "assign-to-let")
          } else if root.text == "self" {
            error(
              "cannot assign to \(isPath ? "property" : "value"): 'self' is immutable; mark the method 'mutating'",
              root.range, id: "assign-to-let")
          } else {
            error(
              "cannot assign to \(isPath ? "property" : "value"): '\(root.text)' is a 'let' constant",
              root.range, id: "assign-to-let")
          }
        }
      }
    case .if(let stmt): resolveIf(stmt)
    case .guard(let conditions, let elseBlock):
      // The else block sees nothing the conditions bind; bindings live on after the guard.
      resolveGuard(conditions, elseBlock, s)
    case .while(let conditions, let body):
      current.scopes.append([:])
      resolveConditions(conditions)
      current.loopDepth += 1
      resolveBlock(body)
      current.loopDepth -= 1
      current.scopes.removeLast()
    case .for(let variable, let sequence, let body):
      resolveExpr(sequence)
      current.scopes.append([:])
      declare(variable, isMutable: false)
      current.loopDepth += 1
      resolveBlock(body)
      current.loopDepth -= 1
      current.scopes.removeLast()
    case .repeatWhile(let body, let condition):
      current.loopDepth += 1
      resolveBlock(body)
      current.loopDepth -= 1
      resolveExpr(condition)
    case .defer(let body): resolveDefer(body)
    case .typeAlias: break
    case .break where current.deferDepth > 0 && current.loopDepth == 0 && current.switchDepth == 0:
      error("'break' cannot transfer control out of a defer statement", s.range, id: "defer-exit")
    case .continue where current.deferDepth > 0 && current.loopDepth == 0:
      error("'continue' cannot transfer control out of a defer statement", s.range, id: "defer-exit")
    case .break:
      if current.loopDepth == 0 && current.switchDepth == 0 {
        error("'break' is only allowed inside a loop or a switch", s.range)
      }
    case .continue:
      if current.loopDepth == 0 { error("'continue' is only allowed inside a loop", s.range) }
    case .return(let e):
      if current.deferDepth > 0 {
        error("'return' cannot transfer control out of a defer statement", s.range, id: "defer-exit")
      } else if !current.isFunction {
        error("return invalid outside of a func", s.range, id: "return-outside")
      }
      if let e { resolveExpr(e) }
    case .function(let f):
      markViewFunction(f)
      if let n = f.name {
        if isTopLevel {
          declareGlobal(n, isMutable: false)
          deferred.append((f, [], nil))
          return
        }
        if case .unresolved = resolution.location(of: n) { declare(n, isMutable: false) }
        current.undeclaredFunctions.remove(ObjectIdentifier(n))
      }
      resolveFunctionBody(f, parent: current, prelude: [], isLocalFunction: f.name != nil)
    case .animation(let a): resolveAnimation(a)
    case .state(let st):
      for field in st.fields { if let i = field.initializer { resolveExpr(i) } }
      declare(st.name, isMutable: false)
    case .test(let t):
      resolveBlock(t.body)
    case .struct(let d): resolveStruct(d)
    case .protocol(let d): resolveProtocol(d)
    case .extension(let d): resolveExtension(d)
    case .enum(let d): resolveEnum(d)
    case .switch(let sw): resolveSwitch(sw)
    case .error: break
    }
  }

  func resolveConditions(_ conditions: [Condition]) {
    for c in conditions {
      switch c {
      case .expression(let e): resolveExpr(e)
      case .optionalBinding(let name, let isMutable, let value):
        resolveExpr(value)
        declare(name, isMutable: isMutable)
      case .casePattern(let p, let value): resolveCaseCondition(p, value, declaring: true)
      }
    }
  }

  func resolveIf(_ stmt: IfStmt) {
    current.scopes.append([:])
    resolveConditions(stmt.conditions)
    resolveBlock(stmt.then)
    current.scopes.removeLast()
    switch stmt.elseBranch {
    case .block(let b): resolveBlock(b)
    case .elseIf(let s): resolveStatement(s)
    case nil: break
    }
  }

  func resolveAnimation(_ a: AnimationDecl) {
    if !isTopLevel || !declaredThisInput.contains(a.name.text) {
      declare(a.name, isMutable: false)
    }
    for m in a.members { if let i = m.initializer { resolveExpr(i) } }
    checkProtocolMethods(a)
    // Methods see the members, then the sibling methods, then `self`, in their first slots.
    var prelude: [Name] = a.members.map(\.name)
    prelude += a.methods.compactMap(\.name)
    prelude.append(Name(text: "self", range: a.name.range, id: resolution.makeID()))
    for f in a.methods {
      resolveFunctionBody(f, parent: current, prelude: prelude, selfTypeName: a.name.text)
    }
    if let rule = a.mergeRule, case .condition(let e) = rule.kind {
      let r = rule.range
      func param(_ text: String) -> Parameter {
        Parameter(name: Name(text: text, range: r, id: resolution.makeID()), defaultValue: nil, range: r)
      }
      let body = Block(statements: [Stmt(id: resolution.makeID(), range: e.range, kind: .return(e))], range: r)
      let f = FunctionDecl(
        id: resolution.makeID(), name: Name(text: "shouldMerge", range: r, id: resolution.makeID()),
        parameters: [param("previous"), param("value"), param("time"), param("context")],
        body: body, isClosure: false, range: r)
      resolveFunctionBody(f, parent: current, prelude: prelude, selfTypeName: a.name.text)
      mergeFunctions[ObjectIdentifier(a)] = f
    }
  }

  /// CustomAnimation's requirements, as Swift checks a conformance: `animate` must exist, and
  /// `animate`, `velocity` and `shouldMerge` take the protocol's parameters. Without this, an
  /// animation with no `animate` finished at once and a wrong one failed only when called.
  func checkProtocolMethods(_ a: AnimationDecl) {
    let requirements: [String: [String]] = [
      "animate": ["value", "time", "context"],
      "velocity": ["value", "time", "context"],
      "shouldMerge": ["previous", "value", "time", "context"],
    ]
    if !a.methods.contains(where: { $0.name?.text == "animate" }) {
      error(
        "animation '\(a.name.text)' needs a method 'func animate(value, time, context)'",
        a.name.range, id: "animation-requirement")
    }
    for f in a.methods {
      guard let name = f.name, let parameters = requirements[name.text],
        f.parameters.count != parameters.count
      else { continue }
      error(
        "'\(name.text)' must take \(parameters.count) parameters (\(parameters.joined(separator: ", "))), not \(f.parameters.count)",
        name.range, id: "animation-requirement")
    }
  }

  /// Resolves a function's parameters and body in a new frame.
  /// - Parameter prelude: Names that occupy the first slots (an animation's members and methods).
  /// - Parameter isLocalFunction: A named `func` inside a function or block: its own name in its
  ///   body reads the running function (no self-capture, so no reference cycle).
  func resolveFunctionBody(
    _ f: FunctionDecl, parent: FunctionScope, prelude: [Name], isLocalFunction: Bool = false,
    type: TypeContext? = nil, selfTypeName: String? = nil
  ) {
    let saved = current
    let scope = FunctionScope(parent: parent, isFunction: true)
    scope.typeName = selfTypeName
    scope.genericNames = Set(f.genericParameters.map(\.text)).union(type?.generics ?? [])
    if isLocalFunction { scope.function = f }
    current = scope
    for n in prelude {
      let slot = scope.nextSlot
      scope.nextSlot += 1
      scope.scopes[0][n.text] = LocalBinding(slot: slot, isMutable: false, name: n)  // trap-ok: one scope
    }
    if let type {
      // A method's `self` fills its first slot.
      let selfName = Name(text: "self", range: f.range, id: resolution.makeID())
      let slot = scope.nextSlot
      scope.nextSlot += 1
      scope.scopes[0]["self"] = LocalBinding(slot: slot, isMutable: type.selfIsMutable, name: selfName)  // trap-ok: one scope
      resolution.setLocation(.local(slot), of: selfName)
      scope.selfMembers = type.members
      scope.typeName = type.name
    }
    for (k, p) in f.parameters.enumerated() {
      // Parameters are constants as in Swift, except `inout` ones and `context`, which is
      // passed by reference.
      let isInout = p.isInout || (k == 0 && inoutFirstParameter.contains(ObjectIdentifier(f)))
      declare(p.name, isMutable: p.name.text == "context" || isInout)
    }
    for p in f.parameters { if let d = p.defaultValue { resolveExpr(d) } }
    // The body is a scope inside the parameters' (Swift's rule: `guard let previous =
    // previous.base as? Self` shadows the parameter).
    scope.scopes.append([:])
    hoistFunctions(f.body.statements)
    for s in f.body.statements { resolveStatement(s) }
    resolution.updateLayout(of: f) {
      $0.localCount = scope.nextSlot
      $0.captures = scope.captures
      $0.usedSlots = scope.usedSlots
    }
    current = saved
  }

  // MARK: - Expressions

  func resolveExpr(_ e: Expr) {
    guard withinBudget(e.range) else { return }
    // A node already given its resolved form (a rewrite) is resolved as that.
    let e = resolution.resolved(e)
    switch e.kind {
    case .number, .string, .bool, .nilLiteral, .color, .error, .keyPath, .operatorFunction: break
    case .interpolatedString(let segments):
      for seg in segments { if case .expression(let x) = seg { resolveExpr(x) } }
    case .variable(let name):
      if rewriteGenericParameter(e, name) { return }
      if !rewriteSelfMember(e, name) { resolveUse(name) } else { checkImplicitLazyRead(name) }
    case .projection(let name):
      // `$isOn` of a view's own `@State var isOn`: SwiftUI's binding to the view's storage,
      // which Anim's views do not have yet (a scene's `$x` is a state declaration's).
      if lookup(name.text, in: current) == nil, isSelfMember(name.text) {
        error("'$\(name.text)': Anim's views have no bindings to their @State properties yet", name.range, id: "unsupported")
      } else {
        resolveUse(name)
      }
    case .implicitMember(let id):
      rewriteImplicitMember(e, id, isCall: false)
    case .member(let base, let name):
      if rewriteNestedType(e, base, name) { return }
      if rewriteModuleQualified(e, base, name) { return }
      resolveExpr(base)
      checkLazyRead(base, name)
    case .subscript(let base, let args):
      resolveExpr(base)
      for a in args { resolveExpr(a.value) }
    case .call(let written, let args):
      if case .implicitMember(let id) = resolution.resolved(written).kind {
        rewriteImplicitMember(written, id, isCall: true)
      } else {
        resolveExpr(written)
      }
      let callee = resolution.resolved(written)
      // A SwiftUI view Anim refuses (`Toggle("On", isOn: $isOn)`) was its one error; what is
      // inside its arguments is not looked at.
      if case .variable(let n) = callee.kind, case .unresolved = resolution.location(of: n),
        SwiftUIViewNames.names.contains(n.text)
      {
        return
      }
      var calleeName: String?
      switch callee.kind {
      case .member(_, let n): calleeName = n.text
      // Only the built-in of that name: a script's own `KeyframeTrack` or `keyframeAnimator`
      // means what its declaration says.
      case .variable(let n): if case .builtin = resolution.location(of: n) { calleeName = n.text }
      default: break
      }
      if calleeName == "reduce", args.count == 2, args.first?.label?.text == "into", let last = args.last,
        case .closure(let f) = resolution.resolved(last.value).kind
      {
        inoutFirstParameter.insert(ObjectIdentifier(f))
      }
      // A view's `.transaction { t in t.animation = nil }`: `(inout Transaction) -> Void`.
      if case .member = callee.kind, calleeName == "transaction", args.count == 1, let last = args.last,
        last.label == nil, case .closure(let f) = resolution.resolved(last.value).kind
      {
        inoutFirstParameter.insert(ObjectIdentifier(f))
      }
      if let name = calleeName, name == "keyframeAnimator" || name == "phaseAnimator" {
        // The trigger is re-read after each state change, as a view's body would: a closure.
        for a in args where a.label?.text == "trigger" {
          let value = resolution.resolved(a.value)
          if case .closure = value.kind { continue }
          // `{ value }`, made of fresh nodes around a copy of the value's own node.
          let r = value.range
          let inner = Expr(id: resolution.makeID(), range: r, kind: value.kind)
          let body = Block(statements: [Stmt(id: resolution.makeID(), range: r, kind: .expression(inner))], range: r)
          let f = FunctionDecl(id: resolution.makeID(), name: nil, parameters: [], body: body, isClosure: true, range: r)
          resolution.rewrite(a.value, as: Expr(id: resolution.makeID(), range: r, kind: .closure(f)))
        }
      }
      if let name = calleeName, Self.resultBuilderCallees.contains(name) {
        // A view's `.keyframeAnimator(…) { content, value in … } keyframes: { … }`: only the
        // keyframes are a builder (its content closure gives a view).
        let viewModifier = name == "keyframeAnimator" && { if case .member = callee.kind { return true } else { return false } }()
        for a in args where Self.resultBuilderLabels.contains(a.label?.text ?? "") {
          if viewModifier, a.label?.text != "keyframes" { continue }
          if case .closure(let f) = resolution.resolved(a.value).kind {
            resolution.updateLayout(of: f) { $0.isResultBuilderBody = true }
            markBuildItems(f.body.statements)
          }
        }
      }
      markViewBuilders(calleeName, args)
      markDeclaredViewBuilders(callee, args)
      for a in args {
        resolveExpr(a.value)
        if a.isInout { checkInoutArgument(a.value) }
      }
      checkCall(callee, args)
      checkBuiltinCall(callee, args, e.range)
      checkMutatingCall(callee)
    case .vector(let items): for x in items { resolveExpr(x) }
    case .dictionary(let entries):
      for entry in entries {
        resolveExpr(entry.key)
        resolveExpr(entry.value)
      }
    case .tuple(let items): for x in items { resolveExpr(x.value) }
    case .unary(_, let x), .forceUnwrap(let x), .optionalChainLink(let x), .optionalChain(let x):
      resolveExpr(x)
    case .binary(_, let l, let r):
      resolveExpr(l)
      resolveExpr(r)
    case .coercion(let value, _): resolveExpr(value)
    case .typeCheck(let value, let type), .cast(let value, let type, _):
      resolveExpr(value)
      // `Any` is every type: nothing to find (Lowering: the cast always succeeds).
      if type.text != "Any" { resolveTypeName(type) }
    case .ternary(let c, let t, let f):
      resolveExpr(c)
      resolveExpr(t)
      resolveExpr(f)
    case .closure(let f):
      resolveFunctionBody(f, parent: current, prelude: [])
    case .ifExpression(let i): resolveIf(i)
    case .switchExpression(let sw): resolveSwitch(sw)
    }
  }

  /// `&x`: Swift passes only a variable (or a path in one) by reference.
  private func checkInoutArgument(_ e: Expr) {
    guard e.isAssignable(resolving: resolution.resolved), let root = e.rootVariable(resolving: resolution.resolved) else {
      error(
        "cannot pass immutable value as inout argument; '&' marks a variable, as in '&x' or "
          + "'&a.b'", e.range, id: "inout-immutable")
      return
    }
    if let (_, isMutable) = lookup(root.text, in: current), !isMutable {
      error(
        "cannot pass immutable value as inout argument: '\(root.text)' is a 'let' constant",
        root.range, id: "inout-immutable")
    }
  }

  /// `a.append(x)` on a `let` (or on a path from one): Swift's error, since the call would
  /// change the constant.
  private func checkMutatingCall(_ callee: Expr) {
    guard case .member(let base, let name) = callee.kind, base.isAssignable(resolving: resolution.resolved),
      BuiltinTable.shared.isMutatingMethod(name.text), let root = base.rootVariable(resolving: resolution.resolved),
      let (location, isMutable) = lookup(root.text, in: current), !isMutable, !isViewStatePath(base)
    else { return }
    if case .builtin = location { return }
    error(
      "cannot use mutating member '\(name.text)' on immutable value: '\(root.text)' is a 'let' constant",
      root.range, id: "assign-to-let")
  }

  /// `.easeIn` → `Animation.easeIn` (or `UnitCurve.easeIn` where a curve is expected), checking
  /// that the member exists.
  func rewriteImplicitMember(_ e: Expr, _ id: Identifier, isCall: Bool) {
    // `.init()` in a declared type's member (`static var defaultValue: Self { .init() }`).
    if id.text == "init", let typeName = enclosingTypeName() {
      rewrite(e, asMember: id, of: resolvedName(typeName, at: id.range))
      return
    }
    // Where the type checker finds the contextual type (a parameter's, an annotation's, …) it
    // resolves the member against it and this reading no longer stands; where it finds none
    // (an untyped Anim parameter), the member is an Animation's, Anim's default.
    let (typeName, known) = Self.defaultImplicitMembers
    if !known.contains(id.text) {
      var message = "unknown animation '\(id.text)'"
      if Builtins.curveMemberNames.contains(id.text) {
        // Only a hint: the meaning stays the context's.
        message += "; write 'UnitCurve.\(id.text)' where the context gives no type"
      } else if let s = Suggestions.closest(to: id.text, in: known) {
        message += "; did you mean '\(s)'?"
      }
      error(message, id.range, id: "unknown-member")
    }
    let typeRef = Name(text: typeName, range: id.range, id: resolution.makeID())
    if let b = builtins.index(of: typeName) { resolution.setLocation(.builtin(b), of: typeRef) }
    rewrite(e, asMember: id, of: typeRef)
  }

  // MARK: - Rewrites

  /// A name the resolver writes itself (`Animation` in `Animation.easeIn`, `self` in
  /// `self.member`), with a fresh ID, looked up where it is used.
  func resolvedName(_ text: String, at range: SourceRange) -> Name {
    let name = Name(text: text, range: range, id: resolution.makeID())
    resolveUse(name)
    return name
  }

  /// Records that `e` means `base.member` (`Animation.easeIn` for `.easeIn`, `self.x` for `x`):
  /// fresh nodes, the base written where the member is.
  func rewrite(_ e: Expr, asMember member: Identifier, of base: Name) {
    let baseExpr = Expr(id: resolution.makeID(), range: member.range, kind: .variable(base))
    let replacement = Expr(id: resolution.makeID(), range: e.range, kind: .member(base: baseExpr, name: member))
    resolution.rewrite(e, as: replacement)
  }

  /// Records that `e` means the variable `name` (`V` as `VectorArithmetic`, `Self` as the type).
  func rewrite(_ e: Expr, asVariable name: Name) {
    resolution.rewrite(e, as: Expr(id: resolution.makeID(), range: e.range, kind: .variable(name)))
  }
}
