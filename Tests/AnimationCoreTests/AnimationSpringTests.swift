import AnimationCore
import Testing

/// The fluid spring family and `.default` (reference §4.4, §4.6, §6.5; CORE.md decisions 3, 4).
@Suite struct AnimationSpringTests {
  /// A row of the reference's §4.4 table: values at 1/60, 0.1, 0.2, 0.25, 0.3, 0.5 s (target
  /// 100, 60 fps), logical completion and end time.
  func check(
    _ animation: Animation, _ expected: [Double], logical: Double, end: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = run(animation, target: 100)
    let times = [1.0 / 60, 0.1, 0.2, 0.25, 0.3, 0.5]
    for (time, value) in zip(times, expected) {
      let tolerance = value.magnitude < 10 ? 0.001 : 0.01
      #expect(
        close(result.value(at: time), value, tolerance),
        "at \(time): \(String(describing: result.value(at: time))) vs \(value)",
        sourceLocation: sourceLocation)
    }
    #expect(close(result.logicalCompletionTime, logical, 1e-9), sourceLocation: sourceLocation)
    #expect(close(result.endTime, end, 0.001), sourceLocation: sourceLocation)
  }

  @Test func springTable() {
    check(.spring, [1.609, 37.08, 72.13, 82.33, 88.65, 98.45], logical: 0.5, end: 1.2667)
    #expect(close(run(.spring, target: 100).value(at: 1.0), 99.991, 0.001))
  }

  @Test func smoothIsSpring() {
    #expect(Animation.smooth == .spring)
    #expect(Animation.smooth(duration: 0.5, extraBounce: 0) == .spring(duration: 0.5, bounce: 0))
    check(.smooth, [1.609, 37.08, 72.13, 82.33, 88.65, 98.45], logical: 0.5, end: 1.2667)
  }

  @Test func responseDampingFractionDefaults() {
    let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    check(spring, [1.633, 40.80, 80.60, 90.99, 96.45, 100.68], logical: 0.5, end: 0.9833)
  }

  @Test func bouncyTable() {
    check(.bouncy, [1.650, 43.87, 88.05, 98.52, 102.97, 101.33], logical: 0.5, end: 1.1333)
    #expect(close(run(.bouncy, target: 100).value(at: 1.0), 100.006, 0.001))
  }

  @Test func snappyTable() {
    check(.snappy, [1.630, 40.23, 79.26, 89.63, 95.25, 100.44], logical: 0.5, end: 1.0333)
    #expect(close(run(.snappy, target: 100).value(at: 1.0), 99.998, 0.001))
  }

  @Test func interactiveSpringTable() {
    let spring = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)
    let result = run(spring, target: 100)
    for (time, value) in [(1.0 / 60, 14.89), (0.1, 96.90), (0.2, 100.05)] {
      #expect(close(result.value(at: time), value, 0.01))
    }
    #expect(close(result.value(at: 0.25), 100.008, 0.001))
    #expect(close(result.value(at: 0.3), 100.001, 0.001))
    #expect(close(result.logicalCompletionTime, 0.15, 1.0 / 60))
    #expect(close(result.endTime, 0.3667, 0.001))
  }

  @Test func endTimeDependsOnMagnitude() {
    #expect(close(run(.spring, target: 1).endTime, 0.8333, 0.001))
    #expect(close(run(.spring, target: 128).endTime, 1.30, 0.001))
    #expect(close(run(.spring, target: 1000).endTime, 1.50, 0.001))
  }

  @Test func staticSpringsResolveToDurationForms() {
    #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0))
    #expect(Animation.spring != .spring(response: 0.5, dampingFraction: 0.825))
    #expect(
      Animation.interactiveSpring
        == .interactiveSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
    #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
    #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
    #expect(Animation.bouncy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.4))
    #expect(Animation.spring(duration: 1, bounce: -0.5) == .spring(response: 1, dampingFraction: 2))
  }

  @Test func retargetCarriesPositionAndVelocity() {
    // Reference §6.5: .spring from 0 to 100, retargeted to 200 at t = 0.2.
    let spring = Animation.spring
    var context = AnimationContext<Double>()
    var value = 0.0
    for frame in 0...12 {
      value = spring.animate(value: 100, time: Double(frame) / 60, context: &context) ?? .nan
    }
    #expect(close(value, 72.13, 0.01))
    #expect(close(spring.velocity(value: 100, time: 0.2, context: context), 247.7, 0.1))
    #expect(spring.shouldMerge(previous: spring, value: 100.0, time: 0.2, context: &context))
    #expect(close(spring.velocity(value: 200, time: 0.2, context: context), 247.7, 0.1))
    var samples: [Int: Double] = [:]
    for frame in 13...36 {
      samples[frame] = spring.animate(value: 200, time: Double(frame) / 60, context: &context)
    }
    #expect(close(samples[16], 105.07, 0.01))
    #expect(close(samples[20], 141.79, 0.01))
    #expect(close(samples[28], 182.30, 0.01))
    #expect(close(samples[36], 195.20, 0.01))
    // Logically complete one response after the retarget, not after the start.
    #expect(context.isLogicallyComplete == false || (36.0 / 60) - 0.2 >= 0.5)
  }

  @Test func retargetLogicalCompletionIsOneResponseAfterMerge() {
    let spring = Animation.spring
    var context = AnimationContext<Double>()
    for frame in 0...42 {
      _ = spring.animate(value: 100, time: Double(frame) / 60, context: &context)
    }
    #expect(context.isLogicallyComplete)  // 0.7 s > response
    #expect(spring.shouldMerge(previous: spring, value: 100.0, time: 0.7, context: &context))
    #expect(!context.isLogicallyComplete)
    var completed: Double?
    for frame in 43...120 {
      let time = Double(frame) / 60
      _ = spring.animate(value: 200, time: time, context: &context)
      if context.isLogicallyComplete && completed == nil { completed = time }
    }
    #expect(close(completed, 1.2, 1.0 / 60 + 1e-9))
  }

  @Test func springMergesWithAnything() {
    var context = AnimationContext<Double>()
    let linear = Animation.linear(duration: 1)
    _ = linear.animate(value: 100, time: 0.5, context: &context)
    #expect(
      Animation.spring.shouldMerge(previous: linear, value: 100.0, time: 0.5, context: &context))
    // The bezier has no velocity: the spring starts from its position at rest.
    #expect(Animation.spring.velocity(value: 100, time: 0.5, context: context) == 0)
    let next = Animation.spring.animate(value: 100, time: 0.5, context: &context)
    #expect(close(next, 50, 1e-9))
  }

  @Test func zeroResponseIsStiffestSpring() {
    let result = run(.spring(response: 0, dampingFraction: 1), target: 100)
    // Capped at k = 45000 (response ≈ 0.0296 s): fast, finite, ends at the target.
    #expect(result.values.allSatisfy { $0.isFinite })
    #expect(close(result.values.last, 100, 1.0))
    #expect((result.endTime ?? 10) < 0.3)
    #expect(result.logicalCompletionTime == 0)
  }

  @Test func blendProgressIsClamped() {
    // Blend from response 1.0 to 0.2 over 0.1 s: after the blend, the spring behaves as a pure
    // 0.2 s spring, never with a response beyond the old one.
    let slow = Animation.spring(response: 1.0, dampingFraction: 1)
    let fast = Animation.spring(response: 0.2, dampingFraction: 1, blendDuration: 0.1)
    var context = AnimationContext<Double>()
    for frame in 0...6 { _ = slow.animate(value: 100, time: Double(frame) / 60, context: &context) }
    #expect(fast.shouldMerge(previous: slow, value: 100.0, time: 0.1, context: &context))
    var previous = -Double.infinity
    for frame in 7...120 {
      guard let value = fast.animate(value: 100, time: Double(frame) / 60, context: &context)
      else { break }
      #expect(value.isFinite && value >= previous - 1e-9)
      previous = value
    }
    #expect(close(previous, 100, 1))
  }

  @Test func longGapAdvancesOneFrame() {
    var context = AnimationContext<Double>()
    _ = Animation.spring.animate(value: 100, time: 0, context: &context)
    // A stalled clock advances the physics by about one 60 Hz frame (5 or 6 steps of 1/300 s,
    // depending on rounding), not by 5 s: the value is near the first frame's 1.609.
    let value = Animation.spring.animate(value: 100, time: 5, context: &context) ?? .nan
    #expect(value > 1.5 && value < 2.5)
  }

  @Test func defaultIsSpringWithResponse055() {
    let result = run(.default, target: 100)
    let spring = run(.spring, target: 100)
    #expect(close(result.logicalCompletionTime, 0.55, 1.0 / 60 + 1e-9))
    #expect((result.logicalCompletionTime ?? 0) >= 0.55 - 1e-9)
    // Critically damped from rest: rises monotonically, never overshoots, ends at rest.
    for (a, b) in zip(result.values, result.values.dropFirst()) { #expect(b >= a) }
    #expect(result.values.allSatisfy { $0 <= 100 })
    #expect(result.endTime != nil)
    // Softer than `.spring` (response 0.5).
    #expect((result.value(at: 0.2) ?? 0) < (spring.value(at: 0.2) ?? 0))
    // It is the documented spring, under another type.
    let documented = run(.spring(response: 0.55, dampingFraction: 1, blendDuration: 0), target: 100)
    #expect(result.values == documented.values)
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.default != .spring)
    #expect(Animation.default == .default)
  }

  @Test func defaultMerges() {
    var context = AnimationContext<Double>()
    _ = Animation.default.animate(value: 100, time: 0.1, context: &context)
    #expect(
      Animation.default.shouldMerge(previous: .default, value: 100.0, time: 0.1, context: &context))
  }

  @Test func animatesVectors() {
    var context = AnimationContext<AnimatablePair<Double, Double>>()
    let target = AnimatablePair(100.0, 200.0)
    var value = AnimatablePair(0.0, 0.0)
    for frame in 0...6 {
      value =
        Animation.spring.animate(value: target, time: Double(frame) / 60, context: &context)
        ?? value
    }
    #expect(close(value.first, 37.08, 0.01))
    #expect(close(value.second, 74.16, 0.02))
  }

  @Test func copiedContextsAreIndependent() {
    // The spring keeps its state in place; a copy of the context must not see later frames.
    var context = AnimationContext<Double>()
    for frame in 0...6 {
      _ = Animation.spring.animate(value: 100, time: Double(frame) / 60, context: &context)
    }
    var copy = context
    for frame in 7...30 {
      _ = Animation.spring.animate(value: 100, time: Double(frame) / 60, context: &context)
    }
    #expect(
      close(
        Animation.spring.velocity(value: 100, time: 0.1, context: copy),
        Animation.spring.velocity(value: 100, time: 0.1, context: run6()) ?? .nan, 1e-12))
    var value = 0.0
    for frame in 7...12 {
      value = Animation.spring.animate(value: 100, time: Double(frame) / 60, context: &copy) ?? .nan
    }
    #expect(close(value, 72.13, 0.01))
    #expect(close(Animation.spring.animate(value: 100, time: 0.5, context: &context), 98.45, 0.01))
  }

  func run6() -> AnimationContext<Double> {
    var context = AnimationContext<Double>()
    for frame in 0...6 {
      _ = Animation.spring.animate(value: 100, time: Double(frame) / 60, context: &context)
    }
    return context
  }
}

