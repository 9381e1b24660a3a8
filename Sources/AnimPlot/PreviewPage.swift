// `anim preview`: a recording as one self-contained HTML page that plays it.

/// A page that plays a ``Recording``: a stage drawing each view host the script made as it drew
/// it at the time shown, and each property as what it is (numbers on
/// a track, pairs and points moving in 2-D with a trail, sizes and rects as rectangles, angles
/// as a needle, colours as a swatch, vectors, arrays and structs as their parts), a timeline of
/// every property's curve with the transactions' marks and a playhead, and controls (play and
/// pause with space, scrubbing by dragging or with the arrow keys, speed 0.1× to 2×, loop).
///
/// Everything is inline: the page fetches nothing. Opened with `#t=SECONDS` it shows that
/// instant, paused; each property's element carries `data-property="NAME"` and
/// `data-value="c0,c1,…"` (the shown value's components at full precision), set as the page
/// loads. It follows the reader's reduced-motion setting by not playing on its own.
public struct PreviewPage: Sendable {
  /// What the page plays.
  public var recording: Recording

  /// The script's `#Preview` views as an SVG document (AnimViews' drawing), shown on the stage
  /// above the properties (after the recorded view hosts, which move, when there are any); nil
  /// for a script without views.
  public var views: String?

  /// Creates a page for `recording`, with the views of its `#Preview` when it has one.
  public init(_ recording: Recording, views: String? = nil) {
    self.recording = recording
    self.views = views
  }

  /// The views as elements of the page: the recorded view hosts' panels (the player fills
  /// them in, frame by frame), then the `#Preview`'s SVG (without its XML declaration), a
  /// panel of its own beside the hosts, drawn once as the script left it.
  var viewsElement: String {
    let svg = views.map { v in v.firstRange(of: "<svg").map { String(v[$0.lowerBound...]) } ?? "" }
    guard !recording.views.isEmpty else {
      return svg.map { "<div id=\"views\">" + $0 + "</div>\n" } ?? ""
    }
    let preview =
      svg.map {
        "<figure class=\"host\" id=\"preview-panel\"><figcaption>#Preview (as the script left it)</figcaption>"
          + $0 + "</figure>"
      } ?? ""
    return "<div id=\"views\"><div id=\"hosts\">" + preview + "</div></div>\n"
  }

  /// `1 view host`, `2 view hosts`; empty when there are none.
  var hostCount: String {
    let n = recording.views.count
    return n == 0 ? "" : " · \(n) view host\(n == 1 ? "" : "s")"
  }

  /// The whole HTML document.
  public func render() -> String {
    let title = Markup.escape(recording.title)
    let speeds = ["0.1", "0.25", "0.5", "1", "1.5", "2"]
      .map { "<option value=\"\($0)\"\($0 == "1" ? " selected" : "")>\($0)×</option>" }
      .joined()
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
      <title>\(title) · anim preview</title>
      <style>
      \(PreviewPage.style)</style>
      </head>
      <body>
      <header><h1>\(title)</h1><span class="kind">anim preview · \(recording.tracks.count) \
      propert\(recording.tracks.count == 1 ? "y" : "ies")\(hostCount) · \(PreviewPage.seconds(recording.duration))</span></header>
      <div id="banner"></div>
      <h2>Stage</h2>
      <div id="stagebox">\(viewsElement)<div id="stage"></div></div>
      <div id="controls">
      <button id="play" type="button" title="Play or pause (space)">▶ play</button>
      <input id="scrub" type="range" min="0" max="0" value="0" step="any" aria-label="Time (arrow keys: one frame; shift: 0.1 s)">
      <span id="clock"></span>
      <label>speed <select id="speed">\(speeds)</select></label>
      <label><input id="loop" type="checkbox" checked> loop</label>
      </div>
      <h2>Timeline</h2>
      <div id="timeline"><div id="lanes"></div></div>
      <div id="legend"><span>▲ started</span><span>● merged</span><span>◆ retargeted</span>\
      <span>┆ jumped</span><span>■ finished</span><span style="color:#5e5ce6">⚑ phase</span>\
      <span style="color:#bf5af2">┆ completion</span>\
      <span style="color:#ff3b30">│ now</span>\(recording.views.isEmpty ? "" : "<span style=\"color:#0a84ff\">▬ views change</span>")</div>
      <h2>Output</h2>
      <div id="log"></div>
      <script type="application/json" id="recording">\(recording.json)</script>
      <script>
      \(PreviewPage.script)</script>
      </body>
      </html>

      """
  }

  static func seconds(_ d: Double) -> String { NumberFormat.fixed(d, decimals: 2) + " s" }
}
