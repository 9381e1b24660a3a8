// Arithmetic on plain Doubles. A formula such as `value * (-(pow(2, 20 * p - 10) * s) / 2)` is
// a tree of operators whose leaves are numbers in nearly every run; lowered the general way,
// each operator builds a `Value`, and its parent tests that value's case again. Here a whole
// formula is lowered a second time, to closures that pass `Double`s in registers and test only
// their leaves, and the general closures stay as the fallback.
//
// Why a fallback is safe: a formula qualifies only if it has no side effects and cannot fail on
// numbers (literals, variables, + - * /, unary minus, the numeric built-ins). When a leaf is not
// a number (a vector, a string, an unset global) the fast path stops with `NotANumber`, and the
// general closures evaluate the formula from the start: same result, same errors, same ranges.
// After a fallback the formula keeps to the general path for a while and then tries numbers
// again, waiting twice as long after each failed try (up to 1,024 runs): vector code pays the
// fast path's failed attempt rarely, and a formula that met a vector once (a pair animated,
// then numbers) gets its fast path back instead of losing it for good.
//
// Measured with callgrind: elastic 2646 -> 2071 instructions an iteration, an engine tick of
// the same formula as a script animation 3910 -> 3334; wall time elastic 0.26 -> 0.23 s, ticks
// 0.41 -> 0.34 s (see BENCHMARKS.md).
//
// This guess is for untyped code only: a formula whose every part the checker proved a number
// is lowered by Lowering+Typed.swift, with nothing to guess and no fallback (`expr` asks it
// first). What still needs the guess: untyped parameters, which the checker types `unknown`
// (nothing infers them from call sites yet), above all an untyped `animate(value, time,
// context)`, whose `value` the engine passes as a number in one animation and a vector in
// another, through the same formula.
import AnimSyntax

/// A lowered formula on Doubles.
typealias NumberCode = (Interpreter, inout Machine) throws(NotANumber) -> Double

/// A leaf of a numeric formula was not a number: take the general path.
struct NotANumber: Error {}

/// When a formula next tries its number path (see the file comment). Read and written by the
/// formula's closure only, on the interpreter's thread.
final class FormulaSite {
  /// Runs left on the general path before the next try.
  var skip = 0
  /// How many runs the next fallback skips.
  var backoff = 1

  /// After a failed try: skip the next `backoff` runs, and twice as many after the next failure.
  func fellBack() {
    skip = backoff
    backoff = Swift.min(backoff * 2, 1024)
  }
}

extension Lowering {
  /// `e` lowered to run on Doubles with `general` as its fallback, or `general` itself when
  /// `e` is not a formula of at least two operations (one operation gains nothing over the
  /// general closure, which reads its operands in place too).
  static func withNumberPath(_ e: Expr, general: @escaping ExprCode) -> ExprCode {
    guard let n = operationCount(e), n >= 2, let fast = number(e) else { return general }
    let site = FormulaSite()
    return { i, m in
      if site.skip == 0 {
        do throws(NotANumber) {
          let d = try fast(i, &m)
          site.backoff = 1
          return .number(d)
        } catch {
          site.fellBack()
        }
      } else {
        site.skip -= 1
      }
      return try general(i, &m)
    }
  }

  /// `Double.pi`, `CGFloat.infinity`: a constant of Swift's floating-point types, as the
  /// built-in table declares it (BuiltinTable+Conversions.swift), folded when lowered, so that a
  /// formula that uses it stays a formula (the seed's elastic written as Swift writes it,
  /// `(2 * Double.pi) / 4.5`, read it through a static member call each time).
  static func floatingConstant(_ base: Expr, _ name: Identifier) -> Double? {
    guard case .variable(let type) = resolved(base).kind, case .builtin = location(type),
      SwiftType.floatingNames.contains(type.text), let kind = ValueKind.ofType(named: type.text),
      case .number(let d)? = BuiltinTable.shared.constant(kind, name.text)
    else { return nil }
    return d
  }

  /// `floatingConstant` of a member expression.
  static func floatingConstant(_ e: Expr) -> Double? {
    guard case .member(let base, let name) = resolved(e).kind else { return nil }
    return floatingConstant(base, name)
  }

