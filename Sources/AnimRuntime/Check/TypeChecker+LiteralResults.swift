// `values.reduce(0, +)` and `values.reduce(0) { $0 + $1 }` over Doubles are Doubles in Swift:
// the literal `0` can be any number type, and the closure (or the operator) makes `Result` the
// elements' type. The checker binds a generic parameter that only a literal gave a type
// tentatively when it checks a closure or an operator argument: an integer literal's hint
// takes the floating type of the function's other parameters (Double, CGFloat), otherwise its
// own default; the closure's or operator's checked type then binds the parameter for good.
import AnimSyntax

extension TypeChecker {
  /// `bindings` with each literal-only generic parameter bound as a closure or operator
  /// argument of type `declared` sees it (see the file's header).
  func tentativeBindings(_ bindings: [String: SwiftType], for declared: SwiftType) -> [String: SwiftType] {
    guard case .function(let parameters, _) = declared else { return bindings }
    var out = bindings
    let floating = parameters.map { $0.binding(bindings) }.first { $0.isFloating }
    for (key, hint) in bindings where key.hasPrefix(Self.literalHint) {
      let name = String(key.dropFirst(Self.literalHint.count))
      guard out[name] == nil else { continue }
      out[name] = hint == .int ? floating ?? hint : hint
    }
    return out
  }

  /// `tentative` with each generic parameter that an integer literal's hint made `Int` made
  /// `Double` instead; nil when there is none.
  func floatingLiteralRetry(_ bindings: [String: SwiftType], _ tentative: [String: SwiftType]) -> [String: SwiftType]? {
    var out = tentative
    var changed = false
    for (key, hint) in bindings where key.hasPrefix(Self.literalHint) && hint == .int {
      let name = String(key.dropFirst(Self.literalHint.count))
      guard bindings[name] == nil, tentative[name] == .int else { continue }
      out[name] = .double
      changed = true
    }
    return changed ? out : nil
  }

  /// `+`, `<` passed as a function (`reduce(0, +)`, `sorted(by: <)`): typed by the function
  /// type expected of it, when both operands are one number type (or strings for `+` and the
  /// comparisons); unknown otherwise.
  func operatorFunctionType(_ op: BinaryOperator, expected: SwiftType?) -> SwiftType {
    guard case .function(let parameters, _)? = expected, parameters.count == 2, let first = parameters.first,
      parameters.allSatisfy({ $0 == first }), first.isNumber || first == .string
    else { return .unknown }
    switch op {
    case .add: return .function(parameters, first)
    case .subtract, .multiply, .divide, .remainder: return first.isNumber ? .function(parameters, first) : .unknown
    case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual: return .function(parameters, .bool)
    default: return .unknown
    }
  }
}

extension TypeChecker {
  /// `Dictionary()`, `Dictionary(uniqueKeysWithValues: pairs)` (`[K: V]` from a sequence of
  /// `(K, V)`) and `Dictionary(grouping: items, by: key)` (`[K: [Element]]`). Nil for other
  /// labels (reported as a built-in's label mismatch when lowered).
  func dictionaryInitializer(_ args: [CallArgument], expected: SwiftType?) -> SwiftType? {
    var wanted: (SwiftType, SwiftType)? = nil
    if case .dictionary(let k, let v)? = expected?.unwrapped { wanted = (k, v) }
    let labels = args.map { $0.label?.text }
    if args.isEmpty { return wanted.map { .dictionary($0.0, $0.1) } ?? .dictionary(.unknown, .unknown) }
    if labels == ["uniqueKeysWithValues"], let a = args.first {
      let pairs = check(a.value, expected: wanted.map { .array(.tuple([$0.0, $0.1], labels: [nil, nil])) }).defaulted
      guard case .tuple(let items, _) = elementType(of: pairs), items.count == 2, let k = items.first, let v = items.last else {
        return wanted.map { .dictionary($0.0, $0.1) } ?? .dictionary(.unknown, .unknown)
      }
      return .dictionary(k, v)
    }
    if labels == ["grouping", "by"], let a = args.first, let by = args.last {
      let element = elementType(of: check(a.value, expected: nil).defaulted)
      let key = check(by.value, expected: .function([element], wanted?.0 ?? .unknown))
      guard case .function(_, let k) = key else { return .dictionary(.unknown, .array(element)) }
      return .dictionary(k.defaulted, .array(element))
    }
    return nil
  }

  /// `Array(seq)` and `Array(repeating: x, count: n)`: `[Element]`, the element being the
  /// sequence's, the repeated value's, or the expected array's (`let a: [Double] =
  /// Array(repeating: 0, count: 3)`). Nil for other arguments (checked as before).
  func arrayInitializer(_ args: [CallArgument], expected: SwiftType?) -> SwiftType? {
    var wanted: SwiftType? = nil
    if case .array(let e)? = expected?.unwrapped { wanted = e }
    if args.count == 1, let a = args.first, a.label == nil {
      let element = elementType(of: check(a.value, expected: wanted.map { .array($0) }).defaulted)
      return .array(element.isUnknown ? wanted ?? .unknown : element)
    }
    guard args.count == 2, args.first?.label?.text == "repeating", args.last?.label?.text == "count",
      let repeated = args.first, let count = args.last
    else { return nil }
    let element = check(repeated.value, expected: wanted)
    check(count.value, expected: .int)
    return .array(wanted ?? element.defaulted)
  }
}
