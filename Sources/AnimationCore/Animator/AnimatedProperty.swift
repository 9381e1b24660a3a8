/// A property whose model value changes inside transactions and whose presentation value is then
/// driven by the running animations on its ``Animator``'s clock: the analogue of an animatable
/// `@State` value in SwiftUI.
///
/// ```swift
/// let animator = Animator()
/// let offset = animator.property(0.0)
/// withAnimation(.easeInOut(duration: 1)) { offset.value = 100 }
/// animator.advance(by: 0.25)
/// offset.value          // 100: the model value changes at once
/// offset.presentation   // where a view would draw it now
/// offset.velocity
/// ```
///
/// Rules (SwiftUI's, reference §6):
/// - Setting ``value`` inside a transaction with an animation starts one: the animation gets
///   `value` = the delta (new model − old model) and `time` = seconds since the transaction.
///   The presentation is `origin + r`, where `origin` is the presentation's starting point and `r`
///   what the animation returns.
/// - A new animation on a running property asks the *new* animation's
///   `shouldMerge(previous:value:time:context:)`. A merge keeps the state (as the new animation
///   left it) and the previous start time; otherwise the two combine: each animates the gap between
///   the earlier ones' current result and its own target, and the combination ends with its last
///   animation.
/// - A change without an animation jumps; if an animation is running, its whole trajectory is
///   shifted by the jump rather than cancelled.
/// - The innermost declaration wins: the property's own implicit animation (``animation(_:)``)
///   overrides the transaction's animation unless the transaction disables animations.
///
/// A property, its animator and the transactions that change it belong to one thread: nothing here
/// is locked.
public final class AnimatedProperty<Value: VectorArithmetic>: AnimatedPropertyBase {
  // MARK: - Storage

  /// The per-frame state, behind a pointer the property owns. A class's stored `var`s pay a
  /// dynamic exclusivity check on every access, which dominated the frame time; a `let` pointer
  /// doesn't. Every access is short (values are copied out before an animation is called), so an
  /// animation that reads or writes the property while it is evaluated sees consistent values.
  let core: UnsafeMutablePointer<Core>

  /// What a property stores.
  /// What a property keeps between frames to evaluate its running animation (``Core/kept``).
  struct Kept {
    /// The context the running animation is evaluated in, kept from frame to frame. Its
    /// environment is the frame's, replaced only when the frame's is another
    /// (``EnvironmentValues/isSameCopy(_:_:)``); the state is swapped in from ``Core/state``
    /// for the call and back out, and is empty between frames. Made afresh each frame, the
    /// context cost a retain and a release of the environment and the releases of an empty
    /// state (callgrind: about 80 instructions of a script animation's tick).
    var evaluation = AnimationContext<Value>()
    /// Whether the running animation is being evaluated (`advance`), which calls it through an
    /// unretained reference to its box: retaining it every frame was a retain and a release
    /// (callgrind: about 35 instructions of a script animation's tick).
    var isEvaluating = false
    /// Animations replaced while `isEvaluating` (the animation itself changed the property):
    /// kept alive until the call returns, since the call runs on the replaced one's box.
    var retired: [Animation] = []
  }

  struct Core {
    // What a frame reads and writes comes first, what it does not (the animation itself, the
    // listeners) last: a 100,000-property frame is bound by the cache lines it touches.

