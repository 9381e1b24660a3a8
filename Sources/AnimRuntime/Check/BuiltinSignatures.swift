// The typed signatures of the built-ins, written as Swift declares them (Apple's documentation
// spelling), and read once into `TypeSignatures`. The built-in table (BuiltinTable*.swift) says
// what exists and runs it, and reads each method's labels and defaults from these lines
// (BuiltinTable+Declarations.swift); this says what each member takes and gives, so that the
// checker can type a call, pick an overload and resolve an implicit member before anything runs.
//
// A member the table has and this page does not type is declared untyped
// (BuiltinSignatures+Untyped.swift) and is `unknown` to the checker (checked when it runs); a
// member neither has is an error.
import AnimSyntax

/// One typed member: a property (no parameters) or a function, method or initialiser.
struct Signature: Sendable {
  /// Argument labels (nil: written without one, `_`).
  var labels: [String?]
  var parameters: [SwiftType]
  /// Which parameters have a default and may be left out.
  var hasDefault: [Bool]
  var result: SwiftType
  var isProperty: Bool
  /// Generic parameter names of the member (`V` in `value<V>(target:time:)`).
  var generics: [String: [String]] = [:]
  /// The index of a variadic parameter (`_ items: Any...`), which takes any number of arguments.
  var variadic: Int? = nil
  /// Each parameter's default as written (`0.35`, `.default`, `Spring()`), nil where it has none:
  /// the built-in table makes its default values from these (BuiltinTable+Declarations.swift).
  var defaultTexts: [String?] = []

  /// The signature as a call with `count` arguments for its variadic parameter sees it (that
  /// parameter repeated `count` times); itself when it has none.
  func expanded(_ count: Int) -> Signature {
    guard let v = variadic, v < parameters.count else { return self }
    var s = self
    s.labels = Array(labels[..<v]) + Array(repeating: labels[v], count: count) + Array(labels[(v + 1)...])  // trap-ok: v is an index
    s.parameters = Array(parameters[..<v]) + Array(repeating: parameters[v], count: count) + Array(parameters[(v + 1)...])  // trap-ok: v is an index
    s.hasDefault = Array(hasDefault[..<v]) + Array(repeating: false, count: count) + Array(hasDefault[(v + 1)...])  // trap-ok: v is an index
    if v < defaultTexts.count {
      s.defaultTexts =
        Array(defaultTexts[..<v]) + Array(repeating: nil, count: count) + Array(defaultTexts[(v + 1)...])  // trap-ok: v is an index
    }
    s.variadic = nil
    return s
  }

  /// The selector as Swift writes it: `value(at:)`.
  func selector(_ name: String) -> String {
    isProperty ? name : name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// The signature as `:help` shows it: `(at: Double) -> Double`.
  var spelling: String {
    if isProperty { return result.description }
    let params = zip(labels, parameters).map { label, type in (label.map { $0 + ": " } ?? "_: ") + type.description }
    return "(" + params.joined(separator: ", ") + ") -> " + result.description
  }
}

/// A type's typed members.
struct TypeSignatures: Sendable {
  var statics: [String: [Signature]] = [:]
  var instance: [String: [Signature]] = [:]
  var initializers: [Signature] = []
}

/// The typed signatures, by type name ("" for global functions).
enum BuiltinSignatures {
  /// The built-in types whose every static member gives a value of the type itself, as
  /// SwiftUI's do (`Animation.easeIn`, `.spring(duration:)`, `UnitCurve.bezier(…)`,
  /// `Spring.bouncy`, `Color.red`, `UnitPoint.center`, `Angle.degrees(_:)`, `CGPoint.zero`):
  /// the checker types those the table has without a line each here.
  static let selfTypedStatics: Set<String> = [
    "Animation", "UnitCurve", "Spring", "Color", "UnitPoint", "Angle", "CGPoint", "CGSize", "CGRect",
    "CGVector", "AnimatablePair", "EmptyAnimatableData", "AnimationCompletionCriteria", "Double", "CGFloat",
  ]

  /// What String and Substring have as collections of Characters (Swift's slices are
  /// Substrings).
  static let characterCollectionDeclarations: [String] = [
    "var first: Character?", "var last: Character?", "func prefix(_ maxLength: Int) -> Substring",
    "func suffix(_ maxLength: Int) -> Substring", "func dropFirst(_ k: Int = 1) -> Substring",
    "func dropLast(_ k: Int = 1) -> Substring", "func reversed() -> [Character]",
  ]

