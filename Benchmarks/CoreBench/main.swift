// CoreBench: AnimationCore's speed, release builds only (`make bench` runs it; it is not a test).
//
//   CoreBench animations   evaluations per second of built-in and custom animations, each next
//                          to a hand-written loop of the same formula (target: within 2x)
//   CoreBench frame [N]    N (100,000) independently animated properties (springs and curves)
//                          through 60 fps frames of the Animator (target: ≤ 3 ms a frame)
//   CoreBench ticks [N]    N (1,000,000) animator ticks of the seed's elastic as a Swift
//                          CustomAnimation: the native-Swift peer of Benchmarks/ticks.anim
//   CoreBench evaluate ROW [PASSES]
//                          one run of one `animations` row's animation (ROW is its key, e.g.
//                          `custom`), without the bare loop or repeats: for callgrind's counts
//
// Each measurement is the best of several runs (the machine is shared). Every loop folds its
// results into a checksum that is printed, so the optimizer cannot drop the work.
import AnimationCore
import Foundation

// MARK: - Timing

/// Seconds taken by `body`, best of `runs`, and the checksum of the last run.
func best(of runs: Int = 5, _ body: () -> Double) -> (seconds: Double, checksum: Double) {
  var fastest = Double.infinity
  var checksum = 0.0
  let clock = ContinuousClock()
  for _ in 0..<runs {
    var c = 0.0
    let d = clock.measure { c = body() }
    fastest = min(fastest, milliseconds(d) / 1e3)
    checksum = c
  }
  return (fastest, checksum)
}

func pad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func lpad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}

func fixed(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

// MARK: - Bare formulas (hand-written loops of what each animation computes)

/// The cubic Bézier timing curve of `.easeInOut` (0.42, 0, 0.58, 1): Newton's method on x(t),
/// bisection as a fallback, then y(t) rounded to 2⁻²⁰ — the same steps as AnimationCore's solver.
struct BareBezier {
  let ax, bx, cx, ay, by, cy: Double
  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }
  @inline(__always) func value(at x: Double) -> Double {
    let epsilon = 1.0 / 1_048_576
    var t = x
    var solved = false
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < epsilon {
        solved = true
        break
      }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < epsilon { break }
      t -= error / slope
    }
    if !solved {
      var low = 0.0
      var high = 1.0
      t = min(max(x, 0), 1)
      for _ in 0..<64 {
        let current = ((ax * t + bx) * t + cx) * t
        if abs(current - x) < epsilon { break }
        if current < x { low = t } else { high = t }
        t = (low + high) / 2
      }
    }
    // Rounded to a multiple of 2⁻²⁰, as SwiftUI's solver rounds its value (reference §2.3).
    let y = ((ay * t + by) * t + cy) * t
    return y.isFinite ? (y * 1_048_576).rounded() / 1_048_576 : y
  }
}

/// A custom animation with state: a smoothstep ease that never moves backwards, remembering the
/// furthest progress in `context.state`.
struct MonotonicEase: CustomAnimation {
  var duration: Double
  struct Furthest: AnimationStateKey {
    static var defaultValue: Double { 0 }
  }
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time <= duration else { return nil }
    let p = time / duration
    let eased = max(context.state[Furthest.self], p * p * (3 - 2 * p))
    context.state[Furthest.self] = eased
    return value.scaled(by: eased)
  }
}

/// `MonotonicEase` without its state: the same smoothstep, which for the benchmark's increasing
/// times gives the same values. The two rows together price `context.state`.
struct Smoothstep: CustomAnimation {
  var duration: Double
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time <= duration else { return nil }
    let p = time / duration
    return value.scaled(by: p * p * (3 - 2 * p))
  }
}

/// The seed's elastic ease-in-ease-out as a Swift custom animation (Benchmarks/ticks.anim).
struct ElasticEaseInEaseOut: CustomAnimation {
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time > duration { return nil }
    let p = time / duration
    let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
    if p < 0.5 {
      return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
    } else {
      return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
    }
  }
}

// MARK: - Evaluations per second

/// 60 frames of one second, evaluated `passes` times; each pass starts from a fresh context (so
/// stateful animations restart). Returns the sum of the values.
@inline(never)
func runAnimation(_ animation: Animation, passes: Int) -> Double {
  var sum = 0.0
  for _ in 0..<passes {
    var context = AnimationContext<Double>()
    for k in 1...60 {
      sum += animation.animate(value: 100.0, time: Double(k) / 60, context: &context) ?? 100
    }
  }
  return sum
}

