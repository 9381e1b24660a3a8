// Observation attributes checked before running (ObservableObjects.swift has their meaning).
import AnimSyntax

extension Resolver {
  /// `@Published` on a property of a struct: Swift's error (Published is for classes).
  func checkPublishedOutsideClass(_ properties: [VariableDecl]) {
    for v in properties {
      guard let a = v.attributes.first(where: { $0.name.text == "Published" }) else { continue }
      error(
        "'wrappedValue' is unavailable: @Published is only available on properties of classes", a.range,
        id: "published-outside-class")
    }
  }

  /// A view's `@ObservedObject`/`@StateObject` of a class that is not an ObservableObject
  /// (Swift's error), and `@EnvironmentObject`, which Anim does not provide (refused in one
  /// sentence: the property would never be set).
  func checkObservedProperties(_ properties: [VariableDecl]) {
    for v in properties {
      for a in v.attributes {
        switch a.name.text {
        case "EnvironmentObject":
          error(
            "'@EnvironmentObject' is not supported: pass the object to the view as an '@ObservedObject var'",
            a.range, id: "environment-object")
        case "ObservedObject", "StateObject":
          guard let t = v.type, case .named(let name, _) = t.kind, let d = userStructs[name.text], d.isClass,
            !d.conformances.contains(where: { $0.text == "ObservableObject" })
          else { continue }
          error(
            "generic struct '\(a.name.text)' requires that '\(name.text)' conform to 'ObservableObject'",
            t.range, id: "observed-object")
        default: break
        }
      }
    }
  }

  /// `@Published`, `@ObservedObject`, `@StateObject`, `@ObservationIgnored` or
  /// `@AnimatableIgnored` on a variable that is no type's property: they mark properties.
  func checkPropertyAttributesOutsideType(_ decl: VariableDecl) {
    let propertyOnly: Set<String> = ["Published", "ObservedObject", "StateObject", "ObservationIgnored", "AnimatableIgnored"]
    for a in decl.attributes where propertyOnly.contains(a.name.text) {
      error("'@\(a.name.text)' marks a property of a type, not a variable", a.range, id: "property-attribute")
    }
  }
}
