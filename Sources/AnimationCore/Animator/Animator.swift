/// A virtual clock, an environment and the animated properties that run on them: the part of
/// SwiftUI that drives animations, made explicit and deterministic.
///
/// ```swift
/// let animator = Animator()                 // t = 0, 60 frames per second
/// let x = animator.property(0.0)
/// animator.withAnimation(.linear(duration: 1)) { x.value = 100 }
/// animator.advance(by: 0.5)                 // ticks 30 frames
/// x.presentation                            // 50
/// let series = animator.sample(x, for: 0.5) // 31 samples: t = 0.5, 0.5 + 1/60, …, 1.0
/// ```
///
/// **Time.** The clock only moves when asked (``advance(by:)``, ``sample(_:for:)``). Frames are
/// ticked at ``framesPerSecond``: advancing by `d` from `t0` evaluates frame `k` at exactly
/// `t0 + k / fps` (computed from the frame number, never by summing), and, if `d` is not a whole
/// number of frames, one last frame at `t0 + d`. The same calls give the same numbers, bit for bit.
/// An animation's `time` is the clock time minus the time of the transaction that started it
/// (a merge keeps the previous start time).
///
/// **Environment.** ``environment`` is what every running animation sees through
/// `context.environment`; it can change between frames (for example
/// `animator.environment[named: "animationPaused"] = true`).
///
/// **Ownership.** Properties keep a weak reference to their animator; the animator keeps the
/// properties that are animating (and drops them when they finish), so an idle property lives only
/// as long as its owner keeps it.
///
/// **Threads.** An animator, its properties and the transactions that change them are confined to
/// one thread; nothing is locked. The transaction that ``withAnimation(_:_:)`` establishes is
/// per thread, as in SwiftUI, so the free functions need no "current animator": a property reads
/// the thread's transaction when its value is set and runs the animation on its own animator.
///
/// **Driving it from an interpreter.** A script's `@State var offset = 0.0` is an
/// `AnimatedProperty<Double>` (vectors and colours: `AnimatedProperty<AnimatableVector>`; pairs:
/// `AnimatedProperty<AnimatablePair<…>>`; keep mixed ones as ``AnimatedPropertyBase`` for
/// `isAnimating`, `animationCount` and `reset()`). Then:
/// - `offset = v` → `property.value = v` (reads the thread's transaction, so it works inside a
///   script's `withAnimation { }` run through ``withAnimation(_:_:)`` or
///   ``withTransaction(_:_:)``; both rethrow the body's errors);
/// - `t.animation = …`, `t.disablesAnimations`, `t.isContinuous` → ``Transaction``;
///   `withTransaction(t) { … }` → ``withTransaction(_:_:)``;
/// - the implicit animation → ``AnimatedProperty/animation(_:)``;
/// - `wait(d)` → ``advance(by:onFrame:)``; `now` → ``now``; `clock.fps` → ``framesPerSecond``;
/// - `environment.name = v` → `environment[named: "name"] = v`;
/// - `$offset.presentation`, `.velocity` → ``AnimatedProperty/presentation``,
///   ``AnimatedProperty/velocity``; `sample($offset, for: d)` → ``sample(_:for:)``.
///
/// Not modelled: SwiftUI's first-frame quirk (its first two frames show the start value and the
/// first step is clamped to one frame, reference §6.6) and the transaction's frame-interval
/// quantization (§6.8): here `time` is exactly the clock time since the transaction.
public final class Animator {
  /// The current clock time, in seconds; starts at 0.
  @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

  private var storedFramesPerSecond: Double = 60

