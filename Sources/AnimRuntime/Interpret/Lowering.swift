// Lowers resolved statements and expressions to Swift closures ("closure compilation", Feeley &
// Lapalme 1987; style-anchors §8), once per function declaration and once per top-level
// statement. Why: walking the tree with `switch e.kind` on every visit (the first design)
// copied the node's enum payload out of a class `var`, which retains and releases every child node it touches; on elastic that ARC traffic was
// about 30 % of all instructions, and reading `Name.location` on each variable use another share.
// A lowered closure holds its children, slots and constants as immutable captures, so evaluating
// it touches no reference counts for numbers.
//
// This is the only way code runs: every node of the resolved tree becomes a closure that calls
// its children's closures (a tree-walking interpreter whose walk is compiled once). The
// resolver's results are read here, from its side table (Lowering+Resolution.swift): each node
// as resolved (`resolved(e)` before looking at its kind), each name's location, each function's
// frame layout, all fixed into the closures so that running them reads no table. This file
// has literals, variables, operators, calls of functions and values, and control flow;
// Lowering+Expressions.swift the compound values, members, subscripts and method calls;
// Lowering+Declarations.swift assignment through paths and the declarations; Lowering+Typed
// the expressions the checker proved numbers, on plain Doubles. Shapes that hot code uses get
// closures specialised for them (operands read in place, fixed argument counts); every
// closure's slow path is a call into `Interpreter` (`binary`, `callValue`, `callMethod`,
// `getMember`, …), where the general cases, the error messages and the call traces live, so
// each behaviour is written once.
import AnimSyntax
import AnimationCore

/// An expression lowered to a closure.
typealias ExprCode = (Interpreter, inout Machine) throws(RuntimeError) -> Value
/// A statement lowered to a closure.
typealias StmtCode = (Interpreter, inout Machine) throws(RuntimeError) -> Completion
/// A condition list lowered to a closure.
typealias CondCode = (Interpreter, inout Machine) throws(RuntimeError) -> Bool

/// A function declaration lowered once, when the code around it is lowered, and shared by
/// every closure made from it: its body, the code of its parameters' default values, and its
/// frame's layout as resolved.
final class CompiledFunction {
  let decl: FunctionDecl
  /// How many local slots a call's frame needs (parameters included).
  let localCount: Int
  /// Where each captured variable comes from in the scope that makes the closure.
  let captures: [VariableLocation]
  /// The body names the function itself (``VariableLocation/currentFunction``).
  let refersToItself: Bool
  /// The frame slots some name in the body resolves to (``FunctionLayout/usedSlots``).
  let usedSlots: Set<Int>
  /// Indices of parameters that closures capture (they start each call in a box).
  let capturedParameters: [Int]
  /// The body as one closure that gives the call's result: a `return` gives its value, falling
  /// off the end gives nil, and `{ t in t * t }` gives its single expression's value.
  let code: ExprCode
  /// Each parameter's default value, lowered (nil where the parameter has none).
  let defaults: [ExprCode?]
  /// Each parameter's annotation as a check (nil where it checks nothing); nil when none does.
  let parameterChecks: [TypeCheck?]?
  /// Calls must bind through `callClosure`, which checks annotated arguments and copies
  /// `inout` ones in and out, rather than push arguments straight onto the frame.
  let needsCheckedCall: Bool

  /// Lowers `decl`, which the resolver has fully resolved.
  init(_ decl: FunctionDecl) {
    self.decl = decl
    let resolution = Lowering.resolution
    let layout = resolution.layout(of: decl)
    localCount = layout.localCount
    captures = layout.captures
    refersToItself = layout.refersToItself
    usedSlots = layout.usedSlots
    capturedParameters = decl.parameters.indices.filter { resolution.isCaptured(decl.parameters[$0].name) }  // trap-ok: indices
    let body: ExprCode
    if let refusal = resolution.refusedFunctions[ObjectIdentifier(decl)] {
      // Its body holds Swift that Anim refuses (DeferredRefusals.swift): a call stops there.
      let message = refusal.message
      let range = refusal.range
      body = { (_: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        throw RuntimeError(message, at: range, file: m.file)
      }
    } else if layout.isResultBuilderBody {
      body = Lowering.resultBuilderBody(decl.body)
    } else if let e = decl.implicitReturnExpression {
      body = Lowering.expr(e)
    } else {
      body = Lowering.functionBody(decl.body)
    }
    code = Lowering.checkedResult(body, of: decl)
    defaults = decl.parameters.map { p in p.defaultValue.map { Lowering.expr($0) } }
    let generics = Set(decl.genericParameters.map(\.text))
    let checks = decl.parameters.map { p in p.type.flatMap { TypeCheck($0, generics: generics) } }
    parameterChecks = checks.contains { $0 != nil } ? checks : nil
    needsCheckedCall = parameterChecks != nil || decl.parameters.contains { $0.isInout }
  }
}

// MARK: - Numeric operators as types, so one generic lowering specialises per operator

/// A binary operator's number fast path (two numbers in, before `Interpreter.binary`).
protocol NumericOperator {
  static func apply(_ a: Double, _ b: Double) -> Value
  /// The result for two Bools, for the operators that take them (`==`, `!=`): computed in
  /// place as numbers are (`if state.paused != paused` in the seed's Pausable, every frame).
  static func apply(_ a: Bool, _ b: Bool) -> Value?
  /// Swift's `Int` arithmetic: a result outside `Int`'s range is an error (Lowering+Numbers).
  static var checksIntegerOverflow: Bool { get }
}

extension NumericOperator {
  @inline(__always) static func apply(_ a: Bool, _ b: Bool) -> Value? { nil }
  static var checksIntegerOverflow: Bool { false }
}

enum AddOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a + b) }
}
enum SubtractOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a - b) }
}
enum MultiplyOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a * b) }
}
enum DivideOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a / b) }
}
enum LessOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a < b) }
}
enum LessEqualOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a <= b) }
}
enum GreaterOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a > b) }
}
enum GreaterEqualOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a >= b) }
}
enum EqualOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a == b) }
  @inline(__always) static func apply(_ a: Bool, _ b: Bool) -> Value? { .bool(a == b) }
}
enum NotEqualOp: NumericOperator {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .bool(a != b) }
  @inline(__always) static func apply(_ a: Bool, _ b: Bool) -> Value? { .bool(a != b) }
}

// MARK: - Lowering

enum Lowering {
  // MARK: Expressions

