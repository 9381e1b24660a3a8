import AnimationCore
import Foundation

extension LayoutNode {
  /// What the display list's walk does at a node, for the nodes every frame meets most: a
  /// trivial value (no closures, paths or views in it), so reading it per node per frame copies
  /// and retains nothing, where reading ``kind`` copies its payload.
  enum DrawStep {
    /// A container or layout modifier: its children drawn in order, the state unchanged.
    case passThrough
    /// `offset`.
    case offset(CGSize)
    /// `opacity`.
    case opacity(Double)
    /// A host scope (its number).
    case scope(Int)
    /// Anything else: the walk reads ``kind``.
    case other
  }

  /// The draw step of a node of `kind`.
  static func drawStep(_ kind: Kind) -> DrawStep {
    switch kind {
    case .effect(.offset(let d)): return .offset(d)
    case .effect(.opacity(let o)): return .opacity(o)
    case .effect(.scope(let n)): return .scope(n)
    // Effects that only lay out (or are found by identity elsewhere) draw their children as they are.
    case .effect(.foregroundColor), .effect(.fixedSize), .effect(.layoutPriority), .effect(.zIndex), .effect(.id),
      .effect(.transitionRoot), .effect(.matchedGeometry), .effect(.frame), .effect(.flexibleFrame), .effect(.padding),
      .effect(.horizontalAlignmentGuide), .effect(.verticalAlignmentGuide), .effect(.background), .effect(.overlay):
      return .passThrough
    case .frame, .flexibleFrame, .padding, .fixedSize, .horizontalGuide, .verticalGuide, .button:
      return .passThrough
    case .effect, .decorated, .stack, .zStack, .spacer, .text, .color, .divider, .shape:
      return .other
    }
  }
}
