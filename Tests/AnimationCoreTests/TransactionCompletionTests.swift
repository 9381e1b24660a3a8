import AnimationCore
import Testing

/// Collects completion events with the clock time they fired at.
final class CompletionLog {
  var events: [(tag: Int, time: Double)] = []
  var tags: [Int] { events.map(\.tag) }
}

@Suite("Transaction: animation completions")
struct TransactionCompletionTests {
  @Test func logicalThenRemovedLikeSwiftUI() {
    // Reference §6.7 / §8.2 (checked against SwiftUI): linear(5).logicallyComplete(after: 1),
    // two withAnimation calls; `.logicallyComplete` fires at about 1 s, `.removed` at about 5 s,
    // in the order [1, 2].
    let animator = Animator()
    let x = animator.property(0.0)
    let log = CompletionLog()
    let animation = Animation(TestLinearLogical(duration: 5, after: 1))
    withAnimation(animation, completionCriteria: .logicallyComplete) {
      x.value = 1
    } completion: {
      log.events.append((1, animator.now))
    }
    withAnimation(animation, completionCriteria: .removed) {
      x.value = 2
    } completion: {
      log.events.append((2, animator.now))
    }
    animator.advance(by: 6)
    #expect(log.tags == [1, 2])
    #expect(abs(log.events[0].time - 1) <= 1.0 / 60 + 1e-9)
    #expect(abs(log.events[1].time - 5) <= 1.0 / 60 + 1e-9)
  }

  @Test func logicalCompletionWithoutAnExplicitFlagFiresAtRemoval() {
    let animator = Animator()
    let x = animator.property(0.0)
    var firedAt: Double?
    withAnimation(.testLinear(1)) {
      x.value = 1
    } completion: {
      firedAt = animator.now
    }
    animator.advance(by: 0.99)
    #expect(firedAt == nil)
    animator.advance(by: 0.1)
    // Removed at the first frame past 1 s (frames from 0.99 are at 0.99 + k/60).
    #expect(firedAt.map { $0 > 1 && $0 <= 1 + 1.0 / 60 } == true)
  }

  @Test func noAnimationFiresRightAfterTheBody() {
    let animator = Animator()
    let x = animator.property(0.0)
    var order: [String] = []
    withAnimation(nil) {
      x.value = 1
      order.append("body")
    } completion: {
      order.append("completion")
    }
    order.append("after")
    #expect(order == ["body", "completion", "after"])
  }

  @Test func firesExactlyOnceForSeveralProperties() {
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    var count = 0
    var firedAt = 0.0
    withAnimation(.testLinear(2), completionCriteria: .removed) {
      x.value = 1
    } completion: {
      count += 1
      firedAt = animator.now
    }
    animator.advance(by: 1)
    // A second transaction reusing nothing: y's own animation doesn't count.
    withAnimation(.testLinear(5)) { y.value = 1 }
    animator.advance(by: 10)
    #expect(count == 1)
    #expect(abs(firedAt - 2) < 0.02)
  }

  @Test func waitsForEveryPropertyOfItsTransaction() {
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    var firedAt: Double?
    withAnimation(.testLinear(1), completionCriteria: .removed) {
      x.value = 1
      withAnimation(.testLinear(3)) { y.value = 1 }  // nested: still this transaction's listener
    } completion: {
      firedAt = animator.now
    }
    animator.advance(by: 2)
    #expect(firedAt == nil)
    animator.advance(by: 2)
    #expect(firedAt.map { abs($0 - 3) < 0.02 } == true)
  }

  @Test func removedWaitsForAnimationsCombinedLater() {
    // `.removed` stays with the property through combines: it fires when the last ends.
    let animator = Animator()
    let x = animator.property(0.0)
    var firedAt: Double?
    withAnimation(.testLinear(1), completionCriteria: .removed) {
      x.value = 1
    } completion: {
      firedAt = animator.now
    }
    animator.advance(by: 0.5)
    withAnimation(.testLinear(1)) { x.value = 2 }
    animator.advance(by: 0.7)
    #expect(firedAt == nil)
    animator.advance(by: 0.5)
    #expect(firedAt.map { abs($0 - 1.5) < 0.02 } == true)
  }

  @Test func logicalFiresForTheAnimationItWasRegisteredWith() {
    // A merge before the logical completion forks it: the callback fires when the original
    // animation would have completed (1 s here), not when the merged one does.
    let animator = Animator()
    let x = animator.property(0.0)
    var firedAt: Double?
    withAnimation(Animation(TestLinearLogical(duration: 3, after: 1))) {
      x.value = 1
    } completion: {
      firedAt = animator.now
    }
    animator.advance(by: 0.5)
    withAnimation(Animation(TestMergingLinear(duration: 4))) { x.value = 2 }
    #expect(x.animationCount == 1)
    animator.advance(by: 0.6)
    #expect(firedAt.map { abs($0 - 1) < 0.02 } == true)
    #expect(x.isAnimating)
  }

  @Test func callbacksRunAfterTheFrameAndMayStartAnimations() {
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    withAnimation(.testLinear(0.5), completionCriteria: .removed) {
      x.value = 1
    } completion: {
      // The frame is over: x is already at rest.
      #expect(!x.isAnimating)
      withAnimation(.testLinear(1)) { y.value = 1 }
    }
    animator.advance(by: 1)
    #expect(y.isAnimating)
    #expect(y.presentation > 0.4 && y.presentation < 0.6)
  }

  @Test func resetCallsPendingCompletions() {
    let animator = Animator()
    let x = animator.property(0.0)
    var fired = 0
    withAnimation(.testLinear(1), completionCriteria: .removed) {
      x.value = 1
    } completion: {
      fired += 1
    }
    x.reset()
    #expect(fired == 1)
    animator.advance(by: 2)
    #expect(fired == 1)
  }

  @Test func explicitSetFinalizesItsTransactionsCompletions() {
    let animator = Animator()
    let x = animator.property(0.0)
    var log: [String] = []
    var t = Transaction(animation: .testLinear(1))
    t.addAnimationCompletion(criteria: .removed) { log.append("animated") }
    x.set(1, transaction: t)
    #expect(log.isEmpty)
    animator.advance(by: 1.1)
    #expect(log == ["animated"])
    var jump = Transaction()
    jump.addAnimationCompletion { log.append("jump") }
    x.set(2, transaction: jump)
    #expect(log == ["animated", "jump"])
  }

  @Test func transactionAddAnimationCompletion() {
    let animator = Animator()
    let x = animator.property(0.0)
    var log: [String] = []
    var t = Transaction(animation: .testLinear(1))
    t.addAnimationCompletion { log.append("logical") }
    t.addAnimationCompletion(criteria: .removed) { log.append("removed") }
    withTransaction(t) { x.value = 1 }
    animator.advance(by: 2)
    #expect(log == ["logical", "removed"])
  }
}
