// The page `anim preview --live` serves: the views drawn on a stage the size of the host, kept
// in step with the interpreter behind the server. It asks for a frame on each of the browser's
// animation frames (the server runs the scene's clock on by the time that passed) and sends a
// click on the stage as a tap at that point, so a drawn Button runs its action. With the
// server's manual clock, the page asks for time in explicit steps instead (for tests).
/// The live preview page.
public struct LivePage {
  public let title: String
  public let width: Double
  public let height: Double

  public init(title: String, width: Double, height: Double) {
    self.title = title
    self.width = width
    self.height = height
  }

  public func render() -> String {
    let w = Markup.number(width)
    let h = Markup.number(height)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(Markup.escape(title)) — anim preview --live</title>
      <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #f5f5f7; }
        h1 { font-size: 16px; font-weight: 600; margin: 0 0 12px; }
        #stage { width: \(w)px; height: \(h)px; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15);
                 cursor: pointer; position: relative; overflow: hidden; }
        #stage svg { display: block; }
        #status { margin-top: 10px; font-variant-numeric: tabular-nums; color: #555; }
        #error { margin-top: 10px; color: #c00; white-space: pre-wrap; font-family: ui-monospace, monospace; }
      </style>
      </head>
      <body>
      <h1>\(Markup.escape(title))</h1>
      <div id="stage"></div>
      <div id="status">starting…</div>
      <div id="error"></div>
      <script>
      "use strict";
      const stage = document.getElementById("stage");
      const status = document.getElementById("status");
      const errorBox = document.getElementById("error");
      let drawn = "", version = -1, last = null, taps = Promise.resolve();
      const test = /^#test=([0-9.]+)$/.exec(location.hash);
      // The self-test asks synchronously, so that it has finished when the page has loaded
      // (headless Chromium's --dump-dom reads the page then); the page itself asks with fetch.
      function ask(url, method) {
        if (test) {
          const request = new XMLHttpRequest();
          request.open(method, url, false);
          request.send();
          return Promise.resolve(JSON.parse(request.responseText));
        }
        return fetch(url, { method: method, cache: "no-store" }).then((r) => r.json());
      }
      // One frame: the server runs the clock on (by the wall time since the last frame, or by
      // `advance` seconds with a manual clock) and answers with what is drawn then.
      async function frame(advance) {
        const query = advance === undefined ? "" : "?advance=" + advance;
        const answer = await ask("/frame" + query, "GET");
        if (answer.svg !== drawn) {
          stage.innerHTML = answer.svg.replace(/^<\\?xml[^>]*>\\s*/, "");
          drawn = answer.svg;
        }
        if (answer.version !== version && version !== -1) status.dataset.reloaded = String(answer.version);
        version = answer.version;
        status.textContent = "t = " + answer.time.toFixed(3) + " s" + (answer.manual ? " (manual clock)" : "")
          + (answer.reloads > 0 ? " · reloaded " + answer.reloads + "×" : "");
        errorBox.textContent = answer.error || "";
        last = answer;
        return answer;
      }
      stage.addEventListener("click", (event) => {
        const box = stage.getBoundingClientRect();
        const x = event.clientX - box.left, y = event.clientY - box.top;
        taps = taps.then(() => ask("/tap?x=" + x + "&y=" + y, "POST"));
      });
      async function loop() {
        try { await taps; await frame(); } catch (e) { status.textContent = "the server stopped (" + e + ")"; return; }
        requestAnimationFrame(loop);
      }
      // `#test=SECONDS` (with the server's manual clock): click the first button's centre, run
      // the clock SECONDS on, and leave the frame and the host's dump in the page.
      async function selfTest(seconds) {
        const first = await frame(0);
        const button = first.buttons[0];
        const box = stage.getBoundingClientRect();
        const at = { clientX: box.left + button.x + button.width / 2, clientY: box.top + button.y + button.height / 2, bubbles: true };
        stage.dispatchEvent(new MouseEvent("click", at));
        await taps;
        const after = await frame(seconds);
        const out = document.createElement("pre");
        out.id = "test-dump";
        out.textContent = after.dump;
        document.body.appendChild(out);
        document.body.dataset.tested = button.label;
      }
      if (test) selfTest(Number(test[1])); else loop();
      </script>
      </body>
      </html>

      """
  }
}