  static func expr(_ written: Expr) -> ExprCode {
    let e = resolved(written)
    switch e.kind {
    // Literals build their value on each use: returning a captured `Value` copied it through
    // its outlined copy function (callgrind, elastic).
    case .number(let d):
      return { _, _ in .number(d) }
    case .string(let s):
      return { _, _ in .string(s) }
    case .bool(let b):
      return { _, _ in .bool(b) }
    case .nilLiteral:
      return { _, _ in .none }
    case .variable(let name):
      return variable(name, e)
    case .binary(let op, let lhs, let rhs):
      // Arithmetic on numbers the checker proved: unboxed (Lowering+Typed.swift).
      if let typed = typedArithmetic(e) { return typed }
      if op == .divide || op == .remainder, isIntegerTyped(lhs), isIntegerTyped(rhs) {
        return integerDivision(op, expr(lhs), expr(rhs), e.range)
      }
      if op == .add || op == .subtract || op == .multiply, isIntegerTyped(lhs), isIntegerTyped(rhs) {
        switch op {
        case .add: return numeric(IntAddOp.self, op, lhs, rhs, e.range)
        case .subtract: return numeric(IntSubtractOp.self, op, lhs, rhs, e.range)
        default: return numeric(IntMultiplyOp.self, op, lhs, rhs, e.range)
        }
      }
      return binary(op, lhs, rhs, e)
    case .call(let callee, let args):
      if case .implicitMember(let id) = resolved(callee).kind { return unresolvedImplicitMember(id, e.range) }
      if let typed = typedArithmetic(e) { return typed }
      if let inner = numberConversionArgument(e) { return expr(inner) }
      // `type(of: x)` (TypeChecker+TypeOf.swift), `x.map { … }` on an optional.
      if let argument = resolution.typeOfArguments[e.id], let arg = args.first { return typeOf(arg.value, argument) }
      if resolution.optionalMaps.contains(e.id), case .member(let receiver, _) = resolved(callee).kind, let arg = args.first {
        return optionalMap(receiver, arg.value, e.range)
      }
      // `String(describing: x)`: the text `print(x)` shows, by x's static type; so is
      // `String(x)` of a number, a Bool or a string (LosslessStringConvertible's description).
      if args.count == 1, let arg = args.first, arg.label == nil || arg.label?.text == "describing",
        case .variable(let name) = resolved(callee).kind,
        name.text == "String", case .builtin = location(name)
      {
        // `String(chars)`, `String(s.reversed())`: a sequence of Characters is joined, as
        // Swift's `init<S: Sequence>(_:) where S.Element == Character` does (decided here by
        // the argument's own type: the declared `init(_: Any)` is what the checker matched).
        if arg.label == nil, case .array(.named("Character", _))? = resolution.type(of: arg.value) {
          return joinedCharacters(arg.value)
        }
        return printedText(arg.value, alone: true)
      }
      return call(callee, args, e)
    case .unary(let op, let operand):
      if let typed = typedArithmetic(e) { return typed }
      let o = expr(operand)
      let range = e.range
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let v = try o(i, &m)
        if v.isDeclaredTypeValue, let u = try i.userPrefixOperator(op, v, range, &m) { return u }
        return try Interpreter.unary(op, v, range, m)
      }
    case .ternary(let c, let t, let f):
      let cond = truth(c)
      let then = expr(t)
      let otherwise = expr(f)
      return { i, m in try cond(i, &m) ? try then(i, &m) : try otherwise(i, &m) }
    case .ifExpression(let s): return ifExpression(s)
    case .switchExpression(let sw): return switchExpression(sw)
    default:
      return compound(e)
    }
  }

  /// Whether the checker typed `e` as an integer (`Int`, an integer literal): its division
  /// truncates, as Swift's does.
  static func isIntegerTyped(_ e: Expr) -> Bool {
    switch resolution.type(of: e) {
    case .integerLiteral?: return true
    case .named(let name, _)?: return SwiftType.numberNames.contains(name) && !SwiftType.floatingNames.contains(name)
    default: return false
    }
  }

  /// `a / b` and `a % b` on integers: truncated towards zero, as Swift's `Int` divides; a zero
  /// divisor is Swift's run-time error, at the expression.
  static func integerDivision(_ op: BinaryOperator, _ l: @escaping ExprCode, _ r: @escaping ExprCode, _ range: SourceRange)
    -> ExprCode
  {
    { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let a = try l(i, &m)
      return try integerQuotient(op, a, try r(i, &m), range, i, &m)
    }
  }

  /// `a / b` or `a % b` on Ints: truncated, a zero divisor Swift's error at `range`.
  static func integerQuotient(
    _ op: BinaryOperator, _ a: Value, _ b: Value, _ range: SourceRange, _ i: Interpreter, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard case .number(let x) = a.unwrapped, case .number(let y) = b.unwrapped else {
      return try i.binary(op, a, b, range, &m)
    }
    guard y != 0 else {
      throw RuntimeError("\(op == .divide ? "Division" : "Division (in a remainder operation)") by zero", at: range, file: m.file)
    }
    let q = (x / y).rounded(.towardZero)
    return .number(op == .divide ? q : x - q * y)
  }

  /// Swift 5.9's `if` expression: the value of the branch its conditions choose.
  private static func ifExpression(_ s: IfStmt) -> ExprCode {
    let cond = conditions(s.conditions)
    let then = branchValue(s.then)
    let otherwise: ExprCode
    switch s.elseBranch {
    case .block(let b): otherwise = branchValue(b)
    case .elseIf(let st):
      if case .if(let nested) = st.kind { otherwise = ifExpression(nested) } else { otherwise = { _, _ in .none } }
    case nil: otherwise = { _, _ in .none }
    }
    return { i, m in try cond(i, &m) ? try then(i, &m) : try otherwise(i, &m) }
  }

  /// A branch of an `if` or `switch` expression: its one expression's value (the parser
  /// reported any other form).
  static func branchValue(_ b: Block) -> ExprCode {
    guard b.statements.count == 1, case .expression(let e) = b.statements[0].kind else {  // trap-ok: count checked
      let code = block(b)
      return { i, m in
        _ = try code(i, &m)
        return .none
      }
    }
    return expr(e)
  }

  /// A variable's read, with the location fixed when lowered.
  private static func variable(_ name: Name, _ e: Expr) -> ExprCode {
    let variable = resolvedName(name)
    switch variable.location {
    case .local(let slot):
      return { _, m in readLocal(slot, &m) }
    case .global(let g):
      let text = name.text
      let range = e.range
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        guard g < m.globals.count else {
          throw RuntimeError("'\(text)' is used before it is defined", at: range, file: m.file)
        }
        let v = m.globals[g]  // trap-ok: checked
        if case .property(let p) = v { return p.model }
        if case .none = v, !m.isDeclared(g) { throw i.usedBeforeDeclaration(text, range, m) }
        return v
      }
    case .builtin(let b):
      if let constant = Builtins.shared.constant(b) {
        let v = constant.unwrapped
        return { _, _ in v }
      }
      return { i, _ in i.builtins.value(b, i).unwrapped }
    default:
      // `readRaw` reads the table again when run if the name is unresolved, in case a later
      // resolution fills it in.
      return { i, m in i.readRaw(variable, &m).unwrapped }
    }
  }

  /// A local slot's read.
  @inline(__always)
  static func readLocal(_ slot: Int, _ m: inout Machine) -> Value {
    let i = m.base &+ slot
    guard i < m.stack.count else { return .none }
    // Numbers first, matched in place: copying the whole Value out first went through its
    // outlined copy function (a switch over every case) on every read.
    if let d = m.stack.number(at: i) { return .number(d) }
    let v = m.stack[i]  // trap-ok: checked
    switch v {
    case .box(let b): return b.value.unwrapped
    case .property(let p): return p.model
    default: return v
    }
  }

  /// `truth(_:_:)` on a lowered operand.
  static func truth(_ e: Expr) -> CondCode {
    if let typed = typedComparison(e, Cond()) { return typed.code }
    let code = expr(e)
    let range = e.range
    if let slot = OperandKind(e).localSlot {
      // A local Bool (`paused ? … : …`) read where it is.
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Bool in
        if let b = m.stack.bool(at: m.base &+ slot) { return b }
        let v = try code(i, &m)
        guard case .bool(let b) = v else { throw notABool(v, range, m) }
        return b
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Bool in
      let v = try code(i, &m)
      guard case .bool(let b) = v else { throw notABool(v, range, m) }
      return b
    }
  }

  /// The one error for a condition (`if`, `while`, `guard`, `?:`, `&&`, `||`, `!`) that is not
  /// a bool.
  static func notABool(_ v: Value, _ range: SourceRange, _ m: Machine) -> RuntimeError {
    RuntimeError("condition must be a bool, not \(v.typeNameWithArticle)", at: range, file: m.file)
  }

  private static func binary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ e: Expr)
    -> ExprCode
  {
    switch op {
    case .and:
      let l = truth(lhs)
      let r = truth(rhs)
      return { i, m in .bool(try l(i, &m) ? try r(i, &m) : false) }
    case .or:
      let l = truth(lhs)
      let r = truth(rhs)
      return { i, m in .bool(try l(i, &m) ? true : try r(i, &m)) }
    case .nilCoalescing:
      let l = expr(lhs)
      let r = expr(rhs)
      return { i, m in
        let v = try l(i, &m)
        return v.isNil ? try r(i, &m) : v
      }
    case .add: return numeric(AddOp.self, op, lhs, rhs, e.range)
    case .subtract: return numeric(SubtractOp.self, op, lhs, rhs, e.range)
    case .multiply: return numeric(MultiplyOp.self, op, lhs, rhs, e.range)
    case .divide: return numeric(DivideOp.self, op, lhs, rhs, e.range)
    case .less: return numeric(LessOp.self, op, lhs, rhs, e.range)
    case .lessEqual: return numeric(LessEqualOp.self, op, lhs, rhs, e.range)
    case .greater: return numeric(GreaterOp.self, op, lhs, rhs, e.range)
    case .greaterEqual: return numeric(GreaterEqualOp.self, op, lhs, rhs, e.range)
    case .equal: return numeric(EqualOp.self, op, lhs, rhs, e.range)
    case .notEqual: return numeric(NotEqualOp.self, op, lhs, rhs, e.range)
    default:
      let l = expr(lhs)
      let r = expr(rhs)
      let range = e.range
      return { i, m in
        let a = try l(i, &m)
        let b = try r(i, &m)
        return try i.binary(op, a, b, range, &m)
      }
    }
  }

  /// An operator with the number fast path. Literal and local-variable operands are read inside
  /// the operator's own closure (`Operand`), not through a closure call each: in `20 * p - 1`
  /// that saves two of the three calls.
  static func numeric<O: NumericOperator>(
    _ o: O.Type, _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ range: SourceRange
  ) -> ExprCode {
    switch OperandKind(lhs) {
    case .literal(let d): return numeric(o, ConstantOperand(d), rhs, op, range)
    case .local(let slot): return numeric(o, LocalOperand(slot), rhs, op, range)
    case .global(let g): return numeric(o, g, rhs, op, range)
    case .other: return numeric(o, CodeOperand(expr(lhs)), rhs, op, range)
    }
  }

  private static func numeric<O: NumericOperator, L: Operand>(
    _ o: O.Type, _ l: L, _ rhs: Expr, _ op: BinaryOperator, _ range: SourceRange
  ) -> ExprCode {
    switch OperandKind(rhs) {
    case .literal(let d): return numeric(o, l, ConstantOperand(d), op, range)
    case .local(let slot): return numeric(o, l, LocalOperand(slot), op, range)
    case .global(let g): return numeric(o, l, g, op, range)
    case .other: return numeric(o, l, CodeOperand(expr(rhs)), op, range)
    }
  }

  private static func numeric<O: NumericOperator, L: Operand, R: Operand>(
    _: O.Type, _ l: L, _ r: R, _ op: BinaryOperator, _ range: SourceRange
  ) -> ExprCode {
    let node = NumericNode<O, L, R>(l, r, op, range)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in try node.value(i, &m) }
  }

  // MARK: Calls

  /// A call: a method call (Lowering+Expressions), a built-in type's initialiser or a global
  /// function of the table (numbers computed in place), a user function with positional
  /// arguments, or any value through `callValue`.
  static func call(_ written: Expr, _ args: [CallArgument], _ e: Expr) -> ExprCode {
    let callee = resolved(written)
    if case .member(let base, let name) = callee.kind { return methodCall(base, name, args, e) }
    if args.isEmpty, let code = emptyCollection(callee) { return code }
    if args.isEmpty, case .metatype? = resolution.type(of: written), let type = declaredTypeName(callee) {
      // `S()`: made in place when `S` is a struct of defaults (Lowering+StaticMembers.swift).
      let site = LoweredCall(callee, args, e, codes: [])
      return defaultsConstruction(expr(type)) { (t, i, m) throws(RuntimeError) -> Value in
        try i.callValue(t, site, &m)
      }
    }
    if let code = initializerCall(callee, args, e) { return code }
    if let code = globalCall(callee, args, e) { return code }
    // A function named by a global (the usual `f(x)` of a top-level func) is read inside the
    // call's closure rather than through a closure call of its own.
    if case .variable(let name) = callee.kind, case .global(let g) = location(name) {
      if let code = directCall(g, name, callee, args, e) { return code }
      return call(GlobalOperand(g, name.text, callee.range), callee, args, e)
    }
    if case .variable(let name) = callee.kind, case .local(let slot) = location(name) {
      return call(LocalOperand(slot), callee, args, e)
    }
    return call(CodeOperand(expr(callee)), callee, args, e)
  }

  private static func call<F: Operand>(
    _ fn: F, _ callee: Expr, _ args: [CallArgument], _ e: Expr
  ) -> ExprCode {
    // Labelled arguments need `callClosure`'s matching: leave them to it, unless the checker
    // proved the call, which means each argument has its parameter's label, in order, with none
    // left out and no `inout` (TypeChecker.noteProvedCall): then they are placed as written.
    if args.contains(where: { $0.label != nil }) {
      let site = LoweredCall(callee, args, e)
      if let proved = site.proved {
        let codes = site.codes
        return { i, m in
          try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
            // Another function under the name (a REPL's redefinition): matched as usual.
            guard c.decl === proved else { return try i.callValue(.function(c), site, &m) }
            let newBase = m.stack.count
            if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
            for code in codes { m.stack.append(try code(i, &m)) }
            return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
          }
        }
      }
      return { i, m in
        let f = try fn.value(i, &m)
        return try i.callValue(f, site, &m)
      }
    }
    let n = args.count
    if n == 1 { return call1(fn, callee, args, e) }
    // Each argument is lowered once, into a local the call's closure captures: read back out
    // of an array, a closure is called through two re-abstraction thunks (callgrind: 80
    // instructions a call), so the array is only for the general path.
    // `callClosure`'s positional path with the argument count fixed: push bound members, then
    // each argument, then enter. Any other callee or count goes the general way. (One closure
    // per count, written out: folding them into a helper that takes the argument pushes as a
    // closure cost 20 instructions and 4 % of fib's time a call.)
    switch n {
    case 0:
      let site = LoweredCall(callee, args, e, codes: [])
      return { i, m in
        try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
          guard c.parameterCount == 0 || c.decl === site.proved else {
            return try i.callValue(.function(c), site, &m)
          }
          let newBase = m.stack.count
          if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
          return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
        }
      }
    case 2:
      let a0 = expr(args[0].value)  // trap-ok: n == 2
      let a1 = expr(args[1].value)  // trap-ok: n == 2
      let site = LoweredCall(callee, args, e, codes: [a0, a1])
      return { i, m in
        try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
          guard c.parameterCount == 2 || c.decl === site.proved else {
            return try i.callValue(.function(c), site, &m)
          }
          let newBase = m.stack.count
          if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
          m.stack.append(try a0(i, &m))
          m.stack.append(try a1(i, &m))
          return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
        }
      }
    case 3:
      let a0 = expr(args[0].value)  // trap-ok: n == 3
      let a1 = expr(args[1].value)  // trap-ok: n == 3
      let a2 = expr(args[2].value)  // trap-ok: n == 3
      let site = LoweredCall(callee, args, e, codes: [a0, a1, a2])
      return { i, m in
        try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
          guard c.parameterCount == 3 || c.decl === site.proved else {
            return try i.callValue(.function(c), site, &m)
          }
          let newBase = m.stack.count
          if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
          m.stack.append(try a0(i, &m))
          m.stack.append(try a1(i, &m))
          m.stack.append(try a2(i, &m))
          return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
        }
      }
    default:
      let codes = args.map { expr($0.value) }
      let site = LoweredCall(callee, args, e, codes: codes)
      return { i, m in
        try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
          guard c.parameterCount == n || c.decl === site.proved else {
            return try i.callValue(.function(c), site, &m)
          }
          let newBase = m.stack.count
          if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
          for code in codes { m.stack.append(try code(i, &m)) }
          return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
        }
      }
    }
  }

  /// A call with one positional argument, which is read in the call's own closure when it is a
  /// literal, a local variable, or a local variable and a literal under + - * / (`fib(n - 1)`):
  /// one closure call fewer per call (callgrind, fib).
  private static func call1<F: Operand>(
    _ fn: F, _ callee: Expr, _ args: [CallArgument], _ e: Expr
  ) -> ExprCode {
    guard let arg = args.first?.value else { return failedToParse(e.range) }
    switch OperandKind(arg) {
    case .literal(let d): return call1(fn, ConstantOperand(d), callee, args, e)
    case .local(let slot): return call1(fn, LocalOperand(slot), callee, args, e)
    default: break
    }
    if case .binary(let op, let lhs, let rhs) = resolved(arg).kind, let slot = OperandKind(lhs).localSlot,
      let d = OperandKind(rhs).literal
    {
      func localConstant<O: NumericOperator>(_: O.Type) -> ExprCode {
        let a0 = LocalConstantOperand<O>(
          slot: slot, constant: d, site: OperatorSite(op, arg.range))
        return call1(fn, a0, callee, args, e)
      }
      switch op {
      case .add: return localConstant(AddOp.self)
      case .subtract: return localConstant(SubtractOp.self)
      case .multiply: return localConstant(MultiplyOp.self)
      case .divide: return localConstant(DivideOp.self)
      default: break
      }
    }
    return call1(fn, CodeOperand(expr(arg)), callee, args, e)
  }

  private static func call1<F: Operand, A: Operand>(
    _ fn: F, _ a0: A, _ callee: Expr, _ args: [CallArgument], _ e: Expr
  ) -> ExprCode {
    let site = LoweredCall(callee, args, e)
    return { i, m in
      try withCallee(fn, i, &m, site) { (c, m) throws(RuntimeError) -> Value in
        guard c.parameterCount == 1 || c.decl === site.proved else {
          return try i.callValue(.function(c), site, &m)
        }
        let newBase = m.stack.count
        if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
        m.stack.append(try a0.value(i, &m))
        return try i.enterWithArguments(c, newBase: newBase, site.range, &m)
      }
    }
  }

  /// Finds the user function a call calls and runs `body` with it; anything else that is not a
  /// function goes to `callValue` (built-ins, animation types, errors). A top-level `func`
  /// (pinned: its interpreter keeps it alive) is used without a retain and a release, two atomic
  /// operations a call; any other function is retained for the call as usual.
  @inline(__always)
  private static func withCallee<F: Operand>(
    _ fn: F, _ i: Interpreter, _ m: inout Machine, _ site: LoweredCall,
    _ body: (Closure, inout Machine) throws(RuntimeError) -> Value
  ) throws(RuntimeError) -> Value {
    if let pinned = fn.pinnedFunction(&m) {
      // (`_withUnsafeGuaranteedRef` rethrows untyped: the error travels in a Result.)
      let result: Result<Value, RuntimeError> = pinned._withUnsafeGuaranteedRef { c in
        do throws(RuntimeError) {
          return .success(try body(c, &m))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    }
    let c: Closure
    if let peeked = fn.function(&m) {
      c = peeked
    } else {
      let f = try fn.value(i, &m)
      guard case .function(let fc) = f else {
        return try i.callValue(f, site, &m)
      }
      c = fc
    }
    return try body(c, &m)
  }

  // MARK: Statements

  static func block(_ b: Block) -> StmtCode {
    let code = statements(b.statements)
    // Recursive local functions need their cells before the block's first statement runs.
    let cells = Interpreter.capturedFunctionSlots(b.statements)
    if cells.isEmpty { return code }
    return { i, m in
      i.prepareFunctionCells(cells, &m)
      return try code(i, &m)
    }
  }

  // MARK: Function bodies

  /// A function body as a closure that returns the call's result. Why not `block` and a switch
  /// on its completion: a body's last statement is usually `return e` (or an `if` whose branches
  /// end so), and giving `e`'s value straight back saves a closure call and a `Completion`
  /// round trip on every call (callgrind, fib). `break`/`continue` cannot reach a function's
  /// top level (the resolver rejects them outside loops), so any completion other than
  /// `.returned` means "fell off the end": nil, as `enter` always did.
  static func functionBody(_ b: Block) -> ExprCode {
    let code = returning(b.statements[...])
    let cells = Interpreter.capturedFunctionSlots(b.statements)
    if cells.isEmpty { return code }
    return { i, m in
      i.prepareFunctionCells(cells, &m)
      return try code(i, &m)
    }
  }

  /// The statements of a body (or of a branch in tail position), giving the body's result.
  private static func returning(_ list: ArraySlice<Stmt>) -> ExprCode {
    guard let last = list.last, let first = list.first else { return { _, _ in .none } }
    if let (k, body) = firstDefer(Array(list)) {
      return deferring(statements(Array(list.prefix(k))), block(body), returning(list.dropFirst(k + 1)))
    }
    if list.count == 1 { return returning(last) }
    // Long bodies: the head as one statement list, so the chain below stays short.
    if list.count > 8 {
      let head = statements(Array(list.dropLast()))
      let tail = returning(last)
      return { i, m in
        let c = try head(i, &m)
        if case .normal = c { return try tail(i, &m) }
        if case .returned(let v) = c { return v }
        return .none
      }
    }
    let rest = returning(list.dropFirst())
    // `if c { …; return e }` and more statements after it: they are its `else` (fib's
    // `if n < 2 { return n }`). One closure gives the result either way, with no `Completion`
    // between the two (callgrind, fib).
    if case .if(let ifStmt) = first.kind, case nil = ifStmt.elseBranch,
      let end = ifStmt.then.statements.last, case .return = end.kind
    {
      return returningIf(ifStmt.conditions, then: ifStmt.then, otherwise: rest)
    }
    // One object for both closures (see `TestUser`'s nodes).
    let node = StatementThenResult(first: stmt(first), rest: rest)
    return { i, m in
      let c = try node.first(i, &m)
      if case .normal = c { return try node.rest(i, &m) }
      if case .returned(let v) = c { return v }
      return .none
    }
  }

  /// A statement in tail position: `return e` is `e`; an `if` returns its branch's result.
  private static func returning(_ s: Stmt) -> ExprCode {
    switch s.kind {
    case .return(let e):
      guard let e else { return { _, _ in .none } }
      return expr(e)
    case .if(let ifStmt):
      let otherwise: ExprCode
      switch ifStmt.elseBranch {
      case .block(let b): otherwise = returningBlock(b)
      case .elseIf(let s): otherwise = returning(s)
      case nil: otherwise = { _, _ in .none }
      }
      return returningIf(ifStmt.conditions, then: ifStmt.then, otherwise: otherwise)
    default:
      let code = stmt(s)
      return { i, m in
        if case .returned(let v) = try code(i, &m) { return v }
        return .none
      }
    }
  }

  /// An `if` that gives a result either way. When its branch is only `return x` or `return 1`,
  /// the `if`'s own closure reads that value (fib's `if n < 2 { return n }`): no closure call.
  private static func returningIf(_ conditions: [Condition], then: Block, otherwise: @escaping ExprCode)
    -> ExprCode
  {
    if then.statements.count == 1, case .return(let e?) = then.statements[0].kind,  // trap-ok: count is 1
      Interpreter.capturedFunctionSlots(then.statements).isEmpty
    {
      switch OperandKind(e) {
      case .literal(let d):
        return test(conditions, ReturningIfValue(then: ConstantOperand(d), otherwise: otherwise)).code
      case .local(let slot):
        return test(conditions, ReturningIfValue(then: LocalOperand(slot), otherwise: otherwise)).code
      default: break
      }
    }
    return test(conditions, ReturningIf(then: returningBlock(then), otherwise: otherwise)).code
  }

  /// `block` in tail position.
  private static func returningBlock(_ b: Block) -> ExprCode {
    let code = returning(b.statements[...])
    let cells = Interpreter.capturedFunctionSlots(b.statements)
    if cells.isEmpty { return code }
    return { i, m in
      i.prepareFunctionCells(cells, &m)
      return try code(i, &m)
    }
  }

  private static func statements(_ statements: [Stmt]) -> StmtCode {
    if let (k, body) = firstDefer(statements) {
      return deferring(
        self.statements(Array(statements[..<k])), block(body),  // trap-ok: k is an index
        self.statements(Array(statements[(k + 1)...])))  // trap-ok: k is an index
    }
    switch statements.count {
    case 0:
      return { _, _ in .normal }
    case 1:
      return stmt(statements[0])  // trap-ok: count is 1
    default:
      // Short blocks (function bodies) as a chain of pairs: no array iteration per run.
      if statements.count <= 8 {
        var chain = stmt(statements[statements.count - 1])  // trap-ok: count >= 2
        var k = statements.count - 2
        while k >= 0 {
          let first = stmt(statements[k])  // trap-ok: 0 <= k < count
          let rest = chain
          k -= 1
          chain = { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
            let c = try first(i, &m)
            if case .normal = c { return try rest(i, &m) }
            return c
          }
        }
        return chain
      }
      // A long list (a builder's million keyframes) takes long to lower: the run's limits hold.
      var codes: [StmtCode] = []
      codes.reserveCapacity(statements.count)
      for s in statements {
        if let stop = budgetError(at: s.range) {
          let range = s.range
          let stopped: StmtCode = { (_: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
            throw RuntimeError(stop, at: range, file: m.file)
          }
          codes.append(stopped)
          break
        }
        codes.append(stmt(s))
      }
      return { i, m in
        for code in codes {
          let c = try code(i, &m)
          if case .normal = c { continue }
          return c
        }
        return .normal
      }
    }
  }

  static func stmt(_ s: Stmt) -> StmtCode {
    if let o = resolution.observations[s.id] { return observed(s, o) }
    switch s.kind {
    case .if(let ifStmt) where resolution.isBuildItem(s): return viewConditional(ifStmt)
    case .switch(let sw) where resolution.isBuildItem(s): return viewSwitch(sw)
    case .expression(let e) where resolution.isBuildItem(s):
      // In a result builder's body: the statement's value is one of the built items.
      let code = expr(e)
      return { i, m in
        let v = try code(i, &m)
        if !v.isNil { i.builderItems.append(v) }
        return .normal
      }
    case .expression(let e):
      let code = expr(e)
      return { i, m in
        _ = try code(i, &m)
        return .normal
      }
    case .variable(let decl) where decl.stateAttribute == nil && decl.animatedAttribute == nil:
      // `declareVariable` without `@State`: evaluate, copy on bind, declare.
      let name = resolvedName(decl.name)
      guard let initializer = decl.initializer else {
        return { i, m in
          try i.store(.none, to: name, isDeclaration: true, &m)
          return .normal
        }
      }
      let initial = checked(initializer, against: decl.type)
      if case .local(let slot) = name.location {
        // `store(_:to:isDeclaration: true)` for a local slot, with the slot and whether a
        // closure captures it (so it needs a box) fixed when lowered.
        let boxed = name.isCaptured
        return { i, m in
          let v = i.copyOnBind(try initial(i, &m))
          let k = m.base &+ slot
          guard k < m.stack.count else { return .normal }
          if boxed {
            m.stack[k] = .box(Box(v))  // trap-ok: checked
          } else {
            m.stack[k] = v  // trap-ok: checked
          }
          return .normal
        }
      }
      return { i, m in
        let v = try initial(i, &m)
        try i.store(i.copyOnBind(v), to: name, isDeclaration: true, &m)
        return .normal
      }
    case .assignment(let target, let op, let valueExpr):
      guard case .variable(let written) = resolved(target).kind else { break }
      let name = resolvedName(written)
      let value = expr(valueExpr)
      let range = s.range
      guard let bop = op.binaryOperator else {
        // `tint = .red` in a recorded scene: the property remembers how its colour was written.
        if let spelling = ColorSpelling(valueExpr) {
          return { i, m in
            let v = i.copyOnBind(try value(i, &m))
            guard let recorder = i.recorder else {
              try i.store(v, to: name, isDeclaration: false, &m)
              return .normal
            }
            try recorder.assigning(v, spelled: spelling) { () throws(RuntimeError) in
              try i.store(v, to: name, isDeclaration: false, &m)
            }
            return .normal
          }
        }
        return { i, m in
          let v = try value(i, &m)
          try i.store(i.copyOnBind(v), to: name, isDeclaration: false, &m)
          return .normal
        }
      }
      // `i /= 2`, `i += 1` on an Int: `i = i / 2` with Swift's integer arithmetic (truncated,
      // overflow checked). The target is a variable, so reading it twice is reading it once.
      if isIntegerTyped(target), isIntegerTyped(valueExpr) {
        let combined = Expr(id: resolution.makeID(), range: s.range, kind: .binary(op: bop, lhs: target, rhs: valueExpr))
        resolution.setType(.int, of: combined)
        let code = expr(combined)
        return { i, m in
          try i.store(try code(i, &m), to: name, isDeclaration: false, &m)
          return .normal
        }
      }
      let read = expr(target)
      // `total += x` on a variable that holds a number: read, combine and write the slot in
      // place. The general path below copied the old value out twice (`read`, then `store`'s
      // check for a cell), each through the outlined copy of `Value` (callgrind, elastic).
      if case .add = bop {
        if case .local(let slot) = name.location, !name.isCaptured {
          return compoundLocal(AddOp.self, slot, value, read, bop, name, range)
        }
        if case .global(let g) = name.location {
          return compoundGlobal(AddOp.self, g, value, read, bop, name, range)
        }
      }
      if case .subtract = bop {
        if case .local(let slot) = name.location, !name.isCaptured {
          return compoundLocal(SubtractOp.self, slot, value, read, bop, name, range)
        }
        if case .global(let g) = name.location {
          return compoundGlobal(SubtractOp.self, g, value, read, bop, name, range)
        }
      }
      return { i, m in
        var v = try value(i, &m)
        let old = try read(i, &m)
        if case .number(let a) = old, case .number(let b) = v {
          switch bop {
          case .add: v = .number(a + b)
          case .subtract: v = .number(a - b)
          case .multiply: v = .number(a * b)
          case .divide: v = .number(a / b)
          default: v = try i.binary(bop, old, v, range, &m)
          }
        } else {
          v = try i.binary(bop, old, v, range, &m)
        }
        try i.store(i.copyOnBind(v), to: name, isDeclaration: false, &m)
        return .normal
      }
    case .if(let stmt):
      return ifStatement(stmt)
    case .guard(let conditions, let elseBlock):
      let cond = self.conditions(conditions)
      let otherwise = block(elseBlock)
      let range = s.range
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
        if try !cond(i, &m) {
          let c = try otherwise(i, &m)
          if case .normal = c {
            throw RuntimeError("'guard' body must not fall through", at: range, file: m.file)
          }
          return c
        }
        return .normal
      }
    case .while(let conditions, let body):
      let cond = self.conditions(conditions)
      let run = block(body)
      let range = s.range
      return { i, m in
        while try cond(i, &m) {
          try i.tick(range, &m)
          switch try run(i, &m) {
          case .breakLoop: return .normal
          case .returned(let v): return .returned(v)
          default: break
          }
        }
        return .normal
      }
    case .for(let written, let sequence, let body):
      let variable = resolvedName(written)
      let seqCode = expr(sequence)
      let run = block(body)
      let range = s.range
      let sequenceRange = sequence.range
      return { i, m in
        let seq = try seqCode(i, &m)
        // `execFor`'s range loop, inline: no per-iteration `next` closure or thunk.
        if case .object(let o as RangeObject) = seq {
          let (lo, hi, closed) = (o.lower, o.upper, o.isClosed)
          var k = 0
          while true {
            let x = lo + Double(k)
            guard closed ? x <= hi : x < hi else { return .normal }
            try i.tick(range, &m)
            try i.store(.number(x), to: variable, isDeclaration: true, &m)
            switch try run(i, &m) {
            case .breakLoop: return .normal
            case .returned(let r): return .returned(r)
            default: break
            }
            k += 1
          }
        }
        return try i.execFor(variable, seq, sequenceRange, range, &m) {
          (m: inout Machine) throws(RuntimeError) -> Completion in try run(i, &m)
        }
      }
    case .return(let e):
      guard let e else { return { _, _ in .returned(.none) } }
      let code = expr(e)
      return { i, m in .returned(try code(i, &m)) }
    case .repeatWhile(let body, let condition):
      return repeatWhile(block(body), self.conditions([.expression(condition)]), s.range)
    case .typeAlias:
      return { _, _ in .normal }
    case .defer(let body):
      // Only reached for a `defer` that ends its scope (a statement list splits at the others,
      // and the top level keeps its own): the scope is left at once, so it runs at once.
      return block(body)
    case .break:
      return { _, _ in .breakLoop }
    case .continue:
      return { _, _ in .continueLoop }
    default:
      break
    }
    return declaration(s)
  }

  /// `x += e` / `x -= e` on an uncaptured local: numbers in place, anything else as `stmt` does.
  private static func compoundLocal<O: NumericOperator>(
    _: O.Type, _ slot: Int, _ value: @escaping ExprCode, _ read: @escaping ExprCode,
    _ op: BinaryOperator, _ name: ResolvedName, _ range: SourceRange
  ) -> StmtCode {
    { i, m in
      let v = try value(i, &m)
      let k = m.base &+ slot
      if case .number(let b) = v, let a = m.stack.number(at: k) {
        m.stack[k] = O.apply(a, b)  // trap-ok: number(at:) checked the index
        return .normal
      }
      let old = try read(i, &m)
      let new = try i.binary(op, old, v, range, &m)
      try i.store(i.copyOnBind(new), to: name, isDeclaration: false, &m)
      return .normal
    }
  }

  /// `x += e` / `x -= e` on a global: as `compoundLocal`. A global slot that holds a number is
  /// declared and is neither a captured cell nor an `@State` property.
  private static func compoundGlobal<O: NumericOperator>(
    _: O.Type, _ g: Int, _ value: @escaping ExprCode, _ read: @escaping ExprCode,
    _ op: BinaryOperator, _ name: ResolvedName, _ range: SourceRange
  ) -> StmtCode {
    { i, m in
      let v = try value(i, &m)
      if case .number(let b) = v, g < m.globals.count, case .number(let a) = m.globals[g] {  // trap-ok: checked
        // (Not `setGlobal`: a slot that holds a number has no pinned function to forget.)
        m.globals[g] = O.apply(a, b)  // trap-ok: checked
        return .normal
      }
      let old = try read(i, &m)
      let new = try i.binary(op, old, v, range, &m)
      try i.store(i.copyOnBind(new), to: name, isDeclaration: false, &m)
      return .normal
    }
  }

  private static func ifStatement(_ stmt: IfStmt) -> StmtCode {
    let then = block(stmt.then)
    switch stmt.elseBranch {
    case .block(let b): return test(stmt.conditions, If(then: then, otherwise: block(b))).code
    case .elseIf(let s):
      return test(stmt.conditions, If(then: then, otherwise: self.stmt(s))).code
    case nil: return test(stmt.conditions, IfThen(then: then)).code
    }
  }

  // MARK: Tests

  /// Lowers a condition list and hands it to `user`, which builds the statement around it: a
  /// single ordering comparison (`n < 2`) as an `OrderingTest` whose operands the statement's
  /// own closure reads, anything else as a `CodeTest`. Why: an `if` called its condition's
  /// closure, which read its operands; folding the test into the `if` saved a closure call and
  /// a quarter of the `if`'s instructions (callgrind, fib).
  private static func test<U: TestUser>(_ list: [Condition], _ user: U) -> U.Code {
    // Two numbers the checker proved, compared unboxed (Lowering+Typed.swift).
    if list.count == 1, case .expression(let e) = list[0], let code = typedComparison(e, user) {  // trap-ok: count is 1
      return code
    }
    if list.count == 1, case .expression(let e) = list[0],  // trap-ok: count is 1
      case .binary(let op, let lhs, let rhs) = resolved(e).kind,
      let code = ordering(op, lhs, rhs, e.range, user)
    {
      return code
    }
    return user.use(CodeTest(code: conditions(list)))
  }

  /// `conditionsHold`: every condition in order, stopping at the first that fails.
  static func conditions(_ list: [Condition]) -> CondCode {
    if list.count == 1 { return condition(list[0]) }  // trap-ok: count is 1
    let codes = list.map { condition($0) }
    return { i, m in
      for code in codes where try !code(i, &m) { return false }
      return true
    }
  }

  private static func condition(_ c: Condition) -> CondCode {
    switch c {
    case .expression(let e):
      let range = e.range
      if let typed = typedComparison(e, Cond()) { return typed.code }
      // A comparison of two numbers gives its Bool without building a Value.
      if case .binary(let op, let lhs, let rhs) = resolved(e).kind,
        let compare = ordering(op, lhs, rhs, range, Cond())
      {
        return compare.code
      }
      let code = expr(e)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Bool in
        let v = try code(i, &m)
        guard case .bool(let b) = v else { throw notABool(v, range, m) }
        return b
      }
    case .optionalBinding(let written, _, let value):
      let name = resolvedName(written)
      let code = expr(value)
      return { i, m in
        let v = try code(i, &m)
        if v.isNil { return false }
        try i.store(i.copyOnBind(v), to: name, isDeclaration: true, &m)
        return true
      }
    case .casePattern(let p, let value):
      // `if case .move(let d) = e`: the switch's matching, binding as it goes.
      let pattern = CasePatternCode(p)
      let code = expr(value)
      return { i, m in try pattern.matches(try code(i, &m).unwrapped, i, &m) }
    }
  }

  /// A condition `a < b` (the other orderings, `==` and `!=`), or nil for any other operator.
  private static func ordering<U: TestUser>(
    _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ range: SourceRange, _ user: U
  ) -> U.Code? {
    switch op {
    case .less: return ordering(LessOp.self, op, lhs, rhs, range, user)
    case .lessEqual: return ordering(LessEqualOp.self, op, lhs, rhs, range, user)
    case .greater: return ordering(GreaterOp.self, op, lhs, rhs, range, user)
    case .greaterEqual: return ordering(GreaterEqualOp.self, op, lhs, rhs, range, user)
    case .equal: return ordering(EqualOp.self, op, lhs, rhs, range, user)
    case .notEqual: return ordering(NotEqualOp.self, op, lhs, rhs, range, user)
    default: return nil
    }
  }

  private static func ordering<O: NumericOperator, U: TestUser>(
    _ o: O.Type, _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ range: SourceRange, _ user: U
  ) -> U.Code {
    switch OperandKind(lhs) {
    case .literal(let d): return ordering(o, ConstantOperand(d), rhs, op, range, user)
    case .local(let slot): return ordering(o, LocalOperand(slot), rhs, op, range, user)
    case .global(let g): return ordering(o, g, rhs, op, range, user)
    case .other: return ordering(o, CodeOperand(expr(lhs)), rhs, op, range, user)
    }
  }

  private static func ordering<O: NumericOperator, L: Operand, U: TestUser>(
    _ o: O.Type, _ l: L, _ rhs: Expr, _ op: BinaryOperator, _ range: SourceRange, _ user: U
  ) -> U.Code {
    func test<R: Operand>(_ r: R) -> U.Code {
      user.use(OrderingTest<O, L, R>(l: l, r: r, op: op, range: range))
    }
    switch OperandKind(rhs) {
    case .literal(let d): return test(ConstantOperand(d))
    case .local(let slot): return test(LocalOperand(slot))
    case .global(let g): return test(g)
    case .other: return test(CodeOperand(expr(rhs)))
    }
  }
}

