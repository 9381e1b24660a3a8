// The public face of the interpreter: a session runs scripts and REPL inputs with persistent
// globals, a scene (animator, clock, environment) and recorded test results.
import AnimPlot
import AnimSyntax
import AnimationCore
import Foundation

/// What came of running a script or a REPL input.
public struct RunOutcome: Sendable {
  /// Compile-time diagnostics (syntax, resolution) and the runtime error, if any, in order.
  public var diagnostics: [Diagnostic]
  /// Whether the code ran to the end without an error.
  public var succeeded: Bool
  /// The value of a final expression statement, printed (for REPL echo); `nil` when there is none.
  public var echo: String?
  /// The runtime error that stopped the run, if any.
  public var runtimeError: Diagnostic?
  /// Whether the run stopped because the interrupt hook answered true.
  public var wasInterrupted: Bool
}

/// An interpreter session: globals, a scene and tests persist from one input to the next.
///
/// ```swift
/// let session = Session(output: { print($0) })
/// let outcome = session.run(SourceFile(name: "a.anim", text: "print(1 + 1)"))
/// // prints "2"; outcome.succeeded == true
/// ```
///
/// Runs happen on a 512 MB stack (LargeStack: on Linux the calling thread switches to it); the
/// call depth limit (10,000) turns runaway recursion into an error. A session is not
/// thread-safe: use it from one thread at a time.
///
/// Memory: closures that capture variables holding themselves form reference cycles that ARC
/// does not collect; the interpreter finds and frees them as a run makes closures, at the end
/// of each run or REPL input, and after `reset()` (CycleCollector.swift).
public final class Session {
  let interpreter: Interpreter

  /// Called at loop back-edges and calls (every 1024 steps); answering `true` stops the run with
  /// an "interrupted" error (the REPL passes `{ Interrupt.isRequested }`).
  public var shouldInterrupt: (() -> Bool)? {
    get { interpreter.shouldInterrupt }
    set { interpreter.shouldInterrupt = newValue }
  }

  /// Seconds a single `run`/`evaluate` may take before it stops with a timeout error (`--timeout`).
  public var timeout: Double?

  /// The most resident memory, in bytes, the process may use while this session runs code
  /// (`--memory-limit`); past it the run stops with "memory limit of 1 GB exceeded" at the
  /// expression that allocated. nil (the default here; the `anim` commands default to
  /// ``defaultMemoryLimit``) for no limit. Interpreter+MemoryLimit.swift says what is counted.
  public var memoryLimit: Int? {
    get { interpreter.memoryLimit }
    set { interpreter.memoryLimit = newValue }
  }

  /// The `anim` commands' memory limit when none is given: 1 GB (2^30 bytes).
  public static let defaultMemoryLimit = ProcessMemory.defaultLimit

  /// A memory limit as the messages write it ("1 GB", "300 MB").
  public static func describeMemory(_ bytes: Int) -> String { ProcessMemory.describe(bytes) }

  /// The width in columns of the charts `plot(…)` prints (default 72; `anim run` passes the
  /// terminal's width). Clamped to 20…1000.
  public var chartWidth: Int {
    get { interpreter.chartWidth }
    set { interpreter.chartWidth = Swift.min(Swift.max(newValue, 20), 1000) }
  }

  /// The dot style of the charts `plot(…)` prints when the script names none (default braille;
  /// `anim run` passes ASCII for terminals without Unicode).
  public var chartStyle: ChartStyle {
    get { interpreter.chartStyle }
    set { interpreter.chartStyle = newValue }
  }

  /// The maximum Anim call depth (10,000 by default).
  public var maximumCallDepth: Int {
    get { interpreter.maxDepth }
    set { interpreter.maxDepth = newValue }
  }

  /// Whether the next input is the whole program (default false): `anim run` and `anim test`
  /// say so of a file. An untyped top-level function then has its parameters typed `Double`
  /// when every use of it is a call with numbers and its body only computes with them, so its
  /// formulas run typed (Grammar: "Untyped parameters"). A session that will take more inputs
  /// (a REPL) leaves it off: a later input could call the function with anything.
  public var infersParameterTypes: Bool {
    get { interpreter.resolver.resolution.infersParameterTypes }
    set { interpreter.resolver.resolution.infersParameterTypes = newValue }
  }

