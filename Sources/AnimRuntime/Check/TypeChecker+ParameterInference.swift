// Inference of untyped parameters (issue 27, item 1): Anim's `func elastic(value, time,
// duration)` is generic (Grammar: "Untyped parameters"), so its body was lowered for values of
// any type, and its formulas ran on the general, untyped operators. When
// the whole program is known (a file run, not a REPL, where a later input could call the
// function with a string) and every use of such a function is a call whose arguments are
// proved numbers, its parameters can only ever hold numbers: the body is checked with them as
// `Double`, and its formulas are lowered typed (Lowering+Typed.swift), as the Swift form's are.
//
// Anim's untyped numbers are Doubles at run time and in arithmetic (`half(7)` is 3.5), so typing
// a parameter `Double` changes no arithmetic. What it could change is what depends on the static
// type beyond arithmetic: printing (`8.0` against Anim's `8`), interpolation, `type(of:)`,
// overloads. So a body qualifies only if it is a numeric kernel: numbers, names, arithmetic and
// comparisons, calls of math functions and of other functions, `let`/`var`, assignments, `if`,
// `while` and `return`. Its result stays untyped (the caller prints what it gets as before).
//
// The checker checks each candidate's body once with its parameters as Double; a diagnostic
// there (`let k = 3; k * x` is Int * Double to Swift) withdraws the candidate, whose body is
// then checked again as untyped and the trial's diagnostics dropped. After the whole program is
// checked, a candidate is kept only if every name that refers to it is the callee of a call
// whose arguments were proved numbers (counted against the resolver's locations, so a use the
// checker never looked at withdraws it too). A withdrawn candidate's body is checked again as
// untyped; so are the bodies of candidates whose only proofs came from calls inside it.
//
// An `animation`'s `animate(value, time, context)` is called by the animator, which always passes
// the seconds since the animation began, and by script code (`base.animate(…)`) whose receiver
// the checker rarely knows. So its `time` is typed Double (the protocol's `TimeInterval`) when
// its body is a kernel (members of `value` and `context`, which stay untyped, may be used) and
// every call of anything named `animate` in the file passes a time proved a number; one that
// does not, or a use of `animate` as a value, withdraws every animation's, whose declarations
// are then checked again.
import AnimSyntax

/// What the checker knows about untyped functions whose parameters it may type as numbers.
struct ParameterInference {
  /// The candidates, by their declaration's ID: top-level untyped functions whose body is a
  /// numeric kernel.
  var candidates: [NodeID: FunctionDecl] = [:]
  /// Calls of each candidate whose arguments were all proved numbers, by the call's ID.
  var provedCalls: [NodeID: Set<NodeID>] = [:]
  /// Candidates withdrawn: a call with an argument not proved, a trial with diagnostics.
  var withdrawn = Set<NodeID>()
  /// Candidates called from inside each candidate's body (with arguments proved only because
  /// that body's parameters were assumed numbers).
  var calledFrom: [NodeID: Set<NodeID>] = [:]
  /// The candidate whose body is being checked with numbers, innermost last.
  var current: [NodeID] = []
  /// Candidates whose body was checked with its parameters as Double.
  var checkedAsNumbers = Set<NodeID>()
  /// Off while withdrawn bodies are checked again: their calls prove nothing.
  var isRecording = true
  /// The `animate(value, time, context)` methods of the file's `animation` declarations whose
  /// bodies are numeric kernels, by the method's ID, with the declaration's statement (checked
  /// again as a whole if they are withdrawn).
  var animateMethods: [NodeID: Stmt] = [:]
  /// Some call of a method named `animate` passes a time not proved a number, or the name is
  /// used as a value: no `animate`'s time is inferred.
  var animateWithdrawn = false

  /// The candidates by the global slot their name is stored in.
  var bySlot: [Int: NodeID] = [:]

  /// The program's top-level functions that may have their parameters inferred.
  init(_ program: Program, _ resolution: Resolution) {
    for s in program.statements {
      if case .animation(let a) = s.kind {
        for f in a.methods
        where f.name?.text == "animate" && f.parameters.count == 3 && Self.isCandidate(f, resolution, opaque: [0, 2]) {
          animateMethods[f.id] = s
        }
      }
      guard case .function(let f) = s.kind, let name = f.name, case .global(let slot) = resolution.location(of: name),
        Self.isCandidate(f, resolution)
      else { continue }
      candidates[f.id] = f
      bySlot[slot] = f.id
    }
  }

