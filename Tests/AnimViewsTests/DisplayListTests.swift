import AnimViews
import AnimationCore
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The display list: drawing order, effects combined with containers', and the three renderings
/// (dump, SVG, terminal cells).
@Suite struct DisplayListTests {
  /// The seed's elastic view, as drawn.
  static var elastic: ViewNode {
    VStack(alignment: .leading) {
      Circle().frame(width: 100.0).foregroundColor(.accentColor)
      Button("Animate") {}.frame(maxWidth: .infinity)
    }
    .padding()
  }

  /// Offsets move the drawn frame, not the layout; opacity multiplies and scale multiplies down
  /// the tree; rotation adds. A 100 × 100 rectangle centred in 300 × 300 is at (100, 100); inside
  /// `.offset(x: 10).opacity(0.5)` within `.offset(y: 5).opacity(0.5).scaleEffect(2)`, it is
  /// drawn at (110, 105), opacity 0.25, scale 2; the layout frame stays (100, 100).
  @Test func effectsCombine() throws {
    let view = Rectangle().frame(width: 100, height: 100)
      .offset(x: 10).opacity(0.5).rotationEffect(.degrees(30))
      .offset(y: 5).opacity(0.5).scaleEffect(2).rotationEffect(.degrees(15))
    let layout = ViewLayout(view, width: 300, height: 300)
    let item = try #require(layout.displayList.first("Rectangle"))
    #expect(item.layoutFrame == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(item.frame == CGRect(x: 110, y: 105, width: 100, height: 100))
    #expect(item.opacity == 0.25)
    #expect(item.scale == CGSize(width: 2, height: 2))
    #expect(abs(item.rotation.degrees - 45) < 1e-9)
  }

  /// A scale about the centre keeps the centre: Rectangle 100 × 100 at (100, 100) scaled by 2 is
  /// drawn from (50, 50) to (250, 250); about .topLeading, from (100, 100) to (300, 300).
  /// Rotating 90° about the centre maps the top-left corner (100, 100) to (200, 100) (y down:
  /// clockwise on screen).
  @Test func anchors() throws {
    func bounds(_ v: ViewNode) -> CGRect? {
      ViewLayout(v, width: 300, height: 300).displayList.items.first?.path?.boundingRect
    }
    let r = Rectangle().frame(width: 100, height: 100)
    #expect(bounds(r.scaleEffect(2)).map { close($0, CGRect(x: 50, y: 50, width: 200, height: 200)) } == true)
    #expect(
      bounds(r.scaleEffect(2, anchor: .topLeading)).map {
        close($0, CGRect(x: 100, y: 100, width: 200, height: 200))
      } == true)
    let rotated = try #require(
      ViewLayout(r.rotationEffect(.degrees(90)), width: 300, height: 300).displayList.items.first?.path)
    guard case .move(let first)? = rotated.elements.first else {
      Issue.record("no move")
      return
    }
    #expect(close(first.x, 200) && close(first.y, 100))
  }

  /// Background draws behind, overlay in front, zIndex reorders siblings; a ZStack's later
  /// children are in front.
  @Test func drawingOrder() {
    let view = ZStack {
      Color.red.zIndex(1)
      Color.green
      Text("x").background(Color.blue).overlay(Color.yellow.opacity(0.5))
    }
    let kinds = ViewLayout(view, width: 100, height: 100).displayList.items.map {
      $0.string ?? $0.color.description
    }
    #expect(
      kinds == [
        Color.green.description, Color.blue.description, "x", Color.yellow.opacity(0.5).description,
        Color.red.description,
      ])
  }

  /// The dump has one line a drawn view, SWIFTUI_PRINT_TREE's shape, with frames to 2 decimals.
  @Test func dump() {
    let layout = ViewLayout(DisplayListTests.elastic, width: 400, height: 300)
    let lines = layout.dump().split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "(display-list (size 400.0 300.0)")
    #expect(lines[1].hasPrefix("  (item #:identity 0 #:view Circle (frame (16.0 "))
    #expect(lines[1].hasSuffix("100.0 100.0)) (fill #007AFFFF))"))
    #expect(lines[2].contains("#:view Text") && lines[2].contains("(text \"Animate\" #007AFFFF)"))
  }

  /// The SVG is well-formed XML (parsed by Foundation's XMLParser), text escaped.
  @Test func svgIsWellFormed() throws {
    let view = VStack {
      Text("Tom & Jerry <3 \"quotes\"")
      Circle().stroke(.red, lineWidth: 4).frame(width: 50, height: 50).shadow(radius: 4)
      RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 80, height: 40).clipShape(Circle())
    }
    let svg = ViewLayout(view, width: 200, height: 200).svg()
    #expect(svg.contains("Tom &amp; Jerry &lt;3 &quot;quotes&quot;"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    if let path = ProcessInfo.processInfo.environment["ANIMVIEWS_SVG_OUT"] {
      try ViewLayout(DisplayListTests.elastic, width: 400, height: 300).svg().write(
        toFile: path, atomically: true, encoding: .utf8)
    }
  }

  /// Stroked and trimmed shapes as drawn: a Circle trimmed to 0…0.5 is its bottom half (it starts
  /// at 3 o'clock and runs clockwise on screen); stroked 4 wide in red, scaled by 2 about its
  /// centre, the SVG stroke is 8 wide and unfilled; strokeBorder's path is inset by 2.
  @Test func strokesAndTrims() throws {
    let ring = Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 4).frame(width: 100, height: 100)
    let layout = ViewLayout(ring.scaleEffect(2), width: 300, height: 300)
    let item = try #require(layout.displayList.first("Circle"))
    #expect(item.lineWidth == 4 && item.color == .red)
    let bounds = try #require(item.path?.boundingRect)
    // Unscaled: x 100…200, y 150…200 (the bottom half); scaled by 2 about (150, 150): x 50…250,
    // y 150…250.
    #expect(close(bounds, CGRect(x: 50, y: 150, width: 200, height: 100), 0.01))
    let svg = layout.svg()
    #expect(svg.contains("fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"8\""))
    let border = ViewLayout(Rectangle().strokeBorder(lineWidth: 4).frame(width: 100, height: 100), width: 100, height: 100)
    #expect(border.displayList.items.first?.path?.boundingRect == CGRect(x: 2, y: 2, width: 96, height: 96))
  }

  /// Terminal cells: 40 columns for a 400-wide host is 0.1 cell a point; the seed's circle
  /// (x 16…116) covers columns 2…11, and its centre pixel is the accent colour; a far corner
  /// stays white.
  @Test func terminalCells() throws {
    let layout = ViewLayout(DisplayListTests.elastic, width: 400, height: 300)
    let cells = layout.displayList.terminalCells(columns: 40)
    #expect(cells.columns == 40 && cells.rows == 15)
    let circle = try #require(layout.displayList.first("Circle"))
    let row = Int((circle.frame.midY * 0.1 / 2).rounded(.down))
    let blue = TerminalCells.RGB(red: 0, green: 122, blue: 255)
    let centre = cells[6, row]
    #expect(centre.foreground == blue || centre.background == blue)
    #expect(cells[39, 0].foreground == .white)
    #expect(cells.ansi().contains("\u{1b}[38;2;0;122;255"))
    // The label's letters are in the grid, in the accent colour.
    let text = (0..<cells.rows).map { r in String((0..<cells.columns).map { cells[$0, r].character }) }
    #expect(text.contains { $0.contains("Animate") })
  }
}