  /// Creates a session.
  /// - Parameter output: Receives each line `print` writes (without the newline); by default
  ///   standard output.
  public init(output: @escaping (String) -> Void = { Swift.print($0) }) {
    interpreter = Interpreter(output: output)
  }

  /// Replaces where `print` writes.
  public func setOutput(_ output: @escaping (String) -> Void) { interpreter.output = output }

  /// Receives each failed `expect` (`file:line:col: expect failed: a < b (a = 1, b = 0)`) and
  /// each test stopped by an error, as it happens. They are also collected in
  /// ``testRecorder``.
  public var onFailedCheck: ((String) -> Void)? {
    get { interpreter.onFailedCheck }
    set { interpreter.onFailedCheck = newValue }
  }

  /// Parses, resolves and runs a whole file in this session.
  /// - Parameter file: The source.
  /// - Returns: Diagnostics and whether it ran to the end.
  public func run(_ file: SourceFile) -> RunOutcome {
    LargeStack.run { self.runHere(file) }
  }

  /// Runs REPL input: like ``run(_:)``, and the final expression's value is in `echo`.
  /// - Parameters:
  ///   - input: The typed text.
  ///   - name: The name diagnostics show.
  public func evaluate(_ input: String, name: String = "<repl>") -> RunOutcome {
    run(SourceFile(name: name, text: input))
  }

  /// Forgets every definition, the scene and test results (`:reset`).
  public func reset() {
    interpreter.resolver.reset()
    interpreter.machine.globals = []
    interpreter.machine.globalStates = []
    interpreter.animator = Animator()
    interpreter.tests = TestRecorder()
    // What declarations registered beside the globals: derived attributes, keyframe and
    // phase triggers, extensions of built-in types.
    interpreter.derivedAttributes = []
    interpreter.triggerWatchers = []
    interpreter.builtinExtensions = [:]
    interpreter.previews = []
    interpreter.cycles.collect()
  }

  /// Recorded tests and failed checks since the session began (or `reset()`).
  public var testRecorder: TestRecorder { interpreter.tests }

  /// Names a completion may offer: the session's globals, built-ins and keywords.
  public func completions(for prefix: String) -> [String] {
    let keywords = [
      "let", "var", "func", "return", "if", "else", "guard", "while", "for", "in", "break",
      "continue", "animation", "state", "test", "true", "false", "nil", "struct", "enum",
      "switch", "case", "default", "extension", "static", "mutating", "init", "self",
    ]
    let all = Set(keywords + interpreter.resolver.globalNames + Builtins.shared.names)
    return all.filter { $0.hasPrefix(prefix) && !$0.hasPrefix("__") }.sorted()
  }

  /// Implicit member names for an argument of `callee` (labelled `label`, at `index`): the
  /// members of the type the resolver would resolve `.name` against there.
  public func implicitMemberNames(callee: String?, label: String?, index: Int) -> [String] {
    // The parameter's type: the session's own function's annotation, or the built-ins' typed
    // signatures' (`timingCurve(` takes a UnitCurve).
    if let callee,
      let typeName = userParameterTypeName(callee: callee, label: label, index: index)
        ?? BuiltinSignatures.parameterTypeName(callee: callee, label: label, index: index)
    {
      let checker = TypeChecker(resolver: interpreter.resolver, environment: interpreter.resolver.typeEnvironment)
      let names = checker.memberNames(ofTypeSpelled: typeName + ".Type")
      if !names.isEmpty { return names }
    }
    return Resolver.defaultImplicitMembers.names.sorted()
  }

  /// The named type of a session function's parameter that an argument labelled `label` (or
  /// the `index`th, unlabelled) gives.
  private func userParameterTypeName(callee: String, label: String?, index: Int) -> String? {
    guard let f = interpreter.resolver.typeEnvironment.functions[callee] else { return nil }
    let k = label.map { l in f.parameters.firstIndex { $0.argumentLabel == l } } ?? (index < f.parameters.count ? index : nil)
    guard let k, k < f.parameters.count, let annotation = f.parameters[k].type else { return nil }  // trap-ok: checked
    return SwiftType(annotation).unwrapped.name
  }

