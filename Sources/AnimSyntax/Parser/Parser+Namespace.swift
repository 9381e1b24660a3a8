// `@Namespace var ns` (SwiftUI's property wrapper for matchedGeometryEffect): a namespace
// unique to the view, kept with its identity. Anim reads it as `@State var ns = Namespace()`:
// the state kept per identity holds the first namespace made for the view
// (Views/MatchedGeometryObjects.swift makes one per call).

extension Parser {
  /// Rewrites `@Namespace var ns` (without an initial value) as `@State var ns = Namespace()`.
  mutating func desugarNamespace(_ attributes: inout [Attribute], _ initializer: inout Expr?) {
    guard initializer == nil, let k = attributes.firstIndex(where: { $0.name.text == "Namespace" }) else { return }
    let at = attributes[k]  // trap-ok: an index firstIndex found
    attributes[k] = Attribute(name: Identifier(text: "State", range: at.name.range), arguments: [], range: at.range)  // trap-ok: as above
    let callee = Expr(id: makeID(), range: at.range, kind: .variable(Name(text: "Namespace", range: at.name.range, id: makeID())))
    initializer = Expr(id: makeID(), range: at.range, kind: .call(callee: callee, arguments: []))
  }
}
