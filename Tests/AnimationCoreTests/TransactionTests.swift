import AnimationCore
import Testing

struct TestTransactionKey: TransactionKey {
  static var defaultValue: Int { 7 }
}

@Suite("Transaction: fields, nesting and precedence")
struct TransactionTests {
  @Test func defaults() {
    let t = Transaction()
    #expect(t.animation == nil && !t.disablesAnimations && !t.isContinuous && !t.tracksVelocity)
    #expect(!t.isAnimated)
    #expect(t[TestTransactionKey.self] == 7)
    let a = Transaction(animation: .testLinear(1))
    #expect(a.animation == .testLinear(1) && a.isAnimated)
  }

  @Test func fieldsAndCustomKeys() {
    var t = Transaction(animation: .testLinear(1))
    t.isContinuous = true
    t.tracksVelocity = true
    t[TestTransactionKey.self] = 3
    #expect(t.isContinuous && t.tracksVelocity && t[TestTransactionKey.self] == 3)
    t.disableAnimations()
    #expect(t.animation == nil && t.disablesAnimations && !t.isAnimated)
  }

  @Test func withAnimationAnimatesAndNilJumps() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.testLinear(1)) { x.value = 10 }
    #expect(x.isAnimating)
    let y = animator.property(0.0)
    withAnimation(nil) { y.value = 10 }
    #expect(!y.isAnimating && y.presentation == 10)
  }

  @Test func nestedWithAnimationNilRemovesTheAnimation() {
    // Reference §7.3: the inner transaction sets `animation` to nil, which wins.
    let animator = Animator()
    let x = animator.property(0.0)
    let y = animator.property(0.0)
    withAnimation(.testLinear(1)) {
      withAnimation(nil) { x.value = 10 }
      y.value = 10
    }
    #expect(!x.isAnimating && y.isAnimating)
  }

  @Test func nestedTransactionKeepsKeysItDoesNotSet() {
    let animator = Animator()
    let x = animator.property(0.0)
    var inner = Transaction()
    inner.isContinuous = true
    var seen: Transaction?
    x.transactionModifier = { seen = $0 }
    withAnimation(.testLinear(1)) {
      withTransaction(inner) { x.value = 10 }
    }
    #expect(x.isAnimating)
    #expect(seen?.isContinuous == true && seen?.animation == .testLinear(1))
  }

  @Test func keyPathForm() {
    let animator = Animator()
    let x = animator.property(0.0)
    withTransaction(\.animation, .testLinear(1)) { x.value = 10 }
    #expect(x.isAnimating)
    var continuous = false
    withTransaction(\.isContinuous, true) {
      continuous = TransactionProbe.current?.isContinuous ?? false
    }
    #expect(continuous)
  }

  @Test func explicitSetUsesTheGivenTransaction() {
    let animator = Animator()
    let x = animator.property(0.0)
    x.set(10, transaction: Transaction(animation: .testLinear(1)))
    #expect(x.isAnimating)
    x.set(20, transaction: nil)
    #expect(x.value == 20 && x.isAnimating)  // a jump shifts the running animation
  }

  @Test func transactionEndsWithItsBody() {
    let animator = Animator()
    let x = animator.property(0.0)
    withAnimation(.testLinear(1)) {}
    x.value = 1
    #expect(!x.isAnimating)
  }

  @Test func bodyResultAndErrorsPassThrough() throws {
    struct Failure: Error {}
    let result = withAnimation(.testLinear(1)) { 42 }
    #expect(result == 42)
    let animator = Animator()
    let x = animator.property(0.0)
    #expect(throws: Failure.self) {
      try withAnimation(.testLinear(1)) { throw Failure() }
    }
    x.value = 2  // the transaction was popped despite the error
    #expect(!x.isAnimating)
  }

  // MARK: - Implicit animation (`.animation(_:value:)`) and precedence

  @Test func implicitAnimationWinsOverWithAnimation() {
    // CORE.md decision 10, seed 003: the innermost declaration wins.
    let animator = Animator()
    let x = animator.property(0.0)
    x.animation(.testEaseIn(1))
    withAnimation(.testLinear(3)) { x.value = 100 }
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 25, 1e-9))  // ease-in over 1 s, not linear over 3 s
    #expect(x.implicitAnimation == .testEaseIn(1) && x.hasImplicitAnimation)
  }

  @Test func implicitAnimationAppliesWithoutATransaction() {
    let animator = Animator()
    let x = animator.property(0.0)
    x.animation(.testLinear(1))
    x.value = 100
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))
  }

  @Test func implicitNilAnimationStopsWithAnimation() {
    let animator = Animator()
    let x = animator.property(0.0)
    x.animation(nil)
    withAnimation(.testLinear(1)) { x.value = 100 }
    #expect(!x.isAnimating && x.presentation == 100)
    x.removeImplicitAnimation()
    withAnimation(.testLinear(1)) { x.value = 0 }
    #expect(x.isAnimating)
  }

  @Test func disablesAnimationsStopsImplicitButNotExplicit() {
    // Reference §7.2, seed 003: disablesAnimations only keeps the implicit animation out.
    let animator = Animator()
    let x = animator.property(0.0)
    x.animation(.testEaseIn(1))
    var t = Transaction()
    t.disablesAnimations = true
    withTransaction(t) { x.value = 100 }
    #expect(!x.isAnimating && x.presentation == 100)

    var explicit = Transaction(animation: .testLinear(1))
    explicit.disablesAnimations = true
    withTransaction(explicit) { x.value = 0 }
    #expect(x.isAnimating)
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))  // linear: the explicit animation ran
  }

  @Test func disablesAnimationsInsideWithAnimationKeepsTheOuterAnimation() {
    let animator = Animator()
    let x = animator.property(0.0)
    x.animation(.testEaseIn(1))
    var t = Transaction()
    t.disablesAnimations = true
    withAnimation(.testLinear(1)) {
      withTransaction(t) { x.value = 100 }
    }
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))
  }

  @Test func transactionModifierSeesIsContinuous() {
    // Seed 003's drag example: no animation while continuous, easing otherwise.
    let animator = Animator()
    let x = animator.property(0.0)
    x.transactionModifier = { t in
      t.animation = t.isContinuous ? nil : .testLinear(1)
    }
    withTransaction(\.isContinuous, true) { x.value = 10 }
    #expect(!x.isAnimating && x.presentation == 10)
    x.value = 20
    #expect(x.isAnimating)
  }

  @Test func implicitAnimationOverridesTheTransactionModifier() {
    let animator = Animator()
    let x = animator.property(0.0)
    x.transactionModifier = { $0.animation = .testLinear(3) }
    x.animation(.testLinear(1))
    x.value = 100
    animator.advance(by: 0.5)
    #expect(close(x.presentation, 50, 1e-9))
  }

  // MARK: - tracksVelocity

  @Test func tracksVelocityFeedsALaterSpring() {
    // Reference §4.7: changes sit on the model value; a spring merging later starts with the
    // measured velocity.
    let animator = Animator()
    let x = animator.property(0.0)
    var t = Transaction()
    t.tracksVelocity = true
    for step in 1...6 {
      withTransaction(t) { x.value = Double(step) * 10 }
      #expect(x.presentation == Double(step - 1) * 10 || x.isAnimating)
      animator.advance(by: 0.1)
      #expect(close(x.presentation, Double(step) * 10, 1e-9))
    }
    #expect(x.isAnimating)
    // 10 units per 0.1 s.
    #expect(abs(x.velocity - 100) < 20)
    animator.withAnimation(.testSpring) { x.value = 100 }
    #expect(abs(x.velocity - 100) < 20)
  }

  @Test func trackingEndsTwoSecondsAfterTheLastChange() {
    let animator = Animator()
    let x = animator.property(0.0)
    withTransaction(\.tracksVelocity, true) { x.value = 10 }
    animator.advance(by: 1.9)
    #expect(x.isAnimating && x.presentation == 10)
    animator.advance(by: 0.2)
    #expect(!x.isAnimating)
  }
}

/// Reads the thread's current transaction through a property's transaction modifier.
enum TransactionProbe {
  static var current: Transaction? {
    let animator = Animator()
    let p = animator.property(0.0)
    var seen: Transaction?
    p.transactionModifier = { seen = $0 }
    p.value = 1
    return seen
  }
}
