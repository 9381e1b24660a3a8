// `.font(_:)`, `.fontWeight(_:)` and `.bold()` on a view: environment values for the Text
// inside, as SwiftUI's (a `font` inside overrides one outside; `fontWeight` and `bold` set the
// weight whatever the font). The fonts are FontNamespace.swift's.
import AnimSyntax
import AnimViews

extension Interpreter {
  /// The view `receiver` with `.font(…)`, `.fontWeight(…)` or `.bold(…)` applied.
  func fontModifier(_ receiver: Value, _ name: String, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError)
    -> Value
  {
    func modified(_ apply: @escaping (ViewNode) -> ViewNode) -> Value {
      .object(ViewObject(.modified(receiver, name: name, apply: apply), range: a.range))
    }
    try a.check([nil], m)
    let argument = a.unlabeled(0)
    switch name {
    case "font":
      guard let argument else {
        throw RuntimeError("'font' takes a font: .font(.title), .font(.system(size: 20))", at: a.range, file: m.file)
      }
      switch argument.value.unwrapped {
      case .none: return modified { $0.font(nil) }
      case .object(let f as FontObject):
        let font = f.font
        return modified { $0.font(font) }
      case let other:
        throw RuntimeError(
          "'font' takes a Font (.title, .system(size: 20), …), not \(other.typeNameWithArticle)", at: argument.range,
          file: m.file)
      }
    case "fontWeight":
      guard let argument else {
        throw RuntimeError("'fontWeight' takes a weight: .fontWeight(.bold)", at: a.range, file: m.file)
      }
      if case .none = argument.value.unwrapped { return modified { $0.fontWeight(nil) } }
      let weight = try fontWeight(argument, m)
      return modified { $0.fontWeight(weight) }
    default:  // bold
      let active = try argument.map { (x) throws(RuntimeError) in try a.bool(x, m) } ?? true
      return modified { $0.bold(active) }
    }
  }
}
