// Observers on variables (`var score = 0 { didSet { … } }`): each observer is a hidden local
// function declared with the variable, and every assignment whose root is the variable calls
// them (Swift's "Property Observers", which apply to global and local variables too).
import AnimSyntax

/// A variable with observers: the declaration, and each observer with the hidden name it is
/// declared under (no script can write a name with '$').
final class ObservedVariable {
  let decl: VariableDecl
  var willSet: (function: FunctionDecl, name: Name)?
  var didSet: (function: FunctionDecl, name: Name)?
  /// Set while one of the observers runs: an assignment in it stores without observing, as
  /// Swift's does (so `didSet { if x > 1 { x = 1 } }` cannot recurse).
  var isObserving = false

  init(decl: VariableDecl) { self.decl = decl }
}

/// What the lowering needs of a statement that involves an observed variable.
enum Observation {
  /// The declaration: the observers are declared right after the variable.
  case declaration(ObservedVariable)
  /// An assignment rooted at it: `root` reads the variable, `willSet`/`didSet` the observers
  /// (names resolved where the assignment is).
  case assignment(ObservedVariable, root: Name, willSet: Name?, didSet: Name?)
}

extension Resolver {
  /// After `decl` is declared: declares and resolves its observers, if any.
  func declareObservers(of decl: VariableDecl, in s: Stmt) {
    if isTopLevel { observedGlobals[decl.name.text] = nil }
    guard !decl.observers.isEmpty else { return }
    if decl.stateAttribute != nil || decl.animatedAttribute != nil {
      error(
        "observers on an '@State' or '@Animated' property are not supported; use onChange(of:) "
          + "or a function that sets it", decl.name.range, id: "state-observers")
      return
    }
    let observed = ObservedVariable(decl: decl)
    for (k, f) in [decl.willSet, decl.didSet].enumerated() {
      guard let f else { continue }
      let hidden = Name(
        text: "$\(k == 0 ? "willSet" : "didSet")$\(decl.name.text)", range: f.range, id: resolution.makeID())
      if isTopLevel {
        declareGlobal(hidden, isMutable: false)
        deferred.append((f, [], nil))
      } else {
        declare(hidden, isMutable: false)
        resolveFunctionBody(f, parent: current, prelude: [])
      }
      if k == 0 { observed.willSet = (f, hidden) } else { observed.didSet = (f, hidden) }
    }
    if isTopLevel {
      observedGlobals[decl.name.text] = observed
    } else {
      observedLocals[ObjectIdentifier(decl.name)] = observed
    }
    resolution.observations[s.id] = .declaration(observed)
  }

  /// An assignment: when its root is an observed variable, resolves what the lowering calls.
  func noteObservedAssignment(_ s: Stmt, _ target: Expr) {
    guard !observedLocals.isEmpty || !observedGlobals.isEmpty,
      let root = target.rootVariable(resolving: resolution.resolved)
    else { return }
    let observed: ObservedVariable
    if let (binding, _) = findBindingName(root.text, in: current) {
      guard let o = observedLocals[ObjectIdentifier(binding)] else { return }
      observed = o
    } else if let o = observedGlobals[root.text] {
      observed = o
    } else {
      return
    }
    func use(_ name: Name?) -> Name? {
      guard let name else { return nil }
      let u = Name(text: name.text, range: s.range, id: resolution.makeID())
      resolveUse(u)
      return u
    }
    guard let rootUse = use(root) else { return }
    resolution.observations[s.id] = .assignment(
      observed, root: rootUse, willSet: use(observed.willSet?.name), didSet: use(observed.didSet?.name))
  }
}
