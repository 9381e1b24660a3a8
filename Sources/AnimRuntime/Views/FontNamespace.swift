// `Font` and `Font.Weight` as values: the text styles (`Font.title`, `.largeTitle`, …) at iOS's
// default Dynamic Type size, `Font.system(size:weight:)`, a font's `bold()` and
// `weight(_:)`, and the nine weights (AnimViews/Text/TextFont.swift has the sizes and their
// source), whose members are the table's (BuiltinTable+Fonts.swift). `.font(_:)`, `.fontWeight(_:)` and `.bold()` on a view set them for the Text inside
// (Interpreter+FontModifiers.swift).
import AnimSyntax
import AnimViews
import Foundation

/// `Font` or `Font.Weight`, whose members are fonts or weights.
final class FontNamespace: RuntimeObject, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  /// The table's owner of its members (BuiltinTable+Fonts.swift).
  override var kind: ValueKind { name == "Font" ? .fontType : .fontWeightType }
  override var typeName: String { name }
  override var printed: String { name }
}

/// A font as a value.
final class FontObject: RuntimeObject, @unchecked Sendable {
  let font: TextFont
  init(_ font: TextFont) { self.font = font }
  override var kind: ValueKind { .font }
  override var typeName: String { "Font" }
  override var printed: String { font.name }
}

/// A `Font.Weight` as a value.
final class FontWeightObject: RuntimeObject, @unchecked Sendable {
  let weight: TextFont.Weight
  init(_ weight: TextFont.Weight) { self.weight = weight }
  override var typeName: String { "Font.Weight" }
  override var printed: String { "Font.Weight.\(weight.name)" }
}

extension Builtins {
  func registerFont() {
    add("Font", .constant(.object(FontNamespace("Font"))))
    // `Font.Weight.bold`: the checker names an implicit `.bold` by its type (Font.Weight).
    add("Font.Weight", .constant(.object(FontNamespace("Font.Weight"))))
  }
}

extension Interpreter {
  /// A `Font.Weight` argument.
  func fontWeight(_ w: ViewArguments.Argument, _ m: Machine) throws(RuntimeError) -> TextFont.Weight {
    guard case .object(let o as FontWeightObject) = w.value.unwrapped else {
      throw RuntimeError(
        "a font weight is a Font.Weight (.bold, .semibold, …), not \(w.value.typeNameWithArticle)", at: w.range,
        file: m.file)
    }
    return o.weight
  }
}
