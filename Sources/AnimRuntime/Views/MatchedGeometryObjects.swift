// `@Namespace` and `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (views.md §3.4):
// a namespace is a value unique to the view that declares it (`@Namespace var ns` is kept with
// the view's identity as `@State` is: the parser reads it as `@State var ns = Namespace()`); the
// modifier names a group by namespace and id, and the layout gives the group's views their
// source's geometry (AnimViews' ViewLayout+MatchedGeometry.swift). The host animates a view
// inserted as a group's source in place of a removed one from the removed one's frame
// (ViewHost+MatchedGeometry.swift).
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A `Namespace.ID`: its number, unique in the run.
final class NamespaceObject: RuntimeObject, @unchecked Sendable {
  nonisolated(unsafe) private static var count = 0
  let number: Int
  override init() {
    NamespaceObject.count += 1
    number = NamespaceObject.count
  }
  override var typeName: String { "Namespace.ID" }
  override var printed: String { "Namespace.ID(\(number))" }
}

/// `MatchedGeometryProperties`: `.frame` (position and size), `.position`, `.size`.
final class MatchedPropertiesObject: RuntimeObject, @unchecked Sendable {
  let position: Bool, size: Bool
  init(position: Bool, size: Bool) {
    self.position = position
    self.size = size
  }
  override var typeName: String { "MatchedGeometryProperties" }
  override var printed: String {
    "MatchedGeometryProperties." + (position && size ? "frame" : position ? "position" : "size")
  }
}

/// The type as a value: its static members are the built-in table's
/// (BuiltinTable+ViewValues.swift).
final class MatchedPropertiesNamespace: RuntimeObject, @unchecked Sendable {
  override var typeName: String { "MatchedGeometryProperties" }
  override var printed: String { "MatchedGeometryProperties" }
  override var kind: ValueKind { .matchedPropertiesType }
}

extension Builtins {
  func registerMatchedGeometry() {
    add(
      "MatchedGeometryProperties", .constant(.object(MatchedPropertiesNamespace())),
      signature: "MatchedGeometryProperties",
      doc: "What matchedGeometryEffect takes from its group's source: .frame (the default), .position, .size.")
  }
}

extension Interpreter {
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` on `receiver`.
  func matchedGeometryModifier(_ receiver: Value, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> Value {
    try a.check(["id", "in", "properties", "anchor", "isSource"], m)
    guard let id = a.named("id") else {
      throw RuntimeError("matchedGeometryEffect needs an id: .matchedGeometryEffect(id: \"circle\", in: namespace)", at: a.range, file: m.file)
    }
    guard let ns = a.named("in"), case .object(let namespace as NamespaceObject) = ns.value.unwrapped else {
      let what = a.named("in")?.value.typeNameWithArticle ?? "nothing"
      throw RuntimeError(
        "matchedGeometryEffect(id:in:) takes a namespace (declare '@Namespace var namespace' in the view), not \(what)",
        at: a.named("in")?.range ?? a.range, file: m.file)
    }
    var g = MatchedGeometry(key: "\(namespace.number):" + id.value.printed)
    if let p = a.named("properties") {
      guard case .object(let props as MatchedPropertiesObject) = p.value.unwrapped else {
        throw RuntimeError("properties takes .frame, .position or .size, not \(p.value.typeNameWithArticle)", at: p.range, file: m.file)
      }
      g.position = props.position
      g.size = props.size
    }
    if let u = a.named("anchor") { g.anchor = try a.unitPoint(u, m) }
    if let s = a.named("isSource") { g.isSource = try a.bool(s, m) }
    return .object(ViewObject(.modified(receiver, name: "matchedGeometryEffect", apply: { ViewNode(.modified(.matchedGeometry(g), $0)) }), range: a.range))
  }
}
