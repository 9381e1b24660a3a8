// The preview page's script and style sheet, inlined into every page (nothing is fetched).
// The script reads the recording (JSON in a <script type="application/json">), draws the stage
// and timeline with DOM calls (names and text only ever go through textContent or
// setAttribute, never HTML), and sets each property's data-value synchronously on load.

extension PreviewPage {
  /// The player: stage, timeline, controls, `#t=SECONDS`.
  static let script = #"""
(function () {
  "use strict";
  var R = JSON.parse(document.getElementById("recording").textContent);
  var SVG = "http://www.w3.org/2000/svg";
  var times = R.times;
  var hostsRecorded = R.views || [];
  // The end: the last snapshot, or the last frame a view host drew if later.
  var T = hostsRecorded.reduce(function (end, v) { return Math.max(end, v.end); },
    times.length ? times[times.length - 1] : 0);
  var FRAME = 1 / 60;
  var tracks = R.tracks;
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var KIND_NAMES = { started: "started", merged: "merged", retargeted: "retargeted",
    jumped: "jumped", finished: "finished", completion: "completion", phase: "entered phase" };

  function h(tag, attrs, parent, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function s(tag, attrs, parent, text) {
    var e = document.createElementNS(SVG, tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function clamp(x, a, b) { return Math.min(Math.max(x, a), b); }
  // Colours are recorded as linear red, green, blue (SwiftUI's Color.Resolved); CSS wants sRGB.
  function srgb(x) {
    x = clamp(x === null ? 0 : x, 0, 1);
    return Math.round(255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055));
  }
  function fixed(x, n) { return x === null ? "nan" : Number(x).toFixed(n); }
  // An axis label: about three significant digits (104, 10.4, 1.04).
  function axisNumber(x) { var a = Math.abs(x); return fixed(x, a >= 100 ? 0 : a >= 10 ? 1 : 2); }
  // A lane's value label: an angle in degrees, as its readout (recorded in radians).
  function laneNumber(tr, x) { return tr.kind === "angle" ? axisNumber(x * 180 / Math.PI) + "°" : axisNumber(x); }

  // The last snapshot at or before t (a screen keeps showing the last frame).
  function snapshotAt(t) {
    var lo = 0, hi = times.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (times[mid] <= t + 1e-9) lo = mid + 1; else hi = mid; }
    return lo - 1;
  }
  function valueAt(track, i) {
    var j = i - track.first;
    if (j < 0 || !track.values.length) return null;
    return track.values[Math.min(j, track.values.length - 1)];
  }
  // Each track's range over the whole recording, per component and over all components.
  tracks.forEach(function (tr) {
    var n = tr.components.length, lo = [], hi = [], all = [Infinity, -Infinity];
    for (var c = 0; c < n; c++) { lo.push(Infinity); hi.push(-Infinity); }
    tr.values.forEach(function (v) {
      for (var c = 0; c < n; c++) {
        var x = v[c];
        if (x === null || !isFinite(x)) continue;
        if (x < lo[c]) lo[c] = x; if (x > hi[c]) hi[c] = x;
        if (x < all[0]) all[0] = x; if (x > all[1]) all[1] = x;
      }
    });
    function widen(r) { if (!(r[0] <= r[1])) { r[0] = 0; r[1] = 1; } if (r[0] === r[1]) { r[0] -= 1; r[1] += 1; } return r; }
    tr.lo = lo; tr.hi = hi; tr.all = widen(all);
    tr.ranges = lo.map(function (l, c) { return widen([l, hi[c]]); });
  });
  function frac(x, r) { return x === null ? 0 : clamp((x - r[0]) / (r[1] - r[0]), 0, 1); }

  var stage = document.getElementById("stage");
  var views = [];

  // MARK: - The stage: each property drawn as what it is.
  function makeView(tr, index) {
    var cell = h("div", { "class": "prop", "data-property": tr.name, "data-kind": tr.kind, "data-value": "" }, stage);
    var head = h("div", { "class": "head" }, cell);
    h("span", { "class": "name" }, head, tr.name);
    h("span", { "class": "kind" }, head, tr.kind);
    var picHeight = tr.kind === "number" ? 56 : 120;  // a track needs less room than a 2-D view
    var pic = s("svg", { "class": "pic", viewBox: "0 0 200 " + picHeight, width: "200", height: String(picHeight) }, cell);
    var readout = h("div", { "class": "readout" }, cell);
    var draw;
    var k = tr.kind;
    if (k === "number") {
      s("line", { x1: 10, y1: 22, x2: 190, y2: 22, "class": "track" }, pic);
      var dot = s("circle", { r: 9, cy: 22, "class": "dot" }, pic);
      s("text", { x: 10, y: 50, "class": "tick" }, pic, fixed(tr.all[0], 2));
      s("text", { x: 190, y: 50, "class": "tick end" }, pic, fixed(tr.all[1], 2));
      draw = function (v) {
        dot.setAttribute("visibility", v[0] === null ? "hidden" : "visible");
        dot.setAttribute("cx", 10 + 180 * frac(v[0], tr.all));
      };
    } else if (k === "pair" || k === "point") {
      // Equal scales on both axes, so that a circle is drawn as a circle.
      var span = Math.max(tr.ranges[0][1] - tr.ranges[0][0], tr.ranges[1][1] - tr.ranges[1][0]);
      var cx = (tr.ranges[0][0] + tr.ranges[0][1]) / 2, cy = (tr.ranges[1][0] + tr.ranges[1][1]) / 2;
      var px = function (x) { return 100 + 100 * (x - cx) / span; };
      var py = function (y) { return 60 + 100 * (y - cy) / span; };  // y grows downwards, as in SwiftUI
      s("rect", { x: 50, y: 10, width: 100, height: 100, "class": "box" }, pic);
      var trail = s("polyline", { "class": "trail" }, pic);
      var d2 = s("circle", { r: 7, "class": "dot" }, pic);
      draw = function (v, i) {
        var pts = [];
        for (var j = Math.max(tr.first, i - 30); j <= i; j++) {
          var w = valueAt(tr, j); if (w && w[0] !== null && w[1] !== null) pts.push(px(w[0]).toFixed(2) + "," + py(w[1]).toFixed(2));
        }
        trail.setAttribute("points", pts.join(" "));
        d2.setAttribute("visibility", v[0] === null || v[1] === null ? "hidden" : "visible");
        d2.setAttribute("cx", px(v[0])); d2.setAttribute("cy", py(v[1]));
      };
    } else if (k === "size" || k === "rect") {
      var off = k === "rect" ? 2 : 0;
      var x0 = k === "rect" ? Math.min(0, tr.lo[0]) : 0, y0 = k === "rect" ? Math.min(0, tr.lo[1]) : 0;
      var xr = Math.max(1e-9, (k === "rect" ? tr.hi[0] : 0) + tr.hi[off] - x0);
      var yr = Math.max(1e-9, (k === "rect" ? tr.hi[1] : 0) + tr.hi[off + 1] - y0);
      var sc = Math.min(180 / xr, 100 / yr);
      var box = s("rect", { "class": "shape" }, pic);
      draw = function (v) {
        var x = k === "rect" ? v[0] : 0, y = k === "rect" ? v[1] : 0;
        box.setAttribute("x", 10 + (x - x0) * sc); box.setAttribute("y", 10 + (y - y0) * sc);
        box.setAttribute("width", Math.max(0, v[off] * sc)); box.setAttribute("height", Math.max(0, v[off + 1] * sc));
      };
    } else if (k === "angle") {
      s("circle", { cx: 100, cy: 60, r: 48, "class": "box" }, pic);
      var needle = s("line", { x1: 100, y1: 60, x2: 148, y2: 60, "class": "needle" }, pic);
      draw = function (v) { needle.setAttribute("transform", "rotate(" + (v[0] * 180 / Math.PI) + " 100 60)"); };
    } else if (k === "color") {
      s("rect", { x: 40, y: 10, width: 120, height: 100, "class": "checker" }, pic);
      var sw = s("rect", { x: 40, y: 10, width: 120, height: 100, "class": "swatch" }, pic);
      draw = function (v) {
        var c = srgb;
        var a = v.length > 3 && v[3] !== null ? clamp(v[3], 0, 1) : 1;
        sw.setAttribute("fill", "rgba(" + c(v[0]) + "," + c(v[1]) + "," + c(v[2]) + "," + a + ")");
      };
    } else {
      // vector, array, struct: one bar per part, on a scale that includes 0. A vector's or an
      // array's parts share one scale; a struct's parts are different quantities (the emoji's
      // scale and its offset in points), so each has its own, over the values it took.
      var n = tr.components.length, bw = 180 / Math.max(1, n), bars = [];
      var scales = tr.components.map(function (_, c) {
        var r = tr.kind === "struct" ? tr.ranges[c] : tr.all;
        var lo = Math.min(0, r[0]), hi = Math.max(0, r[1]);
        if (lo === hi) hi = 1;
        return { lo: lo, hi: hi, zero: 100 - 90 * (0 - lo) / (hi - lo) };
      });
      // Labels (at most 8) in one row, or in two staggered rows when they would overlap (about
      // 5.5 units a character), cut short if even that is too narrow; each bar's title has the
      // whole name.
      var longest = Math.max.apply(null, tr.components.map(function (name) { return name.length; }).concat([0]));
      var stagger = longest * 5.5 > bw, room = Math.max(3, Math.floor((stagger ? 2 : 1) * bw / 5.5));
      for (var c = 0; c < n; c++) {
        var bar = s("rect", { x: 10 + c * bw + 2, width: Math.max(1, bw - 4), "class": "bar" }, pic);
        s("title", {}, bar, tr.components[c]);
        bars.push(bar);
        var label = tr.components[c].length > room ? tr.components[c].slice(0, room - 1) + "…" : tr.components[c];
        if (n <= 8) s("text", { x: 10 + c * bw + bw / 2, y: stagger ? (c % 2 ? 119 : 109) : 116, "class": "tick mid" }, pic, label);
      }
      draw = function (v) {
        bars.forEach(function (b, c) {
          // A part the value does not have now (an array before it grew or after it shrank): no bar.
          b.setAttribute("visibility", v[c] === null ? "hidden" : "visible");
          var sc = scales[c], y = 100 - 90 * ((v[c] === null ? 0 : v[c]) - sc.lo) / (sc.hi - sc.lo);
          b.setAttribute("y", Math.min(y, sc.zero)); b.setAttribute("height", Math.abs(sc.zero - y));
        });
      };
    }
    return { cell: cell, readout: readout, draw: draw, track: tr };
  }

  // Two hex digits of a byte, as Swift prints a colour (#FF8800).
  function hexByte(n) { var t = n.toString(16).toUpperCase(); return t.length < 2 ? "0" + t : t; }
  function hex2(x) { return hexByte(srgb(x)); }

  // A colour's sRGB hex as Swift prints it (#FF8800; #FF880080 when not opaque).
  function colorHex(v) {
    var a = v.length > 3 && v[3] !== null ? v[3] : 1;
    var alpha = Math.round(clamp(a, 0, 1) * 255);
    return "#" + hex2(v[0]) + hex2(v[1]) + hex2(v[2]) + (alpha === 255 ? "" : hexByte(alpha));
  }
  // How the script wrote the value v shown at time t: the spelling of the latest assignment
  // to this property, at or before t, of a value that reads the same (the same hex: a spring
  // settling on #FF3B30 reads #FF3B30 once it is that colour on screen, not .red until it has
  // finished); null if there is none.
  function spellingOf(tr, v, t) {
    var list = tr.spellings || [], hex = colorHex(v), found = null;
    for (var j = 0; j < list.length && list[j].time <= t + 1e-9; j++) {
      if (list[j].hex === undefined) list[j].hex = colorHex(list[j].value);
      if (list[j].hex === hex) found = list[j].text;
    }
    return found;
  }

  function readoutText(tr, v, t) {
    // Degrees, in SwiftUI's direction: positive turns clockwise on screen, as the needle does
    // (SVG's rotate() is clockwise with y pointing down).
    if (tr.kind === "angle") return fixed(v[0] * 180 / Math.PI, 1) + "°";
    // A colour as the script wrote it: where the value shown is one the script gave this
    // property, as the script wrote that value (.red, .blue.opacity(0.5), #FF3B30 even though
    // that is .red's value); else (a colour on its way, or one reached through a variable)
    // SwiftUI's name where the value is a named colour, else its sRGB hex as Swift prints it
    // (#FF8800, #FF880080 when not opaque), not its linear components. The terminal's readout
    // follows the same rule (Recording.colorReadout; keep the two in step).
    if (tr.kind === "color") {
      var spelt = spellingOf(tr, v, t);
      if (spelt !== null) return spelt;
      var text = colorHex(v);
      return (R.colorNames || {})[text] || text;
    }
    if (tr.kind === "number") return fixed(v[0], 3);
    // A struct's or an array's parts by name; a colour among them as one part, by its name or
    // hex (its path without the .red: `layers[0].tint #FF3B30`).
    var parts = [], colors = tr.colors || [];
    for (var c = 0; c < tr.components.length; c++) {
      if (colors.indexOf(c) >= 0 && c + 3 < tr.components.length) {
        var rgba = v.slice(c, c + 4);
        if (rgba.every(function (x) { return x !== null; })) {
          var hex = colorHex(rgba);
          parts.push(tr.components[c].replace(/\.?red$/, "") + " " + ((R.colorNames || {})[hex] || hex));
        }
        c += 3;
        continue;
      }
      if (v[c] !== null) parts.push(tr.components[c] + " " + fixed(v[c], 3));
    }
    return parts.length ? parts.join("  ") : "(no parts now)";
  }

  // MARK: - The view hosts: each drawn as it was at the time shown. A drawing is parsed (as
  // SVG, never as HTML) the first time it is shown and kept for the next.
  var hostsBox = document.getElementById("hosts");
  var preview = document.getElementById("preview-panel");
  var parser = new DOMParser();
  var hostPanels = hostsRecorded.map(function (v) {
    var fig = h("figure", { "class": "host", "data-host": v.name });
    if (hostsBox) hostsBox.insertBefore(fig, preview);
    h("figcaption", {}, fig, v.name);
    return { rec: v, fig: fig, box: h("div", { "class": "drawing", "data-frame": "" }, fig), shown: null, nodes: [] };
  });
  // The drawing a host shows at t: its last change at or before t; -1 before it was made.
  function hostFrameAt(v, t) {
    var lo = 0, hi = v.times.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (v.times[mid] <= t + 1e-9) lo = mid + 1; else hi = mid; }
    return lo > 0 ? v.frames[lo - 1] : -1;
  }
  function showHost(panel, t) {
    var k = hostFrameAt(panel.rec, t);
    if (k === panel.shown) return;
    panel.shown = k;
    panel.box.textContent = "";
    panel.box.setAttribute("data-frame", String(k));
    panel.fig.classList.toggle("absent", k < 0);
    if (k < 0) { h("p", { "class": "note" }, panel.box, "not made yet"); return; }
    if (!panel.nodes[k]) {
      // A drawing is its pieces' text, in order (Recording+JSON.swift).
      var text = panel.rec.drawings[k].map(function (p) { return panel.rec.pieces[p]; }).join("");
      var doc = parser.parseFromString(text, "image/svg+xml");
      panel.nodes[k] = document.importNode(doc.documentElement, true);
    }
    panel.box.appendChild(panel.nodes[k]);
  }

  if (!tracks.length && !hostPanels.length) {
    h("p", { id: "empty", "class": "note" }, stage, "This scene has no @State properties and no keyframe or phase animators: there is nothing to play.");
  }
  tracks.forEach(function (tr, i) { views.push(makeView(tr, i)); });

  // MARK: - The timeline: each property's curve, the transactions' marks and a playhead.
  // The lanes scroll inside a frame of their own (a scene with many properties keeps the page
  // within the window); the time axis below them stays in view.
  var timeline = document.getElementById("timeline"), lanes = document.getElementById("lanes");
  var W = 1000, LEFT = 120, LANE = 46, AXIS = 20;
  var H = Math.max(1, tracks.length + hostPanels.length) * LANE;
  var tl = s("svg", { viewBox: "0 0 " + W + " " + H, "class": "tl", preserveAspectRatio: "none" }, lanes);
  var axis = s("svg", { viewBox: "0 0 " + W + " " + AXIS, "class": "tl axis", preserveAspectRatio: "none" }, timeline);
  function xOf(t) { return LEFT + (W - LEFT - 10) * (T > 0 ? t / T : 0); }
  // Ticks at round times: a step of 1, 2 or 5 × 10ⁿ s giving at most five intervals
  // (0, 0.5, 1, 1.5, 2 s for a 2.15 s scene, where quarters read 0.54, 1.07, 1.61).
  var rawStep = T > 0 ? T / 5 : 1;
  var power = Math.pow(10, Math.floor(Math.log10(rawStep)));
  var f = rawStep / power;
  var step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
  var decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  for (var g = 0; g * step <= T + step * 1e-9; g++) {
    var gt = g * step, x = xOf(gt);
    s("line", { x1: x, x2: x, y1: 0, y2: H, "class": "grid" }, tl);
    s("line", { x1: x, x2: x, y1: 0, y2: 4, "class": "grid" }, axis);
    s("text", { x: x, y: AXIS - 4, "class": x > W - 40 ? "tick end" : g === 0 ? "tick" : "tick mid", "data-tick": fixed(gt, decimals) },
      axis, fixed(gt, decimals) + " s");
  }
  tracks.forEach(function (tr, i) {
    var top = i * LANE + 4, bottom = top + LANE - 10;
    s("text", { x: 4, y: top + 22, "class": "lane" }, tl, tr.name);
    if (tr.kind === "color") {
      // A colour as the colours it took: a gradient through (at most 256 of) its snapshots.
      var ta = times[tr.first] || 0, span = Math.max(1e-9, T - ta), n = tr.values.length;
      var grad = s("linearGradient", { id: "fade" + i }, s("defs", {}, tl));
      var every = Math.max(1, Math.ceil(n / 256));
      for (var j = 0; j < n; j += every) {
        var v = tr.values[j];
        s("stop", { offset: clamp((times[tr.first + j] - ta) / span, 0, 1),
          "stop-color": "rgb(" + srgb(v[0]) + "," + srgb(v[1]) + "," + srgb(v[2]) + ")" }, grad);
      }
      var lastColour = tr.values[n - 1];
      if (lastColour) s("stop", { offset: 1, "stop-color": "rgb(" + srgb(lastColour[0]) + "," + srgb(lastColour[1]) + "," + srgb(lastColour[2]) + ")" }, grad);
      s("rect", { x: xOf(ta), y: top, width: Math.max(0.5, xOf(T) - xOf(ta)), height: bottom - top,
        fill: "url(#fade" + i + ")" }, tl);
    } else {
      var range = tr.all;
      // A NaN (a part the value did not have then) is a gap: one polyline per unbroken run.
      var endRun = function (pts, comp) {
        if (pts.length) s("polyline", { points: pts.join(" "), "class": "curve c" + (comp % 6) }, tl);
        return [];
      };
      for (var comp = 0; comp < tr.components.length; comp++) {
        var pts = [];
        for (var j2 = 0; j2 < tr.values.length; j2++) {
          var x = tr.values[j2][comp];
          if (x === null) { pts = endRun(pts, comp); continue; }
          pts.push(xOf(times[tr.first + j2]).toFixed(1) + "," + (bottom - (bottom - top) * frac(x, range)).toFixed(1));
        }
        endRun(pts, comp);
      }
      // A y-axis: the lane's top and bottom values; and the final value as a dashed line, so
      // that an overshoot (the curve beyond it, a few pixels in a lane) is seen as one.
      s("text", { x: LEFT - 6, y: top + 8, "class": "tick end", "data-axis": "max" }, tl, laneNumber(tr, range[1]));
      s("text", { x: LEFT - 6, y: bottom, "class": "tick end", "data-axis": "min" }, tl, laneNumber(tr, range[0]));
      var last = tr.values[tr.values.length - 1];
      if (last && tr.components.length === 1 && last[0] !== null) {
        var yf = (bottom - (bottom - top) * frac(last[0], range)).toFixed(1);
        s("line", { x1: LEFT, x2: W - 10, y1: yf, y2: yf, "class": "final", "data-final": laneNumber(tr, last[0]) }, tl);
      }
    }
  });
  // A host's lane, below the properties': a band where what it draws changes frame after frame
  // (changes at most a frame and a half apart are one band), a line where it changes once.
  hostPanels.forEach(function (panel, k) {
    var v = panel.rec, top = (tracks.length + k) * LANE + 4, bottom = top + LANE - 10;
    s("text", { x: 4, y: top + 22, "class": "lane" }, tl, v.name);
    var j = 1;
    while (j < v.times.length) {
      var first = v.times[j], end = first;
      while (j + 1 < v.times.length && v.times[j + 1] - end <= 1.5 * FRAME + 1e-9) { j++; end = v.times[j]; }
      var band = s("rect", { x: xOf(first), y: top + 8, width: Math.max(1.5, xOf(end) - xOf(first)),
        height: bottom - top - 16, "class": "motion" }, tl);
      s("title", {}, band, end > first ? "moving " + fixed(first, 3) + "–" + fixed(end, 3) + " s" : "changed at " + fixed(first, 3) + " s");
      j++;
    }
  });
  R.events.forEach(function (e) {
    var x = xOf(e.time);
    if (e.track === null) {
      s("line", { x1: x, x2: x, y1: 0, y2: H, "class": "mark completion" }, tl).appendChild(
        s("title", {}, null, "completion at " + fixed(e.time, 3) + " s"));
      return;
    }
    var y = e.track * LANE + 4;
    var m = s("path", { "class": "mark " + e.kind, transform: "translate(" + x + "," + y + ")",
      d: e.kind === "started" ? "M-5,8 L0,0 L5,8 Z" : e.kind === "merged" ? "M-4,4 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0"
        : e.kind === "retargeted" ? "M0,0 L5,5 L0,10 L-5,5 Z" : e.kind === "jumped" ? "M0,0 L0,36"
        : e.kind === "phase" ? "M0,36 L0,24 L6,27 L0,30" : "M-4,0 L4,0 L4,8 L-4,8 Z" }, tl);
    // A phase is numbered from 1, as a reader counts the phases written.
    s("title", {}, m, (KIND_NAMES[e.kind] || e.kind) + (e.phase != null ? " " + (e.phase + 1) : "")
      + " at " + fixed(e.time, 3) + " s");
  });
  if (R.error) s("line", { x1: xOf(R.error.time), x2: xOf(R.error.time), y1: 0, y2: H, "class": "mark error" }, tl);
  var playhead = s("line", { y1: 0, y2: H, "class": "playhead" }, tl);

  // MARK: - Output, errors and controls.
  var log = document.getElementById("log");
  var logLines = R.output.map(function (o) { return h("div", { "class": "line" }, log, o.text); });
  if (R.error) {
    h("pre", { "class": "error", id: "error" }, document.getElementById("banner"),
      "The script stopped at " + fixed(R.error.time, 3) + " s:\n" + R.error.message);
  }
  if (R.truncation) h("p", { "class": "note" }, document.getElementById("banner"), R.truncation);
  if (reduced) h("p", { "class": "note" }, document.getElementById("banner"),
    "Reduced motion is on: the preview waits for you to press play.");

  var playButton = document.getElementById("play"), scrub = document.getElementById("scrub");
  var clock = document.getElementById("clock"), speed = document.getElementById("speed");
  var loop = document.getElementById("loop");
  scrub.max = String(T);
  scrub.step = "any";
  var now = 0, playing = false, last = null;

  function show(t) {
    now = clamp(t, 0, T);
    var i = snapshotAt(now);
    views.forEach(function (view) {
      var v = valueAt(view.track, i);
      if (v === null) {
        view.cell.setAttribute("data-value", "");
        view.cell.classList.add("absent");
        view.readout.textContent = "not declared yet";
        return;
      }
      view.cell.classList.remove("absent");
      view.cell.setAttribute("data-value", v.map(function (x) { return x === null ? "NaN" : String(x); }).join(","));
      view.draw(v, i);
      view.readout.textContent = readoutText(view.track, v, now);
    });
    hostPanels.forEach(function (panel) { showHost(panel, now); });
    R.output.forEach(function (o, j) { logLines[j].classList.toggle("future", o.time > now + 1e-9); });
    playhead.setAttribute("x1", xOf(now)); playhead.setAttribute("x2", xOf(now));
    scrub.value = String(now);
    clock.textContent = fixed(now, 3) + " s / " + fixed(T, 3) + " s";
    document.body.setAttribute("data-time", String(now));
  }
  function setPlaying(p) {
    playing = p && T > 0;
    playButton.textContent = playing ? "❚❚ pause" : "▶ play";
    document.body.setAttribute("data-playing", String(playing));
    last = null;
    if (playing) requestAnimationFrame(tick);
  }
  function tick(stamp) {
    if (!playing) return;
    if (last !== null) {
      var t = now + (stamp - last) / 1000 * Number(speed.value);
      if (t >= T) {
        if (!loop.checked) { show(T); setPlaying(false); return; }
        t = T > 0 ? t % T : 0;
      }
      show(t);
    }
    last = stamp;
    requestAnimationFrame(tick);
  }
  playButton.addEventListener("click", function () { if (!playing && now >= T) show(0); setPlaying(!playing); });
  scrub.addEventListener("input", function () { setPlaying(false); show(Number(scrub.value)); });
  function scrubFrom(evt) {
    var r = tl.getBoundingClientRect();
    var x = (evt.clientX - r.left) / r.width * W;
    show(T * (x - LEFT) / (W - LEFT - 10));
  }
  var dragging = false;
  [tl, axis].forEach(function (svg) {
    svg.addEventListener("pointerdown", function (evt) { dragging = true; setPlaying(false); svg.setPointerCapture(evt.pointerId); scrubFrom(evt); });
    svg.addEventListener("pointermove", function (evt) { if (dragging) scrubFrom(evt); });
    svg.addEventListener("pointerup", function () { dragging = false; });
  });
  document.addEventListener("keydown", function (evt) {
    if (evt.target && evt.target.tagName === "SELECT") return;
    var step = evt.shiftKey ? 0.1 : FRAME;
    if (evt.key === " ") { evt.preventDefault(); playButton.click(); }
    else if (evt.key === "ArrowRight") { evt.preventDefault(); setPlaying(false); show(now + step); }
    else if (evt.key === "ArrowLeft") { evt.preventDefault(); setPlaying(false); show(now - step); }
    else if (evt.key === "Home") { setPlaying(false); show(0); }
    else if (evt.key === "End") { setPlaying(false); show(T); }
  });

  // `#t=SECONDS` shows that instant, paused (what the tests read); otherwise the page plays,
  // unless the reader asked for reduced motion.
  function fromHash() {
    var m = /^#t=([0-9]*\.?[0-9]+(?:e[-+]?[0-9]+)?)$/i.exec(location.hash);
    return m ? Number(m[1]) : null;
  }
  window.addEventListener("hashchange", function () { var t = fromHash(); if (t !== null) { setPlaying(false); show(t); } });
  // The frame's scrolling parts keep at least a few rows in view: the stage up to its first
  // row of cards and a half (or all of it, if less), the timeline up to three lanes and a half.
  // In pixels, so after layout and again when the window changes size.
  var stagebox = document.getElementById("stagebox");
  function keepRowsInView() {
    stagebox.style.minHeight = "0";
    lanes.style.minHeight = "0";
    var card = stage.querySelector(".prop");
    var cardRows = card ? 1.5 * (card.offsetHeight + 12) : 0;
    var drawnViews = document.getElementById("views");  // a #Preview's views, kept whole
    stagebox.style.minHeight = Math.min(stagebox.scrollHeight, (drawnViews ? drawnViews.offsetHeight : 0) + Math.max(cardRows, 40)) + "px";
    lanes.style.minHeight = Math.min(lanes.scrollHeight, tl.getBoundingClientRect().width * 3.5 * LANE / W) + "px";
    // The axis as wide as the lanes (narrower than the frame by a scroll bar, if they scroll),
    // so that its times stand under the lanes' grid lines.
    axis.style.width = tl.getBoundingClientRect().width + "px";
  }
  keepRowsInView();
  window.addEventListener("resize", keepRowsInView);

  var start = fromHash();
  show(start === null ? 0 : start);
  setPlaying(start === null && !reduced);
})();
"""#

  /// The page's style sheet.
  static let style = #"""
:root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a84ff; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f5f5f7; }
/* The page is a frame the window's height: a scene with many properties scrolls its stage, its
   timeline's lanes and its output inside it, each keeping at least a few rows in view, rather
   than growing the page past the window (a 12-property scene fits 1280 x 800). */
