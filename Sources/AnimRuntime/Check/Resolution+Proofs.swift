// What the checker proves for the run time (issue 27): that a value it typed will pass the
// run-time check of an annotation (TypeCheck.swift), so the check need not run. A function
// written as Swift writes it (`func fib(_ n: Int) -> Int`) had every argument and every result
// checked on every call: callgrind counted about 2,400 of a Swift-form fib call's 2,700
// instructions in those checks, against 293 for the whole untyped call (BENCHMARKS.md).
//
// A proof is only as good as the checker's types, and the checker is gradual: an expression of
// a known type may still hold what unknown code gave it. Where the checker types an expression
// by its context rather than by its parts (a ternary, `if`/`switch` expressions, `??` with an
// unknown left side), the parts are asked instead; anything with an unknown part is not proved
// and keeps its run-time check.
import AnimSyntax

extension Resolution {
  /// Whether the value of `written`, as the checker typed it, passes the run-time check of an
  /// annotation of type `declared`.
  func proves(_ written: Expr, is declared: SwiftType) -> Bool {
    // A generic parameter or an unknown name: the run time checks nothing.
    if declared.isUnknown { return true }
    let e = resolved(written)
    switch e.kind {
    case .ternary(_, let t, let f):
      return proves(t, is: declared) && proves(f, is: declared)
    case .binary(.nilCoalescing, let l, let r):
      guard let a = type(of: l), !a.containsUnknown else { return false }
      return proves(r, is: declared)
    case .ifExpression, .switchExpression:
      // Typed by the context when it has one: the branches are not looked at here.
      return false
    default:
      break
    }
    // A variable once assigned a value from untyped code holds what that code gave.
    if !unprovedNames.isEmpty, let root = written.rootVariable(resolving: resolved), unprovedNames.contains(root.text) {
      return false
    }
    guard let t = type(of: written) else { return false }
    return t.passes(declared)
  }

  /// Whether every value `decl`'s body can give back passes the check of its declared result
  /// type `declared`: each `return`'s value is proved, and the body cannot fall off its end
  /// (which gives nil) unless nil is accepted.
  func provesResult(of decl: FunctionDecl, is declared: SwiftType) -> Bool {
    if declared.isUnknown { return true }
    if let e = decl.implicitReturnExpression { return proves(e, is: declared) }
    var returns: [Expr?] = []
    Self.collectReturns(decl.body.statements, into: &returns)
    for r in returns {
      guard let r else {
        // `return` alone gives nil.
        if case .optional = declared { continue }
        return false
      }
      guard proves(r, is: declared) else { return false }
    }
    if case .optional = declared { return true }
    return Self.alwaysReturns(decl.body.statements)
  }

  /// The values of the `return`s in `statements` and the blocks inside them, not those of
  /// nested functions and closures (theirs are their own).
  private static func collectReturns(_ statements: [Stmt], into returns: inout [Expr?]) {
    for s in statements {
      switch s.kind {
      case .return(let e): returns.append(e)
      case .if(let i): collectReturns(i, into: &returns)
      case .guard(_, let b): collectReturns(b.statements, into: &returns)
      case .while(_, let b): collectReturns(b.statements, into: &returns)
      case .for(_, _, let b): collectReturns(b.statements, into: &returns)
      case .switch(let sw): for c in sw.cases { collectReturns(c.body.statements, into: &returns) }
      case .test(let t): collectReturns(t.body.statements, into: &returns)
      default: break
      }
    }
  }

  private static func collectReturns(_ i: IfStmt, into returns: inout [Expr?]) {
    collectReturns(i.then.statements, into: &returns)
    switch i.elseBranch {
    case .block(let b): collectReturns(b.statements, into: &returns)
    case .elseIf(let s): collectReturns([s], into: &returns)
    case nil: break
    }
  }

  /// Whether running `statements` always ends in a `return` (conservatively: the last
  /// statement is one, or an `if` with an `else` whose branches all do).
  private static func alwaysReturns(_ statements: [Stmt]) -> Bool {
    guard let last = statements.last else { return false }
    switch last.kind {
    case .return: return true
    case .if(let i): return alwaysReturns(i)
    default: return false
    }
  }

  private static func alwaysReturns(_ i: IfStmt) -> Bool {
    guard alwaysReturns(i.then.statements) else { return false }
    switch i.elseBranch {
    case .block(let b): return alwaysReturns(b.statements)
    case .elseIf(let s):
      if case .if(let nested) = s.kind { return alwaysReturns(nested) }
      return false
    case nil: return false
    }
  }
}

extension SwiftType {
  /// Whether a value of this static type passes the run-time check of an annotation of type
  /// `declared` (TypeCheck): the same type, any number for a number (one kind of number at run
  /// time), nil or the wrapped type for an optional.
  func passes(_ declared: SwiftType) -> Bool {
    if declared.isUnknown { return true }
    if containsUnknown { return false }
    if self == declared { return true }
    if case .optional(let wrapped) = declared {
      if self == .nilLiteral { return true }
      if case .optional(let inner) = self { return inner.passes(wrapped) }
      return passes(wrapped)
    }
    return isNumber && declared.isNumber
  }
}

extension TypeChecker {
  /// Notes a call of the top-level function `decl` whose arguments are proved to be of its
  /// parameters' types, each in its parameter's place: the lowering calls it without checking
  /// them again when the function it finds is `decl` (Lowering's `LoweredCall.proved`).
  func noteProvedCall(_ call: Expr, to decl: FunctionDecl, _ params: [SwiftType], _ args: [CallArgument]) {
    let declared = decl.parameters
    // A body checked twice (TypeChecker+ParameterInference.swift) takes back what the first
    // check proved.
    resolution.forgetProvedCall(call)
    guard args.count == params.count, declared.count == params.count else { return }
    for (k, a) in args.enumerated() {
      guard k < declared.count, k < params.count else { return }
      let p = declared[k]  // trap-ok: checked
      guard !p.isInout, !a.isInout, a.label?.text == p.argumentLabel,
        resolution.proves(a.value, is: params[k])  // trap-ok: checked
      else { return }
    }
    resolution.noteProvedCall(call, to: decl)
  }
}
