// Conformance to the script's protocols: every requirement is declared by the type, by one of
// its extensions or by an extension of the protocol (a default implementation), as Swift checks.
import AnimSyntax

extension TypeChecker {
  /// The script's protocols that the declared type `typeName` names after `:`.
  func protocolsConformed(by typeName: String) -> [String] {
    let conformances = resolver.userStructs[typeName]?.conformances ?? resolver.userEnums[typeName]?.conformances ?? []
    return conformances.map(\.text).filter { resolver.userProtocols[$0] != nil }
  }

  /// Reports each requirement of a script protocol in `conformances` that `name`'s type does
  /// not meet: "type 'S' does not conform to protocol 'P'", naming what is missing.
  func checkConformances(_ name: Name, _ conformances: [Identifier]) {
    for c in conformances {
      guard let p = resolver.userProtocols[c.text] else { continue }
      var declared: [TypeMember] = userDecl(name.text)?.members ?? []
      for e in environment.extensions[name.text] ?? [] { declared += e.members }
      for e in environment.extensions[c.text] ?? [] { declared += e.members }
      let cases = resolver.userEnums[name.text]?.cases.map(\.name.text) ?? []
      for r in p.requirements {
        if case .associatedType = r.kind { continue }
        let found = declared.contains { m in
          switch (m, r.kind) {
          case (.stored(let v, let s), .property(_, let settable)):
            return v.name.text == r.name.text && s == r.isStatic && (!settable || v.isMutable)
          case (.computed(let cp), .property(_, let settable)):
            return cp.name.text == r.name.text && cp.isStatic == r.isStatic && (!settable || cp.setter != nil)
          case (.method(let f, let s, _), .method(let req, _)):
            return f.name?.text == r.name.text && s == r.isStatic
              && f.parameters.map(\.argumentLabel) == req.parameters.map(\.argumentLabel)
          case (.initializer(let f), .initializer(let req)):
            return f.parameters.map(\.argumentLabel) == req.parameters.map(\.argumentLabel)
          default: return false
          }
        } || (r.isStatic && cases.contains(r.name.text))
          || isMemberwiseInitializer(r, of: name.text)
        if !found {
          let what: String
          switch r.kind {
          case .property(_, let settable): what = "\(settable ? "settable " : "")property '\(r.name.text)'"
          case .method(let f, _):
            what = "method '\(r.name.text)(" + f.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")'"
          case .initializer(let f): what = "'init(" + f.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")'"
          case .associatedType: what = r.name.text
          }
          error(
            "type '\(name.text)' does not conform to protocol '\(c.text)': it has no \(what)", name.range,
            id: "protocol-conformance")
        }
      }
    }
  }

  /// A struct's memberwise initialiser meets `init(x:y:)` when the labels are its stored
  /// properties in order and it declares no `init` of its own.
  private func isMemberwiseInitializer(_ r: ProtocolRequirement, of typeName: String) -> Bool {
    guard case .initializer(let req) = r.kind, let s = resolver.userStructs[typeName] else { return false }
    if s.members.contains(where: { if case .initializer = $0 { true } else { false } }) { return false }
    return req.parameters.map(\.argumentLabel) == s.storedProperties.map { Optional($0.name.text) }
  }
}
