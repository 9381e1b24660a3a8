// Declarations: functions and closures, variables, animations, states and tests.

/// A function or closure: `func f(a, b = 2) { … }`, a method inside an `animation`, or a closure
/// expression `{ t in t * t }`.
///
/// A resolver keeps the frame's layout (how many slots, what it captures) in a side table indexed
/// by ``id``.
public final class FunctionDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The function's name (`nil` for closures).
  public let name: Name?
  /// The parameters in order.
  public let parameters: [Parameter]
  /// The body.
  public let body: Block
  /// Whether this is a closure expression rather than a `func`.
  public let isClosure: Bool
  /// From `func` (or the closure's `{`) to the closing `}`.
  public let range: SourceRange

  // The two below are set by the parser after `init`, while it builds the node; nothing after
  // `parse` returns changes them.
  /// Swift's `-> Type`, if written (checked on return where Anim can).
  public internal(set) var returnType: TypeAnnotation?
  /// Swift's generic parameter names (`V` in `func animate<V: VectorArithmetic>`): annotations
  /// that name them check nothing.
  public internal(set) var genericParameters: [Identifier] = []
  /// The protocols each generic parameter is constrained to, in its clause or a `where`
  /// clause (`V: VectorArithmetic`).
  public internal(set) var genericConstraints: [String: [String]] = [:]

  /// Creates a function declaration.
  public init(
    id: NodeID, name: Name?, parameters: [Parameter], body: Block, isClosure: Bool,
    range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.parameters = parameters
    self.body = body
    self.isClosure = isClosure
    self.range = range
  }

  /// For a closure or function whose body is a single expression statement (`{ t in t * t }`,
  /// `func f() -> Double { x * 2 }`, a getter `var area: Double { w * h }`), that expression:
  /// Swift (5.9) returns its value implicitly. `nil` otherwise.
  public var implicitReturnExpression: Expr? {
    guard body.statements.count == 1,
      case .expression(let e) = body.statements[0].kind  // trap-ok: count checked above
    else { return nil }
    return e
  }
}

/// A function or closure parameter: `a`, `b = 2`, or Swift's `_ t: Double`, `by k: Double`,
/// `context: inout AnimationContext<V>`.
public struct Parameter: @unchecked Sendable {
  /// The parameter's name inside the body.
  public var name: Name
  /// The default value, evaluated at each call that omits the argument.
  public var defaultValue: Expr?
  /// From the label (or name) to the end of the default value.
  public var range: SourceRange
  /// The external label as written before the name (`by` in `by k`, `_` in `_ t`); `nil` when
  /// the name is also the label.
  public var externalLabel: Identifier?
  /// The annotation after `:`, if written.
  public var type: TypeAnnotation?
  /// Written `inout`: the argument is a variable written as `&x`, and the callee's last value
  /// of the parameter is written back to it when the call returns (copy-in copy-out).
  public var isInout = false
  /// A result-builder attribute written before the parameter (`@ViewBuilder content: () ->
  /// Content`): a closure passed for it builds its result from its statements.
  public var resultBuilder: Identifier?

  /// Creates a parameter.
  public init(
    name: Name, defaultValue: Expr?, range: SourceRange, externalLabel: Identifier? = nil,
    type: TypeAnnotation? = nil, isInout: Bool = false
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.range = range
    self.externalLabel = externalLabel
    self.type = type
    self.isInout = isInout
  }

  /// The label a call writes for this argument: the external label, or the name when there
  /// is none; `nil` for `_` (the argument is written without a label).
  public var argumentLabel: String? {
    guard let externalLabel else { return name.text }
    return externalLabel.text == "_" ? nil : externalLabel.text
  }
}

