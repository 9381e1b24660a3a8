import AnimationCore
import Foundation
import Testing

/// Animations built from NaN, infinite, negative or absurd parameters (the Swift API cannot
/// refuse them; the script language does): they must never trap or hang, and the animator must
/// keep its frame budget. (Issue 8; the language-level errors are in AnimRuntimeTests.)
@Suite struct BadParameterTests {
  static let nan = Double.nan
  static let inf = Double.infinity

  static let animations: [(String, Animation)] = [
    ("spring response nan", .spring(response: nan, dampingFraction: 0.8)),
    ("spring damping -inf", .spring(response: 0.5, dampingFraction: -inf)),
    ("spring response -1", .spring(response: -1, dampingFraction: -1)),
    // 2⁻¹⁰⁶³ ≈ 1e-320, a subnormal (written as a literal, it warns that it loses precision).
    ("spring response 1e-320", .spring(response: 0x1p-1063, dampingFraction: 1e300)),
    ("spring bounce nan", .spring(duration: 0.5, bounce: nan)),
    ("spring bounce -inf", .spring(duration: 0.5, bounce: -inf)),
    ("bouncy extreme", .bouncy(duration: 1e-300, extraBounce: 1e300)),
    ("interpolating mass 1e-300", .interpolatingSpring(mass: 1e-300, stiffness: 1e300, damping: 0)),
    ("interpolating nan", .interpolatingSpring(mass: nan, stiffness: nan, damping: nan, initialVelocity: nan)),
    ("interpolating bounce inf", .interpolatingSpring(duration: 0.5, bounce: inf, initialVelocity: -inf)),
    ("timing curve nan", .timingCurve(nan, inf, -1e308, 1e308, duration: 1)),
    ("linear duration nan", .linear(duration: nan)),
    ("linear duration -1", .linear(duration: -1)),
    ("linear duration inf", .linear(duration: inf)),
    ("delay nan", Animation.linear.delay(nan)),
    ("delay 1e300", Animation.linear.delay(1e300)),
    ("speed 0", Animation.linear.speed(0)),
    ("speed 1e-300", Animation.linear.speed(1e-300)),
    ("speed nan", Animation.linear.speed(nan)),
    ("speed -inf", Animation.spring.speed(-inf)),
    ("repeatCount Int.max", Animation.linear(duration: 1e-9).repeatCount(Int.max)),
    ("repeatCount -5", Animation.linear.repeatCount(-5)),
    ("repeatForever of zero", Animation.linear(duration: 0).repeatForever()),
    ("logicallyComplete nan", Animation.spring.logicallyComplete(after: nan)),
  ]

  /// Two seconds of frames on an animator, with a retarget in the middle (merging code paths):
  /// finishes, and every frame was ticked.
  @Test(arguments: animations.indices)
  func animatorSurvives(index: Int) {
    let (name, animation) = Self.animations[index]
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(animation) { x.value = 100 }
    let first = animator.sample(x, for: 1)
    animator.withAnimation(animation) { x.value = -50 }
    let second = animator.sample(x, for: 1)
    #expect(first.count == 61 && second.count == 61, "\(name)")
    _ = x.presentation
    _ = x.velocity
  }

  /// Custom-animation style calls with absurd times (a script can pass any number): no hang in
  /// the fixed-step spring integrators, whose steps vanish next to huge times (the time limit
  /// fails a hang instead of stalling the run), and no NaN or infinity handed back.
  /// What is expected, from SwiftUI's documented behaviour: at time 0 no part of the change has
  /// happened (0 of the 100); a closed-form animation (`interpolatingSpring`, `easeInOut`) has
  /// finished long before 10¹⁵ s, so `animate` returns nil; the persistent springs (`.spring`,
  /// `.bouncy`, `.default`) treat a gap of more than a second as a stalled clock and advance by
  /// one frame only, so they are still under way, between 0 and 100.
  @Test(.timeLimit(.minutes(1)), arguments: [0, 1e-300, 1e15, 1e15 + 0.5, 1e300, .infinity, -.infinity, .nan])
  func directAnimateWithAbsurdTimes(time: Double) {
    let persistent: [Animation] = [.spring, .bouncy, .default]
    let closedForm: [Animation] = [.interpolatingSpring, .easeInOut]
    for animation in persistent + closedForm {
      var context = AnimationContext<Double>()
      let first = animation.animate(value: 100, time: 1e15, context: &context)
      let value = animation.animate(value: 100, time: time, context: &context)
      let velocity = animation.velocity(value: 100, time: time, context: context)
      #expect(value.map(\.isFinite) ?? true, "\(animation) at \(time) s gave \(String(describing: value))")
      #expect(velocity.map(\.isFinite) ?? true, "\(animation) velocity at \(time) s: \(String(describing: velocity))")
      if closedForm.contains(animation) {
        #expect(first == nil, "\(animation) has finished at 1e15 s")
        if time >= 1e15 { #expect(value == nil, "\(animation) has finished at \(time) s") }
      } else {
        #expect(first.map { (0...100).contains($0) } ?? false, "\(animation) one frame in: \(String(describing: first))")
      }
      var fresh = AnimationContext<Double>()
      let start = animation.animate(value: 100, time: 0, context: &fresh)
      #expect(start.map { abs($0) < 1e-9 } ?? false, "\(animation) at 0 s: \(String(describing: start))")
    }
  }

  /// The animator's limits: non-finite or negative durations tick nothing; a stop request ends
  /// a long advance early, at a frame.
  @Test func advanceLimits() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.linear(duration: 100)) { x.value = 1 }
    for d in [Double.nan, .infinity, -.infinity, -1, 0] {
      animator.advance(by: d)
      #expect(animator.now == 0)
      #expect(animator.sample(x, for: d).count == 1)
    }
    var asked = 0
    animator.shouldStopAdvancing = {
      asked += 1
      return asked == 3
    }
    animator.advance(by: 50)
    #expect(asked == 3)
    #expect(abs(animator.now - 192.0 / 60) < 1e-9)  // stopped after frame 3 × 64
  }
}
