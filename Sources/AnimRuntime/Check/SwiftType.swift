// Swift's types as the checker sees them (TypeChecker.swift): what every expression is known to
// be before anything runs. `unknown` is the gradual part: an untyped Anim parameter (`func f(a)`)
// or a value whose built-in has no typed signature yet is checked when it runs, as before; an
// expression of a known type is checked here and its implicit members resolved against it.
import AnimSyntax

/// A static type.
indirect enum SwiftType: Equatable, Sendable, CustomStringConvertible {
  /// Not known before running (an untyped parameter, a built-in without a typed signature).
  case unknown
  /// A named type, with its generic arguments: `Double`, `Animation`, `AnimatablePair<Double,
  /// Double>`, a script's `struct Monitor`.
  case named(String, [SwiftType])
  /// `T?`.
  case optional(SwiftType)
  /// `[T]`.
  case array(SwiftType)
  /// `[K: V]`.
  case dictionary(SwiftType, SwiftType)
  /// `(A, B)` or `(x: A, y: B)`.
  case tuple([SwiftType], labels: [String?])
  /// `(A, B) -> R`.
  case function([SwiftType], SwiftType)
  /// A type written as a value (`UnitCurve` in `UnitCurve.easeIn`): `UnitCurve.Type`.
  case metatype(SwiftType)
  /// A generic parameter (`V` in `func f<V: VectorArithmetic>`), with its constraints.
  case typeParameter(String, constraints: [String])
  /// `Void`, what a statement-like call returns.
  case void
  /// `nil` before the context gives it an optional type.
  case nilLiteral
  /// An integer literal before the context gives it a type (`Int` without one).
  case integerLiteral
  /// A float literal before the context gives it a type (`Double` without one).
  case floatLiteral

  static func named(_ name: String) -> SwiftType { .named(name, []) }
  static let double = SwiftType.named("Double")
  static let int = SwiftType.named("Int")
  static let bool = SwiftType.named("Bool")
  static let string = SwiftType.named("String")
  static let animation = SwiftType.named("Animation")

  /// The type as Swift spells it in messages and `:type`.
  var description: String {
    switch self {
    case .unknown: "_"
    case .named(let name, let arguments):
      arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    case .optional(let t):
      if case .function = t { "(" + t.description + ")?" } else { t.description + "?" }
    case .array(let t): "[" + t.description + "]"
    case .dictionary(let k, let v): "[" + k.description + ": " + v.description + "]"
    case .tuple(let items, let labels):
      "("
        + zip(items, labels).map { item, label in (label.map { $0 + ": " } ?? "") + item.description }
        .joined(separator: ", ") + ")"
    case .function(let parameters, let result):
      "(" + parameters.map(\.description).joined(separator: ", ") + ") -> " + result.description
    case .metatype(let t): t.description + ".Type"
    case .typeParameter(let name, _): name
    case .void: "()"
    case .nilLiteral: "nil"
    case .integerLiteral: "Int"
    case .floatLiteral: "Double"
    }
  }

  /// The type a literal takes without a context (Swift's defaults): `Int`, `Double`.
  var defaulted: SwiftType {
    switch self {
    case .integerLiteral: .int
    case .floatLiteral: .double
    case .array(let t): .array(t.defaulted)
    case .dictionary(let k, let v): .dictionary(k.defaulted, v.defaulted)
    case .optional(let t): .optional(t.defaulted)
    case .tuple(let items, let labels): .tuple(items.map(\.defaulted), labels: labels)
    default: self
    }
  }

  /// Whether nothing is known (the checker then leaves the value to the run time).
  var isUnknown: Bool {
    switch self {
    case .unknown, .typeParameter: true
    default: false
    }
  }

  /// Whether some part is unknown (`[_]`, `(Double) -> _`): not a type to show as it is.
  var containsUnknown: Bool {
    switch self {
    case .unknown, .typeParameter: true
    case .named(_, let args): args.contains { $0.containsUnknown }
    case .optional(let t), .array(let t), .metatype(let t): t.containsUnknown
    case .dictionary(let k, let v): k.containsUnknown || v.containsUnknown
    case .tuple(let items, _): items.contains { $0.containsUnknown }
    case .function(let p, let r): p.contains { $0.containsUnknown } || r.containsUnknown
    default: false
    }
  }

  /// The type with the named types in `arguments` (generic parameters such as `Element`)
  /// replaced by their types.
  func replacing(_ arguments: [String: SwiftType]) -> SwiftType {
    switch self {
    case .named(let n, let args):
      if args.isEmpty, let t = arguments[n] { return t }
      return .named(n, args.map { $0.replacing(arguments) })
    case .optional(let t): return .optional(t.replacing(arguments))
    case .array(let t): return .array(t.replacing(arguments))
    case .dictionary(let k, let v): return .dictionary(k.replacing(arguments), v.replacing(arguments))
    case .tuple(let items, let labels): return .tuple(items.map { $0.replacing(arguments) }, labels: labels)
    case .function(let p, let r): return .function(p.map { $0.replacing(arguments) }, r.replacing(arguments))
    case .metatype(let t): return .metatype(t.replacing(arguments))
    default: return self
    }
  }

  /// The name of a named type (`Double`, `Spring`), nil for other shapes.
  var name: String? {
    if case .named(let n, _) = self { return n }
    return nil
  }

  /// `T` for `T?`, else the type itself.
  var unwrapped: SwiftType {
    if case .optional(let t) = self { return t }
    return self
  }

  /// Swift's number types, which Anim's run time keeps as one kind of number.
  static let numberNames: Set<String> = [
    "Double", "Float", "CGFloat", "TimeInterval", "Int", "Float32", "Float64", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  static let floatingNames: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float32", "Float64"]

  /// A number type (`Double`, `CGFloat`, `Int`, …) or a number literal.
  var isNumber: Bool {
    switch self {
    case .integerLiteral, .floatLiteral: true
    case .named(let n, _): Self.numberNames.contains(n)
    default: false
    }
  }

  /// A floating-point type or a float literal.
  var isFloating: Bool {
    switch self {
    case .floatLiteral: true
    case .named(let n, _): Self.floatingNames.contains(n)
    default: false
    }
  }
}

extension SwiftType {
  /// The type an annotation names. `generics` are the generic parameters in scope, with their
  /// constraints; `Self` is `selfType`. Names the checker does not know (protocols, `some P`)
  /// are `unknown`.
  init(_ annotation: TypeAnnotation, generics: [String: [String]] = [:], selfType: SwiftType? = nil) {
    switch annotation.kind {
    case .named(let name, let arguments):
      var text = name.text
      if text.hasPrefix("Swift.") { text = String(text.dropFirst(6)) }
      if text.hasPrefix("SwiftUI.") { text = String(text.dropFirst(8)) }
      if let constraints = generics[text] {
        self = .typeParameter(text, constraints: constraints)
        return
      }
      if text == "Self", let selfType {
        self = selfType
        return
      }
      let args = arguments.map { SwiftType($0, generics: generics, selfType: selfType) }
      switch text {
      case "Optional" where args.count == 1: self = .optional(args[0])  // trap-ok: count checked
      case "Array" where args.count == 1: self = .array(args[0])  // trap-ok: count checked
      case "Dictionary" where args.count == 2: self = .dictionary(args[0], args[1])  // trap-ok: count checked
      case "Void": self = .void
      case "Any", "AnyObject", "Self": self = .unknown
      default: self = .named(text, args)
      }
    case .optional(let t): self = .optional(SwiftType(t, generics: generics, selfType: selfType))
    case .array(let t): self = .array(SwiftType(t, generics: generics, selfType: selfType))
    case .dictionary(let k, let v):
      self = .dictionary(
        SwiftType(k, generics: generics, selfType: selfType), SwiftType(v, generics: generics, selfType: selfType))
    case .tuple(let items):
      self =
        items.isEmpty
        ? .void
        : .tuple(items.map { SwiftType($0, generics: generics, selfType: selfType) }, labels: items.map { _ in nil })
    case .function(let parameters, let result):
      self = .function(
        parameters.map { SwiftType($0, generics: generics, selfType: selfType) },
        SwiftType(result, generics: generics, selfType: selfType))
    case .unchecked: self = .unknown
    }
  }
}
