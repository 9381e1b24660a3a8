/// The persistent spring behind `.spring`, `.interactiveSpring`, `.smooth`, `.snappy`, `.bouncy`
/// and `.default`.
///
/// It integrates a unit-mass spring numerically at a fixed step of 1/300 s and keeps position and
/// velocity in the animation state, so that a new spring arriving on a running animation merges
/// with it (it always merges) and continues from the current position and velocity toward the new
/// target. `response` is the period of the undamped spring; when a spring with another response
/// merges and `blendDuration` is positive, the response is blended from the old one to the new one
/// over `blendDuration` seconds with a smoothstep.
struct FluidSpringAnimation: CustomAnimation, DoubleAnimating {
  /// The stiffness of the spring, as an approximate duration in seconds.
  var response: Double
  /// The damping ratio ζ: 1 is critically damped, below 1 bounces.
  var dampingFraction: Double
  /// How long, in seconds, a change of response is blended over after a merge.
  var blendDuration: Double

  /// The integration step: 300 Hz, five steps per 60 Hz frame.
  @usableFromInline static let step: Double = 1.0 / 300.0
  /// The stiffest spring allowed, (2π/r)² for r ≈ 0.0296 s; response ≤ 0 means this spring.
  @usableFromInline static let maximumStiffness: Double = 45_000
  /// Squared magnitude of velocity and force below which the spring may be at rest (0.06²).
  @usableFromInline static let restThreshold: Double = 0.0036

  init(response: Double, dampingFraction: Double, blendDuration: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// The response in effect at `time`, blending from a previous spring's response after a merge.
  @inline(__always)
  func effectiveResponse<V>(time: TimeInterval, state: FluidSpringState<V>) -> Double {
    guard blendDuration > 0, state.blendInterval != 0 else { return response }
    // Clamp the progress (not the duration, as OpenSwiftUI's operator precedence does).
    let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
    let smooth = progress * progress * (3 - 2 * progress)
    return response + state.blendInterval * (1 - smooth)
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if V.self == Double.self {
      // The common case runs fully specialized code: `V` is `Double`, so the context is an
      // `AnimationContext<Double>` and the value a `Double`.
      let result = withUnsafeMutablePointer(to: &context) { pointer in
        pointer.withMemoryRebound(to: AnimationContext<Double>.self, capacity: 1) {
          animateDouble(
            value: unsafeBitCast(value, to: Double.self), time: time, context: &$0.pointee)
        }
      }
      return result.map { unsafeBitCast($0, to: V.self) }
    }
    if V.self == AnimatableVector.self {
      // The interpreter's values: integrate element by element in place, without the
      // intermediate vectors the generic arithmetic would allocate at every step.
      let result = withUnsafeMutablePointer(to: &context) { pointer in
        pointer.withMemoryRebound(to: AnimationContext<AnimatableVector>.self, capacity: 1) {
          animateVector(
            value: unsafeBitCast(value, to: AnimatableVector.self), time: time,
            context: &$0.pointee)
        }
      }
      return result.map { unsafeBitCast($0, to: V.self) }
    }
    return animateGeneric(value: value, time: time, context: &context)
  }

  @inline(never)
  package func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    animateGeneric(value: value, time: time, context: &context)
  }

  /// The integrator of ``advance(spring:state:value:time:isLogicallyComplete:)`` for
  /// `AnimatableVector`, element by element, with the same operations in the same order.
  @inline(never)
  func animateVector(
    value: AnimatableVector, time: TimeInterval, context: inout AnimationContext<AnimatableVector>
  ) -> AnimatableVector? {
    var isLogicallyComplete = context.isLogicallyComplete
    let result = context.state.modify(FluidSpringState<AnimatableVector>.self) {
      (state: inout FluidSpringState<AnimatableVector>) -> AnimatableVector? in
      let r = effectiveResponse(time: time, state: state)
      let stiffness: Double
      if r > 0 {
        let omega = 2 * Double.pi / r
        stiffness = min(omega * omega, Self.maximumStiffness)
      } else {
        stiffness = Self.maximumStiffness
      }
      if time - state.startTime >= r { isLogicallyComplete = true }
      if time - state.time > 1.0 { state.time = time - 1.0 / 60.0 }
      let dt = Self.step
      let halfStep = dt / 2
      let damping = 2 * stiffness.squareRoot() * dampingFraction
      let n = Swift.max(
        value.count, state.offset.count, state.velocity.count, state.force.count)
      // Missing components count as zero, as in AnimatableVector's arithmetic.
      func pad(_ vector: inout AnimatableVector) {
        if vector.count < n {
          vector.elements.append(contentsOf: repeatElement(0, count: n - vector.count))
        }
      }
      pad(&state.offset)
      pad(&state.velocity)
      pad(&state.force)
      var start = state.time
      // Past about 1e13 s a step no longer moves the clock (t + dt == t) and the loops below
      // would never end; the spring holds still there instead (issue 8).
      if start + dt == start { start = time }
      var end = start
      while end < time { end += dt }
      var velocitySquared = 0.0
      var forceSquared = 0.0
      var tolerance = 0.0
      var distance = 0.0
      value.elements.withUnsafeBufferPointer { target in
        state.offset.elements.withUnsafeMutableBufferPointer { xs in
          state.velocity.elements.withUnsafeMutableBufferPointer { vs in
            state.force.elements.withUnsafeMutableBufferPointer { fs in
              for i in 0..<n {
                let goal = i < target.count ? target[i] : 0
                var x = xs[i]
                var v = vs[i]
                var f = fs[i]
                var t = start
                while t < time {
                  v += f * halfStep
                  x += v * dt
                  f = (goal - x) * stiffness - v * damping
                  v += f * halfStep
                  t += dt
                }
                xs[i] = x
                vs[i] = v
                fs[i] = f
                velocitySquared += v * v
                forceSquared += f * f
                let scaled = goal * 0.01
                tolerance += scaled * scaled
                distance += (goal - x) * (goal - x)
              }
            }
          }
        }
      }
      state.time = end
      if Swift.max(velocitySquared, forceSquared) > Self.restThreshold { return state.offset }
      if tolerance > 0 && tolerance < distance { return state.offset }
      return nil
    }
    context.isLogicallyComplete = isLogicallyComplete
    return result
  }

