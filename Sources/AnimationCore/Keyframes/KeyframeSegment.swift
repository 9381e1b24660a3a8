import Foundation

/// One segment of a resolved track: how the animatable data goes from `from` to `to` over
/// `duration` seconds starting at `start` (track time).
struct KeyframeSegment<Data: VectorArithmetic> {
  enum Curve {
    /// `from + (to − from)·curve(u)`.
    case linear(UnitCurve)
    /// The spring from `from` toward `to` with this initial velocity, for the whole segment.
    case spring(Spring, initialVelocity: Data)
    /// Cubic Hermite with these tangents, in data units per second.
    case hermite(startVelocity: Data, endVelocity: Data)
  }

  var start: TimeInterval
  var duration: TimeInterval
  var from: Data
  var to: Data
  var curve: Curve

  var end: TimeInterval { start + duration }

  /// The value `local` seconds into the segment (clamped to it).
  func value(at local: TimeInterval) -> Data {
    let time = min(max(local, 0), duration)
    switch curve {
    case .linear(let unit):
      return from + (to - from).scaled(by: unit.value(at: time / duration))
    case .spring(let spring, let velocity):
      return spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: time)
    case .hermite(let m0, let m1):
      let u = time / duration
      let u2 = u * u
      let u3 = u2 * u
      let h00 = 2 * u3 - 3 * u2 + 1
      let h10 = u3 - 2 * u2 + u
      let h01 = -2 * u3 + 3 * u2
      let h11 = u3 - u2
      return from.scaled(by: h00) + m0.scaled(by: h10 * duration) + to.scaled(by: h01)
        + m1.scaled(by: h11 * duration)
    }
  }

  /// The velocity `local` seconds into the segment (clamped to it), per second.
  func velocity(at local: TimeInterval) -> Data {
    let time = min(max(local, 0), duration)
    switch curve {
    case .linear(let unit):
      return (to - from).scaled(by: unit.velocity(at: time / duration) / duration)
    case .spring(let spring, let velocity):
      return spring.velocity(fromValue: from, toValue: to, initialVelocity: velocity, time: time)
    case .hermite(let m0, let m1):
      // The derivatives of the Hermite basis, divided by the duration (d/dt = d/du / d).
      let u = time / duration
      let u2 = u * u
      let d00 = (6 * u2 - 6 * u) / duration
      let d10 = 3 * u2 - 4 * u + 1
      let d01 = (-6 * u2 + 6 * u) / duration
      let d11 = 3 * u2 - 2 * u
      return from.scaled(by: d00) + m0.scaled(by: d10) + to.scaled(by: d01) + m1.scaled(by: d11)
    }
  }
}
