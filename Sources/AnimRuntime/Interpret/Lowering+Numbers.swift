// Numbers in lowering: what the typed and untyped paths share. `Double.pi` and the other
// floating-point constants are folded when lowered; `Double(i)` of a number is its argument (one
// kind of number at run time); and Swift's Int arithmetic (`+ - *` checked for overflow, the
// wide path that reports it) for the untyped operators the checker typed as Ints.
//
// Until the seventh session of 2026-11-27 this file also lowered every untyped formula a second
// time, speculatively, to closures on Doubles with the general closures as their fallback
// (`FormulaSite`). The checker's types and the inference of untyped parameters (Lowering+Typed,
// ParameterInference) now type every formula the benchmarks run, and with the speculation
// switched off no benchmark ran more instructions (engine ticks 1,691 -> 1,661 a tick; elastic,
// fib, the seeds' ticks within one instruction; BENCHMARKS.md), so it went, as issue 27 asks.
import AnimSyntax

extension Lowering {
  /// `Double.pi`, `CGFloat.infinity`: a constant of Swift's floating-point types, as the
  /// built-in table declares it (BuiltinTable+Conversions.swift), folded when lowered, so that a
  /// typed formula that uses it stays typed (the seed's elastic written as Swift writes it,
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

  /// For `Double(i)` (or `CGFloat(x)`, `TimeInterval(x)`) of a number the checker typed, its
  /// argument: one kind of number at run time makes the conversion the identity, so it costs
  /// nothing (and a typed formula stays typed: `Double(i) / Double(n) * 5`).
  static func numberConversionArgument(_ e: Expr) -> Expr? {
    guard case .call(let callee, let args) = resolved(e).kind, args.count == 1, let arg = args.first,
      arg.label == nil, case .variable(let name) = resolved(callee).kind, case .builtin = location(name),
      SwiftType.floatingNames.contains(name.text), let t = resolution.type(of: arg.value), t.isNumber
    else { return nil }
    return arg.value
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