    /// The model (target) value.
    var model: Value
    /// The presentation value as of the last frame (or held since the last transaction).
    var presented: Value
    /// The running animation as a built-in a Double property's frame evaluates without its box
    /// (BuiltinPath.swift); `.none` for other animations, other value types and when idle.
    var builtin: BuiltinPath = .none
    /// The running animation's state.
    var state = AnimationState<Value>()
    /// The accumulated delta from the origin of the running animation to the model value.
    var interval: Value = .zero
    /// The clock time the running animation started (a merge keeps it).
    var beginTime: TimeInterval = 0
    /// What the running animation returned on the last frame.
    var animationValue: Value = .zero
    /// Whether the running animation has reported logical completion.
    var isLogicallyComplete = false
    /// The elapsed time of the last evaluation.
    var lastElapsed: TimeInterval = 0
    // Finite-difference velocity: the last two frames.
    var lastFrameTime: TimeInterval = 0
    var previousFrameTime: TimeInterval = 0
    var previousPresentation: Value
    /// Animations that were merged or combined away before they logically completed, still
    /// evaluated on their own so that their `.logicallyComplete` callbacks fire on time.
    var forks: [Fork] = []
    /// The running animation; `nil` when idle. After a combine, a ``CombinedAnimation``.
    var running: Animation?
    // Completion listeners.
    var removedListeners: [AnimationCompletionListener] = []
    var logicalListeners: [AnimationCompletionListener] = []
    /// `false` after a reset: the next change jumps (SwiftUI has no previous model value then).
    var animatesNextChange = true
    /// Whether ``builtin`` is used: `false` only in tests that compare the two paths.
    var usesBuiltinPath = true
    /// What the evaluation of a running animation keeps from frame to frame (``Kept``), made
    /// on the first frame that does not take the built-in path. Behind a pointer: kept in the
    /// core it made every core about 70 bytes larger, and the 100,000-property frame, which
    /// takes only built-in paths, about 8 % slower (CoreBench frame, median 2.95 → 3.2 ms).
    var kept: UnsafeMutablePointer<Kept>?

    init(_ value: Value) {
      model = value
      presented = value
      previousPresentation = value
    }
  }

  // MARK: - Declarations

  /// The property's implicit animation, the analogue of SwiftUI's `.animation(_:value:)`; see
  /// ``animation(_:)``.
  public private(set) var implicitAnimation: Animation?

  /// Whether an implicit animation is declared (it may be `nil`, which means "don't animate").
  public private(set) var hasImplicitAnimation = false

  /// A closure that edits the transaction of every change of this property before the implicit
  /// animation applies: the analogue of SwiftUI's `.transaction { }` modifier, for example
  /// `{ if $0.isContinuous { $0.animation = nil } }`.
  public var transactionModifier: ((inout Transaction) -> Void)?

  // MARK: - Creating

  /// Creates a property with an initial value, idle.
  ///
  /// - Parameters:
  ///   - value: The initial model (and presentation) value.
  ///   - animator: The animator whose clock and environment the property's animations use.
  public init(_ value: Value, animator: Animator) {
    core = UnsafeMutablePointer<Core>.allocate(capacity: 1)
    core.initialize(to: Core(value))
    super.init(
      animator: animator, tick: PropertyTickers.ticker(for: Value.self),
      isDoubleProperty: Value.self == Double.self)
  }

  deinit {
    if let kept = core.pointee.kept {
      kept.deinitialize(count: 1)
      kept.deallocate()
    }
    core.deinitialize(count: 1)
    core.deallocate()
  }

  // MARK: - Reading

  /// The model value. Setting it applies the calling thread's current transaction (see
  /// ``withAnimation(_:_:)``, ``withTransaction(_:_:)``): it may start an animation, merge or
  /// combine with the running one, or jump.
  public var value: Value {
    get { core.pointee.model }
    set { apply(newValue, transaction: TransactionStack.currentTransaction) }
  }

  /// The value a view would show now: the model value when idle, otherwise where the running
  /// animations put it on the last frame. Between a transaction and the next frame it holds its
  /// previous value (so a new animation starts where the presentation was).
  public var presentation: Value { core.pointee.presented }

  /// The velocity of the presentation, in value units per second.
  ///
  /// Zero when idle. While animating, it is the running animation's own
  /// `velocity(value:time:context:)` when it reports one (the `.spring` family does); otherwise
  /// the backward finite difference over the last frame, `(p(t) − p(t − Δt)) / Δt`, which is zero
  /// until the first frame after the animation started.
  public var velocity: Value {
    let c = core.pointee
    guard let running = c.running else { return .zero }
    let context = AnimationContext<Value>(
      state: c.state, environment: animator?.environment ?? EnvironmentValues(),
      isLogicallyComplete: c.isLogicallyComplete)
    if let v = running.velocity(value: c.interval, time: c.lastElapsed, context: context) {
      return v
    }
    let dt = c.lastFrameTime - c.previousFrameTime
    guard dt > 0 else { return .zero }
    var difference = c.presented
    difference -= c.previousPresentation
    difference.scale(by: 1 / dt)
    return difference
  }

