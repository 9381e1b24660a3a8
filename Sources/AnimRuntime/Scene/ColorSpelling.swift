// How a script wrote a colour it gives an `@State` property, so that a preview's readout says
// what the script wrote (issue 30 item 7): `.red` where it wrote `.red` or `Color.red`,
// `.blue.opacity(0.5)` where it wrote that, and the sRGB hex where it wrote a hex literal or
// `Color(red:green:blue:)`, even when that value is also a named colour's (`#FF3B30` is `.red`'s
// value, but the script did not say `.red`).
//
// A value is only its components (`Value.color`), so the spelling is read from the expression
// assigned, when the assignment is lowered, and told to the recorder when it runs. Only the
// forms that name a colour by themselves are read; a colour reached through a variable, an
// array, a call or a ternary has no spelling here, and the page falls back to the value's
// name or hex.
import AnimSyntax
import AnimationCore

/// How an assigned colour was written.
enum ColorSpelling: Equatable {
  /// By SwiftUI's name, perhaps with an opacity: `.red`, `.blue.opacity(0.5)`.
  case named(String)
  /// As sRGB components (`#FF3B30`, `Color(red: 1, green: 0.5, blue: 0)`, `Color(white: 0.5)`):
  /// shown as the value's hex, as Swift prints it.
  case hex

  /// The spelling of `e` when `e` is one of the forms that name a colour by themselves;
  /// `nil` for any other expression.
  init?(_ e: Expr) {
    switch e.kind {
    case .color:
      self = .hex
    case .implicitMember(let name) where ColorSpelling.isNamedColor(name.text):
      self = .named("." + name.text)
    case .member(let base, let name) where ColorSpelling.isColorType(base) && ColorSpelling.isNamedColor(name.text):
      self = .named("." + name.text)
    case .call(let callee, let arguments):
      // `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`.
      if ColorSpelling.isColorType(callee) {
        self = .hex
        return
      }
      // `X.opacity(0.5)` with a literal opacity, X itself a spelling.
      guard case .member(let base, let name) = callee.kind, name.text == "opacity",
        arguments.count == 1, let argument = arguments.first, argument.label == nil,
        case .number(let k) = argument.value.kind, let inner = ColorSpelling(base)
      else { return nil }
      switch inner {
      case .named(let text): self = .named(text + ".opacity(" + ColorSpelling.literal(k) + ")")
      case .hex: self = .hex
      }
    default:
      return nil
    }
  }

  /// What the readout says for a colour so written whose value is `components` (linear red,
  /// green, blue, opacity).
  func text(for components: AnimatableVector) -> String {
    switch self {
    case .named(let text): text
    case .hex: Value.printedColor(components)
    }
  }

  private static func isColorType(_ e: Expr) -> Bool {
    if case .variable(let name) = e.kind { return name.text == "Color" }
    return false
  }

  private static func isNamedColor(_ name: String) -> Bool {
    NamedColors.all.contains { $0.name == name }
  }

  /// A number literal as written in Swift: `0.5`, `1` (not `1.0`).
  private static func literal(_ d: Double) -> String {
    if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return "\(d)"
  }
}
