// The one table of built-in properties and methods. Each is declared once (BuiltinTable+*.swift):
// the type it belongs to, its Swift selector (`scaled(by:)`), its parameters and defaults, a
// one-line doc, and a typed implementation. The lowering binds a member access or a method call
// to the table when it compiles the expression: the name is looked up and the call's labels are
// matched against each overload then, once. At run time the call site computes the receiver's
// kind (a switch), indexes an array with it, and calls the implementation. Completion, `:help`
// and did-you-mean read the same table.
import AnimSyntax
import AnimationCore

/// The kinds of values the table tells apart: one per `Value` case, and one per built-in object
/// class. A small integer, so that a call site's overloads sit in an array indexed by it.
enum ValueKind: Int, CaseIterable {
  case none, bool, number, string, vector, color, pair, function, animation, type, record
  case context, animationState, transaction, zero
  case projection, series, point, range, stride, environment, environmentSnapshot, clock
  case animNamespace, customValue, curve, spring, completionCriteria, chartStyle, otherObject

  /// The Swift type name shown in `:help` and completions.
  var typeName: String {
    switch self {
    case .none: "Optional"
    case .bool: "Bool"
    case .number: "Double"
    case .string: "String"
    case .vector: "AnimatableVector"
    case .color: "Color"
    case .pair: "AnimatablePair"
    case .function: "Function"
    case .animation: "Animation"
    case .type: "Type"
    case .record: "State record"
    case .context: "AnimationContext"
    case .animationState: "AnimationState"
    case .transaction: "Transaction"
    case .zero: "zero"
    case .projection: "Binding ($x)"
    case .series: "Series"
    case .point: "Series point"
    case .range: "Range"
    case .stride: "Stride"
    case .environment, .environmentSnapshot: "EnvironmentValues"
    case .clock: "Clock"
    case .animNamespace: "anim"
    case .customValue: "CustomAnimation"
    case .curve: "UnitCurve"
    case .spring: "Spring"
    case .completionCriteria: "AnimationCompletionCriteria"
    case .chartStyle: "ChartStyle"
    case .otherObject: "object"
    }
  }
}

extension Value {
  /// The table's kind of this value (cells and properties give their content's kind).
  var kind: ValueKind {
    switch self {
    case .none: .none
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .vector: .vector
    case .color: .color
    case .pair: .pair
    case .function, .builtin, .boundMethod: .function
    case .animation: .animation
    case .type: .type
    case .record: .record
    case .context: .context
    case .animationState: .animationState
    case .transaction: .transaction
    case .zero: .zero
    case .object(let o): o.kind
    case .box(let b): b.value.kind
    case .property(let p): p.model.kind
    }
  }
}

/// A built-in property's implementation: the receiver (of the entry's kind) in, the value out.
typealias PropertyGetter = (Value, Interpreter, SourceRange, inout Machine) throws(RuntimeError) -> Value

/// A method taking one argument, which arrives directly (no stack traffic): the common shape of
/// hot methods such as `scaled(by:)`. The site gives the call's and the argument's ranges.
typealias Method1 = (Value, Value, Interpreter, ArgumentSite, inout Machine) throws(RuntimeError) -> Value

/// A method taking any number of arguments, which sit on the machine's stack in parameter order
/// (defaults filled in) from `Arguments.base`.
typealias MethodN = (Value, Arguments, Interpreter, inout Machine) throws(RuntimeError) -> Value

/// A built-in method's evaluated arguments, in parameter order, on the machine's stack.
struct Arguments {
  /// Stack index of the first argument.
  let base: Int
  /// Where they came from (for messages).
  let site: ArgumentSite

  var count: Int { site.mapping.count }
  var range: SourceRange { site.range }

  /// Argument `i` (nil past the end).
  func value(_ i: Int, _ m: inout Machine) -> Value {
    i < count ? m.stack[base + i].unwrapped : .none  // trap-ok: the call pushed `count` values
  }

  /// Argument `i`, which must be a number (`what` names the method in the message).
  func number(_ i: Int, _ what: String, _ m: inout Machine) throws(RuntimeError) -> Double {
    let v = value(i, &m)
    guard case .number(let d) = v else {
      throw RuntimeError(
        "'\(what)' expects a number here, not \(v.typeNameWithArticle)", at: site.range(of: i), file: m.file)
    }
    return d
  }

