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
}