  /// The operations in `e` if it is a formula, or nil.
  private static func operationCount(_ e: Expr) -> Int? {
    switch resolved(e).kind {
    case .number: return 0
    case .member: return floatingConstant(e) == nil ? nil : 0
    case .variable(let name):
      switch location(name) {
      case .local, .global: return 0
      case .builtin(let b):
        if case .number = Builtins.shared.constant(b)?.unwrapped { return 0 }
        return nil
      default: return nil
      }
    case .unary(.negate, let operand):
      return operationCount(operand).map { $0 + 1 }
    case .binary(let op, let lhs, let rhs):
      switch op {
      case .add, .subtract, .multiply, .divide:
        // Integer arithmetic truncates and checks for overflow (Lowering.integerDivision,
        // IntAddOp): not a formula on Doubles.
        if isIntegerTyped(lhs), isIntegerTyped(rhs) { return nil }
        guard let l = operationCount(lhs), let r = operationCount(rhs) else { return nil }
        return l + r + 1
      default: return nil
      }
    case .call(let callee, let args):
      if let inner = numberConversionArgument(e) { return operationCount(inner) }
      guard case .variable(let name) = resolved(callee).kind, case .builtin(let index) = location(name),
        let numeric = Builtins.shared.numeric(index), args.allSatisfy({ $0.label == nil })
      else { return nil }
      switch numeric {
      case .unary where args.count == 1: break
      case .binary where args.count == 2: break
      default: return nil
      }
      var total = 1
      for a in args {
        guard let n = operationCount(a.value) else { return nil }
        total += n
      }
      return total
    default:
      return nil
    }
  }

  /// For `Double(i)` (or `CGFloat(x)`, `TimeInterval(x)`) of a number the checker typed, its
  /// argument: one kind of number at run time makes the conversion the identity, so it costs
  /// nothing (and a formula stays a formula: `Double(i) / Double(n) * 5`).
  static func numberConversionArgument(_ e: Expr) -> Expr? {
    guard case .call(let callee, let args) = resolved(e).kind, args.count == 1, let arg = args.first,
      arg.label == nil, case .variable(let name) = resolved(callee).kind, case .builtin = location(name),
      SwiftType.floatingNames.contains(name.text), let t = resolution.type(of: arg.value), t.isNumber
    else { return nil }
    return arg.value
  }

  /// `e` lowered on Doubles, or nil if it is not a formula.
  private static func number(_ e: Expr) -> NumberCode? {
    switch resolved(e).kind {
    case .number, .variable, .member:
      return NumberLeaf(e)?.code
    case .unary(.negate, let operand):
      guard let o = number(operand) else { return nil }
      return { i, m throws(NotANumber) in -(try o(i, &m)) }
    case .binary(let op, let lhs, let rhs):
      switch op {
      case .add: return arithmetic(AddOp.self, lhs, rhs)
      case .subtract: return arithmetic(SubtractOp.self, lhs, rhs)
      case .multiply: return arithmetic(MultiplyOp.self, lhs, rhs)
      case .divide: return arithmetic(DivideOp.self, lhs, rhs)
      default: return nil
      }
    case .call(let callee, let args):
      if let inner = numberConversionArgument(e) { return number(inner) }
      guard case .variable(let name) = resolved(callee).kind, case .builtin(let index) = location(name),
        let numeric = Builtins.shared.numeric(index)
      else { return nil }
      switch numeric {
      case .unary(let f) where args.count == 1:
        guard let a = number(args[0].value) else { return nil }  // trap-ok: count is 1
        return { i, m throws(NotANumber) in f(try a(i, &m)) }
      case .binary(let f) where args.count == 2:
        guard let a = number(args[0].value), let b = number(args[1].value) else { return nil }  // trap-ok: count is 2
        return { i, m throws(NotANumber) in
          let x = try a(i, &m)
          return f(x, try b(i, &m))
        }
      default: return nil
      }
    default:
      return nil
    }
  }

