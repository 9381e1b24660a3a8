// Typed lowering (issue 27, item 1): an expression the checker proved a number is lowered a
// second way, to closures that give a `Double` unboxed, composed without a `Value` between
// operators; a comparison of two proved numbers in a condition gives its Bool straight to the
// `if` or `while` around it. Swift's `Int` is a number at run time too (Anim keeps one kind of
// number), so an Int expression is a `Double` expression whose `+ - *` check for overflow and
// whose `/ %` truncate and check for a zero divisor, each at its own range, as Swift's do.
//
// What "proved" means is Resolution+Proofs.swift's: a variable's static type is a number and no
// untyped code assigned it (`unprovedNames`); a call's type is a number when the function says
// so (its result is checked when it returns, unless proved). Every part of an expression must
// be proved for it to be lowered here; the untyped paths (Lowering.swift) are untouched.
//
// Gradual typing leaves gaps the checker cannot see (a value a Swift callback hands to a typed
// parameter, a property set through a reference the checker did not type). A typed read that
// finds something other than a number there takes the general read (cells, `@State`
// properties, the shape-adopting `zero`) and, if that is still not a number, stops with an
// error at the read: never a trap, and never a silently different result.
import AnimSyntax

/// An expression the checker proved a number, lowered to give it unboxed.
typealias DoubleCode = (Interpreter, inout Machine) throws(RuntimeError) -> Double

/// A typed expression as its parent reads it: a literal or a variable is read in the parent's
/// own closure (no closure call of its own), and so is the unboxing of a value the general code
/// gives (a call's result); an operator is a closure. `boxed` is the same operator giving a
/// `Value`, for the top of a typed expression (so boxing adds no closure call).
enum TypedNumber {
  case constant(Double)
  case local(TypedLocal)
  case global(TypedGlobal)
  case value(TypedValue)
  case code(DoubleCode, boxed: ExprCode?)

  /// The expression as a closure.
  var code: DoubleCode {
    switch self {
    case .constant(let d): return { _, _ throws(RuntimeError) in d }
    case .local(let l): return { i, m throws(RuntimeError) in try l.number(i, &m) }
    case .global(let g): return { i, m throws(RuntimeError) in try g.number(i, &m) }
    case .value(let v): return { i, m throws(RuntimeError) in try v.number(i, &m) }
    case .code(let c, _): return c
    }
  }
}

extension Lowering {
  // MARK: Entry points

  /// `e` lowered to give a `Value` from typed arithmetic when its top is an operator (or a
  /// numeric built-in, or a negation) on proved numbers; nil otherwise, and the caller lowers
  /// it as before. A typed expression that is only a read or a call is not worth it: boxing its
  /// result again would add a closure call.
  static func typedArithmetic(_ e: Expr) -> ExprCode? {
    guard isTypedOperation(e), case .code(_, let boxed?) = typedNumber(e) else { return nil }
    return boxed
  }

  /// A condition that is one comparison (`<`, `<=`, `>`, `>=`, `==`, `!=`) of two proved
  /// numbers, handed to `user` as a test that reads both operands unboxed; nil otherwise.
  static func typedComparison<U: TestUser>(_ e: Expr, _ user: U) -> U.Code? {
    guard case .binary(let op, let lhs, let rhs) = resolved(e).kind, isTyped(lhs), isTyped(rhs) else { return nil }
    switch op {
    case .less: return typedComparison(LessOp.self, lhs, rhs, user)
    case .lessEqual: return typedComparison(LessEqualOp.self, lhs, rhs, user)
    case .greater: return typedComparison(GreaterOp.self, lhs, rhs, user)
    case .greaterEqual: return typedComparison(GreaterEqualOp.self, lhs, rhs, user)
    case .equal: return typedComparison(EqualOp.self, lhs, rhs, user)
    case .notEqual: return typedComparison(NotEqualOp.self, lhs, rhs, user)
    default: return nil
    }
  }

  // MARK: Numbers

