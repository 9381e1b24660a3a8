// Resolving `defer`: its body runs as the scope is left, so nothing in it may leave it.
import AnimSyntax

extension Resolver {
  /// `defer { … }`: the body is resolved where it is written (it sees the names declared
  /// before it), with no loop or switch open around it, so that `break`, `continue` and
  /// `return` in it are Swift's "cannot transfer control out of a defer statement".
  func resolveDefer(_ body: Block) {
    let (loops, switches) = (current.loopDepth, current.switchDepth)
    current.loopDepth = 0
    current.switchDepth = 0
    current.deferDepth += 1
    resolveBlock(body)
    current.deferDepth -= 1
    current.loopDepth = loops
    current.switchDepth = switches
  }
}

extension Resolver {
  /// `Counter.count = 1`, `Counter.count += 1`: the root is a declared type (a constant), but
  /// the place is its `static var`, which may be assigned (Swift's rule). A `static let` is
  /// still refused, in Swift's words, here.
  func assignsStaticVariable(_ target: Expr, _ root: Name) -> Bool {
    guard let members = userStructs[root.text]?.members ?? userEnums[root.text]?.members else {
      return false
    }
    // The member whose base is the root: `count` in `Counter.count.x`.
    var node = resolution.resolved(target)
    while true {
      switch node.kind {
      case .member(let base, let name):
        if case .variable(let n) = resolution.resolved(base).kind, n === root {
          for m in members {
            switch m {
            case .stored(let v, true) where v.name.text == name.text:
              if !v.isMutable {
                error(
                  "cannot assign to property: '\(name.text)' is a 'let' constant", name.range,
                  id: "assign-to-let")
              }
              return true
            case .computed(let c) where c.isStatic && c.name.text == name.text:
              return c.setter != nil
            default: continue
            }
          }
          return false
        }
        node = resolution.resolved(base)
      case .subscript(let base, _), .forceUnwrap(let base): node = resolution.resolved(base)
      default: return false
      }
    }
  }

  /// A `struct`/`enum` declared in a function: its methods cannot capture the function's
  /// variables (Swift's rule), but they may name the type itself (`self = P()`, `Self(x: 1)`,
  /// `P.zero`). The declaration also stores the type in a hidden global, and uses of its name
  /// from code that would have to capture it read that global instead.
  func mirrorLocalType(_ name: Name) {
    guard !isTopLevel else { return }
    let hidden = Name(text: "$type$\(name.text)$\(name.id.rawValue)", range: name.range, id: resolution.makeID())
    declareGlobal(hidden, isMutable: false)
    guard case .global(let slot) = resolution.location(of: hidden) else { return }
    localTypeMirrors[ObjectIdentifier(name)] = slot
    resolution.localTypeMirrors[name.id] = hidden
  }
}
