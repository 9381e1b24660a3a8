// The preview page's readouts say what the script wrote (issue 30 item 7): a named colour by
// its name, another by its sRGB hex, an angle in degrees turning SwiftUI's way; and the page
// fits a 1280 × 800 window.
import Foundation
import Testing

extension PreviewBrowserTests {
  /// The readout of property `name` in a dumped DOM.
  func readout(of name: String, in dom: String) -> String? {
    let pattern = try? Regex<(Substring, Substring)>(#"data-property=""# + name + #""[\s\S]*?class="readout">([^<]*)<"#)
    return pattern.flatMap { dom.firstMatch(of: $0) }.map { String($0.1) }
  }

  /// `.red` reads `.red`; `Color(red: 0.2, green: 0.4, blue: 0.6)` reads as the hex it prints,
  /// #336699 (0.2 · 255 = 51 = 0x33, 0.4 · 255 = 102 = 0x66, 0.6 · 255 = 153 = 0x99); half-way
  /// between them, a colour with no name, its hex.
  @Test(.enabled(if: Chromium.path != nil)) func aNamedColourReadsAsItsName() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      """
      @State var tint = Color.red
      withAnimation(.linear(duration: 1)) { tint = Color(red: 0.2, green: 0.4, blue: 0.6) }
      wait(1.5)
      withAnimation(.linear(duration: 1)) { tint = .blue }
      wait(1.5)
      """, in: scratch)
    #expect(readout(of: "tint", in: try HeadlessChromium.dom(of: url + "#t=0")) == ".red")
    let middle = try #require(readout(of: "tint", in: try HeadlessChromium.dom(of: url + "#t=0.5")))
    #expect(middle.hasPrefix("#") && middle.count == 7, "\(middle)")
    #expect(readout(of: "tint", in: try HeadlessChromium.dom(of: url + "#t=1.5")) == "#336699")
    #expect(readout(of: "tint", in: try HeadlessChromium.dom(of: url + "#t=3")) == ".blue")
  }

  /// SwiftUI turns a positive angle clockwise on screen (`rotationEffect(.degrees(90))` points
  /// a right-pointing needle down). The needle is an SVG line from the centre (100, 60) to the
  /// right; SVG's `rotate(90 100 60)`, with y pointing down, takes its end to (100, 108): below
  /// the centre, clockwise. −90° reads "-90.0°" and turns the other way.
  @Test(.enabled(if: Chromium.path != nil)) func anglesTurnSwiftUIsWay() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      """
      @State var turn = Angle.degrees(0)
      withAnimation(.linear(duration: 1)) { turn = .degrees(90) }
      wait(1.5)
      withAnimation(.linear(duration: 1)) { turn = .degrees(-90) }
      wait(1.5)
      """, in: scratch)
    let down = try HeadlessChromium.dom(of: url + "#t=1.5")
    #expect(readout(of: "turn", in: down) == "90.0°")
    #expect(down.contains(#"x2="148" y2="60" class="needle" transform="rotate(90 100 60)""#), "\(down)")
    let up = try HeadlessChromium.dom(of: url + "#t=3")
    #expect(readout(of: "turn", in: up) == "-90.0°")
    #expect(up.contains("rotate(-90 100 60)"))
  }

  /// The whole page of a scene with one property of each kind and printed output, at its end,
  /// fits a 1280 × 800 window: the page's scroll size (measured by a script appended to it) is
  /// no larger than the window.
  @Test(.enabled(if: Chromium.path != nil)) func thePageFitsA1280By800Window() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      """
      @State var x = 0.0
      @State var tint = Color.red
      @State var spot = CGPoint(x: 0, y: 0)
      @State var turn = Angle.degrees(0)
      @State var bars = [0.0, 10, 20]
      withAnimation(.bouncy) { x = 100; tint = .blue; turn = .degrees(90) }
      print("moved")
      withAnimation(.easeInOut(duration: 1)) { spot = CGPoint(x: 30, y: -40); bars = [20, 0, 5] }
      wait(1)
      print("done")
      """, in: scratch)
    let file = URL(string: url)?.path ?? ""
    var html = try String(contentsOfFile: file, encoding: .utf8)
    html += """
      <script>addEventListener("load", function () { setTimeout(function () {
        var e = document.documentElement;
        e.setAttribute("data-scroll", e.scrollWidth + "x" + e.scrollHeight);
      }, 500); });</script>
      """
    try html.write(toFile: file, atomically: true, encoding: .utf8)
    let dom = try HeadlessChromium.run(
      ["--dump-dom", "--virtual-time-budget=3000", "--window-size=1280,800"], url: url + "#t=1.5")
    let size = try #require(dom.firstMatch(of: #/data-scroll="(\d+)x(\d+)"/#), "\(dom.prefix(300))")
    let (width, height) = (Int(size.1) ?? .max, Int(size.2) ?? .max)
    #expect(width <= 1280, "page is \(width) wide")
    #expect(height <= 800, "page is \(height) high")
  }
}
