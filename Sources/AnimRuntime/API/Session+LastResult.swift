// `_` in the REPL: the value of the last expression shown, as in Python and IPython. The value
// lives in a hidden global (`__last`, which completion never offers); an input that uses `_`
// where the resolver finds no such name is run with those uses pointing at it. Resolution fails
// before anything runs, so trying the input as typed first has no effect on the session.
import AnimSyntax

extension Session {
  /// The hidden global that holds the last shown value.
  static let lastResultName = "__last"

  /// What a REPL input did, and how a script says the same.
  public struct LastResultRun {
    /// The outcome, as ``evaluate(_:name:)`` gives it.
    public var outcome: RunOutcome
    /// The input as a script that declares `var __last = nil` first would run it: each `_`
    /// that means the last value written `__last`, and when the input shows a value, its final
    /// expression assigned to `__last`.
    public var script: String
    /// Whether the input used `_` for the last value.
    public var usesLastResult: Bool
  }

  /// The line a script starts with when it replays inputs that use `_` (see ``LastResultRun``).
  public static let lastResultDeclaration = "var \(lastResultName) = nil  // `_` in the REPL: the last value shown"

  /// Evaluates REPL input like ``evaluate(_:name:)``, with `_` (where it is no name of the
  /// script's) meaning the last value shown; that value is then the new one's, if any.
  public func evaluateKeepingLastResult(_ input: String, name: String = "<repl>") -> LastResultRun {
    declareLastResult()
    var kept = false
    var outcome = LargeStack.run {
      self.runHere(SourceFile(name: name, text: input)) { kept = self.keep($0) }
    }
    let unresolved = outcome.diagnostics.filter { $0.message == "cannot find '_' in scope" }
    guard !outcome.succeeded, !unresolved.isEmpty, unresolved.count == outcome.diagnostics.count else {
      return LastResultRun(outcome: outcome, script: scriptForm(input, kept: kept), usesLastResult: false)
    }
    guard lastResult != nil else {
      let notYet = unresolved.map {
        Diagnostic(.error, "'_' has no value yet: it is the last value shown, and none has been", file: $0.file, range: $0.range)
      }
      let failed = RunOutcome(diagnostics: notYet, succeeded: false, echo: nil, runtimeError: nil, wasInterrupted: false)
      return LastResultRun(outcome: failed, script: input, usesLastResult: true)
    }
    // Each unresolved `_` (a one-byte range) becomes the hidden global's name.
    var bytes = Array(input.utf8)
    for d in unresolved.sorted(by: { $0.range.start > $1.range.start }) {
      let start = Int(d.range.start)
      guard start < bytes.count, bytes[start] == UInt8(ascii: "_") else {
        return LastResultRun(outcome: outcome, script: input, usesLastResult: false)
      }  // trap-ok: checked
      bytes.replaceSubrange(start..<start + 1, with: Array(Self.lastResultName.utf8))
    }
    let rewritten = String(decoding: bytes, as: UTF8.self)
    outcome = LargeStack.run {
      self.runHere(SourceFile(name: name, text: rewritten)) { kept = self.keep($0) }
    }
    return LastResultRun(outcome: outcome, script: scriptForm(rewritten, kept: kept), usesLastResult: true)
  }

  /// `text` with its final expression assigned to the hidden global when its value was kept.
  private func scriptForm(_ text: String, kept: Bool) -> String {
    guard kept else { return text }
    let (program, _) = Parser.parse(SourceFile(name: "<repl>", text: text))
    guard let last = program.statements.last, case .expression(let e) = last.kind else { return text }
    let bytes = Array(text.utf8)
    let start = Int(e.range.start)
    guard start <= bytes.count else { return text }
    let before = String(decoding: bytes[..<start], as: UTF8.self)  // trap-ok: start checked
    let after = String(decoding: bytes[start...], as: UTF8.self)  // trap-ok: start checked
    return before + "\(Self.lastResultName) = " + after
  }

  /// Declares the hidden global (once per session, and again after a reset), as a script
  /// would declare it, so that the resolver knows its slot.
  private func declareLastResult() {
    guard interpreter.resolver.globals[Self.lastResultName] == nil else { return }
    _ = LargeStack.run { self.runHere(SourceFile(name: "<repl>", text: "var \(Self.lastResultName) = nil")) }
  }

  /// The last value shown, if any.
  private var lastResult: Value? {
    guard let slot = interpreter.resolver.globals[Self.lastResultName]?.slot,
      slot < interpreter.machine.globals.count
    else { return nil }
    let value = interpreter.machine.globals[slot]  // trap-ok: checked above
    return value.isNil ? nil : value
  }

  /// Stores a shown value (not nil: a statement's) as the last result; whether it did.
  private func keep(_ value: Value) -> Bool {
    guard !value.isNil else { return false }
    guard let slot = interpreter.resolver.globals[Self.lastResultName]?.slot,
      slot < interpreter.machine.globals.count
    else { return false }
    interpreter.machine.setGlobal(slot, value)  // (keeps `globalStates` in step)
    return true
  }
}
