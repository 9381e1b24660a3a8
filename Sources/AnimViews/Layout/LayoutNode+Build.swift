import AnimationCore
import Foundation

/// What flows down the tree while it is turned into layout nodes: SwiftUI's environment as far
/// as AnimViews uses it.
struct LayoutEnvironment {
  /// How many views and modifiers deep the walk is, and where it records that it stopped.
  var depth = 0
  let log: BuildLog
  var foreground: Color?
  /// The axis of the stack the views are in (nil in a ZStack or outside any stack).
  var stackAxis: Axis?
  /// The layout's font (Inter at the body size; nil: text measured with estimates).
  var font: FontMetrics?
  /// The `font` in effect (nil: body) and the `fontWeight` (nil: the font's own).
  var textFont: TextFont?
  var fontWeight: TextFont.Weight?
  var displayScale: CGFloat

  /// The font Text is set in here, and the layout's font at its size and weight.
  var resolvedTextFont: (TextFont, FontMetrics?) {
    guard textFont != nil || fontWeight != nil else {
      // The layout's own font, at its own size.
      var body = TextFont.body
      if let font { body.size = font.pointSize }
      return (body, font)
    }
    var f = textFont ?? .body
    if let w = fontWeight, w != f.weight { f = f.weight(w) }
    guard f.size != font?.pointSize || f.weight != .regular, let base = font else { return (f, font) }
    return (f, FontMetrics.variant(of: base, f))
  }
}

/// What building the layout tree reports back.
final class BuildLog {
  /// Whether views nested deeper than ``LayoutNode/maxDepth`` were left out.
  var truncated = false
  /// Whether a `matchedGeometryEffect` was built (else layout skips matching).
  var matched = false
}

extension LayoutNode {
  /// The deepest nesting of views and modifiers laid out: layout, placement and drawing recurse
  /// once a level, and a thread's stack is finite (a debug build on a test thread overflowed
  /// near 1,000). Deeper views are left out with a diagnostic, never a crash.
  static let maxDepth = 512

  /// The layout nodes for a view: none for an empty view, several for a group (a modifier on a
  /// group applies to each of its views, as in SwiftUI), one otherwise.
  static func build(_ view: ViewNode, parent: [IdentityComponent], env outer: LayoutEnvironment)
    -> [LayoutNode]
  {
    guard outer.depth < maxDepth else {
      outer.log.truncated = true
      return []
    }
    var env = outer
    env.depth += 1
    let path = parent + view.identity
    let identity = ViewIdentity(path)
    func leaf(_ kind: Kind) -> [LayoutNode] {
      [
        LayoutNode(
          kind, identity: identity, typeName: view.typeName, foreground: env.foreground,
          displayScale: env.displayScale)
      ]
    }
    switch view.content {
    case .empty:
      return []
    case .text(let s):
      let (style, metrics) = env.resolvedTextFont
      return leaf(.text(s, font: metrics, style: style))
    case .color(let c):
      return leaf(.color(c))
    case .shape(let s):
      return leaf(.shape(s))
    case .spacer(let minLength):
      // Spacer(minLength:) nil is the default spacing, 8; NaN counts as that too.
      let m = minLength.flatMap { $0.isNaN ? nil : $0 } ?? LayoutNode.defaultSpacing
      return leaf(.spacer(minLength: m, axis: env.stackAxis))
    case .divider:
      // One device pixel thick (a hairline); unverified on a device, see README.
      return leaf(.divider(axis: env.stackAxis, thickness: 1 / max(env.displayScale, 1)))
    case .group(_, let children):
      return children.flatMap { build($0, parent: path, env: env) }
    case .hStack(let alignment, let spacing, let children):
      var inner = env
      inner.stackAxis = .horizontal
      let kids = children.flatMap { build($0, parent: path, env: inner) }
      return [
        LayoutNode(
          .stack(axis: .horizontal, horizontal: .center, vertical: alignment, spacing: spacing?.nanAsNil),
          children: kids, identity: identity, typeName: "HStack", foreground: env.foreground,
          displayScale: env.displayScale)
      ]
    case .vStack(let alignment, let spacing, let children):
      var inner = env
      inner.stackAxis = .vertical
      let kids = children.flatMap { build($0, parent: path, env: inner) }
      return [
        LayoutNode(
          .stack(axis: .vertical, horizontal: alignment, vertical: .center, spacing: spacing?.nanAsNil),
          children: kids, identity: identity, typeName: "VStack", foreground: env.foreground,
          displayScale: env.displayScale)
      ]
    case .zStack(let alignment, let children):
      var inner = env
      inner.stackAxis = nil
      let kids = children.flatMap { build($0, parent: path, env: inner) }
      return [
        LayoutNode(
          .zStack(alignment), children: kids, identity: identity, typeName: "ZStack",
          foreground: env.foreground,
          displayScale: env.displayScale)
      ]
    case .button(let action, let label):
      // iOS's automatic button style: the label in the accent colour unless a foreground colour
      // is set around it, no padding or chrome.
      var inner = env
      inner.foreground = env.foreground ?? .accentColor
      let kids = single(build(label, parent: path, env: inner), identity: identity, env: inner)
      return kids.map {
        LayoutNode(
          .button(action), children: [$0], identity: identity, typeName: "Button",
          foreground: inner.foreground,
          displayScale: env.displayScale)
      }
    case .modified(let modifier, let child):
      return buildModified(modifier, child, path: path, env: env)
    }
  }

