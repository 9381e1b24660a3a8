import AnimationCore
import Foundation

// SwiftUI's view modifiers, once for every view-like value. Each wraps the view in a
// `.modified` node, so the modifiers apply inside-out as in SwiftUI: `.padding().background(c)`
// puts the colour behind the padding, `.background(c).padding()` does not.

extension ViewConvertible {
  func modified(
    _ modifier: ViewModifier, identity: [IdentityComponent] = [], diagnostics: [ViewDiagnostic] = []
  )
    -> ViewNode
  {
    ViewNode(.modified(modifier, viewNode), identity: identity, diagnostics: diagnostics)
  }

  // MARK: - Frames

  /// A frame of fixed width and/or height (nil leaves the dimension to the view), the view
  /// aligned in it. A negative dimension counts as 0 and an infinite or NaN one is ignored, each
  /// with SwiftUI's diagnostic "Invalid frame dimension (negative or non-finite)." (as SwiftUI
  /// answers: a probe on macOS 26, mburger89/MetalUI docs/probes/swiftui-layout-input-validation.swift,
  /// measured frame(width: -10) → 0 and frame(width: .infinity or .nan) → the child's width).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode
  {
    var diagnostics: [ViewDiagnostic] = []
    func valid(_ v: CGFloat?) -> CGFloat? {
      guard let v else { return nil }
      if v.isFinite && v >= 0 { return v }
      diagnostics.append(FrameDiagnostics.invalidDimension("frame(width:height:alignment:)"))
      return v.isFinite || v == -.infinity ? 0 : nil
    }
    let w = valid(width)
    let h = valid(height)
    return modified(.frame(width: w, height: h, alignment: alignment), diagnostics: diagnostics)
  }

  /// A flexible frame, as SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  ///
  /// The constraints are normalised as SwiftUI's (views.md §2.6): per axis, a missing minimum is
  /// −∞, a missing ideal the minimum, a missing maximum the ideal; when they are out of order
  /// SwiftUI logs "Contradictory frame constraints specified." and raises the ideal to the
  /// minimum and the maximum to the ideal. A negative ideal or maximum counts as 0, and NaN, an
  /// infinite minimum or a −∞ maximum is ignored, with "Invalid frame dimension (negative or
  /// non-finite)." (SwiftUI answers NaN for NaN constraints; Anim ignores them, so that nothing
  /// downstream is NaN.)
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ViewNode {
    var diagnostics: [ViewDiagnostic] = []
    let source = "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
    func axis(_ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
      var (mn, id, mx) = (mn, id, mx)
      var invalid = false
      if let v = mn, v.isNaN || v == .infinity {
        mn = nil
        invalid = true
      }
      if let v = id {
        if v.isNaN {
          id = nil
          invalid = true
        } else if v < 0 {
          id = 0
          invalid = true
        }
      }
      if let v = mx {
        if v.isNaN || v == -.infinity {
          mx = nil
          invalid = true
        } else if v < 0 {
          mx = 0
          invalid = true
        }
      }
      let lo = mn ?? -.infinity
      let ideal = id ?? lo
      let hi = mx ?? ideal
      if lo > ideal || ideal > hi {
        diagnostics.append(FrameDiagnostics.contradictory(source))
        if let i = id, let m = mn, i < m { id = m }
        if let m = mx {
          let floor = id ?? mn ?? m
          if m < floor { mx = floor }
        }
      }
      if invalid { diagnostics.append(FrameDiagnostics.invalidDimension(source)) }
      return (mn, id, mx)
    }
    let (a, b, c) = axis(minWidth, idealWidth, maxWidth)
    let (d, e, f) = axis(minHeight, idealHeight, maxHeight)
    let frame = FlexibleFrame(
      minWidth: a, idealWidth: b, maxWidth: c, minHeight: d, idealHeight: e, maxHeight: f,
      alignment: alignment)
    return modified(.flexibleFrame(frame), diagnostics: diagnostics)
  }

  // MARK: - Padding

  /// 16 points on every edge (SwiftUI's default padding, views.md §2.7).
  public func padding() -> ViewNode { padding(.all, nil) }

  /// `length` points on every edge.
  public func padding(_ length: CGFloat) -> ViewNode { padding(.all, length) }

  /// `length` points (16 when nil) on the given edges.
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ViewNode {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// The given insets. A NaN inset counts as 0 (SwiftUI's answer for padding(.nan) is a 0 × 0
  /// view; its placement then traps, which Anim must not).
  public func padding(_ insets: EdgeInsets) -> ViewNode {
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }
    let safe = EdgeInsets(
      top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
      trailing: clean(insets.trailing))
    return modified(.padding(safe))
  }

  // MARK: - Drawing effects (no change to layout)

  /// Moves the drawing by `offset`, not the layout.
  public func offset(_ offset: CGSize) -> ViewNode { modified(.offset(offset)) }

  /// Moves the drawing by (x, y), not the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode { offset(CGSize(width: x, height: y)) }

  /// Multiplies the opacity of the view (and of what it contains).
  public func opacity(_ opacity: Double) -> ViewNode { modified(.opacity(opacity)) }