  /// Whether an animation is running on the property.
  public override var isAnimating: Bool { core.pointee.running != nil }

  /// How many animations are running: 0 when idle, 1 for a single (or merged) animation, and the
  /// number of combined animations that have not finished yet while several combine.
  public override var animationCount: Int {
    guard let running = core.pointee.running else { return 0 }
    if let combined = running.base as? CombinedAnimation {
      return combined.runningCount(in: core.pointee.state)
    }
    return 1
  }

  /// The running animation (after a combine, the combination), for inspection.
  public var runningAnimation: Animation? { core.pointee.running }

  // MARK: - Declaring an implicit animation

  /// Declares the property's implicit animation, the analogue of SwiftUI's
  /// `.animation(_:value:)` placed right on the property: every later change of the value uses
  /// `animation` instead of the transaction's (the innermost declaration wins), unless the
  /// transaction has ``Transaction/disablesAnimations`` set.
  ///
  /// - Parameter animation: The animation; `nil` makes changes jump even inside `withAnimation`.
  public func animation(_ animation: Animation?) {
    implicitAnimation = animation
    hasImplicitAnimation = true
  }

  /// Removes the implicit animation: changes follow their transaction again.
  public func removeImplicitAnimation() {
    implicitAnimation = nil
    hasImplicitAnimation = false
  }

  // MARK: - Changing the model value

  /// Sets the model value in an explicit transaction, as if inside
  /// `withTransaction(transaction) { property.value = newValue }` but without reading or changing
  /// the thread's current transaction.
  ///
  /// The transaction's completions count this change only: they fire once its animation is
  /// complete, or right away if it starts none.
  ///
  /// - Parameters:
  ///   - newValue: The new model value. Setting the current value does nothing.
  ///   - transaction: The transaction; `nil` (or one without an animation) makes the change jump.
  public func set(_ newValue: Value, transaction: Transaction?) {
    apply(newValue, transaction: transaction)
    if let transaction {
      for listener in transaction.completionListeners { listener.finalize() }
    }
  }

  /// Applies a change in `transaction` (whose completions the caller finalizes). With `restart`
  /// the animation runs even when the value does not change: a keyframe animator replaying its
  /// keyframes ends where it ended before.
  func apply(_ newValue: Value, transaction: Transaction?, restart: Bool = false) {
    guard restart || newValue != core.pointee.model else { return }
    var transaction = transaction ?? Transaction()
    if let transactionModifier { transactionModifier(&transaction) }
    if hasImplicitAnimation && !transaction.disablesAnimations {
      transaction.animation = implicitAnimation
    }
    guard let animator, let newAnimation = transaction.effectiveAnimation,
      core.pointee.animatesNextChange
    else {
      core.pointee.animatesNextChange = true
      jump(to: newValue)
      animator?.notify(.jumped, self)
      return
    }
    var delta = newValue
    delta -= core.pointee.model
    core.pointee.model = newValue
    // A change may be dated back (never forward), to the instant it belongs to.
    let time = transaction.beginTime.map { min($0, animator.now) } ?? animator.now
    if let previous = core.pointee.running {
      let merged = mergeOrCombine(
        previous, with: newAnimation, delta: delta, at: time, animator)
      animator.notify(merged ? .merged : .retargeted, self)
    } else {
      start(newAnimation, delta: delta, at: time)
      animator.schedule(self)
      animator.notify(.started, self)
    }
    for listener in transaction.completionListeners {
      listener.attach()
      if listener.criteria == .removed {
        core.pointee.removedListeners.append(listener)
      } else {
        core.pointee.logicalListeners.append(listener)
      }
    }
  }

  /// A change without animation: the model moves and a running trajectory shifts with it.
  private func jump(to newValue: Value) {
    guard core.pointee.running != nil else {
      core.pointee.model = newValue
      core.pointee.presented = newValue
      core.pointee.previousPresentation = newValue
      return
    }
    var delta = newValue
    delta -= core.pointee.model
    core.pointee.model = newValue
    core.pointee.presented += delta
    core.pointee.previousPresentation += delta
  }

