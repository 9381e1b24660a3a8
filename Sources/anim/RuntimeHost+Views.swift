// The runtime host's views: a script's `#Preview` laid out and drawn.
import AnimRuntime
import AnimSyntax
import AnimViews

extension RuntimeHost {
  func drawPreview(
    _ script: ScriptSource, preview: String?, width: Double, height: Double, at time: Double?,
    options: HostOptions, required: Bool
  ) -> ViewFrame? {
    let session = makeSession(options)
    // The frame is the output: the script's own prints would mix with the SVG.
    session.setOutput { _ in }
    let outcome = session.run(SourceFile(name: script.name, text: script.text))
    if required { report(outcome.diagnostics, options) }
    guard outcome.succeeded, required || !session.previewNames.isEmpty else { return nil }
    let (frame, diagnostics) = session.previewFrame(named: preview, width: width, height: height, at: time)
    report(diagnostics, options)
    guard let frame else { return nil }
    let list = frame.layout.displayList
    return ViewFrame(
      name: frame.name, svg: frame.svg, dump: frame.dump,
      terminal: { columns in list.terminalCells(columns: columns).ansi() })
  }
}
