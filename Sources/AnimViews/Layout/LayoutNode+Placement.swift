import Foundation

extension LayoutNode {
  /// Places this view at `origin` with `size` (what it answered for `proposal`), then its
  /// children inside, each by its parent's rule.
  func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
    frame = CGRect(origin: origin, size: size)
    placedProposal = proposal
    switch kind {
    case .text, .color, .shape, .spacer, .divider:
      break
    case .stack(let axis, _, _, _):
      let r = stackLayout(proposal, axis: axis)
      for (i, c) in children.enumerated() {
        c.place(at: offset(origin, r.origins[i]), size: r.sizes[i], proposal: r.proposals[i])  // trap-ok: one entry per child
      }
    case .zStack(let alignment):
      let r = zStackLayout(proposal, alignment: alignment)
      for (i, c) in children.enumerated() {
        c.place(at: offset(origin, r.origins[i]), size: r.sizes[i], proposal: r.proposals[i])  // trap-ok: one entry per child
      }
    case .frame(let w, let h, let alignment):
      let cp = ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height)
      placeAligned(child, in: frame, proposal: cp, alignment: alignment)
    case .flexibleFrame(let f):
      let cp = flexibleSize(proposal, f).childProposal
      placeAligned(child, in: frame, proposal: cp, alignment: f.alignment)
    case .padding(let e):
      let cp = paddedProposal(proposal, e)
      let s = child.sizeThatFits(cp)
      child.place(at: CGPoint(x: origin.x + e.leading, y: origin.y + e.top), size: s, proposal: cp)
    case .fixedSize(let h, let v):
      let cp = ProposedViewSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
      child.place(at: origin, size: child.sizeThatFits(cp), proposal: cp)
    case .effect, .horizontalGuide, .verticalGuide, .button:
      child.place(at: origin, size: size, proposal: proposal)
    case .decorated(_, let alignment):
      guard children.count == 2 else {
        child.place(at: origin, size: size, proposal: proposal)
        return
      }
      children[0].place(at: origin, size: size, proposal: proposal)  // trap-ok: count is 2
      placeAligned(children[1], in: frame, proposal: ProposedViewSize(size), alignment: alignment)  // trap-ok: count is 2
    }
  }

  /// Places `c` in `bounds` so that its alignment guides meet the bounds' (a frame's rule: the
  /// frame's guide is the alignment's default in its own size; the child's may be explicit).
  private func placeAligned(
    _ c: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment
  ) {
    let s = c.sizeThatFits(proposal)
    let outer = ViewDimensions(width: bounds.width, height: bounds.height)
    let inner = c.dimensions(s, proposal: proposal)
    let x = bounds.minX + outer[alignment.horizontal] - inner[alignment.horizontal]
    let y = bounds.minY + outer[alignment.vertical] - inner[alignment.vertical]
    c.place(at: CGPoint(x: x, y: y), size: s, proposal: proposal)
  }

  private func offset(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
