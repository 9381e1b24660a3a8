// Resolving `protocol` declarations: the name is declared (for `extension P` and `any P`), and
// a conforming type's methods see the members the protocol's extensions add.
import AnimSyntax

extension Resolver {
  func resolveProtocol(_ d: ProtocolDecl) {
    if !isTopLevel {
      error("protocol '\(d.name.text)' cannot be nested inside another declaration", d.name.range, id: "local-protocol")
    }
    if !isTopLevel || !declaredThisInput.contains(d.name.text) {
      declare(d.name, isMutable: false)
    }
    userProtocols[d.name.text] = d
    resolution.protocolNames.insert(d.name.text)
    for r in d.requirements {
      switch r.kind {
      case .method(let f, _), .initializer(let f):
        for p in f.parameters { if let v = p.defaultValue { resolveExpr(v) } }
      default: break
      }
    }
  }

  /// The members that the extensions of the script's protocols among `conformances` add
  /// (their default implementations), and their requirements: written alone in the
  /// conforming type's methods, they mean `self.name`.
  func protocolExtensionNames(_ conformances: [Identifier]) -> (instance: [String], statics: Set<String>) {
    var instance: [String] = []
    var statics: Set<String> = []
    for c in conformances {
      guard let p = userProtocols[c.text] else { continue }
      if let added = extensionNames[c.text] {
        instance += added.instance
        statics.formUnion(added.statics)
      }
      for r in p.requirements {
        if r.isStatic { statics.insert(r.name.text) } else { instance.append(r.name.text) }
      }
    }
    return (instance, statics)
  }
}
