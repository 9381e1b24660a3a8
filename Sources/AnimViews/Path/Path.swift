import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves in a
/// y-down coordinate space.
///
/// Arcs, ellipses and rounded corners are stored as cubic Béziers, one per quarter turn or less
/// (k = 4/3·tan(θ/4) for the control points, as CoreGraphics builds them: 0.5523 of the radius
/// for a quarter), so trimming and bounds treat them as CoreGraphics does.
public struct Path: Hashable, Sendable {
  /// One drawing command, as SwiftUI's `Path.Element`.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The commands, in order.
  public internal(set) var elements: [Element] = []
  /// The start of the current subpath (where `closeSubpath` returns to).
  private var subpathStart: CGPoint?
  /// The current point, if any.
  public private(set) var currentPoint: CGPoint?

  /// An empty path.
  public init() {}

  /// A path made by a closure, as SwiftUI's `Path { path in … }`.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  /// A rectangle, as `Path(_ rect:)`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// An ellipse inscribed in `rect`, as `Path(ellipseIn:)`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A rounded rectangle, as `Path(roundedRect:cornerRadius:style:)`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle, as `Path(roundedRect:cornerSize:style:)`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// A line from the current point to `point` (a move, if there is no current point: as
  /// CoreGraphics, which would otherwise refuse the line).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Lines through `points`, starting a subpath at the first, as `addLines(_:)`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// A quadratic Bézier from the current point to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// A cubic Bézier from the current point to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a line back to its start; the current point becomes that
  /// start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// A rectangle as a closed subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY),
  /// CoreGraphics' order (views.md §5), so `Rectangle().trim(from: 0, to: 0.5)` is the top and
  /// right edges.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Rectangles, each a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

  /// Another path's elements, appended.
  public mutating func addPath(_ path: Path) {
    for e in path.elements { append(e) }
  }

  /// Appends one element through the builders (keeping the current point right).
  mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Calls `body` with each element, as SwiftUI's `forEach(_:)`.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles (ellipses, for unequal corner sizes).
  case circular
  /// Apple's continuous curvature ("squircle") corners, approximated here (see
  /// `Path.addRoundedRect(in:cornerSize:style:)`).
  case continuous
}
