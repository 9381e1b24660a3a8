// The interpreter's values. Every payload is one word or a small inline value so that the hot
// paths (numbers, calls) move little memory; anything larger lives behind a class reference.
import AnimationCore
import AnimSyntax

/// A value of the Anim language.
///
/// Numbers, bools, strings and nil are inline. Vectors and colours are `AnimatableVector`s (a
/// copy-on-write array); arrays are Swift arrays of values (also copy-on-write: a mutating
/// method on a variable takes the array out of its slot so that it changes in place).
/// Everything else is a reference to an immutable object (pairs, records,
/// closures) or to a mutable one that has reference semantics in the language (`context`,
/// transactions): mutations of records and pairs build new objects, which gives Anim Swift's
/// value semantics.
public enum Value: @unchecked Sendable {
  /// `nil`.
  case none
  /// `true` / `false`.
  case bool(Bool)
  /// A number (Double semantics).
  case number(Double)
  /// A string. (`indirect`, like `type`: boxed, so that every payload is one word and a `Value`
  /// is two words, not three; strings are rare in animation code, values are everywhere.)
  indirect case string(String)
  /// A vector `[1, 2, 3]`.
  case vector(AnimatableVector)
  /// A colour, as Color.Resolved holds it: linear red, green, blue and opacity (Value+Color).
  case color(AnimatableVector)
  /// A pair `(1, 2)` / `(x: 1, y: 2)`.
  case pair(Pair)
  /// A Swift array of any values (`["a", "b"]`, `[Animation.bouncy, .snappy]`, `[1, 2]`). The
  /// Swift array is one word, and its copy-on-write gives the language's value semantics.
  case array([Value])
  /// A dictionary `["a": 1]`, which keeps its keys in insertion order.
  case dictionary(ScriptDictionary)
  /// A tuple of three or more elements `(1, 2, 3)` (two elements make a `pair`).
  case tuple(Tuple)
  /// A user function or closure.
  case function(Closure)
  /// A built-in function (index into the built-in table).
  case builtin(Int)
  /// A method bound to its receiver (`v.scaled` used as a value).
  case boundMethod(BoundMethod)
  /// An animation (built-in or declared in the script).
  case animation(Animation)
  /// A type used as a value: `Animation`, `UnitCurve`, `Spring`, a declared animation or state.
  indirect case type(TypeValue)
  /// An instance of a `state` declaration.
  case record(Record)
  /// An `AnimationContext` (passed by reference to `animate`).
  case context(ContextBase)
  /// An `AnimationState`.
  case animationState(StateBase)
  /// A `Transaction`.
  case transaction(TransactionRef)
  /// Other built-in objects: springs, curves, series, the clock, the environment, `$x`.
  case object(RuntimeObject)
  /// The shape-adopting zero (`zero`): the additive identity of every vector shape.
  case zero
  /// Internal: a captured variable's cell; never visible to scripts.
  case box(Box)
  /// Internal: an `@State` property's cell; reads give its model value.
  case property(PropertyRef)
}

/// A mutable cell for a variable captured by a closure.
public final class Box: @unchecked Sendable {
  /// The current value.
  @exclusivity(unchecked) public var value: Value
  init(_ value: Value) { self.value = value }
}

/// An immutable pair (AnimatablePair), possibly labelled.
public final class Pair: @unchecked Sendable {
  /// The first element.
  public let first: Value
  /// The second element.
  public let second: Value
  /// Element labels, if written (`(x: 1, y: 2)`).
  public let labels: (String?, String?)
  init(_ first: Value, _ second: Value, labels: (String?, String?) = (nil, nil)) {
    self.first = first
    self.second = second
    self.labels = labels
  }
}

/// A method bound to a receiver.
public final class BoundMethod: @unchecked Sendable {
  let receiver: Value
  let name: String
  init(receiver: Value, name: String) {
    self.receiver = receiver
    self.name = name
  }
}

/// A built-in object with reference identity (springs, curves, series, …).
open class RuntimeObject: @unchecked Sendable {
  /// The type name shown in messages.
  open var typeName: String { "object" }
  /// The printed form.
  open var printed: String { typeName }
  /// The built-in table's kind of this object.
  var kind: ValueKind { .otherObject }
  init() {}
}

/// Types usable as values.
public enum TypeValue: @unchecked Sendable {
  /// A built-in type by name (`Animation`, `UnitCurve`, `Spring`, `Transaction`, …).
  case builtin(String)
  /// A script `animation` declaration.
  case animation(AnimationInfo)
  /// A script `state` declaration.
  case state(StateInfo)
  /// A script `struct` declaration.
  case structType(StructInfo)
  /// A script `enum` declaration.
  case enumType(EnumInfo)

  var name: String {
    switch self {
    case .builtin(let n): n
    case .animation(let a): a.name
    case .state(let s): s.name
    case .structType(let s): s.name
    case .enumType(let e): e.name
    }
  }
}

/// An instance of a `state` or `struct` declaration: its fields in declaration order.
public final class Record: @unchecked Sendable {
  let info: RecordType
  /// Written in place only to keep a `lazy var`'s value once computed
  /// (Interpreter+LazyProperties.swift); every other change makes a new record.
  @exclusivity(unchecked) var fields: [Value]
  init(info: RecordType, fields: [Value]) {
    self.info = info
    self.fields = fields
  }
  deinit {
    // A class instance's references go without recursion (Interpreter+Classes.swift).
    if info.isClass { releaseIteratively() }
  }
}

/// A mutable transaction (the language gives transactions value semantics on `var` copies).
public final class TransactionRef: @unchecked Sendable {
  var transaction: Transaction
  init(_ t: Transaction) { transaction = t }
}

// MARK: - Type names, truthiness

extension Value {
  /// The type name used in messages ("cannot add a Spring and a number").
  var typeName: String {
    switch self {
    case .none: "nil"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .vector: "vector"
    case .color: "Color"
    case .pair: "pair"
    case .array: "array"
    case .dictionary: "dictionary"
    case .tuple: "tuple"
    case .function, .builtin, .boundMethod: "function"
    case .animation: "Animation"
    case .type(let t): "type \(t.name)"
    case .record(let r): r.info.name
    case .context: "AnimationContext"
    case .animationState: "AnimationState"
    case .transaction: "Transaction"
    case .object(let o): o.typeName
    case .zero: "zero"
    case .box(let b): b.value.typeName
    case .property(let p): p.model.typeName
    }
  }

  /// The type name with an article: "a number", "an Animation".
  var typeNameWithArticle: String {
    let n = typeName
    if n == "nil" || n == "zero" { return n }
    let first = n.first.map { "aeiouAEIOU".contains($0) } ?? false
    return (first ? "an " : "a ") + n
  }

  var isNil: Bool {
    if case .none = self { return true }
    return false
  }
}
