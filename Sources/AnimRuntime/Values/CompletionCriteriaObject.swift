// `AnimationCompletionCriteria.logicallyComplete` / `.removed` as script values, so that
// `withAnimation(.bouncy, completionCriteria: .removed) { … } completion: { … }` reads as in SwiftUI.
import AnimationCore

/// An `AnimationCompletionCriteria` value.
final class CompletionCriteriaObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .completionCriteria }
  let criteria: AnimationCompletionCriteria
  init(_ criteria: AnimationCompletionCriteria) { self.criteria = criteria }

  /// Every criterion by its name in SwiftUI's spelling (the built-in table's constants).
  static let all: [(name: String, criteria: AnimationCompletionCriteria)] = [
    ("logicallyComplete", .logicallyComplete), ("removed", .removed),
  ]

  /// The member names (for implicit members and "did you mean").
  static let memberNames = all.map(\.name)

  /// The criteria named `name`, if there is one.
  static func named(_ name: String) -> CompletionCriteriaObject? {
    all.first { $0.name == name }.map { CompletionCriteriaObject($0.criteria) }
  }

  override var typeName: String { "AnimationCompletionCriteria" }
  override var printed: String { criteria == .removed ? ".removed" : ".logicallyComplete" }
  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? CompletionCriteriaObject)?.criteria == criteria
  }
}
