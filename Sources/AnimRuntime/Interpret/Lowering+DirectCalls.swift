// Direct calls (issue 27, item 1): a call the checker proved (Resolution+Proofs.swift: each
// argument fits its parameter, with its label, in order, none left out, no `inout`) of a
// top-level function, named by its global. Such a call needs no label matching and no argument
// checks, so it is one node: find the function in its global slot, push the arguments straight
// into the new frame's slots (literals, locals and `n - 1` read in place, for one, two and three
// arguments alike), and enter.
//
// Why the global slot is still read: a REPL may declare the function again (a new declaration,
// a new closure under the same global), and a script may call a function before its declaration
// has run. One test covers both: the slot's pinned closure is the declaration this call was
// proved against (or, for unlabelled arguments, any function that takes as many and checks
// none, which is all an untyped function's call needs: the general path's own fast path asks
// the same); anything else goes the general way (`callValue`), which matches labels and checks
// annotations as for any call.
//
// Why a `final class` node rather than one more closure: the general path's call was three
// native frames before the body (the call's closure through its partial-apply thunk, and the
// `withCallee` body closure); the node's `run` is a direct call its closure inlines.
import AnimSyntax

extension Lowering {
  /// `callee(args)` as a direct call when the checker proved it a call of the top-level
  /// function in global slot `g`; nil otherwise (the caller lowers it the general way).
  static func directCall(_ g: Int, _ name: Name, _ callee: Expr, _ args: [CallArgument], _ e: Expr) -> ExprCode? {
    guard (1...3).contains(args.count), !args.contains(where: { $0.isInout }) else { return nil }
    let decl = resolution.provedCallee(of: e)
    // Without the checker's proof, only unlabelled arguments, placed when the function takes
    // as many and checks none (`Closure.parameterCount`), as the general path's own fast path.
    if let decl { guard decl.parameters.count == args.count else { return nil } } else {
      guard !args.contains(where: { $0.label != nil }) else { return nil }
    }
    let site = LoweredCall(callee, args, e)
    let fn = GlobalOperand(g, name.text, callee.range)
    let target = DirectTarget(global: g, decl: decl, site: site, fn: fn)
    let values = args.map(\.value)
    switch values.count {
    case 1: return directArgument(values[0], Last1(target: target))  // trap-ok: count is 1
    case 2: return directArgument(values[0], First2(target: target, b: values[1]))  // trap-ok: count is 2
    default: return directArgument(values[0], First3(target: target, b: values[1], c: values[2]))  // trap-ok: count is 3
    }
  }

  /// The node's closure: its `run` is a direct call of a final class's method, inlined here.
  fileprivate static func directCode<A: DirectArguments>(_ args: A, _ target: DirectTarget) -> ExprCode {
    let node = DirectCall(args, target)
    return { i, m throws(RuntimeError) in try node.run(i, &m) }
  }

  /// Hands `user` the argument `arg` as an operand read in the call's own node when it is a
  /// literal, a local variable, or a local and a literal under `+ - * /` (`n - 1`, with Swift's
  /// Int rules when the checker proved both integers); any other argument is its own closure.
  fileprivate static func directArgument<U: ArgumentUser>(_ arg: Expr, _ user: U) -> ExprCode {
    switch OperandKind(arg) {
    case .literal(let d): return user.use(ConstantOperand(d))
    case .local(let slot): return user.use(LocalOperand(slot))
    default: break
    }
    if case .binary(let op, let lhs, let rhs) = resolved(arg).kind, let slot = OperandKind(lhs).localSlot,
      let d = OperandKind(rhs).literal
    {
      let site = OperatorSite(op, arg.range)
      if isIntegerTyped(lhs), isIntegerTyped(rhs), isProvedNumber(lhs) {
        let written: String? = if case .variable(let n) = resolved(lhs).kind { n.text } else { nil }
        let local = TypedLocal(slot, TypedName(written, lhs))
        switch op {
        case .add: return user.use(TypedLocalConstantOperand<IntAdd>(local: local, constant: d, site: site))
        case .subtract: return user.use(TypedLocalConstantOperand<IntSubtract>(local: local, constant: d, site: site))
        case .multiply: return user.use(TypedLocalConstantOperand<IntMultiply>(local: local, constant: d, site: site))
        default: break
        }
      } else {
        switch op {
        case .add: return user.use(LocalConstantOperand<AddOp>(slot: slot, constant: d, site: site))
        case .subtract: return user.use(LocalConstantOperand<SubtractOp>(slot: slot, constant: d, site: site))
        case .multiply: return user.use(LocalConstantOperand<MultiplyOp>(slot: slot, constant: d, site: site))
        case .divide: return user.use(LocalConstantOperand<DivideOp>(slot: slot, constant: d, site: site))
        default: break
        }
      }
    }
    return user.use(CodeOperand(expr(arg)))
  }
}

// MARK: - Choosing each argument's operand

/// What `directArgument` hands an argument's operand to (Swift has no generic closures).
private protocol ArgumentUser {
  func use<A: Operand>(_ a: A) -> ExprCode
}