  /// `opaque`: the parameters that stay untyped (an `animate`'s value and context), whose
  /// members the body may read and call: what they give is untyped, as before.
  private static func isCandidate(_ f: FunctionDecl, _ resolution: Resolution, opaque: Set<Int> = []) -> Bool {
    guard !f.isClosure, f.returnType == nil,
      f.genericParameters.isEmpty, !f.parameters.isEmpty,
      resolution.refusedFunctions[ObjectIdentifier(f)] == nil
    else { return false }
    for p in f.parameters where p.type != nil || p.defaultValue != nil || p.isInout || p.resultBuilder != nil {
      return false
    }
    var kernel = NumericKernel(resolution: resolution)
    for k in opaque where k < f.parameters.count {
      kernel.opaque.insert(resolution.location(of: f.parameters[k].name))  // trap-ok: checked
    }
    return f.body.statements.allSatisfy(kernel.isKernel)
  }
}

/// The statements and expressions whose meaning does not depend on whether the numbers in them
/// are typed `Double` or untyped (see the file's opening comment).
private struct NumericKernel {
  let resolution: Resolution
  /// Where the parameters that stay untyped live.
  var opaque = Set<VariableLocation>()

  /// Math functions of numbers to numbers (BuiltinSignatures: Double in, Double out).
  static let mathFunctions: Set<String> = [
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "log",
    "log2", "log10", "pow", "sqrt", "cbrt", "hypot", "abs", "min", "max", "floor", "ceil", "round", "Double",
  ]

  func isKernel(_ s: Stmt) -> Bool {
    switch s.kind {
    case .variable(let v):
      guard v.type == nil, v.attributes.isEmpty, v.observers.isEmpty, let e = v.initializer else { return false }
      return isKernel(e)
    case .assignment(let target, let op, let value):
      guard case .variable = resolution.resolved(target).kind else { return false }
      switch op {
      case .assign, .addAssign, .subtractAssign, .multiplyAssign, .divideAssign: return isKernel(value)
      default: return false
      }
    case .if(let i): return isKernel(i)
    case .while(let conditions, let body):
      return conditions.allSatisfy(isKernel) && body.statements.allSatisfy(isKernel)
    case .return(let e):
      guard let e else { return true }
      if case .nilLiteral = resolution.resolved(e).kind { return true }
      return isKernel(e)
    case .expression(let e): return isKernel(e)
    case .break, .continue: return true
    default: return false
    }
  }

  private func isKernel(_ i: IfStmt) -> Bool {
    guard i.conditions.allSatisfy(isKernel), i.then.statements.allSatisfy(isKernel) else { return false }
    switch i.elseBranch {
    case .block(let b): return b.statements.allSatisfy(isKernel)
    case .elseIf(let s): return isKernel(s)
    case nil: return true
    }
  }

  private func isKernel(_ c: Condition) -> Bool {
    if case .expression(let e) = c { return isKernel(e) }
    return false
  }

  func isKernel(_ written: Expr) -> Bool {
    let e = resolution.resolved(written)
    switch e.kind {
    case .number, .bool: return true
    case .variable(let n):
      switch resolution.location(of: n) {
      case .local, .global: return true
      case .builtin: return n.text == "pi"
      default: return false
      }
    case .unary(let op, let operand):
      guard op == .negate || op == .plus || op == .not else { return false }
      return isKernel(operand)
    case .binary(let op, let l, let r):
      switch op {
      case .add, .subtract, .multiply, .divide, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
        .and, .or:
        return isKernel(l) && isKernel(r)
      default: return false
      }
    case .ternary(let c, let t, let f): return isKernel(c) && isKernel(t) && isKernel(f)
    case .tuple(let items):
      guard items.count == 1, let only = items.first, only.label == nil else { return false }
      return isKernel(only.value)
    case .member(let base, _): return isOpaque(base)
    case .call(let callee, let args):
      // `value.scaled(by: k)`: a method of an untyped parameter, given numbers.
      if case .member(let base, _) = resolution.resolved(callee).kind, isOpaque(base) {
        return args.allSatisfy { !$0.isInout && !$0.isTrailingClosure && isKernel($0.value) }
      }
      // `x.scaled(by: k)` of a number: VectorArithmetic's product of a Double.
      if case .member(let base, let name) = resolution.resolved(callee).kind, name.text == "scaled",
        args.count == 1, let k = args.first, k.label?.text == "by", !k.isInout, !k.isTrailingClosure
      {
        return isKernel(base) && isKernel(k.value)
      }
      guard case .variable(let n) = resolution.resolved(callee).kind else { return false }
      switch resolution.location(of: n) {
      case .builtin: guard Self.mathFunctions.contains(n.text) else { return false }
      case .global: break
      default: return false
      }
      return args.allSatisfy { $0.label == nil && !$0.isInout && !$0.isTrailingClosure && isKernel($0.value) }
    default: return false
    }
  }