  /// An operator whose literal and variable operands are read in its own closure. Each kind of
  /// operand is its own type, so every combination gets its own code: one shared body that
  /// switched on the operand's kind measured fewer instructions but more time (the branch
  /// mispredicted between the formulas that share it).
  private static func arithmetic<O: Arithmetic>(_ o: O.Type, _ lhs: Expr, _ rhs: Expr)
    -> NumberCode?
  {
    switch NumberLeaf(lhs) {
    case .constant(let d): return arithmetic(o, NumberConstant(d), rhs)
    case .local(let slot): return arithmetic(o, NumberLocal(slot), rhs)
    case .global(let g): return arithmetic(o, NumberGlobal(g), rhs)
    case nil:
      guard let l = number(lhs) else { return nil }
      return arithmetic(o, NumberCodeOperand(l), rhs)
    }
  }

  private static func arithmetic<O: Arithmetic, L: NumberOperand>(
    _ o: O.Type, _ l: L, _ rhs: Expr
  ) -> NumberCode? {
    switch NumberLeaf(rhs) {
    case .constant(let d): return arithmetic(o, l, NumberConstant(d))
    case .local(let slot): return arithmetic(o, l, NumberLocal(slot))
    case .global(let g): return arithmetic(o, l, NumberGlobal(g))
    case nil:
      guard let r = number(rhs) else { return nil }
      return arithmetic(o, l, NumberCodeOperand(r))
    }
  }

  private static func arithmetic<O: Arithmetic, L: NumberOperand, R: NumberOperand>(
    _: O.Type, _ l: L, _ r: R
  ) -> NumberCode {
    { i, m throws(NotANumber) in
      let a = try l.number(i, &m)
      return O.apply(a, try r.number(i, &m))
    }
  }
}

// MARK: - Operators and operands on Doubles

/// + - * / on Doubles (the `NumericOperator`s give `Value`s).
protocol Arithmetic {
  static func apply(_ a: Double, _ b: Double) -> Double
}

extension AddOp: Arithmetic {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a + b }
}
extension SubtractOp: Arithmetic {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a - b }
}
extension MultiplyOp: Arithmetic {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a * b }
}
extension DivideOp: Arithmetic {
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a / b }
}

/// An operand of a formula's operator.
protocol NumberOperand {
  func number(_ i: Interpreter, _ m: inout Machine) throws(NotANumber) -> Double
}

/// What kind of leaf an expression is in a formula: a literal or numeric built-in constant
/// (`pi`), or a variable.
enum NumberLeaf {
  case constant(Double)
  case local(Int)
  case global(Int)

  init?(_ e: Expr) {
    switch Lowering.resolved(e).kind {
    case .number(let d): self = .constant(d)
    case .variable(let name):
      switch Lowering.location(name) {
      case .local(let slot): self = .local(slot)
      case .global(let g): self = .global(g)
      case .builtin(let b):
        guard case .number(let d) = Builtins.shared.constant(b)?.unwrapped else { return nil }
        self = .constant(d)
      default: return nil
      }
    case .member:
      guard let d = Lowering.floatingConstant(e) else { return nil }
      self = .constant(d)
    default: return nil
    }
  }

  /// The leaf as a closure (a formula that is a single leaf inside a larger one).
  var code: NumberCode {
    switch self {
    case .constant(let d):
      let leaf = NumberConstant(d)
      return { i, m throws(NotANumber) in try leaf.number(i, &m) }
    case .local(let slot):
      let leaf = NumberLocal(slot)
      return { i, m throws(NotANumber) in try leaf.number(i, &m) }
    case .global(let g):
      let leaf = NumberGlobal(g)
      return { i, m throws(NotANumber) in try leaf.number(i, &m) }
    }
  }
}

struct NumberConstant: NumberOperand {
  let value: Double
  init(_ value: Double) { self.value = value }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(NotANumber) -> Double { value }
}

struct NumberLocal: NumberOperand {
  let slot: Int
  init(_ slot: Int) { self.slot = slot }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(NotANumber) -> Double {
    if let d = m.stack.number(at: m.base &+ slot) { return d }
    // A variable a closure captures: its slot holds its cell (typed formulas have no other
    // path that skips a miss).
    guard let d = m.stack.boxedNumber(at: m.base &+ slot) else { throw NotANumber() }
    return d
  }
}

