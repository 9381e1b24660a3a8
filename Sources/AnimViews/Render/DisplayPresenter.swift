import AnimationCore
import Foundation

/// An attribute of a drawn view that can animate: what a ``DisplayPresenter`` is asked for.
///
/// SwiftUI animates geometry where a view is drawn (views.md §3.1): each drawn view's frame,
/// and the data of each drawing effect around it (§3.2), so an alignment flip, a frame change or
/// a sibling inserted above all move the views they displace.
public enum DisplayAttribute: Hashable, Sendable {
  /// A frame, as (x, y, width, height) in the host's layout coordinates: a drawn view's, or the
  /// frame an effect's anchor and clip are measured in.
  case frame
  /// `offset`: (width, height).
  case offset
  /// `opacity`: (opacity).
  case opacity
  /// `scaleEffect`: (x, y, anchor x, anchor y), as SwiftUI's `AnimatablePair(scale, anchor)`.
  case scale
  /// `rotationEffect`: (radians, anchor x, anchor y).
  case rotation
  /// A fill, stroke or text colour: linear sRGB red, green, blue and opacity, each × 128, as
  /// SwiftUI (iOS 18) interpolates `Color.Resolved` (views.md §3.2).
  case color
  /// A stroke's width: (lineWidth).
  case lineWidth
  /// `trim(from:to:)`: (from, to).
  case trim
  /// A transition's effect (``TransitionEffect/vector``).
  case transition
  /// A rounded rectangle's corner size: (width, height).
  case cornerSize
}

/// What draws a laid-out tree with animated values in place of the laid-out ones (a view
/// host, which runs each attribute on an animator).
///
/// The display list calls ``present(_:_:of:scopes:)`` once for each animatable attribute of each
/// drawn view, in drawing order, between ``beginPresentation()`` and ``endPresentation()``: with
/// the value layout gave (the target), the view's identity and the numbers of the host scopes
/// (``ViewModifier/scope(_:)``) around it, outermost first. It draws what is returned, which must
/// have as many numbers as the target. A transition's effect (nine numbers) is asked for with
/// ``present(_:_:of:scopes:from:)``.
public protocol DisplayPresenter: AnyObject {
  /// A pass over the display list starts.
  func beginPresentation()
  /// The value to draw for an attribute whose laid-out value is `target`.
  func present(_ target: AttributeValue, _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes: [Int])
    -> AttributeValue
  /// The value to draw for a transition's effect laid out at `target` that, drawn for the first
  /// time, animates from `initial` (an insertion); by default `target`, drawn as laid out.
  func present(
    _ target: [Double], _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes: [Int], from initial: [Double]
  ) -> [Double]
  /// The pass has ended.
  func endPresentation()
}

extension DisplayPresenter {
  public func present(
    _ target: [Double], _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes: [Int], from initial: [Double]
  ) -> [Double] {
    target
  }
}

extension ViewLayout {
  /// The display list with the values `presenter` gives for every animatable attribute (see
  /// ``DisplayPresenter``); ``displayList`` is the laid-out one.
  public func displayList(presentedBy presenter: DisplayPresenter) -> DisplayList {
    presenter.beginPresentation()
    defer { presenter.endPresentation() }
    return DisplayList(root: roots, size: size, font: font, presenter: presenter)
  }
}

extension ViewLayout {
  /// The identity of each ``ViewModifier/transitionRoot(_:)`` in the layout, by number: what a
  /// host draws on while the view's removal runs is what it drew under that identity.
  public func transitionRootIdentities() -> [Int: ViewIdentity] {
    var out: [Int: ViewIdentity] = [:]
    var stack = roots
    while let node = stack.popLast() {
      if case .effect(.transitionRoot(let n)) = node.kind { out[n] = node.identity }
      stack.append(contentsOf: node.children)
    }
    return out
  }
}

extension Color {
  /// The colour's animatable numbers: linear sRGB components and opacity, each × 128
  /// (views.md §3.2: SwiftUI's `Color.Resolved.animatableData` on iOS 18).
  var presentationValue: AttributeValue {
    let r = resolved
    return AttributeValue(
      Double(r.linearRed) * 128, Double(r.linearGreen) * 128, Double(r.linearBlue) * 128, Double(r.opacity) * 128)
  }

  /// The colour of animatable numbers (see ``presentationValue``).
  init(presentationValue v: AttributeValue) {
    guard v.count == 4 else {
      self.init(red: 0, green: 0, blue: 0, opacity: 0)
      return
    }
    self.init(
      Color.Resolved(
        linearRed: Float(v[0] / 128), linearGreen: Float(v[1] / 128), linearBlue: Float(v[2] / 128),
        opacity: Float(v[3] / 128)))
  }
}
