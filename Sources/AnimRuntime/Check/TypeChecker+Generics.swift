// Generic parameters bound by a call, as Swift infers them: from the arguments' types and from
// the type the context expects of the result. `keyframeAnimator(initialValue: AnimationValues(),
// …) { _ in KeyframeTrack(\.angle) { CubicKeyframe(.degrees(16), duration: 0.1) } }` binds
// `Value` to AnimationValues from the first argument; the track, checked against the timeline's
// content of AnimationValues, binds its `Root` from that expectation and its `Value` from the
// key path; the keyframe, checked against the track's content of Angle, binds its own `Value`,
// so `.degrees(16)` is Angle's before anything runs.
import AnimSyntax

extension TypeChecker {
  /// The protocols with a primary associated type that built-in generic types conform to, and
  /// which of the type's arguments is the protocol's: a `LinearKeyframe<Value>` is the content
  /// of a track of `Value` (SwiftUI's `KeyframeTrackContent`), and so is the content of a
  /// timeline of `Value` written without a track; a `KeyframeTrack<Root, Value>` is the content
  /// of a timeline of `Root` (`KeyframesBuilder<Root>`'s items).
  static let conformances: [String: [(protocolName: String, argument: Int)]] = {
    let keyframe = [("KeyframeTrackContent", 0), ("KeyframeTimelineContent", 0)]
    return [
      "LinearKeyframe": keyframe, "SpringKeyframe": keyframe, "CubicKeyframe": keyframe, "MoveKeyframe": keyframe,
      "KeyframeTrack": [("KeyframeTimelineContent", 0)],
    ]
  }()

  /// A generic built-in's parameters bound to a value's type arguments (`Value` → CGPoint for a
  /// `KeyframeTimeline<CGPoint>`), for its members.
  static func typeArgumentBindings(_ typeName: String, _ arguments: [SwiftType]) -> [String: SwiftType] {
    guard !arguments.isEmpty, let parameters = BuiltinSignatures.typeGenerics[typeName] else { return [:] }
    var bindings: [String: SwiftType] = [:]
    for (p, a) in zip(parameters, arguments) where !a.isUnknown { bindings[p.name] = a }
    return bindings
  }

  /// Whether `actual` conforms to the protocol `expected` names, with the same argument.
  func conforms(_ actual: SwiftType, to expected: SwiftType) -> Bool {
    guard case .named(let a, let args) = actual, case .named(let p, let pargs) = expected,
      let c = Self.conformances[a]?.first(where: { $0.protocolName == p })
    else { return false }
    guard c.argument < args.count, let wanted = pargs.first else { return true }
    return isConvertible(args[c.argument], wanted)  // trap-ok: checked
  }

  /// Whether `t` conforms to SwiftUI's `VectorArithmetic` or `Animatable`, as far as the checker
  /// can tell: nil where it cannot (an unknown type, another protocol). Int is neither (Swift);
  /// an array of Doubles stands for Anim's AnimatableVector.
  func knownConformance(_ t: SwiftType, to protocolName: String) -> Bool? {
    guard protocolName == "VectorArithmetic" || protocolName == "Animatable" else { return nil }
    switch t {
    case .floatLiteral: return true
    case .integerLiteral: return true  // a literal becomes a Double here
    case .array(let element): return knownConformance(element, to: protocolName)
    case .named(let name, _):
      if SwiftType.floatingNames.contains(name) { return true }
      if SwiftType.numberNames.contains(name) { return false }
      if Self.vectorArithmeticTypes.contains(name) { return true }
      if Self.animatableTypes.contains(name) { return protocolName == "Animatable" }
      if Self.nonAnimatableTypes.contains(name) { return false }
      guard userDecl(name) != nil else { return nil }
      var declared = (resolver.userStructs[name]?.conformances ?? []) + (resolver.userEnums[name]?.conformances ?? [])
      for e in environment.extensions[name] ?? [] { declared += e.conformances }
      let names = Set(declared.map(\.text))
      // A VectorArithmetic type is Animatable (its own animatable data).
      return names.contains(protocolName) || (protocolName == "Animatable" && names.contains("VectorArithmetic"))
    default: return nil
    }
  }

