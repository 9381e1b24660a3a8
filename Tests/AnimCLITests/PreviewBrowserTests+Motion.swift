// The static page plays a script's view hosts: headless Chromium opens it at an instant and the
// host's panel must show what `host.svg()` and `host.dump()` give for the same script run to
// that instant (separately, with `anim -e`).
import Foundation
import Testing

extension PreviewBrowserTests {
  /// A 40 × 40 square in a 400 × 300 host (padding 16), moved by "Go" from the leading edge
  /// (x = 16) to the trailing one (x = 400 − 16 − 40 = 344) with a linear animation of 1 s.
  static let mover = LivePreviewTests.moverView + """
    let host = ViewHost(Mover(), width: 400, height: 300)
    host.tap("Go")

    """

  /// The SVG the page's panel for `host` shows, as Chromium serialises it, written back in the
  /// renderer's form (`<path …/>` for `<path …></path>`).
  func drawnSVG(of host: String, in dom: String) -> String? {
    let panel = #/<figure class="host" data-host="([^"]*)"><figcaption>[^<]*</figcaption><div class="drawing" data-frame="[0-9]+">(<svg .*?</svg>)</div>/#
    guard let match = dom.matches(of: panel).first(where: { $0.1 == host }) else { return nil }
    return String(match.2).replacing(#/<(\w+)([^<>]*)></\1>/#) { "<\($0.1)\($0.2)/>" }
  }

  /// At each instant the page shows the host's frame at that instant: its SVG is `host.svg()`
  /// of the script waited as long, its square where `host.dump()` puts it, and that is where the
  /// linear animation has it (16 + t × 328: 98 at 0.25 s, 180 at 0.5 s, 344 once it ended).
  @Test func thePagePlaysTheHostsFramesAsTheScriptRanThem() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(Self.mover + "wait(1.5)", in: scratch, name: "motion.html")
    for (t, x) in [("0", 16.0), ("0.25", 98), ("0.5", 180), ("1.2", 344)] {
      let run = try AnimExecutable.run([
        "-e", Self.mover + "wait(\(t))\nprint(host.svg())\nprint(host.dump())",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let dom = try HeadlessChromium.dom(of: url + "#t=" + t)
      let drawn = try #require(drawnSVG(of: "host", in: dom), "no panel for host at \(t) s: \(dom.prefix(3000))")
      let svg = try #require(run.stdout.firstRange(of: "<svg").map { run.stdout[$0.lowerBound...] })
      let expected = try #require(svg.firstRange(of: "</svg>").map { String(svg[..<$0.upperBound]) })
      #expect(drawn == expected, "at \(t) s")
      // The dump's frame for the square, and the hand-derived x.
      let frame = try #require(run.stdout.firstMatch(of: #/#:view Rectangle \(frame \(([0-9.]+) ([0-9.]+);/#))
      #expect(Double(String(frame.1)) == x, "at \(t) s")
      #expect(drawn.contains("data-view=\"Rectangle\" d=\"M\(svgNumber(x)) "), "at \(t) s")
    }
  }

  /// A whole number as the SVG writes it (98, not 98.0).
  private func svgNumber(_ x: Double) -> String { String(Int(x)) }

  /// Each host has its panel, named after its variable, and its lane on the timeline with its
  /// band of motion; the page plays by itself when opened without `#t`; a script without a
  /// `#Preview` has no static panel.
  @Test func thePageShowsTheHostsLaneAndPlays() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try page(
      Self.mover + "let other = ViewHost(Mover(), width: 200, height: 100)\nwait(1.5)", in: scratch,
      name: "playing.html")
    let dom = try HeadlessChromium.dom(of: url)
    // Lanes 46 units apart, each name 22 below its lane's top (4 + 46 k).
    #expect(dom.contains("<text x=\"4\" y=\"26\" class=\"lane\">host</text>"), "\(dom.prefix(3000))")
    #expect(dom.contains("<text x=\"4\" y=\"72\" class=\"lane\">other</text>"))
    #expect(drawnSVG(of: "other", in: dom)?.contains("width=\"200\" height=\"100\"") == true)
    #expect(dom.contains("class=\"motion\""))
    #expect(!dom.contains("<figure class=\"host\" id=\"preview-panel\">"))
    #expect(dom.contains("data-playing=\"true\""))
    #expect(drawnSVG(of: "host", in: dom) != nil)
  }
}