  /// Whether the checker proved `e`'s value a number (Resolution+Proofs.swift).
  static func isProvedNumber(_ e: Expr) -> Bool {
    resolution.proves(e, is: .double)
  }

  /// Whether `e`'s top is an operator that typed lowering computes itself (not a read or a
  /// call it only unboxes) and every part of it is typed.
  private static func isTypedOperation(_ written: Expr) -> Bool {
    let e = resolved(written)
    switch e.kind {
    case .unary(.negate, _), .binary: break
    case .call(let callee, let args):
      guard numberConversionArgument(e) == nil, isNumericBuiltin(callee, args) || builtinScale(e) != nil else {
        return false
      }
    default: return false
    }
    return isTyped(e)
  }

  /// Whether `typedNumber(e)` succeeds, decided without lowering anything: a failed attempt
  /// that had lowered its parts would lower them again the general way (a chain of method
  /// calls lowered its receivers twice per link, 2^n).
  static func isTyped(_ written: Expr) -> Bool {
    let e = resolved(written)
    switch e.kind {
    case .number: return true
    case .member: return floatingConstant(e) != nil || isProvedNumber(e)
    case .variable(let name):
      if case .builtin(let b) = location(name) {
        if case .number = Builtins.shared.constant(b)?.unwrapped { return true }
        return false
      }
      return isProvedNumber(e)
    case .unary(.plus, let operand), .unary(.negate, let operand):
      return isTyped(operand)
    case .binary(let op, let lhs, let rhs):
      switch op {
      case .add, .subtract, .multiply, .divide: break
      case .remainder: guard isIntegerTyped(lhs), isIntegerTyped(rhs) else { return false }
      default: return false
      }
      return isTyped(lhs) && isTyped(rhs)
    case .call(let callee, let args):
      if let inner = numberConversionArgument(e) { return isTyped(inner) }
      if isNumericBuiltin(callee, args) { return args.allSatisfy { isTyped($0.value) } }
      if let (x, k) = builtinScale(e) { return isTyped(x) && isTyped(k) }
      return isProvedNumber(e)
    case .ternary(_, let t, let f):
      return isTyped(t) && isTyped(f)
    default:
      return isProvedNumber(e)
    }
  }

  /// The receiver and factor of `x.scaled(by: k)` on a Double (`Resolution.builtinScales`):
  /// the product `x * k`, lowered as that operator at the call's range.
  private static func builtinScale(_ e: Expr) -> (Expr, Expr)? {
    guard resolution.builtinScales.contains(e.id), case .call(let callee, let args) = e.kind, args.count == 1,
      let k = args.first, case .member(let x, _) = resolved(callee).kind
    else { return nil }
    return (x, k.value)
  }

  /// Whether `callee(args)` is a numeric built-in (`sin`, `pow`) with as many unlabelled
  /// arguments as it takes.
  private static func isNumericBuiltin(_ callee: Expr, _ args: [CallArgument]) -> Bool {
    guard case .variable(let name) = resolved(callee).kind, case .builtin(let index) = location(name),
      let numeric = Builtins.shared.numeric(index), args.allSatisfy({ $0.label == nil })
    else { return false }
    switch numeric {
    case .unary: return args.count == 1
    case .binary: return args.count == 2
    }
  }

