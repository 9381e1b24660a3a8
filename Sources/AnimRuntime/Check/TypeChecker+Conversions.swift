// Which types convert to which, and Swift's messages when one does not. Conservative by
// design while the checker is gradual: only two types the checker knows completely (built-ins
// with a table kind, declared structs and enums) can be found incompatible; Anim's own
// latitudes stay (numbers are one kind at run time, a tuple stands for a pair or a point, a
// declared custom animation is an Animation).
import AnimSyntax

extension TypeChecker {
  /// Where a value meets a type, for the message.
  enum ConversionRole {
    case argument, specified, assigned, returned, element
  }

  func checkConversion(_ actual: SwiftType, _ expected: SwiftType, _ range: SourceRange, role: ConversionRole) {
    guard !isConvertible(actual, expected) else { return }
    let a = actual.defaulted
    let message: String
    let place = role == .argument ? "argument" : role == .returned ? "return" : "specified"
    if actual == .nilLiteral {
      error("'nil' is not compatible with \(role == .argument ? "expected argument" : place) type '\(expected)'", range)
      return
    }
    if case .optional(let wrapped) = actual, isConvertible(wrapped, expected) {
      error("value of optional type '\(a)' must be unwrapped to a value of type '\(expected)'", range)
      return
    }
    switch role {
    case .argument: message = "cannot convert value of type '\(a)' to expected argument type '\(expected)'"
    case .specified: message = "cannot convert value of type '\(a)' to specified type '\(expected)'"
    case .assigned: message = "cannot assign value of type '\(a)' to type '\(expected)'"
    case .returned: message = "cannot convert return expression of type '\(a)' to return type '\(expected)'"
    case .element: message = "cannot convert value of type '\(a)' to expected element type '\(expected)'"
    }
    error(message, range)
  }

  /// Whether a value of type `actual` may stand where `expected` is expected.
  func isConvertible(_ actual: SwiftType, _ expected: SwiftType) -> Bool {
    if actual.isUnknown || expected.isUnknown || actual == expected { return true }
    // A call that never returns (Swift's `Never`, the script's fatal-error built-in) stands for
    // any type: a function may end with one instead of its result.
    if actual == .named("Never") { return true }
    switch (actual, expected) {
    case (.nilLiteral, .optional): return true
    case (.nilLiteral, _): return !isFirm(expected)
    case (.optional(let a), .optional(let b)): return isConvertible(a, b)
    case (.optional, _): return !isFirm(expected)
    case (_, .optional(let b)): return isConvertible(actual, b)
    case (.void, _), (_, .void): return true
    case (.array(let a), .array(let b)): return isConvertible(a, b)
    case (.array, .named("AnimatableVector", _)), (.named("AnimatableVector", _), .array): return true
    case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
      return isConvertible(k1, k2) && isConvertible(v1, v2)
    case (.tuple(let a, _), .tuple(let b, _)):
      return a.count == b.count && zip(a, b).allSatisfy { isConvertible($0, $1) }
    // Anim writes a pair, a point or a size as a tuple: `(0.4, 0)`.
    case (.tuple, .named): return true
    case (.function, .function), (.metatype, .metatype): return true
    // A type is no String or number (`host.tap(Rectangle.self)`); `Any` takes one.
    case (.metatype, _): return !isFirm(expected)
    case (_, .metatype): return !isFirm(actual)
    default: break
    }
    // Swift converts no number type to another implicitly, except a literal (which takes the
    // context's type) and CGFloat with Double (SE-0307).
    if actual.isNumber && expected.isNumber {
      if isLiteralType(actual) { return actual == .integerLiteral || expected.isFloating }
      return actual.isFloating == expected.isFloating
    }
    guard case .named(let a, _) = actual, case .named(let b, _) = expected else {
      return !(isFirm(actual) && isFirm(expected))
    }
    if a == b || conforms(actual, to: expected) { return true }
    // A declared custom animation is an Animation (Anim lets it stand for one).
    if b == "Animation", let d = resolver.userStructs[a], d.conformances.contains(where: { $0.text == "CustomAnimation" }) {
      return true
    }
    return !(isFirm(actual) && isFirm(expected))
  }
}
