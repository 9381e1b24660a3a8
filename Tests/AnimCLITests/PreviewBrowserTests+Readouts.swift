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

  /// A colour reads as the script wrote the value shown: `#FF3B30` as `#FF3B30` although it is
  /// `.red`'s value, `.red` as `.red` once it is assigned (from then on), `Color(red: 1, green:
  /// 0.5, blue: 0)` as its hex (0.5 · 255 = 127.5, rounded to 128 = 0x80), `.blue.opacity(0.5)`
  /// as written; a colour on its way, with an opacity, as its hex with the opacity's byte
  /// (Swift's #RRGGBBAA); one reached through an array by its value's name. A spring settling on
  /// `#FF3B30` reads `#FF3B30` as soon as it shows that colour, before the spring has finished.
  @Test(.enabled(if: Chromium.path != nil)) func aColourReadsAsTheScriptWroteIt() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      """
      @State var hex = #FF3B30
      @State var made = Color(red: 1, green: 0.5, blue: 0)
      @State var faded = Color.blue.opacity(0.5)
      @State var picked = Color.clear
      let palette = [Color.green, Color.orange]
      withAnimation(.linear(duration: 1)) { faded = .blue; picked = palette[0] }
      wait(1.5)
      withAnimation(.linear(duration: 1)) { hex = .blue }
      wait(1.5)
      withAnimation(.linear(duration: 1)) { hex = .red }
      wait(1.5)
      withAnimation(.spring(duration: 0.5)) { hex = #0A84FF }
      wait(1)
      withAnimation(.spring(duration: 0.5)) { hex = #FF3B30 }
      wait(2)
      """, in: scratch)
    let start = try HeadlessChromium.dom(of: url + "#t=0")
    #expect(readout(of: "hex", in: start) == "#FF3B30")
    #expect(readout(of: "made", in: start) == "#FF8000")
    #expect(readout(of: "faded", in: start) == ".blue.opacity(0.5)")
    #expect(readout(of: "picked", in: start) == ".clear")
    // Half-way from opacity 0.5 to 1: 0.75 · 255 = 191.25, byte 191 = 0xBF; .blue is #007AFF.
    #expect(readout(of: "faded", in: try HeadlessChromium.dom(of: url + "#t=0.5")) == "#007AFFBF")
    let rest = try HeadlessChromium.dom(of: url + "#t=1.5")
    #expect(readout(of: "faded", in: rest) == ".blue")
    #expect(readout(of: "picked", in: rest) == ".green")
    #expect(readout(of: "hex", in: try HeadlessChromium.dom(of: url + "#t=3")) == ".blue")
    #expect(readout(of: "hex", in: try HeadlessChromium.dom(of: url + "#t=4.5")) == ".red")
    // 1 s after the second spring began, still moving (its value then is not its value at the
    // end) but within one 8-bit step of its target: the hex as written, not .red.
    let settling = try HeadlessChromium.dom(of: url + "#t=6.5")
    #expect(readout(of: "hex", in: settling) == "#FF3B30")
    let end = try HeadlessChromium.dom(of: url + "#t=7.5")
    #expect(values(in: settling)["hex"] != values(in: end)["hex"])
    #expect(readout(of: "hex", in: end) == "#FF3B30")
  }

  /// A colour inside a struct or an array reads as a colour, by its name or its hex, not as
  /// four linear numbers: `tint .red`, `[1] #336699`; half-way from .red (#FF3B30) to
  /// #336699 on a linear curve, a hex that is neither.
  @Test(.enabled(if: Chromium.path != nil)) func aColourPartReadsAsAColour() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      """
      struct Badge { var tint: Color; var scale: Double }
      @State var badge = Badge(tint: .red, scale: 1)
      @State var palette = [Color.blue, #336699]
      withAnimation(.linear(duration: 1)) { badge = Badge(tint: #336699, scale: 2) }
      wait(1.5)
      """, in: scratch)
    let start = try HeadlessChromium.dom(of: url + "#t=0")
    #expect(readout(of: "badge", in: start) == "tint .red  scale 1.000")
    #expect(readout(of: "palette", in: start) == "[0] .blue  [1] #336699")
    let middle = try #require(readout(of: "badge", in: try HeadlessChromium.dom(of: url + "#t=0.5")))
    #expect(middle.hasPrefix("tint #") && middle.hasSuffix("  scale 1.500") && !middle.contains("#336699"), "\(middle)")
    #expect(readout(of: "badge", in: try HeadlessChromium.dom(of: url + "#t=1.5")) == "tint #336699  scale 2.000")
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

  /// The page's sizes once laid out at `t` in a window whose inside (the page's viewport) is
  /// 1280 × 800, measured by a script appended to the page: the page's scroll size
  /// ("width", "height"), the viewport's height ("inner"), each scrolling part's visible and
  /// whole heights ("stageboxShown", "stageboxWhole", "lanes…", "log…"), and the lanes drawn.
  /// Headless Chromium's `--window-size=1280,800` gives a smaller viewport (657 px high here,
  /// as a desktop browser's toolbars leave less than 800 of an 800-pixel window), so the window
  /// is first measured at that size (`small`) and then made as much taller.
  func layout(of url: String, at t: String = "1.5") throws -> (full: [String: Int], small: [String: Int]) {
    let file = URL(string: url)?.path ?? ""
    var html = try String(contentsOfFile: file, encoding: .utf8)
    html += """
      <script>addEventListener("load", function () { setTimeout(function () {
        var e = document.documentElement, r = ["width=" + e.scrollWidth, "height=" + e.scrollHeight,
          "inner=" + innerHeight, "lanesDrawn=" + document.querySelectorAll("#lanes text.lane").length];
        ["stagebox", "lanes", "log"].forEach(function (id) {
          var x = document.getElementById(id);
          r.push(id + "Shown=" + x.clientHeight, id + "Whole=" + x.scrollHeight);
        });
        e.setAttribute("data-layout", r.join(" "));
      }, 500); });</script>
      """
    try html.write(toFile: file, atomically: true, encoding: .utf8)
    func measure(windowHeight: Int) throws -> [String: Int] {
      let dom = try HeadlessChromium.run(
        ["--dump-dom", "--virtual-time-budget=3000", "--window-size=1280,\(windowHeight)"], url: url + "#t=" + t)
      let text = try #require(dom.firstMatch(of: #/data-layout="([^"]*)"/#), "\(dom.prefix(300))").1
      var out: [String: Int] = [:]
      for pair in text.split(separator: " ") {
        let parts = pair.split(separator: "=")
        if parts.count == 2 { out[String(parts[0])] = Int(parts[1]) }  // trap-ok: count checked
      }
      return out
    }
    let small = try measure(windowHeight: 800)
    let inner = try #require(small["inner"])
    let full = inner >= 800 ? small : try measure(windowHeight: 800 + 800 - inner)
    #expect(full["inner"] == 800, "\(full)")
    return (full, small)
  }

  /// The whole page of a scene with one property of each kind and printed output, at its end,
  /// fits a 1280 × 800 window: the page's scroll size is no larger than the window, and
  /// nothing inside it needs scrolling (its stage, lanes and output all shown whole).
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
    let (size, small) = try layout(of: url)
    #expect((size["width"] ?? .max) <= 1280, "\(size)")
    #expect((size["height"] ?? .max) <= 800, "\(size)")
    #expect(size["stageboxShown"] == size["stageboxWhole"], "\(size)")
    #expect(size["lanesShown"] == size["lanesWhole"], "\(size)")
    #expect(size["logShown"] == size["logWhole"], "\(size)")
    #expect(size["lanesDrawn"] == 5)
    // In a smaller window the page still does not scroll: its parts do.
    #expect((small["height"] ?? .max) <= (small["inner"] ?? 0), "\(small)")
  }

  /// The stagger example's twelve properties (ten dots, a colour, a point) fit the same window:
  /// the page itself does not scroll; the stage and the timeline's lanes scroll inside it, each
  /// showing at least a row of cards (a number's card is over 100 px high) and three lanes
  /// (46 units each, at about 1.2 px a unit at this width), and all twelve lanes are drawn.
  @Test(.enabled(if: Chromium.path != nil)) func theStaggerExamplesPageFitsA1280By800Window() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let html = scratch.appendingPathComponent("stagger.html").path
    let result = try AnimExecutable.run(
      ["preview", root.appendingPathComponent("Examples/stagger.anim").path, "-o", html])
    #expect(result.status == 0, "\(result.stderr)")
    let (size, small) = try layout(of: URL(fileURLWithPath: html).absoluteString, at: "0.4")
    #expect((size["width"] ?? .max) <= 1280, "\(size)")
    #expect((size["height"] ?? .max) <= 800, "\(size)")
    #expect((small["height"] ?? .max) <= (small["inner"] ?? 0), "\(small)")
    #expect(size["lanesDrawn"] == 12, "\(size)")
    let stageShown = size["stageboxShown"] ?? 0, lanesShown = size["lanesShown"] ?? 0
    #expect(stageShown >= 100 && stageShown < (size["stageboxWhole"] ?? 0), "\(size)")
    #expect(lanesShown >= 3 * 46 && lanesShown < (size["lanesWhole"] ?? 0), "\(size)")
  }
}