  /// `e` lowered on unboxed numbers, or nil when some part of it is not proved a number
  /// (callers ask `isTyped` first, so that nothing is lowered twice).
  static func typedNumber(_ written: Expr) -> TypedNumber? {
    let e = resolved(written)
    switch e.kind {
    case .number(let d):
      return .constant(d)
    case .member:
      if let d = floatingConstant(e) { return .constant(d) }
      return provedRead(e)
    case .variable(let name):
      switch location(name) {
      case .builtin(let b):
        if case .number(let d) = Builtins.shared.constant(b)?.unwrapped { return .constant(d) }
        return nil
      case .local(let slot):
        guard isProvedNumber(e) else { return nil }
        return .local(TypedLocal(slot, TypedName(name.text, e)))
      case .global(let g):
        guard isProvedNumber(e) else { return nil }
        return .global(TypedGlobal(g, TypedName(name.text, e)))
      default:
        return provedRead(e)
      }
    case .unary(.plus, let operand):
      return typedNumber(operand)
    case .unary(.negate, let operand):
      guard let o = typedNumber(operand) else { return nil }
      if case .constant(let d) = o { return .constant(-d) }
      let code = o.code
      return .code(
        { i, m throws(RuntimeError) in -(try code(i, &m)) },
        boxed: { i, m throws(RuntimeError) in .number(-(try code(i, &m))) })
    case .binary(let op, let lhs, let rhs):
      return typedBinary(op, lhs, rhs, e)
    case .call(let callee, let args):
      if let inner = numberConversionArgument(e) { return typedNumber(inner) }
      if let numeric = typedNumericCall(callee, args) { return numeric }
      if let (x, k) = builtinScale(e), isTyped(x), isTyped(k) { return typedBinary(.multiply, x, k, e) }
      guard isProvedNumber(e) else { return nil }
      // A call of a function whose result is a number (checked when it returns, unless the
      // checker proved it): the call as before, its result unboxed.
      return .value(TypedValue(call(callee, args, e), TypedName(nil, e)))
    case .ternary(let c, let t, let f):
      guard let a = typedNumber(t), let b = typedNumber(f) else { return nil }
      let cond = truth(c)
      let (then, otherwise) = (a.code, b.code)
      return .code(
        { i, m throws(RuntimeError) in try cond(i, &m) ? try then(i, &m) : try otherwise(i, &m) },
        boxed: nil)
    default:
      return provedRead(e)
    }
  }

  /// Any other proved number (a member, a subscript, a method call): lowered the general way
  /// and unboxed.
  private static func provedRead(_ e: Expr) -> TypedNumber? {
    guard isProvedNumber(e) else { return nil }
    return .value(TypedValue(expr(e), TypedName(nil, e)))
  }

  /// `v` as a number, after the general read's unwrapping; anything else is a gap in gradual
  /// typing (see the file comment), reported at `source`.
  @inline(never)
  static func number(of v: Value, _ source: TypedName, _ file: SourceFile) throws(RuntimeError) -> Double {
    switch v.unwrapped {
    case .number(let d): return d
    case .zero: return 0
    case let other:
      let what = source.name.map { "'\($0)'" } ?? "this expression"
      throw RuntimeError(
        "\(what) holds a value of type '\(other.swiftTypeName)', not the '\(source.type)' its type says",
        at: source.range, file: file)
    }
  }

  /// `sin(x)`, `pow(a, b)` and the other numeric built-ins on proved numbers.
  private static func typedNumericCall(_ written: Expr, _ args: [CallArgument]) -> TypedNumber? {
    guard case .variable(let name) = resolved(written).kind, case .builtin(let index) = location(name),
      let numeric = Builtins.shared.numeric(index), args.allSatisfy({ $0.label == nil })
    else { return nil }
    switch numeric {
    case .unary(let f) where args.count == 1:
      guard let a = typedNumber(args[0].value)?.code else { return nil }  // trap-ok: count is 1
      let node = TypedUnaryCall(f, a)
      return .code(
        { i, m throws(RuntimeError) in try node.number(i, &m) },
        boxed: { i, m throws(RuntimeError) in .number(try node.number(i, &m)) })
    case .binary(let f) where args.count == 2:
      // trap-ok: count is 2
      guard let a = typedNumber(args[0].value)?.code, let b = typedNumber(args[1].value)?.code else { return nil }
      let node = TypedBinaryCall(f, a, b)
      return .code(
        { i, m throws(RuntimeError) in try node.number(i, &m) },
        boxed: { i, m throws(RuntimeError) in .number(try node.number(i, &m)) })
    default:
      return nil
    }
  }

