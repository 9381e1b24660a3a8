/// The horizontal or vertical dimension in a 2D coordinate system, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical

  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