@inline(never)
func bareBezier(passes: Int) -> Double {
  let curve = BareBezier(0.42, 0, 0.58, 1)
  let duration = 0.35
  var sum = 0.0
  for _ in 0..<passes {
    for k in 1...60 {
      let time = Double(k) / 60
      guard time <= duration else {
        sum += 100
        continue
      }
      sum += 100 * curve.value(at: min(max(time / duration, 0), 1))
    }
  }
  return sum
}

/// `.spring` (duration 0.5, bounce 0): the integrator of `BareFrame.fluid` in 1/300 s steps, then
/// the settle test the library makes after each frame.
@inline(never)
func bareSpring(passes: Int) -> Double {
  var sum = 0.0
  for _ in 0..<passes {
    var x = 0.0
    var v = 0.0
    var f = 0.0
    var t = 0.0
    var running = true
    for k in 1...60 {
      let time = Double(k) / 60
      guard running else {
        sum += 100
        continue
      }
      _ = BareFrame.fluid(response: 0.5, damping: 1, 100, time, &x, &v, &f, &t)
      let tolerance = 1.0 * 1.0
      if max(v * v, f * f) > 0.0036 || tolerance < (100 - x) * (100 - x) {
        sum += x
      } else {
        running = false
        sum += 100
      }
    }
  }
  return sum
}

/// `.interpolatingSpring` (duration 0.5, bounce 0): the closed-form damped oscillator.
@inline(never)
func bareInterpolatingSpring(passes: Int, settle: Double) -> Double {
  let omegaN = 2 * Double.pi / 0.5
  var sum = 0.0
  for _ in 0..<passes {
    for k in 1...60 {
      let time = Double(k) / 60
      guard time < settle else {
        sum += 100
        continue
      }
      // Critically damped (bounce 0, damping ratio 1): 1 − (1 + ωt)·e^(−ωt).
      let fraction = 1 - (1 + omegaN * time) * exp(-omegaN * time)
      sum += 100 * fraction
    }
  }
  return sum
}

@inline(never)
func bareMonotonic(passes: Int) -> Double {
  let duration = 2.0
  var sum = 0.0
  for _ in 0..<passes {
    var furthest = 0.0
    for k in 1...60 {
      let time = Double(k) / 60
      let p = time / duration
      furthest = max(furthest, p * p * (3 - 2 * p))
      sum += 100 * furthest
    }
  }
  return sum
}

/// The rows of `CoreBench animations`: a key for the `# core.KEY.ratio=` line, a name, the
/// animation, and the hand-written loop it is compared with.
func animationRows()
  -> [(key: String, name: String, animation: Animation, bare: (Int) -> Double)]
{
  // The interpolating spring ends when it has settled; AnimationCore computes that time once.
  var settle = 0.0
  do {
    let spring = Animation.interpolatingSpring
    var context = AnimationContext<Double>()
    var t = 0.0
    while spring.animate(value: 1.0, time: t, context: &context) != nil, t < 100 { t += 1e-3 }
    settle = t
  }
  return [
    ("easeInOut", "easeInOut (bezier)", .easeInOut, { bareBezier(passes: $0) }),
    (".spring", ".spring", .spring, { bareSpring(passes: $0) }),
    ("interpolatingSpring", "interpolatingSpring", .interpolatingSpring, {
      bareInterpolatingSpring(passes: $0, settle: settle)
    }),
    // The library's PausableAnimation (not paused) around .easeInOut: the bare formula is
    // the ease's, since an unpaused pause check adds no arithmetic.
    ("pausable", "pausable easeInOut", Animation(PausableAnimation(base: .easeInOut)), {
      bareBezier(passes: $0)
    }),
    ("custom_stateless", "custom stateless", Animation(Smoothstep(duration: 2)), {
      bareMonotonic(passes: $0)
    }),
    ("custom", "custom with state", Animation(MonotonicEase(duration: 2)), {
      bareMonotonic(passes: $0)
    }),
  ]
}

