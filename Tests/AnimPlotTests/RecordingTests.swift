import Testing

@testable import AnimPlot

@Suite struct RecordingTests {
  /// A number that jumps at 0.5 s (two snapshots at 0.5: before and after) and a pair declared
  /// at 0.5 s.
  func jumping() -> Recording {
    var r = Recording(title: "jump")
    r.times = [0, 0.25, 0.5, 0.5, 1]
    r.tracks = [
      RecordedTrack(name: "x", shape: .number, firstSnapshot: 0, values: [[0], [1], [2], [7], [8]]),
      RecordedTrack(
        name: "p", shape: ValueShape(kind: .pair, componentNames: ["x", "y"]), firstSnapshot: 3,
        values: [[1, 2], [3, 4]]),
    ]
    return r
  }

  @Test func theValueShownIsTheLastSnapshotAtOrBeforeTheTime() {
    let r = jumping()
    #expect(r.value(of: 0, at: 0) == [0])
    #expect(r.value(of: 0, at: 0.3) == [1])  // between frames: the last frame
    #expect(r.value(of: 0, at: 0.5) == [7])  // at a jump: after it
    #expect(r.value(of: 0, at: 0.5 - 1e-12) == [7])  // a nanosecond's slack for summed times
    #expect(r.value(of: 0, at: 0.49) == [1])
    #expect(r.value(of: 0, at: 5) == [8])
    #expect(r.value(of: 1, at: 0.25) == nil)  // not declared yet
    #expect(r.value(of: 1, at: 0.5) == [1, 2])
    #expect(r.value(of: 2, at: 0) == nil)
  }

