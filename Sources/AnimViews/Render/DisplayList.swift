import AnimationCore
import Foundation

/// One drawn view, as the display list holds it: what it is, which view it belongs to, and how
/// it is drawn now, everything in the host's coordinates.
public struct DisplayItem {
  /// What is drawn.
  public enum Kind: Hashable, Sendable {
    /// A shape (also a Divider's line), filled or stroked.
    case shape
    /// A `Color` filling its frame.
    case color
    /// Text.
    case text
  }

  /// What is drawn.
  public var kind: Kind
  /// The view's type name: `Circle`, `Text`, `Color`, `Divider`, a custom shape's name.
  public var typeName: String
  /// The view's identity (see ``ViewIdentity``).
  public var identity: ViewIdentity
  /// The layout frame with its own and its containers' offsets applied, without scale and
  /// rotation (what `host.find(…).frame` reports).
  public var frame: CGRect
  /// The layout frame alone, before any drawing effect.
  public var layoutFrame: CGRect
  /// The opacity as drawn: its own combined with its containers'.
  public var opacity: Double
  /// The scale as drawn (its own times its containers').
  public var scale: CGSize
  /// The rotation as drawn (its own plus its containers').
  public var rotation: Angle
  /// The whole drawing transform, from layout coordinates to the host's drawing (offsets,
  /// scales and rotations about their anchors, in nesting order).
  public var transform: CGAffineTransform
  /// The fill, stroke or text colour as drawn (before `opacity`).
  public var color: Color
  /// A Text's string (nil for other views).
  public var string: String?
  /// A Text's lines as set in its frame.
  public var lines: [String]
  /// A Text's first baseline below the frame's top, and its line height.
  public var baseline: CGFloat, lineHeight: CGFloat
  /// A Text's font (``TextFont/body`` for other views): its size and weight.
  public var font: TextFont
  /// The outline in host coordinates (a Text has none).
  public var path: Path?
  /// The stroke width, when the shape is stroked (in layout units, before scaling).
  public var lineWidth: CGFloat?
  /// Indices into ``DisplayList/clipPaths`` of the clips that apply, outermost first.
  public var clips: [Int]
  /// The shadow of the nearest enclosing `shadow` modifier.
  public var shadow: Shadow?
  /// Clips and shadows in nesting order, outermost first (a shadow outside a clip shadows the
  /// clipped shape; one inside is clipped): how SVG nests its groups.
  var wrappers: [Wrapper]

  /// A clip or shadow around the item.
  enum Wrapper: Hashable {
    /// An index into the list's clip paths.
    case clip(Int)
    /// An index into the list's shadows (one per `shadow` modifier drawn).
    case shadow(Int)
  }
}

/// A laid-out tree flattened into drawn items in drawing order (back to front).
public struct DisplayList {
  /// The host's size.
  public var size: CGSize
  /// The items, back to front.
  public var items: [DisplayItem]
  /// The clip outlines (host coordinates) that items refer to.
  public var clipPaths: [Path]
  /// The shadows, one per drawn `shadow` modifier, that items' wrappers refer to.
  var shadows: [Shadow] = []
  /// The font family Text is set in (for SVG).
  public var fontFamily: String
  /// The font size Text is set in.
  public var fontSize: CGFloat
  /// What gives the drawn values while the list is made (``ViewLayout/displayList(presentedBy:)``);
  /// nil afterwards and for the laid-out list.
  private var presenter: DisplayPresenter?

  /// The first item of a type (`"Circle"`, a custom shape's name) in drawing order.
  public func first(_ typeName: String) -> DisplayItem? { items.first { $0.typeName == typeName } }

  /// Every item of a type, in drawing order.
  public func all(_ typeName: String) -> [DisplayItem] { items.filter { $0.typeName == typeName } }

  /// The first Text item showing `string`.
  public func first(text string: String) -> DisplayItem? {
    items.first { $0.kind == .text && $0.string == string }
  }
}

extension DisplayList {
  /// What the walk carries down from containers. The walk keeps one, changed in place as it goes
  /// down an effect and put back as it comes up (copying it per node retained and released its
  /// three arrays at every node of every frame).
  struct DrawState {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var scale = CGSize(width: 1, height: 1)
    var rotation = Angle.zero
    var offset = CGSize.zero
    var clips: [Int] = []
    var shadow: Shadow?
    var wrappers: [DisplayItem.Wrapper] = []
    /// The host scopes around the view, outermost first (``ViewModifier/scope(_:)``).
    var scopes: [Int] = []
  }

  /// The display list of placed layout nodes.
  init(root: [LayoutNode], size: CGSize, font: FontMetrics?, presenter: DisplayPresenter? = nil) {
    self.size = size
    items = []
    clipPaths = []
    fontFamily = font?.familyName ?? "sans-serif"
    fontSize = font?.pointSize ?? FontMetrics.bodySize
    self.presenter = presenter
    var state = DrawState()
    for node in root { walk(node, &state) }
    self.presenter = nil
  }

