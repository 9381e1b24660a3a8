import AnimationCore
import Testing

@Suite("Animator: keyframe-driven values (KeyframeAnimator's engine)")
struct KeyframeAnimatedPropertyTests {
  @Test func emojiPlaysOncePerTriggerChange() {
    let animator = Animator()
    var received: [AnimationValues] = []
    let emoji = animator.keyframeProperty(initialValue: AnimationValues(), trigger: 1) { value in
      let _ = received.append(value)
      emojiKeyframes()
    }
    // The first trigger value is not a change; the same value again is not either.
    emoji.update(trigger: 1)
    #expect(!emoji.isAnimating)
    emoji.update(trigger: 2)
    #expect(emoji.isAnimating)
    // Frames at k/60 s: 45 frames land on 0.75 s exactly; the values are the timeline's, worked
    // out by hand in KeyframeTimelineTests.applesEmojiTimeline.
    animator.advance(by: 0.75)
    let middle = emoji.presentation
    #expect(abs(middle.verticalOffset - -61.191046) < 1e-6)
    #expect(abs(middle.scale - 1.520719) < 1e-6)
    #expect(abs(middle.verticalStretch - 0.990958) < 1e-6)
    #expect(abs(middle.angle.degrees - 5.364736) < 1e-6)
    // The velocity is the timeline's (offset: the spring toward −60, 16.372896 /s at 0.5 s in).
    #expect(abs(emoji.velocity.verticalOffset - 16.372896) < 1e-5)
    // It plays for the timeline's 2.294713 s, then rests on the end value.
    animator.advance(by: 1.5)
    #expect(emoji.isAnimating)
    animator.advance(by: 0.1)
    #expect(!emoji.isAnimating)
    #expect(emoji.presentation == AnimationValues())
    #expect(received == [AnimationValues(), AnimationValues()])
    // A second change plays again, although it ends where it started.
    emoji.update(trigger: 3)
    animator.advance(by: 0.75)
    #expect(abs(emoji.presentation.verticalOffset - -61.191046) < 1e-6)
  }

  @Test func samplingSeesTheKeyframes() {
    let animator = Animator()
    let x = animator.keyframeProperty(initialValue: 0.0, trigger: false) { _ in
      LinearKeyframe(1.0, duration: 0.5)
      LinearKeyframe(0.0, duration: 0.5)
    }
    x.update(trigger: true)
    let samples = animator.sample(x.property, for: 1)
    #expect(samples.count == 61)
    #expect(abs(samples[15].value - 0.5) < 1e-12)  // 0.25 s
    #expect(abs(samples[45].value - 0.5) < 1e-12)  // 0.75 s
    #expect(abs(samples[15].velocity - 2) < 1e-12)
    #expect(abs(samples[45].velocity - -2) < 1e-12)
    #expect(samples[60].value == 0)
  }

  @Test func retriggerMidFlightCarriesValueAndVelocity() {
    // Apple: "If the trigger value changes while animating, the keyframes closure will be called
    // with the current interpolated value … The previous velocity will be preserved, so cubic or
    // spring keyframes will maintain continuity from the previous animation if they do not
    // specify a custom initial velocity."
    let animator = Animator()
    var received: [Double] = []
    let x = animator.keyframeProperty(initialValue: 0.0, trigger: 0) { value in
      let _ = received.append(value)
      CubicKeyframe(value + 10, duration: 1)
    }
    x.update(trigger: 1)
    animator.advance(by: 0.5)
    // A lone cubic 0 → 10 over 1 s, at rest at both ends: half-way it is at 5, moving at
    // 10·h01′(0.5)/1 = 10·1.5 = 15 /s.
    #expect(abs(x.presentation - 5) < 1e-12)
    #expect(abs(x.velocity - 15) < 1e-12)
    x.update(trigger: 2)
    // Called at creation (Apple: the value is "equal to initialValue when the view first
    // appears"), at the first run, then with the current interpolated value.
    #expect(received == [0, 0, 5])
    #expect(abs(x.velocity - 15) < 1e-12)
    // The new cubic 5 → 15 starts at 15 /s: half-way, h00·5 + h10·1·15 + h01·15 = 2.5 + 1.875 +
    // 7.5 = 11.875 (from rest it would be 10).
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 11.875) < 1e-9)
    animator.advance(by: 0.6)
    #expect(!x.isAnimating)
    #expect(x.presentation == 15)
    // The next run starts from the end value, at rest.
    x.update(trigger: 3)
    #expect(received == [0, 0, 5, 15])
    #expect(x.velocity == 0)
  }

  @Test func repeatingLoopsAndStopsAtTheStart() {
    let animator = Animator()
    let x = animator.keyframeProperty(initialValue: 0.0) { _ in
      LinearKeyframe(1.0, duration: 1)
    }
    #expect(x.isRepeating)
    animator.advance(by: 0.25)
    #expect(abs(x.presentation - 0.25) < 1e-12)
    animator.advance(by: 1)
    #expect(abs(x.presentation - 0.25) < 1e-9)
    #expect(x.isAnimating)
    x.isRepeating = false
    #expect(!x.isAnimating)
    #expect(x.presentation == 0)
    x.isRepeating = true
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 0.5) < 1e-12)
  }

  @Test func keyframesWithoutDurationJump() {
    let animator = Animator()
    let x = animator.keyframeProperty(initialValue: 0.0, trigger: 0) { _ in MoveKeyframe(3.0) }
    x.update(trigger: 1)
    #expect(!x.isAnimating)
    #expect(x.presentation == 3)
    // Repeating a timeline of zero duration does not spin: it rests on its end.
    let y = animator.keyframeProperty(initialValue: 1.0) { _ in LinearKeyframe(2.0, duration: 0) }
    #expect(!y.isAnimating)
    #expect(y.presentation == 2)
  }

  @Test func aTransactionsCompletionWaitsForTheKeyframes() {
    let animator = Animator()
    let x = animator.keyframeProperty(initialValue: 0.0, trigger: 0) { _ in
      LinearKeyframe(1.0, duration: 0.5)
    }
    var logical: Double?
    var removed: Double?
    withAnimation(.default, completionCriteria: .logicallyComplete) {
      x.update(trigger: 1)
    } completion: {
      logical = animator.now
    }
    var transaction = Transaction()
    transaction.addAnimationCompletion(criteria: .removed) { removed = animator.now }
    withTransaction(transaction) { x.update(trigger: 2) }
    #expect(logical == nil)
    // The second run replaced the first (a merge): the first's logical completion is still its
    // own (0.5 s, at the frame the first keyframes would have ended), the removal waits for the
    // second, which started at the same time and also lasts 0.5 s.
    animator.advance(by: 1)
    #expect(logical == 0.5)
    #expect(removed == 0.5)
    // A trigger change outside any transaction has no completions to call.
    x.update(trigger: 3)
    animator.advance(by: 1)
    #expect(!x.isAnimating)
  }
}
