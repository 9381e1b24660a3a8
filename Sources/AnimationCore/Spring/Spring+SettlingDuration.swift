import Foundation

extension Spring {
  /// Creates a spring with the specified duration and damping ratio.
  ///
  /// The damping ratio is clamped to [`ulpOfOne`, 1] (no over-damping) and the settling duration
  /// to [0.01, 10] seconds. The natural frequency ωn is then the root, found by Newton's method, of
  /// the settling condition: ζ/√(1 − ζ²)·e^(−ζ·ωn·T) = ε below critical damping, and
  /// e^(−ωn·T)·(ωn·T + 1) = ε at it.
  ///
  /// The iteration is SwiftUI's, step for step, so that the spring is SwiftUI's to the last bit
  /// (checked against the values of Respring, whose suite compares with SwiftUI for equality):
  /// solving the same equations in closed form, or stopping the iteration at another point,
  /// differs from SwiftUI by 1e-9 to 1e-5 relative.
  ///
  /// - Parameters:
  ///   - settlingDuration: The approximate time it will take for the spring to come to rest.
  ///   - dampingRatio: The amount of drag applied as a fraction of the amount needed to produce
  ///     critical damping.
  ///   - epsilon: The threshold for how small all subsequent values need to be before the spring
  ///     is considered to have settled.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let problem = SettlingProblem(
      duration: min(max(settlingDuration, 0.01), 10),
      dampingRatio: min(max(dampingRatio, .ulpOfOne), 1), epsilon: epsilon)
    // SwiftUI starts from ωn = 5/T for at most 12 steps; when that fails, from 1/T for 20.
    var naturalFrequency = 0.0
    if !problem.newton(from: 5, steps: 12, root: &naturalFrequency) {
      _ = problem.newton(from: 1, steps: 20, root: &naturalFrequency)
    }
    // ω = √|ωn² − (ζ·ωn)²|, d = ζ·ωn, in SwiftUI's order of operations; a negative root (no
    // usable frequency) gives d = ωn and ω = 0, and a NaN root a NaN spring.
    let x = naturalFrequency
    let decay = x * 2 * problem.dampingRatio / 2
    storedMass = 1
    decayConstant = x >= decay ? decay : x
    angularFrequency = x < decay ? 0 : abs(x * x - decay * decay).squareRoot()
  }
}

/// The equation `Spring(settlingDuration:dampingRatio:epsilon:)` solves for the natural frequency,
/// with its derivative, each written as SwiftUI evaluates it.
private struct SettlingProblem {
  /// T, clamped.
  let duration: Double
  /// ζ, clamped.
  let dampingRatio: Double
  /// ε: the settling threshold, also Newton's stopping tolerance.
  let epsilon: Double

  /// f(x) = 0 at the natural frequency x.
  func value(_ x: Double) -> Double {
    if dampingRatio >= 1 {
      let u = duration * x
      return exp(-u) * (u + 1) - (x < 0 ? -epsilon : epsilon)
    }
    let envelope = dampingRatio / (1 - dampingRatio * dampingRatio).squareRoot()
    return epsilon - abs(envelope * exp(-(duration * dampingRatio) * x))
  }

  /// f′(x). The under-damped form keeps SwiftUI's x²/x² factor: it is what makes x = 0 fail (NaN)
  /// and fall back to the second start.
  func derivative(_ x: Double) -> Double {
    if dampingRatio >= 1 {
      return -duration * duration * x / exp(duration * x)
    }
    let squared = x * x
    let numerator = squared * (dampingRatio * dampingRatio * duration)
    return numerator
      / (exp(duration * dampingRatio * x) * squared * (1 - dampingRatio * dampingRatio).squareRoot())
  }

  /// Newton's method from `start`/T for at most `steps` steps. `root` receives the last iterate
  /// whatever the outcome; the result says whether it counts as converged: no step went
  /// non-finite, and either the steps ran out or the last step was ≤ ε after a previous signed
  /// step ≤ ε·10⁵.
  func newton(from start: Double, steps: Int, root: inout Double) -> Bool {
    var x = (1 / duration) * start
    var previousStep = 0.0
    for taken in 1...max(steps, 1) {
      let next = x - value(x) / derivative(x)
      let step = x - next
      let jump = abs(next - x)
      x = next
      root = x
      guard next.isFinite else { return false }
      // The convergence test starts from the third step, when two steps are known.
      if taken >= 3 && jump <= epsilon { return previousStep <= epsilon * 1e5 }
      previousStep = step
    }
    return true
  }
}
