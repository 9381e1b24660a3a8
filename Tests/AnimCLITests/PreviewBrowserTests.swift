// `anim preview` pages opened in a real browser (headless chromium): the values the page shows
// at `#t=SECONDS` are the interpreter's, errors and empty scenes are said, text cannot inject
// script, and a screenshot of the tour's page is not blank.
import AnimPlot
import Foundation
import Testing

/// Serialized: each test starts a browser, and the machine has two cores.
@Suite(.serialized) struct PreviewBrowserTests {
  /// A scene with each value kind that exists now: a number, a colour, a pair and a vector.
  static let scene = """
    @State var x = 0.0
    @State var tint = #FF0000
    @State var spot = (x: 0, y: 0)
    @State var bars = [0, 10, 20]
    withAnimation(.bouncy) { x = 100; tint = #0000FF }
    withAnimation(.easeInOut(duration: 1)) { spot = (x: 30, y: -40); bars = [20, 0, 5] }
    """

  /// Writes the page for `code` and returns its `file://` URL (in `directory`).
  func page(_ code: String, in directory: URL, name: String = "page.html") throws -> String {
    let path = directory.appendingPathComponent(name).path
    let result = try AnimExecutable.run(["preview", "-e", code, "-o", path])
    #expect(result.stdout.hasPrefix("wrote \(path)"), "\(result.stderr)")
    return URL(fileURLWithPath: path).absoluteString
  }

  /// Each property's `data-value` in the dumped DOM, by `data-property`.
  func values(in dom: String) -> [String: [Double]] {
    var found: [String: [Double]] = [:]
    let pattern = #/data-property="([^"]*)"[^>]*data-value="([^"]*)"/#
    for match in dom.matches(of: pattern) {
      let numbers = match.2.split(separator: ",").compactMap { Double(String($0)) }
      found[String(match.1)] = numbers
    }
    return found
  }