  /// Replaces the running animation; during its own evaluation the one replaced is kept in
  /// ``Kept/retired`` until the call returns (see ``Kept/isEvaluating``).
  @inline(__always)
  private func setRunning(_ animation: Animation?) {
    let c = core
    if let k = c.pointee.kept, k.pointee.isEvaluating, let old = c.pointee.running { k.pointee.retired.append(old) }
    c.pointee.running = animation
  }

  private func start(_ animation: Animation, delta: Value, at time: TimeInterval) {
    let c = core
    setRunning(animation)
    updateBuiltinPath()
    c.pointee.state = AnimationState()
    c.pointee.interval = delta
    c.pointee.beginTime = time
    c.pointee.animationValue = .zero
    c.pointee.isLogicallyComplete = false
    c.pointee.lastElapsed = 0
    c.pointee.lastFrameTime = time
    c.pointee.previousFrameTime = time
    c.pointee.previousPresentation = c.pointee.presented
  }

  /// Returns whether the new animation merged (otherwise the two combined).
  private func mergeOrCombine(
    _ previous: Animation, with new: Animation, delta: Value, at time: TimeInterval,
    _ animator: Animator
  ) -> Bool {
    let c = core
    let elapsed = time - c.pointee.beginTime
    let interval = c.pointee.interval
    var previousState = AnimationState<Value>()
    swap(&previousState, &c.pointee.state)
    if !c.pointee.isLogicallyComplete && !c.pointee.logicalListeners.isEmpty {
      // The previous animation's logical completion is still due: evaluate it on its own.
      c.pointee.forks.append(
        Fork(
          animation: previous, state: previousState, interval: interval,
          listeners: c.pointee.logicalListeners))
      c.pointee.logicalListeners.removeAll()
    }
    c.pointee.isLogicallyComplete = false
    var context = AnimationContext<Value>(
      state: previousState, environment: animator.environment, isLogicallyComplete: false)
    let merges = new.shouldMerge(
      previous: previous, value: interval, time: elapsed, context: &context)
    if merges {
      c.pointee.state = context.state
      setRunning(new)
    } else {
      let combined = CombinedAnimation.combine(
        previous, state: &previousState, interval: interval, elapsed: elapsed, with: new,
        newInterval: delta)
      setRunning(combined)
      c.pointee.state = previousState
    }
    updateBuiltinPath()
    c.pointee.interval += delta
    c.pointee.lastElapsed = elapsed
    return merges
  }

  // MARK: - Ticking

  /// Advances the running animation to `time`; returns whether the property still animates.
  /// `environment` is the frame's, valid for the call.
  @inline(__always)
  func advance(to time: TimeInterval, environment: UnsafePointer<EnvironmentValues>) -> Bool {
    let c = core
    guard c.pointee.running != nil else { return false }
    let elapsed = time - c.pointee.beginTime
    let interval = c.pointee.interval
    let k = c.pointee.kept ?? makeKept()
    if !EnvironmentValues.isSameCopy(environment, &k.pointee.evaluation.environment) {
      k.pointee.evaluation.environment = environment.pointee
    }
    k.pointee.evaluation.isLogicallyComplete = c.pointee.isLogicallyComplete
    // Move the state into the context (no second reference to its storage), so the animation
    // can update it in place: a copy left behind made every stateful frame copy the array.
    // Only this function uses `evaluation` (frames do not nest), so the animation gets it in
    // place; a change of this property made during the call (the animation setting it) finds
    // `state` empty, as it did when the context was a local.
    swap(&c.pointee.state, &k.pointee.evaluation.state)
    // The running animation's box unretained: the property holds it, and one replaced during
    // the call is kept in `retired` until the call returns.
    let box = Unmanaged.passUnretained(c.pointee.running.unsafelyUnwrapped.box)
    k.pointee.isEvaluating = true
    let result = box._withUnsafeGuaranteedRef {
      $0.animateTakingDoublePath(value: interval, time: elapsed, context: &k.pointee.evaluation)
    }
    k.pointee.isEvaluating = false
    if !k.pointee.retired.isEmpty { k.pointee.retired.removeAll() }
    swap(&c.pointee.state, &k.pointee.evaluation.state)
    // What such a change left in `state` is dropped, as the local context dropped it.
    if !k.pointee.evaluation.state.isEmpty { k.pointee.evaluation.state = AnimationState() }
    guard let r = result else {
      finish()
      return false
    }
    present(
      r, interval: interval, time: time, elapsed: elapsed,
      isLogicallyComplete: k.pointee.evaluation.isLogicallyComplete, environment: environment)
    return true
  }