  /// The members of `Range` and `ClosedRange`, their `Bound` the range's.
  static let rangeDeclarations: [String] = [
      "var count: Int", "var isEmpty: Bool", "var lowerBound: Bound", "var upperBound: Bound",
      "func contains(_ element: Bound) -> Bool", "func map<T>(_ transform: (Bound) -> T) -> [T]",
      "func filter(_ isIncluded: (Bound) -> Bool) -> [Bound]", "func forEach(_ body: (Bound) -> Void)",
      "func reversed() -> [Bound]", "func allSatisfy(_ predicate: (Bound) -> Bool) -> Bool",
      "func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Bound) -> Result) -> Result",
      "func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Bound) -> Void) -> Result",
  ]

  /// The members of `StrideTo` and `StrideThrough` (sequences, not collections), their
  /// `Bound` the stride's element type.
  static let strideDeclarations: [String] = [
      "func map<T>(_ transform: (Bound) -> T) -> [T]",
      "func filter(_ isIncluded: (Bound) -> Bool) -> [Bound]", "func forEach(_ body: (Bound) -> Void)",
      "func reversed() -> [Bound]", "func allSatisfy(_ predicate: (Bound) -> Bool) -> Bool",
      "func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Bound) -> Result) -> Result",
      "func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Bound) -> Void) -> Result",
  ]

  /// The generic parameters of the built-in generic types, with their constraints, in order:
  /// in their declarations they stand for the type's arguments.
  static let typeGenerics: [String: [(name: String, constraints: [String])]] = [
    "LinearKeyframe": [("Value", ["Animatable"])], "SpringKeyframe": [("Value", ["Animatable"])],
    "CubicKeyframe": [("Value", ["Animatable"])], "MoveKeyframe": [("Value", ["Animatable"])],
    "KeyframeTrack": [("Root", []), ("Value", ["Animatable"])], "KeyframeTimeline": [("Value", [])],
    "AnimatablePair": [("First", ["VectorArithmetic"]), ("Second", ["VectorArithmetic"])],
    "Binding": [("Value", [])], "State": [("Value", [])],
  ]

  /// The typed members of `type` ("" for global functions), read from its declarations; nil
  /// for a type this page does not type. Read when first asked for, per session
  /// (`TypeEnvironment.signatures(of:)`), so that start-up reads only what a script uses.
  static func read(_ type: String) -> TypeSignatures? {
    // The views' host API is typed beside its implementation (Views/ViewSignatures.swift).
    guard let lines = declarations[type].map({ $0 + (ViewSignatures.declarations[type] ?? []) }) ?? ViewSignatures.declarations[type]
    else { return nil }
    var signatures = TypeSignatures()
    for line in lines {
      guard let (name, isStatic, signature) = SignatureReader.read(line, owner: type) else { continue }
      if name == "init" {
        signatures.initializers.append(signature)
      } else if isStatic {
        signatures.statics[name, default: []].append(signature)
      } else {
        signatures.instance[name, default: []].append(signature)
      }
    }
    return signatures
  }

  /// The typed overloads of the global function `name`, reading only its own declarations (the
  /// global list is long: reading all of it for `print(1)` cost 0.68 M instructions at
  /// start-up, callgrind); nil when none is typed.
  static func readGlobal(_ name: String) -> [Signature]? {
    let prefixes = ["func " + name + "(", "func " + name + "<", "var " + name + ":"]
    var found: [Signature] = []
    for line in (declarations[""] ?? []) + (ViewSignatures.declarations[""] ?? [])
    where prefixes.contains(where: { line.hasPrefix($0) }) {
      if let (_, _, signature) = SignatureReader.read(line, owner: "") { found.append(signature) }
    }
    return found.isEmpty ? nil : found
  }

  /// Whether this page types `type`'s members.
  static func declares(_ type: String) -> Bool { declarations[type] != nil || ViewSignatures.declarations[type] != nil }

  /// The named type of the parameter that an argument labelled `label` (at `index` among the
  /// call's arguments) of any built-in called `callee` takes, when all such overloads agree on
  /// one (completion's question after `timingCurve(`); nil otherwise.
  static func parameterTypeName(callee: String, label: String?, index: Int) -> String? {
    var found = Set<String>()
    // The views' too (`frame(alignment:` takes an Alignment), and a type's initialisers when
    // the callee is the type (`VStack(alignment:`).
    for type in Set(declarations.keys).union(ViewSignatures.declarations.keys) {
      guard let signatures = read(type) else { continue }
      let members = (signatures.statics[callee] ?? []) + (signatures.instance[callee] ?? []) + (type == callee ? signatures.initializers : [])
      for sig in members where !sig.isProperty {
        let k: Int? = label.map { l in sig.labels.firstIndex(of: l) } ?? (index < sig.labels.count && sig.labels[index] == nil ? index : nil)  // trap-ok: checked
        guard let k, k < sig.parameters.count, case .named(let name, _) = sig.parameters[k].unwrapped else { continue }  // trap-ok: checked
        found.insert(name)
      }
    }
    // A number parameter offers no implicit members to complete (`timingCurve(` takes four
    // numbers or a UnitCurve: the curve's members are the ones to offer).
    let offered = found.count > 1 ? found.filter { !SwiftType.numberNames.contains($0) } : found
    return offered.count == 1 ? offered.first : nil
  }