  /// The numbers in a line the interpreter printed (`1 0.5 0 1`, `(x: 1, y: 2)`).
  func numbers(in text: Substring) -> [Double] {
    text.matches(of: #/-?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?/#).compactMap { Double(String($0.0)) }
  }

  @Test func thePageShowsTheInterpretersValuesAtEachInstant() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(Self.scene + "\nwait(2)", in: scratch)
    for t in ["0", "0.25", "0.5", "1", "1.5"] {
      // The interpreter's own values after waiting the same time, printed one per line.
      let run = try AnimExecutable.run([
        "-e",
        Self.scene
          + "\nwait(\(t))\nprint($x.presentation)\nlet c = $tint.presentation\n"
          + "print(c.linearRed, c.linearGreen, c.linearBlue, c.opacity)\nprint($spot.presentation)\nprint($bars.presentation)",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n")
      try #require(lines.count == 4)
      let shown = values(in: try HeadlessChromium.dom(of: url + "#t=" + t))
      for (name, line) in zip(["x", "tint", "spot", "bars"], lines) {
        let expected = numbers(in: line)
        let actual = try #require(shown[name], "no data-value for \(name) at t=\(t)")
        #expect(actual.count == expected.count, "\(name) at \(t): \(actual) vs \(line)")
        for (a, e) in zip(actual, expected) {
          // Both are the same Double printed at full precision: equal to the last bit.
          #expect(a == e, "\(name) at t=\(t): page \(a), interpreter \(e)")
        }
      }
    }
  }

  /// Issue 30: a colour's readout is the sRGB hex the script wrote (as `anim play` shows it),
  /// not linear components; the timeline's ticks fall on round times: a 2.15 s scene gets
  /// 0, 0.5, 1, 1.5 and 2 s (steps of 1, 2 or 5 × 10ⁿ s, at most five intervals), where quarters
  /// read 0.54, 1.07 and 1.61.
  @Test(.enabled(if: Chromium.path != nil)) func readoutsSayWhatTheScriptWrote() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      "@State var tint = #FF8800\nwithAnimation(.linear(duration: 1)) { tint = #0000FF }\nwait(2.15)", in: scratch)
    func readout(_ dom: String) -> String? {
      dom.firstMatch(of: #/data-property="tint"[\s\S]*?class="readout">([^<]*)</#).map { String($0.1) }
    }
    #expect(readout(try HeadlessChromium.dom(of: url + "#t=0")) == "#FF8800")
    let end = try HeadlessChromium.dom(of: url + "#t=2")
    #expect(readout(end) == "#0000FF")
    let ticks = end.matches(of: #/data-tick="([^"]*)"/#).map { String($0.1) }
    #expect(ticks == ["0.0", "0.5", "1.0", "1.5", "2.0"])
  }

  /// Issue 30: each lane has a y-axis (its top and bottom values) and the final value as a
  /// dashed line. `.bouncy` is Spring(duration: 0.5, bounce: 0.3): damping ratio 1 − 0.3 = 0.7,
  /// so a move to 100 overshoots by e^(−0.7π/√(1 − 0.49)) ≈ 4.6 %: the axis tops out near 104.6.
  @Test(.enabled(if: Chromium.path != nil)) func lanesHaveAYAxisAndTheFinalValue() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page("@State var x = 0.0\nwithAnimation(.bouncy) { x = 100 }\nwait(1.5)", in: scratch)
    let dom = try HeadlessChromium.dom(of: url + "#t=1.5")
    let top = try #require(dom.firstMatch(of: #/data-axis="max"[^>]*>([^<]*)</#).map { Double(String($0.1)) } ?? nil)
    #expect(top >= 104 && top <= 105, "\(top)")
    #expect(dom.firstMatch(of: #/data-axis="min"[^>]*>0.00</#) != nil)
    #expect(dom.contains("data-final=\"100\""))
  }

  @Test func theToursPageMatchesItsOwnFiguresAndIsNotBlank() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let html = scratch.appendingPathComponent("tour.html").path
    let result = try AnimExecutable.run(
      ["preview", root.appendingPathComponent("Examples/tour.anim").path, "-o", html])
    #expect(result.status == 0, "\(result.stderr)")
    let url = URL(fileURLWithPath: html).absoluteString
    // Part 4: .easeInOut(duration: 1) from 0 to 100 is halfway at 0.5 s (the curve is
    // symmetric: UnitCurve.easeInOut.value(at: 0.5) == 0.5); the tour checks ±0.01.
    let shown = values(in: try HeadlessChromium.dom(of: url + "#t=0.5"))
    #expect(Set(shown.keys) == ["offset", "paused", "springy", "curvy", "aimed", "bounce", "bars", "taps", "jump"])
    let offset = try #require(shown["offset"]?.first)
    #expect(abs(offset - 50) < 0.01)
    // The screenshot: decoded in the browser itself (a data: URL does not taint the canvas),
    // which counts the distinct colours and the share of pixels that are not background.
    let png = scratch.appendingPathComponent("tour.png").path
    try HeadlessChromium.screenshot(of: url + "#t=1.5", to: png)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    let checker = scratch.appendingPathComponent("check.html")
    try Data(Self.pixelChecker(png: bytes.base64EncodedString()).utf8).write(to: checker)
    let dom = try HeadlessChromium.dom(of: checker.absoluteString)
    let colours = try #require(dom.firstMatch(of: #/data-colours="([0-9]+)"/#).map { Int($0.1) } ?? nil)
    let ink = try #require(dom.firstMatch(of: #/data-ink="([0-9.]+)"/#).map { Double($0.1) } ?? nil)
    // A blank page's screenshot has 1 colour and no ink (measured); the tour's page, with its
    // stage, six curves, marks and text, had 1,460 colours and 4.5 % ink.
    #expect(colours > 20, "the screenshot has only \(colours) colours")
    #expect(ink > 0.02, "only \(ink * 100) % of the screenshot is drawn")
  }

  @Test func errorsEmptyScenesAndHostileTextAreShownSafely() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // An error mid-scene: a page up to the error, which it shows.
    let path = scratch.appendingPathComponent("error.html").path
    let hostile = #"</script><script>document.body.setAttribute('data-pwned', '1')</script>"#
    let failing = try AnimExecutable.run([
      "preview", "-o", path, "-e",
      """
      @State var x = 0.0
      withAnimation(.linear(duration: 1)) { x = 10 }
      wait(0.5)
      print("\(hostile)")
      let bad = "\(hostile)" + nil
      """,
    ])
    #expect(failing.status == 1)
    #expect(failing.stderr.contains("error:"))
    let dom = try HeadlessChromium.dom(of: URL(fileURLWithPath: path).absoluteString + "#t=0.5")
    #expect(values(in: dom)["x"] == [5])
    #expect(dom.contains(#"id="error""#))
    #expect(dom.contains("The script stopped at 0.500 s"))
    // The text is in the page (the recording's JSON, the log), but never ran.
    #expect(dom.firstMatch(of: #/<body[^>]*data-pwned/#) == nil)
    #expect(dom.contains("&lt;/script&gt;&lt;script&gt;document.body.setAttribute"))
    // No properties: the page says so.
    let empty = try page(#"print("nothing moves")"#, in: scratch, name: "empty.html")
    let emptyDOM = try HeadlessChromium.dom(of: empty)
    #expect(emptyDOM.contains(#"id="empty""#))
    #expect(emptyDOM.contains("no @State properties"))
  }