/// The fluid spring's in-place path for `AnimatableVector` (what the interpreter animates) agrees
/// with the scalar path element by element.
@Suite struct AnimationSpringVectorTests {
  @Test func vectorMatchesScalarRuns() {
    var vectorContext = AnimationContext<AnimatableVector>()
    var contexts = [AnimationContext<Double>(), AnimationContext<Double>()]
    let targets = [100.0, -40.0]
    for frame in 0...40 {
      let time = Double(frame) / 60
      let vector = Animation.bouncy.animate(
        value: AnimatableVector(targets), time: time, context: &vectorContext)
      for i in 0..<2 {
        let scalar = Animation.bouncy.animate(value: targets[i], time: time, context: &contexts[i])
        #expect(vector?[i] == scalar)
      }
    }
  }

  @Test func vectorTableAndEnd() {
    var context = AnimationContext<AnimatableVector>()
    var values: [Double] = []
    var end: Double?
    for frame in 0...600 {
      let time = Double(frame) / 60
      guard
        let v = Animation.spring.animate(
          value: AnimatableVector([100]), time: time, context: &context)
      else {
        end = time
        break
      }
      values.append(v[0])
    }
    #expect(close(values[6], 37.08, 0.01))
    #expect(close(values[12], 72.13, 0.01))
    #expect(close(end, 1.2667, 0.001))
    #expect(context.isLogicallyComplete)
  }

  @Test func vectorRetargetCarriesVelocity() {
    var context = AnimationContext<AnimatableVector>()
    for frame in 0...12 {
      _ = Animation.spring.animate(
        value: AnimatableVector([100]), time: Double(frame) / 60, context: &context)
    }
    #expect(
      close(
        Animation.spring.velocity(
          value: AnimatableVector([100]), time: 0.2, context: context)?[0], 247.7, 0.1))
    #expect(
      Animation.spring.shouldMerge(
        previous: .spring, value: AnimatableVector([100]), time: 0.2, context: &context))
    var value: Double?
    for frame in 13...16 {
      value =
        Animation.spring.animate(
          value: AnimatableVector([200]), time: Double(frame) / 60, context: &context)?[0]
    }
    #expect(close(value, 105.07, 0.01))
  }

  @Test func growingVectorPadsState() {
    var context = AnimationContext<AnimatableVector>()
    _ = Animation.spring.animate(value: AnimatableVector([100]), time: 0.1, context: &context)
    let value = Animation.spring.animate(
      value: AnimatableVector([100, 50]), time: 0.2, context: &context)
    #expect(value?.count == 2)
    #expect((value?[1] ?? 0) > 0)
  }
}
