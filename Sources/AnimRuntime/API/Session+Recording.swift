// `anim preview`: running a script as a scene and recording it for the preview page.
import AnimPlot
import AnimSyntax

extension Session {
  /// Runs `file` and records the scene it plays: every `@State` property's and every keyframe
  /// and phase animator's presented value at every frame the clock ticks (and at every jump
  /// between frames; an animator's track is named after the variable that holds it), the
  /// transactions' starts, merges, retargets, finishes and completions, every frame each
  /// `ViewHost` draws (named after the variable that holds it), and what the script printed
  /// (into the recording, not to the session's output).
  ///
  /// A script that stops with a runtime error is recorded up to the error, which the recording
  /// carries (rendered, with its source line); syntax and name errors stop it before anything
  /// runs, so its recording is empty.
  /// - Parameters:
  ///   - file: The script.
  ///   - title: The page's title; by default the file's name.
  ///   - terminalSize: For `anim play`: each view host's drawings also as terminal text, the
  ///     hosts stacked to fit this many columns and rows (``RecordedViewHost/terminal``).
  /// - Returns: How the run went, and the recording.
  public func record(
    _ file: SourceFile, title: String? = nil, terminalSize: (columns: Int, rows: Int)? = nil
  ) -> (outcome: RunOutcome, recording: Recording) {
    let interpreter = self.interpreter
    let recorder = SceneRecorder(animator: interpreter.animator, title: title ?? file.name)
    recorder.nameOfAnimator = { [unowned interpreter] in interpreter.globalName(holding: $0) }
    recorder.nameOfHost = { [unowned interpreter] in interpreter.globalName(holding: $0) }
    recorder.terminalSize = terminalSize
    recorder.isInsideTest = { [unowned interpreter] in interpreter.tests.insideTest }
    let output = interpreter.output
    interpreter.recorder = recorder
    interpreter.output = { recorder.printed($0) }
    defer {
      recorder.stop()
      interpreter.recorder = nil
      interpreter.output = output
    }
    let outcome = run(file)
    if let error = outcome.runtimeError {
      recorder.failed(DiagnosticRenderer(useColor: false).render([error]))
    }
    return (outcome, recorder.finish())
  }
}

extension Session {
  /// The longest the REPL's `:play` records properties ahead: a `.repeatForever()` animation
  /// is played for this many seconds.
  public static let playbackLimit = 10.0

  /// What `:play` shows: either `@State` projections (`$x, $y`), recorded ahead on the scene's
  /// clock frame by frame until none of them animates (at most `seconds`, else
  /// ``playbackLimit``; the clock moves on, as `wait` would), or animations, curves and springs,
  /// each moving a value 0 → 1 over its life.
  /// - Parameters:
  ///   - expressions: The expressions, as typed (`$x`, `.bouncy`).
  ///   - seconds: How long to record properties ahead; by default until they stop.
  /// - Returns: The recording, or `nil` with the diagnostics of what went wrong.
  public func playback(of expressions: [String], seconds: Double? = nil) -> (
    recording: Recording?, diagnostics: [Diagnostic]
  ) {
    var properties: [(String, PropertyRef)] = []
    var others: [String] = []
    for expression in expressions {
      var found: PropertyRef?
      let outcome = LargeStack.run {
        self.runHere(SourceFile(name: "<play>", text: expression)) { value in
          if case .object(let p as ProjectionObject) = value.unwrapped { found = p.property }
        }
      }
      guard outcome.succeeded else { return (nil, outcome.diagnostics) }
      if let found {
        let name = expression.hasPrefix("$") ? String(expression.dropFirst()) : expression
        properties.append((name, found))
      } else {
        others.append(expression)
      }
    }
    guard properties.isEmpty || others.isEmpty else {
      let problem = "play either @State properties ($x) or animations, not both"
      return (nil, [Session.playDiagnostic(problem, others.first ?? "")])
    }
    guard properties.isEmpty else {
      return (recordAhead(properties, title: expressions.joined(separator: ", "), seconds: seconds), [])
    }
    var lines: [PlotLine] = []
    for expression in others {
      let (line, diagnostics) = plotLine(of: expression, duration: seconds)
      guard var line else {
        let problem = Session.playDiagnostic(
          "cannot play '\(expression)': it is not an animation, curve, spring, sample or $property",
          expression)
        return (nil, diagnostics.isEmpty ? [problem] : diagnostics)
      }
      line.name = expression
      lines.append(line)
    }
    return (Recording(lines: lines, title: expressions.joined(separator: ", ")), [])
  }

  /// An error about the whole of `expression`.
  private static func playDiagnostic(_ message: String, _ expression: String) -> Diagnostic {
    Diagnostic(
      .error, message, file: SourceFile(name: "<play>", text: expression),
      range: SourceRange(0, expression.utf8.count))
  }

  /// Records `properties` from now, one frame at a time, until none animates or `seconds` pass.
  private func recordAhead(_ properties: [(String, PropertyRef)], title: String, seconds: Double?)
    -> Recording
  {
    let animator = interpreter.animator
    let recorder = SceneRecorder(animator: animator, title: title)
    defer { recorder.stop() }
    for (name, property) in properties { recorder.declared(name, property) }
    let limit = animator.frameCount(for: seconds ?? Session.playbackLimit)
    LargeStack.run {
      var frames = 0
      let start = animator.now
      while frames < limit, seconds != nil || properties.contains(where: { $0.1.isAnimating }) {
        frames += 1
        // Frame k at start + k / fps, computed from k (as `wait` does), not summed.
        animator.advance(by: start + Double(frames) / animator.framesPerSecond - animator.now)
        if self.interpreter.pendingError != nil { break }  // a completion callback failed
      }
    }
    interpreter.pendingError = nil
    return recorder.finish()
  }
}