// MARK: - Tests and the statements built around them

/// A condition that the closure of the statement around it evaluates in place.
protocol Test {
  func holds(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Bool
}

/// `a < b` (the other orderings, `==` and `!=`) on operands read in place: numbers (and Bools,
/// for equality) compare directly; anything else goes through `binary` and the condition's bool
/// check.
struct OrderingTest<O: NumericOperator, L: Operand, R: Operand>: Test {
  let l: L
  let r: R
  let op: BinaryOperator
  let range: SourceRange

  @inline(__always)
  func holds(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let a = try l.value(i, &m)
    let b = try r.value(i, &m)
    let v: Value
    if case .number(let x) = a, case .number(let y) = b {
      v = O.apply(x, y)
    } else if case .bool(let x) = a, case .bool(let y) = b, let t = O.apply(x, y) {
      v = t
    } else {
      v = try i.binary(op, a, b, range, &m)
    }
    guard case .bool(let t) = v else { throw Lowering.notABool(v, range, m) }
    return t
  }
}

/// Any other condition list, lowered to its own closure.
struct CodeTest: Test {
  let code: CondCode
  @inline(__always)
  func holds(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Bool {
    try code(i, &m)
  }
}

/// Builds a statement around a test; generic over the test so that each kind gets a closure
/// specialised for it. The closure comes back in a box of a concrete class: a closure returned
/// as an associated type is re-abstracted, and every call then goes through two conversion
/// thunks (callgrind, fib).
protocol TestUser {
  associatedtype Code
  func use<T: Test>(_ test: T) -> Code
}

/// A lowered statement in a box (see `TestUser`).
final class StmtCodeBox {
  let code: StmtCode
  init(_ code: @escaping StmtCode) { self.code = code }
}

/// A lowered expression in a box (see `TestUser`).
final class ExprCodeBox {
  let code: ExprCode
  init(_ code: @escaping ExprCode) { self.code = code }
}

/// A lowered condition in a box (see `TestUser`).
final class CondCodeBox {
  let code: CondCode
  init(_ code: @escaping CondCode) { self.code = code }
}

// Each statement below keeps what its closure reads in one object of a concrete class, so that
// the closure captures one reference: such a closure is entered through a forwarding thunk of a
// few instructions, where one that captured the test's operands and the branches' closures was
// entered through a thunk that unpacked them into the arguments of a second native frame
// (callgrind on fib's Swift form). The branches are fields of function type, not elements of a
// generic tuple: a closure stored as a generic parameter is re-abstracted, and every call of it
// goes through one more thunk.

/// An untyped arithmetic operator and its operands, in one object (see `TestUser`'s nodes).
final class NumericNode<O: NumericOperator, L: Operand, R: Operand> {
  let l: L
  let r: R
  let op: BinaryOperator
  let range: SourceRange
  init(_ l: L, _ r: R, _ op: BinaryOperator, _ range: SourceRange) {
    self.l = l
    self.r = r
    self.op = op
    self.range = range
  }

