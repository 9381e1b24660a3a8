import AnimationCore
import Testing

// MARK: - Test animations
// Small custom animations that exercise the engine without the built-ins (which live in
// Animation/). Their formulas are the reference's (§4.3, §4.4).

/// A linear timing curve over `duration` seconds; ends (nil) after `duration`, like SwiftUI's
/// bezier animations.
struct TestLinear: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: max(0, time) / duration)
  }
}

/// A quadratic ease-in (`p²`) over `duration` seconds.
struct TestEaseIn: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    let p = max(0, time) / duration
    return value.scaled(by: p * p)
  }
}

/// A linear animation that reports logical completion at `after` seconds (like
/// `.linear(duration:).logicallyComplete(after:)`).
struct TestLinearLogical: CustomAnimation {
  var duration: TimeInterval
  var after: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    if time >= after { context.isLogicallyComplete = true }
    return value.scaled(by: max(0, time) / duration)
  }
}

/// The `.spring` family's integrator as reference §4.4 describes it: fixed 1/300 s steps, always
/// merges, carries offset and velocity, logically complete one response after (re)starting.
struct TestFluidSpring: CustomAnimation {
  var response: Double = 0.5
  var dampingFraction: Double = 1

  struct SpringState<V: VectorArithmetic> {
    var offset = V.zero
    var velocity = V.zero
    var force = V.zero
    var time: TimeInterval = 0
    var startTime: TimeInterval = 0
  }

  enum Key<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: SpringState<V> { SpringState() }
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var s = context.state[Key<V>.self]
    let k = response > 0 ? min(pow(2 * .pi / response, 2), 45000) : 45000
    if time - s.startTime >= response { context.isLogicallyComplete = true }
    if time - s.time > 1 { s.time = time - 1.0 / 60 }
    let dt = 1.0 / 300
    let c = 2 * k.squareRoot() * dampingFraction
    var t = s.time
    while t < time {
      let half = s.velocity + s.force.scaled(by: dt / 2)
      s.offset += half.scaled(by: dt)
      s.force = (value - s.offset).scaled(by: k) - half.scaled(by: c)
      s.velocity = half + s.force.scaled(by: dt / 2)
      t += dt
    }
    s.time = t
    context.state[Key<V>.self] = s
    if max(s.velocity.magnitudeSquared, s.force.magnitudeSquared) > 0.0036 { return s.offset }
    let tolerance = value.scaled(by: 0.01).magnitudeSquared
    if tolerance > 0 && tolerance < (value - s.offset).magnitudeSquared { return s.offset }
    return nil
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    context.state[Key<V>.self].velocity
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    var s = context.state[Key<V>.self]
    s.velocity = previous.velocity(value: value, time: time, context: context) ?? s.velocity
    s.offset = previous.animate(value: value, time: time, context: &context) ?? s.offset
    s.time = time
    s.startTime = time
    context.state[Key<V>.self] = s
    return true
  }
}

extension Animation {
  static func testLinear(_ duration: TimeInterval) -> Animation {
    Animation(TestLinear(duration: duration))
  }
  static func testEaseIn(_ duration: TimeInterval) -> Animation {
    Animation(TestEaseIn(duration: duration))
  }
  static var testSpring: Animation { Animation(TestFluidSpring()) }
}

/// Whether `a` is within `tolerance` of `b`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

// MARK: - Basic property behaviour

@Suite("Animator: properties and clock")
struct AnimatorTests {
  @Test func idlePropertyPresentsItsModelValue() {
    let animator = Animator()
    let x = animator.property(3.0)
    #expect(x.value == 3 && x.presentation == 3 && x.velocity == 0)
    #expect(!x.isAnimating && x.animationCount == 0)
    x.value = 5
    #expect(x.value == 5 && x.presentation == 5 && !x.isAnimating)
  }

