// `anim export` on AnimRuntime: evaluate the expression, let AnimExport translate it, with the
// session sampling animations it cannot take apart (script animations run in the session).
import AnimExport
import AnimRuntime
import AnimSyntax
import AnimationCore

extension RuntimeHost {
  func export(_ request: ExportRequest, options: HostOptions) -> String? {
    let session = makeSession(options)
    if let scope = request.scope {
      session.setOutput { _ in }
      let outcome = session.run(SourceFile(name: scope.name, text: scope.text))
      report(outcome.diagnostics, options)
      guard outcome.succeeded else { return nil }
    }
    let (found, typeName, diagnostics) = session.exportable(of: request.expression)
    guard let value = found else {
      if diagnostics.isEmpty {
        Output.error(
          "cannot export '\(request.expression)': it is \(typeName.map { "a \($0)" } ?? "nothing"); export takes an Animation, a Spring or a UnitCurve"
        )
      } else {
        report(diagnostics, options)
      }
      return nil
    }
    if request.target == .css { return css(value, request, session, options) }
    switch value {
    case .spring(let spring):
      return SpringExport.code(for: spring, target: request.target)
    case .animation(let animation):
      if case .spring(let spring, let velocity, _) = animation.anatomy {
        var text = SpringExport.code(for: spring, target: request.target)
        if velocity != 0 {
          text += "// dropped: the animation's initialVelocity \(velocity) (pass it to the target's velocity parameter)\n"
        }
        return text
      }
      if request.target == .swiftui { return animation.factoryDescription + "\n" }
      if var timing = CurveExport.timing(of: animation), CurveExport.hasCode(for: request.target) {
        if let duration = request.duration { timing.duration = duration }
        return curveCode(timing, request)
      }
      let takes =
        CurveExport.hasCode(for: request.target)
        ? "a Spring, a spring animation (.bouncy, .spring(…)) or a timing curve (.easeInOut(duration: 0.3), .timingCurve(…))"
        : "a Spring or a spring animation (.bouncy, .spring(…))"
      Output.error(
        "cannot export '\(request.expression)' to \(request.target.rawValue): it is not one of what \(request.target.rawValue) takes: \(takes); 'anim export css' takes any animation"
      )
    case .curve(let curve) where request.target == .swiftui:
      return "UnitCurve.\(curve)\n"
    case .curve where !CurveExport.hasCode(for: request.target):
      Output.error(
        "cannot export '\(request.expression)' to \(request.target.rawValue): \(request.target.rawValue) takes springs; 'anim export css' takes curves")
    case .curve(let curve):
      // A UnitCurve has no duration: SwiftUI's default for timing curves, as CSS export does.
      guard var text = curveCode(.init(curve: curve, duration: request.duration ?? 0.35), request)
      else { return nil }
      if request.duration == nil {
        text += "// a UnitCurve has no duration: 0.35 s is SwiftUI's default for timing curves (--duration to choose)\n"
      }
      return text
    }
    return nil
  }

  private func curveCode(_ timing: CurveExport.Timing, _ request: ExportRequest) -> String? {
    do {
      return try CurveExport.code(for: timing, target: request.target)
    } catch {
      Output.error("cannot export '\(request.expression)' to \(request.target.rawValue): \(error)")
      return nil
    }
  }

  private func css(
    _ value: ExportableValue, _ request: ExportRequest, _ session: Session, _ options: HostOptions
  ) -> String? {
    let exporter = CSSExporter(tolerance: request.tolerance) { animation, duration, fps in
      let (motion, diagnostics) = session.sampleMove(
        of: animation, duration: duration, framesPerSecond: fps)
      guard let motion else {
        report(diagnostics, options)
        throw AlreadyReported()
      }
      return SampledMotion(times: motion.times, progress: motion.progress, ended: motion.ended)
    }
    do {
      let result: CSSExport
      switch value {
      case .animation(let a): result = try exporter.export(a, duration: request.duration)
      case .spring(let s): result = try exporter.export(s, duration: request.duration)
      case .curve(let c): result = try exporter.export(c, duration: request.duration)
      }
      // The comment names the expression by its first line.
      var name = String(request.expression.prefix { !$0.isNewline })
      if name.count < request.expression.count { name += " …" }
      return request.keyframes ? result.webAnimationsJSON() : result.css(name: name)
    } catch let error as ExportError {
      Output.error("cannot export '\(request.expression)' to CSS: \(error)")
    } catch {
      // Already reported (a runtime error in a script animation).
    }
    return nil
  }
}

/// A failure whose diagnostics were already printed.
private struct AlreadyReported: Error {}