  /// Scales the drawing about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ViewNode {
    modified(.scaleEffect(scale, anchor: anchor))
  }

  /// Scales the drawing uniformly about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ViewNode {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Scales the drawing by x and y about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ViewNode {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the drawing about `anchor` (positive angles turn clockwise on screen).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ViewNode {
    modified(.rotationEffect(angle, anchor: anchor))
  }

  /// The colour of text and of shapes without their own fill below this view.
  public func foregroundColor(_ color: Color?) -> ViewNode { modified(.foregroundColor(color)) }

  /// `font(_:)`: the font the Text inside is set in, unless a `font` inside sets another.
  public func font(_ font: TextFont?) -> ViewNode { modified(.font(font)) }

  /// `fontWeight(_:)`: the weight the Text inside is set in.
  public func fontWeight(_ weight: TextFont.Weight?) -> ViewNode { modified(.fontWeight(weight)) }

  /// `bold()`: the Text inside set bold (`fontWeight(.bold)`).
  public func bold(_ isActive: Bool = true) -> ViewNode { isActive ? fontWeight(.bold) : viewNode }

  /// The colour of text and of shapes without their own fill below this view (a colour is the
  /// only shape style AnimViews has).
  public func foregroundStyle(_ color: Color) -> ViewNode { modified(.foregroundColor(color)) }

  /// A view behind this one, proposed this view's size and aligned in it.
  public func background(_ view: some ViewConvertible, alignment: Alignment = .center) -> ViewNode {
    modified(.background(view.viewNode, alignment: alignment))
  }

  /// Views behind this one, as `background(alignment:content:)`.
  public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    background(ZStack(alignment: alignment) { content() }, alignment: alignment)
  }

  /// A shape filled with `color` behind this view, as `background(_:in:)`.
  public func background(_ color: Color, in shape: ShapeView) -> ViewNode { background(shape.fill(color)) }

  /// A view in front of this one, proposed this view's size and aligned in it.
  public func overlay(_ view: some ViewConvertible, alignment: Alignment = .center) -> ViewNode {
    modified(.overlay(view.viewNode, alignment: alignment))
  }

  /// Views in front of this one, as `overlay(alignment:content:)`.
  public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    overlay(ZStack(alignment: alignment) { content() }, alignment: alignment)
  }

  /// A shape filled with `color` in front of this view, as `overlay(_:in:)`.
  public func overlay(_ color: Color, in shape: ShapeView) -> ViewNode { overlay(shape.fill(color)) }

  /// A shadow: SwiftUI's default colour is black at 33 % opacity in linear light
  /// (`Color(.sRGBLinear, white: 0, opacity: 0.33)` in SwiftUI's interface).
  public func shadow(
    color: Color = Color(.init(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0.33)),
    radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ViewNode {
    modified(.shadow(Shadow(color: color, radius: radius.isFinite ? max(radius, 0) : 0, x: x, y: y)))
  }

  /// Clips the view to a shape in its frame.
  public func clipShape(_ shape: ShapeView) -> ViewNode { modified(.clipShape(shape)) }

  /// Clips the view to its frame.
  public func clipped() -> ViewNode { clipShape(Rectangle()) }

  /// Clips the view to a rounded rectangle, as SwiftUI's `cornerRadius(_:antialiased:)`, which
  /// is `clipShape(RoundedRectangle(cornerRadius: radius))` (continuous corners).
  public func cornerRadius(_ radius: CGFloat) -> ViewNode {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }

  // MARK: - Layout

  /// Proposes nil (the ideal size) on both axes.
  public func fixedSize() -> ViewNode { fixedSize(horizontal: true, vertical: true) }

  /// Proposes nil (the ideal size) on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
    modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// The priority with which a stack gives this view space (higher first; default 0). NaN counts
  /// as 0 (SwiftUI never returns from a NaN priority, per the probe cited at `frame`).
  public func layoutPriority(_ value: Double) -> ViewNode {
    modified(.layoutPriority(value.isNaN ? 0 : value))
  }

  /// Overrides a horizontal alignment guide of this view.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> ViewNode
  {
    modified(.horizontalAlignmentGuide(g, computeValue))
  }

  /// Overrides a vertical alignment guide of this view.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> ViewNode
  {
    modified(.verticalAlignmentGuide(g, computeValue))
  }

  /// The drawing order among siblings: higher in front (default 0; equal values keep their order).
  public func zIndex(_ value: Double) -> ViewNode { modified(.zIndex(value.isNaN ? 0 : value)) }

  /// An explicit identity: a view whose id changes is a new view.
  public func id<ID: Hashable>(_ id: ID) -> ViewNode {
    modified(.id(AnyHashable(id)), identity: [.explicit(AnyHashable(id))])
  }
}

/// SwiftUI's frame diagnostics, word for word.
enum FrameDiagnostics {
  static func invalidDimension(_ source: String) -> ViewDiagnostic {
    ViewDiagnostic(
      .invalidFrameDimension, "Invalid frame dimension (negative or non-finite).", source: source)
  }

  static func contradictory(_ source: String) -> ViewDiagnostic {
    ViewDiagnostic(
      .contradictoryFrameConstraints, "Contradictory frame constraints specified.", source: source)
  }
}
