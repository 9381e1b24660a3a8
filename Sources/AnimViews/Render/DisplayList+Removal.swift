import AnimationCore
import Foundation

/// A removed view's items as they were last drawn, with the clips and shadows they refer to, so
/// that a host can keep drawing the view while its removal transition runs (views.md §3.3: a
/// removed view stays in the render tree, as it was, until the removal ends).
public struct DetachedView {
  /// The items, their clip and shadow indices into ``clipPaths`` and ``shadows`` here.
  public let items: [DisplayItem]
  /// The clip outlines the items refer to, in host coordinates.
  let clipPaths: [Path]
  /// The shadows the items' wrappers refer to.
  let shadows: [Shadow]
  /// The frame of the whole view (a transition's anchor and move are measured in it).
  public let bounds: CGRect
}

extension DisplayList {
  /// The items at `indices` (a removed view's, in drawing order) with their clips and shadows,
  /// renumbered for the detached view; nil when there are none.
  public func detach(_ indices: [Int]) -> DetachedView? {
    let picked = indices.filter { items.indices.contains($0) }.map { items[$0] }  // trap-ok: filtered to valid indices
    guard let first = picked.first else { return nil }
    var bounds = first.frame
    for item in picked.dropFirst() { bounds = bounds.union(item.frame) }
    var clipMap: [Int: Int] = [:]
    var shadowMap: [Int: Int] = [:]
    var clips: [Path] = []
    var kept: [Shadow] = []
    /// Entry `i` of `source`, copied into `out` once: its index there.
    func keep<T>(_ i: Int, _ source: [T], _ map: inout [Int: Int], _ out: inout [T]) -> Int? {
      if let n = map[i] { return n }
      guard source.indices.contains(i) else { return nil }
      out.append(source[i])  // trap-ok: checked
      map[i] = out.count - 1
      return out.count - 1
    }
    func clip(_ c: Int) -> Int? { keep(c, clipPaths, &clipMap, &clips) }
    func shadow(_ s: Int) -> Int? { keep(s, shadows, &shadowMap, &kept) }
    let out = picked.map { item -> DisplayItem in
      var item = item
      item.clips = item.clips.compactMap(clip)
      item.wrappers = item.wrappers.compactMap { w -> DisplayItem.Wrapper? in
        switch w {
        case .clip(let c): return clip(c).map { .clip($0) }
        case .shadow(let s): return shadow(s).map { .shadow($0) }
        }
      }
      return item
    }
    return DetachedView(items: out, clipPaths: clips, shadows: kept, bounds: bounds)
  }

  /// Draws a detached view again with a transition's effect, its first item at `index` (or at
  /// the end): its clips move with it (the effect's transform applied to their outlines) and
  /// its shadows stay on it, as they stay on a view SwiftUI keeps drawing while it goes.
  public mutating func insert(_ view: DetachedView, applying e: TransitionEffect, at index: Int) {
    let t = e.transform(in: view.bounds)
    let clipBase = clipPaths.count
    let shadowBase = shadows.count
    clipPaths += view.clipPaths.map { $0.applying(t) }
    shadows += view.shadows
    let moved = view.items.map { item -> DisplayItem in
      var out = item.applying(e, in: view.bounds)
      out.clips = item.clips.map { $0 + clipBase }
      out.wrappers = item.wrappers.map { w -> DisplayItem.Wrapper in
        switch w {
        case .clip(let c): return .clip(c + clipBase)
        case .shadow(let s): return .shadow(s + shadowBase)
        }
      }
      out.shadow = item.shadow
      return out
    }
    items.insert(contentsOf: moved, at: min(max(index, 0), items.count))
  }
}
