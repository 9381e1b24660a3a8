// A raster of dots grouped into character cells, turned into braille, blocks or ASCII.

/// A grid of character cells, each holding up to `dotsPerCell` dots and the series that drew last.
struct DotCanvas {
  let columns: Int
  let rows: Int
  let style: ChartStyle
  let dotsX: Int
  let dotsY: Int
  /// One bit per dot of a cell (braille needs 8, blocks 4, ASCII 1).
  private(set) var bits: [UInt8]
  /// The series index that last drew into a cell; -1 when empty.
  private(set) var owner: [Int]
  /// Cells a marker line passes through (drawn only where no dot is).
  private(set) var markerCells: Set<Int> = []

  init(columns: Int, rows: Int, style: ChartStyle) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.style = style
    (dotsX, dotsY) = style.dotsPerCell
    bits = Array(repeating: 0, count: self.columns * self.rows)
    owner = Array(repeating: -1, count: self.columns * self.rows)
  }

  /// The canvas size in dots.
  var dotWidth: Int { columns * dotsX }
  var dotHeight: Int { rows * dotsY }

  /// Sets the dot at (`x`, `y`) (origin top left); dots outside the canvas are ignored.
  mutating func set(x: Int, y: Int, series: Int) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let cell = (y / dotsY) * columns + x / dotsX
    bits[cell] |= DotCanvas.bit(style: style, dx: x % dotsX, dy: y % dotsY)
    owner[cell] = series
  }

  /// Draws a straight line of dots from one dot to another (Bresenham), skipping dots that the
  /// dash pattern leaves out; `phase` carries the pattern from one segment to the next.
  mutating func line(
    from start: (x: Int, y: Int), to end: (x: Int, y: Int), series: Int, pattern: DashPattern,
    phase: inout Int, includeStart: Bool
  ) {
    var x = start.x
    var y = start.y
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let sx = start.x < end.x ? 1 : -1
    let sy = start.y < end.y ? 1 : -1
    var error = dx + dy
    var first = true
    // The loop ends at the end point; the bound only guards against pathological inputs.
    var remaining = dx - dy + 1
    while remaining > 0 {
      remaining -= 1
      if !first || includeStart {
        if pattern.isOn(phase) { set(x: x, y: y, series: series) }
        phase += 1
      }
      first = false
      if x == end.x && y == end.y { break }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += sx
      }
      if doubled <= dx {
        error += dx
        y += sy
      }
    }
  }

  /// Marks the cells of column `column` as crossed by a vertical marker line.
  mutating func markColumn(_ column: Int) {
    guard column >= 0, column < columns else { return }
    for row in 0..<rows { markerCells.insert(row * columns + column) }
  }

  /// The character for the cell at (`column`, `row`), and the series that owns it (-1: none).
  func cell(column: Int, row: Int, asciiMarks: [Character]) -> (Character, Int) {
    let index = row * columns + column
    guard index >= 0, index < bits.count else { return (" ", -1) }
    let mask = bits[index]
    if mask == 0 {
      if markerCells.contains(index) { return (style == .ascii ? ":" : "┊", -1) }
      return (" ", -1)
    }
    let series = owner[index]
    switch style {
    case .braille:
      return (Character(Unicode.Scalar(0x2800 + UInt32(mask)) ?? " "), series)
    case .blocks:
      // Indexed by the quadrant bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
      let blocks = Array(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
      return (blocks[Int(mask & 0x0F)], series)
    case .ascii:
      let mark = asciiMarks.isEmpty ? "*" : asciiMarks[max(0, series) % asciiMarks.count]
      return (mark, series)
    }
  }

  /// The bit of dot (`dx`, `dy`) inside a cell of the given style.
  static func bit(style: ChartStyle, dx: Int, dy: Int) -> UInt8 {
    switch style {
    case .braille:
      // Braille numbers its dots down the left column (1, 2, 3, 7) then the right (4, 5, 6, 8).
      let left: [UInt8] = [0x01, 0x02, 0x04, 0x40]
      let right: [UInt8] = [0x08, 0x10, 0x20, 0x80]
      let column = dx == 0 ? left : right
      return column[min(max(dy, 0), 3)]
    case .blocks:
      return UInt8(1 << (min(max(dy, 0), 1) * 2 + min(max(dx, 0), 1)))
    case .ascii:
      return 1
    }
  }
}

/// Which dots along a line are drawn: how overlaid series stay apart without colour.
struct DashPattern: Sendable {
  /// Alternating run lengths, starting with a drawn run; empty means solid.
  let runs: [Int]

  /// Series 0 is solid, 1 dashed, 2 dotted, 3 dash-dot, then the cycle repeats.
  static func forSeries(_ index: Int) -> DashPattern {
    let all: [[Int]] = [[], [3, 2], [1, 2], [4, 2, 1, 2]]
    return DashPattern(runs: all[abs(index) % all.count])
  }

  /// The legend sample for the pattern.
  static func legendSymbol(_ index: Int) -> String {
    ["──", "╌╌", "┈┈", "─·"][abs(index) % 4]
  }

  func isOn(_ phase: Int) -> Bool {
    guard !runs.isEmpty else { return true }
    let period = runs.reduce(0, +)
    var position = phase % period
    for (index, run) in runs.enumerated() {
      if position < run { return index % 2 == 0 }
      position -= run
    }
    return true
  }
}
