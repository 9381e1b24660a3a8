import AnimationCore
import Foundation

/// A view laid out in a host of a given size, as SwiftUI's hosting view lays out its root: the
/// root is proposed the host's size and centred in it. Holds the display list of what is drawn
/// and the diagnostics the tree carried.
public struct ViewLayout {
  /// The host's size.
  public let size: CGSize
  /// What is drawn, back to front.
  public let displayList: DisplayList
  /// Problems SwiftUI would log for this tree (invalid frames, duplicate ids, a missing font).
  public let diagnostics: [ViewDiagnostic]
  /// Every laid-out view (containers and modifiers too), in tree order: its type name,
  /// identity and frame in host layout coordinates.
  public let frames: [(typeName: String, identity: ViewIdentity, frame: CGRect)]
  /// The buttons, in tree order: the text of their label (its Texts' strings joined by a
  /// space), their action, identity and layout frame; what a host's `tap("Animate")` looks up.
  public let buttons: [(label: String, action: ButtonAction, identity: ViewIdentity, frame: CGRect)]
  /// The placed tree and the font, kept to draw it again with animated values
  /// (``displayList(presentedBy:)``).
  let roots: [LayoutNode]
  /// Whether a view has a `matchedGeometryEffect` (ViewLayout+MatchedGeometry.swift).
  let hasMatchedGeometry: Bool
  let font: FontMetrics?

  /// Lays out `view` in a `width` × `height` host.
  /// - Parameters:
  ///   - displayScale: pixels per point, to which text sizes are rounded up (3, an iPhone's, by
  ///     default: the scale of the measured numbers in views.md).
  ///   - font: the font Text is measured and drawn with (Inter at 17 pt by default).
  public init(
    _ view: some ViewConvertible, width: CGFloat, height: CGFloat, displayScale: CGFloat = 3,
    font: FontMetrics? = FontMetrics.body
  ) {
    let w = width.isFinite ? max(width, 0) : 0
    let h = height.isFinite ? max(height, 0) : 0
    size = CGSize(width: w, height: h)
    let node = view.viewNode
    var diagnostics = node.diagnostics
    if font == nil {
      diagnostics.append(
        ViewDiagnostic(
          .fontUnavailable,
          "cannot read the font \(FontMetrics.interPath) (install fonts-inter: make setup); text is measured with estimates",
          source: "Text"))
    }
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 3
    let log = BuildLog()
    let env = LayoutEnvironment(log: log, foreground: nil, stackAxis: nil, font: font, displayScale: scale)
    var roots = LayoutNode.build(node, parent: [], env: env)
    if log.truncated {
      diagnostics.append(
        ViewDiagnostic(
          .nestedTooDeep,
          "views nested more than \(LayoutNode.maxDepth) deep (views and modifiers) are not drawn",
          source: "body"))
    }
    if roots.count > 1 {
      // Several views at the root are stacked vertically, as a body of several views is.
      roots = [
        LayoutNode(
          .stack(axis: .vertical, horizontal: .center, vertical: .center, spacing: nil), children: roots,
          identity: ViewIdentity(), typeName: "VStack", foreground: nil, displayScale: scale)
      ]
    }
    self.diagnostics = diagnostics
    let proposal = ProposedViewSize(size)
    for root in roots {
      let s = root.sizeThatFits(proposal)
      root.place(at: CGPoint(x: (w - s.width) / 2, y: (h - s.height) / 2), size: s, proposal: proposal)
    }
    hasMatchedGeometry = log.matched
    if log.matched { LayoutNode.matchGeometry(roots) }
    var frames: [(String, ViewIdentity, CGRect)] = []
    var buttons: [(String, ButtonAction, ViewIdentity, CGRect)] = []
    func texts(_ n: LayoutNode) -> [String] {
      if case .text(let s, _, _) = n.kind { return [s] }
      return n.children.flatMap(texts)
    }
    func collect(_ n: LayoutNode) {
      frames.append((n.typeName, n.identity, n.frame))
      if case .button(let action) = n.kind {
        buttons.append((texts(n).joined(separator: " "), action, n.identity, n.frame))
      }
      n.children.forEach(collect)
    }
    roots.forEach(collect)
    self.frames = frames
    self.buttons = buttons
    displayList = DisplayList(root: roots, size: size, font: font)
    self.roots = roots
    self.font = font
  }
}