  // The operator's own shape, early returns and all: merging the paths into one result to
  // check it cost the untyped operators instructions (callgrind, elastic and fib).
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    let a = try l.value(i, &m)
    let b = try r.value(i, &m)
    if case .number(let x) = a, case .number(let y) = b {
      if O.checksIntegerOverflow { return try Lowering.intResult(O.apply(x, y), op, a, b, range, m.file) }
      return O.apply(x, y)
    }
    if case .bool(let x) = a, case .bool(let y) = b, let v = O.apply(x, y) { return v }
    if O.checksIntegerOverflow {
      return try Lowering.intResult(try i.binary(op, a, b, range, &m), op, a, b, range, m.file)
    }
    return try i.binary(op, a, b, range, &m)
  }
}

/// A statement of a function body and the rest of the body after it (`Lowering.returning`).
final class StatementThenResult {
  let first: StmtCode
  let rest: ExprCode
  init(first: @escaping StmtCode, rest: @escaping ExprCode) {
    self.first = first
    self.rest = rest
  }
}

/// The condition alone (`while`, `guard`, lists of conditions).
struct Cond: TestUser {
  func use<T: Test>(_ test: T) -> CondCodeBox {
    let node = CondNode(test)
    return CondCodeBox { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Bool in
      try node.test.holds(i, &m)
    }
  }
}

final class CondNode<T: Test> {
  let test: T
  init(_ test: T) { self.test = test }
}

/// `if … { … }` without `else`.
struct IfThen: TestUser {
  let then: StmtCode
  func use<T: Test>(_ test: T) -> StmtCodeBox {
    let node = IfThenNode(test, then)
    return StmtCodeBox { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      try node.test.holds(i, &m) ? try node.then(i, &m) : .normal
    }
  }
}

final class IfThenNode<T: Test> {
  let test: T
  let then: StmtCode
  init(_ test: T, _ then: @escaping StmtCode) {
    self.test = test
    self.then = then
  }
}

/// `if … { … } else …`.
struct If: TestUser {
  let then: StmtCode
  let otherwise: StmtCode
  func use<T: Test>(_ test: T) -> StmtCodeBox {
    let node = IfNode(test, then, otherwise)
    return StmtCodeBox { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      try node.test.holds(i, &m) ? try node.then(i, &m) : try node.otherwise(i, &m)
    }
  }
}

final class IfNode<T: Test> {
  let test: T
  let then: StmtCode
  let otherwise: StmtCode
  init(_ test: T, _ then: @escaping StmtCode, _ otherwise: @escaping StmtCode) {
    self.test = test
    self.then = then
    self.otherwise = otherwise
  }
}

/// `ReturningIf` whose branch is a value read in place.
struct ReturningIfValue<V: Operand>: TestUser {
  let then: V
  let otherwise: ExprCode
  func use<T: Test>(_ test: T) -> ExprCodeBox {
    let node = ReturningIfValueNode(test, then, otherwise)
    return ExprCodeBox { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      try node.test.holds(i, &m) ? try node.then.value(i, &m) : try node.otherwise(i, &m)
    }
  }
}

final class ReturningIfValueNode<T: Test, V: Operand> {
  let test: T
  let then: V
  let otherwise: ExprCode
  init(_ test: T, _ then: V, _ otherwise: @escaping ExprCode) {
    self.test = test
    self.then = then
    self.otherwise = otherwise
  }
}

/// An `if` in tail position of a function body (`Lowering.returning`), giving the result.
struct ReturningIf: TestUser {
  let then: ExprCode
  let otherwise: ExprCode
  func use<T: Test>(_ test: T) -> ExprCodeBox {
    let node = ReturningIfNode(test, then, otherwise)
    return ExprCodeBox { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      try node.test.holds(i, &m) ? try node.then(i, &m) : try node.otherwise(i, &m)
    }
  }
}

final class ReturningIfNode<T: Test> {
  let test: T
  let then: ExprCode
  let otherwise: ExprCode
  init(_ test: T, _ then: @escaping ExprCode, _ otherwise: @escaping ExprCode) {
    self.test = test
    self.then = then
    self.otherwise = otherwise
  }
}

// MARK: - Operands read in place

/// How an operator's operand is read.
enum OperandKind {
  /// A number literal.
  case literal(Double)
  /// A local variable.
  case local(Int)
  /// A global variable (script top level, REPL).
  case global(GlobalOperand)
  /// Anything else (lowered to its own closure).
  case other

