// `anim export` on AnimRuntime: evaluate the expression, let AnimExport translate it, with the
// session sampling animations it cannot take apart (script animations run in the session).
import AnimExport
import AnimRuntime
import AnimationCore

extension RuntimeHost {
  func export(_ request: ExportRequest, options: HostOptions) -> String? {
    let session = makeSession(options)
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
      Output.error(
        "cannot export '\(request.expression)' to \(request.target.rawValue): it is not a spring; \(request.target.rawValue) takes a Spring or a spring animation (.bouncy, .spring(…)); 'anim export css' takes any animation"
      )
    case .curve(let curve) where request.target == .swiftui:
      return "UnitCurve.\(curve)\n"
    case .curve:
      Output.error(
        "cannot export '\(request.expression)' to \(request.target.rawValue): a UnitCurve has no spring; 'anim export css' takes curves"
      )
    }
    return nil
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