private struct Last1: ArgumentUser {
  let target: DirectTarget
  func use<A: Operand>(_ a: A) -> ExprCode { Lowering.directCode(Args1(a: a), target) }
}

private struct First2: ArgumentUser {
  let target: DirectTarget
  let b: Expr
  func use<A: Operand>(_ a: A) -> ExprCode { Lowering.directArgument(b, Last2(target: target, a: a)) }
}

private struct Last2<A: Operand>: ArgumentUser {
  let target: DirectTarget
  let a: A
  func use<B: Operand>(_ b: B) -> ExprCode { Lowering.directCode(Args2(a: a, b: b), target) }
}

private struct First3: ArgumentUser {
  let target: DirectTarget
  let b: Expr
  let c: Expr
  func use<A: Operand>(_ a: A) -> ExprCode { Lowering.directArgument(b, Second3(target: target, a: a, c: c)) }
}

private struct Second3<A: Operand>: ArgumentUser {
  let target: DirectTarget
  let a: A
  let c: Expr
  func use<B: Operand>(_ b: B) -> ExprCode { Lowering.directArgument(c, Last3(target: target, a: a, b: b)) }
}

private struct Last3<A: Operand, B: Operand>: ArgumentUser {
  let target: DirectTarget
  let a: A
  let b: B
  func use<C: Operand>(_ c: C) -> ExprCode { Lowering.directCode(Args3(a: a, b: b, c: c), target) }
}

// MARK: - The node

/// What a direct call calls, and what its general path needs.
final class DirectTarget {
  /// The global slot the function is declared in.
  let global: Int
  /// The declaration the checker proved the call against; nil when it proved none (unlabelled
  /// arguments, placed when the callee takes as many and checks none).
  let decl: FunctionDecl?
  /// How many arguments the call gives; `Int.min` (no function's count) when some are
  /// labelled, which only the proved declaration's order fits.
  let count: Int
  /// The call as written, for the general path (its arguments are lowered again only there).
  let site: LoweredCall
  /// The callee as a global read, for the general path's errors (used before its declaration).
  let fn: GlobalOperand
  init(global: Int, decl: FunctionDecl?, site: LoweredCall, fn: GlobalOperand) {
    self.global = global
    self.decl = decl
    count = site.args.contains { $0.label != nil } ? Int.min : site.args.count
    self.site = site
    self.fn = fn
  }
}

/// A call's arguments, pushed in order onto the stack (the new frame's parameter slots).
protocol DirectArguments {
  func push(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError)
}

struct Args1<A: Operand>: DirectArguments {
  let a: A
  @inline(__always)
  func push(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    m.stack.append(try a.value(i, &m))
  }
}

struct Args2<A: Operand, B: Operand>: DirectArguments {
  let a: A
  let b: B
  @inline(__always)
  func push(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    m.stack.append(try a.value(i, &m))
    m.stack.append(try b.value(i, &m))
  }
}

struct Args3<A: Operand, B: Operand, C: Operand>: DirectArguments {
  let a: A
  let b: B
  let c: C
  @inline(__always)
  func push(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
    m.stack.append(try a.value(i, &m))
    m.stack.append(try b.value(i, &m))
    m.stack.append(try c.value(i, &m))
  }
}

/// A proved call of a top-level function (see the file comment).
final class DirectCall<A: DirectArguments> {
  let args: A
  let target: DirectTarget
  /// The target's fields every call reads, held here so that a call touches one object.
  let global: Int
  let decl: FunctionDecl?
  let count: Int
  let range: SourceRange

  init(_ args: A, _ target: DirectTarget) {
    self.args = args
    self.target = target
    global = target.global
    decl = target.decl
    count = target.count
    range = target.site.range
  }

  @inline(__always)
  func run(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    // A top-level function is pinned (its interpreter keeps it alive), so it is used without a
    // retain and a release. (`_withUnsafeGuaranteedRef` rethrows untyped: the result and the
    // error travel in a Result; nil means "not this declaration".)
    if let pinned = m.pinnedFunction(global) {
      let result: Result<Value, RuntimeError>? = pinned._withUnsafeGuaranteedRef { c in
        // The proved declaration, or a function that checks no argument and takes them all.
        guard c.parameterCount == count || c.decl === decl else { return nil }
        do throws(RuntimeError) {
          let newBase = m.stack.count
          try args.push(i, &m)
          return .success(try i.enterWithArguments(c, newBase: newBase, range, &m))
        } catch {
          return .failure(error)
        }
      }
      if let result { return try result.get() }
    }
    return try general(i, &m)
  }

  /// Not yet declared, or declared again (a REPL): the callee read and called as any value.
  @inline(never)
  private func general(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    let f = try target.fn.value(i, &m)
    return try i.callValue(f, target.site, &m)
  }
}

/// A local the checker proved an integer and a literal under Swift's Int `+ - *` (`n - 1` in
/// `fib(n - 1)`): computed in the call's node, with the overflow check at the operator.
struct TypedLocalConstantOperand<O: TypedOperator>: Operand {
  let local: TypedLocal
  let constant: Double
  let site: OperatorSite
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    .number(try O.apply(try local.number(i, &m), constant, site, &m))
  }
}
