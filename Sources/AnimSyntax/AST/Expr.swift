// Expressions. Every node has a range and a dense ID; variable uses carry a `Name`, which a
// resolver looks up (keeping what it finds in a side table indexed by the name's ID).

/// An expression node.
///
/// Switch over ``kind``. Parentheses used only for grouping leave no node: `(a + b)` is the
/// `.binary` node itself (its range excludes the parentheses).
public final class Expr: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The source text of the whole expression (e.g. for `expect`'s report).
  public let range: SourceRange
  /// What the expression is, as written: a resolver that gives it another form (`.easeIn` as
  /// `Animation.easeIn`) records that beside the tree.
  public let kind: Kind

  /// Creates an expression node.
  public init(id: NodeID, range: SourceRange, kind: Kind) {
    self.id = id
    self.range = range
    self.kind = kind
  }

  /// The shapes of expressions.
  public enum Kind: @unchecked Sendable {
    /// A number literal (`12`, `0.5`, `1e-3`, `1_000`), already converted.
    case number(Double)
    /// A string literal without interpolation, escapes already processed.
    case string(String)
    /// A string literal with interpolation: `"t = \(t)"` is `[.text("t = "), .expression(t)]`.
    case interpolatedString([StringSegment])
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case nilLiteral
    /// A hex colour literal `#RRGGBB` or `#RRGGBBAA`.
    case color(ColorLiteral)
    /// A use of a variable, function, declaration or built-in: `x`, `sin`, `Spring`, `pi`.
    case variable(Name)
    /// A projection `$x` of an `@State` property (used as `$x.presentation`, `sample($x, …)`).
    case projection(Name)
    /// An implicit member `.easeIn`; a call `.spring(duration: 1)` is `.call` with this as callee.
    /// The resolver resolves it against the type the context expects (Animation by default).
    case implicitMember(Identifier)
    /// Member access `base.name` (`UnitCurve.easeIn`, `s.stiffness`, `$x.presentation`).
    case member(base: Expr, name: Identifier)
    /// Subscript `base[args]` (`v[0]`, `context.state[PausableState]`).
    case `subscript`(base: Expr, arguments: [CallArgument])
    /// A call `callee(args) { trailing closure }`; a trailing closure is the last argument with
    /// `isTrailingClosure` set.
    case call(callee: Expr, arguments: [CallArgument])
    /// An array literal `[1, 2, 3]`, `["a", "b"]`, `[]`.
    case vector([Expr])
    /// A dictionary literal `["a": 1, "b": 2]` or `[:]`, entries in the order written.
    case dictionary([DictionaryEntry])
    /// A force unwrap `value!`: the value, or a runtime error when it is nil.
    case forceUnwrap(Expr)
    /// `base?` inside an optional chain (`a?.b`, `f?()`, `a?[i]`): the chain gives nil when
    /// `base` is nil.
    case optionalChainLink(Expr)
    /// A whole optional chain `a?.b.c`: nil when one of its `?` links met nil.
    case optionalChain(Expr)
    /// An operator written where a function is expected: `reduce(0, +)`, `sorted(by: <)`.
    case operatorFunction(BinaryOperator)
    /// A pair/tuple literal `(1, 2)` or `(x: 1, y: 2)` (always at least two elements).
    case tuple([TupleElement])
    /// A prefix operator application.
    case unary(op: UnaryOperator, operand: Expr)
    /// An infix operator application (including `&&`, `||`, `??`, `..<`, `...`).
    case binary(op: BinaryOperator, lhs: Expr, rhs: Expr)
    /// A key path `\.scale`, `\.position.x`, `\AnimationValues.angle` (the root type's name is
    /// kept for messages; Anim's values carry their own type).
    case keyPath(root: Identifier?, components: [Identifier])
    /// `value is Declaration` (`previous.base is Target`).
    case typeCheck(value: Expr, type: Name)
    /// `value as? Type` (nil when it is not one), and the forced and plain casts `as!` and `as` (an error
    /// when it is not one).
    case cast(value: Expr, type: Name, isConditional: Bool)
    /// `value as [Double]`, `value as Int?`: Swift's coercion to a type that is not a plain name,
    /// checked before running (the value is unchanged when it runs).
    case coercion(value: Expr, type: TypeAnnotation)
    /// `condition ? then : else`.
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// A closure `{ t in t * t }`, `{ a, b in … }` or `{ … }`.
    case closure(FunctionDecl)
    /// Swift 5.9's `if` expression: `let x = if c { a } else { b }`, or the one statement of a
    /// function, closure or getter body. Every branch is one expression statement, and there
    /// is a final `else` (the parser checks both).
    case ifExpression(IfStmt)
    /// Swift 5.9's `switch` expression: every case's body is one expression statement.
    case switchExpression(SwitchStmt)
    /// Stands in for an expression that failed to parse (a diagnostic was already reported).
    case error
  }
}

/// A piece of an interpolated string.
public enum StringSegment: @unchecked Sendable {
  /// Literal text, escapes already processed.
  case text(String)
  /// An interpolated expression `\(expr)`.
  case expression(Expr)
}

/// A colour written as `#RRGGBB` or `#RRGGBBAA`; components are in 0...1 exactly as written
/// (sRGB-encoded; converting to linear is the runtime's business).
public struct ColorLiteral: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha, 0...1 (1 when written with six digits).
  public var alpha: Double

  /// Creates a colour literal.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A call or subscript argument: `x`, `duration: 1`, `&context`, or a trailing closure.
public struct CallArgument: @unchecked Sendable {
  /// The label (`duration` in `duration: 1`), or `nil` for a positional argument.
  public var label: Identifier?
  /// The argument's value.
  public var value: Expr
  /// Written as `&name` (Swift's inout marker); means the same as passing `name`, which is
  /// already passed by reference where the callee mutates it (`context`).
  public var isInout: Bool
  /// The closure written after the call's parentheses.
  public var isTrailingClosure: Bool
  /// From the label (or `&`) to the end of the value.
  public var range: SourceRange

  /// Creates an argument.
  public init(
    label: Identifier?, value: Expr, isInout: Bool = false, isTrailingClosure: Bool = false,
    range: SourceRange
  ) {
    self.label = label
    self.value = value
    self.isInout = isInout
    self.isTrailingClosure = isTrailingClosure
    self.range = range
  }
}

/// An entry `key: value` of a dictionary literal.
public struct DictionaryEntry: @unchecked Sendable {
  /// The key.
  public var key: Expr
  /// The value.
  public var value: Expr

  /// Creates an entry.
  public init(key: Expr, value: Expr) {
    self.key = key
    self.value = value
  }
}

/// An element of a tuple literal: `1` or `x: 1`.
public struct TupleElement: @unchecked Sendable {
  /// The label, if written.
  public var label: Identifier?
  /// The element's value.
  public var value: Expr

  /// Creates a tuple element.
  public init(label: Identifier?, value: Expr) {
    self.label = label
    self.value = value
  }
}

extension Expr {
  /// Whether the expression is `self` (whose `init` is a delegation, never a value).
  public var isSelfReference: Bool {
    if case .variable(let n) = kind { return n.text == "self" }
    return false
  }
}