  /// A page that decodes a PNG (as a data: URL) on a canvas and writes its distinct colours and
  /// the share of pixels unlike the top-left one into `<body data-colours data-ink>`.
  static func pixelChecker(png base64: String) -> String {
    """
    <!DOCTYPE html><html><body><img id="shot" src="data:image/png;base64,\(base64)">
    <script>
    var img = document.getElementById("shot");
    function check() {
      var c = document.createElement("canvas"); c.width = img.naturalWidth; c.height = img.naturalHeight;
      var g = c.getContext("2d"); g.drawImage(img, 0, 0);
      var d = g.getImageData(0, 0, c.width, c.height).data, seen = new Set(), ink = 0;
      for (var i = 0; i < d.length; i += 4) {
        seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        if (Math.abs(d[i] - d[0]) + Math.abs(d[i + 1] - d[1]) + Math.abs(d[i + 2] - d[2]) > 30) ink++;
      }
      document.body.setAttribute("data-colours", String(seen.size));
      document.body.setAttribute("data-ink", String(ink / (d.length / 4)));
    }
    if (img.complete) check(); else img.onload = check;
    </script></body></html>
    """
  }

  /// The kinds that arrive with a later issue (points, sizes, rects, angles, arrays, structs)
  /// are drawn from a recording made here: each shows its components and is drawn as what it is.
  @Test func everyKindIsDrawnAsWhatItIsAndReducedMotionWaits() throws {
    func shape(_ kind: ValueKind, _ names: [String]? = nil) -> ValueShape {
      ValueShape(kind: kind, componentNames: names ?? ValueShape.standardNames(of: kind) ?? [])
    }
    var r = Recording(title: "kinds")
    r.times = [0, 0.5, 1]
    let kinds: [(String, ValueShape, [[Double]])] = [
      ("point", shape(.point), [[0, 0], [5, 5], [10, 0]]),
      ("size", shape(.size), [[10, 20], [15, 25], [20, 30]]),
      ("rect", shape(.rect), [[0, 0, 10, 10], [5, 5, 10, 10], [10, 10, 20, 20]]),
      ("angle", shape(.angle), [[0], [Double.pi / 2], [Double.pi]]),
      ("array", shape(.array, ["[0]", "[1]", "[2]"]), [[0, 1, 2], [1, 2, 3], [2, 3, 4]]),
      ("struct", shape(.struct, ["scale", "opacity"]), [[1, 0], [1.5, 0.5], [2, 1]]),
    ]
    r.tracks = kinds.map { RecordedTrack(name: $0.0, shape: $0.1, firstSnapshot: 0, values: $0.2) }
    r.events = [RecordedEvent(kind: "started", time: 0, track: 0)]
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let path = scratch.appendingPathComponent("kinds.html")
    try Data(PreviewPage(r).render().utf8).write(to: path)
    let dom = try HeadlessChromium.dom(of: path.absoluteString + "#t=0.5")
    let shown = values(in: dom)
    for (name, _, samples) in kinds { #expect(shown[name] == samples[1], "\(name)") }
    #expect(dom.contains(#"data-kind="angle""#) && dom.contains("rotate(90 100 60)"))  // π/2: a needle at 90°
    #expect(dom.contains("90.0°"))  // the readout in degrees
    #expect(dom.contains(#"class="trail""#))  // the point's trail
    #expect(dom.contains("scale 1.500  opacity 0.500"))  // a struct's parts, named
    // No `#t`: the page plays, unless the reader asked for reduced motion.
    let playing = try HeadlessChromium.dom(of: path.absoluteString)
    #expect(playing.contains(#"data-playing="true""#))
    let reduced = try HeadlessChromium.run(
      ["--dump-dom", "--virtual-time-budget=3000", "--force-prefers-reduced-motion"],
      url: path.absoluteString)
    #expect(reduced.contains(#"data-playing="false""#))
    #expect(reduced.contains("Reduced motion is on"))
  }
}
