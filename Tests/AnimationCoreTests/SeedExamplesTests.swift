// The Swift examples of the seed documents (seeds 000 and 004: Apple's CustomAnimation,
// AnimationContext and AnimationState pages), verbatim except `import SwiftUI` →
// `import AnimationCore` and without the View code. They must compile unchanged against
// AnimationCore and behave as documented. Their top-level types shadow the library's own
// `PausableAnimation` and `TargetAnimation` in this module; the library's are tested as
// `AnimationCore.PausableAnimation` in AnimationPausableTests.swift and AnimationTargetTests.swift.

import AnimationCore
import Testing

// MARK: - Seed code (verbatim)

struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        if time > duration { return nil } // The animation has finished.


        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

extension Animation {
    static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}

private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
    var paused = false
    var pauseTime: TimeInterval = 0.0

    static var defaultValue: Self { .init() }
}


extension AnimationContext {
    fileprivate var pausableState: PausableState<Value> {
        get { state[PausableState<Value>.self] }
        set { state[PausableState<Value>.self] = newValue }
    }
}

struct PausableAnimation: CustomAnimation {
    let base: Animation

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        let paused = context.environment.animationPaused

        let pausableState = context.pausableState
        var pauseTime = pausableState.pauseTime
        if pausableState.paused != paused {
            pauseTime = time - pauseTime
            context.pausableState = PausableState(paused: paused, pauseTime: pauseTime)
        }

        let effectiveTime = paused ? pauseTime : time - pauseTime
        let result = base.animate(value: value, time: effectiveTime, context: &context)
        return result
    }
}

struct AnimationPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var animationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
}

private struct TargetState<Value: VectorArithmetic>: AnimationStateKey {
    var timeDelta = 0.0
    var valueDelta = Value.zero
    var secondaryState: AnimationState<Value>? = .init()

    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var targetState: TargetState<Value> {
        get { state[TargetState<Value>.self] }
        set { state[TargetState<Value>.self] = newValue }
    }
}

struct TargetAnimation: CustomAnimation {
    var base: Animation
    var secondary: Animation


    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var targetValue = value
        if let secondaryState = context.targetState.secondaryState {
            var secondaryContext = context
            secondaryContext.state = secondaryState
            let secondaryValue = value - context.targetState.valueDelta
            let result = secondary.animate(
                value: secondaryValue, time: time - context.targetState.timeDelta,
                context: &secondaryContext)
            if let result = result {
                context.targetState.secondaryState = secondaryContext.state
                targetValue = result + context.targetState.valueDelta
            } else {
                context.targetState.secondaryState = nil
            }
        }
        let result = base.animate(value: targetValue, time: time, context: &context)
        if let result = result {
            targetValue = result
        } else if context.targetState.secondaryState == nil {
            return nil
        }
        return targetValue
}


    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? Self else { return false }
        var secondaryContext = context
        if let secondaryState = context.targetState.secondaryState {
            secondaryContext.state = secondaryState
            context.targetState.valueDelta = secondary.animate(
                value: value, time: time - context.targetState.timeDelta,
                context: &secondaryContext) ?? value
        } else {
            context.targetState.valueDelta = value
        }
        // Reset the target each time a merge occurs.
        context.targetState.secondaryState = .init()
        context.targetState.timeDelta = time
        return base.shouldMerge(
            previous: previous.base, value: value, time: time,
            context: &context)
    }
}

// MARK: - Tests

/// The seed examples compile against AnimationCore and behave as their documentation says.
@Suite struct SeedExamplesTests {
  /// Values of the elastic curve, worked out by hand from the seed's formula (python3):
  /// p < 0.5: −2^(20p−10)·sin((20p − 11.125)·2π/4.5)/2; p ≥ 0.5: 2^(−20p+10)·sin(…)/2 + 1.
  @Test func elasticCurveValues() {
    let animation = Animation.elasticEaseInEaseOut(duration: 2)
    var context = AnimationContext<Double>()
    let expected: [(p: Double, value: Double)] = [
      (0.1, 0.000339156597), (0.25, 0.011969444424), (0.4, -0.117461577598),
      (0.45, 0.043412044417), (0.5, 0.5), (0.55, 0.956587955583), (0.6, 1.117461577598),
      (0.75, 0.988030555576), (0.9, 0.999660843403), (1.0, 0.999915210851),
    ]
    for (p, value) in expected {
      let result = animation.animate(value: 100.0, time: p * 2, context: &context)
      #expect(close(result, 100 * value, 1e-9), "p = \(p)")
    }
    #expect(animation.animate(value: 100.0, time: 2.001, context: &context) == nil)
  }

