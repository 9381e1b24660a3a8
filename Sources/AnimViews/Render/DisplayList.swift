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
  /// What the walk carries down from containers.
  struct DrawState {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var scale = CGSize(width: 1, height: 1)
    var rotation = Angle.zero
    var offset = CGSize.zero
    var clips: [Int] = []
    var shadow: Shadow?
    var wrappers: [DisplayItem.Wrapper] = []
  }

  /// The display list of placed layout nodes.
  init(root: [LayoutNode], size: CGSize, font: FontMetrics?) {
    self.size = size
    items = []
    clipPaths = []
    fontFamily = font?.familyName ?? "sans-serif"
    fontSize = font?.pointSize ?? FontMetrics.bodySize
    for node in root { walk(node, DrawState()) }
  }

  private mutating func walk(_ node: LayoutNode, _ state: DrawState) {
    var s = state
    let f = node.frame
    func about(_ anchor: UnitPoint, _ m: CGAffineTransform) -> CGAffineTransform {
      let ax = f.minX + anchor.x * f.width
      let ay = f.minY + anchor.y * f.height
      return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m).concatenating(
        CGAffineTransform(translationX: ax, y: ay))
    }
    switch node.kind {
    case .effect(let m):
      switch m {
      case .offset(let d):
        let dx = d.width.isFinite ? d.width : 0
        let dy = d.height.isFinite ? d.height : 0
        s.transform = CGAffineTransform(translationX: dx, y: dy).concatenating(s.transform)
        s.offset.width += dx
        s.offset.height += dy
      case .opacity(let o): s.opacity *= o.isNaN ? 1 : min(max(o, 0), 1)
      case .scaleEffect(let k, let anchor):
        let kx = k.width.isFinite ? k.width : 1
        let ky = k.height.isFinite ? k.height : 1
        s.transform = about(anchor, CGAffineTransform(scaleX: kx, y: ky)).concatenating(s.transform)
        s.scale.width *= kx
        s.scale.height *= ky
      case .rotationEffect(let a, let anchor):
        let r = a.radians.isFinite ? a.radians : 0
        s.transform = about(anchor, CGAffineTransform(rotationAngle: r)).concatenating(s.transform)
        s.rotation = s.rotation + Angle(radians: r)
      case .shadow(let sh):
        s.shadow = sh
        shadows.append(sh)
        s.wrappers.append(.shadow(shadows.count - 1))
      case .clipShape(let shape):
        clipPaths.append(shape.path(in: f).applying(s.transform))
        s.clips.append(clipPaths.count - 1)
        s.wrappers.append(.clip(clipPaths.count - 1))
      default: break
      }
      for c in node.children { walk(c, s) }
    case .decorated(let background, _):
      let order = background ? node.children.reversed() : node.children
      for c in order { walk(c, s) }
    case .stack, .zStack:
      // Drawing order: by zIndex, equal ones in their order (sorted only when one is set).
      if node.children.allSatisfy({ $0.zIndex == 0 }) {
        for c in node.children { walk(c, s) }
      } else {
        let sorted = node.children.enumerated().sorted { a, b in
          a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }
        for (_, c) in sorted { walk(c, s) }
      }
    case .frame, .flexibleFrame, .padding, .fixedSize, .horizontalGuide, .verticalGuide, .button:
      for c in node.children { walk(c, s) }
    case .spacer:
      break
    case .text:
      let layout = node.textLayout(node.placedProposal)
      emit(node, s, kind: .text, color: node.foreground ?? .primary, path: nil, lineWidth: nil, text: layout)
    case .color(let c):
      emit(node, s, kind: .color, color: c, path: Path(f).applying(s.transform), lineWidth: nil, text: nil)
    case .divider:
      emit(
        node, s, kind: .shape, color: .separator, path: Path(f).applying(s.transform), lineWidth: nil,
        text: nil)
    case .shape(let shape):
      let color: Color
      var lineWidth: CGFloat?
      switch shape.paint {
      case .fill(let c): color = c ?? node.foreground ?? .primary
      case .stroke(let c, let w), .strokeBorder(let c, let w):
        color = c ?? node.foreground ?? .primary
        lineWidth = w.isFinite ? max(w, 0) : 1
      }
      emit(
        node, s, kind: .shape, color: color, path: shape.path(in: f).applying(s.transform),
        lineWidth: lineWidth, text: nil)
    }
  }

  private mutating func emit(
    _ node: LayoutNode, _ s: DrawState, kind: DisplayItem.Kind, color: Color, path: Path?,
    lineWidth: CGFloat?,
    text: TextLayout?
  ) {
    let f = node.frame
    var string: String?
    if case .text(let str, _) = node.kind { string = str }
    items.append(
      DisplayItem(
        kind: kind, typeName: node.typeName, identity: node.identity,
        frame: CGRect(
          x: f.minX + s.offset.width, y: f.minY + s.offset.height, width: f.width, height: f.height),
        layoutFrame: f,
        opacity: s.opacity, scale: s.scale, rotation: s.rotation, transform: s.transform, color: color,
        string: string, lines: text?.lines ?? [], baseline: text?.firstBaseline ?? 0,
        lineHeight: text?.lineHeight ?? 0, path: path, lineWidth: lineWidth, clips: s.clips, shadow: s.shadow,
        wrappers: s.wrappers))
  }
}