  init(_ written: Expr) {
    let resolution = Lowering.resolution
    let e = resolution.resolved(written)
    switch e.kind {
    case .number(let d): self = .literal(d)
    case .member:
      if let d = Lowering.floatingConstant(e) { self = .literal(d) } else { self = .other }
    case .variable(let name):
      switch resolution.location(of: name) {
      case .local(let slot): self = .local(slot)
      case .global(let g): self = .global(GlobalOperand(g, name.text, e.range))
      default: self = .other
      }
    default: self = .other
    }
  }

  /// The slot of a local variable, nil for anything else.
  ///
  /// Conditions use these rather than `if case .local(let slot) = OperandKind(e)`: in a
  /// condition list after another pattern (`if case .member(let base, _) = …, case .local(let
  /// slot) = OperandKind(base)`), the release build destroyed the temporary `OperandKind` on a
  /// path where it was never made (a `.global` one's name released from uninitialised memory;
  /// valgrind, Swift 6.3.1), and `Examples/retarget.anim` crashed.
  var localSlot: Int? {
    if case .local(let slot) = self { return slot }
    return nil
  }

  /// The number of a literal, nil for anything else.
  var literal: Double? {
    if case .literal(let d) = self { return d }
    return nil
  }

  /// The index of a global variable, nil for anything else.
  var globalIndex: Int? {
    if case .global(let g) = self { return g.index }
    return nil
  }
}

/// An operand that an operator's closure reads itself; generic specialisation gives one
/// closure body per combination of operand kinds.
protocol Operand {
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value
  /// The user function the operand holds, matched in place (no copy of the whole `Value`,
  /// which goes through its outlined copy function); `nil` when it holds something else or
  /// cannot be read without running code. Calls use it before the general `value`.
  func function(_ m: inout Machine) -> Closure?
  /// The pinned top-level function the operand holds (``Closure/isPinned``), not retained.
  func pinnedFunction(_ m: inout Machine) -> Unmanaged<Closure>?
}

extension Operand {
  @inline(__always)
  func function(_ m: inout Machine) -> Closure? { nil }
  @inline(__always)
  func pinnedFunction(_ m: inout Machine) -> Unmanaged<Closure>? { nil }
}

struct ConstantOperand: Operand {
  let number: Double
  init(_ number: Double) { self.number = number }
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value { .number(number) }
}

struct LocalOperand: Operand {
  let slot: Int
  init(_ slot: Int) { self.slot = slot }
  @inline(__always)
  func function(_ m: inout Machine) -> Closure? { m.stack.function(at: m.base &+ slot) }
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    Lowering.readLocal(slot, &m)
  }
}

