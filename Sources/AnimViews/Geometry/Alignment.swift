import Foundation

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`: a name
/// and the guide's default value in a view's dimensions. Two alignments are equal when their
/// names are.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignment's name (`leading`, `center`, `trailing`, or a custom one's).
  public let name: String
  /// The guide's value in a view that sets no explicit guide for it.
  public let defaultValue: @Sendable (ViewDimensions) -> CGFloat

  /// A custom alignment, as SwiftUI's `HorizontalAlignment(MyAlignmentID.self)`.
  public init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
    self.name = name
    self.defaultValue = defaultValue
  }

  /// The leading edge (x = 0).
  public static let leading = HorizontalAlignment(name: "leading") { _ in 0 }
  /// The centre (x = width / 2).
  public static let center = HorizontalAlignment(name: "center") { $0.width / 2 }
  /// The trailing edge (x = width).
  public static let trailing = HorizontalAlignment(name: "trailing") { $0.width }

  public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignment's name.
  public let name: String
  /// The guide's value in a view that sets no explicit guide for it.
  public let defaultValue: @Sendable (ViewDimensions) -> CGFloat

  /// A custom alignment, as SwiftUI's `VerticalAlignment(MyAlignmentID.self)`.
  public init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
    self.name = name
    self.defaultValue = defaultValue
  }

  /// The top edge (y = 0).
  public static let top = VerticalAlignment(name: "top") { _ in 0 }
  /// The centre (y = height / 2).
  public static let center = VerticalAlignment(name: "center") { $0.height / 2 }
  /// The bottom edge (y = height).
  public static let bottom = VerticalAlignment(name: "bottom") { $0.height }
  /// The first line's baseline; a view without text has it at its bottom, as in SwiftUI.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline") { $0.height }
  /// The last line's baseline; a view without text has it at its bottom, as in SwiftUI.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline") { $0.height }

  public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// An alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  public var description: String { "\(horizontal)/\(vertical)" }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`: what an
/// `alignmentGuide` closure reads.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The laid-out view, whose explicit guides (set by `alignmentGuide`, or a Text's baselines)
  /// take precedence over an alignment's default.
  let node: LayoutNode?
  /// The proposal the view answered this size for (its explicit guides may depend on it).
  let proposal: ProposedViewSize

  init(width: CGFloat, height: CGFloat, node: LayoutNode?, proposal: ProposedViewSize) {
    (self.width, self.height, self.node, self.proposal) = (width, height, node, proposal)
  }

  /// The dimensions of a view of this size with no explicit guides.
  public init(width: CGFloat, height: CGFloat) {
    self.init(width: width, height: height, node: nil, proposal: .unspecified)
  }

  /// The value of a horizontal guide: the view's explicit one, else the alignment's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(self)
  }

  /// The value of a vertical guide: the view's explicit one, else the alignment's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(self)
  }

  /// The view's explicit value for a horizontal guide, if it sets one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    node?.explicitGuide(
      .horizontal, guide.name, size: CGSize(width: width, height: height), proposal: proposal)
  }

  /// The view's explicit value for a vertical guide, if it sets one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    node?.explicitGuide(.vertical, guide.name, size: CGSize(width: width, height: height), proposal: proposal)
  }
}
