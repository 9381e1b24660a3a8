// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (views.md §3.4; OpenSwiftUI
// `Render/GeometryEffect/MatchedGeometryEffect.swift`): the views of a group (one namespace and
// id) take the geometry of the group's source, after layout, without changing their parents'
// layout. The shared frame is the source's anchor point in host coordinates and its size
// (SharedFrame); a view that is not the source is given the shared size as its proposal and
// takes what its content answers (MatchedFrame: `sizeThatFits` of the shared size), and is
// placed so that its own anchor falls on the shared point. Anim's host coordinates are the
// layout's, without drawing effects (an `offset` outside the view does not move the shared
// point).
import AnimationCore
import Foundation

/// A `matchedGeometryEffect`'s arguments.
public struct MatchedGeometry: Hashable, Sendable {
  /// The group: the namespace and the id.
  public var key: String
  /// Which properties the view takes from the source (`.frame` is both).
  public var position: Bool, size: Bool
  /// The point of the view that is the shared position.
  public var anchor: UnitPoint
  /// Whether the view gives the group its geometry.
  public var isSource: Bool

  public init(key: String, position: Bool = true, size: Bool = true, anchor: UnitPoint = .center, isSource: Bool = true) {
    self.key = key
    self.position = position
    self.size = size
    self.anchor = anchor
    self.isSource = isSource
  }
}

/// A view a layout placed with a `matchedGeometryEffect`.
public struct MatchedPlacement {
  public let geometry: MatchedGeometry
  public let identity: ViewIdentity
  /// Its frame in the host, after matching.
  public let frame: CGRect
}

extension LayoutNode {
  /// The matched views under `roots`, in tree order.
  static func matchedNodes(_ roots: [LayoutNode]) -> [(LayoutNode, MatchedGeometry)] {
    var out: [(LayoutNode, MatchedGeometry)] = []
    var stack = Array(roots.reversed())
    while let node = stack.popLast() {
      if case .effect(.matchedGeometry(let g)) = node.kind { out.append((node, g)) }
      stack.append(contentsOf: node.children.reversed())
    }
    return out
  }

  /// Places a matched view in the frame the shared frame gives it: `shared` is the source's
  /// frame and `sourceAnchor` its anchor.
  func placeMatched(_ g: MatchedGeometry, sharedFrame shared: CGRect, sourceAnchor: UnitPoint) {
    var size = frame.size
    var proposal = placedProposal
    if g.size {
      proposal = ProposedViewSize(shared.size)
      size = sizeThatFits(proposal)
    }
    var origin = frame.origin
    if g.position {
      let px = shared.minX + sourceAnchor.x * shared.width
      let py = shared.minY + sourceAnchor.y * shared.height
      origin = CGPoint(x: px - g.anchor.x * size.width, y: py - g.anchor.y * size.height)
    }
    place(at: origin, size: size, proposal: proposal)
  }

  /// Gives each group's views that are not its source the source's geometry. The first source
  /// in tree order is the group's (SwiftUI leaves more than one undefined).
  static func matchGeometry(_ roots: [LayoutNode]) {
    let nodes = matchedNodes(roots)
    guard !nodes.isEmpty else { return }
    var sources: [String: (CGRect, UnitPoint)] = [:]
    for (node, g) in nodes where g.isSource && sources[g.key] == nil { sources[g.key] = (node.frame, g.anchor) }
    for (node, g) in nodes where !g.isSource {
      guard let (shared, anchor) = sources[g.key] else { continue }
      node.placeMatched(g, sharedFrame: shared, sourceAnchor: anchor)
    }
  }

  /// The frames of the drawn views and anchored effects (``drawsInFrame``) under `roots`, by
  /// identity, in drawing order within an identity (outer modifiers first, as they wrap the
  /// same view), as a host's ``DisplayPresenter`` is asked for them.
  static func drawnFrames(_ roots: [LayoutNode]) -> [ViewIdentity: [CGRect]] {
    var out: [ViewIdentity: [CGRect]] = [:]
    var stack = Array(roots.reversed())
    while let node = stack.popLast() {
      if node.drawsInFrame { out[node.identity, default: []].append(node.frame) }
      stack.append(contentsOf: node.children.reversed())
    }
    return out
  }
}

extension ViewLayout {
  /// The views placed with a `matchedGeometryEffect`, in tree order.
  public func matchedViews() -> [MatchedPlacement] {
    guard hasMatchedGeometry else { return [] }
    return LayoutNode.matchedNodes(roots).map { MatchedPlacement(geometry: $1, identity: $0.identity, frame: $0.frame) }
  }

  /// Where the views in the matched view `identity` would be drawn if the group's shared frame
  /// were `shared` with the source anchor `anchor` (the frame a view inserted in place of a
  /// removed source starts from), by identity (see ``LayoutNode/drawnFrames(_:)``); the layout
  /// is left as it was.
  public func matchedFrames(of identity: ViewIdentity, sharedFrame shared: CGRect, sourceAnchor anchor: UnitPoint)
    -> [ViewIdentity: [CGRect]]
  {
    guard let (node, g) = LayoutNode.matchedNodes(roots).first(where: { $0.0.identity == identity }) else { return [:] }
    let (frame, proposal) = (node.frame, node.placedProposal)
    node.placeMatched(g, sharedFrame: shared, sourceAnchor: anchor)
    // The identities in the view, with their frames counted from the root: the modifiers
    // around the matched one (a transition's effect) share its identity and come first.
    var inside: Set<ViewIdentity> = []
    var stack = [node]
    while let n = stack.popLast() {
      inside.insert(n.identity)
      stack.append(contentsOf: n.children)
    }
    let out = LayoutNode.drawnFrames(roots).filter { inside.contains($0.key) }
    node.place(at: frame.origin, size: frame.size, proposal: proposal)
    return out
  }
}
