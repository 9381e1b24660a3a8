import AnimationCore
import Foundation
import Testing

/// The values of Apple's bouncing-emoji example ("Controlling the timing and movements of your
/// animations"), made `Animatable` as the article's note asks of a keyframe animator's value.
struct AnimationValues: Animatable, Equatable {
  var scale = 1.0
  var verticalStretch = 1.0
  var verticalOffset = 0.0
  var angle = Angle.zero

  var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get {
      AnimatablePair(
        AnimatablePair(scale, verticalStretch), AnimatablePair(verticalOffset, angle.radians))
    }
    set {
      (scale, verticalStretch) = (newValue.first.first, newValue.first.second)
      (verticalOffset, angle.radians) = (newValue.second.first, newValue.second.second)
    }
  }
}

/// The emoji keyframes, word for word from Apple's article.
@KeyframesBuilder<AnimationValues>
func emojiKeyframes() -> some Keyframes<AnimationValues> {
  KeyframeTrack(\.scale) {
    LinearKeyframe(1.0, duration: 0.36)
    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    SpringKeyframe(1.0, spring: .bouncy)
  }

  KeyframeTrack(\.verticalOffset) {
    LinearKeyframe(0.0, duration: 0.1)
    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
    SpringKeyframe(0.0, spring: .bouncy)
  }

  KeyframeTrack(\.verticalStretch) {
    CubicKeyframe(1.0, duration: 0.1)
    CubicKeyframe(0.6, duration: 0.15)
    CubicKeyframe(1.5, duration: 0.1)
    CubicKeyframe(1.05, duration: 0.15)
    CubicKeyframe(1.0, duration: 0.88)
    CubicKeyframe(0.8, duration: 0.1)
    CubicKeyframe(1.04, duration: 0.4)
    CubicKeyframe(1.0, duration: 0.22)
  }

  KeyframeTrack(\.angle) {
    CubicKeyframe(.zero, duration: 0.58)
    CubicKeyframe(.degrees(16), duration: 0.125)
    CubicKeyframe(.degrees(-16), duration: 0.125)
    CubicKeyframe(.degrees(16), duration: 0.125)
    CubicKeyframe(.zero, duration: 0.125)
  }
}

// The bouncy spring in closed form (Spring(duration: 0.5, bounce: 0.3), reference §5.1):
// ωn = 2π/0.5 = 4π, ζ = 1 − 0.3 = 0.7, decay d = ζ·ωn = 8.796459, damped ω = ωn·√(1 − ζ²) =
// 8.974184. From x0 with velocity v0 toward g, the displacement e = x − g is
// e(t) = e^(−d·t)·(e0·cos ωt + (v0 + d·e0)/ω·sin ωt). Its settling duration (Apple: unit target,
// no initial velocity, ε = 0.001; the envelope bound) is −ln(0.001 / (1 + d)) / d = 1.044713 s.
// The Hermite basis, for a segment of duration D from p0 to p1 with tangents m0, m1 (per s) at
// u = t/D: h00 = 2u³ − 3u² + 1, h10 = u³ − 2u² + u, h01 = −2u³ + 3u², h11 = u³ − u², value =
// h00·p0 + h10·D·m0 + h01·p1 + h11·D·m1. The numbers below were worked from these formulas
// (in Python, independently of this library), not read from its output.