  /// ``Core/kept``, made on the first frame that needs it.
  @inline(never)
  private func makeKept() -> UnsafeMutablePointer<Kept> {
    let k = UnsafeMutablePointer<Kept>.allocate(capacity: 1)
    k.initialize(to: Kept())
    core.pointee.kept = k
    return k
  }

  /// Records a frame's result `r` of the running animation: the presentation, the velocity's
  /// last two frames, logical completion, then the forks.
  @inline(__always)
  func present(
    _ r: Value, interval: Value, time: TimeInterval, elapsed: TimeInterval,
    isLogicallyComplete: Bool, environment: UnsafePointer<EnvironmentValues>
  ) {
    let c = core
    if Self.record(
      r, in: c, interval: interval, time: time, elapsed: elapsed,
      isLogicallyComplete: isLogicallyComplete)
    {
      notifyLogicalListeners()
    }
    if !c.pointee.forks.isEmpty { tickForks(elapsed: elapsed, environment: environment.pointee) }
  }

  /// ``present(_:interval:time:elapsed:isLogicallyComplete:environment:)``'s part that touches
  /// only the core; returns whether the animation has just completed logically (its listeners
  /// are then due).
  @inline(__always)
  static func record(
    _ r: Value, in c: UnsafeMutablePointer<Core>, interval: Value, time: TimeInterval,
    elapsed: TimeInterval, isLogicallyComplete: Bool
  ) -> Bool {
    var p = c.pointee.model
    p -= interval
    p += r
    swap(&p, &c.pointee.presented)
    c.pointee.previousPresentation = p
    c.pointee.previousFrameTime = c.pointee.lastFrameTime
    c.pointee.lastFrameTime = time
    c.pointee.lastElapsed = elapsed
    c.pointee.animationValue = r
    guard isLogicallyComplete && !c.pointee.isLogicallyComplete else { return false }
    c.pointee.isLogicallyComplete = true
    return true
  }

  /// What follows a frame's ``record(_:in:interval:time:elapsed:isLogicallyComplete:)`` when
  /// the animation has just completed logically or forks run: called on a reference the frame
  /// holds unretained.
  @inline(never)
  static func finishFrame(
    of property: Unmanaged<AnimatedProperty>, notifying: Bool, elapsed: TimeInterval,
    environment: UnsafePointer<EnvironmentValues>
  ) {
    let property = property.takeUnretainedValue()
    if notifying { property.notifyLogicalListeners() }
    if !property.core.pointee.forks.isEmpty {
      property.tickForks(elapsed: elapsed, environment: environment.pointee)
    }
  }

  /// Sets ``Core/builtin`` from the running animation (Double properties only: the paths are
  /// written for Double values).
  private func updateBuiltinPath() {
    let c = core
    c.pointee.builtin =
      Value.self == Double.self && c.pointee.usesBuiltinPath ? BuiltinPath(c.pointee.running) : .none
  }

  // The rare steps of a frame are never inlined into it: inlined, their retains of the property
  // were hoisted onto every frame's path (a retain and a release per property, callgrind).
  @inline(never)
  private func tickForks(elapsed: TimeInterval, environment: EnvironmentValues) {
    var forks: [Fork] = []
    swap(&forks, &core.pointee.forks)
    var kept: [Fork] = []
    var due: [AnimationCompletionListener] = []
    for var fork in forks {
      var context = AnimationContext<Value>(
        state: fork.state, environment: environment, isLogicallyComplete: false)
      let r = fork.animation.animate(value: fork.interval, time: elapsed, context: &context)
      if r == nil || context.isLogicallyComplete {
        due.append(contentsOf: fork.listeners)
      } else {
        fork.state = context.state
        kept.append(fork)
      }
    }
    // Forks made while the old ones were evaluated (by a re-entrant change) are kept too.
    kept.append(contentsOf: core.pointee.forks)
    core.pointee.forks = kept
    detach(due)
  }