struct CodeOperand: Operand {
  let code: ExprCode
  init(_ code: @escaping ExprCode) { self.code = code }
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    try code(i, &m)
  }
}

/// A local variable and a literal under an arithmetic operator (`n - 1`), as `binary` does it.
struct LocalConstantOperand<O: NumericOperator>: Operand {
  let slot: Int
  let constant: Double
  /// The operator and its range, for the general path (one reference: see `LoweredCall`).
  let site: OperatorSite
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    if let x = m.stack.number(at: m.base &+ slot) { return O.apply(x, constant) }
    return try i.binary(
      site.op, Lowering.readLocal(slot, &m), .number(constant), site.range, &m)
  }
}

/// An operator as written, for the general path and messages.
final class OperatorSite {
  let op: BinaryOperator
  let range: SourceRange
  init(_ op: BinaryOperator, _ range: SourceRange) {
    self.op = op
    self.range = range
  }
}

/// A global variable, read as `variable` reads it.
struct GlobalOperand: Operand {
  let index: Int
  /// The name and its range, for messages only: one reference, so that the operand is two
  /// words in the closures that capture it (see `LoweredCall`).
  let source: SourceName
  init(_ index: Int, _ name: String, _ range: SourceRange) {
    self.index = index
    self.source = SourceName(name, range)
  }
  @inline(__always)
  func function(_ m: inout Machine) -> Closure? {
    guard index < m.globals.count, case .function(let c) = m.globals[index] else { return nil }  // trap-ok: checked
    return c
  }
  @inline(__always)
  func pinnedFunction(_ m: inout Machine) -> Unmanaged<Closure>? {
    m.pinnedFunction(index)
  }
  @inline(__always)
  func value(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    guard index < m.globals.count else {
      throw RuntimeError(
        "'\(source.text)' is used before it is defined", at: source.range, file: m.file)
    }
    let v = m.globals[index]  // trap-ok: checked
    if case .property(let p) = v { return p.model }
    if case .none = v, !m.isDeclared(index) {
      throw i.usedBeforeDeclaration(source.text, source.range, m)
    }
    return v
  }
}

