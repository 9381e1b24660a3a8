// The AnimRuntime-backed host: what every command uses to run Anim code.
import AnimPlot
import AnimREPL
import AnimRuntime
import AnimSyntax
import Foundation

/// Runs scripts, tests, plots and REPL sessions with AnimRuntime's ``Session``.
struct RuntimeHost: ScriptHost {
  func makeSession(_ options: HostOptions) -> Session {
    let session = Session(output: { Output.write($0 + "\n") })
    // A failed `expect` is reported where it happens, beside the script's own output.
    // It quotes the script's source and values: escaped, like every diagnostic.
    session.onFailedCheck = { Output.writeError($0.escapingControlCharacters() + "\n") }
    session.timeout = options.timeout
    session.memoryLimit = options.memoryLimit
    session.chartWidth = Terminal.columns(fileDescriptor: 1)
    session.chartStyle = Terminal.defaultChartStyle()
    return session
  }

  func report(_ diagnostics: [Diagnostic], _ options: HostOptions) {
    guard !diagnostics.isEmpty else { return }
    Output.writeError(DiagnosticRenderer(useColor: options.colorDiagnostics).render(diagnostics))
  }

  /// Runs a script; it fails on an error and also when an `expect` failed (each already
  /// reported), so that `anim run checks.anim` can guard a build.
  func run(_ script: ScriptSource, options: HostOptions) -> Bool {
    let session = makeSession(options)
    session.infersParameterTypes = true
    let outcome = session.run(SourceFile(name: script.name, text: script.text))
    report(outcome.diagnostics, options)
    return outcome.succeeded && session.testRecorder.failures.isEmpty
  }

  func test(_ script: ScriptSource, options: HostOptions) -> TestFileReport {
    let runner = ScriptTestRunner(timeout: options.timeout, memoryLimit: options.memoryLimit)
    let result = runner.runFile(SourceFile(name: script.name, text: script.text))
    return TestFileReport(
      passed: result.passed, failed: result.failed, lines: result.lines,
      cases: result.tests.map { TestFileReport.Case(name: $0.name, passed: $0.passed) })
  }

  func plotLine(
    for expression: String, scope: ScriptSource?, duration: Double?, options: HostOptions
  ) -> PlotLine? {
    let session = makeSession(options)
    if let scope {
      session.setOutput { _ in }
      let outcome = session.run(SourceFile(name: scope.name, text: scope.text))
      report(outcome.diagnostics, options)
      guard outcome.succeeded else { return nil }
    }
    let (line, diagnostics) = session.plotLine(of: expression, duration: duration)
    if let line { return line }
    if diagnostics.isEmpty {
      Output.error("cannot plot '\(expression)': it is not an animation, curve, spring or sample")
    } else {
      report(diagnostics, options)
    }
    return nil
  }

  func record(_ script: ScriptSource, options: HostOptions) -> Recording? {
    record(script, options: options, terminalSize: nil)
  }

  /// ``record(_:options:)``, with each view host's drawings also drawn as terminal text to fit
  /// `terminalSize` (for `anim play`).
  func record(_ script: ScriptSource, options: HostOptions, terminalSize: (columns: Int, rows: Int)?)
    -> Recording?
  {
    let (outcome, recording) = makeSession(options).record(
      SourceFile(name: script.name, text: script.text), terminalSize: terminalSize)
    report(outcome.diagnostics, options)
    if !outcome.succeeded && outcome.runtimeError == nil { return nil }
    return recording
  }

  func makeEngine(options: HostOptions) -> (any REPLEngine)? {
    RuntimeEngine(session: makeSession(options), options: options)
  }

  func resolutionDiagnostics(of program: Program) -> [Diagnostic] {
    Checker.resolutionDiagnostics(of: program)
  }

  func onLargeStack<R>(_ body: @escaping () -> R) -> R { LargeStack.run(body) }
}

/// The REPL's engine: one ``Session`` whose definitions persist between inputs.
final class RuntimeEngine: REPLEngine {
  private let session: Session
  private let options: HostOptions

  init(session: Session, options: HostOptions) {
    self.session = session
    self.options = options
    session.shouldInterrupt = { Interrupt.isRequested }
  }

  private func render(_ diagnostics: [Diagnostic]) -> String {
    DiagnosticRenderer(useColor: options.colorDiagnostics).render(diagnostics)
  }