  /// An untyped parameter, or a member of one (`context.environment`).
  private func isOpaque(_ written: Expr) -> Bool {
    let e = resolution.resolved(written)
    switch e.kind {
    case .variable(let n): return opaque.contains(resolution.location(of: n))
    case .member(let base, _): return isOpaque(base)
    default: return false
    }
  }
}

extension TypeChecker {
  /// Checks the body of the top-level function `f`, with its parameters as numbers when it is a
  /// candidate for inference.
  func checkTopLevelFunctionBody(_ f: FunctionDecl) {
    guard inference?.candidates[f.id] != nil else {
      checkFunctionBody(f)
      return
    }
    let before = diagnostics.count
    inference?.current.append(f.id)
    inference?.checkedAsNumbers.insert(f.id)
    checkFunctionBody(f, parameterTypes: f.parameters.map { _ in .double })
    inference?.current.removeLast()
    guard diagnostics.count > before else { return }
    // Swift's rules refuse the body with numbers (`Int * Double`): untyped, as written.
    diagnostics.removeSubrange(before...)
    inference?.withdrawn.insert(f.id)
    checkAgainAsUntyped(f)
  }

  /// Checks the body of a method of an `animation` declaration: an `animate(value, time,
  /// context)` whose body is a numeric kernel has its `time` typed `Double`, the protocol's
  /// `TimeInterval`: the animator passes the seconds since the animation began, and every
  /// call in the file must pass a number too (`noteAnimateCall`).
  func checkAnimationMethodBody(_ f: FunctionDecl) {
    guard let state = inference, state.isRecording, state.animateMethods[f.id] != nil, !state.animateWithdrawn else {
      checkFunctionBody(f)
      return
    }
    let before = diagnostics.count
    inference?.checkedAsNumbers.insert(f.id)
    checkFunctionBody(f, parameterTypes: [.unknown, .double, .unknown])
    guard diagnostics.count > before else { return }
    diagnostics.removeSubrange(before...)
    inference?.animateMethods[f.id] = nil
    checkAgainAsUntyped(f)
  }

  /// Notes a call of a function or method named `animate` (an animation's, or anything else of
  /// that name: which one runs is known only when it runs), its arguments checked: its time,
  /// the second argument, must be a number for any `animate`'s time to be inferred.
  func noteAnimateCall(_ callee: Expr, _ args: [CallArgument]) {
    guard let state = inference, state.isRecording, !state.animateMethods.isEmpty, !state.animateWithdrawn,
      Self.isNamedAnimate(resolution.resolved(callee))
    else { return }
    let time = args.first { $0.label?.text == "time" } ?? (args.count > 1 ? args[1] : nil)  // trap-ok: checked
    if let time, !time.isInout, resolution.proves(time.value, is: .double) || isNumberLiteral(time.value) { return }
    inference?.animateWithdrawn = true
  }

  /// A use of `animate` that is not a call's callee (`let f = a.animate`): anything may call it.
  func noteAnimateUse(_ e: Expr) {
    guard let state = inference, state.isRecording, !state.animateMethods.isEmpty, Self.isNamedAnimate(e) else { return }
    inference?.animateWithdrawn = true
  }

  private static func isNamedAnimate(_ e: Expr) -> Bool {
    switch e.kind {
    case .variable(let n): return n.text == "animate"
    case .member(_, let name): return name.text == "animate"
    default: return false
    }
  }

