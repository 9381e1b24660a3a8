import AnimationCore
import Testing

extension AnimatorObserverTests {
  /// A phase animator tells the observer each phase it enters, also one it passes straight
  /// through: Apple's three-phase emoji, whose `.scale` phase has `.move`'s values.
  @Test func eachPhaseEnteredIsReportedWithItsIndex() throws {
    let animator = Animator()
    var events: [AnimatorEvent] = []
    animator.observer = { events.append($0) }
    let emoji = try animator.phaseProperty([0, 1, 2], trigger: 1) { phase in
      AnimatablePair(phase == 0 ? 1.0 : 1.5, phase == 0 ? 0.0 : -64)
    } animation: { phase in
      phase == 1 ? .easeInOut(duration: 0.3) : .smooth
    }
    // Made idle on the first phase: nothing entered until the trigger changes.
    #expect(events.isEmpty)
    emoji.update(trigger: 2)
    animator.advance(by: 1)
    let phases = events.filter { $0.kind == .phaseEntered }
    #expect(phases.map(\.phase) == [1, 2, 0])
    #expect(phases.allSatisfy { $0.property === emoji.property })
    // .move at once; the timing curve completes (is removed) in the first frame past 0.3 s,
    // where .scale changes nothing and .initial follows at the same instant.
    let frame = 1.0 / 60
    #expect(phases.first?.time == 0)
    let next = try #require(phases.dropFirst().first?.time)
    #expect(next > 0.3 && next <= 0.3 + frame + 1e-9)
    #expect(phases.last?.time == next)
    // A phase is entered before the animation it brings starts.
    let onProperty = events.filter { $0.property === emoji.property }.map(\.kind)
    #expect(onProperty.prefix(2) == [.phaseEntered, .started])
  }
}
