import AnimationCore
import Testing

/// The phases of Apple's three-phase emoji ("Controlling the timing and movements of your
/// animations").
private enum AnimationPhase: CaseIterable {
  case initial, move, scale

  var verticalOffset: Double {
    switch self {
    case .initial: 0
    case .move, .scale: -64
    }
  }

  var scaleEffect: Double {
    switch self {
    case .initial: 1
    case .move, .scale: 1.5
    }
  }
}

@Suite("Animator: phase animation (PhaseAnimator's engine)")
struct PhaseAnimatedPropertyTests {
  private static let frame = 1.0 / 60

  @Test func applesThreePhaseEmojiSkipsThePhaseThatChangesNothing() throws {
    let animator = Animator()
    let emoji = try animator.phaseProperty(AnimationPhase.allCases, trigger: 1) { phase in
      AnimatablePair(phase.scaleEffect, phase.verticalOffset)
    } animation: { phase in
      switch phase {
      case .initial: .smooth
      case .move: .easeInOut(duration: 0.3)
      case .scale: .spring(duration: 0.3, bounce: 0.7)
      }
    }
    // Idle on the first phase until the trigger changes.
    #expect(emoji.phase == .initial)
    #expect(!emoji.isCycling)
    #expect(emoji.presentation == AnimatablePair(1, 0))
    emoji.update(trigger: 1)
    #expect(!emoji.isCycling)
    emoji.update(trigger: 2)
    #expect(emoji.phase == .move)
    // Half-way through easeInOut(0.3), which is symmetric: half of each change.
    animator.advance(by: 0.15)
    #expect(abs(emoji.presentation.first - 1.25) < 1e-6)
    #expect(abs(emoji.presentation.second - -32) < 1e-5)
    // The timing curve completes (logically = removed) at 0.3 s, which the first frame after
    // 0.3 s finds. `.scale` has the same values as `.move`: no animation, its completion fires
    // at once, and the animator goes straight on to `.initial` with `.smooth` (Eidhof's
    // observation of SwiftUI), dated back to 0.3 s, when `.move` completed.
    animator.advance(by: 0.15)
    #expect(emoji.phase == .move)
    animator.advance(by: Self.frame)
    #expect(emoji.phase == .initial)
    #expect(emoji.isCycling)
    #expect(abs(emoji.phaseBegan - 0.3) < 1e-9)
    // `.smooth` is a spring of response 0.5: logically complete 0.5 s after it started, at
    // 0.8 s; the cycle then ends, though the spring's tail still moves.
    animator.advance(by: 0.5 - 2 * Self.frame)
    #expect(emoji.isCycling)
    animator.advance(by: 2 * Self.frame)
    #expect(!emoji.isCycling)
    #expect(emoji.isAnimating)
    animator.advance(by: 3)
    #expect(emoji.presentation == AnimatablePair(1, 0))
  }

  @Test func applesTwoPhaseBounceLoopsForever() throws {
    // `.phaseAnimator([false, true]) { content.offset(y: phase ? -40 : 0) }`: the default
    // animation (a spring of response 0.55) hands over at its logical completion, 0.55 s.
    let animator = Animator()
    let offset = try animator.phaseProperty([false, true]) { $0 ? -40.0 : 0.0 }
    #expect(offset.phase == true)
    #expect(offset.isCycling)
    animator.advance(by: 0.5)
    #expect(offset.phase == true)
    animator.advance(by: 0.1)
    #expect(offset.phase == false)
    animator.advance(by: 0.45)
    #expect(offset.phase == false)
    animator.advance(by: 0.1)
    #expect(offset.phase == true)
    animator.advance(by: 10)
    #expect(offset.isCycling)
  }

  @Test func eachPhaseStartsWhenThePreviousCompletes() throws {
    // Looping [0, 1] with linear(0.25): each phase completes 0.25 s after it began and the next
    // begins then (next-wave.md §2), though the frame that finds the completion is up to 1/60 s
    // later. Phases are entered at 0 (phase 1), 0.25 (0), 0.5 (1), …: at 0.25·k, phase
    // (k + 1) mod 2, so the ninth, at 2.0 s, is phase 1. A frame's lag per phase would have put
    // it at 8 · (0.25 + 1/60) = 2.13 s.
    let animator = Animator()
    let x = try animator.phaseProperty([0.0, 1.0]) { $0 } animation: { _ in .linear(duration: 0.25) }
    animator.advance(by: 2.01)
    #expect(x.phase == 1.0)
    #expect(abs(x.phaseBegan - 2.0) < 1e-9)
    // 0.25 s into the phase from 1 to 0 that began at 0.25 · 7 = 1.75 s: at 1.875 s, half way.
    let y = try animator.phaseProperty([0.0, 1.0]) { $0 } animation: { _ in .linear(duration: 0.25) }
    animator.advance(by: 1.875)
    #expect(abs(y.presentation - 0.5) < 1e-9)
  }

