// The one table of built-in properties and methods. Each entry (BuiltinTable+*.swift) says the
// kind it belongs to, its name, a one-line doc and its implementation; a method's overloads (its
// labels, defaults, closures) are read from its Swift declaration, the line the checker types it
// from (BuiltinTable+Declarations.swift; the views' from ViewSignatures.swift). The lowering binds a member access or a method call
// to the table when it compiles the expression: the name is looked up and the call's labels are
// matched against each overload then, once. At run time the call site computes the receiver's
// kind (a switch), indexes an array with it, and calls the implementation. Completion, `:help`
// and did-you-mean read the same table.
import AnimSyntax
import AnimationCore
import Foundation

/// The kinds of values the table tells apart: one per `Value` case, and one per built-in object
/// class. A small integer, so that a call site's overloads sit in an array indexed by it.
enum ValueKind: Int, CaseIterable {
  case none, bool, number, string, vector, color, pair, function, animation, type, record
  case context, animationState, transaction, zero
  case projection, series, point, range, stride, environment, environmentSnapshot, clock
  case animNamespace, customValue, curve, spring, completionCriteria, chartStyle, otherObject, enumCase, keyPath
  // Keyframes (BuiltinTable+Keyframes.swift): values, then types.
  case keyframe, keyframeTrack, keyframeTimeline
  case keyframeTimelineType, keyframeTrackType, linearKeyframeType, springKeyframeType
  case cubicKeyframeType, moveKeyframeType
  // Built-in types as values, for their static members and initialisers (`Animation.spring`,
  // `Spring(duration:bounce:)`): bound when the code is lowered, since the type is written.
  case animationType, unitCurveType, springType, transactionType, animationStateType
  case animationContextType, pausableAnimationType, targetAnimationType, completionCriteriaType
  case chartStyleType, vectorArithmeticType
  // Collections and the conversions' types (BuiltinTable+Collections.swift,
  // BuiltinTable+Conversions.swift).
  case array, dictionary, tuple, doubleType, intType, stringType, animatableVectorType, arrayType
  // SwiftUI's and CoreGraphics' value types (ValueKind+Geometry.swift): their values (a
  // GeometryObject; colours are `.color`), then the types.
  case cgPoint, cgSize, cgRect, cgVector, unitPoint, angle, emptyAnimatableData
  case cgFloatType, cgPointType, cgSizeType, cgRectType, cgVectorType, unitPointType, angleType
  case colorType, animatablePairType, emptyAnimatableDataType
  /// `FloatingPointRoundingRule` (`3.7.rounded(.down)`): a rule, then the type.
  case roundingRule, roundingRuleType
  /// `Color.RGBColorSpace` (`Color(.sRGB, red: 1, green: 0.5, blue: 0)`): a space, then the type
  /// (BuiltinTable+Color.swift).
  case rgbColorSpace, rgbColorSpaceType
  /// `Set` (SetObject.swift): a set, then the type.
  case set, setType
  /// The virtual clock's Foundation and Dispatch faces (BuiltinTable+Clock.swift): values, then types.
  case date, dispatchTime, dispatchQueue, dateType, dispatchTimeType, dispatchQueueType
  /// Foundation's number format styles (BuiltinTable+NumberFormat.swift): values, then types.
  case numberFormat, formatPrecision, numberFormatType, formatPrecisionType
  /// Foundation's `UUID` (BuiltinTable+UUID.swift): a value, then the type.
  case uuid, uuidType
  /// Swift's `Character` and `Substring` as values (their instances are strings:
  /// BuiltinTable+Characters.swift).
  case characterType, substringType
  /// `Dictionary` and `Bool` as values, for their initialisers and static members
  /// (BuiltinTable+DictionaryInitializers.swift, BuiltinTable+Random.swift).
  case dictionaryType, boolType
  /// A built-in view (`Circle()`, `Text("Hi").padding()`: a ViewObject) and a `Path`: the owners
  /// of SwiftUI's view modifiers (BuiltinTable+ViewModifiers.swift).
  case view, path
  /// A transition, and `AnyTransition` (BuiltinTable+Transitions.swift).
  case transition, transitionType
  /// `HorizontalAlignment`, `VerticalAlignment`, `Alignment` and `Edge.Set` as values, whose
  /// static members are alignments and edges (BuiltinTable+Alignments.swift).
  case horizontalAlignmentType, verticalAlignmentType, alignmentType, edgeSetType
  /// A ViewHost, a view found in one and a Button found in one (BuiltinTable+ViewHost.swift).
  case viewHost, foundView, foundButton
  /// `MatchedGeometryProperties` as a value, and an alignment guide's `ViewDimensions`
  /// (BuiltinTable+ViewValues.swift).
  case matchedPropertiesType, viewDimensions
  /// `Font` as a value, a font, and `Font.Weight` as a value (BuiltinTable+Fonts.swift).
  case fontType, font, fontWeightType
  /// Not a value: the owner of global functions (`rgb(_:_:_:)`, `stride(from:to:by:)`), bound
  /// when the call is lowered like a static method.
  case global

  /// The kind of the built-in type named `name` as a value, nil for another name (the names
  /// are `staticTypeName`'s, declared once there).
  static func ofType(named name: String) -> ValueKind? { typesByName[name] }

  private static let typesByName: [String: ValueKind] = Dictionary(
    uniqueKeysWithValues: allCases.compactMap { kind in kind.staticTypeName.map { ($0, kind) } })

  /// For a type's kind, the type's name.
  var staticTypeName: String? {
    switch self {
    case .animationType: "Animation"
    case .unitCurveType: "UnitCurve"
    case .springType: "Spring"
    case .transactionType: "Transaction"
    case .animationStateType: "AnimationState"
    case .animationContextType: "AnimationContext"
    case .pausableAnimationType: "PausableAnimation"
    case .targetAnimationType: "TargetAnimation"
    case .completionCriteriaType: "AnimationCompletionCriteria"
    case .chartStyleType: "ChartStyle"
    case .vectorArithmeticType: "VectorArithmetic"
    case .doubleType: "Double"
    case .intType: "Int"
    case .stringType: "String"
    case .animatableVectorType: "AnimatableVector"
    case .arrayType: "Array"
    case .keyframeTimelineType: "KeyframeTimeline"
    case .keyframeTrackType: "KeyframeTrack"
    case .linearKeyframeType: "LinearKeyframe"
    case .springKeyframeType: "SpringKeyframe"
    case .cubicKeyframeType: "CubicKeyframe"
    case .moveKeyframeType: "MoveKeyframe"
    case .roundingRuleType: "FloatingPointRoundingRule"
    case .rgbColorSpaceType: "Color.RGBColorSpace"
    case .setType: "Set"
    case .dateType: "Date"
    case .dispatchTimeType: "DispatchTime"
    case .dispatchQueueType: "DispatchQueue"
    case .numberFormatType: "FloatingPointFormatStyle"
    case .formatPrecisionType: "NumberFormatStyleConfiguration.Precision"
    case .uuidType: "UUID"
    case .characterType: "Character"
    case .substringType: "Substring"
    case .dictionaryType: "Dictionary"
    case .boolType: "Bool"
    default: geometryTypeName
    }
  }

