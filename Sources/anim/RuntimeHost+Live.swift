// The runtime's side of `anim preview --live`: a script run once, its `#Preview` kept live.
import AnimRuntime
import AnimSyntax
import Foundation

/// A live scene the server drives: the script ran, its preview is in a host on the scene's clock.
struct LiveScene {
  let preview: LivePreview
}

extension RuntimeHost {
  /// Runs `script` (its prints go to standard output, as `anim run` shows them) and keeps its
  /// `#Preview` (the one called `name`, else the first) live in a `width` × `height` host; nil
  /// with the diagnostics rendered when it cannot.
  func startLive(
    _ script: ScriptSource, preview name: String?, width: Double, height: Double,
    options: HostOptions
  ) -> (LiveScene?, String) {
    let session = makeSession(options)
    let outcome = session.run(SourceFile(name: script.name, text: script.text))
    let renderer = DiagnosticRenderer(useColor: false)
    guard outcome.succeeded else { return (nil, renderer.render(outcome.diagnostics)) }
    let (live, diagnostics) = LivePreview.make(session, named: name, width: width, height: height)
    guard let live else { return (nil, renderer.render(diagnostics)) }
    return (LiveScene(preview: live), "")
  }
}

extension ScriptHost {
  /// A live scene of `script`'s preview; nil with why when it cannot be made (hosts without
  /// views, the CLI's test stand-in, have none).
  func liveScene(
    _ script: ScriptSource, preview: String?, width: Double, height: Double, options: HostOptions
  ) -> (LiveScene?, String) {
    guard let runtime = self as? RuntimeHost else { return (nil, "this host draws no views\n") }
    return runtime.startLive(
      script, preview: preview, width: width, height: height, options: options)
  }
}
