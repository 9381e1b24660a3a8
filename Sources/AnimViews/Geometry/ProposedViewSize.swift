import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: per dimension, `nil` asks
/// for the view's ideal size, 0 for its minimum and `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width; nil asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; nil asks for the ideal height.
  public var height: CGFloat?

  /// A proposal of the given dimensions.
  public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }

  /// A proposal of a concrete size.
  public init(_ size: CGSize) { (width, height) = (size.width, size.height) }

  /// Both dimensions unspecified: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with each `nil` replaced, by 10 unless told (SwiftUI's
  /// `replacingUnspecifiedDimensions(by:)`, whose default is 10 × 10: views.md §2.1).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A proposal from its dimension along `axis` and the other one.
  init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
    if axis == .horizontal { (width, height) = (major, minor) } else { (width, height) = (minor, major) }
  }
}

extension CGSize {
  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A size from its length along `axis` and across it.
  init(axis: Axis, major: CGFloat, minor: CGFloat) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
