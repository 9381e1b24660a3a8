// Members of the generic built-in types (Array, Dictionary, Set, Range, ClosedRange) typed from
// their Swift declarations: the type's own parameters (`Element`, `Key`, `Value`, `Bound`) are
// replaced by the receiver's arguments, and a method's generic parameters (`T` in
// `map<T>(_:) -> [T]`, `Result` in `reduce(into:_:)`) are bound from the arguments' types
// where the checker knows them, `unknown` otherwise (checked when it runs, as before).
import AnimSyntax

extension TypeChecker {
  /// The typed-signature owner of a generic built-in type and what its parameters stand for.
  func genericOwner(_ t: SwiftType) -> (owner: String, arguments: [String: SwiftType])? {
    switch t {
    case .array(let e): return ("Array", ["Element": e])
    case .dictionary(let k, let v): return ("Dictionary", ["Key": k, "Value": v, "Element": .tuple([k, v], labels: ["key", "value"])])
    case .named("Set", let args): return ("Set", ["Element": args.first ?? .unknown])
    case .named(let name, let args) where name == "Range" || name == "ClosedRange" || name == "StrideTo" || name == "StrideThrough":
      return (name, ["Bound": args.first ?? .unknown, "Element": args.first ?? .unknown])
    default: return nil
    }
  }

  /// `receiver.name(args)` for a generic built-in receiver with typed overloads; nil when the
  /// member has none.
  func genericMethodCall(
    _ receiver: SwiftType, _ name: String, _ args: [CallArgument], _ e: Expr, expected: SwiftType? = nil
  ) -> SwiftType? {
    guard let (owner, arguments) = genericOwner(receiver),
      let sigs = signatures(owner)?.instance[name]?.filter({ !$0.isProperty }), !sigs.isEmpty
    else { return nil }
    // The expected result binds a generic result first (`-> Double { xs.reduce(0) { … } }`).
    // An existential (`Any`, `any Shape`) says nothing of the value's own type.
    let wanted = expected.flatMap { t -> SwiftType? in
      if t.isUnknown || t.containsUnknown { return nil }
      if case .named(let n, _) = t, n == "Any" || n.hasPrefix("any ") || n.hasPrefix("some ") { return nil }
      return t
    }
    return applySignatures(sigs.map { $0.replacing(arguments) }, args, e, fallback: .unknown, expected: wanted)
  }

  /// A property of a generic built-in receiver; nil when it has no typed one.
  func genericProperty(_ receiver: SwiftType, _ name: String) -> SwiftType? {
    guard let (owner, arguments) = genericOwner(receiver),
      let sig = signatures(owner)?.instance[name]?.first(where: \.isProperty)
    else { return nil }
    let t = sig.result.replacing(arguments)
    return t.containsUnknown ? .unknown : t
  }
}

extension Signature {
  /// The signature with the owner's type parameters (named types such as `Element`) replaced.
  func replacing(_ arguments: [String: SwiftType]) -> Signature {
    var s = self
    s.parameters = parameters.map { $0.replacing(arguments) }
    s.result = result.replacing(arguments)
    return s
  }
}

extension TypeChecker {
  /// An implicit member chain (SE-0287: `.number.precision(.fractionLength(2))`) starts at a
  /// member of the contextual type: the context passes down to the chain's root, and to
  /// nothing else.
  func chainContext(_ base: Expr, _ expected: SwiftType?) -> SwiftType? {
    guard let expected, !expected.isUnknown else { return nil }
    // The chain as written: the resolver has already read a root without context its way.
    var e = base
    while true {
      switch e.kind {
      case .implicitMember: return expected
      case .call(let callee, _): e = callee
      case .member(let inner, _): e = inner
      default: return nil
      }
    }
  }
}

extension TypeChecker {
  /// `[Particle]()`, `[String: Int]()`: an empty collection of the written types (its type
  /// recorded on the callee, which Lowering reads); nil for any other callee.
  func emptyCollectionType(_ callee: Expr) -> SwiftType? {
    let t: SwiftType
    switch callee.kind {
    case .vector(let items) where items.count == 1:
      guard let item = items.first, case .metatype(let element) = check(item, expected: nil) else { return nil }
      t = .array(element)
    case .dictionary(let entries) where entries.count == 1:
      guard let entry = entries.first, case .metatype(let key) = check(entry.key, expected: nil),
        case .metatype(let value) = check(entry.value, expected: nil)
      else { return nil }
      t = .dictionary(key, value)
    default: return nil
    }
    resolution.setType(.metatype(t), of: callee)
    return t
  }
}
