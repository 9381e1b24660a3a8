// `type(of: x)` at run time (the checker types it: TypeChecker+TypeOf.swift): the metatype,
// named by the static type where the checker knows it, else by the value.
import AnimSyntax

/// A metatype as `type(of:)` gives it, for printing and comparing: prints as Swift prints the
/// type (`Double`, `Array<Int>`, `Point`).
final class MetatypeName: RuntimeObject, EquatableObject, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  override var typeName: String { name + ".Type" }
  override var printed: String { name }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? MetatypeName)?.name == name }
}

extension Lowering {
  /// `type(of: x)`: `x` evaluated, then its type by the checker's static type, or by the value
  /// where the checker does not know it (an untyped parameter, `Any`).
  static func typeOf(_ argument: Expr, _ type: SwiftType) -> ExprCode {
    let code = expr(argument)
    if let name = type.printedMetatypeName {
      let value = Value.object(MetatypeName(name))
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        _ = try code(i, &m)
        return value
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      .object(MetatypeName(try code(i, &m).unwrapped.dynamicTypeName))
    }
  }
}

extension Value {
  /// The Swift type of a value the checker could not type, as `type(of:)` prints it: the
  /// run-time type's name (`swiftTypeName`; a number is a `Double`, as Anim's untyped numbers
  /// are), with an array's and nil's generic spelling.
  var dynamicTypeName: String {
    switch self {
    case .none: "Optional<Any>"
    case .array(let a):
      "Array<" + (Set(a.map(\.unwrapped.dynamicTypeName)).count == 1 ? (a.first?.unwrapped.dynamicTypeName ?? "Any") : "Any") + ">"
    default: swiftTypeName
    }
  }
}
