import AnimationCore
import Testing

/// The library's `TargetAnimation` (seed 004's example, shipped). (In this module the seed's own
/// `TargetAnimation` shadows the library's, hence the qualified name.)
@Suite struct AnimationTargetTests {
  typealias Target = AnimationCore.TargetAnimation

  @Test func secondaryMovesTheTarget() {
    let animation = Animation(Target(base: .linear(duration: 2), secondary: .linear(duration: 1)))
    var context = AnimationContext<Double>()
    // Target t·100 over the first second; base covers t/2 of it: 0.5·0.25·100.
    #expect(close(animation.animate(value: 100.0, time: 0.5, context: &context), 12.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 1, context: &context), 50, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 1.5, context: &context), 75, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 2, context: &context), 100, 1e-9))
    #expect(animation.animate(value: 100.0, time: 2.1, context: &context) == nil)
  }

  @Test func keepsRunningWhileTheTargetMoves() {
    // The base is done at 0.5 s but the secondary still moves the target until 1 s.
    let animation = Animation(Target(base: .linear(duration: 0.5), secondary: .linear(duration: 1)))
    var context = AnimationContext<Double>()
    _ = animation.animate(value: 100.0, time: 0.5, context: &context)
    #expect(close(animation.animate(value: 100.0, time: 0.75, context: &context), 75, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 1, context: &context), 100, 1e-9))
    #expect(animation.animate(value: 100.0, time: 1.1, context: &context) == nil)
  }

  @Test func retargetRestartsSecondaryFromCurrentTarget() {
    let animation = Animation(Target(base: .spring, secondary: .linear(duration: 1)))
    var context = AnimationContext<Double>()
    var last = 0.0
    for frame in 0...30 {
      last = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context) ?? last
    }
    // At 0.5 s the secondary has moved the target to 50.
    #expect(animation.shouldMerge(previous: animation, value: 100.0, time: 0.5, context: &context))
    var values: [Double] = []
    for frame in 31...240 {
      guard let v = animation.animate(value: 200.0, time: Double(frame) / 60, context: &context)
      else { break }
      values.append(v)
    }
    #expect(close(values.first, last, 4))  // one frame of motion
    // The new target moves from 50 to 200 over a second, then the spring settles on it.
    #expect(close(values.last, 200, 2))
    #expect(values.allSatisfy { $0 < 205 })
  }

  @Test func mergesOnlyWithTargetAnimationsWhoseBaseMerges() {
    var context = AnimationContext<Double>()
    let curve = Animation(Target(base: .linear(duration: 1), secondary: .linear(duration: 1)))
    #expect(!curve.shouldMerge(previous: curve, value: 1.0, time: 0.1, context: &context))
    let spring = Animation(Target(base: .spring, secondary: .linear(duration: 1)))
    #expect(!spring.shouldMerge(previous: .spring, value: 1.0, time: 0.1, context: &context))
  }

  @Test func description() {
    #expect(
      Animation(Target(base: .spring, secondary: .easeInOut)).factoryDescription
        == "TargetAnimation(base: .spring, secondary: .easeInOut)")
  }
}
