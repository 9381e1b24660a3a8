// Views in the checker: a view's modifiers are SwiftUI's `View` (and `Shape`) members, typed in
// ViewSignatures.swift, and every view type has them: the built-in views, `some View` (what a
// modifier gives), `Color`, and a script's `struct X: View` or `Shape`. So `.frame(maxWidth:
// .infinity)` on any view is CGFloat's `infinity`, and `.fill(.red)` on a script Shape is
// Color's `red`, resolved against the parameter's type rather than guessed by name.
import AnimSyntax
import AnimViews

extension TypeChecker {
  /// The built-in shapes (SwiftUI's `Shape` types) and the other built-in views, by type name.
  static let builtinShapeTypes: Set<String> = ["Circle", "Rectangle", "Capsule", "Ellipse", "RoundedRectangle", "Path", "some Shape"]
  static let builtinViewTypes: Set<String> = [
    "Text", "EmptyView", "Spacer", "Divider", "VStack", "HStack", "ZStack", "Group", "ForEach", "Button", "Color", "some View",
    // What a keyframe or phase animator's content closure is given: the modified view.
    "PlaceholderContentView",
  ]

  /// The protocols whose typed modifiers a value of `typeName` has, most specific first:
  /// `["Shape", "View"]` for a shape, `["View"]` for another view, `[]` for what is no view.
  func viewProtocols(_ typeName: String) -> [String] {
    if Self.builtinShapeTypes.contains(typeName) { return ["Shape", "View"] }
    if Self.builtinViewTypes.contains(typeName) { return ["View"] }
    guard let d = resolver.userStructs[typeName] else { return [] }
    if d.conformances.contains(where: { $0.text == "Shape" }) { return ["Shape", "View"] }
    if d.conformances.contains(where: { $0.text == "View" }) { return ["View"] }
    return []
  }

  /// The typed overloads of the view modifier `name` on a value of `typeName`; nil when the
  /// type is no view, declares `name` itself, or the modifier has no typed signature.
  func viewModifierSignatures(_ typeName: String, _ name: String) -> [Signature]? {
    let protocols = viewProtocols(typeName)
    guard !protocols.isEmpty else { return nil }
    if userDecl(typeName) != nil, memberTypes(of: typeName, isStatic: false).contains(where: { $0.0 == name }) { return nil }
    if extensionMemberType(typeName, name, isStatic: false) != nil { return nil }
    for p in protocols {
      if let sigs = signatures(p)?.instance[name], !sigs.isEmpty { return sigs }
    }
    return nil
  }

  /// The type of `name` on a view that does not declare it: a typed modifier's function type;
  /// `some View` for a modifier the run time keeps without a typed signature (its arguments
  /// unchecked); `_x` for an `@State var x` (`State<X>`, so that `self._x = State(initialValue:
  /// .b)` resolves `.b` as X's); an unsupported modifier is left to the run time's one
  /// diagnostic. Nil for a type that is not a view, or a member no view has.
  func viewMemberType(_ typeName: String, _ name: String) -> SwiftType? {
    let protocols = viewProtocols(typeName)
    guard !protocols.isEmpty else { return nil }
    if let sig = viewModifierSignatures(typeName, name)?.first {
      return .function(sig.parameters, sig.result).erasingTypeParameters
    }
    if Interpreter.isViewModifier(name) { return .function([], .named("some View")) }
    if UnsupportedViews.modifiers[name] != nil { return .unknown }
    if name.hasPrefix("_"), let d = resolver.userStructs[typeName],
      let v = d.storedProperties.first(where: { "_" + $0.name.text == name && $0.stateAttribute != nil })
    {
      let t = storedType(v, in: typeName)
      return t.isUnknown ? .unknown : .named("State", [t])
    }
    // A script view's other members are the run time's (its own were found before).
    return resolver.userStructs[typeName] != nil ? .unknown : nil
  }

  /// `d[.trailing]` in an alignment guide's closure: SwiftUI's two subscripts of
  /// `ViewDimensions` (`subscript(guide: HorizontalAlignment) -> CGFloat` and the
  /// VerticalAlignment one), the overload chosen as a call's is: the first whose index type
  /// has the implicit member written. Nil for another base.
  func viewDimensionsSubscript(_ base: SwiftType, _ args: [CallArgument]) -> SwiftType? {
    guard base.name == "ViewDimensions", args.count == 1, let index = args.first?.value else { return nil }
    var indexType: SwiftType? = nil
    if case .implicitMember(let id) = index.kind {
      indexType = ["HorizontalAlignment", "VerticalAlignment"].first { staticMemberType($0, id.text, isCall: false) != nil }
        .map { SwiftType.named($0) }
    }
    let t = check(index, expected: indexType)
    if indexType == nil, !t.isUnknown, t.name != "HorizontalAlignment", t.name != "VerticalAlignment" {
      error("no exact matches in call to subscript (ViewDimensions takes a HorizontalAlignment or a VerticalAlignment)", index.range)
    }
    return .named("CGFloat")
  }
}

extension TypeChecker {
  /// A SwiftUI modifier Anim does not apply yet (`.blur(radius:)`, `.rotation3DEffect`), called
  /// on a view: its one diagnostic before anything runs, with the member's range, and no
  /// guesses about its arguments (an implicit member there has no context Anim knows). Nil
  /// when the call is anything else.
  func unsupportedModifierCall(_ typeName: String, _ name: Identifier, _ args: [CallArgument]) -> SwiftType? {
    guard UnsupportedViews.modifiers[name.text] != nil, !Interpreter.isViewModifier(name.text),
      !viewProtocols(typeName).isEmpty, viewModifierSignatures(typeName, name.text) == nil,
      userDecl(typeName).map({ _ in !memberTypes(of: typeName, isStatic: false).contains { $0.0 == name.text } }) ?? true,
      extensionMemberType(typeName, name.text, isStatic: false) == nil,
      let diagnostic = UnsupportedViews.diagnostic(for: name.text)
    else { return nil }
    error(diagnostic.message, name.range, id: "unsupported")
    quietImplicitMembers(args)
    return .named("some View")
  }

  /// Drops the resolver's guesses about implicit members written as `args` (`.round`,
  /// `.degrees(30)`): the call they are passed to is itself an error (an unknown or unsupported
  /// callee), and one mistake gets one message.
  /// Whether `e` is a chain of calls and members on a name the resolver could not find (and
  /// said so): `Image(systemName: "star").font(…)`.
  func rootsAtReportedName(_ e: Expr) -> Bool {
    switch resolution.resolved(e).kind {
    case .variable(let n): if case .unresolved = resolution.location(of: n) { return true } else { return false }
    case .call(let callee, _): return rootsAtReportedName(callee)
    case .member(let base, _): return rootsAtReportedName(base)
    default: return false
    }
  }

  func quietImplicitMembers(_ args: [CallArgument]) {
    for a in args {
      switch a.value.kind {
      case .implicitMember(let id): resolvedImplicitMembers.insert(id.range)
      case .call(let callee, _): if case .implicitMember(let id) = callee.kind { resolvedImplicitMembers.insert(id.range) }
      default: break
      }
    }
  }
}
