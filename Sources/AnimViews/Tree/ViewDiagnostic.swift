/// A problem in a view tree that SwiftUI reports at run time and survives (it logs and goes on):
/// the binding turns each into a `file:line:col: error:` at the call that made it.
public struct ViewDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A `frame` dimension that is negative, NaN or infinite (ignored, as SwiftUI ignores it).
    case invalidFrameDimension
    /// A flexible frame whose minimum, ideal and maximum are out of order.
    case contradictoryFrameConstraints
    /// Two `ForEach` elements with the same id.
    case duplicateForEachID
    /// A view or modifier that AnimViews does not draw.
    case unsupported
    /// The font for Text could not be loaded; an estimate is used.
    case fontUnavailable
    /// Views nested deeper than layout goes; the deeper ones are not drawn.
    case nestedTooDeep
  }

  /// The kind, for the binding to pick a source range.
  public let kind: Kind
  /// The message, in SwiftUI's words where SwiftUI logs one.
  public let message: String
  /// The view call or modifier that caused it (`frame(width:height:alignment:)`, `ForEach`, …).
  public let source: String

  /// A diagnostic of `kind` with its message.
  public init(_ kind: Kind, _ message: String, source: String) {
    (self.kind, self.message, self.source) = (kind, message, source)
  }

  public var description: String { "\(source): \(message)" }
}
