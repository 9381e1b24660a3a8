// What `anim check` can tell about Swift's annotations and labels without running: a literal
// bound to an annotation it does not fit (`let x: Double = "one"`), and a call of one of the
// input's top-level functions with a label it does not declare or a literal argument its
// parameter's annotation refuses. The messages are the runtime's, which checks the rest.
import AnimSyntax
import AnimationCore

extension Resolver {
  /// Reports `e` if it is a literal that `type` refuses.
  func checkLiteral(_ e: Expr, against type: TypeAnnotation?, context: String, suffix: String = "") {
    guard let type, let check = TypeCheck(type), let value = Self.literalValue(e),
      !check.accepts(value)
    else { return }
    error(check.mismatch(value, context: context) + suffix, e.range, id: "type-mismatch")
  }

  /// Checks a call of a top-level function of this input: each label names a parameter (as
  /// `callClosure` binds them), and each literal argument fits its parameter's annotation.
  func checkCall(_ callee: Expr, _ args: [CallArgument]) {
    guard case .variable(let name) = callee.kind, case .global = resolution.location(of: name),
      let f = topLevelFunctions[name.text]
    else { return }
    let params = f.parameters
    let generics = Set(f.genericParameters.map(\.text))
    var bound = [Bool](repeating: false, count: params.count)
    var next = 0
    for a in args {
      let index: Int
      if let label = a.label?.text {
        guard let i = params.firstIndex(where: { $0.argumentLabel == label }) else {
          error(Interpreter.unknownLabelMessage(label, name.text, params), a.range, id: "argument-label")
          return
        }
        index = i
      } else {
        while next < params.count, bound[next] { next += 1 }  // trap-ok: checked
        index = next
      }
      guard index < params.count, !bound[index] else { return }  // trap-ok: checked; the runtime reports it
      bound[index] = true  // trap-ok: checked
      next = index + 1
      let p = params[index]  // trap-ok: checked
      if let type = p.type, let check = TypeCheck(type, generics: generics),
        let value = Self.literalValue(a.value), !check.accepts(value)
      {
        error(
          check.mismatch(value, context: "expected argument type")
            + " (parameter '\(p.name.text)' of '\(name.text)')", a.value.range, id: "type-mismatch")
      }
    }
  }

  /// Checks a call of a global function of the built-in table (`print`, `withAnimation`,
  /// `sample`): its labels must fit one of the function's overloads, as the lowering binds them,
  /// so a wrong label is reported before anything runs (with the closest signature).
  func checkBuiltinCall(_ callee: Expr, _ args: [CallArgument], _ range: SourceRange) {
    guard case .variable(let name) = callee.kind, case .builtin = resolution.location(of: name) else { return }
    let table = BuiltinTable.shared
    guard table.hasMethod(name.text, .global) else { return }
    let bound = table.bindMethod(named: name.text, labels: BuiltinMethod.labels(args))
    if let bound, ValueKind.global.rawValue < bound.slots.count, bound.slots[ValueKind.global.rawValue] != nil {  // trap-ok: checked
      return
    }
    let signature = "(" + args.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    let message = table.labelMismatch(name.text, .global, signature) ?? "cannot call '\(name.text)'"
    error(message, range, id: "argument-label")
  }

  /// Reports a `guard`'s `else` block that certainly falls through (Swift's compile error; the
  /// run reports it too, when it happens): its last statement neither leaves the scope
  /// (`return`, `break`, `continue`) nor is an `if` whose every branch does. Statements this
  /// cannot judge (a `switch`, say) are given the benefit of the doubt.
  func checkGuardBody(_ block: Block, of guardStatement: Stmt) {
    guard Self.exits(block) == .no else { return }
    error(
      "'guard' body must not fall through; end it with 'return', 'break' or 'continue'",
      guardStatement.range, id: "guard-fallthrough")
  }

  enum Exit { case yes, no, unknown }

  static func exits(_ block: Block) -> Exit {
    guard let last = block.statements.last else { return .no }
    switch last.kind {
    case .return, .break, .continue: return .yes
    // Swift's `Never` functions end the program: a guard may end with one.
    case .expression(let e):
      if case .call(let callee, _) = e.kind, case .variable(let name) = callee.kind,
        name.text == "fatalError" || name.text == "preconditionFailure"
      {
        return .yes
      }
      return .no
    case .assignment, .variable, .function: return .no
    case .if(let stmt): return exits(stmt)
    case .guard, .test, .animation, .state: return .no
    default: return .unknown
    }
  }

  static func exits(_ stmt: IfStmt) -> Exit {
    let then = exits(stmt.then)
    let otherwise: Exit
    switch stmt.elseBranch {
    case nil: return .no
    case .block(let b): otherwise = exits(b)
    case .elseIf(let s):
      guard case .if(let nested) = s.kind else { return .unknown }
      otherwise = exits(nested)
    }
    if then == .no || otherwise == .no { return .no }
    if then == .yes && otherwise == .yes { return .yes }
    return .unknown
  }

  /// The value of a literal whose kind is plain (numbers, strings, bools, nil, colours); nil
  /// for anything that must run to be known.
  static func literalValue(_ e: Expr) -> Value? {
    switch e.kind {
    case .number(let d): .number(d)
    case .string(let s): .string(s)
    case .interpolatedString: .string("")
    case .bool(let b): .bool(b)
    case .nilLiteral: Value.none
    case .color(let c): .color(AnimatableVector([c.red, c.green, c.blue, c.alpha]))
    default: nil
    }
  }
}
