// The built-ins the checker does not type yet, declared as Swift (or Anim, for its own) would
// declare them: the table reads their labels and defaults from these lines as it reads the
// typed ones' (BuiltinTable+Declarations.swift), and the checker leaves their calls to the run
// time (`unknown`), as it did before they had a line. Moving a line to
// `BuiltinSignatures.declarations` types it.

extension BuiltinSignatures {
  /// The untyped declarations, by type name as `declarations` keys them ("" for global
  /// functions; a value kind's type name, `AnimatableVector`, `zero`, `anim`, for Anim's own).
  static let untypedDeclarations: [String: [String]] = [
    "": [
      // Anim's check (`expect(x == 1)`) and value kind (`type(x)`); `type(of:)` is typed by
      // TypeChecker+TypeOf.swift.
      "func expect(_ condition: Bool)", "func expect(_ condition: Bool, _ message: String)",
      "func type(_ value: Any) -> String", "func type<T>(of value: T) -> Any",
      // Swift's `min(_:_:_:_:)` and `max(_:_:_:_:)` for three numbers and more.
      "func min<T>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T", "func max<T>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T",
      // SwiftUI's `withTransaction(_:_:_:)`: a new transaction with one property set.
      "func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () -> Result) -> Result",
    ],
    "AnimatableVector": [
      "init(_ elements: [Double])", "func scaled(by rhs: Double) -> AnimatableVector", "mutating func scale(by rhs: Double)",
    ],
    // VectorArithmetic's `.zero` before it takes a type.
    "zero": ["func scaled(by rhs: Double) -> Double", "mutating func scale(by rhs: Double)"],
    // Anim's namespace: an animation's move sampled.
    "anim": ["func sample(_ animation: Animation = .default, from: Double = 0, to: Double = 1, for duration: Double = 1) -> Series"],
    // CustomAnimation's requirements, called on an Animation (a script animation wrapping another).
    "Animation": [
      "func animate<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?",
      "func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?",
      "func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: AnimationContext<V>) -> Bool",
    ],
    "PausableAnimation": ["init(base: Animation)"],
    "TargetAnimation": ["init(base: Animation, secondary: Animation)"],
    "AnimationState": ["init()"],
    "AnimationContext": ["init()"],
    // Other ecosystems' springs as SwiftUI Springs (SpringEcosystemFactory.swift), and the
    // Spring overview's spelling of `value(target:initialVelocity:time:)`.
    "Spring": [
      "static func reactSpring(tension: Double = 170, friction: Double = 26, mass: Double = 1) -> Spring",
      "static func compose(dampingRatio: Double = 1, stiffness: Double = 1500) -> Spring",
      "static func android(dampingRatio: Double = 0.5, stiffness: Double = 1500) -> Spring",
      "static func flutter(mass: Double, stiffness: Double, damping: Double) -> Spring",
      "static func flutter(mass: Double = 1, stiffness: Double, ratio: Double = 1) -> Spring",
      "static func flutter(duration: Double, bounce: Double) -> Spring",
      "static func motion(stiffness: Double = 100, damping: Double = 10, mass: Double = 1) -> Spring",
      "static func motion(duration: Double, bounce: Double) -> Spring",
      "static func motion(visualDuration: Double, bounce: Double) -> Spring",
      "static func uikit(duration: Double, dampingRatio: Double) -> Spring",
      "static func coreAnimation(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) -> Spring",
      "static func figma(mass: Double = 1, stiffness: Double, damping: Double) -> Spring",
      "static func preset(_ name: String) -> Spring",
      "func position<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V",
    ],
    // The UnitCurve overview's spelling of `value(at:)`.
    "UnitCurve": ["func evaluate(at progress: Double) -> Double"],
    "Angle": ["static func degrees(_ degrees: Double) -> Angle", "static func radians(_ radians: Double) -> Angle"],
    "KeyframeTimeline": ["func velocity(time: Double) -> Value"],
    "KeyframeTrack": ["init(content: () -> KeyframeTrackContent<Value>)"],
    "String": ["init(format: String, _ arguments: Any...)"],
    "Array": ["init<S>(_ elements: S)", "init(repeating repeatedValue: Element, count: Int)"],
    // A dictionary's elements are `(key: Key, value: Value)` pairs.
    "Dictionary": [
      // Typed by TypeChecker+LiteralResults.swift's dictionaryInitializer.
      "init()", "init(uniqueKeysWithValues keysAndValues: [(Key, Value)])",
      "init(grouping values: [Value], by keyForValue: (Value) -> Key)",
      "func map<T>(_ transform: ((key: Key, value: Value)) -> T) -> [T]",
      "func compactMap<T>(_ transform: ((key: Key, value: Value)) -> T?) -> [T]",
      "func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> [Key: Value]",
      "func mapValues<T>(_ transform: (Value) -> T) -> [Key: T]",
      "func forEach(_ body: ((key: Key, value: Value)) -> Void)",
      "func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, (key: Key, value: Value)) -> Result) -> Result",
      "func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, (key: Key, value: Value)) -> Void) -> Result",
      "func sorted() -> [(key: Key, value: Value)]",
      "func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) -> [(key: Key, value: Value)]",
      "func enumerated() -> [(offset: Int, element: (key: Key, value: Value))]",
      "func first(where predicate: ((key: Key, value: Value)) -> Bool) -> (key: Key, value: Value)?",
      "func allSatisfy(_ predicate: ((key: Key, value: Value)) -> Bool) -> Bool",
      "func max(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) -> (key: Key, value: Value)?",
      "func min(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) -> (key: Key, value: Value)?",
      "func removeValue(forKey key: Key) -> Value?", "func updateValue(_ value: Value, forKey key: Key) -> Value?",
      "func removeAll()",
    ],
    // The sequences' members the typed lines leave out.
    "Range": sequenceExtras, "Stride": sequenceExtras,
    "Set": sequenceExtras.filter { !$0.hasPrefix("func sorted") },
  ]

  /// `compactMap`, `sorted`, `enumerated`, `first(where:)`, `min(by:)` and `max(by:)` of a range,
  /// a set (which has its own `sorted`) and a stride.
  static let sequenceExtras: [String] = [
    "func compactMap<T>(_ transform: (Bound) -> T?) -> [T]", "func sorted() -> [Bound]",
    "func sorted(by areInIncreasingOrder: (Bound, Bound) -> Bool) -> [Bound]",
    "func enumerated() -> [(offset: Int, element: Bound)]", "func first(where predicate: (Bound) -> Bool) -> Bound?",
    "func max(by areInIncreasingOrder: (Bound, Bound) -> Bool) -> Bound?",
    "func min(by areInIncreasingOrder: (Bound, Bound) -> Bool) -> Bound?",
  ]
}