  func evaluate(_ input: REPLInput) -> REPLOutcome {
    // Typed input may use `_`, the last value shown; a :load'ed file is a script.
    var scriptText: String?
    var usesLastResult = false
    let outcome: RunOutcome
    if input.echoesValue {
      let run = session.evaluateKeepingLastResult(input.text, name: input.sourceName)
      outcome = run.outcome
      scriptText = run.script == input.text ? nil : run.script
      usesLastResult = run.usesLastResult
    } else {
      outcome = session.evaluate(input.text, name: input.sourceName)
    }
    if outcome.wasInterrupted {
      return REPLOutcome(status: .interrupted, diagnostics: "interrupted\n")
    }
    guard outcome.succeeded else { return .error(render(outcome.diagnostics)) }
    // A value may hold any text (`"\u{1b}[2J"`): escaped, keeping the lines and tabs of a
    // multi-line value such as a sample table.
    let echo =
      input.echoesValue
      ? outcome.echo.map { $0.escapingControlCharacters(except: ["\n", "\t"]) + "\n" } ?? "" : ""
    var result = REPLOutcome(status: .success, output: echo, diagnostics: render(outcome.diagnostics))
    result.scriptText = scriptText
    result.usesLastResult = usesLastResult
    return result
  }

  func isIncomplete(_ source: String) -> Bool { Parser.isIncomplete(source) }

  func reset() { session.reset() }

  func typeDescription(of expression: String) -> REPLOutcome {
    let (type, diagnostics) = session.typeDescription(of: expression)
    guard let type else { return .error(render(diagnostics)) }
    return .value(type + "\n")
  }

  func plot(_ expressions: [String], width: Int, height: Int, colored: Bool) -> REPLOutcome {
    var lines: [PlotLine] = []
    for expression in expressions {
      let (found, diagnostics) = session.plotLine(of: expression)
      let shown = expression.escapingControlCharacters()
      guard var line = found else {
        if !diagnostics.isEmpty { return .error(render(diagnostics)) }
        return .error("cannot plot '\(shown)': it is not an animation, curve, spring or sample\n")
      }
      // The legend names each series as it was typed, as `anim plot` does.
      line.name = shown
      lines.append(line)
    }
    if let problem = PlotRendering.mixedAxes(lines) { return .error("error: \(problem)\n") }
    let title = lines.map(\.name).joined(separator: ", ")
    let style = Terminal.defaultChartStyle()
    return .value(
      PlotRendering.text(
        lines, title: title, velocity: false,
        options: ChartOptions(width: width, height: height, style: style, colored: colored)))
  }

  func playback(of expressions: String) -> (recording: Recording?, outcome: REPLOutcome) {
    let (recording, diagnostics) = session.playback(of: ColonCommand.expressions(in: expressions))
    return (recording, .error(render(diagnostics)))
  }

  func help(for name: String, width: Int) -> REPLOutcome {
    if let text = session.help(for: name, width: width) { return .value(text + "\n") }
    var message = "no built-in is called '\(name)'"
    if let s = Suggestions.closest(to: name, in: session.helpTopics) { message += "; did you mean '\(s)'?" }
    return .error("error: " + message + "\n")
  }

  func compare(_ first: String, _ second: String, width: Int, height: Int, colored: Bool)
    -> REPLOutcome
  {
    var lines: [PlotLine] = []
    for expression in [first, second] {
      let (found, diagnostics) = session.plotLine(of: expression)
      guard var line = found else {
        if !diagnostics.isEmpty { return .error(render(diagnostics)) }
        return .error(
          "cannot compare '\(expression)': it is not an animation, curve, spring or sample\n")
      }
      line.name = expression
      lines.append(line)
    }
    guard let a = lines.first, let b = lines.last else { return .error("nothing to compare\n") }
    let options = ChartOptions(
      width: width, height: height, style: Terminal.defaultChartStyle(), colored: colored)
    guard let text = ComparisonRendering.render(a, b, epsilon: 0.001, options: options) else {
      return .error((PlotRendering.mixedAxes(lines) ?? "cannot compare these") + "\n")
    }
    return .value(text)
  }

  func preview(of script: String) -> (page: String?, summary: String, outcome: REPLOutcome) {
    // A fresh session replays the inputs, silently, as `anim preview` runs a file.
    let replay = Session(output: { _ in })
    replay.timeout = options.timeout
    let (outcome, recording) = replay.record(SourceFile(name: "<session>", text: script))
    if !outcome.succeeded && outcome.runtimeError == nil {
      return (nil, "", .error(render(outcome.diagnostics)))
    }
    let count = recording.tracks.count
    let what = count == 0 ? "no properties" : "\(count) propert\(count == 1 ? "y" : "ies")"
    let summary = "\(what), \(NumberFormat.fixed(recording.duration, decimals: 2)) s"
    return (PreviewPage(recording).render(), summary, REPLOutcome(diagnostics: render(outcome.diagnostics)))
  }

  func completionNames() -> [String] { session.completions(for: "") }

  func memberNames(of receiver: String?) -> [String] { session.memberNames(of: receiver) }

  func argumentLabels(of callee: String) -> [String] { session.argumentLabels(of: callee) }

  func callSignatures(of callee: String) -> [String] { session.callSignatures(of: callee) }

  func implicitMemberNames(callee: String?, label: String?, index: Int) -> [String] {
    session.implicitMemberNames(callee: callee, label: label, index: index)
  }
}