func animationsBenchmark() {
  let passes = 50_000  // 3 million evaluations per row
  let evaluations = Double(passes * 60)
  print("AnimationCore evaluations per second (60 frames x \(passes) passes, best of 7)")
  print(
    pad("animation", 22) + lpad("built-in /s", 14) + lpad("bare loop /s", 14)
      + lpad("ratio", 8) + "  checksums")
  var seconds: [String: Double] = [:]
  for (key, name, animation, bare) in animationRows() {
    // Alternate the two loops so that both see the same load from other processes.
    var core = (seconds: Double.infinity, checksum: 0.0)
    var hand = (seconds: Double.infinity, checksum: 0.0)
    for _ in 0..<7 {
      let c = best(of: 1) { runAnimation(animation, passes: passes) }
      let h = best(of: 1) { bare(passes) }
      core = (min(core.seconds, c.seconds), c.checksum)
      hand = (min(hand.seconds, h.seconds), h.checksum)
    }
    seconds[key] = core.seconds
    let ratio = core.seconds / hand.seconds
    print(
      pad(name, 22) + lpad(fixed(evaluations / core.seconds / 1e6, 1) + " M", 14)
        + lpad(fixed(evaluations / hand.seconds / 1e6, 1) + " M", 14)
        + lpad(fixed(ratio, 2) + "x", 8)
        + "  \(fixed(core.checksum, 1)) / \(fixed(hand.checksum, 1))")
    print("# core.\(key).ratio=\(fixed(ratio, 3))")
  }
  // Issue 14's measure of `context.state`: the stateful custom animation against the same
  // formula without state (target: within 3x).
  if let stateful = seconds["custom"], let stateless = seconds["custom_stateless"] {
    let ratio = stateful / stateless
    print("custom with state / custom stateless: \(fixed(ratio, 2))x")
    print("# core.custom.state_over_stateless=\(fixed(ratio, 3))")
  }
}

/// One run of one row's animation, for callgrind: instructions per evaluation are its count
/// divided by 60 x `passes`.
func evaluateBenchmark(_ key: String, passes: Int) {
  guard let row = animationRows().first(where: { $0.key == key }) else {
    print("no row \(key); rows: \(animationRows().map(\.key).joined(separator: ", "))")
    return
  }
  let sum = runAnimation(row.animation, passes: passes)
  print("\(row.name): \(passes * 60) evaluations (checksum \(fixed(sum, 1)))")
}

// MARK: - 100,000 properties through a frame

func frameBenchmark(count: Int = 100_000) {
  let animations: [Animation] = [
    .spring, .easeInOut(duration: 1), .interpolatingSpring, .linear(duration: 2),
    .spring(duration: 1, bounce: 0.3), .easeOut(duration: 1.5),
  ]
  let animator = Animator()
  var properties: [AnimatedProperty<Double>] = []
  properties.reserveCapacity(count)
  for i in 0..<count {
    let p = animator.property(0.0)
    properties.append(p)
    animator.withAnimation(animations[i % animations.count]) { p.value = 100 + Double(i % 7) }
  }
  // 30 frames (half a second): every animation is still running throughout.
  // Wall time, and the thread's CPU time: on a shared machine a frame's wall time includes the
  // time other processes ran (a 3 ms frame at load 8 on 2 cores is mostly waiting).
  // The same frames of the bare formulas (`BareFrame`), taking turns with the animator's.
  var bare = BareFrame(count: count)
  var times: [Double] = []
  var cpuTimes: [Double] = []
  var bareTimes: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<30 {
    let cpuStart = threadCPUMilliseconds()
    let d = clock.measure { animator.advance(frames: 1) }
    cpuTimes.append(threadCPUMilliseconds() - cpuStart)
    times.append(milliseconds(d))
    bareTimes.append(milliseconds(clock.measure { bare.advance() }))
  }
  let running = animator.animatingPropertyCount
  let checksum = properties.reduce(0.0) { $0 + $1.presentation }
  times.sort()
  cpuTimes.sort()
  bareTimes.sort()
  let median = times[times.count / 2]  // trap-ok: 30 samples
  let fastest = times[0]  // trap-ok: 30 samples
  let cpuMedian = cpuTimes[cpuTimes.count / 2]  // trap-ok: 30 samples
  let bareMedian = bareTimes[bareTimes.count / 2]  // trap-ok: 30 samples
  print(
    "\(count) properties (springs, bezier curves, interpolating springs; \(running) still running),"
      + " one 60 fps frame: best \(fixed(fastest, 2)) ms, median \(fixed(median, 2)) ms"
      + " (CPU time median \(fixed(cpuMedian, 2)) ms) over 30 frames (checksum \(fixed(checksum, 1)))")
  print(
    "the same frames as bare formulas on flat arrays: best \(fixed(bareTimes[0], 2)) ms,"  // trap-ok: 30 samples
      + " median \(fixed(bareMedian, 2)) ms (checksum \(fixed(bare.checksum, 1)))")
  print(
    "# frame.best_ms=\(fixed(fastest, 3)) frame.median_ms=\(fixed(median, 3))"
      + " frame.cpu_median_ms=\(fixed(cpuMedian, 3)) frame.bare_median_ms=\(fixed(bareMedian, 3))")
}

func milliseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