  /// Swift's declarations, by type. Generic members name their parameters (`<V>`); the result
  /// of such a member takes the type its arguments give the parameter.
  static let declarations: [String: [String]] = [
    "": [
      "func sin(_ x: Double) -> Double", "func cos(_ x: Double) -> Double", "func tan(_ x: Double) -> Double",
      "func asin(_ x: Double) -> Double", "func acos(_ x: Double) -> Double", "func atan(_ x: Double) -> Double",
      "func atan2(_ y: Double, _ x: Double) -> Double", "func sqrt(_ x: Double) -> Double",
      "func exp(_ x: Double) -> Double", "func log(_ x: Double) -> Double",
      "func pow(_ x: Double, _ y: Double) -> Double", "func floor(_ x: Double) -> Double",
      "func ceil(_ x: Double) -> Double", "func round(_ x: Double) -> Double",
      // Anim's global constants: π, ∞, and the scene clock's present time in seconds.
      "var pi: Double", "var infinity: Double", "var now: Double",
      "func abs<T>(_ x: T) -> T", "func min<T>(_ x: T, _ y: T) -> T", "func max<T>(_ x: T, _ y: T) -> T",
      "func stride<T>(from start: T, to end: T, by stride: T) -> StrideTo<T>",
      "func stride<T>(from start: T, through end: T, by stride: T) -> StrideThrough<T>",
      "func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color",
      "func rgba(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double) -> Color",
      "func wait(_ seconds: Double)",
      "func plot(_ items: Any..., velocity: Bool = false, style: ChartStyle? = nil, width: Int? = nil, height: Int? = nil, title: String? = nil, svg: String? = nil)",
      "func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
      "func fatalError(_ message: String = \"\") -> Never", "func preconditionFailure(_ message: String = \"\") -> Never",  // trap-ok: a declaration, not a call
      "func assertionFailure(_ message: String = \"\")",
      "func precondition(_ condition: Bool, _ message: String = \"\")", "func assert(_ condition: Bool, _ message: String = \"\")",  // trap-ok: a declaration, not a call
      "func pausable(_ base: Animation) -> Animation",
      "func withAnimation<Result>(_ animation: Animation? = .default, _ body: () -> Result) -> Result",
      "func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () -> Result, completion: () -> Void) -> Result",
      "func withTransaction<Result>(_ transaction: Transaction, _ body: () -> Result) -> Result",
      "func target(_ base: Animation, _ secondary: Animation) -> Animation",
      // Anim's samples: an animation's move (a property's next seconds, `$x`, is untyped).
      "func sample(_ animation: Animation, for duration: Double) -> Series",
      "func sample(_ animation: Animation, from: Double = 0, to: Double = 1, for duration: Double) -> Series",
      "func sample(_ animation: Animation, from: Double = 0, to: Double = 1) -> Series",
      "func sample<Value>(_ timeline: KeyframeTimeline<Value>) -> Series",
      // Anim's keyframe and phase animators: SwiftUI's modifiers as values on the scene's clock.
      "func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, keyframes: (Value) -> KeyframeTimelineContent<Value>) -> Binding<Value>",
      "func keyframeAnimator<Value>(initialValue: Value, trigger: Any, keyframes: (Value) -> KeyframeTimelineContent<Value>) -> Binding<Value>",
      "func phaseAnimator<Phase, Value>(_ phases: [Phase], content: (Phase) -> Value, animation: (Phase) -> Animation? = nil) -> Binding<Value>",
      "func phaseAnimator<Phase, Value>(_ phases: [Phase], trigger: Any, content: (Phase) -> Value, animation: (Phase) -> Animation? = nil) -> Binding<Value>",
      "func hypot(_ x: Double, _ y: Double) -> Double",
      "func zip<A, B>(_ sequence1: [A], _ sequence2: [B]) -> [(A, B)]",
    ],
    "Double": [
      "init(_ value: Double)", "init(_ value: Int)", "init(_ value: UInt)", "init?(_ text: String)", "var isNaN: Bool", "var isFinite: Bool",
      "var magnitudeSquared: Double", "func squareRoot() -> Double",
      "func rounded() -> Double", "func rounded(_ rule: FloatingPointRoundingRule) -> Double",
      "func scaled(by rhs: Double) -> Double", "func scale(by rhs: Double)",
      "static var pi: Double", "static var infinity: Double", "static var nan: Double", "static var greatestFiniteMagnitude: Double",
      "static var zero: Double", "static var leastNonzeroMagnitude: Double",
      "static func random(in range: Range<Double>) -> Double", "static func random(in range: ClosedRange<Double>) -> Double",
      "var magnitude: Double", "var isZero: Bool", "var isInfinite: Bool", "var ulp: Double",
      "func truncatingRemainder(dividingBy other: Double) -> Double",
      "func remainder(dividingBy other: Double) -> Double",
      "func formatted() -> String", "func formatted(_ format: FloatingPointFormatStyle<Double>) -> String",
      "var description: String", "init?(_ text: Substring)",
      // swift-numerics' approximate equality (RealModule).
      "func isApproximatelyEqual(to other: Double, absoluteTolerance: Double, relativeTolerance: Double = 0) -> Bool",
      "func isApproximatelyEqual(to other: Double, relativeTolerance: Double = 1.4901161193847656e-08) -> Bool",  // √ulpOfOne = 2^-26
    ],
    "Int": [
      "init(_ value: Double)", "init(_ value: Int)", "init(_ value: UInt)", "init?(_ text: String)", "init?(_ text: Substring)",
      "static var zero: Int", "static var max: Int", "static var min: Int",
      "static func random(in range: Range<Int>) -> Int", "static func random(in range: ClosedRange<Int>) -> Int",
      "func isMultiple(of other: Int) -> Bool", "func signum() -> Int", "var description: String",
      "var magnitude: Int", "func formatted() -> String",
    ],
    "CGFloat": [
      "init(_ value: Double)", "init(_ value: Int)",
      "static func random(in range: Range<CGFloat>) -> CGFloat", "static func random(in range: ClosedRange<CGFloat>) -> CGFloat",
    ],
    // SwiftUI's initialisers of a colour: sRGB (written, or in a colour space), white, HSB.
    "Color": [
      "init(red: Double, green: Double, blue: Double, opacity: Double = 1)", "init(white: Double, opacity: Double = 1)",
      "init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)",
      "init(_ colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1)",
      "func scaled(by rhs: Double) -> Color", "func opacity(_ opacity: Double) -> Color",
    ],
    "Color.RGBColorSpace": [
      "static var sRGB: Color.RGBColorSpace", "static var sRGBLinear: Color.RGBColorSpace",
      "static var displayP3: Color.RGBColorSpace",
    ],
    "FloatingPointRoundingRule": [
      "static var toNearestOrAwayFromZero: FloatingPointRoundingRule",
      "static var toNearestOrEven: FloatingPointRoundingRule", "static var up: FloatingPointRoundingRule",
      "static var down: FloatingPointRoundingRule", "static var towardZero: FloatingPointRoundingRule",
      "static var awayFromZero: FloatingPointRoundingRule",
    ],
    // Collections' generic parameters (`Element`, `Key`, `Value`) stand for the collection's own
    // types (TypeChecker.collectionMember).
    // Swift's lazy and slice results (ReversedCollection, ArraySlice, EnumeratedSequence) are
    // arrays here.
    "Array": [
      "var count: Int", "var isEmpty: Bool", "var first: Element?", "var last: Element?", "var indices: Range<Int>",
      "func append(_ newElement: Element)", "func append<S>(contentsOf newElements: S)",
      "func insert(_ newElement: Element, at i: Int)", "func remove(at index: Int) -> Element",
      "func removeAll()", "func removeAll(where shouldBeRemoved: (Element) -> Bool)",
      "func removeLast() -> Element", "func removeFirst() -> Element", "func popLast() -> Element?",
      "func sort()", "func sort(by areInIncreasingOrder: (Element, Element) -> Bool)", "func reverse()",
      "func contains(_ element: Element) -> Bool", "func contains(where predicate: (Element) -> Bool) -> Bool",
      "func firstIndex(of element: Element) -> Int?", "func firstIndex(where predicate: (Element) -> Bool) -> Int?",
      "func lastIndex(of element: Element) -> Int?", "func lastIndex(where predicate: (Element) -> Bool) -> Int?",
      "func first(where predicate: (Element) -> Bool) -> Element?",
      "func last(where predicate: (Element) -> Bool) -> Element?",
      "func allSatisfy(_ predicate: (Element) -> Bool) -> Bool",
      "func max() -> Element?", "func min() -> Element?",
      "func randomElement() -> Element?", "func shuffled() -> [Element]",
      "func max(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?",
      "func min(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?",
      "func map<T>(_ transform: (Element) -> T) -> [T]", "func compactMap<T>(_ transform: (Element) -> T?) -> [T]",
      "func flatMap<T>(_ transform: (Element) -> [T]) -> [T]",
      "func filter(_ isIncluded: (Element) -> Bool) -> [Element]", "func forEach(_ body: (Element) -> Void)",
      "func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) -> Result) -> Result",
      "func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) -> Void) -> Result",
      "func sorted() -> [Element]", "func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]",
      "func enumerated() -> [(offset: Int, element: Element)]", "func reversed() -> [Element]",
      "func dropFirst(_ k: Int = 1) -> [Element]", "func dropLast(_ k: Int = 1) -> [Element]",
      "func prefix(_ maxLength: Int) -> [Element]", "func suffix(_ maxLength: Int) -> [Element]",
      "func joined(separator: String = \"\") -> String",
    ],
    "Dictionary": ["var count: Int", "var isEmpty: Bool", "var keys: [Key]", "var values: [Value]"],
    "Set": [
      "init()", "init<S>(_ sequence: S)", "var count: Int", "var isEmpty: Bool",
      "func contains(_ member: Element) -> Bool", "func contains(where predicate: (Element) -> Bool) -> Bool",
      "func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)",
      "func remove(_ member: Element) -> Element?", "func removeAll()",
      "func union<S>(_ other: S) -> Set<Element>", "func intersection<S>(_ other: S) -> Set<Element>",
      "func subtracting<S>(_ other: S) -> Set<Element>", "func symmetricDifference<S>(_ other: S) -> Set<Element>",
      "func formUnion<S>(_ other: S)", "func formIntersection<S>(_ other: S)", "func subtract<S>(_ other: S)",
      "func formSymmetricDifference<S>(_ other: S)",
      "func isSubset<S>(of possibleSuperset: S) -> Bool", "func isSuperset<S>(of possibleSubset: S) -> Bool",
      "func isDisjoint<S>(with other: S) -> Bool",
      "func map<T>(_ transform: (Element) -> T) -> [T]", "func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>",
      "func forEach(_ body: (Element) -> Void)", "func sorted() -> [Element]",
      "func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]",
      "func allSatisfy(_ predicate: (Element) -> Bool) -> Bool",
      "func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) -> Result) -> Result",
      "func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) -> Void) -> Result",
    ],
    // `0..<n` and `0...n` have the same members.
    "Range": rangeDeclarations, "ClosedRange": rangeDeclarations,
    // One-sided ranges (`..<50`, `...1.0`, `70...`): in a switch's cases, a subscript, `contains`.
    "PartialRangeUpTo": ["var upperBound: Bound", "func contains(_ element: Bound) -> Bool"],
    "PartialRangeThrough": ["var upperBound: Bound", "func contains(_ element: Bound) -> Bool"],
    "PartialRangeFrom": ["var lowerBound: Bound", "func contains(_ element: Bound) -> Bool"],
    "StrideTo": strideDeclarations, "StrideThrough": strideDeclarations,
    "String": [
      "init(_ value: Any)", "init(describing: Any)", "var count: Int", "var isEmpty: Bool",
      "init(repeating repeatedValue: String, count: Int)",
      "func uppercased() -> String", "func lowercased() -> String",
      "func hasPrefix(_ prefix: String) -> Bool", "func hasSuffix(_ suffix: String) -> Bool",
      "func contains(_ other: String) -> Bool",
      "func split(separator: Character) -> [Substring]",
      "func components(separatedBy separator: String) -> [String]",
      "func replacingOccurrences(of target: String, with replacement: String) -> String",
    ] + characterCollectionDeclarations,
    // A String's pieces (BuiltinTable+Characters.swift): both are strings at run time.
    "Substring": [
      "init(_ text: String)", "var count: Int", "var isEmpty: Bool",
      "func uppercased() -> String", "func lowercased() -> String",
      "func hasPrefix(_ prefix: String) -> Bool", "func hasSuffix(_ suffix: String) -> Bool",
      "func contains(_ other: String) -> Bool",
    ] + characterCollectionDeclarations,
    "Character": [
      "init(_ text: String)", "var isLetter: Bool", "var isNumber: Bool", "var isWhitespace: Bool",
      "var isUppercase: Bool", "var isLowercase: Bool", "var isPunctuation: Bool", "var isASCII: Bool",
      "var isHexDigit: Bool", "var wholeNumberValue: Int?", "func uppercased() -> String",
      "func lowercased() -> String",
    ],
    "Bool": ["func toggle()", "var description: String", "static func random() -> Bool"],
    "UnitCurve": [
      "func value(at progress: Double) -> Double", "func velocity(at progress: Double) -> Double",
      "var inverse: UnitCurve",
      "static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve",
    ],
    "Spring": [
      "init(duration: Double = 0.5, bounce: Double = 0.0)",
      "init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)",
      "init(response: Double, dampingRatio: Double)",
      "init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001)",
      "var duration: Double", "var bounce: Double", "var response: Double", "var dampingRatio: Double",
      "var mass: Double", "var stiffness: Double", "var damping: Double", "var settlingDuration: Double",
      "func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V",
      "func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V",
      "func value(fromValue: Double, toValue: Double, initialVelocity: Double = 0, time: Double) -> Double",
      "func velocity(fromValue: Double, toValue: Double, initialVelocity: Double = 0, time: Double) -> Double",
      "func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V",
      "func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double)",
      "func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double",
      "static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring",
      "static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring",
      "static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring",
    ],
    "Animation": [
      "init<A>(_ base: A)",
      "static func linear(duration: Double) -> Animation", "static func easeIn(duration: Double) -> Animation",
      "static func easeOut(duration: Double) -> Animation", "static func easeInOut(duration: Double) -> Animation",
      "static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation",
      "static func timingCurve(_ curve: UnitCurve, duration: Double = 0.35) -> Animation",
      "static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation",
      "static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation",
      "static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation",
      "static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25) -> Animation",
      "static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation",
      "static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation",
      "static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation",
      "static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation",
      "static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation",
      "static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation",
      "static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation",
      "func delay(_ delay: Double) -> Animation", "func speed(_ speed: Double) -> Animation",
      "func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation",
      "func repeatForever(autoreverses: Bool = true) -> Animation",
      "func logicallyComplete(after duration: Double) -> Animation",
    ],
    "CGPoint": ["init(x: Double, y: Double)", "init()", "var x: Double", "var y: Double"],
    "CGSize": ["init(width: Double, height: Double)", "init()", "var width: Double", "var height: Double"],
    "CGVector": ["init(dx: Double, dy: Double)", "init()", "var dx: Double", "var dy: Double"],
    "CGRect": [
      "init(x: Double, y: Double, width: Double, height: Double)", "init(origin: CGPoint, size: CGSize)", "init()",
      "var origin: CGPoint", "var size: CGSize", "var width: Double", "var height: Double",
      "var minX: Double", "var midX: Double", "var maxX: Double", "var minY: Double", "var midY: Double",
      "var maxY: Double", "func contains(_ point: CGPoint) -> Bool", "func contains(_ rect: CGRect) -> Bool",
      "var isEmpty: Bool", "var isNull: Bool", "var isInfinite: Bool", "var standardized: CGRect",
      "func union(_ r2: CGRect) -> CGRect", "func intersection(_ r2: CGRect) -> CGRect",
      "func intersects(_ r2: CGRect) -> Bool", "func insetBy(dx: Double, dy: Double) -> CGRect",
      "func offsetBy(dx: Double, dy: Double) -> CGRect", "static var null: CGRect", "static var infinite: CGRect",
    ],
    "UnitPoint": ["init(x: Double, y: Double)", "init()", "var x: Double", "var y: Double"],
    "Angle": [
      "init(radians: Double)", "init(degrees: Double)", "init()", "var degrees: Double", "var radians: Double",
    ],
    "AnimatablePair": [
      "init(_ first: First, _ second: Second)", "var first: First", "var second: Second",
      "static var zero: AnimatablePair<First, Second>", "var magnitudeSquared: Double",
      "func scaled(by rhs: Double) -> AnimatablePair<First, Second>", "mutating func scale(by rhs: Double)",
    ],
    "EmptyAnimatableData": [
      "init()", "static var zero: EmptyAnimatableData", "var magnitudeSquared: Double",
      "func scaled(by rhs: Double) -> EmptyAnimatableData", "mutating func scale(by rhs: Double)",
    ],
    // `$x`: an @State property's projection, with what Anim reads of it on the scene's clock.
    "Binding": [
      "var presentation: Value", "var velocity: Value", "var value: Value", "var isAnimating: Bool",
      "var animationCount: Int",
    ],
    // Keyframes (iOS 17), generic over the value they animate, as SwiftUI declares them; the
    // builders' closures give their content (TypeChecker+Generics.swift's conformances).
    "LinearKeyframe": ["init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear)"],
    "SpringKeyframe": ["init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)"],
    "CubicKeyframe": ["init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil)"],
    "MoveKeyframe": ["init(_ to: Value)"],
    "KeyframeTrack": ["init(_ keyPath: WritableKeyPath<Root, Value>, content: () -> KeyframeTrackContent<Value>)"],
    "KeyframeTimeline": [
      "init(initialValue: Value, content: () -> KeyframeTimelineContent<Value>)", "var duration: Double",
      "func value(time: Double) -> Value", "func value(progress: Double) -> Value",
    ],
    "UUID": ["init()", "init?(uuidString string: String)", "var uuidString: String"],
    "Date": [
      "init()", "static var now: Date", "func timeIntervalSince(_ date: Date) -> Double",
      "var timeIntervalSinceNow: Double", "var timeIntervalSinceReferenceDate: Double",
      "func addingTimeInterval(_ timeInterval: Double) -> Date",
    ],
    "FloatingPointFormatStyle": [
      "static var number: FloatingPointFormatStyle<Double>",
      "func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Double>",
    ],
    "NumberFormatStyleConfiguration.Precision": [
      "static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision",
      "static func fractionLength(_ limits: ClosedRange<Int>) -> NumberFormatStyleConfiguration.Precision",
      "static func significantDigits(_ digits: Int) -> NumberFormatStyleConfiguration.Precision",
    ],
    "DispatchTime": ["static func now() -> DispatchTime"],
    "DispatchQueue": [
      "static var main: DispatchQueue", "func async(execute work: () -> Void)",
      "func asyncAfter(deadline: DispatchTime, execute work: () -> Void)",
    ],
    "Transaction": [
      "init()", "init(animation: Animation?)", "var animation: Animation?", "var disablesAnimations: Bool",
      "func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: () -> Void)",
      "var isContinuous: Bool",
    ],
  ]
}

/// Reads one declaration of `BuiltinSignatures.declarations`, over its UTF-8 bytes (the page
/// is ASCII): reading it as Characters cost 16 M instructions at start-up (callgrind).
enum SignatureReader {
  static func read(_ line: String, owner: String) -> (name: String, isStatic: Bool, Signature)? {
    var r = ByteReader(Array(line.utf8))
    let isStatic = r.skip("static ")
    // `mutating func scale(by:)`: typed as any method (the checker and the table know which
    // members mutate from the table's entries).
    _ = r.skip("mutating ")
    // A generic type's own parameters (`Value` of `LinearKeyframe<Value>`) stand for its
    // arguments in its members; its initialisers give the type with them.
    let typeParameters = BuiltinSignatures.typeGenerics[owner] ?? []
    let ownerGenerics = Dictionary(typeParameters.map { ($0.name, $0.constraints) }, uniquingKeysWith: { a, _ in a })
    let ownerType: SwiftType =
      owner.isEmpty ? .unknown : .named(owner, typeParameters.map { .typeParameter($0.name, constraints: $0.constraints) })
    if r.skip("var ") {
      let name = r.word()
      guard r.skip(":") else { return nil }
      var types = TypeTextReader(r, generics: ownerGenerics)
      return (name, isStatic, Signature(labels: [], parameters: [], hasDefault: [], result: types.type(), isProperty: true))
    }
    var name = "init"
    var failable = false
    if r.skip("func ") {
      name = r.word()
    } else if r.skip("init?") {
      failable = true
    } else if !r.skip("init") {
      return nil
    }
    var generics = ownerGenerics
    if r.skip("<") {
      while !r.atEnd && !r.skip(">") {
        let g = r.word()
        var constraints: [String] = []
        if r.skip(":") { constraints.append(r.word()) }
        generics[g] = constraints
        _ = r.skip(",")
      }
    }
    guard r.skip("(") else { return nil }
    var labels: [String?] = []
    var parameters: [SwiftType] = []
    var defaults: [Bool] = []
    var defaultTexts: [String?] = []
    var variadic: Int? = nil
    while !r.atEnd && !r.skip(")") {
      let label = r.word()
      if !r.peek(":") { _ = r.word() }  // the parameter's own name
      guard r.skip(":") else { return nil }
      _ = r.skip("inout ")  // `value: inout V`: the argument is written `&v`
      labels.append(label == "_" ? nil : label)
      var types = TypeTextReader(r, generics: generics)
      parameters.append(types.type())
      r = types.reader
      if r.skip("...") { variadic = parameters.count - 1 }
      var hasDefault = false
      var defaultText: String? = nil
      if r.skip("=") {
        hasDefault = true
        let start = r.i
        r.skipDefault()
        defaultText = r.text(from: start)
      }
      defaults.append(hasDefault)
      defaultTexts.append(defaultText)
      _ = r.skip(",")
    }
    var result: SwiftType = name == "init" ? (failable ? .optional(ownerType) : ownerType) : .void
    if r.skip("->") {
      var types = TypeTextReader(r, generics: generics)
      result = types.type()
    }
    return (
      name, isStatic,
      Signature(
        labels: labels, parameters: parameters, hasDefault: defaults, result: result, isProperty: false,
        generics: generics, variadic: variadic, defaultTexts: defaultTexts)
    )
  }
}

/// A cursor over a declaration's bytes that skips spaces before each token.
struct ByteReader {
  let bytes: [UInt8]
  var i = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { i >= bytes.count }

