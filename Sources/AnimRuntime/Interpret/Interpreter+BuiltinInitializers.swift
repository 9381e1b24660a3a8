// An initialiser that a script's extension adds to a built-in type (`extension Color { init(hex:
// UInt) { self.init(.sRGB, red: …, green: …, blue: …) } }`, the helper so many SwiftUI snippets
// carry): called when the type's own initialisers take other labels. Its `self` starts empty
// and becomes what `self.init(…)` (one of the type's own initialisers) or `self = …` gives it.
import AnimSyntax

extension Interpreter {
  /// `T(…)` of a built-in type `name` by an initialiser of the script's extensions whose labels
  /// fit; nil when none does.
  func constructByExtension(_ name: String, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value? {
    guard let members = builtinExtensions[BuiltinTypeNames.canonical(name)] else { return nil }
    for f in members.initializers where Interpreter.argumentsFit(site.arguments, f.decl.parameters) {
      var given: [Value] = []
      for k in 0..<site.count { given.append(m.stack[site.base + k]) }  // trap-ok: args on stack
      initializingBuiltins.append(name)
      defer { initializingBuiltins.removeLast() }
      let made = try runMutating(f, on: .none, members.file ?? m.file, "\(name).init", given, site.range, &m).newSelf
      if case .none = made {
        throw RuntimeError(
          "\(name).init(\(f.decl.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined())) ended without giving self a value: call self.init(…) or assign self",
          at: site.range, file: m.file)
      }
      return made
    }
    return nil
  }

  /// `self.init(…)` inside such an initialiser: the built-in type's own initialiser, whose
  /// value becomes `self`; nil when no extension initialiser of a built-in type is running.
  func delegateBuiltinInitializer(_ call: LoweredCall, _ m: inout Machine) throws(RuntimeError) -> Value? {
    guard let name = initializingBuiltins.last, call.writesBackReceiver else { return nil }
    let site = try evaluateArguments(call, name: name, &m)
    defer { m.stack.removeSubrange(site.base...) }
    mutatedSelf = try construct(.builtin(name), site, &m)
    return Value.none
  }
}
