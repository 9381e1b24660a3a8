// `AnyTransition`'s members in the built-in table: the static transitions (`.opacity`, `.scale`,
// `.slide`, `.identity`), the static methods that make one (`.move(edge:)`, `.push(from:)`,
// `.scale(scale:anchor:)`, `.offset(x:y:)`, `.offset(_:)`, `.asymmetric(insertion:removal:)`)
// and `combined(with:)`. The methods' overloads are read from ViewSignatures' `AnyTransition`
// declarations, which the checker types them from, so a call's labels are matched once, when it
// is lowered. The type's value is `AnyTransition` (a TransitionNamespace, kind
// `.transitionType`), a transition's a TransitionObject (`.transition`).
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension BuiltinTable {
  /// Registers AnyTransition's static members and a transition's method.
  func registerTransitions() {
    constant(.transitionType, "opacity", "Fades the view in and out (the default).", .object(TransitionObject(.opacity)))
    constant(.transitionType, "scale", "Scales the view up from nothing and back down.", .object(TransitionObject(.scale())))
    constant(.transitionType, "slide", "Moves the view in from the leading edge and out to the trailing edge.", .object(TransitionObject(.slide)))
    constant(
      .transitionType, "identity", "Inserts and removes the view without any change drawn.",
      .object(TransitionObject(ViewTransition(TransitionEffect(), name: "AnyTransition.identity"))))
    /// A static method of AnyTransition, or a transition's method, with the declared overloads.
    func make(
      _ owner: ValueKind, _ name: String, _ doc: String,
      _ body: @escaping (Value, BoundViewArguments, inout Machine) throws(RuntimeError) -> ViewTransition
    ) {
      method(owner, name, overloads: Self.declaredOverloads(name, of: "AnyTransition"), what: name, doc) {
        (r: Value, b: BoundArguments, site: CallSite, _: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        .object(TransitionObject(try body(r.unwrapped, BoundViewArguments(b, site), &m)))
      }
    }
    make(.transitionType, "scale", "Scales the view from a factor about an anchor (the centre by default).") {
      _, a, m throws(RuntimeError) in
      .scale(Double(try a.optionalNumber(0, m) ?? 1e-5), anchor: try a.anchor(1, m))
    }
    make(.transitionType, "move", "Moves the view in from an edge and out to it.") { _, a, m throws(RuntimeError) in
      .move(try Self.oneEdge(a, "move(edge:)", m))
    }
    make(.transitionType, "push", "Pushes the view in from an edge, and out to the opposite one, fading.") {
      _, a, m throws(RuntimeError) in
      .push(from: try Self.oneEdge(a, "push(from:)", m))
    }
    make(.transitionType, "offset", "Moves the view in from an offset and out to it.") { _, a, m throws(RuntimeError) in
      if a.overload == 1, let d = a[0] { return .offset(try a.read.size(d, m)) }
      let x = try a.optionalNumber(0, m) ?? 0
      let y = try a.optionalNumber(1, m) ?? 0
      return .offset(CGSize(width: x, height: y))
    }
    make(.transitionType, "asymmetric", "One transition for the insertion, another for the removal.") {
      _, a, m throws(RuntimeError) in
      let i = try Self.transition(a, 0, "asymmetric", m)
      let r = try Self.transition(a, 1, "asymmetric", m)
      return ViewTransition(
        insertion: i.insertion, removal: r.removal, name: "AnyTransition.asymmetric(insertion: \(i.name), removal: \(r.name))")
    }
    make(.transition, "combined", "This transition and another, both at once.") { r, a, m throws(RuntimeError) in
      guard case .object(let t as TransitionObject) = r else {
        throw RuntimeError("'combined' is a method of a transition", at: a.range, file: m.file)
      }
      return t.transition.combined(with: try Self.transition(a, 0, "combined", m))
    }
  }

  /// Parameter `i`, a transition.
  private static func transition(_ a: BoundViewArguments, _ i: Int, _ name: String, _ m: Machine)
    throws(RuntimeError) -> ViewTransition
  {
    guard case .object(let t as TransitionObject) = a.value(i) else {
      throw RuntimeError(
        "\(name) takes transitions (AnyTransition), not \(a.value(i).typeNameWithArticle)", at: a[i]?.range ?? a.range,
        file: m.file)
    }
    return t.transition
  }

  /// `move(edge:)`'s and `push(from:)`'s argument: one edge.
  private static func oneEdge(_ a: BoundViewArguments, _ what: String, _ m: Machine) throws(RuntimeError) -> Edge {
    guard case .object(let set as ViewEdgeSet) = a.value(0), let edge = Edge.allCases.first(where: { Edge.Set($0) == set.set })
    else {
      throw RuntimeError("\(what) takes one edge: .top, .leading, .bottom or .trailing", at: a.range, file: m.file)
    }
    return edge
  }
}
