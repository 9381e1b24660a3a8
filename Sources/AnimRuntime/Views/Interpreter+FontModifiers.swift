// `.font(_:)`, `.fontWeight(_:)` and `.bold()` on a view: environment values for the Text
// inside, as SwiftUI's (a `font` inside overrides one outside; `fontWeight` and `bold` set the
// weight whatever the font). The fonts are FontNamespace.swift's; the modifiers are entries of
// the built-in table (BuiltinTable+ViewModifiers.swift), their overloads ViewSignatures' lines.
import AnimSyntax
import AnimViews

extension BuiltinTable {
  func registerFontModifiers(_ modifier: Modifier) {
    func modified(_ receiver: Value, _ name: String, _ a: BoundViewArguments, _ apply: @escaping (ViewNode) -> ViewNode) -> Value {
      .object(ViewObject(.modified(receiver, name: name, apply: apply), range: a.range))
    }
    modifier("font", "View", nil, "The font of the Text inside (a font set inside wins).") {
      r, a, _, m throws(RuntimeError) in
      switch a.value(0) {
      case .none: return modified(r, "font", a) { $0.font(nil) }
      case .object(let f as FontObject):
        let font = f.font
        return modified(r, "font", a) { $0.font(font) }
      case let other:
        throw RuntimeError(
          "'font' takes a Font (.title, .system(size: 20), …), not \(other.typeNameWithArticle)",
          at: a[0]?.range ?? a.range, file: m.file)
      }
    }
    modifier("fontWeight", "View", nil, "The weight of the Text inside, whatever its font.") {
      r, a, i, m throws(RuntimeError) in
      guard let argument = a[0] else { return modified(r, "fontWeight", a) { $0.fontWeight(nil) } }
      let weight = try i.fontWeight(argument, m)
      return modified(r, "fontWeight", a) { $0.fontWeight(weight) }
    }
    modifier("bold", "View", nil, "The Text inside in bold (or not, with false).") {
      r, a, _, m throws(RuntimeError) in
      let active = try a[0].map { (x) throws(RuntimeError) in try a.read.bool(x, m) } ?? true
      return modified(r, "bold", a) { $0.bold(active) }
    }
  }
}
