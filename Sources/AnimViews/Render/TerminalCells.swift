import AnimationCore
import Foundation

/// A display list drawn into terminal cells: each cell is an upper half block `▀` whose
/// foreground is the upper pixel and whose background is the lower one (so a cell holds two
/// square-ish pixels), or a character of text over the cell's colour. What `anim play` will draw.
public struct TerminalCells: Hashable {
  /// A 24-bit sRGB colour.
  public struct RGB: Hashable, Sendable {
    public var red, green, blue: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8) {
      (self.red, self.green, self.blue) = (red, green, blue)
    }
    /// White, the light scheme's background.
    public static let white = RGB(red: 255, green: 255, blue: 255)
  }

  /// One terminal cell.
  public struct Cell: Hashable, Sendable {
    /// `▀`, or a character of text.
    public var character: Character
    /// The upper pixel's colour, or the text's.
    public var foreground: RGB
    /// The lower pixel's colour, or the colour behind the text.
    public var background: RGB
  }

  /// The size in cells.
  public let columns: Int, rows: Int
  /// The cells, row by row.
  public internal(set) var cells: [Cell]

  /// The cell at a column and row (a white blank outside the grid).
  public subscript(column: Int, row: Int) -> Cell {
    guard column >= 0, column < columns, row >= 0, row < rows else {
      return Cell(character: " ", foreground: .white, background: .white)
    }
    return cells[row * columns + column]  // trap-ok: bounds checked above
  }

  /// The cells as text with 24-bit colour escapes (SGR 38;2 and 48;2), a reset at the end of
  /// each line.
  public func ansi() -> String {
    var out = ""
    for r in 0..<rows {
      var last: (RGB, RGB)?
      for c in 0..<columns {
        let cell = cells[r * columns + c]  // trap-ok: r < rows, c < columns
        if last == nil || last?.0 != cell.foreground || last?.1 != cell.background {
          let f = cell.foreground
          let b = cell.background
          out += "\u{1b}[38;2;\(f.red);\(f.green);\(f.blue);48;2;\(b.red);\(b.green);\(b.blue)m"
          last = (f, b)
        }
        out.append(cell.character)
      }
      out += "\u{1b}[0m\n"
    }
    return out
  }
}

extension TerminalCells {
  /// A coordinate as an Int, NaN as 0 and the huge clamped to ±1e9 (Int() of them would trap).
  static func clampedInt(_ v: CGFloat) -> Int {
    v.isNaN ? 0 : Int(max(-1e9, min(1e9, v)))
  }

  /// The average of two colours.
  static func mix(_ a: RGB, _ b: RGB) -> RGB {
    RGB(
      red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2),
      blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
  }

  /// The non-zero winding number of polygons (open ones implicitly closed, as fills close them)
  /// around a point.
  static func winding(_ p: CGPoint, _ polygons: [(points: [CGPoint], closed: Bool)]) -> Int {
    var w = 0
    for poly in polygons {
      let pts = poly.points
      guard pts.count > 2 else { continue }
      var a = pts[pts.count - 1]  // trap-ok: count > 2
      for b in pts {
        if a.y <= p.y {
          if b.y > p.y && cross(a, b, p) > 0 { w += 1 }
        } else if b.y <= p.y && cross(a, b, p) < 0 {
          w -= 1
        }
        a = b
      }
    }
    return w
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The distance from a point to the nearest edge of the polygons (closed ones with their
  /// closing edge): what a stroke covers.
  static func distance(_ p: CGPoint, _ polygons: [(points: [CGPoint], closed: Bool)]) -> CGFloat {
    var best = CGFloat.infinity
    for poly in polygons {
      let pts = poly.points
      guard pts.count > 1 else { continue }
      var edges = Array(zip(pts, pts.dropFirst()))
      if poly.closed, let first = pts.first, let last = pts.last { edges.append((last, first)) }
      for (a, b) in edges {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
        best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
      }
    }
    return best
  }
}
