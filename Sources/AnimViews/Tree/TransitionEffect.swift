import AnimationCore
import Foundation

/// What a transition does to a view at one end of its insertion or removal (views.md §3.3):
/// the opacity, scale (about an anchor) and offset it is drawn with, and a move by a multiple
/// of the view's own size (`.move(edge:)`, `.slide`). ``identity`` draws the view as it is.
public struct TransitionEffect: Hashable, Sendable {
  public var opacity: Double = 1
  public var scale = CGSize(width: 1, height: 1)
  public var anchor = UnitPoint.center
  public var offset = CGSize.zero
  /// The move, in the view's widths and heights (leading: (−1, 0)).
  public var move = CGSize.zero

  public init() {}

  /// The effect that changes nothing drawn, with `anchor` kept (so a scale's anchor does not
  /// move while it animates).
  public static func identity(anchor: UnitPoint = .center) -> TransitionEffect {
    var e = TransitionEffect()
    e.anchor = anchor
    return e
  }

  /// Two effects applied together (`combined(with:)`): opacities and scales multiply, offsets
  /// and moves add; the anchor is the first's unless it is the centre.
  public func combined(with other: TransitionEffect) -> TransitionEffect {
    var e = self
    e.opacity *= other.opacity
    e.scale = CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height)
    if anchor == .center { e.anchor = other.anchor }
    e.offset = CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height)
    e.move = CGSize(width: move.width + other.move.width, height: move.height + other.move.height)
    return e
  }

  /// The effect's animatable numbers: opacity, scale x and y, anchor x and y, offset x and y,
  /// move x and y.
  public var vector: [Double] {
    [opacity, scale.width, scale.height, anchor.x, anchor.y, offset.width, offset.height, move.width, move.height]
  }

  /// The effect of animatable numbers (see ``vector``); the identity for a wrong count.
  public init(vector v: [Double]) {
    guard v.count == 9 else { return }
    opacity = v[0]  // trap-ok: count is 9
    scale = CGSize(width: v[1], height: v[2])  // trap-ok: count is 9
    anchor = UnitPoint(x: v[3], y: v[4])  // trap-ok: count is 9
    offset = CGSize(width: v[5], height: v[6])  // trap-ok: count is 9
    move = CGSize(width: v[7], height: v[8])  // trap-ok: count is 9
  }

  /// The drawing transform of the effect for a view drawn in `frame`: the scale about the
  /// anchor, then the offset and the move.
  public func transform(in frame: CGRect) -> CGAffineTransform {
    let ax = frame.minX + anchor.x * frame.width
    let ay = frame.minY + anchor.y * frame.height
    let kx = scale.width.isFinite ? scale.width : 1
    let ky = scale.height.isFinite ? scale.height : 1
    let scaled = CGAffineTransform(translationX: -ax, y: -ay)
      .concatenating(CGAffineTransform(scaleX: kx, y: ky))
      .concatenating(CGAffineTransform(translationX: ax, y: ay))
    let d = translation(in: frame)
    return scaled.concatenating(CGAffineTransform(translationX: d.width, y: d.height))
  }

  /// The offset plus the move, in points.
  public func translation(in frame: CGRect) -> CGSize {
    let dx = offset.width + move.width * frame.width
    let dy = offset.height + move.height * frame.height
    return CGSize(width: dx.isFinite ? dx : 0, height: dy.isFinite ? dy : 0)
  }
}

extension DisplayItem {
  /// The item drawn with a transition's effect, for a view being removed that is no longer in
  /// the layout: `bounds` is the frame of the whole removed view (its anchor and move are
  /// measured in it). Clips and shadows, which refer to the list the item came from, are dropped
  /// here; ``DisplayList/insert(_:applying:at:)`` keeps them, renumbered in the new list.
  public func applying(_ e: TransitionEffect, in bounds: CGRect) -> DisplayItem {
    var item = self
    let t = e.transform(in: bounds)
    item.transform = transform.concatenating(t)
    item.path = path?.applying(t)
    let d = e.translation(in: bounds)
    item.frame = frame.offsetBy(dx: d.width, dy: d.height)
    item.opacity *= e.opacity.isNaN ? 1 : min(max(e.opacity, 0), 1)
    item.scale = CGSize(
      width: scale.width * (e.scale.width.isFinite ? e.scale.width : 1),
      height: scale.height * (e.scale.height.isFinite ? e.scale.height : 1))
    item.clips = []
    item.shadow = nil
    item.wrappers = []
    return item
  }
}
