import AnimationCore
import Foundation

/// A shape as a view: which shape, and how it is drawn (filled, stroked or stroked inside its
/// border, trimmed). `Circle()`, `RoundedRectangle(cornerRadius:)`, `Shape(name:) { rect in … }`
/// make one; `fill`, `stroke`, `strokeBorder` and `trim` return a changed copy, as SwiftUI's
/// shape modifiers do before any view modifier.
public struct ShapeView: ViewConvertible {
  /// Which shape.
  public enum Kind {
    case circle
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// A fixed path (a `Path` used as a view), in the view's coordinates.
    case path(Path)
    /// A custom `Shape`: its type name and its `path(in:)`.
    case custom(name: String, path: (CGRect) -> Path)
  }

  /// How the shape is painted.
  public enum Paint {
    /// Filled (with the foreground colour when `nil`).
    case fill(Color?)
    /// Stroked along the path, half the line outside it.
    case stroke(Color?, lineWidth: CGFloat)
    /// Stroked inside the frame: the path inset by half the line width first.
    case strokeBorder(Color?, lineWidth: CGFloat)
  }

  /// Which shape.
  public var kind: Kind
  /// How it is painted (filled with the foreground colour unless told).
  public var paint: Paint = .fill(nil)
  /// The `trim(from:to:)` fractions, if trimmed.
  public var trim: (from: CGFloat, to: CGFloat)?

  /// A shape drawn filled with the foreground colour.
  public init(_ kind: Kind) { self.kind = kind }

  /// The shape's type name (`Circle`, `RoundedRectangle`, a custom shape's name).
  public var name: String {
    switch kind {
    case .circle: return "Circle"
    case .rectangle: return "Rectangle"
    case .roundedRectangle: return "RoundedRectangle"
    case .capsule: return "Capsule"
    case .ellipse: return "Ellipse"
    case .path: return "Path"
    case .custom(let name, _): return name
    }
  }

  /// The shape's outline in `rect`, as its `path(in:)` (views.md §2.2), with the border inset and
  /// the trim applied.
  public func path(in rect: CGRect) -> Path {
    var r = rect
    if case .strokeBorder(_, let w) = paint, w.isFinite, w > 0 {
      r = rect.insetBy(dx: min(w / 2, rect.width / 2), dy: min(w / 2, rect.height / 2))
    }
    var p = ShapeView.outline(kind, in: r)
    if let t = trim { p = p.trimmedPath(from: t.from, to: t.to) }
    return p
  }

  /// The untrimmed outline of a shape in a rectangle.
  static func outline(_ kind: Kind, in r: CGRect) -> Path {
    switch kind {
    case .circle:
      // The centred square of side min(w, h).
      let side = min(r.width, r.height)
      return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    case .rectangle: return Path(r)
    case .roundedRectangle(let size, let style): return Path(roundedRect: r, cornerSize: size, style: style)
    case .capsule(let style):
      let radius = min(r.width, r.height) / 2
      return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
    case .ellipse: return Path(ellipseIn: r)
    case .path(let p): return p.offsetBy(dx: r.minX, dy: r.minY)
    case .custom(_, let make):
      return make(CGRect(origin: .zero, size: r.size)).offsetBy(dx: r.minX, dy: r.minY)
    }
  }

  /// Filled with `color`.
  public func fill(_ color: Color) -> ShapeView {
    var s = self
    s.paint = .fill(color)
    return s
  }
  /// Filled with the foreground colour.
  public func fill() -> ShapeView {
    var s = self
    s.paint = .fill(nil)
    return s
  }
  /// Stroked with `color` (the foreground colour when nil), centred on the outline.
  public func stroke(_ color: Color? = nil, lineWidth: CGFloat = 1) -> ShapeView {
    var s = self
    s.paint = .stroke(color, lineWidth: lineWidth)
    return s
  }
  /// Stroked with `color` (the foreground colour when nil) inside the frame.
  public func strokeBorder(_ color: Color? = nil, lineWidth: CGFloat = 1) -> ShapeView {
    var s = self
    s.paint = .strokeBorder(color, lineWidth: lineWidth)
    return s
  }
  /// The part of the outline between two fractions of its length, as SwiftUI's `trim(from:to:)`.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> ShapeView {
    var s = self
    // Trimming a trimmed shape trims the trimmed part (fractions compose).
    if let t = s.trim {
      let span = t.to - t.from
      s.trim = (t.from + span * from, t.from + span * to)
    } else {
      s.trim = (from, to)
    }
    return s
  }

  public var viewNode: ViewNode { ViewNode(.shape(self)) }
}

// MARK: - SwiftUI's shapes

/// A circle centred in its frame, of diameter min(width, height).
public func Circle() -> ShapeView { ShapeView(.circle) }
/// A rectangle filling its frame.
public func Rectangle() -> ShapeView { ShapeView(.rectangle) }
/// A rectangle with rounded corners, continuous by default as in SwiftUI.
public func RoundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> ShapeView {
  ShapeView(.roundedRectangle(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style))
}
/// A rectangle with rounded corners of the given size.
public func RoundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> ShapeView {
  ShapeView(.roundedRectangle(cornerSize: cornerSize, style: style))
}
/// A rectangle whose corner radius is half its shorter side.
public func Capsule(style: RoundedCornerStyle = .continuous) -> ShapeView {
  ShapeView(.capsule(style: style))
}
/// An ellipse filling its frame.
public func Ellipse() -> ShapeView { ShapeView(.ellipse) }
/// A custom shape: `name` is its type's name (what `host.find(SplashShape.self)` matches), `path`
/// its `path(in:)`, called with the frame's size at the origin.
public func Shape(name: String, path: @escaping (CGRect) -> Path) -> ShapeView {
  ShapeView(.custom(name: name, path: path))
}

extension Path: ViewConvertible {
  /// A path as a view: filled with the foreground colour, in its frame's coordinates; as a
  /// shape it fills its proposal.
  public var viewNode: ViewNode { ViewNode(.shape(ShapeView(.path(self)))) }
  /// The path as a shape, to fill or stroke.
  public var shape: ShapeView { ShapeView(.path(self)) }
  /// Filled with `color`.
  public func fill(_ color: Color) -> ShapeView { shape.fill(color) }
  /// Stroked with `color`.
  public func stroke(_ color: Color? = nil, lineWidth: CGFloat = 1) -> ShapeView {
    shape.stroke(color, lineWidth: lineWidth)
  }
}
