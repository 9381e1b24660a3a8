/// A value that steps through phases on an ``Animator``'s clock: the engine of SwiftUI's
/// `PhaseAnimator` and `.phaseAnimator(_:content:animation:)` /
/// `.phaseAnimator(_:trigger:content:animation:)`.
///
/// ```swift
/// let emoji = try animator.phaseProperty(AnimationPhase.allCases, trigger: likeCount) { phase in
///   AnimatablePair(phase.scaleEffect, phase.verticalOffset)
/// } animation: { phase in
///   switch phase { case .initial: .smooth; case .move: .easeInOut(duration: 0.3); … }
/// }
/// ```
///
/// How it steps (Apple's documentation, and SwiftUI's completion mechanics, next-wave.md §2–§3):
/// - It starts showing the first phase. Each phase is entered with
///   `withAnimation(animation(phase), completionCriteria: .logicallyComplete) { value =
///   content(phase) } completion: { enter the next phase }`: the animation closure gets the phase
///   being entered (as SwiftUI's does, whatever its parameter text says), `nil` jumps, and a
///   spring hands over at its logical completion (one response) rather than after its tail.
/// - The next phase starts at the instant the previous one completed (next-wave.md §2: advancing
///   is completion-driven), not at the frame that finds the completion, which is up to a frame
///   later: its animation is dated back to that instant when the animation's completion time is
///   known (``Animation/logicalCompletionTime``), so a chain of phases keeps its durations.
/// - A phase whose value equals the current one creates no animation, so its completion fires at
///   once and the phase is skipped (as in SwiftUI, where the attribute graph does not change).
/// - Without a trigger the phases loop forever: the last is followed by the first. With a
///   trigger, nothing moves until it changes; then the phases run from the second to the last
///   and back to the first, once. A change during a cycle starts it again from the second phase.
/// - A full cycle in which nothing changes stops (a looping animator never spins).
public final class PhaseAnimatedProperty<Phase: Equatable, Value: Animatable> {
  /// The phases, in order (never empty).
  public let phases: [Phase]

  /// The animated property underneath: the value's animatable data.
  public let property: AnimatedProperty<Value.AnimatableData>

  /// The phase last entered (the one being animated to).
  public private(set) var phaseIndex = 0

  /// Whether phases are advancing: always for a looping one (unless it stopped), during a cycle
  /// for a triggered one.
  public private(set) var isCycling = false

  /// When the phase last entered began: the clock's time when it was entered, or the instant
  /// the previous phase completed (see above). A view's attributes that the phase changes start
  /// at this time too.
  public private(set) var phaseBegan: TimeInterval = 0

  /// The animation the phase last entered was entered with.
  private var phaseAnimation: Animation?

  /// Set when a phase's animation turned out, on entering it, never to complete: the phases
  /// stopped there.
  public private(set) var error: PhaseAnimationError?

  private let template: Value
  private let content: (Phase) -> Value
  private let animation: (Phase) -> Animation?
  private let loops: Bool
  /// Counts the phases entered, so that a completion from before a retrigger is ignored.
  private var generation = 0
  private var lastTrigger: TriggerValue

  init(
    phases: [Phase], loops: Bool, trigger: Any?, animator: Animator,
    content: @escaping (Phase) -> Value, animation: @escaping (Phase) -> Animation?
  ) throws(PhaseAnimationError) {
    guard let first = phases.first else { throw .emptyPhases }
    for (index, phase) in phases.enumerated() {
      if let error = Self.check(animation(phase), phase: index) { throw error }
    }
    self.phases = phases
    self.content = content
    self.animation = animation
    self.loops = loops
    lastTrigger = TriggerValue(trigger)
    template = content(first)
    property = animator.property(template.animatableData)
    if loops { enter(1 % phases.count, at: animator.now) }
  }

  /// The phase last entered.
  public var phase: Phase { phases[phaseIndex] }  // trap-ok: phaseIndex is always an index of phases

  /// The value a view would show now.
  public var presentation: Value { template.with(animatableData: property.presentation) }

  /// The presentation's rate of change, per second.
  public var velocity: Value { template.with(animatableData: property.velocity) }

  /// Whether an animation is running on the value (a spring's tail may outlast the cycle).
  public var isAnimating: Bool { property.isAnimating }

  // MARK: - Triggering

  /// Runs one cycle, as a change of the trigger does: from the second phase to the last and back
  /// to the first (for a looping one, the loop restarts from the second phase).
  public func trigger() {
    enter(1 % phases.count, at: property.animator?.now ?? phaseBegan)
  }

  /// Tells the property the trigger's current value: runs a cycle when it differs from the
  /// previous one (``trigger()``), does nothing when it is the same.
  public func update<Trigger: Equatable>(trigger value: Trigger) {
    if lastTrigger.change(to: value) { trigger() }
  }

  // MARK: - Stepping

  /// Enters phase `first` at time `began` (now, or earlier: see ``phaseBegan``), and the phases
  /// after it as long as each completes at once.
  private func enter(_ first: Int, at began: TimeInterval) {
    var index = first
    var skipped = 0
    while true {
      generation &+= 1
      let generation = self.generation
      phaseIndex = index
      let phase = phases[index]  // trap-ok: every index comes from nextIndex or 1 % count
      let animation = self.animation(phase)
      if let error = Self.check(animation, phase: index) {
        self.error = error
        isCycling = false
        return
      }
      property.animator?.notify(.phaseEntered, property, phase: index)
      phaseBegan = began
      phaseAnimation = animation
      var completedAtOnce = false
      var inBody = true
      var transaction = Transaction(animation: animation)
      transaction.beginTime = began
      transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self] in
        if inBody {
          completedAtOnce = true
        } else {
          self?.phaseCompleted(generation)
        }
      }
      property.set(content(phase).animatableData, transaction: transaction)
      inBody = false
      isCycling = true
      guard completedAtOnce else { return }
      skipped += 1
      guard let next = nextIndex(after: index), skipped < phases.count else {
        isCycling = false
        return
      }
      index = next
    }
  }

  private func phaseCompleted(_ generation: Int) {
    guard generation == self.generation else { return }
    guard let next = nextIndex(after: phaseIndex) else {
      isCycling = false
      return
    }
    enter(next, at: completionInstant())
  }

  /// When the phase last entered completed: its animation's completion time after it began,
  /// when that is known and falls in the frame that found the completion (the clock's time
  /// less one frame, at most); else the clock's time. Each phase thus takes at least one frame.
  private func completionInstant() -> TimeInterval {
    guard let animator = property.animator else { return phaseBegan }
    let now = animator.now
    guard let duration = phaseAnimation?.logicalCompletionTime else { return now }
    let instant = phaseBegan + duration
    let frameStart = now - 1 / animator.framesPerSecond - 1e-9
    return instant <= now && instant >= frameStart ? instant : now
  }

  /// The phase after `index`; `nil` when a triggered cycle is back at the first.
  private func nextIndex(after index: Int) -> Int? {
    if !loops && index == 0 { return nil }
    return (index + 1) % phases.count
  }

  private static func check(_ animation: Animation?, phase: Int) -> PhaseAnimationError? {
    guard let animation, animation.neverCompletesLogically else { return nil }
    return .neverCompletes(phase: phase, animation: animation.factoryDescription)
  }

}
