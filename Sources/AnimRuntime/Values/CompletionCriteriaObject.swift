// `AnimationCompletionCriteria.logicallyComplete` / `.removed` as script values, so that
// `withAnimation(.bouncy, completionCriteria: .removed) { … } completion: { … }` reads as in SwiftUI.
import AnimationCore

/// An `AnimationCompletionCriteria` value.
final class CompletionCriteriaObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  override var kind: ValueKind { .completionCriteria }
  let criteria: AnimationCompletionCriteria
  init(_ criteria: AnimationCompletionCriteria) { self.criteria = criteria }

  /// The member names, in SwiftUI's spelling (for implicit members and "did you mean").
  static let memberNames = ["logicallyComplete", "removed"]

  /// The criteria named `name`, if there is one.
  static func named(_ name: String) -> CompletionCriteriaObject? {
    switch name {
    case "logicallyComplete": CompletionCriteriaObject(.logicallyComplete)
    case "removed": CompletionCriteriaObject(.removed)
    default: nil
    }
  }

  override var typeName: String { "AnimationCompletionCriteria" }
  override var printed: String { criteria == .removed ? ".removed" : ".logicallyComplete" }
  func isEqual(to other: RuntimeObject) -> Bool {
    (other as? CompletionCriteriaObject)?.criteria == criteria
  }
}
