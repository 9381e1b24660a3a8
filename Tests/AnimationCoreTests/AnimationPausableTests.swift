import AnimationCore
import Testing

/// The library's `PausableAnimation` (seed 000's example, shipped) and the `animationPaused`
/// environment value it reads by name. (In this module the seed's own `PausableAnimation` shadows
/// the library's, hence the qualified name.)
@Suite struct AnimationPausableTests {
  typealias Pausable = AnimationCore.PausableAnimation

  func setPaused(_ paused: Bool, _ context: inout AnimationContext<Double>) {
    context.environment[named: "animationPaused"] = paused
  }

  @Test func freezesWhilePausedAndResumesWhereItStopped() {
    // The flag takes effect at the first sample that sees it.
    let animation = Animation(Pausable(base: .linear(duration: 4)))
    var context = AnimationContext<Double>()
    #expect(close(animation.animate(value: 100.0, time: 1, context: &context), 25, 1e-3))
    setPaused(true, &context)
    #expect(close(animation.animate(value: 100.0, time: 2, context: &context), 50, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 10, context: &context), 50, 1e-3))
    #expect(animation.velocity(value: 100.0, time: 10, context: context) == 0)
    setPaused(false, &context)
    // Paused from 2 to 11: resumes at 2 s of animation.
    #expect(close(animation.animate(value: 100.0, time: 11, context: &context), 50, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 11.5, context: &context), 62.5, 1e-3))
    // A second pause, 11.5 → 13.
    setPaused(true, &context)
    #expect(close(animation.animate(value: 100.0, time: 11.5, context: &context), 62.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 13, context: &context), 62.5, 1e-3))
    setPaused(false, &context)
    #expect(close(animation.animate(value: 100.0, time: 13, context: &context), 62.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 14.5, context: &context), 100, 1e-9))
    #expect(animation.animate(value: 100.0, time: 14.6, context: &context) == nil)
  }

  @Test func pausedSpringKeepsItsPosition() {
    let animation = Animation(Pausable(base: .spring))
    var context = AnimationContext<Double>()
    var value = 0.0
    for frame in 0...12 {
      value = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context) ?? value
    }
    #expect(close(value, 72.13, 0.01))
    setPaused(true, &context)
    // Frozen at the first paused frame (0.2167 s of spring).
    let frozen = animation.animate(value: 100.0, time: 13.0 / 60, context: &context) ?? 0
    #expect(frozen > 72.13 && frozen < 80)
    for frame in 14...600 {
      let held = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context)
      #expect(held == frozen)
    }
    setPaused(false, &context)
    #expect(animation.animate(value: 100.0, time: 601.0 / 60, context: &context) == frozen)
    let resumed = animation.animate(value: 100.0, time: 602.0 / 60, context: &context) ?? 0
    #expect(resumed > frozen && resumed < 82)
  }

  @Test func pausesARepeatingAnimation() {
    // The repeat keeps its base's state apart, so the pause bookkeeping survives new passes.
    let animation = Animation(Pausable(base: .linear(duration: 1).repeatForever()))
    var context = AnimationContext<Double>()
    _ = animation.animate(value: 100.0, time: 0.5, context: &context)
    _ = animation.animate(value: 100.0, time: 1.25, context: &context)  // reverse pass begins
    #expect(close(animation.animate(value: 100.0, time: 1.5, context: &context), 75, 1e-3))
    setPaused(true, &context)
    #expect(close(animation.animate(value: 100.0, time: 1.5, context: &context), 75, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 3, context: &context), 75, 1e-3))
    setPaused(false, &context)
    #expect(close(animation.animate(value: 100.0, time: 3, context: &context), 75, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 3.25, context: &context), 50, 1e-3))
    // Through the next pass boundary and a second pause.
    _ = animation.animate(value: 100.0, time: 3.8, context: &context)  // forward pass begins
    setPaused(true, &context)
    #expect(close(animation.animate(value: 100.0, time: 4.05, context: &context), 25, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 9, context: &context), 25, 1e-3))
  }

  @Test func nonBoolFlagIsNotPaused() {
    var environment = EnvironmentValues()
    environment[named: "animationPaused"] = "yes"
    let result = run(
      Animation(Pausable(base: .linear(duration: 1))), target: 1, environment: environment)
    #expect(close(result.endTime, 61.0 / 60, 1e-9))
  }

  @Test func equalityAndDescription() {
    #expect(
      Animation(Pausable(base: .easeIn)) == Animation(Pausable(base: .timingCurve(0.42, 0, 1, 1))))
    #expect(Animation(Pausable(base: .easeIn)) != Animation(Pausable(base: .easeOut)))
    #expect(
      Animation(Pausable(base: .easeIn(duration: 2))).factoryDescription
        == "PausableAnimation(base: .easeIn(duration: 2.0))")
  }
}
