@testable import AnimationCore
import Testing

/// A Double property's frame evaluates a built-in animation through its `BuiltinPath`, without
/// the animation's box (issue 27). These tests run the same changes on two properties of one
/// animator, one on that path and one made to call the animation through its box as before,
/// and require every value either takes to be the same, bit for bit, on every frame: the path
/// is a copy of the animations' own Double code, so nothing may differ.
@Suite("Animator: the built-in path gives the box's values")
struct AnimatorBuiltinPathTests {
  /// The six animations of `CoreBench frame`, and the other kinds the path covers: `.default`
  /// (a fluid spring of its own type), an overshooting timing curve, an interpolating spring
  /// with an initial velocity, and `.snappy`.
  static let animations: [Animation] = [
    .spring, .easeInOut(duration: 1), .interpolatingSpring, .linear(duration: 2),
    .spring(duration: 1, bounce: 0.3), .easeOut(duration: 1.5),
    .default, .timingCurve(0.5, -0.6, 0.4, 1.8, duration: 0.8),
    .interpolatingSpring(stiffness: 120, damping: 8, initialVelocity: 3), .snappy,
  ]

  /// One property on the built-in path and one through the box, with what each has seen.
  final class Pair {
    let animator = Animator()
    let fast: AnimatedProperty<Double>
    let boxed: AnimatedProperty<Double>
    /// The clock times at which each one's logical completions and removals were called.
    var fastCompletions: [String] = []
    var boxedCompletions: [String] = []

    init() {
      fast = animator.property(0.0)
      boxed = animator.property(0.0)
      boxed.core.pointee.usesBuiltinPath = false
    }

    /// Sets both to `value` with `animation` (nil: a jump), recording their completions.
    func set(_ value: Double, _ animation: Animation?) {
      for (property, isFast) in [(fast, true), (boxed, false)] {
        guard let animation else {
          property.value = value
          continue
        }
        var transaction = Transaction(animation: animation)
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
          transaction.addAnimationCompletion(criteria: criteria) { [unowned self] in
            let entry = "\(criteria) at \(self.animator.now)"
            if isFast { self.fastCompletions.append(entry) } else { self.boxedCompletions.append(entry) }
          }
        }
        property.set(value, transaction: transaction)
      }
    }

    /// Advances `frames` frames, comparing the two after each.
    func compare(frames: Int, _ what: String) {
      for _ in 0..<frames {
        animator.advance(frames: 1)
        let at = "\(what) at \(animator.now)"
        #expect(
          fast.presentation.bitPattern == boxed.presentation.bitPattern,
          "\(at): \(fast.presentation) against \(boxed.presentation)")
        #expect(fast.velocity.bitPattern == boxed.velocity.bitPattern, "velocity \(at)")
        #expect(fast.isAnimating == boxed.isAnimating, "isAnimating \(at)")
        #expect(fast.animationCount == boxed.animationCount, "animationCount \(at)")
      }
      #expect(fastCompletions == boxedCompletions, "completions \(what)")
    }
  }

  @Test(arguments: animations)
  func startToEnd(animation: Animation) {
    let pair = Pair()
    pair.set(100, animation)
    // Not a test that cannot fail: the fast property does take the path, the other does not.
    if case .none = pair.fast.core.pointee.builtin {
      Issue.record("\(animation) has no built-in path")
    }
    if case .none = pair.boxed.core.pointee.builtin {} else {
      Issue.record("the boxed property took the built-in path")
    }
    // 5 s: every one of these animations has finished by then.
    pair.compare(frames: 300, "\(animation)")
    #expect(!pair.fast.isAnimating)
    #expect(pair.fastCompletions.count == 2)  // logically complete, then removed
  }

  @Test(arguments: animations)
  func retargetedAndJumped(animation: Animation) {
    let pair = Pair()
    pair.set(100, animation)
    pair.compare(frames: 12, "\(animation), first leg")
    // A second change with the same animation: springs merge (and stay on the path), curves
    // combine (a CombinedAnimation, through the box for both).
    pair.set(-40, animation)
    pair.compare(frames: 9, "\(animation), retargeted")
    // A change without animation shifts the running trajectory.
    pair.set(10, nil)
    pair.compare(frames: 300, "\(animation), jumped")
    #expect(!pair.fast.isAnimating && pair.fast.presentation == 10)
  }
}
