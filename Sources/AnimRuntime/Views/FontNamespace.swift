// `Font.title` and the other text styles: a name only. Anim sets text at the body size (17 pt),
// so `.font(…)` meets the one diagnostic for `font` (UnsupportedViews), whichever style it names.
import AnimSyntax

/// `Font`, whose members are names.
final class FontNamespace: RuntimeObject, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  override var typeName: String { name }
  override var printed: String { name }
}

extension Builtins {
  func registerFont() {
    add("Font", .constant(.object(FontNamespace("Font"))))
  }
}

extension Interpreter {
  /// A member of `Font` (`Font.title`): its name.
  func fontMember(_ base: Value, _ name: String) -> Value? {
    guard case .object(let f as FontNamespace) = base, f.name == "Font" else { return nil }
    return .object(FontNamespace("Font.\(name)"))
  }
}
