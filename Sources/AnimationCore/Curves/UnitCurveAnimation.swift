/// The animation of `Animation.timingCurve(_ curve: UnitCurve, duration:)` for curves that are not
/// beziers (the circular ones): the animated interval scaled by the curve over a fixed duration.
///
/// Like the bezier animations it never merges; a new one on a running property combines with it.
struct UnitCurveAnimation: CustomAnimation {
  /// The curve progress runs along.
  var curve: UnitCurve
  /// The length of the animation, in seconds.
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}

extension UnitCurveAnimation: FactoryDescribable {
  var factoryDescription: String { ".timingCurve(.\(curve), duration: \(duration))" }
}

extension Animation {
  /// Creates a new animation that uses the given curve over the given duration.
  ///
  /// A bezier curve (including `.easeIn`, `.easeOut`, `.easeInOut`) and `.linear` give the same
  /// animation as the matching `timingCurve(_:_:_:_:duration:)`, with control points unclamped.
  ///
  /// - Parameters:
  ///   - curve: The curve describing the progress of the animation.
  ///   - duration: The length of time, expressed in seconds, the animation takes to complete.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    switch curve.function {
    case .linear: return .linear(duration: duration)
    case .bezier(let p1, let p2): return .timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration)
    default: return Animation(UnitCurveAnimation(curve: curve, duration: duration))
    }
  }
}
