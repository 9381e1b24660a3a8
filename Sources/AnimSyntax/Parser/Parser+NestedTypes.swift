// Types declared inside a type: `struct Monitor { enum Phase { … } }` (Swift's "Nested
// Types"). The parser lifts the inner declaration out to stand just before the statement that
// holds the outer one, so that `Phase` is a type of the same scope (seen inside `Monitor` as
// Swift sees it), and records it on the outer declaration, so that `Monitor.Phase` names it in
// expressions (the resolver) and in annotations (a type alias).

extension Parser {
  /// At `struct`/`enum` among a type's members: parses the declaration and lifts it out.
  mutating func liftNestedType() {
    let start = token.range.start
    let kind: Stmt.Kind
    let name: String
    if self.kind == .identifier("struct") || self.kind == .identifier("class") {
      let k = parseStructStatement()
      kind = k
      switch k {
      case .struct(let d): name = d.name.text
      case .animation(let a): name = a.name.text
      default: return
      }
    } else {
      let d = parseEnumDecl()
      kind = .enum(d)
      name = d.name.text
    }
    pendingLeadingStatements.append(Stmt(id: makeID(), range: range(from: start), kind: kind))
    nestedTypeNames.append(name)
  }

  /// After a type's members: the names of the types declared in it, each also reachable as
  /// `Outer.Inner` in annotations; the enclosing type's list is put back.
  mutating func finishNestedTypes(of outer: Name, restoring saved: [String]) -> [String] {
    let inner = nestedTypeNames
    nestedTypeNames = saved
    for n in inner {
      let target = TypeAnnotation(
        kind: .named(Name(text: n, range: outer.range, id: makeID()), arguments: []), range: outer.range)
      typeAliases.append(TypeAliasRecord(name: outer.text + "." + n, target: target, scope: nil))
    }
    return inner
  }
}
