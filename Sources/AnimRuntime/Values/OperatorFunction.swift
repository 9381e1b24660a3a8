// An operator used as a function: `reduce(0, +)`, `sorted(by: <)`, `zip(a, b).map(*)`.
import AnimSyntax

/// `+`, `<`, … written where a function is expected: calling it with two arguments applies the
/// operator, exactly as `a + b` would.
final class OperatorFunction: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .function }
  let op: BinaryOperator
  init(_ op: BinaryOperator) { self.op = op }
  override var typeName: String { "function" }
  override var printed: String { "<operator \(op.spelling)>" }
}
