// The CSS that `anim export css` prints, run by a real browser: headless Chromium animates with
// each easing through the Web Animations API and reports the eased progress at 1001 times.
// Runs only where Chromium is installed (this project does not install it).
import AnimExport
import AnimationCore
import Foundation
import Testing

enum Chromium {
  /// The browser, if one is installed.
  static var path: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// `easing` evaluated by the browser: `effect.getComputedTiming().progress` of a paused 1 s
  /// animation at 0, 1, …, 1000 ms, for each easing.
  static func progress(of easings: [String]) throws -> [[Double]] {
    guard let path else { return [] }
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let list = String(decoding: try JSONSerialization.data(withJSONObject: easings), as: UTF8.self)
    let page = """
      <!doctype html><div id="d"></div><pre id="out"></pre><script>
      const out = [];
      for (const easing of \(list)) {
        const a = document.getElementById('d').animate(
          [{opacity: 0}, {opacity: 1}], {duration: 1000, easing, fill: 'both'});
        a.pause();
        const row = [];
        for (let t = 0; t <= 1000; t++) { a.currentTime = t; row.push(a.effect.getComputedTiming().progress); }
        out.push(row);
        a.cancel();
      }
      document.getElementById('out').textContent = JSON.stringify(out);
      </script>
      """
    let html = scratch.appendingPathComponent("page.html")
    let dom = scratch.appendingPathComponent("dom.html")
    try Data(page.utf8).write(to: html)
    _ = try ChildProcess.run(
      path,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.path)/profile",
        "--dump-dom", html.absoluteString,
      ], stdout: .file(dom.path), seconds: 60)
    let text = String(decoding: (try? Data(contentsOf: dom)) ?? Data(), as: UTF8.self)
    guard let start = text.range(of: "<pre id=\"out\">"), let end = text.range(of: "</pre>")
    else { return [] }
    let json = Data(text[start.upperBound..<end.lowerBound].utf8)
    return (try JSONSerialization.jsonObject(with: json) as? [[Double]]) ?? []
  }
}

@Suite(.enabled(if: AnimExecutable.url != nil && Chromium.path != nil))
struct ChromiumExportTests {
  @Test func theBrowserRunsTheExportsAsTheSpecSays() throws {
    let expressions = [
      ".bouncy", ".smooth", "UnitCurve.circularEaseInOut", ".easeInOut",
      "Spring(duration: 0.6, bounce: 0.5)",
    ]
    var easings: [String] = []
    for expression in expressions {
      let r = try AnimExecutable.run(["export", "css", expression])
      #expect(r.status == 0)
      let line = r.stdout.split(separator: "\n").first { $0.contains("timing-function: ") } ?? ""
      easings.append(String(line.drop { $0 != ":" }.dropFirst(2).dropLast()))
    }
    let browser = try Chromium.progress(of: easings)
    try #require(browser.count == easings.count)
    for (easing, row) in zip(easings, browser) {
      let parsed = try #require(CSSEasing.parse(easing))
      try #require(row.count == 1001)
      for (i, progress) in row.enumerated() {
        // Chromium solves cubic-bezier() to about 1e-7 (measured 1.5e-7); linear() exactly.
        #expect(abs(progress - parsed.value(at: Double(i) / 1000)) <= 1e-6, "\(easing) at \(i) ms")
      }
    }
    // And the browser's spring is Anim's within the export's tolerance (0.001 of the distance).
    let spring = Spring(duration: 0.6, bounce: 0.5)
    let settle = spring.settlingDuration
    for (i, progress) in (browser.last ?? []).enumerated() {
      let truth = spring.value(target: 1.0, time: Double(i) / 1000 * settle)
      #expect(abs(progress - truth) <= 0.001, "at \(i) ms")
    }
  }
}