/// A name as written, for messages.
final class SourceName {
  let text: String
  let range: SourceRange
  init(_ text: String, _ range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// Where a method call on a struct's instance found the method last: the struct, its members'
/// generation then, the method, the name its frames carry in an error's trace, and how the call
/// runs on a frame of its own when it can (``MethodFrame``). Why: the look-up by name and the
/// name made for each call were about 750 instructions of each call of a `mutating func` that
/// moves a particle (callgrind). A class, so that reading it from the call is one retain.
final class DeclaredMethodSite {
  let owner: StructInfo
  let generation: Int
  let method: TypeMethod
  let qualified: String
  let frame: MethodFrame?

  init(owner: StructInfo, generation: Int, method: TypeMethod, qualified: String, call: LoweredCall) {
    self.owner = owner
    self.generation = generation
    self.method = method
    self.qualified = qualified
    frame = MethodFrame(method, call)
  }

  /// The frame a call on `receiver` runs on: when it is this struct's instance, the members
  /// are as they were and the method runs on a frame of its own (in the file running).
  @inline(__always)
  func frame(for receiver: Value, in file: SourceFile) -> MethodFrame? {
    guard case .record(let r) = receiver, r.info === owner, owner.members.generation == generation,
      owner.file === file
    else { return nil }
    return frame
  }
}

/// Where a call of a declared type's static method (`Math.sq(2)`, `Self.make()`) found it last:
/// the type (a struct or an enum), its members' generation then, the name its frames carry in an
/// error's trace, and the frame it runs on. Why: each call made a `Closure` and an array for the
/// type as `self`, and looked the method up by name (callgrind: 3,700 instructions a call of a
/// one-line `static func`).
final class StaticMethodSite {
  let owner: AnyObject
  let members: TypeMembers
  let generation: Int
  let file: SourceFile
  let qualified: String
  let frame: MethodFrame

  init(owner: AnyObject, members: TypeMembers, file: SourceFile, qualified: String, frame: MethodFrame) {
    self.owner = owner
    self.members = members
    generation = members.generation
    self.file = file
    self.qualified = qualified
    self.frame = frame
  }

  /// The frame a call on `receiver` runs on: when it is this type, whose members are as they
  /// were, in the file running.
  @inline(__always)
  func frame(for receiver: Value, in file: SourceFile) -> MethodFrame? {
    guard case .type(let t) = receiver, members.generation == generation, self.file === file else { return nil }
    switch t {
    case .structType(let s): return s === owner ? frame : nil
    case .enumType(let e): return e === owner ? frame : nil
    default: return nil
    }
  }
}

/// What a lowered call needs besides its callee and arguments, all for the general path and
/// messages, in one reference. Why: a closure's captures are passed to its body one by one;
/// the call's twelve words of captures went through the stack on every call (fib).
final class LoweredCall {
  let callee: Expr
  /// The resolution the call was lowered with: its arguments are lowered later, when run.
  let resolution: Resolution
  let args: [CallArgument]
  let expr: Expr
  let range: SourceRange
  /// The top-level function whose parameters the checker proved this call's arguments fit
  /// (Resolution+Proofs.swift): when the callee is that function, its arguments are placed
  /// without the run-time checks of its annotations.
  let proved: FunctionDecl?
  /// A method call whose receiver is a place (`p.move()`, `a.b.move()`): a mutating method of
  /// a declared type may change it, and the call site writes it back.
  var writesBackReceiver = false
  /// The struct method this call found last (`Interpreter.callDeclaredMethod`).
  var methodSite: DeclaredMethodSite?
  /// The static method of a declared type this call found last.
  var staticSite: StaticMethodSite?
  /// The arguments' code, in source order. Lowered when first needed when the call's fast path
  /// reads its argument itself (`fib(n - 1)`), so that nested calls are not lowered twice.
  private var lowered: [ExprCode]?

  init(
    _ callee: Expr, _ args: [CallArgument], _ expr: Expr, codes: [ExprCode]? = nil,
    resolution: Resolution = Lowering.resolution
  ) {
    self.callee = callee
    self.resolution = resolution
    self.args = args
    self.expr = expr
    self.range = expr.range
    self.lowered = codes
    self.proved = resolution.provedCallee(of: expr)
  }

  var codes: [ExprCode] {
    if let lowered { return lowered }
    let made = Lowering.$resolution.withValue(resolution) { args.map { Lowering.expr($0.value) } }
    lowered = made
    return made
  }

  /// Where each `&x` argument is written back after a call of a function with `inout`
  /// parameters (nil for other arguments). Lowered on the first such call.
  private var loweredPlaces: [Lowering.Place?]?

  var inoutPlaces: [Lowering.Place?] {
    if let loweredPlaces { return loweredPlaces }
    let made = Lowering.$resolution.withValue(resolution) {
      args.map { $0.isInout ? Lowering.place($0.value) : nil }
    }
    loweredPlaces = made
    return made
  }
}
