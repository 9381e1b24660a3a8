// What `anim preview` records beyond plain @State values: keyframe and phase animators' values
// as tracks named after their variables, and @State arrays whose length changes.
import AnimPlot
import AnimRuntime
import AnimSyntax
import Foundation
import Testing

@Suite struct SceneRecordingAnimatorTests {
  func record(_ source: String) -> (RunOutcome, Recording) {
    let session = Session(output: { _ in })
    return session.record(SourceFile(name: "scene.anim", text: source))
  }

  func track(_ r: Recording, _ name: String) -> Int? { r.tracks.firstIndex { $0.name == name } }

  /// Runs one of Examples/ as `anim preview` does.
  func recordExample(_ name: String) throws -> (RunOutcome, Recording) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("Examples/" + name), encoding: .utf8)
    return Session(output: { _ in }).record(SourceFile(name: name, text: text))
  }

  /// Examples/keyframes.anim: Apple's bouncing emoji ("Controlling the timing and movements of
  /// your animations") as `let emoji = keyframeAnimator(…, trigger: likeCount)`, played by
  /// `likeCount += 1` at 0 s; then a phase-animated pulse, made at 2.4 s.
  @Test func aKeyframeAnimatorIsATrackNamedAfterItsVariable() throws {
    let (outcome, r) = try recordExample("keyframes.anim")
    #expect(outcome.succeeded)
    #expect(r.tracks.map(\.name) == ["likeCount", "emoji", "pulse"])
    let emoji = try #require(track(r, "emoji"))
    // Named as an @State struct's parts are; the Angle in radians.
    #expect(
      r.tracks[emoji].shape
        == ValueShape(kind: .struct, componentNames: ["scale", "verticalStretch", "verticalOffset", "angle.radians"]))
    // 0.75 s after the trigger: Tests/Scripts/keyframes/apple_examples.anim's
    // KeyframeTimeline.value(time: 0.75) of the same keyframes, worked by hand from the
    // documented rules (offset −61.191046, scale 1.520719).
    let v = try #require(r.value(of: emoji, at: 0.75))
    #expect(abs(v[2] - -61.191046) < 1e-6)
    #expect(abs(v[0] - 1.520719) < 1e-6)
    // The engine's marks on the emoji's lane: started at the trigger, finished in the first frame
    // past the timeline's 2.294713 s (its longest track, verticalOffset), at rest from then on.
    #expect(r.events.filter { $0.track == emoji }.map(\.kind) == ["started", "finished"])
    #expect(r.events.first { $0.track == emoji }?.time == 0)
    let end = try #require(r.events.last { $0.track == emoji }?.time)
    #expect(end > 2.294713 && end <= 2.294713 + 1.0 / 60 + 1e-9)
    #expect(r.value(of: emoji, at: 3) == [1, 1, 0, 0])
    // The pulse's lane starts where it was made.
    let pulse = try #require(track(r, "pulse"))
    #expect(r.value(of: pulse, at: 2.3) == nil)
    #expect(r.value(of: pulse, at: 2.4) == [1])
  }

  @Test func aPhaseAnimatorIsATrackWithTheMarksItsPhasesMake() throws {
    let (outcome, r) = record(
      """
      enum Pulse { case rest, big }
      let pulse = phaseAnimator([Pulse.rest, .big]) { phase in
        phase == .big ? 1.4 : 1.0
      } animation: { phase in
        phase == .big ? .easeOut(duration: 0.4) : .easeIn(duration: 0.6)
      }
      wait(0.2)
      print(pulse.presentation, 1 + 0.4 * UnitCurve.easeOut.value(at: 0.5))
      wait(1.3)
      """)
    #expect(outcome.succeeded)
    let pulse = try #require(track(r, "pulse"))
    #expect(r.tracks[pulse].shape == .number)
    // Looping: made entering .big at once with easeOut(0.4), from 1.0 towards 1.4; 0.2 s in
    // that is 1 + 0.4·easeOut(0.5), which the script printed beside the presentation.
    let printed = try #require(r.output.first?.text.split(separator: " ").compactMap { Double(String($0)) })
    try #require(printed.count == 2)
    let shown = try #require(r.value(of: pulse, at: 0.2)?.first)
    #expect(shown == printed[0])
    #expect(abs(shown - printed[1]) < 1e-6)
    // The animator entered .big while it was being made, before it was bound to `pulse`: its
    // start is still on the lane. Each later phase starts when the last one's animation
    // completes (in the first frame past its end): .rest at 0.4 s, .big again 0.6 s later.
    let starts = r.events.filter { $0.track == pulse && $0.kind == "started" }.map(\.time)
    let frame = 1.0 / 60
    #expect(starts.first == 0)
    try #require(starts.count >= 3)
    #expect(starts[1] > 0.4 - 1e-9 && starts[1] <= 0.4 + frame + 1e-9)
    #expect(starts[2] > starts[1] + 0.6 - 1e-9 && starts[2] <= starts[1] + 0.6 + frame + 1e-9)
    // Each phase entered is a mark of its own, with the phase's index, where its animation starts.
    let phases = r.events.filter { $0.track == pulse && $0.kind == "phase" }
    #expect(phases.prefix(3).map(\.phase) == [1, 0, 1])
    #expect(Array(phases.prefix(3).map(\.time)) == Array(starts.prefix(3)))
  }

  @Test func anAnimatorNoVariableHoldsIsNamedByWhereItWasMade() {
    let (outcome, r) = record(
      """
      func spin() -> Double {
        let turn = keyframeAnimator(initialValue: 0.0, repeating: true) { _ in
          LinearKeyframe(1.0, duration: 1)
        }
        wait(0.5)
        return turn.presentation
      }
      let x = spin()
      """)
    #expect(outcome.succeeded)
    #expect(r.tracks.map(\.name) == ["keyframeAnimator (line 2)"])
    // Named when the recording ends if no frame came after it was bound.
    let (_, unplayed) = record("let k = phaseAnimator([1.0, 2.0], trigger: 0) { p in p }")
    #expect(unplayed.tracks.map(\.name) == ["k"])
    #expect(r.value(of: 0, at: 0.5) == [0.5])
    // A repeating animator starts playing while it is made: its start is on its lane.
    #expect(r.events.first?.kind == "started" && r.events.first?.track == 0)
  }

  @Test func aGrowingArraysTrackRecordsItsLaterElements() throws {
    let (outcome, r) = record(
      """
      @State var xs: [Double] = []
      wait(0.5)
      withAnimation(.linear(duration: 1)) { xs.append(0); xs[0] = 10 }
      wait(0.5)
      xs.append(5)
      withAnimation(.linear(duration: 1)) { xs[1] = 15 }
      wait(0.5)
      xs.remove(at: 0)
      wait(0.5)
      """)
    #expect(outcome.succeeded)
    // Declared empty; the widest value it reached had two elements, and names the columns.
    #expect(r.tracks.first?.shape == ValueShape(kind: .vector, componentNames: ["[0]", "[1]"]))
    #expect(r.tracks.first?.values.allSatisfy { $0.count == 2 } == true)
    // Before an element existed, and after it was removed, its column is NaN.
    let empty = try #require(r.value(of: 0, at: 0.25))
    #expect(empty.count == 2 && empty.allSatisfy { $0.isNaN })
    // Linear over 1 s: element 0 from 0 to 10 from 0.5 s; element 1 from 5 to 15 from 1 s.
    let one = try #require(r.value(of: 0, at: 0.75))
    #expect(abs(one[0] - 2.5) < 1e-5 && one[1].isNaN)
    // An element appended between frames is shown from that instant, as a jump is.
    let appended = try #require(r.value(of: 0, at: 1))
    #expect(abs(appended[0] - 5) < 1e-5 && appended[1] == 5)
    let two = try #require(r.value(of: 0, at: 1.25))
    #expect(abs(two[0] - 7.5) < 1e-5 && abs(two[1] - 7.5) < 1e-5)
    // Removing element 0 at 1.5 s: index 0 now holds what was element 1 (its target, 15, at
    // once: columns follow indices, as the animation does), and index 1 is gone.
    let after = try #require(r.value(of: 0, at: 1.75))
    #expect(after[0] == 15 && after[1].isNaN)
  }

  @Test func elementsAppendedAtOneInstantAreOneSnapshot() throws {
    let (outcome, r) = record(
      """
      @State var xs: [Double] = []
      for i in 0..<200 { xs.append(Double(i)) }
      xs.removeLast()
      wait(0.5)
      """)
    #expect(outcome.succeeded)
    // At 0 s: the declaration's snapshot and one for the loop and the removal together.
    #expect(r.times.filter { $0 == 0 }.count == 2)
    #expect(r.tracks.first?.shape.componentNames.count == 200)
    let last = try #require(r.value(of: 0, at: 0))
    #expect(last[198] == 198 && last[199].isNaN)
  }

  /// Examples/splash.anim: `@State var layers: [(Color, CGFloat)] = []`, appended to and removed
  /// from; its page shows each layer sweeping.
  @Test func theSplashExamplesLayersAreRecordedAsTheyGrow() throws {
    let (outcome, r) = try recordExample("splash.anim")
    #expect(outcome.succeeded)
    let layers = try #require(track(r, "layers"))
    // Two layers at most (green and orange overlap); a colour's parts named as a colour's.
    let layer = ["first.red", "first.green", "first.blue", "first.opacity", "second"]
    #expect(r.tracks[layers].shape.componentNames == layer.map { "[0]." + $0 } + layer.map { "[1]." + $0 })
    // The red layer sweeps with .easeInOut(duration: 0.5) from 0 s: half-way at 0.25 s (the
    // curve is symmetric), done at 0.5 s; there is no second layer yet.
    let quarter = try #require(r.value(of: layers, at: 0.25))
    #expect(abs(quarter[4] - 0.5) < 1e-5)
    #expect(quarter[5...].allSatisfy { $0.isNaN })
    // At 0.85 s orange arrives over green (half-way since 0.6 s); from the next frame on both
    // layers are there, green past half-way, orange starting its sweep.
    let stacked = try #require(r.value(of: layers, at: 0.85 + 1.0 / 60))
    #expect(stacked[4] > 0.5 && stacked[4] < 1)
    #expect(stacked[9] > 0 && stacked[9] < 0.5)
  }
}
