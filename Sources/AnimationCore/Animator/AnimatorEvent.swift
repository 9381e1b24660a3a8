/// Something that happened on an ``Animator``'s clock, as an observer sees it: a frame, or a
/// change to one property's animations. Previews and recorders use these to draw a timeline.
public struct AnimatorEvent {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// The animator computed a frame (or, when nothing was animating, its clock jumped ahead to
    /// ``AnimatorEvent/time``): read the properties now.
    case frame
    /// A change in a transaction with an animation started one on an idle property.
    case started
    /// A new animation merged with the running one (it said `shouldMerge`, as springs do).
    case merged
    /// A new animation was combined with the running one: the property was retargeted.
    case retargeted
    /// A change without an animation: the value jumped.
    case jumped
    /// The property's running animation finished and was removed.
    case finished
    /// A transaction's completion callback is about to run.
    case completion
    /// A phase animator entered one of its phases (``AnimatorEvent/phase`` says which): its
    /// value is set to the phase's content with the phase's animation, or, when that is the
    /// value it already has, the phase is passed through at once.
    case phaseEntered
  }

  /// The clock time, in seconds.
  public var time: Double
  /// What happened.
  public var kind: Kind
  /// The property it happened to; `nil` for frames and completions.
  public var property: AnimatedPropertyBase?
  /// For ``Kind/phaseEntered``: the index of the phase entered, in the phases given.
  public var phase: Int?

  /// Creates an event.
  public init(time: Double, kind: Kind, property: AnimatedPropertyBase? = nil, phase: Int? = nil) {
    self.time = time
    self.kind = kind
    self.property = property
    self.phase = phase
  }
}

extension Animator {
  /// Tells the observer, if there is one, that `kind` happened to `property` now (to phase
  /// `phase`, for ``AnimatorEvent/Kind/phaseEntered``).
  @inline(__always)
  func notify(_ kind: AnimatorEvent.Kind, _ property: AnimatedPropertyBase? = nil, phase: Int? = nil) {
    guard let observer else { return }
    observer(AnimatorEvent(time: now, kind: kind, property: property, phase: phase))
  }
}