  private mutating func skipSpaces() {
    while i < bytes.count, bytes[i] == 0x20 { i += 1 }  // trap-ok: checked
  }

  /// Whether `text` comes next (after spaces); consumed if so.
  mutating func skip(_ text: StaticString) -> Bool {
    skipSpaces()
    let n = text.utf8CodeUnitCount
    guard i + n <= bytes.count else { return false }
    let p = text.utf8Start
    for k in 0..<n where bytes[i + k] != p[k] { return false }  // trap-ok: i + n <= count
    i += n
    return true
  }

  /// Whether `text` comes next (after spaces), without consuming it.
  mutating func peek(_ text: StaticString) -> Bool {
    let saved = i
    defer { i = saved }
    return skip(text)
  }

  /// The identifier (letters, digits, `_`, `.`) that comes next, possibly empty.
  mutating func word() -> String {
    skipSpaces()
    let start = i
    while i < bytes.count {
      let b = bytes[i]  // trap-ok: checked
      guard (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E else { break }
      // A dot joins a qualified name (`Swift.Double`); `...` marks a variadic parameter.
      if b == 0x2E, i + 1 < bytes.count, bytes[i + 1] == 0x2E { break }  // trap-ok: checked
      i += 1
    }
    return String(decoding: bytes[start..<i], as: UTF8.self)  // trap-ok: start <= i <= count
  }

  /// The bytes from `start` to here as a String, spaces around it trimmed (a default's text).
  func text(from start: Int) -> String {
    var a = max(0, min(start, bytes.count))
    var b = max(a, min(i, bytes.count))
    while a < b, bytes[a] == 0x20 { a += 1 }  // trap-ok: a < b <= count
    while b > a, bytes[b - 1] == 0x20 { b -= 1 }  // trap-ok: a < b <= count
    return String(decoding: bytes[a..<b], as: UTF8.self)  // trap-ok: 0 <= a <= b <= count
  }

  /// Past a default value (`= .zero`, `= 0.5`, `= Spring()`): up to the next `,` or `)` outside
  /// brackets.
  mutating func skipDefault() {
    var depth = 0
    var inString = false
    while i < bytes.count {
      let b = bytes[i]  // trap-ok: checked
      // A string default (`separator: String = ", "`) may hold a comma or a bracket.
      if inString {
        if b == 0x5C { i += 1 } else if b == 0x22 { inString = false }
        i += 1
        continue
      }
      if b == 0x22 { inString = true }
      if depth == 0 && (b == 0x2C || b == 0x29) { return }
      if b == 0x28 || b == 0x5B { depth += 1 }
      if b == 0x29 || b == 0x5D { depth -= 1 }
      i += 1
    }
  }
}

/// Reads a type written as Swift writes it (`Double`, `[V]`, `Animation?`, `(Double) -> Double`).
struct TypeTextReader {
  var reader: ByteReader
  private let generics: [String: [String]]

