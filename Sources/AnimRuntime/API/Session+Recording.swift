// `anim preview`: running a script as a scene and recording it for the preview page.
import AnimPlot
import AnimSyntax

extension Session {
  /// Runs `file` and records the scene it plays: every `@State` property's presented value at
  /// every frame the clock ticks (and at every jump between frames), the transactions' starts,
  /// merges, retargets, finishes and completions, and what the script printed (into the
  /// recording, not to the session's output).
  ///
  /// A script that stops with a runtime error is recorded up to the error, which the recording
  /// carries (rendered, with its source line); syntax and name errors stop it before anything
  /// runs, so its recording is empty.
  /// - Parameters:
  ///   - file: The script.
  ///   - title: The page's title; by default the file's name.
  /// - Returns: How the run went, and the recording.
  public func record(_ file: SourceFile, title: String? = nil) -> (
    outcome: RunOutcome, recording: Recording
  ) {
    let interpreter = self.interpreter
    let recorder = SceneRecorder(animator: interpreter.animator, title: title ?? file.name)
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
    return (outcome, recorder.recording)
  }
}
