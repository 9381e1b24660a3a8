// SwiftUI's view modifiers on views the lowering could not bind to the built-in table by their
// kind: a colour, a script `struct X: View` or `Shape`, what a view builder built; and the calls
// whose labels fit no overload. The modifiers themselves are the table's
// (BuiltinTable+ViewModifiers.swift).
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension Interpreter {
  /// Whether `v` is a view: a built-in view, a colour, a path, or a script View or Shape.
  static func isView(_ v: Value) -> Bool {
    switch v {
    case .object(is ViewObject), .color, .object(is PathObject): return true
    case .record(let r):
      guard let s = r.info as? StructInfo else { return false }
      return s.conforms(to: "View") || s.conforms(to: "Shape")
    default: return false
    }
  }

  /// Whether `name` is a view modifier Anim applies (the table's, for views).
  static func isViewModifier(_ name: String) -> Bool { BuiltinTable.shared.hasMethod(name, .view) }

  /// `view.name(…)` with the arguments evaluated: the table's modifier for views, its labels
  /// matched now; nil when `name` is no modifier (an unsupported one is its diagnostic).
  private func callViewModifier(_ view: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    let table = BuiltinTable.shared
    if let v = try table.callEvaluated(name, .view, view, site, self, &m) { return v }
    if let kind = KeptModifier(rawValue: name), kind == .keyframeAnimator || kind == .phaseAnimator {
      // Their own messages say which value or closure the call lacks.
      return try viewAnimatorModifier(view, kind, ViewArguments(site, &m), &m)
    }
    if let message = table.labelMismatch(name, .view, site.signature) {
      throw RuntimeError(message, at: site.range, file: m.file)
    }
    if let d = UnsupportedViews.diagnostic(for: name) {
      throw RuntimeError(d.message, at: site.range, file: m.file)
    }
    return nil
  }
}

extension Interpreter {
  /// A modifier called on a view the table did not bind by its kind (nil when the receiver is no
  /// view, or `name` no modifier).
  func callViewMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value? {
    switch receiver {
    case .array(let items) where !items.isEmpty && items.allSatisfy(Interpreter.isView)
      && Interpreter.isViewModifier(name):
      // What a view builder built (several views, or a branch's): a modifier applies to the
      // group, as SwiftUI's to a TupleView.
      let group = Value.object(ViewObject(.container(.group, children: items), range: site.range))
      return try callViewModifier(group, name, site, &m)
    default:
      guard Interpreter.isView(receiver) else { return nil }
      return try callViewModifier(receiver, name, site, &m)
    }
  }
}