  func range(of i: Int) -> SourceRange { site.range(of: i) }
}

/// A bound call's arguments as written: which argument gives each parameter, and their ranges.
final class ArgumentSite {
  /// For each parameter, the index of the argument that gives it (nil: its default).
  let mapping: [Int?]
  /// Each written argument's range.
  let argumentRanges: [SourceRange]
  /// The whole call.
  let range: SourceRange

  init(mapping: [Int?], argumentRanges: [SourceRange], range: SourceRange) {
    self.mapping = mapping
    self.argumentRanges = argumentRanges
    self.range = range
  }

  /// Parameter `i`'s argument's range, or the call's for a default.
  func range(of i: Int) -> SourceRange {
    guard i < mapping.count, let k = mapping[i], k < argumentRanges.count else { return range }  // trap-ok: checked
    return argumentRanges[k]  // trap-ok: checked
  }
}

/// A built-in property, declared once.
struct BuiltinProperty {
  let owner: ValueKind
  let name: String
  let doc: String
  let get: PropertyGetter
}

/// A built-in method, declared once.
struct BuiltinMethod {
  enum Body {
    case one(Method1)
    case any(MethodN)
  }

  let owner: ValueKind
  let name: String
  let parameters: [BuiltinParameter]
  let doc: String
  let body: Body

  /// The Swift selector: `scaled(by:)`, `contains(_:)`.
  var selector: String {
    name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }

  /// For each parameter, the index of the argument that gives it, or nil where the parameter's
  /// default applies; nil when the labels do not fit (Swift's rule: arguments in parameter
  /// order, a defaulted parameter may be left out).
  func match(_ labels: [String?]) -> [Int?]? {
    var mapping: [Int?] = []
    var next = 0
    for p in parameters {
      if next < labels.count, (labels[next] ?? "_") == p.label {  // trap-ok: checked
        mapping.append(next)
        next += 1
      } else if p.defaultValue != nil {
        mapping.append(nil)
      } else {
        return nil
      }
    }
    return next == labels.count ? mapping : nil
  }
}

/// The table.
final class BuiltinTable: @unchecked Sendable {
  static let shared = BuiltinTable()

  private(set) var properties: [BuiltinProperty] = []
  private(set) var methods: [BuiltinMethod] = []
  /// A dispatcher per property name, built once.
  private var propertyGroups: [String: PropertyGroup] = [:]
  private var methodsByName: [String: [Int]] = [:]

  private init() {
    registerValues()
    registerScene()
    for (name, list) in Dictionary(grouping: properties, by: \.name) {
      propertyGroups[name] = PropertyGroup(list)
    }
    for (i, m) in methods.enumerated() { methodsByName[m.name, default: []].append(i) }
  }

  // MARK: Declaring

  func property(_ owner: ValueKind, _ name: String, _ doc: String, _ get: @escaping PropertyGetter) {
    properties.append(BuiltinProperty(owner: owner, name: name, doc: doc, get: get))
  }

  func method(
    _ owner: ValueKind, _ name: String, _ parameters: [BuiltinParameter], _ doc: String,
    _ body: BuiltinMethod.Body
  ) {
    methods.append(
      BuiltinMethod(owner: owner, name: name, parameters: parameters, doc: doc, body: body))
  }

  // MARK: Binding (when code is lowered)

  /// The property `name` on whichever kinds have it, nil when no kind does.
  func property(named name: String) -> PropertyGroup? { propertyGroups[name] }

  /// The method `name` called with these labels, bound per receiver kind; nil when no built-in
  /// method of that name takes these labels (the call then goes the general way, which reports
  /// the mismatch or finds a declared method).
  func bindMethod(named name: String, labels: [String?]) -> BoundMethodCall? {
    guard let candidates = methodsByName[name] else { return nil }
    var slots = [BoundMethodCall.Slot?](repeating: nil, count: ValueKind.allCases.count)
    var any = false
    for index in candidates {
      let method = methods[index]  // trap-ok: indices from `methods`
      guard slots[method.owner.rawValue] == nil, let mapping = method.match(labels) else { continue }  // trap-ok: one slot per kind
      slots[method.owner.rawValue] = BoundMethodCall.Slot(method: method, mapping: mapping)  // trap-ok: one slot per kind
      any = true
    }
    return any ? BoundMethodCall(slots: slots, arity: labels.count) : nil
  }

