import AnimationCore
import Testing

struct TestPausedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

/// A linear animation that freezes while the environment says so (a simplified
/// `PausableAnimation`): it reads the key `TestPausedKey` and the name "testPaused".
struct TestPausable: CustomAnimation {
  var duration: TimeInterval

  struct Paused: AnimationStateKey {
    static var defaultValue: (pausedAt: Double?, offset: Double) { (nil, 0) }
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let paused =
      context.environment[TestPausedKey.self]
      || (context.environment[named: "testPaused"] as? Bool ?? false)
    var s = context.state[Paused.self]
    if paused, s.pausedAt == nil { s.pausedAt = time }
    if !paused, let start = s.pausedAt {
      s.offset += time - start
      s.pausedAt = nil
    }
    context.state[Paused.self] = s
    let t = (s.pausedAt ?? time) - s.offset
    guard t <= duration else { return nil }
    return value.scaled(by: max(0, t) / duration)
  }
}

@Suite("Animator: environment")
struct AnimatorEnvironmentTests {
  @Test func animationsReadTheEnvironmentByKey() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(Animation(TestPausable(duration: 1))) { x.value = 100 }
    animator.advance(by: 0.25)
    #expect(close(x.presentation, 25, 1e-9))
    animator.environment[TestPausedKey.self] = true
    animator.advance(by: 1)
    // The animation sees the change at the next frame (t = 0.25 + 1/60) and freezes there.
    #expect(close(x.presentation, 25 + 100.0 / 60, 1e-9) && x.isAnimating)
    animator.environment[TestPausedKey.self] = false
    animator.advance(by: 0.25)
    // Resumed from the next frame: 1 s of pause is skipped.
    #expect(close(x.presentation, 50, 1e-9))
  }

  @Test func animationsReadTheEnvironmentByName() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(Animation(TestPausable(duration: 1))) { x.value = 100 }
    animator.advance(by: 0.5)
    animator.environment[named: "testPaused"] = true
    animator.advance(by: 2)
    #expect(close(x.presentation, 50 + 100.0 / 60, 1e-9))
    animator.environment[named: "testPaused"] = false
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 100, 1e-9))
    animator.advance(by: 0.1)
    #expect(!x.isAnimating)
  }
}

@Suite("Animator: environment with PausableAnimation")
struct AnimatorPausableTests {
  @Test func pausableFreezesWhileAnimationPausedIsSet() {
    // Set by name, as an Anim script does; and by the library's property, as Swift code does.
    // (This test target also compiles the seed's own `PausableAnimation` and `animationPaused`
    // verbatim, which shadow the library's; hence the module-qualified names.)
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(Animation(AnimationCore.PausableAnimation(base: .linear(duration: 1)))) {
      x.value = 100
    }
    animator.advance(by: 0.5)
    #expect(abs(x.presentation - 50) < 1e-6)
    animator.environment[named: "animationPaused"] = true
    animator.advance(by: 1)
    let frozen = x.presentation
    // Paused from the next frame. The timing-curve solver is exact to 2⁻²⁰ of the progress
    // (reference §2.3), about 1e-4 of a 100-point move.
    #expect(abs(frozen - (50 + 100.0 / 60)) < 1e-4)
    animator.advance(by: 1)
    #expect(x.presentation == frozen && x.isAnimating)
    animator.environment[named: EnvironmentValues.animationPausedName] = false
    animator.advance(by: 1)
    #expect(!x.isAnimating && x.presentation == 100)
  }
}
