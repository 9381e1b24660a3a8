import AnimationCore
import Foundation

/// A view of the tree as layout sees it: groups flattened into their stacks, environment values
/// (the foreground colour, the enclosing stack's axis) resolved, and identities complete. It
/// answers SwiftUI's two layout questions, its size for a proposal (``sizeThatFits(_:)``) and
/// where its children go inside a given frame (``place(at:size:proposal:)``).
///
/// Sizes and explicit guides are cached per proposal for the layout pass (a stack asks each
/// child three to four times), so nested stacks stay polynomial rather than exponential in their
/// depth.
final class LayoutNode {
  enum Kind {
    /// Text, measured with `font` (nil: estimates) at `style`'s size.
    case text(String, font: FontMetrics?, style: TextFont)
    case color(Color)
    case shape(ShapeView)
    /// A spacer; `axis` is its stack's (nil outside a stack: it grows both ways).
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A divider across its stack's axis (`axis` is the stack's), `thickness` thick.
    case divider(axis: Axis?, thickness: CGFloat)
    case stack(axis: Axis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: CGFloat?)
    case zStack(Alignment)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// A drawing-only modifier (offset, opacity, scale, rotation, shadow, clip, zIndex,
    /// priority): layout passes through.
    case effect(ViewModifier)
    case horizontalGuide(HorizontalAlignment, (ViewDimensions) -> CGFloat)
    case verticalGuide(VerticalAlignment, (ViewDimensions) -> CGFloat)
    /// Background (children[1] behind children[0]) or overlay (in front), aligned.
    case decorated(background: Bool, alignment: Alignment)
    case button(ButtonAction)
  }

  let kind: Kind
  var children: [LayoutNode]
  /// The full identity, from the root.
  let identity: ViewIdentity
  /// The view's type name (`Circle`, `Text`, `VStack`, the modifier's view for modifiers).
  let typeName: String
  /// The foreground colour in effect here (nil: the default, primary).
  let foreground: Color?
  /// The display scale text rounds to.
  let displayScale: CGFloat

  /// The frame the parent gave this view, in the host's layout coordinates.
  var frame = CGRect.zero
  /// The proposal the parent placed it with (a Text's lines depend on it).
  var placedProposal = ProposedViewSize.unspecified

  /// Sizes answered, by proposal, for this layout pass (a ViewLayout is one pass). Unbounded on
  /// purpose: nested stacks ask a view for a few proposals per ancestor proposal, and a bounded
  /// cache that thrashes makes deep trees exponential (100 nested stacks never finished with 8
  /// entries).
  private var sizeCache: [ProposedViewSize: CGSize] = [:]
  private var textCache: (ProposedViewSize, TextLayout)?
  private var guideCache: [GuideKey: CGFloat?] = [:]

  private struct GuideKey: Hashable {
    var horizontal: Bool
    var name: String
    var proposal: ProposedViewSize
  }

  /// Stack results by proposal, for the same reason as sizes.
  var stackCache: [ProposedViewSize: StackResult] = [:]

  init(
    _ kind: Kind, children: [LayoutNode] = [], identity: ViewIdentity, typeName: String, foreground: Color?,
    displayScale: CGFloat
  ) {
    self.kind = kind
    self.children = children
    self.identity = identity
    self.typeName = typeName
    self.foreground = foreground
    self.displayScale = displayScale
    var names = Set<String>()
    for c in children { names.formUnion(c.guideNames) }
    switch kind {
    case .horizontalGuide(let g, _): names.insert("h:" + g.name)
    case .verticalGuide(let g, _): names.insert("v:" + g.name)
    case .text: names.formUnion(["v:firstTextBaseline", "v:lastTextBaseline"])
    default: break
    }
    guideNames = names
    // Traits, read by stacks for every child on every pass: worked out once here.
    layoutPriority = LayoutNode.priority(kind, children)
    zIndex = LayoutNode.zIndex(kind, children)
    isSpacer = LayoutNode.isSpacer(kind, children)
    switch kind {
    case .effect(.scaleEffect), .effect(.rotationEffect), .effect(.clipShape), .effect(.transitionEffect), .text,
      .color, .divider, .shape:
      drawsInFrame = true
    default: drawsInFrame = false
    }
    drawStep = LayoutNode.drawStep(kind)
  }

  /// What drawing does at this node, when it is one of the common steps (DisplayList's walk):
  /// worked out once, a value with nothing to retain.
  let drawStep: DrawStep

  /// Drawn paths kept between frames (LayoutNode+DrawnPath.swift).
  var pathCache: DrawnPathCache?

  /// Whether drawing this view reads its frame (a drawn view, an effect with an anchor or a
  /// clip): the frames a host animates (DisplayList's walk asks for them every frame).
  let drawsInFrame: Bool

  /// The guides (axis-prefixed names) that this view or a view inside it sets explicitly: a
  /// guide no view inside sets has no explicit value, which spares the lookup a layout of the
  /// subtree.
  let guideNames: Set<String>

  // MARK: - Traits read by stacks

  /// The layout priority: the outermost `layoutPriority` modifier's, else −∞ for a Spacer
  /// (sized last, views.md §2.3), else 0. Like SwiftUI's view traits, it reaches the stack through
  /// the modifiers around it (`.layoutPriority(1).padding()` keeps the priority).
  private static func priority(_ kind: Kind, _ children: [LayoutNode]) -> Double {
    switch kind {
    case .effect(.layoutPriority(let p)): return p
    case .spacer: return -.infinity
    case .effect, .horizontalGuide, .verticalGuide, .button, .frame, .flexibleFrame, .padding, .fixedSize,
      .decorated:
      return children.first?.layoutPriority ?? 0
    default: return 0
    }
  }
  let layoutPriority: Double

  /// The zIndex: the outermost `zIndex` modifier's, else 0; a trait, like the priority.
  private static func zIndex(_ kind: Kind, _ children: [LayoutNode]) -> Double {
    switch kind {
    case .effect(.zIndex(let z)): return z
    case .effect, .horizontalGuide, .verticalGuide, .button, .frame, .flexibleFrame, .padding, .fixedSize,
      .decorated:
      return children.first?.zIndex ?? 0
    default: return 0
    }
  }
  let zIndex: Double

  /// Whether this view is a Spacer (under modifiers that keep its traits): a stack puts no
  /// spacing beside it.
  private static func isSpacer(_ kind: Kind, _ children: [LayoutNode]) -> Bool {
    switch kind {
    case .spacer: return true
    case .effect, .horizontalGuide, .verticalGuide: return children.first?.isSpacer ?? false
    default: return false
    }
  }
  let isSpacer: Bool

  // MARK: - Sizing

  /// The view's size for a proposal.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizeCache[proposal] { return size }
    let size = computeSize(proposal)
    sizeCache[proposal] = size
    return size
  }

  /// The text's lines for a proposal (nil for other views).
  func textLayout(_ proposal: ProposedViewSize) -> TextLayout? {
    guard case .text(let string, let font, let style) = kind else { return nil }
    if let (p, t) = textCache, p == proposal { return t }
    let t = TextLayout(
      string, font: font, pointSize: font?.pointSize ?? style.size, proposal: proposal,
      displayScale: displayScale)
    textCache = (proposal, t)
    return t
  }

  private func computeSize(_ p: ProposedViewSize) -> CGSize {
    switch kind {
    case .text:
      return textLayout(p)?.size ?? .zero
    case .color:
      return p.replacingUnspecifiedDimensions()
    case .shape:
      // Shapes fill the proposal (nil → 10); a Circle answers the square of the smaller side
      // (views.md §2.2).
      let s = p.replacingUnspecifiedDimensions()
      guard isCircle else { return s }
      let side = min(s.width, s.height)
      return CGSize(width: side, height: side)
    case .spacer(let minLength, let axis):
      guard let axis else {
        return CGSize(
          width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
      }
      let along = p[axis].map { max($0, minLength) } ?? minLength
      return CGSize(axis: axis, major: along, minor: 0)
    case .divider(let axis, let thickness):
      // Across the stack: a VStack's divider is a horizontal line as wide as proposed.
      let lineAxis: Axis = axis == .horizontal ? .vertical : .horizontal
      let length = p[lineAxis] ?? 10
      return CGSize(axis: lineAxis, major: length, minor: thickness)
    case .stack(let axis, _, _, _):
      return stackLayout(p, axis: axis).size
    case .zStack(let alignment):
      return zStackLayout(p, alignment: alignment).size
    case .frame(let w, let h, _):
      if let w, let h { return CGSize(width: w, height: h) }
      let c = child.sizeThatFits(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
      return CGSize(width: w ?? c.width, height: h ?? c.height)
    case .flexibleFrame(let f):
      return flexibleSize(p, f).size
    case .padding(let e):
      let c = child.sizeThatFits(paddedProposal(p, e))
      return CGSize(width: max(0, c.width + e.horizontal), height: max(0, c.height + e.vertical))
    case .fixedSize(let h, let v):
      return child.sizeThatFits(ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
    case .effect, .horizontalGuide, .verticalGuide, .decorated, .button:
      return child.sizeThatFits(p)
    }
  }

  private var isCircle: Bool {
    if case .shape(let s) = kind, case .circle = s.kind { return true }
    return false
  }

  /// The single child of a modifier (an empty view when missing, which the builder never makes).
  var child: LayoutNode {
    children.first
      ?? LayoutNode(
        .color(.clear), identity: identity, typeName: "EmptyView", foreground: nil, displayScale: displayScale
      )
  }

  func paddedProposal(_ p: ProposedViewSize, _ e: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
  }

  /// A flexible frame's size and the proposal it makes to its child (views.md §2.6).
  func flexibleSize(_ p: ProposedViewSize, _ f: FlexibleFrame) -> (
    size: CGSize, childProposal: ProposedViewSize
  ) {
    func childAxis(_ pv: CGFloat?, _ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
      guard var v = pv ?? id else { return nil }
      if let mn { v = max(v, mn) }
      if let mx { v = min(v, mx) }
      return v
    }
    let cp = ProposedViewSize(
      width: childAxis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
      height: childAxis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    var childSize: CGSize?
    func measured() -> CGSize {
      if let c = childSize { return c }
      let c = child.sizeThatFits(cp)
      childSize = c
      return c
    }
    func axis(_ a: Axis, _ pv: CGFloat?, _ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?) -> CGFloat {
      if let pv, let mn, let mx { return min(max(pv, mn), max(mn, mx)) }
      if pv == nil, let id { return id }
      let c = measured()[a]
      let cpv = cp[a]
      switch (mn, mx) {
      case (let mn?, let mx?): return min(max(c, mn), max(mn, mx))
      case (let mn?, nil): return max(min(cpv ?? .infinity, c), mn)
      case (nil, let mx?): return min(max(cpv ?? -.infinity, c), mx)
      case (nil, nil): return c
      }
    }
    let w = axis(.horizontal, p.width, f.minWidth, f.idealWidth, f.maxWidth)
    let h = axis(.vertical, p.height, f.minHeight, f.idealHeight, f.maxHeight)
    return (CGSize(width: w, height: h), cp)
  }

  // MARK: - Alignment guides

  /// This view's explicit value for a guide, if it sets one: an `alignmentGuide` modifier's, a
  /// Text's baselines; modifiers that keep the view's geometry pass their child's on (padding
  /// shifted by its inset).
  func explicitGuide(_ axis: Axis, _ name: String, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard !guideNames.isEmpty, guideNames.contains((axis == .horizontal ? "h:" : "v:") + name) else {
      return nil
    }
    // The size follows from the proposal, so the proposal is the key.
    let key = GuideKey(horizontal: axis == .horizontal, name: name, proposal: proposal)
    if let cached = guideCache[key] { return cached }
    let value = computeExplicitGuide(axis, name, size: size, proposal: proposal)
    guideCache[key] = value
    return value
  }

  private func computeExplicitGuide(_ axis: Axis, _ name: String, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    switch kind {
    case .horizontalGuide(let g, let f) where axis == .horizontal && g.name == name:
      return f(ViewDimensions(width: size.width, height: size.height, node: child, proposal: proposal))
    case .verticalGuide(let g, let f) where axis == .vertical && g.name == name:
      return f(ViewDimensions(width: size.width, height: size.height, node: child, proposal: proposal))
    case .horizontalGuide, .verticalGuide, .effect, .decorated, .button:
      return child.explicitGuide(axis, name, size: size, proposal: proposal)
    case .fixedSize(let h, let v):
      let cp = ProposedViewSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
      return child.explicitGuide(axis, name, size: child.sizeThatFits(cp), proposal: cp)
    case .padding(let e):
      let cp = paddedProposal(proposal, e)
      return child.explicitGuide(axis, name, size: child.sizeThatFits(cp), proposal: cp).map {
        $0 + (axis == .horizontal ? e.leading : e.top)
      }
    case .frame(let w, let h, let alignment):
      let cp = ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height)
      return guideThroughFrame(axis, name, size: size, childProposal: cp, alignment: alignment)
    case .flexibleFrame(let f):
      let cp = flexibleSize(proposal, f).childProposal
      return guideThroughFrame(axis, name, size: size, childProposal: cp, alignment: f.alignment)
    case .stack(let stackAxis, _, _, _):
      // A stack passes on its children's explicit guides, each moved by the child's place: the
      // first child that sets one (the last for lastTextBaseline). SwiftUI combines several
      // children's values by a rule it does not document; Anim takes the first.
      let r = stackLayout(proposal, axis: stackAxis)
      let indices = name == "lastTextBaseline" ? Array(children.indices.reversed()) : Array(children.indices)
      for i in indices {
        if let v = children[i].explicitGuide(axis, name, size: r.sizes[i], proposal: r.proposals[i]) {  // trap-ok: one entry per child
          return v + r.origins[i][axis]  // trap-ok: as above
        }
      }
      return nil
    case .text(_, let font, let style):
      guard axis == .vertical, name == "firstTextBaseline" || name == "lastTextBaseline" else { return nil }
      let lineHeight = font?.lineHeight ?? style.size * 1.2
      let ascent = font?.ascent ?? style.size * 0.95
      if name == "firstTextBaseline" { return ascent }
      let lines = max(1, (size.height / lineHeight).rounded(.down))
      return (lines - 1) * lineHeight + ascent
    default:
      return nil
    }
  }

  /// A frame's explicit guide: its child's, moved by where the frame puts the child (the
  /// frame's own guides are the alignment's defaults).
  private func guideThroughFrame(
    _ axis: Axis, _ name: String, size: CGSize, childProposal: ProposedViewSize, alignment: Alignment
  ) -> CGFloat? {
    let s = child.sizeThatFits(childProposal)
    guard let inner = child.explicitGuide(axis, name, size: s, proposal: childProposal) else { return nil }
    let outer = ViewDimensions(width: size.width, height: size.height)
    let placed = child.dimensions(s, proposal: childProposal)
    let origin =
      axis == .horizontal
      ? outer[alignment.horizontal] - placed[alignment.horizontal]
      : outer[alignment.vertical] - placed[alignment.vertical]
    return origin + inner
  }

  /// The dimensions a parent aligns this view by: its size for a proposal.
  func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(width: size.width, height: size.height, node: self, proposal: proposal)
  }
}