  /// Notes a call of the top-level function `decl`, named by `name` where it is called.
  func noteInferenceCall(_ call: Expr, _ name: Name, to decl: FunctionDecl, _ args: [CallArgument]) {
    guard let state = inference, state.isRecording, case .global(let slot) = resolution.location(of: name),
      let id = state.bySlot[slot], id == decl.id
    else { return }
    let proved =
      args.count == decl.parameters.count
      && args.allSatisfy { a in
        !a.isInout && !a.isTrailingClosure && (resolution.proves(a.value, is: .double) || isNumberLiteral(a.value))
      }
    guard proved else {
      inference?.withdrawn.insert(id)
      return
    }
    inference?.provedCalls[id, default: []].insert(call.id)
    if let caller = state.current.last { inference?.calledFrom[caller, default: []].insert(id) }
  }

  /// A number literal, or arithmetic of them: in an untyped context the checker leaves it
  /// untyped, but it is a number at run time.
  private func isNumberLiteral(_ written: Expr) -> Bool {
    let e = resolution.resolved(written)
    switch e.kind {
    case .number: return true
    case .unary(let op, let operand): return (op == .negate || op == .plus) && isNumberLiteral(operand)
    case .binary(let op, let l, let r):
      return [.add, .subtract, .multiply, .divide].contains(op) && isNumberLiteral(l) && isNumberLiteral(r)
    case .tuple(let items): return items.count == 1 && items.first.map { $0.label == nil && isNumberLiteral($0.value) } ?? false
    default: return false
    }
  }

  /// A name used other than as a call's callee: if it names a candidate, the function escapes
  /// (`let g = f`, `map(f)`), and anything may call it.
  func noteInferenceUse(_ name: Name) {
    guard let state = inference, state.isRecording, case .global(let slot) = resolution.location(of: name),
      let id = state.bySlot[slot]
    else { return }
    inference?.withdrawn.insert(id)
  }

  /// After the whole program: keeps the candidates every use of which was a proved call; checks
  /// the others' bodies again as untyped.
  func settleInference() {
    guard var state = inference else { return }
    // Every name the resolver placed at the candidate's global must be its declaration or the
    // callee of a proved call.
    let uses = resolution.globalNameCounts(slots: Set(state.bySlot.keys))
    for (slot, id) in state.bySlot where (uses[slot] ?? 0) != 1 + (state.provedCalls[id]?.count ?? 0) {
      state.withdrawn.insert(id)
    }
    // A candidate withdrawn takes with it the ones its body's calls proved.
    var queue = Array(state.withdrawn)
    while let id = queue.popLast() {
      for callee in state.calledFrom[id] ?? [] where !state.withdrawn.contains(callee) {
        state.withdrawn.insert(callee)
        queue.append(callee)
      }
    }
    state.isRecording = false
    inference = state
    // The trial with numbers said nothing of these bodies, and untyped parameters are laxer:
    // anything said now was said of code outside the parameters' reach, in a different order.
    let before = diagnostics.count
    for id in state.withdrawn where state.checkedAsNumbers.contains(id) {
      if let f = state.candidates[id] { checkAgainAsUntyped(f) }
    }
    for (id, f) in state.candidates where !state.withdrawn.contains(id) && state.checkedAsNumbers.contains(id) {
      resolution.inferredNumberFunctions.insert(ObjectIdentifier(f))
    }
    // The animations whose `animate` was checked with a number for its time, again as a whole
    // (their members in scope) if some call or use of `animate` withdrew them.
    var animations: [ObjectIdentifier: Stmt] = [:]
    for (id, s) in state.animateMethods where state.checkedAsNumbers.contains(id) { animations[ObjectIdentifier(s)] = s }
    if state.animateWithdrawn {
      inference?.animateMethods = [:]
      for s in animations.values { check(s) }
    } else {
      for s in animations.values {
        guard case .animation(let a) = s.kind else { continue }
        for f in a.methods where state.animateMethods[f.id] != nil && state.checkedAsNumbers.contains(f.id) {
          resolution.inferredNumberFunctions.insert(ObjectIdentifier(f))
        }
      }
    }
    if diagnostics.count > before { diagnostics.removeSubrange(before...) }
    inference = nil
  }

  /// `f`'s body checked again with its parameters untyped, replacing the types (and the proofs
  /// of calls) the trial with numbers gave its expressions.
  private func checkAgainAsUntyped(_ f: FunctionDecl) {
    let recording = inference?.isRecording ?? false
    inference?.isRecording = false
    inference?.checkedAsNumbers.remove(f.id)
    checkFunctionBody(f)
    inference?.isRecording = recording
  }
}
