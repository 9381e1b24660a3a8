import Foundation

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// One bit per edge, by the edge's raw value.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The inset distances for the sides of a rectangle, as SwiftUI's `EdgeInsets` (left-to-right
/// layout: leading is left).
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading (left) edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing (right) edge.
  public var trailing: CGFloat

  /// Insets of zero.
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }

  /// Insets with a distance for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// `length` on the edges in `edges`, zero on the others.
  public init(_ edges: Edge.Set, _ length: CGFloat) {
    top = edges.contains(.top) ? length : 0
    leading = edges.contains(.leading) ? length : 0
    bottom = edges.contains(.bottom) ? length : 0
    trailing = edges.contains(.trailing) ? length : 0
  }

  /// The sum of the leading and trailing insets.
  var horizontal: CGFloat { leading + trailing }
  /// The sum of the top and bottom insets.
  var vertical: CGFloat { top + bottom }
}
