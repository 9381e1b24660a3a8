// The non-view built-ins' overloads come from their Swift declarations: the lines the checker
// types a call from (`BuiltinSignatures.declarations`) or, for a member the checker leaves to
// the run time, `BuiltinSignatures.untypedDeclarations`. An entry of the table says its owner,
// its name (or one selector, when it implements only some of the declared overloads), its doc
// and its body; its labels, which parameters have a default and what the default is, which take
// a closure and which is variadic are read from its declaration, once, when its family is
// registered. The views read theirs from ViewSignatures.swift the same way
// (`BuiltinTable.declaredOverloads(_:of:)`).
import AnimationCore

extension BuiltinTable {
  /// The declared overloads of `owner`'s method `selector`: a name (`reduce`: every overload
  /// declared with that name), a selector (`reduce(into:_:)`: the overload with those labels),
  /// or several selectors of one name separated by spaces (`init(_:) init(describing:)`).
  /// Empty when none is declared, or when a default's text makes no value here (`defaultValue`):
  /// `BuiltinTableDeclarationTests` fails then.
  static func declared(_ owner: ValueKind, _ selector: String) -> [[BuiltinParameter]] {
    // (Bytes, not `String.contains(_:)`: Foundation's costs about 4,000 instructions a call.)
    if selector.utf8.contains(UInt8(ascii: " ")) {
      return selector.split(separator: " ").flatMap { declared(owner, String($0)) }
    }
    let (name, labels) = splitSelector(selector)
    for type in declaringTypes(owner) {
      var found: [[BuiltinParameter]] = []
      for line in declarationLines(type) where declares(line, name, isStatic: isTypeKind(owner)) {
        guard let (_, _, signature) = SignatureReader.read(line, owner: type), !signature.isProperty else { continue }
        if let labels, signature.labels.map({ $0 ?? "_" }) != labels { continue }
        guard let parameters = parameters(signature) else { return [] }
        // Overloads a call cannot tell apart by its labels (`Double(_:)` of a Double, an Int or
        // a String) are one to the table: the first always matches, and the body reads the value.
        let shape = parameters.map { $0.label + ($0.defaultValue == nil ? "" : "=") }
        if found.contains(where: { $0.map { $0.label + ($0.defaultValue == nil ? "" : "=") } == shape }) { continue }
        found.append(parameters)
      }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// `reduce(into:_:)` → ("reduce", ["into", "_"]); `reduce` → ("reduce", nil); the first of
  /// several selectors names them all.
  static func splitSelector(_ selector: String) -> (name: String, labels: [String]?) {
    // A name alone (most entries) is its own name: nothing to split.
    guard selector.utf8.contains(UInt8(ascii: "(")) else { return (selector, nil) }
    let selector = selector.split(separator: " ").first.map(String.init) ?? selector
    guard let open = selector.firstIndex(of: "(") else { return (selector, nil) }
    let inside = selector[selector.index(after: open)...].dropLast()  // the closing bracket
    return (String(selector[..<open]), inside.split(separator: ":").map(String.init))
  }

  /// A kind that is a type as a value (`Animation`, `Spring`): its members are the type's
  /// statics and initialisers.
  static func isTypeKind(_ kind: ValueKind) -> Bool { kind.staticTypeName != nil }

  /// The declared types whose members `owner` has, in the order they are searched: "" for the
  /// global functions, a type's own name for a type as a value, and for a value every type
  /// whose values have its kind (a number's are `Double`'s, then `CGFloat`'s and `Int`'s).
  static func declaringTypes(_ owner: ValueKind) -> [String] {
    if owner == .global { return [""] }
    if let type = owner.staticTypeName { return [type] }
    return typesByKind[owner] ?? []
  }

  private static let typesByKind: [ValueKind: [String]] = {
    var types: [ValueKind: [String]] = [:]
    let names = Set(BuiltinSignatures.declarations.keys).union(BuiltinSignatures.untypedDeclarations.keys)
    for name in names.sorted() where !name.isEmpty {
      guard let kind = TypeChecker.instanceKind(named: name) else { continue }
      // The kind's own name first (`Double` before `CGFloat` and `Int`).
      if name == kind.typeName { types[kind, default: []].insert(name, at: 0) } else { types[kind, default: []].append(name) }
    }
    return types
  }()

  /// A type's declarations, the typed and then the untyped.
  static func declarationLines(_ type: String) -> [String] {
    (BuiltinSignatures.declarations[type] ?? []) + (BuiltinSignatures.untypedDeclarations[type] ?? [])
  }

  /// Whether `line` declares a method (or initialiser, `name` "init") called `name`, static or
  /// not as asked: a look at its first bytes, so that only the lines that do are read. (Over
  /// bytes: `Substring.hasPrefix` cost 0.95 M instructions for `print(1)`'s three entries,
  /// callgrind.)
  private static func declares(_ line: String, _ name: String, isStatic: Bool) -> Bool {
    var line = line
    var name = name
    return line.withUTF8 { l in name.withUTF8 { n in declares(l, n, isStatic: isStatic) } }
  }

  private static func declares(_ l: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>, isStatic: Bool) -> Bool {
    var i = 0
    /// Whether `text` comes at `i`; passed if so.
    func skip(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard i + count <= l.count else { return false }
      for k in 0..<count where l[i + k] != text.utf8Start[k] { return false }  // trap-ok: i + count <= l.count
      i += count
      return true
    }
    let isInit = n.count == 4 && isInitName(n)
    if skip("static ") {
      guard isStatic || isInit else { return false }
    } else if isStatic && !isInit {
      return false
    }
    _ = skip("mutating ")
    if isInit { return skip("init(") || skip("init?(") || skip("init<") }
    guard skip("func "), i + n.count < l.count else { return false }
    for k in 0..<n.count where l[i + k] != n[k] { return false }  // trap-ok: i + n.count < l.count
    let after = l[i + n.count]  // trap-ok: i + n.count < l.count
    return after == UInt8(ascii: "(") || after == UInt8(ascii: "<")
  }

  /// Whether the four bytes spell `init`.
  private static func isInitName(_ n: UnsafeBufferPointer<UInt8>) -> Bool {
    n[0] == UInt8(ascii: "i") && n[1] == UInt8(ascii: "n") && n[2] == UInt8(ascii: "i") && n[3] == UInt8(ascii: "t")  // trap-ok: count is 4
  }

  /// A signature's parameters as the table matches them; nil when a default is one
  /// `defaultValue` cannot make.
  private static func parameters(_ signature: Signature) -> [BuiltinParameter]? {
    var list: [BuiltinParameter] = []
    for (k, label) in signature.labels.enumerated() {
      let type = k < signature.parameters.count ? signature.parameters[k] : .unknown  // trap-ok: checked
      var value: Value? = nil
      if k < signature.hasDefault.count, signature.hasDefault[k] {  // trap-ok: checked
        let text = k < signature.defaultTexts.count ? signature.defaultTexts[k] ?? "" : ""  // trap-ok: checked
        guard let v = defaultValue(text, type) else { return nil }
        value = v
      }
      var parameter = BuiltinParameter(label ?? "_", value)
      parameter.isVariadic = signature.variadic == k
      switch type {
      case .function, .optional(.function): parameter.isClosure = true
      default: break
      }
      list.append(parameter)
    }
    return list
  }

  /// The value of a default as a declaration writes it, for a parameter of type `type`: a
  /// literal, `nil`, or one of the few members and calls the built-ins' declarations use
  /// (`.zero`, `Animation`'s `.default`, `.logicallyComplete`, `UnitCurve`'s `.linear`,
  /// `Spring()`). Nil for any other text (a declaration's default this does not know).
  static func defaultValue(_ text: String, _ type: SwiftType) -> Value? {
    if let d = Double(text) { return .number(d) }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { return .string(unescaped(text.dropFirst().dropLast())) }
    // The other texts the declarations use, and their values.
    let literals: [(String, () -> Value)] = [
      ("true", { .bool(true) }), ("false", { .bool(false) }), ("nil", { Value.none }), (".zero", { .zero }),
      ("Double.ulpOfOne.squareRoot()", { .number(Double.ulpOfOne.squareRoot()) }),
      ("Spring()", { .object(SpringObject(Spring())) }),
    ]
    if let literal = literals.first(where: { $0.0 == text }) { return literal.1() }
    // Implicit members, by the parameter's type.
    guard case .named(let type, _) = type.unwrapped else { return nil }
    let members: [(String, String, () -> Value)] = [
      (".default", "Animation", { .animation(.default) }),
      (".logicallyComplete", "AnimationCompletionCriteria", { .object(CompletionCriteriaObject(.logicallyComplete)) }),
      (".linear", "UnitCurve", { .object(CurveObject(.linear)) }),
    ]
    return members.first { $0.0 == text && $0.1 == type }?.2()
  }

  /// A string literal's text with its escapes (`\n`, `\t`, `\"`, `\\`) read.
  private static func unescaped(_ s: Substring) -> String {
    var out = ""
    var escaping = false
    for c in s {
      if escaping {
        out.append(c == "n" ? "\n" : c == "t" ? "\t" : c == "0" ? "\0" : c)
        escaping = false
      } else if c == "\\" {
        escaping = true
      } else {
        out.append(c)
      }
    }
    return out
  }
}