  init(_ reader: ByteReader, generics: [String: [String]]) {
    self.reader = reader
    self.generics = generics
  }

  mutating func type() -> SwiftType {
    // An `inout` parameter of a closure type (`(inout Result, Element) -> Void`).
    _ = reader.skip("inout ")
    var t: SwiftType
    if reader.skip("[") {
      let element = type()
      if reader.skip(":") {
        t = .dictionary(element, type())
      } else {
        t = .array(element)
      }
      _ = reader.skip("]")
    } else if reader.skip("(") {
      var items: [SwiftType] = []
      var labels: [String?] = []
      while !reader.atEnd && !reader.skip(")") {
        // `(offset: Int, element: Element)`: a label is a word and a colon.
        let saved = reader
        let label = reader.word()
        if label.isEmpty || !reader.skip(":") { reader = saved }
        labels.append(reader.i == saved.i ? nil : label)
        items.append(type())
        _ = reader.skip(",")
      }
      if reader.skip("->") { return .function(items, type()) }
      t = items.count == 1 ? items[0] : items.isEmpty ? .void : .tuple(items, labels: labels)  // trap-ok: count checked
    } else if reader.skip("some ") {
      // An opaque result (`some View`): a type of its own, with its protocol's members.
      t = .named("some " + reader.word())
    } else {
      let name = reader.word()
      var arguments: [SwiftType] = []
      if reader.skip("<") {
        while !reader.atEnd && !reader.skip(">") {
          arguments.append(type())
          _ = reader.skip(",")
        }
      }
      if let constraints = generics[name] {
        t = .typeParameter(name, constraints: constraints)
      } else if name == "Void" {
        t = .void
      } else {
        t = .named(name, arguments)
      }
    }
    while reader.skip("?") { t = .optional(t) }
    return t
  }
}