body { display: flex; flex-direction: column; height: 100vh; }
body > * { flex: none; }
#stagebox { flex: 0 1 auto; overflow-y: auto; }
#timeline { flex: 0 1 auto; min-height: 0; display: flex; flex-direction: column; }
#lanes { flex: 0 1 auto; overflow-y: auto; }
#timeline .axis { flex: none; cursor: ew-resize; }
#log { flex: 0 1 auto; min-height: 3.2em; }
header { padding: 8px 20px; background: #fff; border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
h1 { font-size: 17px; margin: 0; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 8px 20px 3px; }
#banner .error { margin: 12px 20px 0; padding: 10px 12px; background: #fff0f0; border: 1px solid #ff3b30; border-radius: 8px; color: #a0001e; white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; }
.note { margin: 12px 20px 0; color: var(--muted); }
#stage { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; padding: 0 20px; }
#views { padding: 0 20px 12px; }
#views svg { max-width: 100%; height: auto; border: 1px solid #d1d1d6; border-radius: 6px; }
#hosts { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.host { margin: 0; max-width: 100%; }
.host figcaption { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 2px; }
.host .drawing svg { display: block; }
.host.absent { opacity: .35; }
.motion { fill: var(--accent); fill-opacity: .3; }
.prop { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px; width: 222px; }
.prop.absent { opacity: .35; }
.head { display: flex; justify-content: space-between; gap: 8px; }
.name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kind { color: var(--muted); font-size: 12px; }
.readout { font: 12px ui-monospace, monospace; color: var(--muted); min-height: 1.4em; overflow-wrap: anywhere; }
.pic { display: block; margin: 4px 0; }
.track { stroke: var(--line); stroke-width: 4; stroke-linecap: round; }
.dot { fill: var(--accent); }
.trail { fill: none; stroke: var(--accent); stroke-opacity: .35; stroke-width: 3; stroke-linejoin: round; }
.box { fill: none; stroke: var(--line); }
.shape { fill: var(--accent); fill-opacity: .25; stroke: var(--accent); stroke-width: 2; }
.needle { stroke: var(--accent); stroke-width: 4; stroke-linecap: round; }
.bar { fill: var(--accent); }
.checker { fill: #ddd; }
.swatch { stroke: var(--line); }
.tick { font-size: 10px; fill: var(--muted); }
.tick.end { text-anchor: end; } .tick.mid { text-anchor: middle; }
#controls { display: flex; gap: 12px; align-items: center; padding: 8px 20px 0; flex-wrap: wrap; }
#controls button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid var(--line); background: #fff; min-width: 90px; }
#scrub { flex: 1; min-width: 200px; }
#clock { font: 12px ui-monospace, monospace; min-width: 150px; }
#timeline { margin: 8px 20px 0; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 6px; }
.tl { width: 100%; height: auto; display: block; touch-action: none; cursor: ew-resize; }
.grid { stroke: #eee; } .lane { font-size: 12px; fill: var(--ink); }
.final { stroke: var(--muted); stroke-dasharray: 3 3; stroke-width: 0.75; }
.curve { fill: none; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
.c0 { stroke: #0a84ff; } .c1 { stroke: #ff9f0a; } .c2 { stroke: #30d158; } .c3 { stroke: #ff375f; } .c4 { stroke: #bf5af2; } .c5 { stroke: #64d2ff; }
.playhead { stroke: #ff3b30; stroke-width: 2; vector-effect: non-scaling-stroke; }
.mark { stroke-width: 1; vector-effect: non-scaling-stroke; }
.mark.started { fill: #30d158; } .mark.merged { fill: #0a84ff; } .mark.retargeted { fill: #ff9f0a; }
.mark.jumped { stroke: #8e8e93; stroke-dasharray: 2 2; fill: none; } .mark.finished { fill: #8e8e93; }
.mark.completion { stroke: #bf5af2; stroke-dasharray: 4 3; } .mark.error { stroke: #ff3b30; stroke-width: 2; }
.mark.phase { stroke: #5e5ce6; fill: #5e5ce6; }
#legend { margin: 6px 20px; color: var(--muted); font-size: 12px; }
#legend span { margin-right: 14px; }
#log { margin: 0 20px 8px; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px; font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; max-height: 120px; overflow: auto; }
#log:empty::before { content: "(the script printed nothing)"; color: var(--muted); }
#log .future { display: none; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
"""#
}
