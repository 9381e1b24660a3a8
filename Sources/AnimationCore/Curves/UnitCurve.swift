import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range [0, 1]
/// to an output progress that is also usually in [0, 1], as SwiftUI's `UnitCurve`.
///
/// Every curve clamps its input to [0, 1]. A `bezier` curve clamps its control points' x
/// components to [0, 1]; their y components are kept, so such a curve may overshoot.
public struct UnitCurve: Hashable, Sendable {
  /// The kinds of curve.
  enum Function: Hashable, Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
  }

  let function: Function
  /// The solver of a bezier curve, built once (x of the control points clamped).
  let solver: CubicSolver?

  init(_ function: Function) {
    self.function = function
    if case .bezier(let p1, let p2) = function {
      solver = CubicSolver(
        start: UnitPoint(x: min(max(p1.x, 0), 1), y: p1.y),
        end: UnitPoint(x: min(max(p2.x, 0), 1), y: p2.y))
    } else {
      solver = nil
    }
  }

  public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool { lhs.function == rhs.function }
  public func hash(into hasher: inout Hasher) { hasher.combine(function) }

  /// Creates a new curve using bezier control points.
  ///
  /// The x components of the control points are clamped to the range [0, 1] when the curve is
  /// evaluated.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint))
  }

  /// A linear curve: the output equals the input.
  public static let linear = UnitCurve(.linear)
  /// A bezier curve that starts out slowly, then speeds up as it finishes: (0.42, 0)–(1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// A bezier curve that starts out quickly, then slows down as it approaches the end:
  /// (0, 0)–(0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A bezier curve that starts out slowly, speeds up over the middle, then slows down again as
  /// it approaches the end: (0.42, 0)–(0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A bezier curve that starts out slowly, speeds up over the middle, then slows down again as
  /// it approaches the end: (0.42, 0)–(0.58, 1), the same curve as ``easeInOut``.
  @available(*, deprecated, message: "Use easeInOut instead")
  public static let easeInEaseOut = easeInOut
  /// A curve that starts out slowly, then speeds up as it finishes: a quarter circle.
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A curve that starts out quickly, then slows down as it approaches the end.
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// A curve that starts out slowly, speeds up over the middle, then slows down again.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// Returns the output value (y) of the curve at the input progress, clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch function {
    case .linear: return x
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      return (((8 - 4 * x) * x - 3).squareRoot() + 1) / 2
    case .bezier:
      return solver?.value(at: x) ?? x
    }
  }

  /// Returns the rate of change (first derivative) of the output value of the curve at the input
  /// progress, clamped to [0, 1].
  public func velocity(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch function {
    case .linear: return 1
    case .circularEaseIn: return abs(x / (1 - x * x).squareRoot())
    case .circularEaseOut: return abs((x - 1) / ((2 - x) * x).squareRoot())
    case .circularEaseInOut:
      if x < 0.5 { return abs(2 * x / (1 - 4 * x * x).squareRoot()) }
      return abs((2 * x - 2) / ((8 - 4 * x) * x - 3).squareRoot())
    case .bezier:
      return solver?.velocity(at: x) ?? 1
    }
  }

  /// The inverse of the curve: linear stays linear, circular ease-in and ease-out swap,
  /// circular ease-in-out stays itself (as SwiftUI), and a bezier swaps x and y of its control
  /// points.
  public var inverse: UnitCurve {
    switch function {
    case .linear: return .linear
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return .circularEaseInOut
    case .bezier(let p1, let p2):
      return .bezier(
        startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x))
    }
  }

  /// The curve's control points when it is a bezier curve, else nil.
  public var controlPoints: (start: UnitPoint, end: UnitPoint)? {
    if case .bezier(let p1, let p2) = function { return (p1, p2) }
    return nil
  }
}

extension UnitCurve: CustomStringConvertible {
  /// The curve as it would be written in Swift: `easeIn`, `bezier(startControlPoint: …)`.
  public var description: String {
    switch function {
    case .linear: return "linear"
    case .circularEaseIn: return "circularEaseIn"
    case .circularEaseOut: return "circularEaseOut"
    case .circularEaseInOut: return "circularEaseInOut"
    case .bezier(let p1, let p2):
      if self == .easeIn { return "easeIn" }
      if self == .easeOut { return "easeOut" }
      if self == .easeInOut { return "easeInOut" }
      func f(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
      }
      return "bezier(startControlPoint: (\(f(p1.x)), \(f(p1.y))), endControlPoint: (\(f(p2.x)), \(f(p2.y))))"
    }
  }
}
