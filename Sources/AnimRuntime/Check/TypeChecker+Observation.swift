// Observation members in the checker (ObservableObjects.swift has their meaning).
import AnimSyntax

extension TypeChecker {
  /// `store.$color` (a `@Published` property's publisher) and `store.objectWillChange` of an
  /// ObservableObject class; nil for other names.
  func observationMemberType(_ typeName: String, _ name: String) -> SwiftType? {
    guard let d = resolver.userStructs[typeName], d.isClass else { return nil }
    if name == "objectWillChange", d.conformances.contains(where: { $0.text == "ObservableObject" }) {
      return .named("ObservableObjectPublisher", [])
    }
    guard name.hasPrefix("$"),
      let v = d.storedProperties.first(where: { "$" + $0.name.text == name }),
      v.attributes.contains(where: { $0.name.text == "Published" })
    else { return nil }
    let value = v.type.map { SwiftType($0, generics: generics, selfType: .named(typeName)) } ?? .unknown
    return .named("Published<\(value.defaulted)>.Publisher", [])
  }
}