  /// An attribute's value as drawn: the presenter's, or `value` without one.
  private func presented(_ value: AttributeValue, _ a: DisplayAttribute, _ node: LayoutNode, _ s: DrawState)
    -> AttributeValue
  {
    guard let presenter else { return value }
    let r = presenter.present(value, a, of: node.identity, scopes: s.scopes)
    return r.count == value.count ? r : value
  }

  /// A node's frame as drawn.
  private func presentedFrame(_ node: LayoutNode, _ s: DrawState) -> CGRect {
    let f = node.frame
    guard presenter != nil else { return f }
    let v = presented(AttributeValue(f.minX, f.minY, f.width, f.height), .frame, node, s)
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// A colour as drawn.
  private func presentedColor(_ c: Color, _ node: LayoutNode, _ s: DrawState) -> Color {
    guard presenter != nil else { return c }
    return Color(presentationValue: presented(c.presentationValue, .color, node, s))
  }

  /// A shape's animatable data as drawn: its stroke width, trim and corner size.
  private func presentedShape(_ shape: ShapeView, _ node: LayoutNode, _ s: DrawState) -> ShapeView {
    guard presenter != nil else { return shape }
    var out = shape
    switch shape.paint {
    case .fill: break
    case .stroke(let c, let w):
      out.paint = .stroke(c, lineWidth: presented(AttributeValue(w), .lineWidth, node, s)[0])
    case .strokeBorder(let c, let w):
      out.paint = .strokeBorder(c, lineWidth: presented(AttributeValue(w), .lineWidth, node, s)[0])
    }
    if let t = shape.trim {
      let v = presented(AttributeValue(t.from, t.to), .trim, node, s)
      out.trim = (CGFloat(v[0]), CGFloat(v[1]))
    }
    if case .roundedRectangle(let size, let style) = shape.kind {
      let v = presented(AttributeValue(size.width, size.height), .cornerSize, node, s)
      out.kind = .roundedRectangle(cornerSize: CGSize(width: v[0], height: v[1]), style: style)
    }
    return out
  }

  /// Draws a node and what it contains. `s` is the state of the node's containers; the walk
  /// changes it for what an effect contains and restores it before returning.
  private mutating func walk(_ node: LayoutNode, _ s: inout DrawState) {
    let f = node.drawsInFrame ? presentedFrame(node, s) : node.frame
    func about(_ anchor: UnitPoint, _ m: CGAffineTransform) -> CGAffineTransform {
      let ax = f.minX + anchor.x * f.width
      let ay = f.minY + anchor.y * f.height
      return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m).concatenating(
        CGAffineTransform(translationX: ax, y: ay))
    }
    // The common effects and containers by the node's trivial draw step: no payload of its kind
    // to copy.
    switch node.drawStep {
    case .passThrough:
      for c in node.children { walk(c, &s) }
      return
    case .offset(let d):
      let p = presented(AttributeValue(d.width, d.height), .offset, node, s)
      let dx = p[0].isFinite ? p[0] : 0
      let dy = p[1].isFinite ? p[1] : 0
      let saved = (s.transform, s.offset)
      s.transform = CGAffineTransform(translationX: dx, y: dy).concatenating(s.transform)
      s.offset.width += dx
      s.offset.height += dy
      for c in node.children { walk(c, &s) }
      (s.transform, s.offset) = saved
      return
    case .opacity(let o):
      let p = presented(AttributeValue(o), .opacity, node, s)[0]
      let saved = s.opacity
      s.opacity *= p.isNaN ? 1 : min(max(p, 0), 1)
      for c in node.children { walk(c, &s) }
      s.opacity = saved
      return
    case .scope(let n):
      s.scopes.append(n)
      for c in node.children { walk(c, &s) }
      s.scopes.removeLast()
      return
    case .other:
      break
    }
    switch node.kind {
    case .effect(let m):
      let saved = (s.transform, s.opacity, s.scale, s.rotation, s.offset, s.shadow)
      let counts = (s.clips.count, s.wrappers.count, s.scopes.count)
      switch m {
      case .scaleEffect(let k, let a):
        let p = presented(AttributeValue(k.width, k.height, a.x, a.y), .scale, node, s)
        let kx = p[0].isFinite ? p[0] : 1
        let ky = p[1].isFinite ? p[1] : 1
        let anchor = UnitPoint(x: p[2], y: p[3])
        s.transform = about(anchor, CGAffineTransform(scaleX: kx, y: ky)).concatenating(s.transform)
        s.scale.width *= kx
        s.scale.height *= ky
      case .rotationEffect(let a, let u):
        let p = presented(AttributeValue(a.radians, u.x, u.y), .rotation, node, s)
        let r = p[0].isFinite ? p[0] : 0
        let anchor = UnitPoint(x: p[1], y: p[2])
        s.transform = about(anchor, CGAffineTransform(rotationAngle: r)).concatenating(s.transform)
        s.rotation = s.rotation + Angle(radians: r)
      case .shadow(let sh):
        s.shadow = sh
        shadows.append(sh)
        s.wrappers.append(.shadow(shadows.count - 1))
      case .clipShape(let shape):
        clipPaths.append(presentedShape(shape, node, s).path(in: f).applying(s.transform))
        s.clips.append(clipPaths.count - 1)
        s.wrappers.append(.clip(clipPaths.count - 1))
      case .transitionEffect(let from, let to):
        let e: TransitionEffect
        if let presenter {
          e = TransitionEffect(
            vector: presenter.present(to.vector, .transition, of: node.identity, scopes: s.scopes, from: from.vector))
        } else {
          e = to
        }
        s.opacity *= e.opacity.isNaN ? 1 : min(max(e.opacity, 0), 1)
        s.transform = e.transform(in: f).concatenating(s.transform)
        s.scale.width *= e.scale.width.isFinite ? e.scale.width : 1
        s.scale.height *= e.scale.height.isFinite ? e.scale.height : 1
        let d = e.translation(in: f)
        s.offset.width += d.width
        s.offset.height += d.height
      default: break  // offset, opacity and scope are draw steps (above); the rest only lay out
      }
      for c in node.children { walk(c, &s) }
      (s.transform, s.opacity, s.scale, s.rotation, s.offset, s.shadow) = saved
      s.clips.removeLast(s.clips.count - counts.0)
      s.wrappers.removeLast(s.wrappers.count - counts.1)
      s.scopes.removeLast(s.scopes.count - counts.2)
    case .decorated(let background, _):
      if background {
        for c in node.children.reversed() { walk(c, &s) }
      } else {
        for c in node.children { walk(c, &s) }
      }
    case .stack, .zStack:
      // Drawing order: by zIndex, equal ones in their order (sorted only when one is set).
      if node.children.allSatisfy({ $0.zIndex == 0 }) {
        for c in node.children { walk(c, &s) }
      } else {
        let sorted = node.children.enumerated().sorted { a, b in
          a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }
        for (_, c) in sorted { walk(c, &s) }
      }
    case .frame, .flexibleFrame, .padding, .fixedSize, .horizontalGuide, .verticalGuide, .button:
      for c in node.children { walk(c, &s) }
    case .spacer:
      break
    case .text:
      let layout = node.textLayout(node.placedProposal)
      emit(
        node, s, f, kind: .text, color: presentedColor(node.foreground ?? .primary, node, s), path: nil, lineWidth: nil,
        text: layout)
    case .color(let c):
      emit(
        node, s, f, kind: .color, color: presentedColor(c, node, s), path: Path(f).applying(s.transform), lineWidth: nil,
        text: nil)
    case .divider:
      emit(
        node, s, f, kind: .shape, color: .separator, path: Path(f).applying(s.transform), lineWidth: nil,
        text: nil)
    case .shape(let laidOut):
      let shape = presentedShape(laidOut, node, s)
      let color: Color
      var lineWidth: CGFloat?
      switch shape.paint {
      case .fill(let c): color = c ?? node.foreground ?? .primary
      case .stroke(let c, let w), .strokeBorder(let c, let w):
        color = c ?? node.foreground ?? .primary
        lineWidth = w.isFinite ? max(w, 0) : 1
      }
      emit(
        node, s, f, kind: .shape, color: presentedColor(color, node, s), path: node.drawnPath(of: shape, in: f, s.transform),
        lineWidth: lineWidth, text: nil)
    }
  }

  private mutating func emit(
    _ node: LayoutNode, _ s: DrawState, _ f: CGRect, kind: DisplayItem.Kind, color: Color, path: Path?,
    lineWidth: CGFloat?,
    text: TextLayout?
  ) {
    var string: String?
    var font = TextFont.body
    if case .text(let str, _, let style) = node.kind { (string, font) = (str, style) }
    items.append(
      DisplayItem(
        kind: kind, typeName: node.typeName, identity: node.identity,
        frame: CGRect(
          x: f.minX + s.offset.width, y: f.minY + s.offset.height, width: f.width, height: f.height),
        layoutFrame: f,
        opacity: s.opacity, scale: s.scale, rotation: s.rotation, transform: s.transform, color: color,
        string: string, lines: text?.lines ?? [], baseline: text?.firstBaseline ?? 0,
        lineHeight: text?.lineHeight ?? 0, font: font, path: path, lineWidth: lineWidth, clips: s.clips, shadow: s.shadow,
        wrappers: s.wrappers))
  }
}
