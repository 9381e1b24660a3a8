// The preview page's views, as headless Chromium draws them: the stage's SVG must show the
// views where and as large as `host.dump()` lays them out.
import Foundation
import Testing

extension PreviewBrowserTests {
  /// A 120 × 80 rectangle and a 50 × 50 circle, 8 apart in a centred VStack (height 138, top
  /// (300 − 138) / 2 = 81): the dump gives their frames; the screenshot's regions of their two
  /// colours must have those sizes (to the page's scale) and lie as the frames do (the circle's top
  /// 80 + 8 below the rectangle's, both centred on one vertical line).
  @Test func thePagesViewsAreDrawnAsTheHostLaysThemOut() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let code = """
      struct Shapes: View {
          var body: some View {
              VStack {
                  Rectangle().frame(width: 120, height: 80).foregroundColor(Color(red: 0.9, green: 0.1, blue: 0.8))
                  Circle().frame(width: 50, height: 50).foregroundColor(Color(red: 0.1, green: 0.6, blue: 0.6))
              }
          }
      }
      #Preview { Shapes() }
      """
    // The dump from a host of its own: the page's script has none (a host would be a panel
    // of its own beside the #Preview's, in the same colours).
    let run = try AnimExecutable.run(["-e", code + "\nlet host = ViewHost(Shapes(), width: 400, height: 300)\nprint(host.dump())"])
    #expect(run.stdout.contains("#:view Rectangle (frame (140.0 81.0; 120.0 80.0))"), "\(run.stdout)")
    #expect(run.stdout.contains("#:view Circle (frame (175.0 169.0; 50.0 50.0))"), "\(run.stdout)")
    let url = try page(code, in: scratch, name: "views.html")
    let png = scratch.appendingPathComponent("views.png").path
    try HeadlessChromium.screenshot(of: url, to: png)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    let checker = scratch.appendingPathComponent("boxes.html")
    try Data(Self.boxChecker(png: bytes.base64EncodedString()).utf8).write(to: checker)
    let dom = try HeadlessChromium.dom(of: checker.absoluteString)
    func box(_ name: String) throws -> [Double] {
      let match = try #require(dom.firstMatch(of: Regex("data-\(name)=\"([-0-9. ]+)\"")))
      return String(match.output[1].substring ?? "").split(separator: " ").compactMap { Double($0) }
    }
    // [minX, minY, maxX, maxY] of the pixels of each colour (colours nothing else on the page
    // uses), exclusive max: a 120 × 80 rectangle, a circle 50 across (antialiased edges counted
    // when close to the colour: ±1 or 2 pixels).
    let red = try box("red")
    let blue = try box("blue")
    try #require(red.count == 4 && blue.count == 4)
    // The page may scale the stage's SVG to fit its column (max-width: 100%): measured in
    // the rectangle's pixels per point.
    let scale = (red[2] - red[0]) / 120
    #expect(scale > 0.9 && scale <= 1.01, "\(red)")
    #expect(abs((red[3] - red[1]) - 80 * scale) <= 1.5, "\(red)")
    #expect(abs((blue[2] - blue[0]) - 50 * scale) <= 2 && abs((blue[3] - blue[1]) - 50 * scale) <= 2, "\(blue)")
    // Placed as the frames say: the circle's top is 80 + 8 below the rectangle's, and both are
    // centred on one vertical line.
    #expect(abs((blue[1] - red[1]) - 88 * scale) <= 1.5, "\(red) \(blue)")
    #expect(abs((blue[0] + blue[2]) / 2 - (red[0] + red[2]) / 2) <= 1.5, "\(red) \(blue)")
  }

  /// A page that decodes a PNG on a canvas and writes the bounding box of the pixels near the
  /// test's two colours (sRGB (0.9, 0.1, 0.8) and (0.1, 0.6, 0.6)) into `<body data-red
  /// data-blue>` ("minX minY maxX maxY").
  static func boxChecker(png base64: String) -> String {
    """
    <!DOCTYPE html><html><body><img id="shot" src="data:image/png;base64,\(base64)">
    <script>
    var img = document.getElementById("shot");
    function check() {
      var c = document.createElement("canvas"); c.width = img.naturalWidth; c.height = img.naturalHeight;
      var g = c.getContext("2d"); g.drawImage(img, 0, 0);
      var d = g.getImageData(0, 0, c.width, c.height).data;
      function box(r, gr, b) {
        var x0 = 1e9, y0 = 1e9, x1 = -1, y1 = -1;
        for (var y = 0; y < c.height; y++) for (var x = 0; x < c.width; x++) {
          var i = 4 * (y * c.width + x);
          if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - gr) + Math.abs(d[i + 2] - b) < 60) {
            x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x + 1); y1 = Math.max(y1, y + 1);
          }
        }
        return x0 + " " + y0 + " " + x1 + " " + y1;
      }
      document.body.setAttribute("data-red", box(230, 26, 204));
      document.body.setAttribute("data-blue", box(26, 153, 153));
    }
    if (img.complete) check(); else img.onload = check;
    </script></body></html>
    """
  }
}
