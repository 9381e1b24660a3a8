// One fuzz input through the whole pipeline: lexer and parser, the syntax checker, the resolver
// and the interpreter, and the diagnostic renderer. Anything but a Swift trap, a signal or a
// hang is a pass: diagnostics are the expected answer to most inputs.
import AnimRuntime
import AnimSyntax

enum FuzzOne {
  /// Seconds one input may run (`Session.timeout`): endless loops end with a timeout error.
  nonisolated(unsafe) static var timeout = 0.5
  /// A lower call depth than the default 10,000 keeps runaway recursion cheap per input; the
  /// default itself is covered by `Tests/Scripts/errors/stack_overflow.anim`.
  nonisolated(unsafe) static var maximumCallDepth = 2_000

  /// Runs `bytes` as a script. Every diagnostic must lie inside the file and render.
  static func run(_ bytes: [UInt8]) {
    let file = SourceFile(name: "fuzz.anim", bytes: bytes)
    let renderer = DiagnosticRenderer()
    for d in Checker.check(file) { check(d, in: file, renderer) }
    _ = Parser.isIncomplete(file.text)
    let session = Session(output: { _ in })
    session.timeout = timeout
    session.maximumCallDepth = maximumCallDepth
    let outcome = session.run(file)
    for d in outcome.diagnostics { check(d, in: file, renderer) }
    if outcome.succeeded, outcome.echo != nil { _ = outcome.echo?.count }
  }

  static func check(_ d: Diagnostic, in file: SourceFile, _ renderer: DiagnosticRenderer) {
    // A diagnostic outside its file would make the renderer's caret line lie.
    if d.file === file, d.range.end > UInt32(file.bytes.count) {
      preconditionFailure("diagnostic out of bounds: \(d)")  // trap-ok: the fuzzer's oracle
    }
    _ = renderer.render(d)
  }
}
