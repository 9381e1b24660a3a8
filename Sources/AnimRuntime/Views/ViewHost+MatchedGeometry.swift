// A matched group's source replaced in one change (views.md §3.4; OpenSwiftUI's SharedFrame):
// "if inserting a view in the same transaction that another view with the same key is removed,
// the system will interpolate their frame rectangles in window space to make it appear that
// there is a single view moving from its old position to its new position". The shared frame
// animates from the removed source's frame to the inserted one's, and every view of the group
// takes it while it runs: the inserted view's frames start where it would be laid out in the
// removed one's frame and animate, in the change's transaction, to its own; the removed view,
// kept drawn by its removal transition, goes from its frame to the inserted one's with the
// same animation (drawn there by a scale and an offset, as its layout is gone). How each is
// drawn otherwise is its transition's (a fade by default).
import AnimViews
import AnimationCore
import Foundation

extension ViewHostObject {
  /// The groups whose source in `new` is a view `old` did not have, with the source `old` had:
  /// (old source, new source).
  static func replacedSources(old: ViewLayout?, new: ViewLayout) -> [(MatchedPlacement, MatchedPlacement)] {
    guard let old else { return [] }
    let before = old.matchedViews()
    guard !before.isEmpty else { return [] }
    let known = Set(before.map(\.identity))
    var oldSources: [String: MatchedPlacement] = [:]
    for p in before where p.geometry.isSource && oldSources[p.geometry.key] == nil { oldSources[p.geometry.key] = p }
    var out: [(MatchedPlacement, MatchedPlacement)] = []
    var seen: Set<String> = []
    for p in new.matchedViews() where p.geometry.isSource && !seen.contains(p.geometry.key) {
      seen.insert(p.geometry.key)
      guard let was = oldSources[p.geometry.key], was.identity != p.identity, !known.contains(p.identity) else { continue }
      out.append((was, p))
    }
    return out
  }

  /// Makes the views inserted as a group's source start from the removed source's frame.
  func startMatchedInsertions(_ replaced: [(MatchedPlacement, MatchedPlacement)], new: ViewLayout, _ animations: ViewAnimations) {
    for (was, now) in replaced {
      let frames = new.matchedFrames(of: now.identity, sharedFrame: was.frame, sourceAnchor: was.geometry.anchor)
      animations.initialFrames.merge(frames) { _, b in b }
    }
  }

  /// The effect that takes a removed view (drawn in `bounds`, under the transition root
  /// `root`) from its matched source's frame to the frame the new source gives it, combined
  /// with its removal transition's `removal`; `removal` when it held no replaced source.
  static func followingMatch(
    _ removal: TransitionEffect, root: [IdentityComponent], bounds: CGRect, _ replaced: [(MatchedPlacement, MatchedPlacement)]
  ) -> TransitionEffect {
    guard let (was, now) = replaced.first(where: { $0.0.identity.components.starts(with: root) }) else { return removal }
    let g = was.geometry
    let f0 = was.frame
    // Its frame under the new shared frame (MatchedFrame): the shared size when it takes the
    // size, its anchor on the shared point when it takes the position.
    let size = g.size ? now.frame.size : f0.size
    var origin = f0.origin
    if g.position {
      let px = now.frame.minX + now.geometry.anchor.x * now.frame.width
      let py = now.frame.minY + now.geometry.anchor.y * now.frame.height
      origin = CGPoint(x: px - g.anchor.x * size.width, y: py - g.anchor.y * size.height)
    }
    let kx = f0.width > 0 ? size.width / f0.width : 1
    let ky = f0.height > 0 ? size.height / f0.height : 1
    // Scaled about the effect's anchor point `a` in `bounds`, then offset, f0's origin lands on
    // `origin`; interpolating the scale and the offset together moves it there linearly.
    let anchor = removal.anchor
    let ax = bounds.minX + anchor.x * bounds.width
    let ay = bounds.minY + anchor.y * bounds.height
    var follow = TransitionEffect.identity(anchor: anchor)
    follow.scale = CGSize(width: kx, height: ky)
    follow.offset = CGSize(width: origin.x - ax - kx * (f0.minX - ax), height: origin.y - ay - ky * (f0.minY - ay))
    return removal.combined(with: follow)
  }
}
