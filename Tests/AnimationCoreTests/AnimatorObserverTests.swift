import AnimationCore
import Testing

/// The animator's observer sees every frame and every change to a property's animations, as a
/// preview's timeline marks them.
@Suite struct AnimatorObserverTests {
  @Test func startsMergesRetargetsJumpsFinishesAndCompletionsAreReported() {
    let animator = Animator()
    var events: [AnimatorEvent] = []
    animator.observer = { events.append($0) }
    let springy = animator.property(0.0)
    let linear = animator.property(0.0)
    animator.withAnimation(.spring) { springy.value = 100 }
    animator.withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
      linear.value = 100
    } completion: {}
    animator.advance(by: 0.5)
    // SwiftUI: a spring merges with a running spring; timing curves combine (reference §6).
    animator.withAnimation(.spring) { springy.value = 0 }
    animator.withAnimation(.linear(duration: 1)) { linear.value = 0 }
    linear.value = 50  // no transaction animation: a jump
    animator.advance(by: 3)

    func marks(_ p: AnimatedPropertyBase) -> [AnimatorEvent.Kind] {
      events.filter { $0.property === p }.map(\.kind)
    }
    #expect(marks(springy) == [.started, .merged, .finished])
    #expect(marks(linear) == [.started, .retargeted, .jumped, .finished])
    #expect(events.filter { $0.kind == .started }.allSatisfy { $0.time == 0 })
    #expect(events.filter { $0.kind == .merged || $0.kind == .retargeted }.allSatisfy { $0.time == 0.5 })
    // The first linear move (combined with the second at 0.5 s) ends at 1 s; its completion
    // runs after the first frame past that, when the move reports that it has finished.
    let completion = events.first { $0.kind == .completion }
    #expect(completion.map { $0.time > 1 && $0.time <= 1 + 1.0 / 60 + 1e-9 } == true)
    // Frames: 30 to 0.5 s, then every frame while anything animates, then one frame event at
    // 3.5 s for the idle rest, where the clock jumped.
    let frames = events.filter { $0.kind == .frame }.map(\.time)
    #expect(frames.prefix(30).last == 0.5)
    #expect(frames.last == 3.5)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    let lastFinish = events.filter { $0.kind == .finished }.map(\.time).max() ?? 0
    #expect(frames.suffix(2).first == lastFinish)
  }

  @Test func withoutAnObserverNothingChanges() {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(.linear(duration: 1)) { x.value = 1 }
    animator.advance(by: 0.25)
    #expect(x.presentation == 0.25)
    #expect(animator.observer == nil)
  }
}
