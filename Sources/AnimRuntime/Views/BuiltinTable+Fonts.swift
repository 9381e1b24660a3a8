// `Font`'s members in the built-in table: the text styles (`Font.title`, `.largeTitle`, …),
// `Font.Weight` and its nine weights, `Font.system(size:weight:)`, and a font's `bold()` and
// `weight(_:)`. Their overloads are read from ViewSignatures' `Font` declarations, which the
// checker types them from, so a call's labels are matched once, when it is lowered. The type's
// value is `Font` (a FontNamespace, kind `.fontType`), `Font.Weight` another (`.fontWeightType`),
// a font a FontObject (`.font`), a weight a FontWeightObject (FontNamespace.swift).
import AnimSyntax
import AnimViews
import Foundation

extension BuiltinTable {
  /// Registers Font's and Font.Weight's static members and a font's methods.
  func registerFonts() {
    for (name, font) in TextFont.styles.sorted(by: { $0.key < $1.key }) {
      constant(.fontType, name, "The \(name) text style at iOS's default Dynamic Type size (\(Int(font.size)) pt).", .object(FontObject(font)))
    }
    constant(.fontType, "Weight", "Font.Weight, the weights.", .object(FontNamespace("Font.Weight")))
    for weight in TextFont.Weight.allCases {
      constant(.fontWeightType, weight.name, "The \(weight.name) weight (\(weight.rawValue)).", .object(FontWeightObject(weight)))
    }
    method(
      .fontType, "system", overloads: Self.declaredOverloads("system", of: "Font"), what: "system",
      "The system font at a size in points, of a weight (regular by default)."
    ) { _, b, site, i, m throws(RuntimeError) in
      let a = BoundViewArguments(b, site)
      guard let sizeArgument = a[0] else {
        throw RuntimeError("Font.system takes a size: Font.system(size: 20)", at: a.range, file: m.file)
      }
      let size = try a.read.number(sizeArgument, m)
      guard size.isFinite, size > 0 else {
        throw RuntimeError(
          "a font size must be a finite number of points above 0, not \(Value.number(size).printed)",
          at: sizeArgument.range, file: m.file)
      }
      let weight = try a[1].map { (w) throws(RuntimeError) in try i.fontWeight(w, m) } ?? .regular
      return .object(FontObject(.system(size: CGFloat(size), weight: weight)))
    }
    method(.font, "bold", overloads: Self.declaredOverloads("bold", of: "Font"), what: "bold", "This font, bold.") {
      v, _, _, _, _ throws(RuntimeError) in
      guard case .object(let f as FontObject) = v else { return .none }
      return .object(FontObject(f.font.weight(.bold)))
    }
    method(.font, "weight", overloads: Self.declaredOverloads("weight", of: "Font"), what: "weight", "This font at another weight.") {
      v, b, site, i, m throws(RuntimeError) in
      let a = BoundViewArguments(b, site)
      guard case .object(let f as FontObject) = v, let w = a[0] else { return .none }
      return .object(FontObject(f.font.weight(try i.fontWeight(w, m))))
    }
  }
}