  /// `+ - * / %` on two proved numbers: Swift's Int rules when both are integers, Double's
  /// otherwise (`%` on Doubles is left to the general path, which reports it).
  private static func typedBinary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ e: Expr) -> TypedNumber? {
    let integers = isIntegerTyped(lhs) && isIntegerTyped(rhs)
    switch op {
    case .add, .subtract, .multiply, .divide, .remainder: break
    default: return nil
    }
    if op == .remainder, !integers { return nil }
    guard let l = typedNumber(lhs), let r = typedNumber(rhs) else { return nil }
    let site = OperatorSite(op, e.range)
    if integers {
      switch op {
      case .add: return typedBinary(IntAdd.self, l, r, site)
      case .subtract: return typedBinary(IntSubtract.self, l, r, site)
      case .multiply: return typedBinary(IntMultiply.self, l, r, site)
      case .divide: return typedBinary(IntDivide.self, l, r, site)
      default: return typedBinary(IntRemainder.self, l, r, site)
      }
    }
    switch op {
    case .add: return typedBinary(AddOp.self, l, r, site)
    case .subtract: return typedBinary(SubtractOp.self, l, r, site)
    case .multiply: return typedBinary(MultiplyOp.self, l, r, site)
    default: return typedBinary(DivideOp.self, l, r, site)
    }
  }

  // Each kind of operand is its own type, so every combination gets its own closure body, with
  // literals and variables read inside it (as `numeric` and `arithmetic` do for untyped code).
  private static func typedBinary<O: TypedOperator>(
    _ o: O.Type, _ l: TypedNumber, _ r: TypedNumber, _ site: OperatorSite
  ) -> TypedNumber {
    switch l {
    case .constant(let d): return typedBinary(o, TypedConstant(d), r, site)
    case .local(let x): return typedBinary(o, x, r, site)
    case .global(let g): return typedBinary(o, g, r, site)
    case .value(let v): return typedBinary(o, v, r, site)
    case .code(let c, _): return typedBinary(o, TypedCode(c), r, site)
    }
  }

  private static func typedBinary<O: TypedOperator, L: TypedOperand>(
    _ o: O.Type, _ l: L, _ r: TypedNumber, _ site: OperatorSite
  ) -> TypedNumber {
    switch r {
    case .constant(let d): return typedBinary(o, l, TypedConstant(d), site)
    case .local(let x): return typedBinary(o, l, x, site)
    case .global(let g): return typedBinary(o, l, g, site)
    case .value(let v): return typedBinary(o, l, v, site)
    case .code(let c, _): return typedBinary(o, l, TypedCode(c), site)
    }
  }

  private static func typedBinary<O: TypedOperator, L: TypedOperand, R: TypedOperand>(
    _: O.Type, _ l: L, _ r: R, _ site: OperatorSite
  ) -> TypedNumber {
    let node = TypedBinaryNode<O, L, R>(l, r, site)
    return .code(
      { i, m throws(RuntimeError) in try node.number(i, &m) },
      boxed: { i, m throws(RuntimeError) in .number(try node.number(i, &m)) })
  }

  // MARK: Comparisons

  private static func typedComparison<O: NumericOperator, U: TestUser>(
    _ o: O.Type, _ lhs: Expr, _ rhs: Expr, _ user: U
  ) -> U.Code? {
    guard let l = typedNumber(lhs), let r = typedNumber(rhs) else { return nil }
    switch l {
    case .constant(let d): return typedComparison(o, TypedConstant(d), r, user)
    case .local(let x): return typedComparison(o, x, r, user)
    case .global(let g): return typedComparison(o, g, r, user)
    case .value(let v): return typedComparison(o, v, r, user)
    case .code(let c, _): return typedComparison(o, TypedCode(c), r, user)
    }
  }

  private static func typedComparison<O: NumericOperator, L: TypedOperand, U: TestUser>(
    _ o: O.Type, _ l: L, _ r: TypedNumber, _ user: U
  ) -> U.Code {
    switch r {
    case .constant(let d): return user.use(TypedComparisonTest<O, L, TypedConstant>(l: l, r: TypedConstant(d)))
    case .local(let x): return user.use(TypedComparisonTest<O, L, TypedLocal>(l: l, r: x))
    case .global(let g): return user.use(TypedComparisonTest<O, L, TypedGlobal>(l: l, r: g))
    case .value(let v): return user.use(TypedComparisonTest<O, L, TypedValue>(l: l, r: v))
    case .code(let c, _): return user.use(TypedComparisonTest<O, L, TypedCode>(l: l, r: TypedCode(c)))
    }
  }
}

