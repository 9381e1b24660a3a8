// An `AnimationContext` extension's computed property over one state key, as the seed writes
// it (`var pausableState: PausableState<Value> { get { state[PausableState<Value>.self] } … }`).
// Reading it ran the getter with a frame of its own around `state[…]` on every frame of the
// animation (callgrind: about 1,000 instructions a tick of the seed's Pausable in its Swift
// form, against about 300 for the Anim form's `context.state[PausableState]`). The getter is
// recognised once, when lowered; the read site then reads the state where the caller's
// context holds it (ExtensionPropertySite.swift).
import AnimSyntax

extension Lowering {
  /// Marks each instance getter whose whole body is `state[K.self]` (or `self.state[K]`,
  /// `return …`), `K` a global, with `K`'s global slot (`TypeAccessors.stateKeyGlobal`).
  static func markStateKeyGetters(_ computed: [(name: String, accessors: TypeAccessors, isStatic: Bool)]) {
    for (_, accessors, isStatic) in computed where !isStatic && accessors.lazyStorage == nil {
      accessors.stateKeyGlobal = stateKeyRead(accessors.getter.decl)
    }
  }

  /// The global slot of `K` when `f`'s body is only `state[K.self]` on its own `self`.
  private static func stateKeyRead(_ f: FunctionDecl) -> Int? {
    guard f.parameters.isEmpty, f.body.statements.count == 1, let statement = f.body.statements.first else {
      return nil
    }
    let e: Expr
    switch statement.kind {
    case .expression(let x): e = x
    case .return(let x?): e = x
    default: return nil
    }
    guard case .subscript(let base, let args) = resolved(e).kind, args.count == 1, let arg = args.first,
      arg.label == nil, case .member(let owner, let name) = resolved(base).kind, name.text == "state",
      case .variable(let selfName) = resolved(owner).kind, selfName.text == "self",
      OperandKind(owner).localSlot == 0
    else { return nil }
    // `PausableState<Value>.self` is the type, as `contextState` reads it.
    var key = arg.value
    while case .member(let inner, let member) = resolved(key).kind, member.text == "self" { key = inner }
    return OperandKind(key).globalIndex
  }
}
