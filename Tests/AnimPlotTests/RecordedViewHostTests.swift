import Foundation
import Testing

@testable import AnimPlot

/// A view host's recorded frames: each drawing kept once, a frame that draws what is shown
/// already adds nothing, a second frame at one instant replaces the first.
@Suite struct RecordedViewHostTests {
  @Test func framesDrawingWhatIsShownAlreadyCollapse() {
    var host = RecordedViewHost(name: "host", width: 400, height: 300)
    // At rest for three frames, then moving for two, then at rest again.
    let drawn: [String] = ["A", "A", "A", "B", "C", "C"]
    for (k, d) in drawn.enumerated() { host.add(d, at: Double(k) / 60) }
    #expect(host.drawings == ["A", "B", "C"])
    #expect(host.times == [0, 3.0 / 60, 4.0 / 60])
    #expect(host.frames == [0, 1, 2])
    // The last frame drawn, though it changed nothing.
    #expect(host.end == 5.0 / 60)
    // A character a piece, four for each drawing's one-piece list.
    #expect(host.drawingBytes == 3 + 3 * 4)
  }

  /// A drawing is kept as its elements, each distinct one once: a frame in which the circle
  /// moved adds the circle's new outline and a list, not the text beside it.
  @Test func drawingsShareTheirUnchangedElements() {
    let head = "<svg width=\"10\" height=\"10\">"
    let text = "<text x=\"1\"><tspan x=\"1\" y=\"2\">Go</tspan></text></svg>"
    let before = head + "<path d=\"M1 1\"/>" + text
    let after = head + "<path d=\"M2 1\"/>" + text
    #expect(RecordedViewHost.pieces(of: before) == [Substring(head), "<path d=\"M1 1\"/>", Substring(text)])
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    host.add(before, at: 0)
    host.add(after, at: 1)
    #expect(host.pieces == [head, "<path d=\"M1 1\"/>", text, "<path d=\"M2 1\"/>"])
    #expect(host.drawingPieces == [[0, 1, 2], [0, 3, 2]])
    #expect(host.drawings == [before, after])
    #expect(host.drawing(1) == after && host.drawing(2) == "")
  }

  @Test func aDrawingComingBackIsKeptOnce() {
    // A repeating animation: A, B, A, B… is two drawings however long it runs.
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    for k in 0..<600 { host.add(k % 2 == 0 ? "A" : "B", at: Double(k) / 60) }
    #expect(host.drawings == ["A", "B"])
    #expect(host.frames.count == 600)
    #expect(host.frames.prefix(4) == [0, 1, 0, 1])
  }

  @Test func aSecondFrameAtOneInstantReplacesTheFirst() {
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    host.add("A", at: 0)
    host.add("B", at: 0.5)
    #expect(host.add("C", at: 0.5) == (index: 2, isNew: true))  // a tap's layout after a frame
    #expect(host.times == [0, 0.5])
    #expect(host.frames == [0, 2])
    // Back to what the change before it showed: no change at 0.5 at all.
    #expect(host.add("A", at: 0.5) == (index: 0, isNew: false))
    #expect(host.times == [0])
    #expect(host.frames == [0])
  }

  @Test func theDrawingShownIsTheLastChangeAtOrBeforeTheTime() {
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    host.add("A", at: 0.25)
    host.add("B", at: 0.5)
    #expect(host.frame(at: 0) == nil)  // not made yet
    #expect(host.frame(at: 0.25) == 0)
    #expect(host.frame(at: 0.4) == 0)
    #expect(host.frame(at: 0.5 - 1e-12) == 1)  // a nanosecond's slack for summed times
    #expect(host.frame(at: 9) == 1)
  }

  @Test func theRecordingLastsUntilTheLastFrameDrawn() {
    var r = Recording(title: "views")
    r.times = [0, 1]
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    host.add("A", at: 0)
    host.add("A", at: 2.5)
    r.views = [host]
    #expect(r.duration == 2.5)
  }

  /// A drawing's text in the page's JSON: it reads back as itself, and nothing in it can end the
  /// `<script>` element it sits in or open a comment there.
  @Test func drawingsInTheJSONCannotEndTheScriptElement() throws {
    var r = Recording(title: "views")
    var host = RecordedViewHost(name: "a </script> host", width: 10, height: 10)
    let drawing = "<svg><text>&lt;</script><!-- \"x\" \\ \n</text></svg>"
    host.add(drawing, at: 0)
    r.views = [host]
    let json = r.json
    #expect(!json.lowercased().contains("</script"))
    #expect(!json.contains("<!"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    // The drawing is its pieces' text, in order.
    let pieces = try #require(views.first?["pieces"] as? [String])
    let lists = try #require(views.first?["drawings"] as? [[Int]])
    #expect(lists.count == 1 && lists[0].map { pieces[$0] }.joined() == drawing)
    #expect(views.first?["name"] as? String == "a </script> host")
    #expect(views.first?["frames"] as? [Int] == [0])
  }

  /// `anim play`'s frame: the clock, then each host's name and its drawing's lines; blank lines
  /// as many before the host was made, so that every frame has as many lines.
  @Test func theTerminalFrameShowsEachHostsDrawingAtTheTime() {
    var r = Recording(title: "views")
    var first = RecordedViewHost(name: "host", width: 10, height: 10)
    first.add("A", at: 0)
    first.add("B", at: 1)
    first.terminal = ["a1\na2\n", "b1\nb2\n"]
    var second = RecordedViewHost(name: "host 2", width: 10, height: 10)
    second.add("C", at: 0.5)
    second.terminal = ["c\n"]
    r.views = [first, second]
    #expect(r.hasTerminalViews)
    #expect(r.viewsTerminalFrame(at: 0) == ["t = 0.000 s of 1.000 s  (Ctrl-C stops)", "host", "a1", "a2", "host 2", ""])
    #expect(r.viewsTerminalFrame(at: 1) == ["t = 1.000 s of 1.000 s  (Ctrl-C stops)", "host", "b1", "b2", "host 2", "c"])
    second.terminal = []
    r.views = [first, second]
    #expect(!r.hasTerminalViews)  // recorded without terminal text: the summary is printed
  }

  /// A scene with properties too: their rows below the hosts, without a second clock line.
  @Test func thePropertiesAreDrawnBelowTheHosts() {
    var r = Recording(title: "both")
    r.times = [0, 1]
    r.tracks = [RecordedTrack(name: "x", shape: .number, firstSnapshot: 0, values: [[0], [10]])]
    var host = RecordedViewHost(name: "host", width: 10, height: 10)
    host.add("A", at: 0)
    host.terminal = ["a\n"]
    r.views = [host]
    #expect(r.propertyLineCount == 1)
    let lines = r.viewsTerminalFrame(at: 1, width: 40, ascii: true)
    #expect(lines.count == 4)
    #expect(lines.prefix(3) == ["t = 1.000 s of 1.000 s  (Ctrl-C stops)", "host", "a"])
    // At its end, x (0 → 10) is at the right end of its track.
    #expect(lines.last?.hasPrefix("x |") == true && lines.last?.hasSuffix("o| 10.000") == true, "\(lines)")
  }
}