/// `let`/`var` declarations, including `animation` members, `state` fields and `@State` properties.
public final class VariableDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// `var` (true) or `let` (false).
  public let isMutable: Bool
  /// The declared name.
  public let name: Name
  /// The initial value; `nil` for `let base` (a required animation member) or `var x`.
  public let initializer: Expr?
  /// Attributes written before the declaration (`@State`, `@State(animation: .bouncy)`).
  public let attributes: [Attribute]
  /// From the first attribute (or `let`/`var`) to the end of the initializer.
  public let range: SourceRange
  /// Swift's annotation (`let x: Double`), checked against the value bound.
  public var type: TypeAnnotation?
  /// `var x = 0 { willSet { … } didSet { … } }`: each observer as a mutating method of the
  /// property's type with one parameter (`newValue` / `oldValue`, or the name written).
  public internal(set) var willSet: FunctionDecl?
  public internal(set) var didSet: FunctionDecl?

  /// The observers written, `willSet` first.
  public var observers: [FunctionDecl] { [willSet, didSet].compactMap { $0 } }

  /// Creates a variable declaration.
  public init(
    id: NodeID, isMutable: Bool, name: Name, initializer: Expr?, attributes: [Attribute],
    range: SourceRange
  ) {
    self.id = id
    self.isMutable = isMutable
    self.name = name
    self.initializer = initializer
    self.attributes = attributes
    self.range = range
  }

  /// The `@State` attribute if present: this declares an animatable scene property.
  public var stateAttribute: Attribute? { attributes.first { $0.name.text == "State" } }

  /// The `@Animated` attribute if present: a derived attribute, re-evaluated from the state it
  /// reads whenever that state changes, animating to its new value.
  public var animatedAttribute: Attribute? { attributes.first { $0.name.text == "Animated" } }

  /// The implicit animation given as `@State(animation: expr)` (or `@Animated(animation:)`), the
  /// analogue of SwiftUI's `.animation(expr, value: x)`; it wins over `withAnimation` for this
  /// property.
  public var implicitAnimation: Expr? {
    (stateAttribute ?? animatedAttribute)?.arguments.first { $0.label?.text == "animation" }?.value
  }
}

/// An attribute `@Name` or `@Name(args)` before a declaration.
public struct Attribute: @unchecked Sendable {
  /// The name without `@`.
  public var name: Identifier
  /// The arguments (empty when written without parentheses).
  public var arguments: [CallArgument]
  /// From `@` to the closing parenthesis.
  public var range: SourceRange

  /// Creates an attribute.
  public init(name: Identifier, arguments: [CallArgument], range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `animation Name { let/var members; func animate(…); func velocity(…); func shouldMerge(…);
/// merge … }`: a CustomAnimation written in Anim.
public final class AnimationDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The declaration's name (callable as a constructor: `Elastic(duration: 2)`).
  public let name: Name
  /// `let`/`var` members in order: the parameters of the constructor.
  public let members: [VariableDecl]
  /// Methods in order (`animate` required; `velocity`, `shouldMerge` optional; helpers allowed).
  public let methods: [FunctionDecl]
  /// A `merge always | never | if expr` rule, if declared.
  public let mergeRule: MergeRule?
  /// From `animation` to the closing `}`.
  public let range: SourceRange

  /// Creates an animation declaration.
  public init(
    id: NodeID, name: Name, members: [VariableDecl], methods: [FunctionDecl],
    mergeRule: MergeRule?, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.members = members
    self.methods = methods
    self.mergeRule = mergeRule
    self.range = range
  }

  /// The method with the given name (`animate`, `velocity`, `shouldMerge`), if declared.
  public func method(named text: String) -> FunctionDecl? {
    methods.first { $0.name?.text == text }
  }
}

/// A merge rule declared inside an `animation` without a `shouldMerge` method.
public struct MergeRule: @unchecked Sendable {
  /// What the rule says.
  public enum Kind: @unchecked Sendable {
    /// `merge always`: `shouldMerge` returns true.
    case always
    /// `merge never`: `shouldMerge` returns false.
    case never
    /// `merge if expr`: `shouldMerge` returns `expr`, evaluated with `previous`, `value`, `time`
    /// and `context` in scope (as if it were the body of `shouldMerge`).
    case condition(Expr)
  }

  /// What the rule says.
  public var kind: Kind
  /// From `merge` to the end of the rule.
  public var range: SourceRange

  /// Creates a merge rule.
  public init(kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// `state Name { var a = 0; … }`: an AnimationStateKey whose value is a record with these fields.
public final class StateDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The declaration's name (used as `context.state[Name]` and as a record constructor).
  public let name: Name
  /// The record's fields, each with its default value.
  public let fields: [VariableDecl]
  /// From `state` to the closing `}`.
  public let range: SourceRange

  /// Creates a state declaration.
  public init(id: NodeID, name: Name, fields: [VariableDecl], range: SourceRange) {
    self.id = id
    self.name = name
    self.fields = fields
    self.range = range
  }
}

/// `test "name" { … }`: a named group of `expect` checks.
public final class TestDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The test's name (escapes processed; interpolation is not allowed).
  public let name: String
  /// Where the name's string literal is written.
  public let nameRange: SourceRange
  /// The test's body.
  public let body: Block
  /// From `test` to the closing `}`.
  public let range: SourceRange

  /// Creates a test declaration.
  public init(id: NodeID, name: String, nameRange: SourceRange, body: Block, range: SourceRange) {
    self.id = id
    self.name = name
    self.nameRange = nameRange
    self.body = body
    self.range = range
  }
}
