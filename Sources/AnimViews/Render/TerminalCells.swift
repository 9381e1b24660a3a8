import AnimationCore
import Foundation

/// A display list drawn into terminal cells: each cell is an upper half block `▀` whose
/// foreground is the upper pixel and whose background is the lower one (so a cell holds two
/// square-ish pixels), or a character of text over the cell's colour. What `anim play` will draw.
public struct TerminalCells: Hashable {
  /// A 24-bit sRGB colour.
  public struct RGB: Hashable, Sendable {
    public var red, green, blue: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }
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

extension DisplayList {
  /// The list drawn `columns` cells wide (1…1000); the height follows the host's aspect, two
  /// pixels a cell, unless `rows` (1…1000) is given. Shapes are sampled four times a pixel;
  /// Text is set one character a cell, from where its lines start.
  public func terminalCells(columns: Int, rows: Int? = nil) -> TerminalCells {
    let cols = min(max(columns, 1), 1000)
    let scale = size.width > 0 ? CGFloat(cols) / size.width : 1
    let naturalRows = Int((size.height * scale / 2).rounded(.up))
    let rowCount = min(max(rows ?? naturalRows, 1), 1000)
    let pw = cols
    let ph = rowCount * 2
    var pixels = [(r: Float, g: Float, b: Float)](repeating: (1, 1, 1), count: pw * ph)
    let toPixels = CGAffineTransform(scaleX: scale, y: scale)
    let clipPolygons = clipPaths.map { $0.applying(toPixels).polygons(tolerance: 0.2) }
    let offsets: [(CGFloat, CGFloat)] = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]

    for item in items where item.kind != .text {
      guard let path = item.path?.applying(toPixels) else { continue }
      let polygons = path.polygons(tolerance: 0.2)
      let bounds = path.boundingRect
      guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite, bounds.maxY.isFinite
      else { continue }
      var halfWidth: CGFloat = 0
      if let lw = item.lineWidth {
        let t = item.transform
        halfWidth = max(lw * abs(t.a * t.d - t.b * t.c).squareRoot() * scale / 2, 0.35)
      }
      let x0 = max(0, Int((bounds.minX - halfWidth).rounded(.down)))
      let x1 = min(pw - 1, Int((bounds.maxX + halfWidth).rounded(.up)))
      let y0 = max(0, Int((bounds.minY - halfWidth).rounded(.down)))
      let y1 = min(ph - 1, Int((bounds.maxY + halfWidth).rounded(.up)))
      guard x0 <= x1, y0 <= y1 else { continue }
      let c = item.color.resolved
      let alpha = Float(item.opacity) * c.opacity
      guard alpha > 0 else { continue }
      let clips = item.clips.compactMap { $0 < clipPolygons.count ? clipPolygons[$0] : nil }  // trap-ok: checked
      for y in y0...y1 {
        for x in x0...x1 {
          var hits = 0
          for (dx, dy) in offsets {
            let p = CGPoint(x: CGFloat(x) + dx, y: CGFloat(y) + dy)
            let inside =
              item.lineWidth == nil
              ? TerminalCells.winding(p, polygons) != 0
              : TerminalCells.distance(p, polygons) <= halfWidth
            if inside && clips.allSatisfy({ TerminalCells.winding(p, $0) != 0 }) { hits += 1 }
          }
          guard hits > 0 else { continue }
          let a = alpha * Float(hits) / Float(offsets.count)
          let i = y * pw + x
          let old = pixels[i]  // trap-ok: x < pw, y < ph
          pixels[i] = (old.r + (c.red - old.r) * a, old.g + (c.green - old.g) * a, old.b + (c.blue - old.b) * a)
        }
      }
    }

    func rgb(_ p: (r: Float, g: Float, b: Float)) -> TerminalCells.RGB {
      func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v.isNaN ? 1 : v) * 255 + 0.5))) }
      return TerminalCells.RGB(red: byte(p.r), green: byte(p.g), blue: byte(p.b))
    }
    var cells: [TerminalCells.Cell] = []
    cells.reserveCapacity(cols * rowCount)
    for r in 0..<rowCount {
      for c in 0..<cols {
        let top = pixels[(2 * r) * pw + c]  // trap-ok: 2r + 1 < ph
        let bottom = pixels[(2 * r + 1) * pw + c]  // trap-ok: as above
        cells.append(TerminalCells.Cell(character: "▀", foreground: rgb(top), background: rgb(bottom)))
      }
    }
    var grid = TerminalCells(columns: cols, rows: rowCount, cells: cells)
    for item in items where item.kind == .text {
      let f = item.layoutFrame
      for (i, line) in item.lines.enumerated() {
        let start = CGPoint(x: f.minX, y: f.minY + item.lineHeight * (CGFloat(i) + 0.5)).applying(item.transform)
        guard start.x.isFinite, start.y.isFinite, abs(start.x) < 1e9, abs(start.y) < 1e9 else { continue }
        let row = Int((start.y * scale / 2).rounded(.down))
        var column = Int((start.x * scale).rounded())
        for ch in line {
          if row >= 0, row < rowCount, column >= 0, column < cols {
            let cell = grid.cells[row * cols + column]  // trap-ok: bounds checked
            let bg = TerminalCells.mix(cell.foreground, cell.background)
            let resolved = item.color.resolved
            let fg = rgb((resolved.red, resolved.green, resolved.blue))
            grid.cells[row * cols + column] = TerminalCells.Cell(character: ch, foreground: fg, background: bg)  // trap-ok: as above
          }
          column += 1
        }
      }
    }
    return grid
  }
}

extension TerminalCells {
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
