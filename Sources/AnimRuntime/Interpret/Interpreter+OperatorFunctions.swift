// Operators on a script's own types, as their operator functions define them (`static func +
// (lhs: Self, rhs: Self) -> Self`, `static func ==`, `static prefix func -`). Swift picks the
// function by the operands' types; here the first operand of a declared type names the type.
// `!=` comes from `==`, and `>`, `<=`, `>=` from `<`, as the standard library derives them.
import AnimSyntax

extension Interpreter {
  /// The declared type of a value (a struct's record or an enum's case): its members, file,
  /// the type as a value (the operator function's `self`) and its name.
  private func declaredType(of v: Value) -> (TypeMembers, SourceFile, Value, String)? {
    switch v {
    case .record(let r):
      guard let s = r.info as? StructInfo else { return nil }
      return (s.members, s.file, .type(.structType(s)), s.name)
    case .object(let e as EnumValue):
      return (e.type.members, e.type.file, .type(.enumType(e.type)), e.type.name)
    default:
      // A built-in type the script's extension gives operators (`extension CGPoint { static
      // func + … }`).
      guard let name = BuiltinTypeNames.typeName(of: v.kind), let ext = builtinExtensions[name], let file = ext.file
      else { return nil }
      return (ext, file, .type(.builtin(name)), name)
    }
  }

  /// `l op r` by the operator function of `l`'s type (or `r`'s), nil when neither operand is
  /// of a declared type with one.
  func userOperator(_ op: BinaryOperator, _ l: Value, _ r: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard let (members, file, type, name) = declaredType(of: l) ?? declaredType(of: r),
      !members.staticMethods.isEmpty
    else { return nil }
    func call(_ spelling: String, _ a: Value, _ b: Value, _ m: inout Machine) throws(RuntimeError) -> Value? {
      guard let method = members.staticMethods[spelling] else { return nil }
      let c = Closure(compiled: method.code, captures: [], file: file, boundMembers: [type], name: "\(name).\(spelling)")
      return try invoke(c, arguments: [a, b], range: range, &m)
    }
    func not(_ v: Value?) -> Value? {
      guard let v else { return nil }
      if case .bool(let b) = v { return .bool(!b) }
      return v
    }
    if let v = try call(op.rawValue, l, r, &m) { return v }
    switch op {
    case .notEqual: return not(try call("==", l, r, &m))
    case .greater: return try call("<", r, l, &m)
    case .lessEqual: return not(try call("<", r, l, &m))
    case .greaterEqual: return not(try call("<", l, r, &m))
    default: return nil
    }
  }

  /// `-v` (or `+v`, `!v`) by the type's `static prefix func`, nil when it has none.
  func userPrefixOperator(_ op: UnaryOperator, _ v: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard let (members, file, type, name) = declaredType(of: v),
      let method = members.staticMethods[Parser.prefixOperatorMark + op.rawValue]
    else { return nil }
    let c = Closure(compiled: method.code, captures: [], file: file, boundMembers: [type], name: "\(name).\(op.rawValue)")
    return try invoke(c, arguments: [v], range: range, &m)
  }
}

extension Value {
  /// A struct's record or an enum's case: a value whose type may declare operator functions.
  var isDeclaredTypeValue: Bool {
    switch self {
    case .record: true
    case .object(let o): o is EnumValue
    default: false
    }
  }
}
