import AnimationCore
import Foundation

/// Something that can stand in a view builder: a ``ViewNode`` itself, a ``ShapeView``, a `Color`
/// or a ``Path``. The modifiers (`frame`, `padding`, …) are defined once on this protocol.
public protocol ViewConvertible {
  /// The view as a node of the tree.
  var viewNode: ViewNode { get }
}

/// The action a `Button` runs when tapped; a class so that copies of a tree share it.
public final class ButtonAction {
  /// The closure.
  public let run: () -> Void
  /// An action running `run`.
  public init(_ run: @escaping () -> Void) { self.run = run }
}

/// A view of the tree: its content (a primitive view, a container with children, or a modifier
/// wrapping one view), the identity fragment its builder gave it, and the diagnostics of its
/// subtree.
///
/// The tree is a value, built bottom-up the way SwiftUI's view values are: `VStack { … }` is a
/// node whose children are its builder's views, `.padding()` a node wrapping the view it
/// modifies. ``ViewLayout`` lays it out; identities are completed there, from the root.
public struct ViewNode: ViewConvertible {
  /// What the node is.
  public indirect enum Content {
    /// Nothing (`EmptyView`, an `if` without `else` whose condition is false).
    case empty
    /// A single-line-or-wrapped string at the body size.
    case text(String)
    /// A colour filling its frame.
    case color(Color)
    /// A shape, with how it is drawn.
    case shape(ShapeView)
    /// A flexible space along its stack's axis.
    case spacer(minLength: CGFloat?)
    /// A thin line across its stack's axis.
    case divider
    /// A button: its label, drawn in the accent colour by iOS's default style, and its action.
    case button(ButtonAction, label: ViewNode)
    /// A horizontal stack.
    case hStack(alignment: VerticalAlignment, spacing: CGFloat?, children: [ViewNode])
    /// A vertical stack.
    case vStack(alignment: HorizontalAlignment, spacing: CGFloat?, children: [ViewNode])
    /// An overlaying stack.
    case zStack(alignment: Alignment, children: [ViewNode])
    /// Several views in place of one (`Group`, `ForEach`): a stack lays out each of them.
    case group(name: String, children: [ViewNode])
    /// A view with a modifier applied.
    case modified(ViewModifier, ViewNode)
  }

  /// What the node is.
  public var content: Content
  /// The identity components this node adds to its parent's (its builder position, branch,
  /// `ForEach` id or explicit id).
  public var identity: [IdentityComponent]
  /// Problems found while building this subtree (SwiftUI logs these and goes on; so does
  /// layout, which ignores what they name).
  public var diagnostics: [ViewDiagnostic]

  /// A node of `content` with the diagnostics of its children.
  public init(_ content: Content, identity: [IdentityComponent] = [], diagnostics: [ViewDiagnostic] = []) {
    self.content = content
    self.identity = identity
    var all: [ViewDiagnostic] = []
    switch content {
    case .button(_, let label): all = label.diagnostics
    case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(_, let children),
      .group(_, let children):
      for c in children { all += c.diagnostics }
    case .modified(let m, let child):
      all = child.diagnostics
      switch m {
      case .background(let v, _), .overlay(let v, _): all += v.diagnostics
      default: break
      }
    default: break
    }
    self.diagnostics = all + diagnostics
  }

  public var viewNode: ViewNode { self }

  /// The type name SwiftUI would give this view (`Circle`, `Text`, `VStack`, a custom shape's
  /// name), as ``DisplayList`` items and ``ViewLayout/dump()`` show it.
  public var typeName: String {
    switch content {
    case .empty: return "EmptyView"
    case .text: return "Text"
    case .color: return "Color"
    case .shape(let s): return s.name
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .button: return "Button"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .group(let name, _): return name
    case .modified(_, let child): return child.typeName
    }
  }
}

/// A modifier, as the ``ViewNode/Content/modified(_:_:)`` node holds it.
public enum ViewModifier {
  /// `frame(width:height:alignment:)`; nil leaves that dimension to the child.
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
  /// normalised as SwiftUI normalises it.
  case flexibleFrame(FlexibleFrame)
  /// `padding`, in points per edge.
  case padding(EdgeInsets)
  /// `offset`: moves the drawing, not the layout.
  case offset(CGSize)
  /// `opacity`, multiplied with the containers'.
  case opacity(Double)
  /// `scaleEffect` about an anchor: drawing only.
  case scaleEffect(CGSize, anchor: UnitPoint)
  /// `rotationEffect` about an anchor: drawing only.
  case rotationEffect(Angle, anchor: UnitPoint)
  /// `foregroundColor` / `foregroundStyle`: the colour that text and unfilled shapes below use.
  case foregroundColor(Color?)
  /// `font`: the font Text below is set in (nil: the default, body); an environment value.
  case font(TextFont?)
  /// `fontWeight` (and `bold()`): the weight Text below is set in, whatever its font (nil: the
  /// font's own); an environment value.
  case fontWeight(TextFont.Weight?)
  /// `background`: a view behind, proposed this view's size and aligned in it.
  case background(ViewNode, alignment: Alignment)
  /// `overlay`: a view in front, proposed this view's size and aligned in it.
  case overlay(ViewNode, alignment: Alignment)
  /// `shadow`.
  case shadow(Shadow)
  /// `fixedSize`: ideal size on the chosen axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority`.
  case layoutPriority(Double)
  /// `alignmentGuide` for a horizontal alignment.
  case horizontalAlignmentGuide(HorizontalAlignment, (ViewDimensions) -> CGFloat)
  /// `alignmentGuide` for a vertical alignment.
  case verticalAlignmentGuide(VerticalAlignment, (ViewDimensions) -> CGFloat)
  /// `zIndex`: drawing order among siblings.
  case zIndex(Double)
  /// `clipShape` (and `cornerRadius`, which clips to a rounded rectangle).
  case clipShape(ShapeView)
  /// `id(_:)`: the explicit identity (also in the node's identity fragment).
  case id(AnyHashable)
  /// A host's scope (its number): a modifier that changes how what it contains animates
  /// (`animation(_:value:)`, `transaction { }`, `environment(_:_:)`). Layout passes through; the
  /// display list hands the numbers of the scopes around a view to its ``DisplayPresenter``.
  case scope(Int)
  /// A transition's effect on a view being inserted or removed: drawn as `to`, animating from
  /// `from` when the view is first drawn (``DisplayPresenter``); layout passes through.
  case transitionEffect(from: TransitionEffect, to: TransitionEffect)
  /// A view a host may insert or remove with a transition, numbered: layout and drawing pass
  /// through; ``ViewLayout/transitionRootIdentities()`` finds its identity.
  case transitionRoot(Int)
  /// `matchedGeometryEffect`: after layout the view takes its group's source's geometry
  /// (ViewLayout+MatchedGeometry.swift); layout and drawing otherwise pass through.
  case matchedGeometry(MatchedGeometry)
}

/// A shadow, as `shadow(color:radius:x:y:)` gives it.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour.
  public var color: Color
  /// The blur radius.
  public var radius: CGFloat
  /// The offset.
  public var x: CGFloat, y: CGFloat
}

/// A flexible frame's constraints after SwiftUI's normalisation (views.md §2.6): per axis,
/// min ≤ ideal ≤ max where given.
public struct FlexibleFrame {
  public var minWidth, idealWidth, maxWidth: CGFloat?
  public var minHeight, idealHeight, maxHeight: CGFloat?
  public var alignment: Alignment
}