  @Test func jsonKeepsFullPrecisionAndCannotEndTheScriptElement() {
    var r = jumping()
    r.title = "</script><script>alert(1)</script> & \u{2028}"
    r.tracks[0].values[1] = [1.0 / 3]
    r.tracks[0].values[2] = [.nan]
    r.output = [(0.25, "<b>hi</b>")]
    let json = r.json
    #expect(!json.contains("<"))
    #expect(!json.contains(">"))
    #expect(!json.contains("\u{2028}"))
    #expect(json.contains(#"\u003c/script\u003e\u003cscript\u003e"#))
    #expect(json.contains(#"\u0026"#))
    // 1/3 as Swift's shortest round-trip form, which reads back to the same Double.
    #expect(json.contains("[0.3333333333333333]"))
    #expect(Double("0.3333333333333333") == 1.0 / 3)
    #expect(json.contains("[null]"))  // NaN: JSON has none
    #expect(json.contains(#""times":[0,0.25,0.5,0.5,1]"#))
    #expect(json.contains(#""kind":"pair","components":["x","y"],"first":3"#))
    // A phase mark carries its phase's index; other marks have no such field.
    r.events = [
      RecordedEvent(kind: "phase", time: 0.5, track: 1, phase: 2), RecordedEvent(kind: "started", time: 0.5, track: 1),
    ]
    #expect(
      r.json.contains(#""events":[{"kind":"phase","time":0.5,"track":1,"phase":2},{"kind":"started","time":0.5,"track":1}]"#))
  }

  @Test func thePageIsSelfContainedAndEscapesItsTitle() {
    var r = jumping()
    r.title = "<img src=x onerror=alert(1)>"
    let page = PreviewPage(r).render()
    #expect(page.contains("<title>&lt;img src=x onerror=alert(1)&gt; · anim preview</title>"))
    #expect(!page.contains("<img"))
    // Nothing is fetched: no external scripts, styles or images; the only URL is SVG's namespace.
    #expect(!page.contains("<script src"))
    #expect(!page.contains("<link"))
    #expect(!page.contains("url(http"))
    #expect(!page.contains("https:"))
    #expect(page.ranges(of: "http://").count == 1)  // the SVG namespace, once
    #expect(page.contains("default-src 'none'"))
  }

  @Test func movesRecordedSideBySideHoldTheirLastValue() {
    let a = PlotLine(name: "a", samples: [Sample(time: 0, value: 0), Sample(time: 0.5, value: 1)])
    let b = PlotLine(
      name: "b",
      samples: [Sample(time: 0, value: 0), Sample(time: 0.5, value: 0.5), Sample(time: 1, value: 1)]
    )
    let r = Recording(lines: [a, b], title: "a, b")
    #expect(r.times == [0, 0.5, 1])
    #expect(r.tracks.map(\.name) == ["a", "b"])
    #expect(r.value(of: 0, at: 1) == [1])  // a ended at 0.5 s and stays there
    #expect(r.value(of: 1, at: 1) == [1])
    #expect(r.events.filter { $0.kind == "finished" }.map(\.time) == [0.5, 1])
  }

  @Test func aSampledPairKeepsItsShape() {
    var pair = PlotLine(name: "s", samples: [Sample(time: 0, value: 0), Sample(time: 1, value: 5)])
    pair.shape = ValueShape(kind: .pair, componentNames: ["x", "y"])
    pair.components = [[0, 0], [3, 4]]
    let r = Recording(lines: [pair], title: "s")
    #expect(r.tracks.first?.shape.kind == .pair)
    #expect(r.value(of: 0, at: 1) == [3, 4])  // its parts, not its length 5
  }

  @Test func aFrameDrawsADotOnATrackPerNumberAndAColourBlockPerColour() {
    var r = Recording(title: "t")
    r.times = [0, 1]
    r.tracks = [
      RecordedTrack(name: "x", shape: .number, firstSnapshot: 0, values: [[0], [100]]),
      RecordedTrack(
        name: "c", shape: ValueShape(kind: .color, componentNames: ["red", "green", "blue", "opacity"]),
        firstSnapshot: 0, values: [[1, 0, 0, 1], [0, 0, 1, 1]]),
    ]
    let start = r.terminalFrame(at: 0, width: 40, colored: true)
    #expect(start.count == 3)
    #expect(start[1].hasPrefix("x │●"))
    #expect(start[2].contains("\u{1B}[48;2;255;0;0m"))
    let end = r.terminalFrame(at: 1, width: 40, colored: false, ascii: true)
    #expect(end[1].hasSuffix("o| 100.000"))
    // A colour's readout is its sRGB hex as Swift prints it (no spelling or name recorded).
    #expect(end[2].contains("######## #0000FF"))
    let strip = r.staticStrip(width: 40, step: 0.5)
    #expect(strip.contains("0.500 s  #FF0000"))  // the colour shown until the next frame
    #expect(strip.contains("1.000 s  #0000FF"))
  }

  /// A colour reads as the script wrote the value shown (the latest spelling, at or before the
  /// instant, of a value with the same hex), else by the name the recording gives its hex,
  /// else as its hex, with the opacity's byte when not opaque (0.5 · 255 = 127.5 → 128 = 0x80).
  @Test func aColourReadsAsTheScriptWroteIt() {
    var r = Recording(title: "t")
    r.times = [0, 1, 2]
    r.tracks = [
      RecordedTrack(
        name: "c", shape: ValueShape(kind: .color, componentNames: ["red", "green", "blue", "opacity"]),
        firstSnapshot: 0, values: [[1, 0, 0, 1], [0, 0, 1, 0.5], [1, 0, 0, 1]]),
    ]
    r.tracks[0].spellings = [
      RecordedSpelling(time: 0, components: [1, 0, 0, 1], text: "#FF0000"),
      RecordedSpelling(time: 2, components: [1, 0, 0, 1], text: ".myRed"),
    ]
    r.colorNames = ["#FF0000": ".named", "#0000FF80": ".halfBlue"]
    #expect(r.colorReadout(of: 0, [1, 0, 0, 1], at: 0) == "#FF0000")
    #expect(r.colorReadout(of: 0, [0, 0, 1, 0.5], at: 1) == ".halfBlue")
    #expect(r.colorReadout(of: 0, [0, 0, 1, 0.25], at: 1) == "#0000FF40")  // 63.75 → 64 = 0x40
    #expect(r.colorReadout(of: 0, [1, 0, 0, 1], at: 2) == ".myRed")
    // Not the value of any spelling so far: the name of its hex.
    #expect(r.colorReadout(of: 0, [1, 0, 0, 1], at: -1) == ".named")
    #expect(r.staticStrip(width: 40, step: 1).contains("0.000 s  #FF0000\n1.000 s  .halfBlue\n2.000 s  .myRed"))
  }

  /// A colour part of a struct is one colour row (`b.tint`), not four rows of linear numbers;
  /// the struct's other parts keep their rows; a part the value lacks reads "(none now)".
  @Test func aColourPartIsOneColourRow() {
    var r = Recording(title: "t")
    r.times = [0, 1]
    r.tracks = [
      RecordedTrack(
        name: "b",
        shape: ValueShape(
          kind: .struct, componentNames: ["scale", "tint.red", "tint.green", "tint.blue", "tint.opacity"],
          colorStarts: [1]),
        firstSnapshot: 0, values: [[1, 0, 0, 1, 1], [2, .nan, .nan, .nan, .nan]])
    ]
    #expect(r.terminalRows.map(\.label) == ["b.scale", "b.tint"])
    let frame = r.terminalFrame(at: 0, width: 40, colored: false, ascii: true)
    #expect(frame.count == 3)
    #expect(frame[2].hasPrefix("b.tint") && frame[2].hasSuffix("######## #0000FF"), "\(frame)")
    #expect(r.staticStrip(width: 40, step: 1).contains("b.tint\n0.000 s  #0000FF\n1.000 s  (none now)"))
  }
}

@Suite struct ColorEncodingTests {
  /// The sRGB transfer function (IEC 61966-2-1). #FF8800's green, 0x88, is 0.24620132670783548
  /// in linear light (what `print(#FF8800)` shows); encoding it gives 0x88 back. Linear 0.5 is
  /// sRGB 0.7354 → 188 (0xBC).
  @Test func linearComponentsEncodeToSRGBBytes() {
    #expect(ColorEncoding.sRGBByte(0.24620132670783548) == 0x88)
    #expect(ColorEncoding.sRGBByte(0.5) == 188)
    #expect(ColorEncoding.sRGBByte(0) == 0)
    #expect(ColorEncoding.sRGBByte(1) == 255)
    #expect(ColorEncoding.sRGBByte(2) == 255)  // clamped
    #expect(ColorEncoding.sRGBByte(.nan) == 0)
    #expect(ColorEncoding.hex([1, 0.24620132670783548, 0, 1]) == "#ff8800")
  }
}
