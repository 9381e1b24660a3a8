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
    localTypeMirrorNames[name.text] = hidden.text
  }
}

extension Resolver {
  /// `case pattern = value` in a condition list: the value, then the pattern's expressions;
  /// its names are declared now (`if`, `while`) or returned for after the `else` (`guard`).
  @discardableResult
  func resolveCaseCondition(_ p: CasePattern, _ value: Expr, declaring: Bool) -> [Name] {
    resolveExpr(value)
    var bound: [Name] = []
    resolvePattern(p, &bound)
    if declaring { for n in bound { declare(n, isMutable: false) } }
    return bound
  }
}

extension Resolver {
  /// `guard conditions else { … }`: each condition sees the names the ones before it bind
  /// (`guard let a = x, a > 1`, `guard case .move(let d) = e, d > 0`), the else block sees none
  /// of them, and they live on after the guard. In a block the names are declared as they
  /// bind and hidden while the else block is resolved; at the top level (globals) they are
  /// declared after it.
  func resolveGuard(_ conditions: [Condition], _ elseBlock: Block, _ s: Stmt) {
    let local = !isTopLevel
    var bound: [(Name, Bool)] = []
    for c in conditions {
      switch c {
      case .expression(let e): resolveExpr(e)
      case .optionalBinding(let name, let isMutable, let value):
        resolveExpr(value)
        if local { declare(name, isMutable: isMutable) }
        bound.append((name, isMutable))
      case .casePattern(let p, let value):
        let names = resolveCaseCondition(p, value, declaring: local)
        bound += names.map { ($0, false) }
      }
    }
    if local, let depth = current.scopes.indices.last {
      var hidden: [String: LocalBinding] = [:]
      for (n, _) in bound { hidden[n.text] = current.scopes[depth].removeValue(forKey: n.text) }  // trap-ok: last index
      resolveBlock(elseBlock)
      for (text, b) in hidden { current.scopes[depth][text] = b }  // trap-ok: last index
    } else {
      resolveBlock(elseBlock)
      for (n, isMutable) in bound { declare(n, isMutable: isMutable) }
    }
    checkGuardBody(elseBlock, of: s)
  }
}

extension Resolver {
  /// `Monitor.Phase` where `Phase` is declared inside `Monitor`: the lifted type itself
  /// (Parser+NestedTypes.swift). False for any other member access.
  func rewriteNestedType(_ e: Expr, _ base: Expr, _ name: Identifier) -> Bool {
    guard !nestedTypes.isEmpty, case .variable(let outer) = resolution.resolved(base).kind,
      nestedTypes[outer.text]?.contains(name.text) == true
    else { return false }
    let inner = Name(text: name.text, range: e.range, id: resolution.makeID())
    rewrite(e, asVariable: inner)
    resolveUse(inner)
    return true
  }

  /// `Swift.min(a, b)`, `SwiftUI.Animation`: a name qualified by the module that declares it
  /// (written where a member of the same name would hide the global one) is that name.
  func rewriteModuleQualified(_ e: Expr, _ base: Expr, _ name: Identifier) -> Bool {
    guard case .variable(let module) = resolution.resolved(base).kind, Self.moduleNames.contains(module.text),
      lookup(module.text, in: current) == nil
    else { return false }
    let inner = Name(text: name.text, range: name.range, id: resolution.makeID())
    rewrite(e, asVariable: inner)
    resolveUse(inner)
    return true
  }

  static let moduleNames: Set<String> = ["Swift", "SwiftUI", "Foundation", "CoreGraphics"]
}