// MARK: - Operators on unboxed numbers

/// An arithmetic operator on unboxed numbers, with Swift's run-time errors where its type has
/// them (reported at the operator's range).
protocol TypedOperator {
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double
}

extension AddOp: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double { a + b }
}
extension SubtractOp: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double { a - b }
}
extension MultiplyOp: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double { a * b }
}
extension DivideOp: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double { a / b }
}

/// Swift's `Int` `+`, `-` and `*`: a result outside `Int`'s range is Swift's overflow trap, here
/// an error (an Int is exact in a Double up to 2^53, as `Lowering.intResult` says).
enum IntAdd: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    try TypedInt.checked(a + b, .add, a, b, site, &m)
  }
}
enum IntSubtract: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    try TypedInt.checked(a - b, .subtract, a, b, site, &m)
  }
}
enum IntMultiply: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    try TypedInt.checked(a * b, .multiply, a, b, site, &m)
  }
}

/// Swift's `Int` `/`: truncated towards zero; a zero divisor is Swift's run-time error.
enum IntDivide: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    guard b != 0 else { throw TypedInt.divisionByZero("Division by zero", site, m.file) }
    return (a / b).rounded(.towardZero)
  }
}

/// Swift's `Int` `%`: the remainder of the truncated division, with the dividend's sign.
enum IntRemainder: TypedOperator {
  @inline(__always)
  static func apply(_ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    guard b != 0 else { throw TypedInt.divisionByZero("Division (in a remainder operation) by zero", site, m.file) }
    return a - (a / b).rounded(.towardZero) * b
  }
}

/// The checks of Swift's Int arithmetic, out of line (only their test is on the hot path).
enum TypedInt {
  /// `d` (`a op b`) when it is below 2^53 in magnitude, where a Double holds every whole number;
  /// else worked out again in `Int` (IntArithmetic.wide: Swift's overflow, or Anim's error for
  /// a result a Double cannot hold).
  @inline(__always)
  static func checked(
    _ d: Double, _ op: BinaryOperator, _ a: Double, _ b: Double, _ site: OperatorSite, _ m: inout Machine
  ) throws(RuntimeError) -> Double {
    if d.magnitude < 0x1p53 { return d }
    return try IntArithmetic.wide(op, a, b, site.range, m.file)
  }

  @inline(never)
  static func overflow(_ site: OperatorSite, _ file: SourceFile) -> RuntimeError {
    RuntimeError("arithmetic overflow", at: site.range, file: file)
  }

  @inline(never)
  static func divisionByZero(_ message: String, _ site: OperatorSite, _ file: SourceFile) -> RuntimeError {
    RuntimeError(message, at: site.range, file: file)
  }
}

/// A typed operator and its operands, held in one object: a closure that captures one reference
/// is entered through a forwarding thunk of three instructions, where one that captures the
/// operands themselves (two closures' worth of words and the site) was entered through a thunk
/// that unpacked them into a second frame (callgrind on fib's Swift form: three native frames
/// for each `+`, now two).
final class TypedBinaryNode<O: TypedOperator, L: TypedOperand, R: TypedOperand> {
  let l: L
  let r: R
  let site: OperatorSite
  init(_ l: L, _ r: R, _ site: OperatorSite) {
    self.l = l
    self.r = r
    self.site = site
  }

  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    let a = try l.number(i, &m)
    return try O.apply(a, try r.number(i, &m), site, &m)
  }
}