  @inline(__always)
  func animateGeneric<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var isLogicallyComplete = context.isLogicallyComplete
    let result = context.state.modify(FluidSpringState<V>.self) { state in
      Self.advance(
        spring: self, state: &state, value: value, time: time,
        isLogicallyComplete: &isLogicallyComplete)
    }
    context.isLogicallyComplete = isLogicallyComplete
    return result
  }

  /// One frame of the integrator: advances `state` to `time` and applies the settle test.
  @inline(__always)
  static func advance<V: VectorArithmetic>(
    spring: FluidSpringAnimation, state: inout FluidSpringState<V>, value: V, time: TimeInterval,
    isLogicallyComplete: inout Bool
  ) -> V? {
    let r = spring.effectiveResponse(time: time, state: state)
    let stiffness: Double
    if r > 0 {
      let omega = 2 * Double.pi / r
      stiffness = min(omega * omega, maximumStiffness)
    } else {
      stiffness = maximumStiffness
    }
    if time - state.startTime >= r { isLogicallyComplete = true }
    // After a long gap (a stalled clock) advance by one frame only, as SwiftUI does; this also
    // bounds the loop below to about 300 steps.
    if time - state.time > 1.0 { state.time = time - 1.0 / 60.0 }

    let dt = step
    let halfStep = dt / 2
    let damping = 2 * stiffness.squareRoot() * spring.dampingFraction
    var t = state.time
    // Past about 1e13 s a step no longer moves the clock (t + dt == t) and the loop below would
    // never end; the spring holds still there instead (issue 8). Tested on the local copy: the
    // same test on `state.time` cost a third of the 100,000-property frame.
    if t + dt == t { t = time }
    var x = state.offset
    var v = state.velocity
    var f = state.force
    while t < time {
      // Velocity Verlet (kick–drift–kick) on a unit mass.
      v += f.scaled(by: halfStep)
      x += v.scaled(by: dt)
      var pull = value
      pull -= x
      pull.scale(by: stiffness)
      pull -= v.scaled(by: damping)
      f = pull
      v += f.scaled(by: halfStep)
      t += dt
    }
    state.time = t
    state.offset = x
    state.velocity = v
    state.force = f

    if max(v.magnitudeSquared, f.magnitudeSquared) > restThreshold { return x }
    let tolerance = value.scaled(by: 0.01).magnitudeSquared
    if tolerance > 0 && tolerance < (value - x).magnitudeSquared { return x }
    return nil
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    context.state[FluidSpringState<V>.self].velocity
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    // Capture the state of the last rendered frame before `previous` re-evaluates itself.
    var state = context.state[FluidSpringState<V>.self]
    let velocity = previous.velocity(value: value, time: time, context: context) ?? state.velocity
    let offset = previous.animate(value: value, time: time, context: &context) ?? state.offset
    state.velocity = velocity
    state.offset = offset
    state.time = time
    state.startTime = time
    if let previousResponse = FluidSpringAnimation.response(of: previous.base),
      previousResponse != response
    {
      state.blendInterval = previousResponse - response
      state.blendStart = time
    }
    context.state[FluidSpringState<V>.self] = state
    // The retargeted spring completes logically one response after now.
    context.isLogicallyComplete = false
    return true
  }

  /// The response of a fluid spring (or `.default`), for blending; `nil` for other animations.
  static func response(of base: any CustomAnimation) -> Double? {
    if let spring = base as? FluidSpringAnimation { return spring.response }
    if base is DefaultAnimation { return DefaultAnimation.spring.response }
    return nil
  }
}

/// The integrator's state, kept in the animation context.
struct FluidSpringState<Value: VectorArithmetic>: AnimationStateKey {
  /// The position reached, as a part of the animated interval.
  var offset: Value = .zero
  /// The velocity, in interval units per second.
  var velocity: Value = .zero
  /// The last force computed.
  var force: Value = .zero
  /// The time the integrator has reached (a multiple of the step past the last merge).
  var time: TimeInterval = 0
  /// When the spring started or was last retargeted.
  var startTime: TimeInterval = 0
  /// When the response blend started.
  var blendStart: TimeInterval = 0
  /// Previous response minus this response, blended away over `blendDuration`.
  var blendInterval: Double = 0

  static var defaultValue: Self { .init() }
}

extension FluidSpringAnimation: FactoryDescribable {
  var factoryDescription: String {
    if blendDuration == 0 && response == 0.5 {
      switch dampingFraction {
      case 1: return ".spring"
      case 0.85: return ".snappy"
      case 0.7: return ".bouncy"
      default: break
      }
    }
    if response == 0.15 && dampingFraction == 0.85 && blendDuration == 0.25 {
      return ".interactiveSpring"
    }
    return ".spring(response: \(response), dampingFraction: \(dampingFraction), "
      + "blendDuration: \(blendDuration))"
  }
}