  /// Member names after a dot: `Animation.` → its factories, `.` → Animation's, a receiver whose
  /// kind can be told → its members, otherwise every built-in member.
  public func memberNames(of receiver: String?) -> [String] {
    // The receiver's kind when it can be told without running anything; otherwise every member.
    if let names = typedMemberNames(of: receiver) { return Array(Set(names)).sorted() }
    // Any built-in member (the table's names).
    return BuiltinTable.shared.allMemberNames.sorted()
  }

  /// The type of an expression (`:type EXPR`), as the type checker gives it: nothing runs. A
  /// variable the checker cannot type shows the type of the value it holds now; any other
  /// expression without a static type is an error that says why.
  /// - Returns: The type name, or the diagnostics.
  public func typeDescription(of expression: String) -> (type: String?, diagnostics: [Diagnostic]) {
    let file = SourceFile(name: "<type>", text: expression)
    let (program, syntax) = Parser.parse(file)
    if syntax.contains(where: { $0.severity == .error }) { return (nil, syntax) }
    guard program.statements.count == 1, case .expression(let e) = program.statements[0].kind else {  // trap-ok: count checked
      let range = SourceRange(0, file.text.utf8.count)
      return (nil, [Diagnostic(.error, ":type takes one expression", file: file, range: range)])
    }
    // The checker's type, found without running anything.
    let (checked, checkDiagnostics) = staticType(of: file)
    if !checkDiagnostics.isEmpty { return (nil, checkDiagnostics) }
    if let checked { return (checked, []) }
    // A variable the checker cannot type (an untyped Anim function's result): its value says
    // what it holds now, without running anything.
    if case .variable(let name) = e.kind, let binding = interpreter.resolver.globals[name.text],
      binding.slot < interpreter.machine.globals.count
    {
      return (interpreter.machine.globals[binding.slot].typeName, [])  // trap-ok: checked
    }
    let range = SourceRange(0, file.text.utf8.count)
    let message =
      ":type cannot tell this expression's type without running it: it depends on an untyped "
      + "parameter or a built-in without a typed signature"
    return (nil, [Diagnostic(.error, message, file: file, range: range)])
  }

  /// The static type of the one expression in `file`, as the type checker gives it in this
  /// session (its globals' types known), and the errors that resolving and checking it found;
  /// nil when the checker cannot tell the type before running.
  func staticType(of file: SourceFile) -> (type: String?, diagnostics: [Diagnostic]) {
    let resolver = interpreter.resolver
    let (program, syntax) = Parser.parse(file, firstNodeID: resolver.resolution.nextNodeID)
    if syntax.contains(where: { $0.severity == .error }) { return (nil, syntax) }
    let (diagnostics, _) = resolver.resolve(program)
    let errors = diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { return (nil, errors) }
    guard program.statements.count == 1, case .expression(let e) = program.statements[0].kind,  // trap-ok: count checked
      let type = resolver.resolution.type(of: e), !type.isUnknown, !type.containsUnknown
    else { return (nil, []) }
    return (type.defaulted.description, [])
  }


  /// Evaluates `expression` once and returns what `plot` would draw for it: a sample as it is,
  /// an animation's move 0 → 1 (over `duration` seconds, or its whole life), a curve or a
  /// spring.
  /// - Returns: The line, or `nil` with the diagnostics of what went wrong (a syntax or name
  ///   error, a runtime error while evaluating or sampling); `nil` with no diagnostics when the
  ///   value is none of those kinds.
  public func plotLine(of expression: String, duration: Double? = nil)
    -> (line: PlotLine?, diagnostics: [Diagnostic])
  {
    var found: SeriesObject?
    var failure: RuntimeError?
    let file = SourceFile(name: "<plot>", text: expression)
    let outcome = LargeStack.run { () -> RunOutcome in
      self.runHere(file) { v in
        do throws(RuntimeError) {
          found = try self.interpreter.withMachine {
            (m: inout Machine) throws(RuntimeError) -> SeriesObject? in
            let site = CallSite(
              arguments: [], base: m.stack.count, range: SourceRange(0, file.text.utf8.count),
              name: "plot")
            switch v.unwrapped {
            case .object(let s as SeriesObject): return s
            case .animation(let a):
              // A repeatForever shows a few passes (Animation+PlotLength.swift).
              return try self.interpreter.sampleAnimation(
                a, from: 0, to: 1, for: duration ?? a.repeatForeverPlotLength, at: site.range, &m)
            case let other: return try self.interpreter.plotSeries(of: other, site, &m)
            }
          }
        } catch {
          failure = error
        }
      }
    }
    var diagnostics = outcome.diagnostics.filter { $0.severity == .error }
    if let failure { diagnostics.append(failure.diagnostic(defaultFile: file)) }
    return (found?.plotLine, diagnostics)
  }