  /// The message for a call of method `name` on `kind` whose labels fit none of its overloads;
  /// nil when `kind` has no such method.
  func labelMismatch(_ name: String, _ kind: ValueKind, _ signature: String) -> String? {
    let overloads = (methodsByName[name] ?? []).map { methods[$0] }.filter { $0.owner == kind }  // trap-ok: indices from `methods`
    guard !overloads.isEmpty else { return nil }
    return Builtins.noOverloadMessage(
      what: name, signature: signature, overloads: overloads.map(\.parameters))
  }

  /// Every property and method a kind has, for completion and `:help`.
  func members(of kind: ValueKind) -> [(name: String, signature: String, doc: String)] {
    properties.filter { $0.owner == kind }.map { ($0.name, $0.name, $0.doc) }
      + methods.filter { $0.owner == kind }.map { ($0.name, $0.selector, $0.doc) }
  }
}

/// A property name's implementations, indexed by receiver kind.
final class PropertyGroup {
  private let getters: [PropertyGetter?]

  init(_ list: [BuiltinProperty]) {
    var getters = [PropertyGetter?](repeating: nil, count: ValueKind.allCases.count)
    for p in list where getters[p.owner.rawValue] == nil { getters[p.owner.rawValue] = p.get }  // trap-ok: one per kind
    self.getters = getters
  }

  /// The property of `base`, or nil when `base`'s kind has no such built-in property.
  @inline(__always)
  func get(_ base: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    let b = base.unwrapped
    guard let getter = getters[b.kind.rawValue] else { return nil }  // trap-ok: one per kind
    return try getter(b, i, range, &m)
  }
}

/// A method call bound to the table: the overload for each receiver kind, with the mapping of
/// the call's arguments onto its parameters.
final class BoundMethodCall {
  struct Slot {
    let method: BuiltinMethod
    let mapping: [Int?]
  }

  let slots: [Slot?]
  let arity: Int

  init(slots: [Slot?], arity: Int) {
    self.slots = slots
    self.arity = arity
  }

  /// The call as code: the receiver's kind picks the overload; a kind without one goes to
  /// `Interpreter.callMethod` (declared methods, objects, and the error for a missing method).
  func lower(receiver: @escaping ExprCode, site: LoweredCall, name: String) -> ExprCode {
    let range = site.range
    // One argument for one-parameter methods: passed directly, no stack traffic.
    let ones: [Method1?] = slots.map { slot in
      guard let slot, slot.method.parameters.count == 1, case .one(let f) = slot.method.body else {
        return nil
      }
      return f
    }
    let codes = site.codes
    let argumentRanges = site.args.map { $0.value.range }
    if arity == 1, zip(ones, slots).allSatisfy({ $0.0 != nil || $0.1 == nil }) {
      let arg = codes[0]  // trap-ok: arity 1
      let argSite = ArgumentSite(mapping: [0], argumentRanges: argumentRanges, range: range)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let r = try receiver(i, &m).unwrapped
        guard let f = ones[r.kind.rawValue] else {  // trap-ok: one per kind
          return try i.callMethod(r, name, site, &m)
        }
        return try f(r, try arg(i, &m).unwrapped, i, argSite, &m)
      }
    }
    let bound: [(BuiltinMethod, ArgumentSite)?] = slots.map { slot in
      slot.map {
        ($0.method, ArgumentSite(mapping: $0.mapping, argumentRanges: argumentRanges, range: range))
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let r = try receiver(i, &m).unwrapped
      guard let (method, argSite) = bound[r.kind.rawValue] else {  // trap-ok: one per kind
        return try i.callMethod(r, name, site, &m)
      }
      let base = m.stack.count
      for (k, source) in argSite.mapping.enumerated() {
        if let source {
          m.stack.append(try codes[source](i, &m))  // trap-ok: mapping indexes the arguments
        } else {
          m.stack.append(method.parameters[k].defaultValue ?? .none)  // trap-ok: one per parameter
        }
      }
      defer { m.stack.removeAbove(base) }
      let args = Arguments(base: base, site: argSite)
      switch method.body {
      case .one(let f): return try f(r, args.value(0, &m), i, argSite, &m)
      case .any(let f): return try f(r, args, i, &m)
      }
    }
  }
}
