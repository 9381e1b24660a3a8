import Foundation

/// A stack's answer for one proposal: each child's proposal and size, its origin relative to the
/// stack's, and the stack's size.
struct StackResult {
  var proposals: [ProposedViewSize]
  var sizes: [CGSize]
  var origins: [CGPoint]
  var size: CGSize
}

extension LayoutNode {
  /// SwiftUI's stack default spacing between two views (views.md §2.3: CGSize(8, 8)).
  static let defaultSpacing: CGFloat = 8

  /// HStack and VStack, as views.md §2.3 states OpenSwiftUI's StackLayout:
  /// 1. the gap between neighbours is the stack's `spacing`, else 8 (0 beside a Spacer);
  /// 2. with no proposal along the axis, each child is asked for its ideal length;
  /// 3. else children are sized in fitting order (layout priority, highest first; then
  ///    flexibility, the least flexible first, flexibility being the length for an infinite
  ///    proposal less the length for a zero one), each offered an equal share of what is left
  ///    (less the minimum lengths of lower-priority children), and taking what it takes;
  /// 4. across the axis, children are placed by the stack's alignment guide, and the stack is
  ///    as wide as the union of their aligned extents.
  func stackLayout(_ p: ProposedViewSize, axis: Axis) -> StackResult {
    if let cached = stackCache[p] { return cached }
    let result = computeStackLayout(p, axis: axis)
    stackCache[p] = result
    return result
  }

  private func computeStackLayout(_ p: ProposedViewSize, axis: Axis) -> StackResult {
    guard case .stack(_, let hAlign, let vAlign, let spacing) = kind else {
      return StackResult(proposals: [], sizes: [], origins: [], size: .zero)
    }
    let n = children.count
    let minor = p[axis.other]
    var gaps = [CGFloat](repeating: 0, count: max(n, 1))
    if n > 1 {
      for i in 1..<n {
        gaps[i] =
          spacing ?? (children[i - 1].isSpacer || children[i].isSpacer ? 0 : LayoutNode.defaultSpacing)
      }
    }
    let internalSpacing = gaps.reduce(0, +)
    var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
    var sizes = [CGSize](repeating: .zero, count: n)

    if let major = p[axis] {
      var minima = [CGFloat](repeating: 0, count: n)
      var flexibility = [CGFloat](repeating: 0, count: n)
      var priorities = [Double](repeating: 0, count: n)
      for (i, c) in children.enumerated() {
        let lo = c.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
        let hi = c.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
        minima[i] = lo
        flexibility[i] = hi - lo
        priorities[i] = c.layoutPriority
      }
      // Fitting order: priority descending; then flexibility ascending; two infinitely flexible
      // views put the larger minimum first (OpenSwiftUI's FlexibilityEstimate); else by position.
      let order = (0..<n).sorted { a, b in
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        let (fa, fb) = (flexibility[a], flexibility[b])
        if fa.isInfinite && fb.isInfinite && minima[a] != minima[b] { return minima[a] > minima[b] }
        if fa != fb { return fa < fb }
        return a < b
      }
      var available = major - internalSpacing
      var lowerMinima = minima.reduce(0, +)
      var start = 0
      while start < order.count {
        let priority = priorities[order[start]]
        var end = start
        while end < order.count, priorities[order[end]] == priority { end += 1 }
        for k in start..<end { lowerMinima -= minima[order[k]] }
        var budget = available - lowerMinima
        var remaining = end - start
        for k in start..<end {
          let i = order[k]
          let share = max(budget / CGFloat(remaining), 0)
          let proposal = ProposedViewSize(axis: axis, major: share, minor: minor)
          let size = children[i].sizeThatFits(proposal)
          proposals[i] = proposal
          sizes[i] = size
          budget -= size[axis]
          available -= size[axis]
          remaining -= 1
        }
        start = end
      }
    } else {
      for (i, c) in children.enumerated() {
        proposals[i] = ProposedViewSize(axis: axis, major: nil, minor: minor)
        sizes[i] = c.sizeThatFits(proposals[i])
      }
    }

    // Across the axis: each child's origin is minus its alignment guide; then the union is
    // shifted to start at 0.
    var guides = [CGFloat](repeating: 0, count: n)
    var lo = CGFloat.infinity
    var hi = -CGFloat.infinity
    for (i, c) in children.enumerated() {
      let d = c.dimensions(sizes[i], proposal: proposals[i])
      let g = axis == .vertical ? d[hAlign] : d[vAlign]
      guides[i] = g
      lo = min(lo, -g)
      hi = max(hi, sizes[i][axis.other] - g)
    }
    if n == 0 { (lo, hi) = (0, 0) }
    var origins = [CGPoint](repeating: .zero, count: n)
    var along: CGFloat = 0
    for i in 0..<n {
      along += gaps[i]
      var o = CGPoint.zero
      o[axis] = along
      o[axis.other] = -guides[i] - lo
      origins[i] = o
      along += sizes[i][axis]
    }
    return StackResult(
      proposals: proposals, sizes: sizes, origins: origins,
      size: CGSize(axis: axis, major: along, minor: hi - lo))
  }

  /// ZStack: every child gets the stack's proposal and is aligned by the stack's alignment; the
  /// stack is the union of the aligned children (views.md §2.4).
  func zStackLayout(_ p: ProposedViewSize, alignment: Alignment) -> StackResult {
    let n = children.count
    var sizes = [CGSize](repeating: .zero, count: n)
    var guides = [CGPoint](repeating: .zero, count: n)
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for (i, c) in children.enumerated() {
      let s = c.sizeThatFits(p)
      let d = c.dimensions(s, proposal: p)
      let g = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
      sizes[i] = s
      guides[i] = g
      minX = min(minX, -g.x)
      maxX = max(maxX, s.width - g.x)
      minY = min(minY, -g.y)
      maxY = max(maxY, s.height - g.y)
    }
    if n == 0 { (minX, maxX, minY, maxY) = (0, 0, 0, 0) }
    let origins = (0..<n).map { CGPoint(x: -guides[$0].x - minX, y: -guides[$0].y - minY) }
    return StackResult(
      proposals: [ProposedViewSize](repeating: p, count: n), sizes: sizes, origins: origins,
      size: CGSize(width: maxX - minX, height: maxY - minY))
  }
}