  private static func buildModified(
    _ modifier: ViewModifier, _ child: ViewNode, path: [IdentityComponent], env: LayoutEnvironment
  ) -> [LayoutNode] {
    func wrap(_ kind: Kind, _ nodes: [LayoutNode]) -> [LayoutNode] {
      nodes.map {
        LayoutNode(
          kind, children: [$0], identity: $0.identity, typeName: $0.typeName, foreground: env.foreground,
          displayScale: env.displayScale)
      }
    }
    switch modifier {
    case .foregroundColor(let color):
      var inner = env
      inner.foreground = color
      return build(child, parent: path, env: inner)
    case .font(let font):
      var inner = env
      inner.textFont = font
      return build(child, parent: path, env: inner)
    case .fontWeight(let weight):
      var inner = env
      inner.fontWeight = weight
      return build(child, parent: path, env: inner)
    case .id:
      return build(child, parent: path, env: env)
    case .frame(let w, let h, let a):
      return wrap(.frame(width: w, height: h, alignment: a), build(child, parent: path, env: env))
    case .flexibleFrame(let f):
      return wrap(.flexibleFrame(f), build(child, parent: path, env: env))
    case .padding(let e):
      return wrap(.padding(e), build(child, parent: path, env: env))
    case .fixedSize(let h, let v):
      return wrap(.fixedSize(horizontal: h, vertical: v), build(child, parent: path, env: env))
    case .horizontalAlignmentGuide(let g, let f):
      return wrap(.horizontalGuide(g, f), build(child, parent: path, env: env))
    case .verticalAlignmentGuide(let g, let f):
      return wrap(.verticalGuide(g, f), build(child, parent: path, env: env))
    case .background(let decoration, let alignment), .overlay(let decoration, let alignment):
      let isBackground: Bool
      if case .background = modifier { isBackground = true } else { isBackground = false }
      var inner = env
      inner.stackAxis = nil
      let decorationPath = path + [.decoration(isBackground ? "background" : "overlay")]
      let built = build(decoration, parent: decorationPath, env: inner)
      let extra: LayoutNode?
      switch built.count {
      case 0: extra = nil
      case 1: extra = built[0]  // trap-ok: count is 1
      default:
        extra = LayoutNode(
          .zStack(alignment), children: built, identity: ViewIdentity(decorationPath), typeName: "ZStack",
          foreground: env.foreground, displayScale: env.displayScale)
      }
      let content = build(child, parent: path, env: env)
      guard let extra else { return content }
      return content.map {
        LayoutNode(
          .decorated(background: isBackground, alignment: alignment), children: [$0, extra],
          identity: $0.identity,
          typeName: $0.typeName, foreground: env.foreground, displayScale: env.displayScale)
      }
    case .matchedGeometry:
      env.log.matched = true
      return wrap(.effect(modifier), build(child, parent: path, env: env))
    case .offset, .opacity, .scaleEffect, .rotationEffect, .shadow, .layoutPriority, .zIndex, .clipShape, .scope,
      .transitionEffect, .transitionRoot:
      return wrap(.effect(modifier), build(child, parent: path, env: env))
    }
  }

  /// One node for a view that must be one (a button's label): several are stacked vertically.
  private static func single(_ nodes: [LayoutNode], identity: ViewIdentity, env: LayoutEnvironment)
    -> [LayoutNode]
  {
    if nodes.count <= 1 { return nodes }
    return [
      LayoutNode(
        .stack(axis: .vertical, horizontal: .center, vertical: .center, spacing: nil), children: nodes,
        identity: identity, typeName: "VStack", foreground: env.foreground, displayScale: env.displayScale)
    ]
  }
}

extension CGFloat {
  /// nil for NaN (a NaN spacing is SwiftUI's NaN-sized stack; Anim takes the default instead).
  var nanAsNil: CGFloat? { isNaN ? nil : self }
}
