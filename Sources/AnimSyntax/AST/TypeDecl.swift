// Swift's value types: `struct` and `enum` declarations with their members.

/// What a member of a `struct` or `enum` declares.
public enum TypeMember: @unchecked Sendable {
  /// A stored property (`var x = 0`, `let y: Double`); `static` ones belong to the type.
  case stored(VariableDecl, isStatic: Bool)
  /// A computed property `var area: Double { … }` or `{ get { … } set { … } }`.
  case computed(ComputedProperty)
  /// A method `func f()`, `mutating func f()` or `static func f()`.
  case method(FunctionDecl, isStatic: Bool, isMutating: Bool)
  /// An initialiser `init(…) { … }`: a mutating method whose `self` starts with the defaults.
  case initializer(FunctionDecl)
}

/// A computed property: a getter and, if written, a setter that sees `newValue`.
public final class ComputedProperty: @unchecked Sendable {
  /// The property's name.
  public let name: Name
  /// Written `static var`: a property of the type.
  public let isStatic: Bool
  /// The getter as a method without parameters.
  public let getter: FunctionDecl
  /// The setter as a mutating method with one parameter (`newValue`, or the name written in
  /// `set(name)`), if written.
  public let setter: FunctionDecl?
  /// From `var` to the closing `}`.
  public let range: SourceRange
  /// The type written after the name (`var area: Double { … }`), which the type checker
  /// gives the property.
  public internal(set) var type: TypeAnnotation?
  /// For a `lazy var`: the name of the stored property that keeps its value once computed
  /// (Swift's own name for it, `$__lazy_storage_$_name`); the getter is the initialiser.
  public internal(set) var lazyStorage: String?

  /// Creates a computed property.
  public init(
    name: Name, isStatic: Bool, getter: FunctionDecl, setter: FunctionDecl?, range: SourceRange
  ) {
    self.name = name
    self.isStatic = isStatic
    self.getter = getter
    self.setter = setter
    self.range = range
  }
}

/// `struct Name: Conformances { members }`: a value type with stored properties, a memberwise
/// initialiser, methods, computed properties and static members.
public final class StructDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The type's name.
  public let name: Name
  /// The protocols listed after `:` (`Animatable`, `CustomAnimation`, `Equatable`, …).
  public let conformances: [Identifier]
  /// The members in order.
  public let members: [TypeMember]
  /// From `struct` to the closing `}`.
  public let range: SourceRange
  /// Generic parameter names (`Value` in `struct TargetState<Value: VectorArithmetic>`); set by
  /// the parser after `init`, while it builds the node.
  public internal(set) var genericParameters: [Identifier] = []
  /// The types declared inside it (`Phase` in `struct Monitor { enum Phase { … } }`), which
  /// the parser lifts out beside it; `Monitor.Phase` names them.
  public internal(set) var nestedTypes: [String] = []
  /// Declared with `class` rather than `struct`: instances are references (ClassObject at run
  /// time), and every other part of the declaration means what it means for a struct.
  public internal(set) var isClass = false
  /// The attributes written before `class` or `struct` (`@Observable`, `@Animatable`), by name.
  public internal(set) var attributeNames: [String] = []

  /// Creates a struct declaration.
  public init(
    id: NodeID, name: Name, conformances: [Identifier], members: [TypeMember], range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.conformances = conformances
    self.members = members
    self.range = range
  }

  /// The instance stored properties, in declaration order: the memberwise initialiser's
  /// parameters.
  public var storedProperties: [VariableDecl] {
    members.compactMap { if case .stored(let v, false) = $0 { v } else { nil } }
  }
}

/// `extension Name: Protocols { members }`: members added to a declared type or to one of
/// Anim's built-in types (`extension Animation { static var … }`,
/// `extension AnimationContext { var … { get set } }`).
public final class ExtensionDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The extended type's name, resolved like any name.
  public let name: Name
  /// The protocols listed after `:`.
  public let conformances: [Identifier]
  /// The members added.
  public let members: [TypeMember]
  /// From `extension` to the closing `}`.
  public let range: SourceRange

  /// Creates an extension.
  public init(
    id: NodeID, name: Name, conformances: [Identifier], members: [TypeMember], range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.conformances = conformances
    self.members = members
    self.range = range
  }
}

/// One `case` of an `enum`: `case up`, `case two = 2`, `case a, b`.
public struct EnumCase: @unchecked Sendable {
  /// The case's name.
  public var name: Name
  /// The raw value written after `=`, if any.
  public var rawValue: Expr?
  /// The associated values' types and labels (`case move(dx: Double, dy: Double)`); nil for a
  /// case without them.
  public var payload: [EnumPayloadElement]?

  /// Creates an enum case.
  public init(name: Name, rawValue: Expr?) {
    self.name = name
    self.rawValue = rawValue
  }
}

/// One associated value of an enum case: `dx: Double` in `case move(dx: Double, dy: Double)`.
public struct EnumPayloadElement: @unchecked Sendable {
  /// The label, if written (a construction and a pattern may write it).
  public var label: Identifier?
  /// The value's type.
  public var type: TypeAnnotation

  /// Creates an associated value's description.
  public init(label: Identifier?, type: TypeAnnotation) {
    self.label = label
    self.type = type
  }
}

/// `enum Name: RawType, Protocols { case a, b; members }`: a type with a fixed set of cases.
public final class EnumDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The type's name.
  public let name: Name
  /// The names after `:`; the first one may be the raw type (`Int`, `String`, `Double`).
  public let conformances: [Identifier]
  /// The cases in declaration order.
  public let cases: [EnumCase]
  /// Computed properties, methods and static members.
  public let members: [TypeMember]
  /// From `enum` to the closing `}`.
  public let range: SourceRange

  /// Creates an enum declaration.
  public init(
    id: NodeID, name: Name, conformances: [Identifier], cases: [EnumCase], members: [TypeMember],
    range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.conformances = conformances
    self.cases = cases
    self.members = members
    self.range = range
  }

  /// The types declared inside it (see ``StructDecl/nestedTypes``).
  public internal(set) var nestedTypes: [String] = []

  /// The raw value type written first after `:` (`Int`, `String`, `Double`…), if any.
  public var rawType: String? {
    guard let first = conformances.first,
      ["Int", "String", "Double", "Float", "CGFloat", "Character"].contains(first.text)
    else { return nil }
    return first.text
  }
}