  @Test func animatedChangeRunsOnTheClock() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    // The model changes at once; the presentation holds until the first frame.
    #expect(x.value == 100 && x.presentation == 0)
    #expect(x.isAnimating && x.animationCount == 1 && animator.animatingPropertyCount == 1)
    animator.advance(by: 0.25)
    #expect(close(animator.now, 0.25))
    #expect(close(x.presentation, 25, 1e-9))
    // Finite-difference velocity of a linear ramp of 100 per second.
    #expect(close(x.velocity, 100, 1e-6))
    animator.advance(by: 0.75)
    #expect(close(x.presentation, 100, 1e-9) && x.isAnimating)
    animator.advance(frames: 1)  // the first frame past the duration removes it
    #expect(x.presentation == 100 && !x.isAnimating && x.velocity == 0)
    #expect(animator.animatingPropertyCount == 0)
  }

  @Test func timeIsSecondsSinceTheTransaction() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.advance(by: 2)
    #expect(animator.now == 2)
    animator.withAnimation(.testLinear(1)) { x.value = 10 }
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 5, 1e-9))
  }

  @Test func framesAreAtStartPlusKOverFPS() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.advance(by: 0.1)
    animator.withAnimation(.testLinear(10)) { x.value = 1 }
    let start = animator.now
    var times: [Double] = []
    animator.advance(by: 1) { times.append($0) }
    #expect(times.count == 60)
    for (i, t) in times.enumerated() {
      #expect(t == (i == 59 ? start + 1 : start + Double(i + 1) / 60))
    }
    #expect(animator.now == start + 1)
  }

  @Test func partialFrameEndsExactlyAtTheRequestedTime() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    var times: [Double] = []
    animator.advance(by: 0.02) { times.append($0) }
    #expect(times == [1.0 / 60, 0.02])
    #expect(close(x.presentation, 2, 1e-9))
    #expect(animator.frameCount(for: 0.1) == 6)
    #expect(animator.frameCount(for: 0.02) == 2)
    #expect(animator.frameCount(for: -1) == 0 && animator.frameCount(for: .nan) == 0)
  }

  @Test func framesPerSecondCanChangeAndRejectsNonsense() {
    let animator = Animator(framesPerSecond: 120)
    #expect(animator.framesPerSecond == 120)
    animator.framesPerSecond = 0
    animator.framesPerSecond = .infinity
    animator.framesPerSecond = -5
    #expect(animator.framesPerSecond == 120)
    #expect(animator.frameCount(for: 1) == 120)
    animator.advance(by: .nan)
    animator.advance(by: -1)
    #expect(animator.now == 0)
  }

  @Test func idleClockJumpsAhead() {
    let animator = Animator()
    animator.advance(by: 1e9)
    #expect(animator.now == 1e9)
  }

  @Test func nonAnimatedChangeShiftsTheRunningTrajectory() {
    // Reference §6.2: a jump moves the target but leaves the interval, shifting the trajectory.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))
    x.value = 150  // no transaction: jumps by +50
    #expect(x.isAnimating && x.animationCount == 1)
    #expect(close(x.presentation, 100, 1e-9))
    animator.advance(by: 0.25)
    // origin 0 + 50 shift + 75 % of 100.
    #expect(close(x.presentation, 125, 1e-9))
    // The velocity stays that of the ramp: the jump is not a motion.
    #expect(close(x.velocity, 100, 1e-6))
    animator.advance(by: 0.3)
    #expect(x.presentation == 150 && !x.isAnimating)
  }

  @Test func settingTheSameValueDoesNothing() {
    let animator = Animator()
    let x = animator.property(1.0)
    animator.withAnimation(.testLinear(1)) { x.value = 1 }
    #expect(!x.isAnimating)
  }

  @Test func resetDropsTheAnimationAndTheNextChangeJumps() {
    // Reference §6.9.
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 100 }
    animator.advance(by: 0.5)
    x.reset()
    #expect(!x.isAnimating && x.presentation == 100)
    animator.withAnimation(.testLinear(1)) { x.value = 0 }
    #expect(!x.isAnimating && x.presentation == 0)
    animator.withAnimation(.testLinear(1)) { x.value = 10 }
    #expect(x.isAnimating)
  }

  @Test func vectorsAndPairsAnimate() {
    let animator = Animator()
    let v = animator.property(AnimatableVector([0, 0, 0]))
    let p = animator.property(AnimatablePair(0.0, 10.0))
    animator.withAnimation(.testLinear(1)) {
      v.value = [10, 20, 30]
      p.value = AnimatablePair(100.0, 0.0)
    }
    animator.advance(by: 0.5)
    #expect(close(v.presentation[0], 5) && close(v.presentation[1], 10))
    #expect(close(v.presentation[2], 15))
    #expect(close(p.presentation.first, 50) && close(p.presentation.second, 5))
    #expect(close(v.velocity[2], 30, 1e-6) && close(p.velocity.second, -10, 1e-6))
  }

  @Test func otherValueTypesUseTheGenericPath() {
    let animator = Animator()
    let q = animator.property(AnimatablePair(0.0, AnimatablePair(0.0, 0.0)))
    let f = animator.property(Float(0))
    animator.withAnimation(.testLinear(1)) {
      q.value = AnimatablePair(10, AnimatablePair(20, 30))
      f.value = 8
    }
    animator.advance(by: 0.25)
    #expect(close(q.presentation.second.second, 7.5, 1e-9) && close(q.presentation.first, 2.5))
    #expect(abs(f.presentation - 2) < 1e-5)
    animator.advance(by: 1)
    #expect(!q.isAnimating && !f.isAnimating && f.presentation == 8)
  }

  @Test func twoPropertiesAnimateAtOnceWithDifferentCurves() {
    // Seed 003: x with one curve, y with another, changed in two withAnimation calls.
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    withAnimation(.testLinear(1)) { x.value = 100 }
    withAnimation(.testEaseIn(1)) { y.value = 100 }
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))
    #expect(close(y.presentation, 25, 1e-9))
    animator.advance(by: 0.25)
    #expect(close(x.presentation, 75, 1e-9))
    #expect(close(y.presentation, 56.25, 1e-9))
    animator.advance(by: 0.5)
    #expect(x.presentation == 100 && y.presentation == 100)
    #expect(!animator.isAnimating)
  }

  @Test func samplingIsDeterministicBitForBit() {
    func run() -> [AnimationSample<Double>] {
      let animator = Animator()
      let x = animator.property(0.0)
      animator.withAnimation(.testSpring) { x.value = 100 }
      animator.advance(by: 0.1)
      animator.withAnimation(.testLinear(0.4)) { x.value = 30 }
      return animator.sample(x, for: 1.5)
    }
    let a = run()
    let b = run()
    #expect(a.count == 91)
    #expect(a == b)
    #expect(a.map(\.value.bitPattern) == b.map(\.value.bitPattern))
  }

  @Test func sampleRecordsTimeValueAndVelocity() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) { x.value = 60 }
    let samples = animator.sample(x, for: 1)
    #expect(samples.count == 61)
    #expect(samples.first == AnimationSample(time: 0, value: 0, velocity: 0))
    for (k, s) in samples.enumerated() {
      #expect(s.time == (k == 60 ? 1 : Double(k) / 60))
      #expect(close(s.value, Double(k), 1e-9))
      if k > 0 { #expect(close(s.velocity, 60, 1e-6)) }
    }
    #expect(animator.now == 1)
  }

  @Test func sampleReadsSeveralPropertiesAtTheSameFrames() {
    // Two linear moves (presentation = target × t / duration) read together, as an @State
    // array's element properties are: the frames are those sampling one property gives.
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    animator.withAnimation(.testLinear(1)) {
      x.value = 60
      y.value = -30
    }
    let samples = animator.sample(for: 0.5) { time in (time, x.presentation, y.presentation) }
    #expect(samples.count == 31)
    for (k, s) in samples.enumerated() {
      #expect(s.0 == (k == 30 ? 0.5 : Double(k) / 60))
      #expect(close(s.1, Double(k), 1e-9) && close(s.2, -Double(k) / 2, 1e-9))
    }
    #expect(animator.now == 0.5)
  }

  @Test func nestedAdvanceFromACallbackIsIgnored() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.testLinear(0.1), completionCriteria: .removed) {
      x.value = 1
    } completion: {
      animator.advance(by: 10)
    }
    var times: [Double] = []
    animator.advance(by: 0.5) { times.append($0) }
    #expect(times == times.sorted() && times.count == 30)
    #expect(animator.now == 0.5)
  }

  @Test func animatorReleasesFinishedProperties() {
    let animator = Animator()
    weak var weakX: AnimatedProperty<Double>?
    do {
      let x = animator.property(0.0)
      weakX = x
      animator.withAnimation(.testLinear(0.1)) { x.value = 1 }
    }
    #expect(weakX != nil)  // held while animating
    animator.advance(by: 0.2)
    #expect(weakX == nil)
  }
}