  // MARK: - Running

  func runHere(_ file: SourceFile, onValue: ((Value) -> Void)? = nil) -> RunOutcome {
    let interp = interpreter
    // The time limit runs from here: parsing, resolving, checking and lowering a large file
    // count against it (and the memory limit) as running does (WorkBudget.swift).
    interp.deadline = timeout.map { ContinuousClock.now.advanced(by: .milliseconds(Int64($0 * 1000))) }
    let budget = interp.makeWorkBudget()
    interp.resolver.resolution.budget = budget
    // Only while this input runs: a later `:type` or completion resolves without a limit.
    defer { interp.resolver.resolution.budget = nil }
    // Node IDs continue the session's: its resolution keeps every input's (Resolution.swift).
    let (program, syntax) = Parser.parse(
      file, firstNodeID: interp.resolver.resolution.nextNodeID, budget: budget)
    // Swift that Anim refuses inside a function's body stops the script only if it is called.
    let refusals = DeferredRefusals(program, syntax)
    var diagnostics = refusals.diagnostics
    if diagnostics.contains(where: { $0.severity == .error }) {
      return RunOutcome(
        diagnostics: diagnostics, succeeded: false, echo: nil, runtimeError: nil,
        wasInterrupted: false)
    }
    interp.resolver.resolution.refusedFunctions.merge(refusals.functions) { $1 }
    // By offset in this input: its functions' bodies are lowered with it.
    interp.resolver.resolution.refusedStatements = refusals.statements
    var (resolveDiagnostics, frameSize) = interp.resolver.resolve(program)
    resolveDiagnostics.removeAll { refusals.covers($0) }
    diagnostics += resolveDiagnostics
    if resolveDiagnostics.contains(where: { $0.severity == .error }) {
      return RunOutcome(
        diagnostics: diagnostics, succeeded: false, echo: nil, runtimeError: nil,
        wasInterrupted: false)
    }
    interp.pendingError = nil
    // Each input's cycles go when it ends, not when the session does (CycleCollector.swift);
    // a line left open by `print(…, terminator: "")` ends with it.
    defer {
      interp.flushOpenLine()
      interp.cycles.collect()
    }
    do throws(RuntimeError) {
      let value = try interp.withMachine { (m: inout Machine) throws(RuntimeError) -> Value? in
        try interp.run(program, mainFrameSize: frameSize, &m)
      }
      if let e = interp.pendingError { throw e }
      var echo: String?
      if let value {
        onValue?(value)
        // As Swift prints a value of the expression's static type (`1.0` for a Double).
        var format = PrintFormat.dynamic
        if case .expression(let e)? = program.statements.last?.kind { format = PrintFormat(interp.resolver.resolution.type(of: e)) }
        if !value.isNil { echo = value.printed(as: format) }
      }
      return RunOutcome(
        diagnostics: diagnostics, succeeded: true, echo: echo, runtimeError: nil,
        wasInterrupted: false)
    } catch {
      interp.pendingError = nil
      let d = error.diagnostic(defaultFile: file)
      diagnostics.append(d)
      return RunOutcome(
        diagnostics: diagnostics, succeeded: false, echo: nil, runtimeError: d,
        wasInterrupted: error.message == "interrupted")
    }
  }
}

/// `anim check`: parse and resolve without running.
public enum Checker {
  /// Every syntax and name-resolution diagnostic of `file`, in source order.
  public static func check(_ file: SourceFile) -> [Diagnostic] {
    let (program, syntax) = SyntaxCheck.check(file)
    return (syntax + resolutionDiagnostics(of: program)).sorted { $0.range.start < $1.range.start }
  }

  /// The name-resolution diagnostics of a parsed program (undefined names, duplicate
  /// declarations, `return` outside a function, assignment to a `let`), in source order.
  public static func resolutionDiagnostics(of program: Program) -> [Diagnostic] {
    Resolver().resolve(program).diagnostics.sorted { $0.range.start < $1.range.start }
  }
}