  @Test func aRetriggerRestartsTheCycleAndIgnoresTheOldCompletion() throws {
    let animator = Animator()
    let x = try animator.phaseProperty([0.0, 1.0, 2.0], trigger: 0) { $0 } animation: { _ in
      .linear(duration: 1)
    }
    x.update(trigger: 1)
    #expect(x.phase == 1)
    animator.advance(by: 0.5)
    // Re-entering phase 1 (value 1 again) changes nothing, so it goes on to phase 2 at once.
    x.update(trigger: 2)
    #expect(x.phase == 2)
    // The first animation's completion (at 1 s) belongs to the old cycle: ignored. The combined
    // animation ends with its last part, 1 s after the retrigger.
    animator.advance(by: 0.7)
    #expect(x.phase == 2)
    animator.advance(by: 0.4)
    #expect(x.phase == 0)
    animator.advance(by: 1.1)
    #expect(!x.isCycling)
    #expect(x.presentation == 0)
  }

  @Test func phasesThatChangeNothingDoNotSpin() throws {
    let animator = Animator()
    let same = try animator.phaseProperty([1.0, 1.0, 1.0]) { $0 }
    #expect(!same.isCycling)
    let single = try animator.phaseProperty([5.0], trigger: 0) { $0 }
    single.update(trigger: 1)
    #expect(!single.isCycling)
    #expect(single.presentation == 5)
    // A nil animation jumps, and the next phase follows at once: a triggered cycle of jumps
    // ends back on the first phase.
    let jumps = try animator.phaseProperty([0.0, 1.0, 2.0], trigger: 0) { $0 } animation: { _ in nil }
    jumps.update(trigger: 1)
    #expect(!jumps.isCycling)
    #expect(jumps.phase == 0)
  }

  @Test func badPhaseListsAreErrorsNotHangs() {
    let animator = Animator()
    #expect(throws: PhaseAnimationError.emptyPhases) {
      try animator.phaseProperty([Double]()) { $0 }
    }
    #expect(
      throws: PhaseAnimationError.neverCompletes(
        phase: 1, animation: ".linear(duration: 1.0).repeatForever(autoreverses: true)")
    ) {
      try animator.phaseProperty([0.0, 1.0]) { $0 } animation: { phase in
        phase == 1 ? .linear(duration: 1).repeatForever() : .default
      }
    }
    #expect(throws: PhaseAnimationError.self) {
      try animator.phaseProperty([0.0, 1.0]) { $0 } animation: { _ in
        .easeIn(duration: 1).repeatForever().delay(0.5)
      }
    }
    // An animation closure that changes its mind later stops the phases where it does.
    var calls = 0
    let fickle = try? animator.phaseProperty([0.0, 1.0]) { $0 } animation: { _ in
      calls += 1
      return calls > 2 ? .linear(duration: 1).repeatForever() : .linear(duration: 0.1)
    }
    #expect(fickle?.error == .neverCompletes(phase: 1, animation: ".linear(duration: 1.0).repeatForever(autoreverses: true)"))
    #expect(fickle?.isCycling == false)
    // A deadline makes a forever-repeating animation complete logically.
    #expect(throws: Never.self) {
      try animator.phaseProperty([0.0, 1.0]) { $0 } animation: { _ in
        .linear(duration: 1).repeatForever().logicallyComplete(after: 1)
      }
    }
    #expect(
      PhaseAnimationError.emptyPhases.description == "a phase animation needs at least one phase")
    #expect(
      PhaseAnimationError.neverCompletes(phase: 1, animation: ".linear(duration: 1.0)").description
        == "phase 2's animation (.linear(duration: 1.0)) never completes, so the phases would "
        + "never advance; give it logicallyComplete(after:) or a finite repeat count")
  }
}