  static let vectorArithmeticTypes: Set<String> = ["AnimatablePair", "EmptyAnimatableData", "AnimatableVector"]
  static let animatableTypes: Set<String> = ["CGPoint", "CGSize", "CGRect", "UnitPoint", "Angle"]
  static let nonAnimatableTypes: Set<String> = ["String", "Bool", "Spring", "UnitCurve", "Animation", "Transaction"]

  /// Reports the generic parameters of `declared` that `bindings` bound (and `before` had not)
  /// to a type known not to meet their constraints, as Swift does: "global function 'twice'
  /// requires that 'String' conform to 'VectorArithmetic'".
  func checkRequirements(
    _ declared: SwiftType, before: [String: SwiftType], after: [String: SwiftType],
    callee: @autoclosure () -> String?, at range: SourceRange
  ) {
    guard after.count > before.count else { return }
    for (name, constraints) in declared.typeParameters where before[name] == nil {
      guard let bound = after[name] else { continue }
      for c in constraints where knownConformance(bound, to: c) == false {
        // Named only for the message: the name is built then (`selector` joins Strings, whose
        // first use looked up a conformance for 255,000 instructions of `print(1)`).
        let who = callee().map { $0 + " " } ?? ""
        error("\(who)requires that '\(bound.defaulted)' conform to '\(c)'", range, id: "generic-requirement")
        return
      }
    }
  }

  /// How Swift names the callee of `call` in a requirement's message: "global function
  /// 'twice(_:)'", "generic struct 'LinearKeyframe'", "instance method 'value(target:time:)'".
  func calleeDescription(_ call: Expr, _ sig: Signature) -> String? {
    guard case .call(let callee, _) = resolution.resolved(call).kind else { return nil }
    switch resolution.resolved(callee).kind {
    case .variable(let n):
      if BuiltinSignatures.typeGenerics[n.text] != nil { return "generic struct '\(n.text)'" }
      return "global function '\(sig.selector(n.text))'"
    case .member(let base, let n):
      if n.text == "init" { return "initializer '\(sig.selector("init"))'" }
      if case .metatype = resolution.type(of: base) ?? .unknown { return "static method '\(sig.selector(n.text))'" }
      return "instance method '\(sig.selector(n.text))'"
    default: return nil
    }
  }

  /// The prefix of a literal's hint for a generic parameter in a bindings table (no parameter's
  /// name starts with it).
  static let literalHint = "#"

  /// A generic parameter that only literals gave a type takes their default type (`min(3, 1)`
  /// is an Int), unless a closure argument was there to decide, which the checker cannot always
  /// read (the parameter then stays unknown, checked when it runs).
  func settleLiteralHints(_ bindings: inout [String: SwiftType], closures: Bool) {
    for (key, t) in bindings where key.hasPrefix(Self.literalHint) {
      bindings[key] = nil
      let name = String(key.dropFirst(Self.literalHint.count))
      if !closures, bindings[name] == nil { bindings[name] = t }
    }
  }

