// Swift's type annotations checked when a value is bound (a `let`/`var` initialiser, a call's
// argument). Anim stays dynamically typed: an annotation is a promise the runtime verifies, in
// Swift's words ("cannot convert value of type 'Color' to expected argument type 'Double'").
// Only names Anim knows check anything; generic parameters (`V`), protocols and the script's
// own declarations check nothing, so pasted generic code runs unchanged.
import AnimSyntax

/// What an annotation demands of a value, built once when the code is lowered.
indirect enum TypeCheck {
  /// The value is one of these kinds.
  case kinds([ValueKind], spelling: String)
  /// A collection or compound value (array, dictionary, struct): anything but a plain
  /// number, bool, string, colour, animation, curve, spring or function.
  case compound(spelling: String)
  /// A function (or a type, whose initialiser is one).
  case function(spelling: String)
  /// `nil`, or what the wrapped check accepts.
  case optional(TypeCheck, spelling: String)
  /// A pair whose two elements pass their checks (`nil`: anything).
  case pair(TypeCheck?, TypeCheck?, spelling: String)

  /// Swift's numeric types: Anim has one kind of number (a Double).
  static let numberNames: Set<String> = [
    "Double", "Float", "CGFloat", "TimeInterval", "Int", "Float32", "Float64", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// The built-in types an annotation may name, with the kinds of value each accepts.
  static let namedKinds: [String: [ValueKind]] = {
    var table: [String: [ValueKind]] = [
      "Bool": [.bool],
      "String": [.string], "Character": [.string], "Substring": [.string],
      "Color": [.color],
      "Animation": [.animation, .customValue],
      "UnitCurve": [.curve],
      "Spring": [.spring],
      "Transaction": [.transaction],
      "AnimationContext": [.context],
      "AnimationState": [.animationState],
      "EnvironmentValues": [.environment, .environmentSnapshot],
      "AnimationCompletionCriteria": [.completionCriteria],
      "AnimatableVector": [.vector, .zero],
      "AnimatablePair": [.pair, .zero],
    ]
    for name in numberNames { table[name] = [.number] }
    return table
  }()

  /// Swift's compound types whose values Anim represents in several ways: only a plain value
  /// of another kind is refused.
  static let compoundNames: Set<String> = [
    "Array", "Dictionary", "Set", "CGPoint", "CGSize", "CGVector", "CGRect", "UnitPoint",
  ]

  /// The kinds no compound type accepts.
  static let scalarKinds: Set<ValueKind> = [
    .bool, .number, .string, .color, .animation, .customValue, .curve, .spring, .function,
  ]

  /// The check for `type`, or nil when it checks nothing (an unknown or generic name, `some
  /// P`). `generics` are the enclosing function's generic parameter names.
  init?(_ type: TypeAnnotation, generics: Set<String> = []) {
    let spelling = type.spelling
    switch type.kind {
    case .named(let name, let arguments):
      let text = name.text.hasPrefix("Swift.") ? String(name.text.dropFirst(6)) : name.text
      if generics.contains(text) { return nil }
      if text == "Optional", arguments.count == 1, let wrapped = arguments.first {
        guard let inner = TypeCheck(wrapped, generics: generics) else { return nil }
        self = .optional(inner, spelling: spelling)
      } else if let kinds = Self.namedKinds[text] {
        self = .kinds(kinds, spelling: spelling)
      } else if Self.compoundNames.contains(text) {
        self = .compound(spelling: spelling)
      } else {
        return nil
      }
    case .optional(let wrapped):
      guard let inner = TypeCheck(wrapped, generics: generics) else { return nil }
      self = .optional(inner, spelling: spelling)
    case .array, .dictionary:
      self = .compound(spelling: spelling)
    case .tuple(let elements):
      if elements.count == 2, let a = elements.first, let b = elements.last {
        self = .pair(
          TypeCheck(a, generics: generics), TypeCheck(b, generics: generics), spelling: spelling)
      } else {
        self = .compound(spelling: spelling)
      }
    case .function:
      self = .function(spelling: spelling)
    case .unchecked:
      return nil
    }
  }

  /// The type as written, for messages.
  var spelling: String {
    switch self {
    case .kinds(_, let s), .compound(let s), .function(let s), .optional(_, let s),
      .pair(_, _, let s):
      s
    }
  }

  /// Whether `value` is of the annotated type.
  func accepts(_ value: Value) -> Bool {
    let kind = value.kind
    switch self {
    case .kinds(let kinds, _):
      return kinds.contains(kind)
    case .compound:
      return !Self.scalarKinds.contains(kind) && kind != .none
    case .function:
      return kind == .function || kind == .type || kind.staticTypeName != nil
    case .optional(let wrapped, _):
      return kind == .none || wrapped.accepts(value)
    case .pair(let first, let second, _):
      switch value.unwrapped {
      case .pair(let p):
        return (first?.accepts(p.first) ?? true) && (second?.accepts(p.second) ?? true)
      case .zero: return true
      default: return !Self.scalarKinds.contains(kind) && kind != .none
      }
    }
  }

  /// Swift's message for `value` bound where this type was expected; `context` is Swift's
  /// "specified type" (a declaration), "expected argument type" (a call) or "return type".
  func mismatch(_ value: Value, context: String) -> String {
    if value.kind == .none {
      return "'nil' is not compatible with \(context) '\(spelling)'"
    }
    let what = context == "return type" ? "return expression" : "value"
    return "cannot convert \(what) of type '\(value.swiftTypeName)' to \(context) '\(spelling)'"
  }
}

extension Value {
  /// The value's type as Swift would name it in a message (`Double`, `Color`, `Animation`).
  var swiftTypeName: String {
    switch unwrapped {
    case .record(let r): r.info.name
    case .object(let e as EnumValue): e.type.name
    case .array(let a): Value.arrayTypeName(a)
    case .none: "nil"
    case .type(let t): t.name + ".Type"
    case .pair(let p): "(\(p.first.swiftTypeName), \(p.second.swiftTypeName))"
    default: kind.typeName
    }
  }
}

extension Lowering {
  /// A function's body followed by the check of its result against its return type (`-> Double`),
  /// reported at the annotation; the body itself when there is none or it checks nothing.
  static func checkedResult(_ body: @escaping ExprCode, of decl: FunctionDecl) -> ExprCode {
    let generics = Set(decl.genericParameters.map(\.text))
    guard let type = decl.returnType, let check = TypeCheck(type, generics: generics) else {
      return body
    }
    // The checker proved every result is of the declared type (Resolution+Proofs.swift).
    let declared = SwiftType(type, generics: Dictionary(uniqueKeysWithValues: generics.map { ($0, ["VectorArithmetic"]) }))
    if !resolution.layout(of: decl).isResultBuilderBody, resolution.provesResult(of: decl, is: declared) {
      return body
    }
    let range = type.range
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let v = try body(i, &m)
      guard check.accepts(v) else {
        throw RuntimeError(check.mismatch(v, context: "return type"), at: range, file: m.file)
      }
      return v
    }
  }

  /// `initializer` lowered and checked against `type` as `checked(_:against:at:)` does, unless
  /// the checker proved its value is of that type (Resolution+Proofs.swift).
  static func checked(_ initializer: Expr, against type: TypeAnnotation?) -> ExprCode {
    let code = expr(initializer)
    if let type, resolution.proves(initializer, is: SwiftType(type)) { return code }
    return checked(code, against: type, at: initializer.range)
  }

  /// `code` followed by the check of its value against `type` (as Swift's "specified type"
  /// of a `let`/`var`); `code` itself when the annotation checks nothing.
  static func checked(_ code: @escaping ExprCode, against type: TypeAnnotation?, at range: SourceRange)
    -> ExprCode
  {
    guard let type, let check = TypeCheck(type) else { return code }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let v = try code(i, &m)
      guard check.accepts(v) else {
        throw RuntimeError(check.mismatch(v, context: "specified type"), at: range, file: m.file)
      }
      return v
    }
  }
}
