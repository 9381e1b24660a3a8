// How long `plot` (and `anim plot`) samples an animation that repeats forever: a few of its
// cycles, rather than the 10 s every endless animation used to get (twenty flickers of a
// 0.5 s ease, too dense to read).
import AnimationCore

extension Animation {
  /// How many passes of a `repeatForever` animation a plot shows.
  static let plottedPasses = 3.0

  /// Seconds that show ``plottedPasses`` passes of a `repeatForever` animation (its delays and
  /// speeds included), when the repeated animation's length is known (a timing curve's
  /// duration, a spring's settling duration); nil for anything else, which is sampled until it
  /// ends as before.
  var repeatForeverPlotLength: Double? {
    var layer = self
    var scale = 1.0
    var delay = 0.0
    while true {
      switch layer.anatomy {
      case .speed(let base, let speed) where speed > 0 && speed.isFinite:
        scale /= speed
        layer = base
      case .delay(let base, let d) where d.isFinite && d >= 0:
        delay += d * scale
        layer = base
      case .repeating(let base, nil, _):
        guard let pass = base.passLength, pass > 0, pass.isFinite else { return nil }
        let length = delay + Self.plottedPasses * pass * scale
        return length.isFinite && length > 0 ? length : nil
      default:
        return nil
      }
    }
  }

  /// The length of one pass of an animation made of a timing curve or spring, with its own
  /// delays and speeds.
  private var passLength: Double? {
    switch anatomy {
    case .timingCurve(_, let duration): return duration
    case .spring(let spring, _, _): return spring.settlingDuration
    case .delay(let base, let d): return base.passLength.map { $0 + max(d, 0) }
    case .speed(let base, let speed) where speed > 0: return base.passLength.map { $0 / speed }
    default: return nil
    }
  }
}