  /// Binds the generic parameters in `pattern` (a parameter's or a result's declared type) to
  /// what `actual` has in their places. A parameter already bound keeps its first binding; a
  /// number literal binds an `Animatable` or `VectorArithmetic` parameter to Double (Int is
  /// neither).
  func unify(_ pattern: SwiftType, _ actual: SwiftType, _ bindings: inout [String: SwiftType]) {
    switch (pattern, actual) {
    case (.typeParameter(let name, let constraints), _):
      guard bindings[name] == nil, !actual.isUnknown, actual != .nilLiteral, actual != .void else { return }
      let animatable = constraints.contains("VectorArithmetic") || constraints.contains("Animatable")
      // A number literal (or an array of them, Anim's AnimatableVector) is a Double here.
      if animatable, isLiteralType(actual) {
        bindings[name] = .double
      } else if animatable, case .array(let element) = actual, isLiteralType(element) {
        bindings[name] = .array(.double)
      } else if isLiteralType(actual) {
        // Elsewhere a literal decides last: `reduce(0) { $0 + $1 }` over Doubles is a Double in
        // Swift (the closure decides). Kept as a hint (settleLiteralHints).
        // Integer and float literals for one parameter make it a Double (`min(3, 1.5)`).
        let hint = Self.literalHint + name
        if bindings[hint] == nil || (bindings[hint] == .int && actual.defaulted == .double) { bindings[hint] = actual.defaulted }
      } else {
        bindings[name] = actual.defaulted
      }
    case (.named(let p, let pargs), .named(let a, let aargs)):
      if p == a {
        for (x, y) in zip(pargs, aargs) { unify(x, y, &bindings) }
      } else if let c = Self.conformances[p]?.first(where: { $0.protocolName == a }), c.argument < pargs.count,
        let wanted = aargs.first
      {
        unify(pargs[c.argument], wanted, &bindings)  // trap-ok: checked
      }
    case (.optional(let p), .optional(let a)): unify(p, a, &bindings)
    case (.optional(let p), _): unify(p, actual, &bindings)
    case (.array(let p), .array(let a)): unify(p, a, &bindings)
    case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
      unify(pk, ak, &bindings)
      unify(pv, av, &bindings)
    case (.tuple(let ps, _), .tuple(let items, _)) where ps.count == items.count:
      for (x, y) in zip(ps, items) { unify(x, y, &bindings) }
    case (.function(let ps, let pr), .function(let items, let r)) where ps.count == items.count:
      for (x, y) in zip(ps, items) { unify(x, y, &bindings) }
      unify(pr, r, &bindings)
    default: break
    }
  }
}

extension SwiftType {
  /// The type with each generic parameter replaced by what `replace` gives for it.
  func mappingTypeParameters(_ replace: (_ name: String, _ constraints: [String]) -> SwiftType) -> SwiftType {
    switch self {
    case .typeParameter(let name, let constraints): return replace(name, constraints)
    case .named(let n, let args): return .named(n, args.map { $0.mappingTypeParameters(replace) })
    case .optional(let t): return .optional(t.mappingTypeParameters(replace))
    case .array(let t): return .array(t.mappingTypeParameters(replace))
    case .dictionary(let k, let v): return .dictionary(k.mappingTypeParameters(replace), v.mappingTypeParameters(replace))
    case .tuple(let items, let labels): return .tuple(items.map { $0.mappingTypeParameters(replace) }, labels: labels)
    case .function(let p, let r): return .function(p.map { $0.mappingTypeParameters(replace) }, r.mappingTypeParameters(replace))
    case .metatype(let t): return .metatype(t.mappingTypeParameters(replace))
    default: return self
    }
  }

  /// The type with its bound generic parameters replaced (`[V]` → `[Double]`); unbound ones stay.
  func binding(_ bindings: [String: SwiftType]) -> SwiftType {
    if bindings.isEmpty { return self }
    return mappingTypeParameters { name, constraints in bindings[name] ?? .typeParameter(name, constraints: constraints) }
  }

  /// The type with the generic parameters left in it unknown (`KeyframeTrack<_, Double>`).
  var erasingTypeParameters: SwiftType { mappingTypeParameters { _, _ in .unknown } }

  /// The generic parameters in the type, with their constraints.
  var typeParameters: [(String, [String])] {
    var found: [(String, [String])] = []
    _ = mappingTypeParameters { name, constraints in
      found.append((name, constraints))
      return .unknown
    }
    return found
  }

  /// Whether a generic parameter is left in the type (`KeyframeTrack<Root, Double>`).
  var containsTypeParameter: Bool { !typeParameters.isEmpty }
}