/// The floor under the 100,000-property frame: the frame's formulas for the same properties
/// (property `i` runs the frame's animation `i % 6` over 0 → 100 + i % 7, from time 0) with
/// nothing of the animator around them: no objects, no animation boxes, no state boxes, no
/// records of the previous frame; a switch on the kind, the parameters as constants, the
/// springs' state in flat arrays. Each value is computed by the library's operations in its
/// order (the springs' settle tests left out: every spring of these 30 frames runs), so the
/// checksum equals the animator's (`CoreBench frame` prints both): the same work, bare.
struct BareFrame {
  let count: Int
  var time = 0.0
  // The fluid springs' integrator state, by property (unused for the others).
  var offset: [Double], velocity: [Double], force: [Double], reached: [Double]
  var presented: [Double]
  let easeInOut = BareBezier(0.42, 0, 0.58, 1)
  let linear = BareBezier(0, 0, 1, 1)
  let easeOut = BareBezier(0, 0, 0.58, 1)

  init(count: Int) {
    self.count = count
    offset = Array(repeating: 0, count: count)
    velocity = offset
    force = offset
    reached = offset
    presented = offset
  }

  var checksum: Double { presented.reduce(0, +) }

  /// One 60 fps frame, as `Animator.advance(frames: 1)` steps its clock.
  @inline(never)
  mutating func advance() {
    time += 1.0 / 60.0
    let time = time
    // `.interpolatingSpring` (duration 0.5, bounce 0), as its factory derives ω and ζ.
    let omega = 2 * Double.pi / 0.5
    let naturalFrequency = (omega * omega).squareRoot()
    offset.withUnsafeMutableBufferPointer { x in
      velocity.withUnsafeMutableBufferPointer { v in
        force.withUnsafeMutableBufferPointer { f in
          reached.withUnsafeMutableBufferPointer { t in
            presented.withUnsafeMutableBufferPointer { out in
              for i in 0..<count {
                let interval = 100 + Double(i % 7)
                let r: Double
                switch i % 6 {
                case 0: r = Self.fluid(response: 0.5, damping: 1, interval, time, &x[i], &v[i], &f[i], &t[i])
                case 1: r = interval * easeInOut.value(at: min(max(time / 1, 0), 1))
                case 2:
                  // Evaluated for each property, as the animator must (it does not know that
                  // these properties share their spring and their start).
                  r = interval * (1 - (1 + (naturalFrequency - 0) * time) * exp(-naturalFrequency * time))
                case 3: r = interval * linear.value(at: min(max(time / 2, 0), 1))
                case 4: r = Self.fluid(response: 1, damping: 0.7, interval, time, &x[i], &v[i], &f[i], &t[i])
                default: r = interval * easeOut.value(at: min(max(time / 1.5, 0), 1))
                }
                out[i] = r
              }
            }
          }
        }
      }
    }
  }

  /// `FluidSpringAnimation.advance` for a Double, with no blend and no settle test (every spring
  /// of the frame still runs).
  @inline(__always)
  static func fluid(
    response: Double, damping fraction: Double, _ value: Double, _ time: Double,
    _ x: inout Double, _ v: inout Double, _ f: inout Double, _ t: inout Double
  ) -> Double {
    let omega = 2 * Double.pi / response
    let stiffness = min(omega * omega, 45_000)
    let dt = 1.0 / 300.0
    let halfStep = dt / 2
    let damping = 2 * stiffness.squareRoot() * fraction
    while t < time {
      v += f * halfStep
      x += v * dt
      var pull = value
      pull -= x
      pull *= stiffness
      pull -= v * damping
      f = pull
      v += f * halfStep
      t += dt
    }
    return x
  }
}

/// The calling thread's CPU time, in milliseconds.
func threadCPUMilliseconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) * 1e-6
}

// MARK: - Native ticks

func ticksBenchmark(frames: Int) {
  let (seconds, checksum) = best(of: 3) {
    let animator = Animator()
    let x = animator.property(0.0)
    animator.withAnimation(Animation(ElasticEaseInEaseOut(duration: Double(frames)))) {
      x.value = 100
    }
    animator.advance(by: Double(frames) / 60)
    return x.presentation
  }
  print("\(frames) animator ticks of a Swift ElasticEaseInEaseOut: \(fixed(seconds, 3)) s"
    + " (presentation \(checksum))")
  print("# ticks.seconds=\(fixed(seconds, 4))")
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first ?? "all" {
case "animations": animationsBenchmark()
case "frame": frameBenchmark(count: arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000)
case "evaluate":
  evaluateBenchmark(
    arguments.dropFirst().first ?? "custom",
    passes: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 50_000)
case "ticks": ticksBenchmark(frames: arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
case "all":
  animationsBenchmark()
  frameBenchmark()
  ticksBenchmark(frames: 1_000_000)
default:
  print("usage: CoreBench [animations | frame [N] | ticks [N] | evaluate ROW [PASSES] | all]")
}
