// Optional's own cases and initialiser, as Swift spells them: `.none` and `.some(x)` where the
// context is an optional (an annotation, a parameter, a `switch` or `if case` over one),
// `Optional(x)`, `Optional.none`, `Optional<Int>.none`. Swift looks an implicit member up in
// `Optional` first and then in the wrapped type; so does the checker. At run time an optional
// is its value or nil, so `.some(x)` is `x`, `.none` is `nil`, and the patterns match as `x?`
// and `nil` do (Lowering+Switch.swift reads the patterns the checker marked).
import AnimSyntax

extension TypeChecker {
  /// `.none` or `.some(x)` in an optional context: the optional's type, with the expression
  /// rewritten to `nil` or to `x`; nil when `id` is neither or the context is not optional.
  func optionalCase(_ e: Expr, _ id: Identifier, expected: SwiftType?, call: (Expr, [CallArgument])?) -> SwiftType? {
    guard case .optional(let wrapped)? = expected else { return nil }
    return optionalCase(e, id, wrapped: wrapped, call: call)
  }

  /// `Optional(x)`, `Optional.none`, `Optional.some(x)`, `Optional<T>.…`: `T?`, the
  /// expression rewritten as above; nil when the callee is not Optional's.
  func optionalTypeCall(_ written: Expr, _ args: [CallArgument]?, expected: SwiftType?) -> SwiftType? {
    let whole = written
    var callee = written
    if args != nil, case .call(let c, _) = written.kind { callee = resolution.resolved(c) }
    var base = callee, member: Identifier?
    if case .member(let b, let name) = callee.kind { (base, member) = (b, name) }
    var wrapped: SwiftType = .unknown
    // Generic arguments (`Optional<Int>`) are not kept by the parser: the wrapped type comes
    // from the context, else from the value.
    guard case .variable(let name) = base.kind, name.text == "Optional", lookup("Optional") == nil else { return nil }
    if case .optional(let w)? = expected { wrapped = w }
    guard let member else {
      // `Optional(x)`: the value, wrapped.
      guard let args, args.count == 1, let arg = args.first, arg.label == nil else { return nil }
      let t = check(arg.value, expected: wrapped.isUnknown ? nil : wrapped).defaulted
      resolution.rewrite(whole, as: arg.value)
      return .optional(wrapped.isUnknown ? t : wrapped)
    }
    return optionalCase(whole, member, wrapped: wrapped, call: args.map { (whole, $0) })
  }

  private func optionalCase(_ e: Expr, _ id: Identifier, wrapped: SwiftType, call: (Expr, [CallArgument])?) -> SwiftType? {
    switch (id.text, call) {
    case ("none", nil):
      resolvedImplicitMembers.insert(id.range)
      resolution.rewrite(e, as: Expr(id: resolution.makeID(), range: e.range, kind: .nilLiteral))
      return .optional(wrapped)
    case ("some", let (whole, args)?) where args.count == 1 && args.first?.label == nil:
      guard let arg = args.first else { return nil }
      resolvedImplicitMembers.insert(id.range)
      let t = check(arg.value, expected: wrapped.isUnknown ? nil : wrapped).defaulted
      resolution.rewrite(whole, as: arg.value)
      return .optional(wrapped.isUnknown ? t : wrapped)
    default: return nil
    }
  }

  /// `Optional` used other than as `Optional(x)`, `Optional.none` or `Optional.some(x)`.
  func reportOptionalType(_ name: Name) {
    error(
      "'Optional' is written here only as 'Optional(x)', 'Optional.none' or 'Optional.some(x)'; use 'T?' for the type",
      name.range, id: "unsupported")
  }

  /// `case .none` / `case .some(p)` over an optional subject: checked as `nil` / `p?`, and
  /// marked for the lowering. False when the pattern is not one of Optional's cases.
  func checkOptionalCasePattern(_ p: CasePattern, _ subject: SwiftType) -> Bool {
    guard case .optional(let wrapped) = subject else { return false }
    switch p {
    case .enumCase(nil, let name) where name.text == "none":
      resolution.optionalCasePatterns.insert(name.range)
      return true
    case .enumCasePayload(let name, let elements, _) where name.text == "some" && elements.count == 1:
      guard let element = elements.first, element.label == nil else { return false }
      resolution.optionalCasePatterns.insert(name.range)
      checkPattern(element.pattern, wrapped)
      return true
    default: return false
    }
  }
}

extension TypeChecker {
  /// `x.map { … }` and `x.flatMap { … }` where `x` is an optional: Optional's own methods
  /// (the closure gets the wrapped value; `map` wraps its result, `flatMap` returns the
  /// closure's optional), not the wrapped value's. Nil for any other call.
  func optionalMapCall(_ e: Expr, _ receiver: SwiftType, _ name: Identifier, _ args: [CallArgument]) -> SwiftType? {
    guard case .optional(let wrapped) = receiver, name.text == "map" || name.text == "flatMap", args.count == 1,
      let arg = args.first, arg.label == nil
    else { return nil }
    let f = check(arg.value, expected: .function([wrapped], .unknown))
    resolution.optionalMaps.insert(e.id)
    guard case .function(_, let result) = f, !result.isUnknown else { return .unknown }
    if name.text == "map" { return .optional(result) }
    if case .optional = result { return result }
    return .optional(result)
  }
}