  /// The Swift type name shown in `:help` and completions.
  var typeName: String {
    switch self {
    case .none: "Optional"
    case .cgPoint, .cgSize, .cgRect, .cgVector, .unitPoint, .angle, .emptyAnimatableData:
      geometryValueTypeName
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
    case .enumCase: "enum case"
    case .keyPath: "KeyPath"
    case .keyframe: "Keyframe"
    case .keyframeTrack: "KeyframeTrack"
    case .keyframeTimeline: "KeyframeTimeline"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .tuple: "Tuple"
    case .roundingRule: "FloatingPointRoundingRule"
    case .rgbColorSpace: "Color.RGBColorSpace"
    case .set: "Set"
    case .date: "Date"
    case .dispatchTime: "DispatchTime"
    case .dispatchQueue: "DispatchQueue"
    case .numberFormat: "FloatingPointFormatStyle"
    case .formatPrecision: "NumberFormatStyleConfiguration.Precision"
    case .uuid: "UUID"
    case .view: "View"
    case .path: "Path"
    case .transition, .transitionType: "AnyTransition"
    case .horizontalAlignmentType: "HorizontalAlignment"
    case .verticalAlignmentType: "VerticalAlignment"
    case .alignmentType: "Alignment"
    case .edgeSetType: "Edge.Set"
    case .viewHost: "ViewHost"
    case .foundView: "FoundView"
    case .foundButton: "FoundButton"
    case .matchedPropertiesType: "MatchedGeometryProperties"
    case .viewDimensions: "ViewDimensions"
    case .font, .fontType: "Font"
    case .fontWeightType: "Font.Weight"
    default: staticTypeName ?? "type"
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
    case .array: .array
    case .dictionary: .dictionary
    case .tuple: .tuple
    case .function, .builtin, .boundMethod: .function
    case .animation: .animation
    case .type(.builtin(let name)): ValueKind.ofType(named: name) ?? .type
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

/// A method taking three arguments, which arrive directly: the shape of
/// `animate(value:time:context:)`, which a script animation wrapping another calls every frame.
typealias Method3 = (Value, Value, Value, Value, Interpreter, ArgumentSite, inout Machine) throws(RuntimeError) -> Value

/// A three-argument method that evaluates its arguments itself, from their code (the call's
/// `Direct3Call`, one reference rather than three closures), so that it can put them where they
/// are used (`animate` evaluates them into the inner animation's frame). It must evaluate each
/// exactly once, in order.
typealias Site3 = (Value, Direct3Call, Interpreter, ArgumentSite, inout Machine) throws(RuntimeError) -> Value

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

/// A `Method1` in a box (see `BoundMethodCall.lower`).
final class Method1Box {
  let body: Method1
  init(_ body: @escaping Method1) { self.body = body }
}

/// A built-in property, declared once.
struct BuiltinProperty {
  let owner: ValueKind
  let name: String
  let doc: String
  let get: PropertyGetter
  /// For a settable property: the new container (a value, to be written back to where the
  /// receiver came from) or the receiver itself (an object, changed in place), and whether it
  /// must be written back.
  var set: PropertySetter?
}

/// A settable property's write: receiver and new value in, the updated receiver and whether it
/// must be written back out.
typealias PropertySetter =
  (Value, Value, Interpreter, SourceRange, inout Machine) throws(RuntimeError) -> (Value, Bool)

/// A method or initialiser taking its arguments as `BoundArguments` (which of several
/// overloads matched, the values in parameter order), with the call site for messages.
typealias BoundBody = (Value, BoundArguments, CallSite, Interpreter, inout Machine) throws(RuntimeError) -> Value

/// A built-in method (or static method, or initialiser, whose name is `init`), declared once.
struct BuiltinMethod {
  enum Body {
    /// One parameter, the argument passed directly.
    case one(Method1)
    /// One overload, the arguments on the stack.
    case any(MethodN)
    /// Several overloads; the body is told which one matched.
    case bound(BoundBody)
  }

  let owner: ValueKind
  let name: String
  /// Read from its declaration when its name is first bound (`BuiltinTable.resolveOverloads`).
  var overloads: [[BuiltinParameter]]
  let doc: String
  let body: Body
  /// How messages name it: `Animation.spring`, `Spring` (an initialiser), `delay`.
  let what: String
  /// For a one-parameter method of numbers: the result for a number receiver and a number
  /// argument, which a call site computes in place (as operators do) before dispatching.
  var numeric: ((Double, Double) -> Double)?
  /// For a mutating method (`append(_:)`): the change to the receiver in place, which a call
  /// on a variable or path writes back (`Lowering.mutatingCall`). `body` is then the error for
  /// a receiver that is not a place, as Swift's.
  var mutate: MutatingBody? = nil
  /// For a global function of numbers (`sin`, `pow`): the result for number arguments, which a
  /// call site computes in place (Lowering's numeric calls and formulas) before calling `body`.
  var pure: Builtins.Numeric? = nil
  /// For a three-parameter method: the same as `body`, with the arguments passed directly, which
  /// a call site giving all three in order uses (no stack traffic, no `Arguments`).
  var direct3: Method3? = nil
  /// For a three-parameter method: the same again, evaluating the arguments itself (`Site3`);
  /// a call site giving all three in order uses it before `direct3`.
  var site3: Site3? = nil

  var parameters: [BuiltinParameter] { overloads.first ?? [] }

  /// Overload `overload`'s parameters as a call with `count` of them (a `mapping`'s count)
  /// binds them: a variadic parameter repeated once per argument it took (or left out).
  func parameters(_ overload: Int, count: Int) -> [BuiltinParameter] {
    guard overload >= 0, overload < overloads.count else { return [] }
    let declared = overloads[overload]  // trap-ok: checked
    guard let v = declared.firstIndex(where: \.isVariadic) else { return declared }
    let taken = max(0, count - (declared.count - 1))
    return Array(declared[..<v]) + Array(repeating: declared[v], count: taken)  // trap-ok: v is an index
      + Array(declared[(v + 1)...])  // trap-ok: v is an index
  }
  var isInitializer: Bool { name == "init" }

  /// The Swift selectors: `scaled(by:)`, `Spring.init(duration:bounce:)`.
  var selectors: [String] {
    overloads.map { name + "(" + $0.map { $0.label + ":" + ($0.isVariadic ? "..." : "") }.joined() + ")" }
  }

  /// The first overload the labels fit, and for each of its parameters the index of the
  /// argument that gives it (nil where its default applies); nil when none fits (Swift's rule:
  /// arguments in parameter order, a defaulted parameter may be left out).
  func match(_ labels: [String?]) -> (overload: Int, mapping: [Int?])? {
    // An unlabelled trailing closure takes a labelled parameter (`sorted { … }` is
    // `sorted(by:)`, `contains { … }` is `contains(where:)`) before an unlabelled one.
    for strict in [true, false] where strict || labels.contains(Self.trailingClosure) {
      for (k, parameters) in overloads.enumerated() {
        if let mapping = Self.match(labels, parameters, strict: strict) { return (k, mapping) }
      }
    }
    return nil
  }

  /// The label a call's unlabelled trailing closure is matched with (no label can be spelt so).
  static let trailingClosure = "{ }"

  /// The labels of a call's arguments for `match`.
  static func labels(_ arguments: [CallArgument]) -> [String?] {
    arguments.map { $0.isTrailingClosure && $0.label == nil ? trailingClosure : $0.label?.text }
  }

  private static func match(_ labels: [String?], _ parameters: [BuiltinParameter], strict: Bool) -> [Int?]? {
    var mapping: [Int?] = []
    var next = 0
    // Where an overload marks its closure parameters, a trailing closure goes to the first of
    // them (Swift's forward scan skips a defaulted parameter that takes no function:
    // `withAnimation { … }` leaves the animation to its default). Otherwise it goes to the last
    // parameters it can: one with a default is skipped when a later one needs an argument
    // (`keyframeAnimator(initialValue: 0) { … }` leaves `repeating` at its default).
    let marksClosures = parameters.contains(where: \.isClosure)
    for (k, p) in parameters.enumerated() {
      let label = next < labels.count ? labels[next] ?? "_" : nil  // trap-ok: checked
      let laterRequired = parameters[(k + 1)...].contains { $0.defaultValue == nil }
      let fits =
        label == p.label
        || (label == trailingClosure
          && (marksClosures
            ? p.isClosure : (!strict || p.label != "_") && !(p.defaultValue != nil && laterRequired)))
      if p.isVariadic {
        // A variadic parameter takes its (labelled or not) first argument and every
        // unlabelled one after it; none at all is fine, as in Swift (`print()`).
        guard next < labels.count, label == p.label else { continue }
        repeat {
          mapping.append(next)
          next += 1
        } while next < labels.count && labels[next] == nil  // trap-ok: checked
      } else if next < labels.count, fits {
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

/// A mutating method's implementation: the receiver in place and the arguments bound; gives the
/// call's result (`removeLast()`'s element, nil for `append`).
typealias MutatingBody =
  (inout Value, BoundArguments, CallSite, Interpreter, inout Machine) throws(RuntimeError) -> Value

/// The table. Its entries are declared by families (`BuiltinFamily`: one registering function
/// each, BuiltinTable+*.swift), and a family is registered when a name it declares is first
/// bound, not at launch: `BuiltinTable+Index.swift` says which families declare each name. The
/// look-ups by name happen when code is lowered; a lowered call holds its entry.
final class BuiltinTable: @unchecked Sendable {
  static let shared = BuiltinTable()

  /// The entries registered so far, in registration order (families load in any order).
  private var registeredProperties: [BuiltinProperty] = []
  private var registeredMethods: [BuiltinMethod] = []
  /// Each entry's precedence: its family's place in `BuiltinFamily`, then its place in the
  /// family. Where two entries give a kind the same name (and labels), the first wins, as when
  /// every family was registered in that order at launch.
  private var propertyRanks: [Int] = []
  private var methodRanks: [Int] = []
  /// A dispatcher per property name, built when the name is first bound (nil: no kind has it).
  private var propertyGroups: [String: PropertyGroup?] = [:]
  /// Entry indices by name, in rank order.
  private var propertiesByName: [String: [Int]] = [:]
  private var methodsByName: [String: [Int]] = [:]
  private struct ConstantKey: Hashable {
    let owner: ValueKind
    let name: String
  }
  private var constants: [ConstantKey: Value] = [:]
  /// The families registered, one bit each.
  private var loadedFamilies: UInt64 = 0
  /// The entries registered without a declaration (`resolveOverloads`).
  private var undeclared: [String] = []
  /// For each method entry, the selector its overloads are still to be read by ("" once read,
  /// or for an entry that gave them): they are read when the entry's name is first bound, so
  /// that registering a family reads only the declarations a script calls. (`[String]`, not
  /// `[String?]`: a generic type's first use costs its metadata at start-up.)
  private var pendingSelectors: [String] = []
  /// Sessions may run on several threads (tests run in parallel): every look-up that may
  /// register a family holds this; the registering functions run under it and take no other.
  /// A body is never run under it.
  private let lock = NSLock()

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
  /// The family being registered and the number of entries it has made (a family may register
  /// another while it runs: an alias registers its original's).
  private var registering = (family: 0, count: 0)

  /// Every property and method; registers every family (`:help`, completion).
  var properties: [BuiltinProperty] {
    locked {
      loadAll()
      return registeredProperties
    }
  }
  var methods: [BuiltinMethod] {
    locked {
      loadAll()
      resolveAllOverloads()
      return registeredMethods
    }
  }

  private init() {}

  /// A table with every family registered in order, as the table was built at launch before
  /// it was lazy (`BuiltinTableIndexTests` reads the index from it).
  static func registeringEverything() -> BuiltinTable {
    let table = BuiltinTable()
    table.locked { table.loadAll() }
    return table
  }

  /// A table with nothing registered yet, as `shared` is at launch (tests).
  static func registeringNothing() -> BuiltinTable { BuiltinTable() }

  // MARK: Loading

  /// Registers the families that declare `name` (a property or method of any kind, or a global
  /// function), once.
  private func load(_ name: String) {
    let wanted = Self.families(declaring: name) & ~loadedFamilies
    guard wanted != 0 else { return }
    for family in BuiltinFamily.allCases where wanted & (1 << family.rawValue) != 0 { load(family) }
  }

  private func load(_ family: BuiltinFamily) {
    guard loadedFamilies & (1 << family.rawValue) == 0 else { return }
    loadedFamilies |= 1 << family.rawValue
    let saved = registering
    registering = (family.rawValue, 0)
    defer { registering = saved }
    register(family)
  }

  /// Registers the families whose entries belong to `kind` (its members, for completion and
  /// did-you-mean).
  private func load(owner kind: ValueKind) {
    for family in BuiltinFamily.allCases where Self.familyOwners(family).contains(kind) { load(family) }
  }

  private func loadAll() {
    for family in BuiltinFamily.allCases { load(family) }
  }

  private func nextRank() -> Int {
    registering.count += 1
    return registering.family << 32 | registering.count
  }

  private func append(_ property: BuiltinProperty) {
    let rank = nextRank()
    let i = registeredProperties.count
    registeredProperties.append(property)
    propertyRanks.append(rank)
    Self.insert(i, rank: rank, into: &propertiesByName[property.name, default: []], ranks: propertyRanks)
  }

  private func append(_ method: BuiltinMethod, declaredBy selector: String? = nil) {
    let rank = nextRank()
    let i = registeredMethods.count
    registeredMethods.append(method)
    pendingSelectors.append(selector ?? "")
    methodRanks.append(rank)
    Self.insert(i, rank: rank, into: &methodsByName[method.name, default: []], ranks: methodRanks)
  }

  /// Inserts entry `i` into a name's list, kept in rank order.
  private static func insert(_ i: Int, rank: Int, into list: inout [Int], ranks: [Int]) {
    let at = list.firstIndex { ranks[$0] > rank } ?? list.count  // trap-ok: indices of entries
    list.insert(i, at: at)
  }

  /// The methods called `name`, in rank order, their families registered.
  private func candidates(_ name: String) -> [Int] {
    load(name)
    let list = methodsByName[name] ?? []
    for i in list { resolveOverloads(i) }
    return list
  }

  /// Reads entry `i`'s overloads from its declaration, once; an entry with none is recorded
  /// (`undeclaredEntries`), so that the tests name it.
  private func resolveOverloads(_ i: Int) {
    guard i < pendingSelectors.count, i < registeredMethods.count, !pendingSelectors[i].isEmpty else { return }  // trap-ok: checked
    let selector = pendingSelectors[i]  // trap-ok: checked
    pendingSelectors[i] = ""  // trap-ok: checked
    let owner = registeredMethods[i].owner  // trap-ok: checked
    let overloads = Self.declared(owner, selector)
    if overloads.isEmpty { undeclared.append(owner.typeName + "." + selector) }
    registeredMethods[i].overloads = overloads  // trap-ok: checked
  }

  /// Every entry's overloads read (`:help`, completion, the tests).
  private func resolveAllOverloads() {
    for i in registeredMethods.indices { resolveOverloads(i) }
  }

  /// The family and place of each entry, for the index (`BuiltinTableIndexTests`).
  var registeredEntries: [(name: String, owner: ValueKind, family: Int, isProperty: Bool)] {
    locked {
      zip(registeredProperties, propertyRanks).map { ($0.name, $0.owner, $1 >> 32, true) }
        + zip(registeredMethods, methodRanks).map { ($0.name, $0.owner, $1 >> 32, false) }
    }
  }

  /// The global functions' names, in the order of their registration when every family is
  /// registered in order (`Builtins` gives each an index in that order).
  var globalFunctionNamesInOrder: [String] {
    locked {
      zip(registeredMethods, methodRanks).filter { $0.0.owner == .global }.sorted { $0.1 < $1.1 }.map(\.0.name)
    }
  }

  // MARK: Declaring

  func property(_ owner: ValueKind, _ name: String, _ doc: String, _ get: @escaping PropertyGetter) {
    append(BuiltinProperty(owner: owner, name: name, doc: doc, get: get, set: nil))
  }

  /// A settable property: its read and its write. (Not an overload of `property`: with two
  /// candidates, the type checker tried every closure body against both and took minutes.)
  func settable(
    _ owner: ValueKind, _ name: String, _ doc: String, get: @escaping PropertyGetter,
    set: @escaping PropertySetter
  ) {
    append(BuiltinProperty(owner: owner, name: name, doc: doc, get: get, set: set))
  }

  /// The entries registered so far that have no declaration to read their overloads from.
  var undeclaredEntries: [String] {
    locked {
      resolveAllOverloads()
      return undeclared
    }
  }

  /// A method whose body is a `Method1` or a `MethodN`, its overloads declared.
  func method(
    _ owner: ValueKind, _ selector: String, _ doc: String,
    numeric: ((Double, Double) -> Double)? = nil, body: BuiltinMethod.Body
  ) {
    let name = Self.splitSelector(selector).name
    append(
      BuiltinMethod(
        owner: owner, name: name, overloads: [], doc: doc, body: body, what: name,
        numeric: numeric), declaredBy: selector)
  }

  /// A three-parameter method whose call sites pass the arguments directly (see `Method3`);
  /// other ways of calling it (a method value, a call with arguments out of order) read them
  /// from the stack and call the same body.
  func method(
    _ owner: ValueKind, _ selector: String, _ doc: String,
    three body: @escaping Method3, site: Site3? = nil
  ) {
    let name = Self.splitSelector(selector).name
    var entry = BuiltinMethod(
      owner: owner, name: name, overloads: [], doc: doc,
      body: .any { (v: Value, args: Arguments, i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        try body(v, args.value(0, &m), args.value(1, &m), args.value(2, &m), i, args.site, &m)
      }, what: name, numeric: nil)
    entry.direct3 = body
    entry.site3 = site
    append(entry, declaredBy: selector)
  }

  /// A method, static method or initialiser (`name` "init") with several overloads; `what` is
  /// how messages name it. Its overloads are read from its declaration (`selector` a name or
  /// selectors), or given (`overloads`: the views', read from ViewSignatures).
  func method(
    _ owner: ValueKind, _ selector: String, overloads given: [[BuiltinParameter]]? = nil, what: String? = nil,
    pure: Builtins.Numeric? = nil, _ doc: String, _ body: @escaping BoundBody
  ) {
    let name = given == nil ? Self.splitSelector(selector).name : selector
    let type = owner.staticTypeName
    let shown = what ?? (name == "init" ? type ?? name : type.map { "\($0).\(name)" } ?? name)
    append(
      BuiltinMethod(
        owner: owner, name: name, overloads: given ?? [], doc: doc, body: .bound(body), what: shown,
        numeric: nil, pure: pure), declaredBy: given == nil ? selector : nil)
  }

  /// Another name for `owner`'s method `original`, with the same body: a spelling Apple's
  /// documentation uses, with its own declaration (whose overloads are the original's first
  /// ones, in order, as the body expects). Declared after the original; an alias of a method
  /// not (yet) declared is left out.
  func alias(_ owner: ValueKind, _ name: String, of original: String, _ doc: String) {
    guard let m = candidates(original).lazy.map({ self.registeredMethods[$0] }).first(where: { $0.owner == owner })  // trap-ok: indices of entries
    else { return }
    append(
      BuiltinMethod(
        owner: owner, name: name, overloads: [], doc: doc, body: m.body, what: name,
        numeric: m.numeric), declaredBy: name)
  }

  /// A mutating method (`append(_:)`, `remove(at:)`): called on a variable or a path it changes
  /// the value there; on any other value (`[1].append(2)`) it is Swift's error.
  func mutatingMethod(
    _ owner: ValueKind, _ selector: String, _ doc: String, _ body: @escaping MutatingBody
  ) {
    let name = Self.splitSelector(selector).name
    append(
      BuiltinMethod(
        owner: owner, name: name, overloads: [], doc: doc,
        body: .bound { _, _, site, _, m throws(RuntimeError) in
          throw RuntimeError(
            "cannot use mutating member '\(name)' on an immutable value", at: site.range, file: m.file)
        }, what: name, numeric: nil, mutate: body), declaredBy: selector)
  }

  /// The mutating methods called `name` that take these labels, by receiver kind; nil when
  /// no kind has one.
  func bindMutating(named name: String, labels: [String?]) -> [ValueKind: BoundMethodCall.Slot]? {
    lock.lock()
    defer { lock.unlock() }
    var slots: [ValueKind: BoundMethodCall.Slot] = [:]
    for index in candidates(name) {
      let method = registeredMethods[index]  // trap-ok: indices of entries
      guard method.mutate != nil, slots[method.owner] == nil,
        let (overload, mapping) = method.match(labels)
      else { continue }
      slots[method.owner] = BoundMethodCall.Slot(method: method, overload: overload, mapping: mapping)
    }
    return slots.isEmpty ? nil : slots
  }

  /// Whether some kind has a mutating method called `name` (the resolver's check of `let`s).
  func isMutatingMethod(_ name: String) -> Bool {
    locked { candidates(name).contains { registeredMethods[$0].mutate != nil } }  // trap-ok: indices of entries
  }

  /// A static property of a built-in type whose value never changes (`Animation.easeIn`).
  func constant(_ owner: ValueKind, _ name: String, _ doc: String, _ value: Value) {
    property(owner, name, doc) { _, _, _, _ in value }
    constants[ConstantKey(owner: owner, name: name)] = value
  }

  /// The constant `owner.name`, if declared with `constant`.
  func constant(_ owner: ValueKind, _ name: String) -> Value? {
    locked {
      load(name)
      return constants[ConstantKey(owner: owner, name: name)]
    }
  }

  // MARK: Binding (when code is lowered)

  /// The property `name` on whichever kinds have it, nil when no kind does.
  func property(named name: String) -> PropertyGroup? {
    lock.lock()
    defer { lock.unlock() }
    if let group = propertyGroups[name] { return group }
    load(name)
    let list = (propertiesByName[name] ?? []).map { registeredProperties[$0] }  // trap-ok: indices of entries
    let group = list.isEmpty ? nil : PropertyGroup(list)
    propertyGroups[name] = .some(group)
    return group
  }

  /// The method `name` called with these labels, bound per receiver kind; nil when no built-in
  /// method of that name takes these labels (the call then goes the general way, which reports
  /// the mismatch or finds a declared method).
  func bindMethod(named name: String, labels: [String?]) -> BoundMethodCall? {
    lock.lock()
    defer { lock.unlock() }
    let candidates = candidates(name)
    guard !candidates.isEmpty else { return nil }
    var slots = [BoundMethodCall.Slot?](repeating: nil, count: ValueKind.allCases.count)
    var any = false
    for index in candidates {
      let method = registeredMethods[index]  // trap-ok: indices of entries
      guard slots[method.owner.rawValue] == nil, let (overload, mapping) = method.match(labels) else { continue }  // trap-ok: one slot per kind
      slots[method.owner.rawValue] = BoundMethodCall.Slot(  // trap-ok: one slot per kind
        method: method, overload: overload, mapping: mapping)
      any = true
    }
    return any ? BoundMethodCall(slots: slots, arity: labels.count) : nil
  }

  /// The message for a call of method `name` on `kind` whose labels fit none of its overloads;
  /// nil when `kind` has no such method.
  func labelMismatch(_ name: String, _ kind: ValueKind, _ signature: String) -> String? {
    let entries = locked { candidates(name).map { registeredMethods[$0] } }.filter { $0.owner == kind }  // trap-ok: indices of entries
    guard let first = entries.first else { return nil }
    return Builtins.noOverloadMessage(
      what: first.what, signature: signature, overloads: entries.flatMap(\.overloads),
      isInitializer: first.isInitializer)
  }

  /// The numeric formula of the global function `name` (`sin`, `pow`): the last declared.
  func globalFormula(_ name: String) -> Builtins.Numeric? {
    locked { candidates(name).map { registeredMethods[$0] } }.last { $0.owner == .global && $0.pure != nil }?.pure  // trap-ok: indices of entries
  }

  /// Whether `kind` has a method called `name`.
  func hasMethod(_ name: String, _ kind: ValueKind) -> Bool {
    locked { candidates(name).contains { registeredMethods[$0].owner == kind } }  // trap-ok: indices of entries
  }

  /// The names of a kind's properties and methods (for a type's kind: its static members),
  /// sorted, initialisers left out.
  func memberNames(of kind: ValueKind) -> [String] {
    locked {
      load(owner: kind)
      return Set(registeredProperties.filter { $0.owner == kind }.map(\.name)
        + registeredMethods.filter { $0.owner == kind && !$0.isInitializer }.map(\.name)).sorted()
    }
  }

  /// Every property and method a kind has, for completion and `:help`.
  func members(of kind: ValueKind) -> [(name: String, signature: String, doc: String)] {
    locked {
      load(owner: kind)
      resolveAllOverloads()
      return registeredProperties.filter { $0.owner == kind }.map { ($0.name, $0.name, $0.doc) }
        + registeredMethods.filter { $0.owner == kind }.flatMap { m in m.selectors.map { (m.name, $0, m.doc) } }
    }
  }
}

/// A property name's implementations, indexed by receiver kind (in boxes: see
/// `BoundMethodCall.lower`).
final class PropertyGroup {
  final class Getter {
    let get: PropertyGetter
    init(_ get: @escaping PropertyGetter) { self.get = get }
  }
  final class Setter {
    let set: PropertySetter
    init(_ set: @escaping PropertySetter) { self.set = set }
  }
  private let getters: [Getter?]
  private let setters: [Setter?]

  init(_ list: [BuiltinProperty]) {
    var getters = [Getter?](repeating: nil, count: ValueKind.allCases.count)
    var setters = [Setter?](repeating: nil, count: ValueKind.allCases.count)
    for p in list where getters[p.owner.rawValue] == nil {  // trap-ok: one per kind
      getters[p.owner.rawValue] = Getter(p.get)  // trap-ok: one per kind
      setters[p.owner.rawValue] = p.set.map(Setter.init)  // trap-ok: one per kind
    }
    self.getters = getters
    self.setters = setters
  }

  /// Whether values of `kind` have this property (a field of a declared type may then share
  /// its name: FieldWriteSite, `Lowering.member`).
  func hasGetter(for kind: ValueKind) -> Bool { getters[kind.rawValue] != nil }  // trap-ok: one per kind
  /// Whether values of `kind` have this property and it is settable.
  func hasSetter(for kind: ValueKind) -> Bool { setters[kind.rawValue] != nil }  // trap-ok: one per kind

  /// Writes the property of `base`: the updated receiver and whether to write it back, or nil
  /// when `base`'s kind has no such settable built-in property.
  @inline(__always)
  func set(_ base: Value, _ value: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> (Value, Bool)?
  {
    let b = base.unwrapped
    guard let setter = setters[b.kind.rawValue] else { return nil }  // trap-ok: one per kind
    return try setter.set(b, value, i, range, &m)
  }

  /// The property of `base`, or nil when `base`'s kind has no such built-in property.
  @inline(__always)
  func get(_ base: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    let b = base.unwrapped
    guard let getter = getters[b.kind.rawValue] else { return nil }  // trap-ok: one per kind
    return try getter.get(b, i, range, &m)
  }
}

/// A method call bound to the table: the overload for each receiver kind, with the mapping of
/// the call's arguments onto its parameters.
final class BoundMethodCall {
  struct Slot {
    let method: BuiltinMethod
    let overload: Int
    let mapping: [Int?]
  }

  let slots: [Slot?]
  let arity: Int

  init(slots: [Slot?], arity: Int) {
    self.slots = slots
    self.arity = arity
  }

  /// The number formula of the overload for number receivers, when it has one.
  var numberFormula: ((Double, Double) -> Double)? {
    guard arity == 1, ValueKind.number.rawValue < slots.count else { return nil }
    return slots[ValueKind.number.rawValue]?.method.numeric  // trap-ok: checked
  }

  /// A one-argument call with its receiver and argument already evaluated (the slow path of a
  /// call site that computed numbers in place): the overload for the receiver's kind, or the
  /// general way with these values.
  func call(
    _ r: Value, _ a: Value, _ i: Interpreter, _ site: LoweredCall, _ argSite: ArgumentSite,
    _ name: String, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let receiver = r.unwrapped
    let kind = receiver.kind.rawValue
    if !i.hasScriptMethod(receiver, name), kind < slots.count, let slot = slots[kind],  // trap-ok: checked
      case .one(let f) = slot.method.body
    {
      return try f(receiver, a.unwrapped, i, argSite, &m)
    }
    let evaluated = LoweredCall(
      site.callee, site.args, site.expr, codes: [{ _, _ in a }], resolution: site.resolution)
    return try i.callMethod(receiver, name, evaluated, &m)
  }

  /// The call as code: the receiver's kind picks the overload; a kind without one goes to
  /// `Interpreter.callMethod` (declared methods, objects, and the error for a missing method).
  func lower(receiver: @escaping ExprCode, site: LoweredCall, name: String) -> ExprCode {
    // A script animation's own method of the same name wins over the built-in (as a Swift
    // type's method would); the protocol's requirements always go through AnimationCore.
    let checkScript =
      slots[ValueKind.animation.rawValue] != nil  // trap-ok: one slot per kind
      && !["animate", "velocity", "shouldMerge"].contains(name)
    let range = site.range
    // One argument for one-parameter methods: passed directly, no stack traffic. Closures
    // kept in arrays sit in boxes: read out of an array as such, a closure is called through
    // two re-abstraction thunks.
    let ones: [Method1Box?] = slots.map { slot in
      guard let slot, slot.method.parameters.count == 1, case .one(let f) = slot.method.body else {
        return nil
      }
      return Method1Box(f)
    }
    let argumentRanges = site.args.map { $0.value.range }
    if arity == 1, zip(ones, slots).allSatisfy({ $0.0 != nil || $0.1 == nil }),
      let first = site.args.first
    {
      let arg = Lowering.expr(first.value)
      let argSite = ArgumentSite(mapping: [0], argumentRanges: argumentRanges, range: range)
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let r = try receiver(i, &m).unwrapped
        if checkScript, i.hasScriptMethod(r, name) { return try i.callMethod(r, name, site, &m) }
        guard let f = ones[r.kind.rawValue] else {  // trap-ok: one per kind
          return try i.callMethod(r, name, site, &m)
        }
        return try f.body(r, try arg(i, &m).unwrapped, i, argSite, &m)
      }
    }
    // The site's own lowered arguments (`LoweredCall.codes`), so that another fast path of
    // the same call (Lowering+NestedAnimateCall.swift) shares them rather than lowering again.
    let codes = site.codes.map { ExprCodeBox($0) }
    // Arguments that are local variables, by slot: a `site3` method reads them straight off
    // the frame (`Direct3Call.argument`).
    let localSlots: [Int?] = site.args.map { OperandKind($0.value).localSlot }
    let bound: [KindCall?] = slots.map { slot in
      slot.map {
        KindCall($0, codes: codes, localSlots: localSlots, argumentRanges: argumentRanges, range: range)
      }
    }
    // A receiver that is a local variable (`base.animate(…)` in a script animation) is read
    // off the frame, with no closure call.
    if case .member(let base, _) = Lowering.resolved(site.callee).kind,
      let slot = OperandKind(base).localSlot
    {
      return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
        let r = Lowering.readLocal(slot, &m)
        if checkScript, i.hasScriptMethod(r, name) { return try i.callMethod(r, name, site, &m) }
        guard let call = bound[r.kind.rawValue] else {  // trap-ok: one per kind
          return try i.callMethod(r, name, site, &m)
        }
        return try call.run(r, i, site, &m)
      }
    }
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let r = try receiver(i, &m).unwrapped
      if checkScript, i.hasScriptMethod(r, name) { return try i.callMethod(r, name, site, &m) }
      guard let call = bound[r.kind.rawValue] else {  // trap-ok: one per kind
        return try i.callMethod(r, name, site, &m)
      }
      return try call.run(r, i, site, &m)
    }
  }
}

/// A `Method3` and its call's three arguments: one object, so that a call takes one reference
/// (optional closure fields were copied, each a retain and a release, on every call).
class Direct3Call {
  let body: Method3
  let code0: ExprCode
  let code1: ExprCode
  let code2: ExprCode
  /// Each argument's frame slot when it is a local variable, -1 otherwise: read straight off
  /// the frame, with no closure call.
  let slot0: Int, slot1: Int, slot2: Int

  init(
    _ body: @escaping Method3, _ codes: (ExprCode, ExprCode, ExprCode), slots: [Int?]
  ) {
    self.body = body
    (code0, code1, code2) = codes
    let s = slots.count == 3 ? slots.map { $0 ?? -1 } : [-1, -1, -1]
    (slot0, slot1, slot2) = (s[0], s[1], s[2])  // trap-ok: three
  }

  /// Argument 0, 1 or 2, evaluated (each exactly once a call, by the caller's contract).
  @inline(__always)
  func argument0(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    slot0 >= 0 ? Lowering.readLocal(slot0, &m) : try code0(i, &m).unwrapped
  }
  @inline(__always)
  func argument1(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    slot1 >= 0 ? Lowering.readLocal(slot1, &m) : try code1(i, &m).unwrapped
  }
  @inline(__always)
  func argument2(_ i: Interpreter, _ m: inout Machine) throws(RuntimeError) -> Value {
    slot2 >= 0 ? Lowering.readLocal(slot2, &m) : try code2(i, &m).unwrapped
  }

  /// Evaluates the three arguments, in order, and runs the method.
  func run(_ r: Value, _ i: Interpreter, _ site: ArgumentSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let a0 = try argument0(i, &m)
    let a1 = try argument1(i, &m)
    let a2 = try argument2(i, &m)
    return try body(r, a0, a1, a2, i, site, &m)
  }

  /// The call of a method with a `site3`: it evaluates the arguments itself. (A subclass rather
  /// than an optional field: taking a closure out of an Optional copies it, a retain and a
  /// release on every call.)
  static func make(
    _ body: @escaping Method3, _ site3: Site3?, _ codes: (ExprCode, ExprCode, ExprCode),
    slots: [Int?]
  ) -> Direct3Call {
    guard let site3 else { return Direct3Call(body, codes, slots: slots) }
    return Site3Call(body, site3, codes, slots: slots)
  }
}

private final class Site3Call: Direct3Call {
  let site3: Site3

  init(
    _ body: @escaping Method3, _ site3: @escaping Site3, _ codes: (ExprCode, ExprCode, ExprCode),
    slots: [Int?]
  ) {
    self.site3 = site3
    super.init(body, codes, slots: slots)
  }

  override func run(_ r: Value, _ i: Interpreter, _ site: ArgumentSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    try site3(r, self, i, site, &m)
  }
}

/// One overload's call at one call site, made when the site is lowered: what a call does for a
/// receiver of one kind. A class, so that a call takes one reference out of the site's list
/// rather than copying the table entry's fields (callgrind: about 800 instructions a call of
/// `base.animate(value:time:context:)` went to copying them).
final class KindCall {
  let method: BuiltinMethod
  let body: BuiltinMethod.Body
  let overload: Int
  let site: ArgumentSite
  /// For each parameter, the code of the argument that gives it, or nil for its default.
  let codes: [ExprCodeBox?]
  /// For each parameter, its default (`.none` where an argument gives it).
  let defaults: [Value]
  /// The method's `direct3` with the three arguments' code, when the call gives them in order.
  let direct3: Direct3Call?

  init(
    _ slot: BoundMethodCall.Slot, codes: [ExprCodeBox], localSlots: [Int?],
    argumentRanges: [SourceRange], range: SourceRange
  ) {
    method = slot.method
    body = slot.method.body
    overload = slot.overload
    site = ArgumentSite(mapping: slot.mapping, argumentRanges: argumentRanges, range: range)
    self.codes = slot.mapping.map { source in source.flatMap { $0 < codes.count ? codes[$0] : nil } }  // trap-ok: checked
    let parameters = slot.method.parameters
    defaults = slot.mapping.indices.map { k in
      k < parameters.count ? parameters[k].defaultValue ?? Value.none : Value.none  // trap-ok: checked
    }
    if slot.mapping == [0, 1, 2], codes.count == 3, let f = slot.method.direct3 {
      direct3 = Direct3Call.make(
        f, slot.method.site3, (codes[0].code, codes[1].code, codes[2].code), slots: localSlots)  // trap-ok: count checked
    } else {
      direct3 = nil
    }
  }

  /// Evaluates the arguments (in parameter order, which is the written order: labels are
  /// matched in declared order) and runs the body.
  func run(_ r: Value, _ i: Interpreter, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if let direct3 { return try direct3.run(r, i, site, &m) }
    if case .bound(let f) = body { return try i.callBound(f, r, method, overload, site, call, &m) }
    let base = m.stack.count
    for k in 0..<codes.count {
      if let code = codes[k] {  // trap-ok: k < count
        m.stack.append(try code.code(i, &m))
      } else {
        m.stack.append(defaults[k])  // trap-ok: one per parameter
      }
    }
    defer { m.stack.removeAbove(base) }
    let args = Arguments(base: base, site: site)
    switch body {
    case .one(let f): return try f(r, args.value(0, &m), i, site, &m)
    case .any(let f): return try f(r, args, i, &m)
    case .bound(let f): return try i.callBound(f, r, method, overload, site, call, &m)
    }
  }
}

extension Interpreter {
  /// Whether `v` is a script animation that declares a method called `name`.
  func hasScriptMethod(_ v: Value, _ name: String) -> Bool {
    guard case .animation(let a) = v, let s = a.base as? ScriptAnimation else { return false }
    return s.info.decl.methods.contains { $0.name?.text == name }
  }

  /// Runs a `.bound` entry: the arguments are evaluated in source order onto the stack, then
  /// given to the body in the matched overload's parameter order, defaults filled in.
  func callBound(
    _ body: BoundBody, _ receiver: Value, _ method: BuiltinMethod, _ overload: Int,
    _ argSite: ArgumentSite, _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    // Messages name a method as written (`'delay' expects…`), an initialiser by its type.
    let site = try evaluateArguments(
      call, name: method.isInitializer ? method.owner.staticTypeName ?? method.name : method.name, &m)
    defer { m.stack.removeAbove(site.base) }
    let parameters = method.parameters(overload, count: argSite.mapping.count)
    var values: [Value] = []
    values.reserveCapacity(parameters.count)
    for (k, source) in argSite.mapping.enumerated() {
      if let source, source < site.count {
        values.append(m.stack[site.base + source])  // trap-ok: the call pushed every argument
      } else {
        values.append(k < parameters.count ? parameters[k].defaultValue ?? .none : .none)  // trap-ok: checked
      }
    }
    let b = BoundArguments(overload: overload, values: values, parameters: parameters)
    return try body(receiver, b, site, self, &m)
  }
}

extension BuiltinTable {
  /// Calls method `name` (or `init`) of `kind` with arguments already on the stack, matching the
  /// labels now: for calls whose callee is known only at run time (`let T = Spring; T(…)`, a
  /// bound method read as a value). Nil when no overload takes these labels.
  func callEvaluated(
    _ name: String, _ kind: ValueKind, _ receiver: Value, _ site: CallSite, _ i: Interpreter,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value? {
    let labels = (0..<site.count).map { site.label($0) }
    // The methods are read under the table's lock; the body runs after it is released.
    let methods = locked { candidates(name).map { registeredMethods[$0] } }  // trap-ok: indices of entries
    for method in methods {
      guard method.owner == kind, let (overload, mapping) = method.match(labels) else { continue }
      let parameters = method.parameters(overload, count: mapping.count)
      var values: [Value] = []
      for (k, source) in mapping.enumerated() {
        if let source {
          values.append(m.stack[site.base + source].unwrapped)  // trap-ok: arguments on the stack
        } else {
          values.append(parameters[k].defaultValue ?? .none)  // trap-ok: one per parameter
        }
      }
      let b = BoundArguments(overload: overload, values: values, parameters: parameters)
      switch method.body {
      case .bound(let body):
        return try body(receiver, b, site, i, &m)
      case .any(let body):
        // The stack holds the arguments as written; `.any` bodies read them in parameter
        // order, so push them in that order above.
        let base = m.stack.count
        for v in values { m.stack.append(v) }
        defer { m.stack.removeAbove(base) }
        let argSite = ArgumentSite(
          mapping: Array(0..<values.count), argumentRanges: mapping.map { $0.map { site.range(of: $0) } ?? site.range },
          range: site.range)
        return try body(receiver, Arguments(base: base, site: argSite), i, &m)
      case .one(let body):
        let argSite = ArgumentSite(
          mapping: [0], argumentRanges: [site.range(of: 0)], range: site.range)
        return try body(receiver, values.first ?? .none, i, argSite, &m)
      }
    }
    return nil
  }
}

extension BoundMethodCall {
  /// The call as code when the receiver is known when lowering (a built-in type's static
  /// method or initialiser): no dispatch on its kind at run time.
  func lowerStatic(receiver: Value, site: LoweredCall, name: String) -> ExprCode? {
    lowerStatic(kind: receiver.kind, receiver: receiver, site: site, name: name)
  }

  /// `lowerStatic` for an owner that is not a value's kind (global functions).
  func lowerStatic(kind: ValueKind, receiver: Value, site: LoweredCall, name: String) -> ExprCode? {
    guard kind.rawValue < slots.count, let slot = slots[kind.rawValue],  // trap-ok: checked
      case .bound(let body) = slot.method.body
    else { return nil }
    let argumentRanges = site.args.map { $0.value.range }
    let argSite = ArgumentSite(mapping: slot.mapping, argumentRanges: argumentRanges, range: site.range)
    let method = slot.method
    let overload = slot.overload
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      try i.callBound(body, receiver, method, overload, argSite, site, &m)
    }
  }

  /// The global function's body called with its arguments already evaluated, as written (the
  /// slow path of `sin(x)` when `x` is not a number: each argument is evaluated once).
  func callGlobal(
    evaluated: [Value], _ site: LoweredCall, _ i: Interpreter, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    guard ValueKind.global.rawValue < slots.count, let slot = slots[ValueKind.global.rawValue],  // trap-ok: checked
      case .bound(let body) = slot.method.body
    else { throw RuntimeError("cannot call this", at: site.range, file: m.file) }
    let base = m.stack.count
    for v in evaluated { m.stack.append(v) }
    defer { m.stack.removeAbove(base) }
    let callSite = CallSite(arguments: site.args, base: base, range: site.range, name: slot.method.name)
    let parameters = slot.method.parameters(slot.overload, count: slot.mapping.count)
    var values: [Value] = []
    for (k, source) in slot.mapping.enumerated() {
      if let source, source < evaluated.count {
        values.append(evaluated[source].unwrapped)  // trap-ok: checked
      } else {
        values.append(k < parameters.count ? parameters[k].defaultValue ?? .none : .none)  // trap-ok: checked
      }
    }
    let b = BoundArguments(overload: slot.overload, values: values, parameters: parameters)
    return try body(.none, b, callSite, i, &m)
  }
}
