// Swift's `<<`, `>>`, `&`, `|`, `^` and `~` on Ints. Anim's Ints are Doubles when the script
// runs (IntArithmetic in Lowering+Numbers.swift), so each operation is worked out in `Int` and
// its result held as a Double again: exactly, or Anim's error when a Double cannot hold it
// (`1 << 60 | 1`), never a nearby number. The shifts are Swift's smart shifts: bits shifted out
// are lost (never an overflow), an amount past the width gives 0 (or -1, shifting a negative
// number right), a negative amount shifts the other way.
import AnimSyntax

extension IntArithmetic {
  @inline(never)
  static func bitwise(_ op: BinaryOperator, _ a: Double, _ b: Double, _ range: SourceRange, _ file: SourceFile)
    throws(RuntimeError) -> Double
  {
    // `Int.max` is held as 2^63 (see `wide`).
    func int(_ x: Double) -> Int? { x == 0x1p63 ? Int.max : Int(exactly: x) }
    guard let x = int(a), let y = int(b) else {
      let shown = int(a) == nil ? a : b
      throw RuntimeError(
        "'\(op.rawValue)' works on whole numbers (Ints), not \(Value.format(shown))", at: range, file: file)
    }
    let r: Int =
      switch op {
      case .shiftLeft: x << y
      case .shiftRight: x >> y
      case .bitwiseAnd: x & y
      case .bitwiseOr: x | y
      default: x ^ y
      }
    return try held(r, range, file)
  }
}
