// What `anim export` and `anim compare` need from the language: an expression's value as an
// animation, spring or curve, and an animation's move sampled with the interpreter driving any
// script animation in it. The exporting itself is AnimExport's.
import AnimSyntax
import AnimationCore

/// An expression's value, as something that can be exported.
public enum ExportableValue {
  /// An `Animation` (built-in or declared in the script).
  case animation(Animation)
  /// A `Spring`.
  case spring(Spring)
  /// A `UnitCurve`.
  case curve(UnitCurve)
}

extension Session {
  /// Evaluates `expression` in this session and returns it as an animation, spring or curve.
  /// - Returns: The value, or `nil` with the diagnostics of what went wrong; `nil` with no
  ///   diagnostics and the value's type name when it is some other kind of value.
  public func exportable(of expression: String)
    -> (value: ExportableValue?, typeName: String?, diagnostics: [Diagnostic])
  {
    let file = SourceFile(name: "<export>", text: expression)
    var result: ExportableValue?
    var typeName: String?
    let outcome = LargeStack.run { () -> RunOutcome in
      self.runHere(file) { v in
        typeName = v.typeName
        switch v.unwrapped {
        case .animation(let a): result = .animation(a)
        case .object(let s as SpringObject): result = .spring(s.spring)
        case .object(let c as CurveObject): result = .curve(c.curve)
        default: break
        }
      }
    }
    return (result, typeName, outcome.diagnostics.filter { $0.severity == .error })
  }

  /// Samples `animation` moving a value from 0 to 1 at `framesPerSecond`, for `duration`
  /// seconds or until it ends (at most 10 s, the life `plot` allows an animation); script
  /// animations run in this session.
  /// - Returns: Times, progress and whether the animation ended; or the diagnostics of a runtime
  ///   error raised by a script animation (or a timeout).
  public func sampleMove(of animation: Animation, duration: Double?, framesPerSecond: Double)
    -> (samples: (times: [Double], progress: [Double], ended: Bool)?, diagnostics: [Diagnostic])
  {
    let interpreter = self.interpreter
    let file = SourceFile(name: "<export>", text: "")
    interpreter.deadline = timeout.map {
      ContinuousClock.now.advanced(by: .milliseconds(Int64($0 * 1000)))
    }
    return LargeStack.run {
      do throws(RuntimeError) {
        let (samples, ended) = try interpreter.withMachine {
          (m: inout Machine) throws(RuntimeError) -> ([AnimationSample<Double>], Bool) in
          let scratch = Animator(framesPerSecond: framesPerSecond)
          interpreter.watch(scratch)
          scratch.environment = interpreter.animator.environment
          let found = try interpreter.parked(&m, at: SourceRange(0, 0), in: "export") {
            scratch.sampleMove(animation, for: duration, limit: Interpreter.animationLifeLimit)
          }
          try interpreter.checkLimits(SourceRange(0, 0), &m)
          return found
        }
        return ((samples.map(\.time), samples.map(\.value), ended), [])
      } catch {
        return (nil, [error.diagnostic(defaultFile: file)])
      }
    }
  }
}