@Suite("KeyframeTimeline: Apple's examples and the keyframe rules")
struct KeyframeTimelineTests {
  @Test func applesCGPointTimeline() throws {
    // The KeyframeTimeline page's example, verbatim. Two adjacent cubics: a Catmull-Rom spline
    // through (0, 0) at 0 s, (0, 100) at 0.3 s, (0, 0) at 1.0 s. The tangent at 0.3 s is
    // (0 − 0)/(1.0 − 0) = 0, the track starts and ends at rest, so the second segment is
    // y = 100·h00(u) with u = 0.15/0.7 = 3/14: h00 = 2·27/2744 − 3·9/196 + 1 = 2420/2744, y =
    // 88.192420.
    let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
      CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
      CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
    }
    let value = keyframes.value(time: 0.45)
    #expect(keyframes.duration == 1.0)
    #expect(value.x == 0)
    #expect(abs(value.y - 88.192420) < 1e-6)
    // Half-way through the first segment both tangents are 0: y = 100·h01(0.5) = 50.
    #expect(abs(keyframes.value(time: 0.15).y - 50) < 1e-9)
    #expect(abs(keyframes.value(progress: 0.45).y - 88.192420) < 1e-6)
    #expect(keyframes.velocity(time: 0.3).y == 0)
    #expect(keyframes.value(time: -1) == .zero)
    #expect(keyframes.value(time: 5) == CGPoint(x: 0, y: 0))
    #expect(keyframes.keyframeTimes == [[0.3, 1.0]])
    try keyframes.validate()
  }

  @Test func applesMultiTrackTimeline() {
    // The KeyframeTimeline page's second example (its `CubicKeyframe(value:…)` label is a typo
    // of Apple's: the initializer has none). `Values` is not Animatable: a timeline takes any
    // value. At 0.2 s: rotation ends its first cubic 0 → 0 (value 0). scale: first cubic 1.0 →
    // 1.2 over 0.5 s from rest, end tangent (0.9 − 1.0)/(0.7 − 0) = −1/7; u = 0.4: h00 = 0.648,
    // h01 = 0.352, h11 = −0.096: 0.648 + 1.2·0.352 + (−0.096)(0.5)(−1/7) = 1.077257.
    struct Values {
      var rotation = Angle.zero
      var scale = 1.0
    }
    let keyframes = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.rotation) {
        CubicKeyframe(.zero, duration: 0.2)
        CubicKeyframe(.degrees(45), duration: 0.3)
      }
      KeyframeTrack(\.scale) {
        CubicKeyframe(1.2, duration: 0.5)
        CubicKeyframe(0.9, duration: 0.2)
        CubicKeyframe(1.0, duration: 0.3)
      }
    }
    #expect(keyframes.duration == 1.0)
    let value = keyframes.value(time: 0.2)
    #expect(value.rotation == .zero)
    #expect(abs(value.scale - 1.077257) < 1e-6)
    // The rotation track (0.5 s) holds 45° while scale goes on.
    #expect(abs(keyframes.value(time: 0.8).rotation.degrees - 45) < 1e-9)
    // Velocities of a value that is not Animatable: tracked properties hold their rates (the
    // rotation is at rest on its hold), untracked ones would keep their initial values.
    #expect(keyframes.velocity(time: 0.8).rotation == .zero)
  }

  @Test func applesEmojiTimeline() throws {
    let timeline = KeyframeTimeline(initialValue: AnimationValues()) { emojiKeyframes() }
    // Duration: the longest track. scale 0.36 + 0.8 + 1.044713 = 2.204713; offset 0.1 + 0.15 +
    // 1.0 + 1.044713 = 2.294713; stretch 2.1; angle 0.58 + 4·0.125 = 1.08.
    #expect(abs(timeline.duration - 2.294713) < 1e-6)
    #expect(abs(Spring.bouncy.settlingDuration - 1.044713) < 1e-6)
    #expect(timeline.issues.isEmpty)

    // t = 0.05. scale: linear 1 → 1. offset: linear 0 → 0. stretch: cubic 1 → 1 over 0.1 s,
    // m0 = 0 (start), m1 = (0.6 − 1)/(0.25 − 0) = −1.6 (Catmull-Rom); u = 0.5: 1 + h11·0.1·m1 =
    // 1 + (−0.125)(0.1)(−1.6) = 1.02. angle: cubic 0 → 0 over 0.58 s, m1 = 16°/(0.705 s) =
    // 0.396104 rad/s; u = 0.05/0.58: h11·0.58·m1 = −0.00156016 rad (it winds back first).
    let early = timeline.value(time: 0.05)
    #expect(early.scale == 1)
    #expect(early.verticalOffset == 0)
    #expect(abs(early.verticalStretch - 1.02) < 1e-12)
    #expect(abs(early.angle.radians - -0.00156016) < 1e-8)

    // t = 0.2: offset's spring 0 → 20 from rest (the linear keyframe before it is flat), 0.1 s
    // in: 20 + e^(−0.8796)·(−20·cos 0.8974 − 20·d/ω·sin 0.8974) = 8.466042.
    #expect(abs(timeline.value(time: 0.2).verticalOffset - 8.466042) < 1e-6)

    // t = 0.25: the 0.15 s spring is cut before it settles; the next segment starts where it
    // was, 13.701104, moving at 91.698556 /s (docs/keyframes.md: no jump to 20).
    #expect(abs(timeline.value(time: 0.25).verticalOffset - 13.701104) < 1e-6)
    #expect(abs(timeline.velocity(time: 0.25).verticalOffset - 91.698556) < 1e-5)
    #expect(abs(timeline.value(time: 0.25 - 1e-9).verticalOffset - 13.701104) < 1e-6)

    // t = 0.75. offset: spring 13.701104 → −60 with v0 = 91.698556, 0.5 s in: −61.191046.
    // scale: spring 1 → 1.5 from rest (the linear keyframe is flat), 0.39 s in: 1.520719.
    // stretch: the fifth cubic, 1.05 → 1.0 over 0.88 s from 0.5 s, tangents
    // (1.0 − 1.5)/(1.38 − 0.35) and (0.8 − 1.05)/(1.48 − 0.5); u = 0.25/0.88: 0.990958.
    // angle: the third cubic, 16° → −16° over 0.125 s, tangents (−16° − 0°)/0.25 s = −64°/s and
    // (16° − 16°)/0.25 s = 0; u = 0.36: 5.364736°.
    let middle = timeline.value(time: 0.75)
    #expect(abs(middle.verticalOffset - -61.191046) < 1e-6)
    #expect(abs(middle.scale - 1.520719) < 1e-6)
    #expect(abs(middle.verticalStretch - 0.990958) < 1e-6)
    #expect(abs(middle.angle.degrees - 5.364736) < 1e-6)

    // After the end every track holds: the last springs lasted their settling duration, so they
    // end on their values (1 and 0) at rest; the cubic tracks end on theirs.
    let end = timeline.value(time: 10)
    #expect(end == AnimationValues())
    #expect(timeline.velocity(time: 10) == AnimationValues(scale: 0, verticalStretch: 0))
    #expect(timeline.keyframeTimes[3].map { ($0 * 1000).rounded() } == [580, 705, 830, 955, 1080])
  }

  @Test func catmullRomInteriorTangentKeepsMoving() {
    // The counter-example to SwiftVVD (next-wave §1.2): 0 → 1 → 3 in two cubic keyframes of
    // 0.5 s. The tangent at 0.5 s is (3 − 0)/(1.0 − 0) = 3 /s, not 0.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1.0, duration: 0.5)
      CubicKeyframe(3.0, duration: 0.5)
    }
    #expect(abs(timeline.velocity(time: 0.5) - 3) < 1e-12)
    #expect(timeline.velocity(time: 0) == 0)
    #expect(abs(timeline.velocity(time: 1 - 1e-9)) < 1e-6)
  }

  @Test func cubicNextToOtherKindsTakesTheirVelocity() {
    // Linear 0 → 1 in 0.5 s (2 /s), then a cubic 1 → 1.5 in 0.5 s: it starts at 2 /s (Apple:
    // "the end velocity of the segment defined by the previous keyframe will be used as the
    // starting velocity"). Then a linear 1.5 → 2.5 in 0.25 s (4 /s): the cubic ends at 4 /s.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.5)
      CubicKeyframe(1.5, duration: 0.5)
      LinearKeyframe(2.5, duration: 0.25)
    }
    #expect(abs(timeline.velocity(time: 0.5) - 2) < 1e-12)
    #expect(abs(timeline.velocity(time: 1 - 1e-9) - 4) < 1e-6)
    #expect(abs(timeline.velocity(time: 1) - 4) < 1e-12)
  }

  @Test func springVelocityCarriesAcrossKeyframes() {
    // A linear keyframe 0 → 1 over 0.5 s ends at 2 /s; the spring after it starts at 2 /s.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.5)
      SpringKeyframe(2.0, duration: 1, spring: .smooth)
    }
    #expect(abs(timeline.velocity(time: 0.5) - 2) < 1e-12)
    #expect(timeline.value(time: 0.5) == 1)
    // An explicit start velocity wins.
    let explicit = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.5)
      SpringKeyframe(2.0, duration: 1, spring: .smooth, startVelocity: -3)
    }
    #expect(explicit.velocity(time: 0.5) == -3)
  }

  @Test func moveKeyframeJumpsAndStops() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(5.0)
      LinearKeyframe(7.0, duration: 1)
    }
    #expect(timeline.value(time: 0) == 5)
    #expect(timeline.value(time: 0.5) == 6)
    #expect(timeline.duration == 1)
  }

  @Test func shorterTracksHoldAndLaterTracksWin() {
    // Apple: "if multiple nested plans change the same property of the root value, the value
    // from the last competing track will be used."
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
      KeyframeTrack(\.y) { LinearKeyframe(4, duration: 2) }
      KeyframeTrack(\.x) { LinearKeyframe(-10, duration: 0.5) }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.25) == CGPoint(x: -5, y: 0.5))
    #expect(timeline.value(time: 1.5) == CGPoint(x: -10, y: 3))
  }

  @Test func buildersAcceptLoopsAndConditions() {
    let wiggle = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        for i in 1...3 {
          LinearKeyframe(Double(i), duration: 0.1)
        }
        if wiggle {
          LinearKeyframe(10.0, duration: 0.1)
        } else {
          MoveKeyframe(0.0)
        }
        if !wiggle {
          LinearKeyframe(20.0, duration: 5)
        }
      }
    }
    #expect(abs(timeline.duration - 0.4) < 1e-12)
    #expect(timeline.value(time: 1) == 10)
    #expect(abs(timeline.value(time: 0.15) - 1.5) < 1e-12)
  }

  @Test func badKeyframesAreReportedNotTrapped() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(1.0, duration: -1)
        CubicKeyframe(2.0, duration: .nan)
        SpringKeyframe(3.0, spring: Spring(duration: 0.5, bounce: 1))
        LinearKeyframe(.infinity, duration: 1)
        LinearKeyframe(4.0, duration: 1)
      }
    }
    #expect(
      timeline.issues.map(\.reason).count == 4)
    #expect(timeline.issues[0].reason == .invalidDuration(-1))
    #expect(timeline.issues[1].keyframeType == "CubicKeyframe")
    #expect(timeline.issues[2].reason == .springNeverSettles)
    #expect(timeline.issues[3].reason == .nonFiniteValue)
    #expect(
      timeline.issues[0].description
        == "keyframe 1 (LinearKeyframe) of track 1: duration must be finite and not negative (got -1.0)")
    #expect(throws: KeyframeError.self) { try timeline.validate() }
    // The bad ones jump (or are skipped); the rest still plays.
    #expect(timeline.duration == 1)
    #expect(timeline.value(time: 0.5) == 3.5)
  }

  @Test func vectorKeyframesOfTheWrongWidthAreReported() {
    let timeline = KeyframeTimeline(initialValue: AnimatableVector([0, 0])) {
      LinearKeyframe([1, 1], duration: 1)
      LinearKeyframe([1, 1, 1], duration: 1)
    }
    #expect(timeline.issues.map(\.reason) == [.mismatchedComponents(expected: 2, found: 3)])
    #expect(timeline.duration == 1)
  }

  @Test func retriggerVelocitySeedsALeadingCubic() {
    let seeded = KeyframeTimeline(initialValue: 0.0, initialVelocity: 5.0) {
      CubicKeyframe(1.0, duration: 1)
    }
    #expect(seeded.velocity(time: 0) == 5)
    // A linear keyframe ignores it.
    let linear = KeyframeTimeline(initialValue: 0.0, initialVelocity: 5.0) {
      LinearKeyframe(1.0, duration: 1)
    }
    #expect(linear.velocity(time: 0) == 1)
  }

  @Test func tracksCanAddressAPropertyThroughFunctions() {
    // An interpreter's record {x, y} kept as one vector: a track of component 1 only.
    let timeline = KeyframeTimeline(initialValue: AnimatableVector([3, 0])) {
      KeyframeTrack(get: { $0[1] }, set: { $0[1] = $1 }) {
        LinearKeyframe(10.0, duration: 1)
      }
    }
    #expect(timeline.value(time: 0.5) == [3, 5])
    #expect(timeline.velocity(time: 0.5) == [0, 10])
  }
}
