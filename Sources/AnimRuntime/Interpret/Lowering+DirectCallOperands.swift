// A direct call of one argument as an operand of an arithmetic operator (issue 27): in
// `fib(n - 1) + fib(n - 2)` or a typed `sq(x) * 2`, the call's node (Lowering+DirectCalls.swift)
// is read in the operator's own closure, its `run` inlined there, instead of being a closure of
// its own called through a partial-apply thunk: one native call and one thunk less per Anim call.
//
// Why one argument only, and why its operand is an enum rather than a type of its own: the
// operators are generic over their operands' types, one closure body per combination. Each
// argument kind as its own type (as the call's own closure has it) multiplies the operators'
// bodies by the kinds on each side (10 × 10 for `fib(…) + fib(…)`, and 10³ per call with three
// arguments), which made AnimRuntime's release compile run past 15 minutes (BENCHMARKS.md,
// 2026-11-27, fourth session). Here the argument's kind is a run-time switch inside one type,
// so an operator gets one more operand kind on each side, not ten; the switch is a few
// instructions against the closure call and thunk it saves.
//
// Calls of two or three arguments stay their own closure (Lowering+DirectCalls.swift), and so
// does a call in a comparison (`sq(a) < sq(b)`): the comparisons are built once for each of the
// six statements that use a test (`TestUser`), so a call operand there was six times the
// closures of one in an operator; with it, AnimRuntime's release compile took minutes longer.
import AnimSyntax

extension Lowering {
  /// `e` as an operand when `expr(e)` would lower it as a direct call of one argument (a call
  /// of a top-level function named by its global, which `call` sends to `directCall`); nil for
  /// anything else, which the operator lowers as before.
  static func directCallOperand(_ e: Expr) -> DirectCallOperand? {
    let r = resolved(e)
    guard case .call(let written, let args) = r.kind, args.count == 1, let arg = args.first,
      resolution.typeOfArguments[r.id] == nil
    else { return nil }
    let callee = resolved(written)
    guard case .variable(let name) = callee.kind, case .global(let g) = location(name),
      let target = directTarget(g, name, callee, args, r)
    else { return nil }
    return DirectCallOperand(node: DirectCall(Args1(a: DirectArgument(arg.value)), target))
  }
}

/// A direct call of one argument read as an operand in its user's closure.
struct DirectCallOperand: Operand {
  let node: DirectCall<Args1<DirectArgument>>
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value { try node.run(i, &m) }
}

/// A direct call whose result the checker says is a number, unboxed in its user's closure (as
/// `TypedValue` unboxes a closure's result, with the same error when it is not a number).
struct TypedCall: TypedOperand {
  let call: DirectCallOperand
  let source: TypedName
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    let v = try call.value(i, &m)
    if case .number(let d) = v { return d }
    return try Lowering.number(of: v, source, m.file)
  }
}

extension TypedValue {
  /// A direct call in a typed comparison: its own closure (see the file comment).
  init(_ c: TypedCall) {
    let call = c.call
    self.init({ i, m throws(RuntimeError) in try call.value(i, &m) }, c.source)
  }
}

/// A direct call's argument, read in the call's node: a literal, a local variable, or a local
/// and a literal under `+ - * /` (`n - 1`, with Swift's Int rules when the checker proved both
/// integers); anything else is its own closure. The call's own closure (Lowering+DirectCalls)
/// takes each case's operand as its own type; an operand call switches on the case.
enum DirectArgument: Operand {
  case constant(ConstantOperand)
  case local(LocalOperand)
  case sum(LocalConstantOperand<AddOp>)
  case difference(LocalConstantOperand<SubtractOp>)
  case product(LocalConstantOperand<MultiplyOp>)
  case quotient(LocalConstantOperand<DivideOp>)
  case intSum(TypedLocalConstantOperand<IntAdd>)
  case intDifference(TypedLocalConstantOperand<IntSubtract>)
  case intProduct(TypedLocalConstantOperand<IntMultiply>)
  case code(CodeOperand)

  init(_ arg: Expr) {
    switch OperandKind(arg) {
    case .literal(let d): self = .constant(ConstantOperand(d)); return
    case .local(let slot): self = .local(LocalOperand(slot)); return
    default: break
    }
    self = Lowering.localConstantArgument(arg) ?? .code(CodeOperand(Lowering.expr(arg)))
  }

  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    switch self {
    case .constant(let a): return try a.value(i, &m)
    case .local(let a): return try a.value(i, &m)
    case .sum(let a): return try a.value(i, &m)
    case .difference(let a): return try a.value(i, &m)
    case .product(let a): return try a.value(i, &m)
    case .quotient(let a): return try a.value(i, &m)
    case .intSum(let a): return try a.value(i, &m)
    case .intDifference(let a): return try a.value(i, &m)
    case .intProduct(let a): return try a.value(i, &m)
    case .code(let a): return try a.value(i, &m)
    }
  }
}

extension Lowering {
  /// `n - 1` (a local and a literal under `+ - * /`, or Int `+ - *` when the checker proved
  /// both integers) as a direct call's argument; nil for anything else.
  fileprivate static func localConstantArgument(_ arg: Expr) -> DirectArgument? {
    guard case .binary(let op, let lhs, let rhs) = resolved(arg).kind, let slot = OperandKind(lhs).localSlot,
      let d = OperandKind(rhs).literal
    else { return nil }
    let site = OperatorSite(op, arg.range)
    if isIntegerTyped(lhs), isIntegerTyped(rhs), isProvedNumber(lhs) {
      let written: String? = if case .variable(let n) = resolved(lhs).kind { n.text } else { nil }
      let local = TypedLocal(slot, TypedName(written, lhs))
      switch op {
      case .add: return .intSum(TypedLocalConstantOperand(local: local, constant: d, site: site))
      case .subtract: return .intDifference(TypedLocalConstantOperand(local: local, constant: d, site: site))
      case .multiply: return .intProduct(TypedLocalConstantOperand(local: local, constant: d, site: site))
      default: return nil
      }
    }
    switch op {
    case .add: return .sum(LocalConstantOperand(slot: slot, constant: d, site: site))
    case .subtract: return .difference(LocalConstantOperand(slot: slot, constant: d, site: site))
    case .multiply: return .product(LocalConstantOperand(slot: slot, constant: d, site: site))
    case .divide: return .quotient(LocalConstantOperand(slot: slot, constant: d, site: site))
    default: return nil
    }
  }
}