struct NumberGlobal: NumberOperand {
  let index: Int
  init(_ index: Int) { self.index = index }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(NotANumber) -> Double {
    // `@State` properties and globals not yet declared are not numbers here either.
    guard index < m.globals.count, case .number(let d) = m.globals[index] else {  // trap-ok: checked
      throw NotANumber()
    }
    return d
  }
}

/// A sub-formula, lowered to its own closure.
struct NumberCodeOperand: NumberOperand {
  let code: NumberCode
  init(_ code: @escaping NumberCode) { self.code = code }
  @inline(__always)
  func number(_ i: Interpreter, _ m: inout Machine) throws(NotANumber) -> Double {
    try code(i, &m)
  }
}

// MARK: - Swift's Int arithmetic

/// `+`, `-` and `*` on two integers (as the checker typed them): the number operators, whose
/// result must stay in `Int`'s range (Swift traps; Anim reports "arithmetic overflow" at the
/// expression). Checked inside the operator's own closure: a closure around the operator's
/// closure cost a Swift-form fib call about 20 instructions (callgrind).
enum IntAddOp: NumericOperator {
  static let checksIntegerOverflow = true
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a + b) }
}
enum IntSubtractOp: NumericOperator {
  static let checksIntegerOverflow = true
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a - b) }
}
enum IntMultiplyOp: NumericOperator {
  static let checksIntegerOverflow = true
  @inline(__always) static func apply(_ a: Double, _ b: Double) -> Value { .number(a * b) }
}

extension Lowering {
  /// `v` (`a op b`), or Swift's overflow error when the Int result leaves `Int`'s range. Anim's
  /// Ints are Doubles when a script runs: exact to 2^53, so a result below that is `v` itself,
  /// and a larger one is worked out again in `Int` (IntArithmetic.wide).
  @inline(__always)
  static func intResult(
    _ v: Value, _ op: BinaryOperator, _ a: Value, _ b: Value, _ range: SourceRange, _ file: SourceFile
  ) throws(RuntimeError) -> Value {
    guard case .number(let d) = v, d.magnitude >= 0x1p53, case .number(let x) = a, case .number(let y) = b else { return v }
    return .number(try IntArithmetic.wide(op, x, y, range, file))
  }
}

/// Swift's `Int` `+`, `-` and `*` where the Double result is 2^53 or more in magnitude, past
/// which a Double holds only some whole numbers: the operation done again in `Int`. Its
/// overflow is Swift's trap ("arithmetic overflow"); an exact result a Double cannot hold
/// (`Int.max - 1`) is Anim's error rather than a nearby number. (`Int.max` itself is held as
/// 2^63, as `PrintFormat` prints it.)
enum IntArithmetic {
  @inline(never)
  static func wide(_ op: BinaryOperator, _ a: Double, _ b: Double, _ range: SourceRange, _ file: SourceFile)
    throws(RuntimeError) -> Double
  {
    func int(_ x: Double) -> Int? { x == 0x1p63 ? Int.max : Int(exactly: x) }
    guard let x = int(a), let y = int(b) else { throw RuntimeError("arithmetic overflow", at: range, file: file) }
    let (r, overflow): (Int, Bool) =
      switch op {
      case .add: x.addingReportingOverflow(y)
      case .subtract: x.subtractingReportingOverflow(y)
      case .multiply: x.multipliedReportingOverflow(by: y)
      default: (0, true)
      }
    if overflow { throw RuntimeError("arithmetic overflow", at: range, file: file) }
    return try held(r, range, file)
  }

  /// An Int result as the run time holds it: the Double of the same value, or Anim's error
  /// when a Double cannot hold it exactly (`Int.max` is held as 2^63).
  static func held(_ r: Int, _ range: SourceRange, _ file: SourceFile) throws(RuntimeError) -> Double {
    if r == Int.max { return 0x1p63 }
    guard Int(exactly: Double(r)) == r else {
      throw RuntimeError(
        "Int result \(r) cannot be held exactly: Anim's Ints are exact to 2^53 (9007199254740992), past it only where a Double is",
        at: range, file: file)
    }
    return Double(r)
  }
}