  /// The frame rate at which ``advance(by:)`` and ``sample(_:for:)`` tick: 60 by default.
  /// Values that are not finite and positive are ignored.
  public var framesPerSecond: Double {
    get { storedFramesPerSecond }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      storedFramesPerSecond = newValue
    }
  }

  /// The environment the running animations read through `context.environment`.
  ///
  /// Set values by key (`animator.environment[MyKey.self] = 1`) or by name
  /// (`animator.environment[named: "animationPaused"] = true`); changes apply from the next frame.
  // Unchecked for the reason the frame's bookkeeping below is: `tickFrame` reads it once a
  // frame, and the dynamic check was about 64 instructions of each frame (a script animation's
  // tick, callgrind). A frame copies it before ticking, so a change made by an animation
  // during the frame is a separate access.
  @exclusivity(unchecked) public var environment = EnvironmentValues()

  // The frame's bookkeeping below opts out of dynamic exclusivity checks: each frame read or
  // wrote them through swift_beginAccess, about 300 instructions a frame (6 % of a frame of one
  // script-animated property, callgrind). Every access is a short read or write on the
  // animator's one thread; `tickFrame` swaps `scheduled` into a local before ticking, so a
  // property that starts during the frame appends to it without overlapping another access.

  /// The environment the current frame's animations see: a copy of ``environment`` as the
  /// frame started, kept from frame to frame and replaced only when ``environment`` has changed
  /// (``EnvironmentValues/isSameCopy(_:_:)``), so that a frame retains nothing for it. Behind a
  /// pointer the animator owns, which the frame hands to each property: a change an animation
  /// makes to ``environment`` during the frame is seen from the next frame, as before.
  private let frameEnvironment: UnsafeMutablePointer<EnvironmentValues> = {
    let p = UnsafeMutablePointer<EnvironmentValues>.allocate(capacity: 1)
    p.initialize(to: EnvironmentValues())
    return p
  }()

  /// The properties that are animating, in the order they started; ticked each frame.
  @exclusivity(unchecked) private var scheduled: [AnimatedPropertyBase] = []
  /// Completion callbacks that became due during the current frame.
  @exclusivity(unchecked) private var pendingCompletions: [() -> Void] = []
  /// Whether a frame is being computed (callbacks are then deferred).
  @exclusivity(unchecked) private var isTicking = false
  /// Whether ``advance(by:onFrame:)`` is running (a nested call, from a completion callback or an
  /// `onFrame` closure, is ignored so that the clock never runs backwards).
  private var isAdvancing = false

  /// Asked every 64 frames while ``advance(by:onFrame:)`` ticks; answering `true` stops the clock
  /// at the last frame ticked. An interpreter's time limit or Ctrl-C must be able to end a long
  /// `wait` whose frames it cannot otherwise interrupt.
  public var shouldStopAdvancing: (() -> Bool)?

  /// Told of every frame and of every start, merge, retarget, jump, finish and completion on
  /// this animator's properties (see ``AnimatorEvent``), for previews and recorders. A frame
  /// event comes after the frame's completions ran; when the clock jumps over idle time, one
  /// frame event at the new time stands for it. Costs one `nil` check per frame when unset.
  public var observer: ((AnimatorEvent) -> Void)?

  /// The most samples ``sample(_:for:)`` records (10 million); a longer interval is cut short so
  /// that a mistaken duration cannot exhaust memory. Check ``frameCount(for:)`` first.
  public static let maximumSampleCount = 10_000_000

  /// Creates an animator at time 0.
  ///
  /// - Parameter framesPerSecond: The frame rate; 60 by default.
  public init(framesPerSecond: Double = 60) {
    self.framesPerSecond = framesPerSecond
  }

  deinit {
    frameEnvironment.deinitialize(count: 1)
    frameEnvironment.deallocate()
  }

  // MARK: - Properties

  /// Creates an idle property with an initial value on this animator.
  public func property<Value: VectorArithmetic>(_ value: Value) -> AnimatedProperty<Value> {
    AnimatedProperty(value, animator: self)
  }

  /// Whether any property is animating.
  public var isAnimating: Bool { !scheduled.isEmpty }

  /// The number of properties with a running animation.
  public var animatingPropertyCount: Int { scheduled.count }

  /// Adds a property that just started animating to the frame list.
  func schedule(_ property: AnimatedPropertyBase) {
    guard !property.isScheduled else { return }
    property.isScheduled = true
    scheduled.append(property)
  }

  /// Runs a completion callback after the current frame, or at once between frames.
  func enqueueCompletion(_ completion: @escaping () -> Void) {
    if observer != nil {
      let inner = completion
      enqueueCompletionNow {
        self.notify(.completion)
        inner()
      }
      return
    }
    enqueueCompletionNow(completion)
  }

  private func enqueueCompletionNow(_ completion: @escaping () -> Void) {
    if isTicking {
      pendingCompletions.append(completion)
    } else {
      completion()
    }
  }

  // MARK: - Transactions

  /// Runs `body` with `transaction` as the thread's current transaction; the same as the free
  /// function ``withTransaction(_:_:)`` (properties use their own animator's clock whichever way
  /// the transaction was established).
  @discardableResult
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    try AnimationCore.withTransaction(transaction, body)
  }

  /// Runs `body` with a transaction whose animation is `animation`; the same as the free function
  /// ``withAnimation(_:_:)``.
  @discardableResult
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try AnimationCore.withAnimation(animation, body)
  }

  /// Runs `body` with a transaction whose animation is `animation`, and calls `completion` once
  /// when the animations it starts are complete; the same as the free function
  /// ``withAnimation(_:completionCriteria:_:completion:)``.
  @discardableResult
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
  ) rethrows -> Result {
    try AnimationCore.withAnimation(
      animation, completionCriteria: completionCriteria, body, completion: completion)
  }

  // MARK: - Clock

  /// The number of frames ``advance(by:)`` ticks for `duration` at the current frame rate,
  /// counting a final partial frame; 0 for a duration that is not finite and positive.
  public func frameCount(for duration: TimeInterval) -> Int {
    guard duration.isFinite, duration > 0 else { return 0 }
    let exact = duration * framesPerSecond
    guard exact < 1e15 else { return Int(1e15) }
    let whole = Int((exact + Self.frameSlack).rounded(.down))
    return exact - Double(whole) > Self.frameSlack ? whole + 1 : whole
  }

  /// How close to a whole number of frames a duration must be to count as one (so that
  /// 0.1 s at 60 fps is 6 frames, not 6 frames and a sliver).
  private static let frameSlack = 1e-9

  /// Advances the clock by `duration` seconds, ticking every running animation at each frame.
  ///
  /// Frame `k` is at exactly `start + k / framesPerSecond`; when `duration` is not a whole number
  /// of frames, a last frame is ticked at `start + duration`, which is the clock's new time.
  /// Completion callbacks that become due during a frame run after it. When nothing is animating
  /// (and `onFrame` is `nil`) the clock jumps ahead at once. A duration that is not finite and
  /// positive does nothing; so does a nested call made while the clock is already advancing (from
  /// inside an animation, a completion callback or `onFrame`).
  ///
  /// - Parameters:
  ///   - duration: Seconds to advance.
  ///   - onFrame: Called after each frame (and its callbacks) with the frame's time.
  public func advance(by duration: TimeInterval, onFrame: ((TimeInterval) -> Void)? = nil) {
    guard !isAdvancing, duration.isFinite, duration > 0 else { return }
    isAdvancing = true
    defer { isAdvancing = false }
    let start = now
    let end = start + duration
    let fps = framesPerSecond
    let frames = frameCount(for: duration)
    var k = 1
    while k <= frames {
      // The last frame is at `end` exactly: either `start + frames / fps` or the partial frame.
      let time = k == frames ? end : start + Double(k) / fps
      tickFrame(at: time)
      notify(.frame)
      onFrame?(time)
      if onFrame == nil && scheduled.isEmpty { break }
      // Every 64 frames; every frame when more than 1,024 properties run (such a frame takes
      // milliseconds, so a time limit would otherwise be passed by seconds), and every frame
      // that is sampled (`onFrame` reads the value each frame, which for one vector property of
      // 100,000 elements takes longer than ticking it: 60 such frames outlived a 5 s limit).
      if k & 63 == 0 || scheduled.count > 1024 || onFrame != nil, let stop = shouldStopAdvancing, stop() { return }  // `now` is `time`
      k += 1
    }
    let jumped = now != end
    now = end
    if jumped { notify(.frame) }
  }

  /// Advances the clock by a number of whole frames.
  public func advance(frames: Int, onFrame: ((TimeInterval) -> Void)? = nil) {
    guard frames > 0 else { return }
    advance(by: Double(frames) / framesPerSecond, onFrame: onFrame)
  }

  /// Computes one frame at `time`: ticks every scheduled property, drops the finished ones, then
  /// runs the completion callbacks that became due.
  private func tickFrame(at time: TimeInterval) {
    now = time
    isTicking = true
    if !EnvironmentValues.isSameCopy(&environment, frameEnvironment) {
      frameEnvironment.pointee = environment
    }
    let environment = UnsafePointer(frameEnvironment)
    // Work on a local list: one access to the stored array instead of one per property.
    // Properties that start animating during the frame land in `scheduled` and are kept.
    var list: [AnimatedPropertyBase] = []
    swap(&list, &scheduled)
    let count = list.count
    var kept = 0
    // The properties are read as unmanaged references: `list` holds every one until the frame
    // ends, and a reference read from the buffer was retained and released around each call
    // (about 40 instructions per property per frame, callgrind).
    list.withUnsafeMutableBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return }
      start.withMemoryRebound(to: Unmanaged<AnimatedPropertyBase>.self, capacity: count) {
        properties in
        for i in 0..<count {
          // trap-ok (every `properties[…]`): i and kept are below count, the buffer's count.
          if Self.tick(properties[i], at: time, environment: environment) {
            if kept != i { swap(&properties[kept], &properties[i]) }
            kept += 1
          } else {
            properties[i]._withUnsafeGuaranteedRef { $0.isScheduled = false }
          }
        }
      }
    }
    if kept < count { list.removeSubrange(kept..<count) }
    if !scheduled.isEmpty { list.append(contentsOf: scheduled) }
    swap(&scheduled, &list)
    isTicking = false
    if !pendingCompletions.isEmpty {
      let due = pendingCompletions
      pendingCompletions.removeAll()
      for completion in due { completion() }
    }
  }

  /// Ticks one property of the frame; returns whether it still animates.
  @inline(__always)
  private static func tick(
    _ property: Unmanaged<AnimatedPropertyBase>, at time: TimeInterval,
    environment: UnsafePointer<EnvironmentValues>
  ) -> Bool {
    let (isDouble, hasOverrides) = property._withUnsafeGuaranteedRef {
      ($0.isDoubleProperty, $0.hasEnvironmentOverrides)
    }
    if isDouble && !hasOverrides {
      // A direct call, not through the stored closure (most properties are Doubles).
      // trap-ok: isDoubleProperty is set only by AnimatedProperty<Double>'s initializer.
      return advanceDoubleProperty(
        Unmanaged.fromOpaque(property.toOpaque()), to: time, environment: environment)
    }
    return property._withUnsafeGuaranteedRef { property in
      if hasOverrides, let overrides = property.environmentOverrides {
        var seen = environment.pointee
        for (name, value) in overrides { seen[named: name] = value }
        return withUnsafePointer(to: &seen) { property.tick(property, time, $0) }
      }
      return property.tick(property, time, environment)
    }
  }

  // MARK: - Sampling

  /// Advances the clock by `duration`, recording `property` at the start and after every frame.
  ///
  /// Other properties keep animating as usual. The first sample is the current state (at
  /// ``now``); then one per frame, at the times ``advance(by:)`` ticks: `duration` seconds of
  /// 60 fps gives `60 × duration + 1` samples. At most ``maximumSampleCount`` samples are
  /// recorded.
  ///
  /// - Parameters:
  ///   - property: The property to record.
  ///   - duration: Seconds to advance.
  /// - Returns: The samples: time, presentation value, velocity (see
  ///   ``AnimatedProperty/velocity`` for how it is obtained).
  public func sample<Value: VectorArithmetic>(
    _ property: AnimatedProperty<Value>, for duration: TimeInterval
  ) -> [AnimationSample<Value>] {
    sample(for: duration) { time in
      AnimationSample(time: time, value: property.presentation, velocity: property.velocity)
    }
  }

  /// Advances the clock by `duration` as ``sample(_:for:)`` does, calling `read` with the clock
  /// time at the start and after every frame: for what is read from several properties at once
  /// (an `@State` array animates one property per element).
  ///
  /// - Parameters:
  ///   - duration: Seconds to advance.
  ///   - read: What to record at a time.
  /// - Returns: What `read` returned, in order.
  public func sample<Sample>(for duration: TimeInterval, reading read: (TimeInterval) -> Sample)
    -> [Sample]
  {
    let frames = min(frameCount(for: duration), Self.maximumSampleCount - 1)
    var samples: [Sample] = []
    samples.reserveCapacity(frames + 1)
    samples.append(read(now))
    guard frames > 0 else { return samples }
    let limited = Double(frames) < duration * framesPerSecond - Self.frameSlack
    let span = limited ? Double(frames) / framesPerSecond : duration
    withoutActuallyEscaping(read) { read in
      advance(by: span) { time in samples.append(read(time)) }
    }
    return samples
  }
}