/// `sin(x)` and the other one-argument numeric built-ins on a typed argument, in one object.
final class TypedUnaryCall {
  let f: (Double) -> Double
  let a: DoubleCode
  init(_ f: @escaping (Double) -> Double, _ a: @escaping DoubleCode) {
    self.f = f
    self.a = a
  }

  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double { f(try a(i, &m)) }
}

/// `pow(a, b)` and the other two-argument numeric built-ins on typed arguments, in one object.
final class TypedBinaryCall {
  let f: (Double, Double) -> Double
  let a: DoubleCode
  let b: DoubleCode
  init(_ f: @escaping (Double, Double) -> Double, _ a: @escaping DoubleCode, _ b: @escaping DoubleCode) {
    self.f = f
    self.a = a
    self.b = b
  }

  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    let x = try a(i, &m)
    return f(x, try b(i, &m))
  }
}

// MARK: - Operands read unboxed

/// An operand of a typed operator, read in the operator's own closure.
protocol TypedOperand {
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double
}

struct TypedConstant: TypedOperand {
  let value: Double
  init(_ value: Double) { self.value = value }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double { value }
}

/// A local variable the checker proved a number: matched in place; a cell (a captured
/// variable, an `inout` parameter) or anything else through the general read.
struct TypedLocal: TypedOperand {
  let slot: Int
  /// The name, its type and its range, for the error of a gap in gradual typing.
  let source: TypedName
  init(_ slot: Int, _ source: TypedName) {
    self.slot = slot
    self.source = source
  }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    if let d = m.stack.number(at: m.base &+ slot) { return d }
    return try miss(&m)
  }

  @inline(never)
  private func miss(_ m: inout Machine) throws(RuntimeError) -> Double {
    try Lowering.number(of: Lowering.readLocal(slot, &m), source, m.file)
  }
}

/// A global variable the checker proved a number: matched in place, or read as `variable`
/// reads it (not yet declared, an `@State` property).
struct TypedGlobal: TypedOperand {
  let index: Int
  let source: TypedName
  init(_ index: Int, _ source: TypedName) {
    self.index = index
    self.source = source
  }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    if index < m.globals.count, case .number(let d) = m.globals[index] { return d }  // trap-ok: checked
    return try miss(i, &m)
  }

  @inline(never)
  private func miss(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    let global = GlobalOperand(index, source.name ?? "", source.range)
    return try Lowering.number(of: global.value(i, &m), source, m.file)
  }
}

/// What a typed read reports when gradual typing let something else through: the variable's
/// name (nil for another expression), its static type and its range.
final class TypedName {
  let name: String?
  let type: String
  let range: SourceRange
  init(_ name: String?, _ e: Expr) {
    self.name = name
    self.type = Lowering.resolution.type(of: e)?.defaulted.description ?? "Double"
    self.range = e.range
  }
}

/// A value the general code gives (a call of a function whose result is a number, a member),
/// unboxed in place.
struct TypedValue: TypedOperand {
  let code: ExprCode
  let source: TypedName
  init(_ code: @escaping ExprCode, _ source: TypedName) {
    self.code = code
    self.source = source
  }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double {
    let v = try code(i, &m)
    if case .number(let d) = v { return d }
    return try Lowering.number(of: v, source, m.file)
  }
}

/// A typed sub-expression, lowered to its own closure.
struct TypedCode: TypedOperand {
  let code: DoubleCode
  init(_ code: @escaping DoubleCode) { self.code = code }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Double { try code(i, &m) }
}

/// A comparison of two proved numbers, as a condition: no `Value` is built for the operands or
/// the result.
struct TypedComparisonTest<O: NumericOperator, L: TypedOperand, R: TypedOperand>: Test {
  let l: L
  let r: R

  @inline(__always)
  func holds(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let a = try l.number(i, &m)
    return O.compare(a, try r.number(i, &m))
  }
}

extension NumericOperator {
  /// The operator's comparison of two numbers (only the comparison operators are asked).
  @inline(__always)
  static func compare(_ a: Double, _ b: Double) -> Bool {
    if case .bool(let t) = apply(a, b) { return t }
    return false
  }
}