  @inline(never)
  private func notifyLogicalListeners() {
    var due: [AnimationCompletionListener] = []
    swap(&due, &core.pointee.logicalListeners)
    detach(due)
  }

  /// Removes the running animation: the presentation snaps to the model value and every pending
  /// callback is notified (forked logical ones, then logical ones, then removal ones).
  @inline(never)
  func finish() {
    let c = core
    if c.pointee.running != nil { animator?.notify(.finished, self) }
    setRunning(nil)
    c.pointee.builtin = .none
    c.pointee.state = AnimationState()
    c.pointee.interval = .zero
    c.pointee.animationValue = .zero
    c.pointee.isLogicallyComplete = false
    c.pointee.presented = c.pointee.model
    c.pointee.previousPresentation = c.pointee.model
    var forks: [Fork] = []
    var logical: [AnimationCompletionListener] = []
    var removed: [AnimationCompletionListener] = []
    swap(&forks, &c.pointee.forks)
    swap(&logical, &c.pointee.logicalListeners)
    swap(&removed, &c.pointee.removedListeners)
    for fork in forks { detach(fork.listeners) }
    detach(logical)
    detach(removed)
  }

  private func detach(_ listeners: [AnimationCompletionListener]) {
    guard !listeners.isEmpty else { return }
    let animator = self.animator
    for listener in listeners { listener.detach(from: animator) }
  }

  // MARK: - Reset

  /// Drops the running animation (its completions are called), puts the presentation on the model
  /// value, and makes the next change jump: what SwiftUI does when a view's identity changes
  /// (reference §6.9).
  public override func reset() {
    finish()
    core.pointee.animatesNextChange = false
  }
}

/// The tick functions, compiled for the common value types.
enum PropertyTickers {
  static func ticker<Value: VectorArithmetic>(for type: Value.Type) -> AnimatedPropertyBase.Ticker {
    if type == Double.self { return tickDouble }
    if type == AnimatableVector.self { return tickVector }
    if type == AnimatablePair<Double, Double>.self { return tickPair }
    return { property, time, environment in
      // trap-ok: the ticker is installed by AnimatedProperty<Value>'s own initializer.
      unsafeDowncast(property, to: AnimatedProperty<Value>.self)
        .advance(to: time, environment: environment)
    }
  }

  static func tickDouble(
    _ property: AnimatedPropertyBase, _ time: TimeInterval,
    _ environment: UnsafePointer<EnvironmentValues>
  ) -> Bool {
    // trap-ok: installed only for AnimatedProperty<Double>.
    advanceDoubleProperty(
      Unmanaged.passUnretained(unsafeDowncast(property, to: AnimatedProperty<Double>.self)),
      to: time, environment: environment)
  }

  static func tickVector(
    _ property: AnimatedPropertyBase, _ time: TimeInterval,
    _ environment: UnsafePointer<EnvironmentValues>
  ) -> Bool {
    // trap-ok: installed only for AnimatedProperty<AnimatableVector>.
    unsafeDowncast(property, to: AnimatedProperty<AnimatableVector>.self)
      .advance(to: time, environment: environment)
  }

  static func tickPair(
    _ property: AnimatedPropertyBase, _ time: TimeInterval,
    _ environment: UnsafePointer<EnvironmentValues>
  ) -> Bool {
    // trap-ok: installed only for AnimatedProperty<AnimatablePair<Double, Double>>.
    unsafeDowncast(property, to: AnimatedProperty<AnimatablePair<Double, Double>>.self)
      .advance(to: time, environment: environment)
  }
}

extension AnimatedProperty {
  /// An animation merged or combined away before it logically completed.
  struct Fork {
    var animation: Animation
    var state: AnimationState<Value>
    var interval: Value
    var listeners: [AnimationCompletionListener]
  }
}

extension AnimatedProperty: CustomStringConvertible {
  /// `AnimatedProperty(model: …, presentation: …, animations: n)`.
  public var description: String {
    "AnimatedProperty(model: \(value), presentation: \(presentation), "
      + "animations: \(animationCount))"
  }
}
