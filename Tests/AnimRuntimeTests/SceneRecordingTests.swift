import AnimPlot
import AnimRuntime
import AnimSyntax
import Testing

@Suite struct SceneRecordingTests {
  func record(_ source: String) -> (RunOutcome, Recording) {
    let session = Session(output: { _ in })
    return session.record(SourceFile(name: "scene.anim", text: source))
  }

  @Test func everyFrameAndEveryMarkIsRecorded() {
    let (outcome, r) = record(
      """
      @State var s = 0.0
      @State var l = 0.0
      withAnimation(.spring) { s = 100 }
      withAnimation(.linear(duration: 1)) { l = 100 } completion: { print("done") }
      wait(0.5)
      withAnimation(.spring) { s = 0 }               // springs merge (SwiftUI: shouldMerge)
      withAnimation(.linear(duration: 1)) { l = 0 }  // timing curves combine: a retarget
      l = 50                                         // no animation: a jump
      wait(2)
      print("end")
      """)
    #expect(outcome.succeeded)
    #expect(r.tracks.map(\.name) == ["s", "l"])
    #expect(r.tracks.map(\.shape.kind) == [.number, .number])
    // Declarations at 0 (two snapshots), 30 frames to 0.5 s, the jump, then a frame every
    // 1/60 s while anything animates, and one at 2.5 s for the idle rest of the wait.
    #expect(r.times.prefix(2) == [0, 0])
    #expect(r.times.filter { $0 > 0 && $0 < 0.5 + 1e-9 }.count == 30 + 1)
    #expect(zip(r.times, r.times.dropFirst()).allSatisfy { $0 <= $1 })
    // The spring's last frame (where it finished), then one snapshot for the idle rest.
    let springEnd = r.events.first { $0.kind == "finished" && $0.track == 0 }?.time
    #expect(r.times.suffix(2) == [springEnd ?? -1, 2.5])
    #expect(r.duration == 2.5)
    // What a view shows at 0.5 s, and after the jump (the trajectory shifted by 50).
    #expect(r.value(of: 1, at: 0.25) == [25])
    #expect(r.value(of: 1, at: 0.5) == [100])  // right after the jump: 50 + 50
    #expect(r.value(of: 1, at: 2.5) == [50])
    let marks = r.events.map { "\($0.kind) \($0.track.map(String.init) ?? "-") \($0.time)" }
    #expect(marks.contains("started 0 0.0") && marks.contains("started 1 0.0"))
    #expect(marks.contains("merged 0 0.5"))
    #expect(marks.contains("retargeted 1 0.5"))
    #expect(marks.contains("jumped 1 0.5"))
    // The first linear move ends at 1 s: its completion runs in the first frame past its end
    // (when it reports nil); the combined move ends at 1.5 s and is removed the same way.
    let frame = 1.0 / 60
    #expect(r.events.contains { $0.kind == "completion" && $0.time > 1 && $0.time <= 1 + frame + 1e-9 })
    #expect(r.events.contains { $0.kind == "finished" && $0.track == 1 && $0.time > 1.5 && $0.time <= 1.5 + frame + 1e-9 })
    #expect(r.output.first?.time == r.events.first { $0.kind == "completion" }?.time)
    #expect(r.output.map(\.text) == ["done", "end"])
    #expect(r.output.last?.time == 2.5)
  }

  /// SwiftUI's value types are recorded as what they are, in their own units: the animation
  /// moves an Angle's radians × 128 and a colour's linear components × 128, the page shows
  /// radians and linear components.
  @Test func geometryValuesAreRecordedAsThemselves() {
    let (outcome, r) = record(
      """
      @State var p = CGPoint(x: 0, y: 0)
      @State var frame = CGRect.zero
      @State var a = Angle.zero
      @State var c = #FF0000
      @State var u = UnitPoint.zero
      withAnimation(.linear(duration: 1)) {
        p = CGPoint(x: 10, y: 20); frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        a = Angle.radians(1); c = #0000FF; u = UnitPoint.bottomTrailing
      }
      wait(1.5)
      """)
    #expect(outcome.succeeded)
    #expect(r.tracks.map(\.shape.kind) == [.point, .rect, .angle, .color, .point])
    #expect(r.tracks.map(\.shape.componentNames) == [
      ["x", "y"], ["x", "y", "width", "height"], ["radians"], ["red", "green", "blue", "opacity"], ["x", "y"],
    ])
    #expect(r.value(of: 0, at: 0.5) == [5, 10])
    #expect(r.value(of: 1, at: 0.5) == [0.5, 1, 15, 20])
    #expect(r.value(of: 2, at: 0.5) == [0.5])
    #expect(r.value(of: 3, at: 0.5) == [0.5, 0, 0.5, 1])
    #expect(r.value(of: 4, at: 0.5) == [0.5, 0.5])
  }

  @Test func aRuntimeErrorEndsTheRecordingAndIsCarried() {
    let (outcome, r) = record(
      """
      @State var p = (x: 0, y: 0)
      withAnimation(.linear(duration: 1)) { p = (x: 10, y: 20) }
      wait(0.25)
      let bad = p.x + nil
      """)
    #expect(!outcome.succeeded)
    #expect(r.tracks.first?.shape == ValueShape(kind: .pair, componentNames: ["x", "y"]))
    #expect(r.value(of: 0, at: 0.25) == [2.5, 5])
    #expect(r.error?.time == 0.25)
    #expect(r.error?.message.hasPrefix("scene.anim:4:") == true)
  }

  @Test func aLongSceneIsCutShortAndSaysSo() {
    let (outcome, r) = record(
      """
      @State var x = 0.0
      withAnimation(.linear(duration: 1000)) { x = 1 }
      wait(700)
      """)
    #expect(outcome.succeeded)
    #expect(r.times.count == 36_000)
    #expect(r.truncation == "Recording stopped at 600.0 s: a page holds at most 36000 frames.")
  }

  @Test func playbackRecordsPropertiesAheadOrAnimationsSideBySide() {
    let session = Session(output: { _ in })
    _ = session.evaluate("@State var c = #FF0000\nwithAnimation(.linear(duration: 0.5)) { c = #0000FF }")
    let (ahead, problems) = session.playback(of: ["$c"])
    #expect(problems.isEmpty)
    #expect(ahead?.tracks.first?.shape.kind == .color)
    #expect(ahead?.value(of: 0, at: 0.25)?.prefix(3) == [0.5, 0, 0.5])  // linear: halfway
    // Until it stopped: removed in the first frame past its end (the clock moved on with it).
    #expect(ahead?.duration == 0.5 + 1.0 / 60)
    let (side, _) = session.playback(of: [".linear(duration: 1)", ".easeIn(duration: 0.5)"])
    #expect(side?.tracks.map(\.name) == [".linear(duration: 1)", ".easeIn(duration: 0.5)"])
    let (mixed, mixedProblems) = session.playback(of: ["$c", ".bouncy"])
    #expect(mixed == nil)
    #expect(mixedProblems.first?.message == "play either @State properties ($x) or animations, not both")
  }
}
