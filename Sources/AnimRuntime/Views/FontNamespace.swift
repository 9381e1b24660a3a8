// `Font` and `Font.Weight` as values: the text styles (`Font.title`, `.largeTitle`, …) at iOS's
// default Dynamic Type size, `Font.system(size:weight:)`, a font's `bold()` and
// `weight(_:)`, and the nine weights (AnimViews/Text/TextFont.swift has the sizes and their
// source). `.font(_:)`, `.fontWeight(_:)` and `.bold()` on a view set them for the Text inside
// (Interpreter+FontModifiers.swift).
import AnimSyntax
import AnimViews
import Foundation

/// `Font` or `Font.Weight`, whose members are fonts or weights.
final class FontNamespace: RuntimeObject, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  override var typeName: String { name }
  override var printed: String { name }
}

/// A font as a value.
final class FontObject: RuntimeObject, @unchecked Sendable {
  let font: TextFont
  init(_ font: TextFont) { self.font = font }
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
  /// A member of `Font` (a text style, `Weight`, the method `system`) or of `Font.Weight` (a
  /// weight); nil for other names.
  func fontMember(_ base: Value, _ name: String) -> Value? {
    guard case .object(let f as FontNamespace) = base else { return nil }
    switch f.name {
    case "Font":
      if let style = TextFont.styles[name] { return .object(FontObject(style)) }
      if name == "Weight" { return .object(FontNamespace("Font.Weight")) }
      if name == "system" { return .boundMethod(BoundMethod(receiver: base, name: name)) }
      return nil
    case "Font.Weight":
      return TextFont.Weight(name: name).map { .object(FontWeightObject($0)) }
    default:
      return nil
    }
  }

  /// `Font.system(size:weight:)`, a font's `bold()` and `weight(_:)` (nil when `receiver` is
  /// neither `Font` nor a font).
  func callFontMethod(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    switch receiver.unwrapped {
    case .object(let f as FontNamespace) where f.name == "Font" && name == "system":
      try a.check(["size", "weight", "design"], m)
      guard let sizeArgument = a.named("size") else {
        throw RuntimeError("Font.system takes a size: Font.system(size: 20)", at: a.range, file: m.file)
      }
      let size = try a.number(sizeArgument, m)
      guard size.isFinite, size > 0 else {
        throw RuntimeError(
          "a font size must be a finite number of points above 0, not \(Value.number(size).printed)",
          at: sizeArgument.range, file: m.file)
      }
      if let design = a.named("design") {
        throw RuntimeError("Anim sets text in one design (Inter, for SF Pro); leave out 'design'", at: design.range, file: m.file)
      }
      let weight = try a.named("weight").map { (w) throws(RuntimeError) in try fontWeight(w, m) } ?? .regular
      return .object(FontObject(.system(size: CGFloat(size), weight: weight)))
    case .object(let f as FontObject):
      switch name {
      case "bold":
        try a.check([], m)
        return .object(FontObject(f.font.weight(.bold)))
      case "weight":
        try a.check([nil], m)
        guard let w = a.unlabeled(0) else { break }
        return .object(FontObject(f.font.weight(try fontWeight(w, m))))
      default: break
      }
      throw RuntimeError("Font has no method '\(name)'; Anim knows bold() and weight(_:)", at: a.range, file: m.file)
    default:
      return nil
    }
  }

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
