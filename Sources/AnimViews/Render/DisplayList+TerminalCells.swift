import AnimationCore
import Foundation

extension DisplayList {
  /// The list drawn `columns` cells wide (1…1000); the height follows the host's aspect, two
  /// pixels a cell, unless `rows` (1…1000) is given. Shapes are sampled four times a pixel;
  /// Text is set one character a cell, from where its lines start.
  public func terminalCells(columns: Int, rows: Int? = nil) -> TerminalCells {
    let cols = min(max(columns, 1), 1000)
    let scale = size.width > 0 ? CGFloat(cols) / size.width : 1
    let naturalRows = TerminalCells.clampedInt((size.height * scale / 2).rounded(.up))
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
      guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite,
        bounds.maxY.isFinite
      else { continue }
      var halfWidth: CGFloat = 0
      if let lw = item.lineWidth {
        let t = item.transform
        halfWidth = max(lw * abs(t.a * t.d - t.b * t.c).squareRoot() * scale / 2, 0.35)
      }
      let x0 = max(0, TerminalCells.clampedInt((bounds.minX - halfWidth).rounded(.down)))
      let x1 = min(pw - 1, TerminalCells.clampedInt((bounds.maxX + halfWidth).rounded(.up)))
      let y0 = max(0, TerminalCells.clampedInt((bounds.minY - halfWidth).rounded(.down)))
      let y1 = min(ph - 1, TerminalCells.clampedInt((bounds.maxY + halfWidth).rounded(.up)))
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
          pixels[i] = (
            old.r + (c.red - old.r) * a, old.g + (c.green - old.g) * a, old.b + (c.blue - old.b) * a
          )
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
        let start = CGPoint(x: f.minX, y: f.minY + item.lineHeight * (CGFloat(i) + 0.5)).applying(
          item.transform)
        let row = TerminalCells.clampedInt((start.y * scale / 2).rounded(.down))
        var column = TerminalCells.clampedInt((start.x * scale).rounded())
        for ch in line {
          if row >= 0, row < rowCount, column >= 0, column < cols {
            let cell = grid.cells[row * cols + column]  // trap-ok: bounds checked
            let bg = TerminalCells.mix(cell.foreground, cell.background)
            let resolved = item.color.resolved
            let fg = rgb((resolved.red, resolved.green, resolved.blue))
            // trap-ok: bounds checked above
            grid.cells[row * cols + column] = TerminalCells.Cell(character: ch, foreground: fg, background: bg)
          }
          column += 1
        }
      }
    }
    return grid
  }
}
