// Swift's `type(of:)`: the dynamic type of a value, a metatype. Swift's compiler treats it as a
// special form (it is not an ordinary generic function), and so does the checker: the built-in
// `type(_:)` (Anim's own, the name of a value's kind as a string) keeps its meaning without a
// label, and `type(of:)` is typed here as `T.Type` where `T` is the argument's type.
import AnimSyntax

extension TypeChecker {
  /// `type(of: x)` when `name` is the built-in `type` and the call has one argument labelled
  /// `of`: its type, `T.Type`; nil for any other call.
  func typeOfCall(_ name: Name, _ args: [CallArgument], _ e: Expr) -> SwiftType? {
    guard name.text == "type", args.count == 1, let arg = args.first, arg.label?.text == "of", lookup("type") == nil
    else { return nil }
    let t = check(arg.value, expected: nil).defaulted
    resolution.typeOfArguments[e.id] = t
    return .metatype(t)
  }
}

extension SwiftType {
  /// The name Swift prints for this type as a value (`print(type(of: x))`): generic types
  /// without sugar (`Array<Int>`, `Optional<Double>`, `Dictionary<String, Int>`), as the
  /// standard library's `_typeName(_:qualified: false)` gives them. Nil when the type is not
  /// known before running.
  var printedMetatypeName: String? {
    switch self {
    case .unknown, .typeParameter, .nilLiteral: return nil
    case .named(let name, let arguments):
      if name == "Any" || name.hasPrefix("some ") || name.hasPrefix("any ") { return nil }
      // A type alias is the type it names (Foundation's `typealias TimeInterval = Double`).
      guard !arguments.isEmpty else { return BuiltinTypeNames.aliased(name) }
      let parts = arguments.compactMap(\.printedMetatypeName)
      return parts.count == arguments.count ? name + "<" + parts.joined(separator: ", ") + ">" : nil
    case .optional(let t): return t.printedMetatypeName.map { "Optional<" + $0 + ">" }
    case .array(let t): return t.printedMetatypeName.map { "Array<" + $0 + ">" }
    case .dictionary(let k, let v):
      guard let a = k.printedMetatypeName, let b = v.printedMetatypeName else { return nil }
      return "Dictionary<" + a + ", " + b + ">"
    case .tuple(let items, let labels):
      let parts = zip(items, labels).compactMap { t, label in t.printedMetatypeName.map { (label.map { $0 + ": " } ?? "") + $0 } }
      return parts.count == items.count ? "(" + parts.joined(separator: ", ") + ")" : nil
    case .function(let parameters, let result):
      let parts = parameters.compactMap(\.printedMetatypeName)
      guard parts.count == parameters.count, let r = result.printedMetatypeName else { return nil }
      return "(" + parts.joined(separator: ", ") + ") -> " + r
    case .metatype(let t): return t.printedMetatypeName.map { $0 + ".Type" }
    case .void: return "()"
    case .integerLiteral: return "Int"
    case .floatLiteral: return "Double"
    }
  }
}