  @Test func elasticFactories() {
    #expect(Animation.elasticEaseInEaseOut == .elasticEaseInEaseOut(duration: 0.35))
    #expect(Animation.elasticEaseInEaseOut != .elasticEaseInEaseOut(duration: 5))
    #expect(Animation.elasticEaseInEaseOut.base is ElasticEaseInEaseOutAnimation)
    #expect(Animation.elasticEaseInEaseOut.factoryDescription
      == "ElasticEaseInEaseOutAnimation(duration: 0.35)")
    // It runs on a vector too: every component follows the same curve.
    var context = AnimationContext<AnimatablePair<Double, Double>>()
    let pair = Animation.elasticEaseInEaseOut(duration: 1).animate(
      value: AnimatablePair(100.0, -50.0), time: 0.6, context: &context)
    #expect(close(pair?.first, 111.7461577598, 1e-8))
    #expect(close(pair?.second, -55.8730788799, 1e-8))
  }

  @Test func pausableFreezesAndResumes() {
    // The seed's PausableAnimation reads the seed's own `animationPaused` (AnimationPausedKey).
    let animation = Animation(PausableAnimation(base: .linear(duration: 4)))
    var context = AnimationContext<Double>()
    #expect(context.environment.animationPaused == false)
    #expect(close(animation.animate(value: 100.0, time: 1, context: &context), 25, 1e-3))
    context.environment.animationPaused = true
    // The seed's own accessor (stored under its key type) shadows the library's named one.
    #expect(context.environment[AnimationPausedKey.self] == true)
    #expect(context.environment[named: "animationPaused"] == nil)
    #expect(close(animation.animate(value: 100.0, time: 1.5, context: &context), 37.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 3, context: &context), 37.5, 1e-3))
    context.environment.animationPaused = false
    // Paused from 1.5 to 3: resumes at 1.5 s of animation and ends 1.5 s late.
    #expect(close(animation.animate(value: 100.0, time: 3, context: &context), 37.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 4, context: &context), 62.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 5.5, context: &context), 100, 1e-3))
    #expect(animation.animate(value: 100.0, time: 5.6, context: &context) == nil)
  }

  @Test func targetRetargetsThroughSecondary() {
    // Base: a linear 2 s animation; secondary: a linear 1 s animation that moves the target.
    let animation = Animation(
      TargetAnimation(base: .linear(duration: 2), secondary: .linear(duration: 1)))
    var context = AnimationContext<Double>()
    // Before any merge the secondary runs from a fresh state with no offset: the target moves
    // from 0 to 100 over 1 s, and the base covers time/2 of that moving target.
    #expect(close(animation.animate(value: 100.0, time: 0.5, context: &context), 12.5, 1e-3))
    #expect(close(animation.animate(value: 100.0, time: 1, context: &context), 50, 1e-3))
    // The secondary has ended; the base alone goes on toward 100.
    #expect(close(animation.animate(value: 100.0, time: 1.5, context: &context), 75, 1e-3))

    // Retarget at t = 1.5 to 200 (interval 100 + 100). The previous secondary is over, so the
    // target restarts at the old interval (100) and moves to 200 in 1 s from t = 1.5.
    let next = Animation(
      TargetAnimation(base: .linear(duration: 2), secondary: .linear(duration: 1)))
    #expect(!next.shouldMerge(previous: animation, value: 100.0, time: 1.5, context: &context))
    // The base (a bezier) doesn't merge, so neither does the target animation, but the merge
    // step already reset its target: the state now animates toward 200 from 100.
    let after = next.animate(value: 200.0, time: 2, context: &context)
    // Target at t = 2: 100 + (200 − 100)·0.5 = 150; base fraction 1.0 → 150.
    #expect(close(after, 150, 1e-3))
  }

  @Test func targetMergesWhenBaseMerges() {
    let animation = Animation(TargetAnimation(base: .spring, secondary: .linear(duration: 1)))
    var context = AnimationContext<Double>()
    var last = 0.0
    for frame in 0...60 {
      last = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context) ?? last
    }
    // The spring chases a target that the secondary moved from 0 to 100 during the first second.
    #expect(last > 80 && last < 95)
    #expect(animation.shouldMerge(previous: animation, value: 100.0, time: 1, context: &context))
    // Right after the merge the spring goes on from where it was, toward the target that now
    // moves from the old interval to the new one: the value stays continuous.
    var values: [Double] = []
    for frame in 61...180 {
      if let v = animation.animate(value: 200.0, time: Double(frame) / 60, context: &context) {
        values.append(v)
      }
    }
    #expect(close(values.first, last, 2))
    #expect(close(values.last, 200, 1))
    // Different types never merge.
    #expect(!animation.shouldMerge(previous: .spring, value: 100.0, time: 1, context: &context))
  }
}
