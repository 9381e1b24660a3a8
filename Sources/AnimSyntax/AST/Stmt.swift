// Statements. Declarations (`func`, `animation`, `state`, `test`, `let`/`var`) are statements too,
// so they may appear wherever statements may (the resolver decides where each is allowed).

/// A statement node.
public final class Stmt: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The statement's source text (without its terminating newline or `;`).
  public let range: SourceRange
  /// What the statement is, as written.
  public let kind: Kind

  /// Creates a statement node.
  public init(id: NodeID, range: SourceRange, kind: Kind) {
    self.id = id
    self.range = range
    self.kind = kind
  }

  /// The shapes of statements.
  public enum Kind: @unchecked Sendable {
    /// An expression evaluated for its effect (a call), or echoed by the REPL.
    case expression(Expr)
    /// `let x = e`, `var x = e`, `var x`, `@State var x = 0`.
    case variable(VariableDecl)
    /// `let (a, b) = e`, `var (x, _, z) = e`.
    case destructuring(DestructuringDecl)
    /// `target op value`, where target is an lvalue path: `x`, `a.b`, `a[i]`,
    /// `context.state[Key].field` (the parser guarantees the shape; see ``Expr/isAssignable``).
    case assignment(target: Expr, op: AssignmentOperator, value: Expr)
    /// `if … { } else if … { } else { }`.
    case `if`(IfStmt)
    /// `guard conditions else { … }`; the else block must leave the scope (resolver's check).
    case `guard`(conditions: [Condition], else: Block)
    /// `while conditions { … }`.
    case `while`(conditions: [Condition], body: Block)
    /// `repeat { … } while condition`: the body runs once before the condition is first
    /// tested; `continue` goes to the test.
    case repeatWhile(body: Block, condition: Expr)
    /// `defer { … }`: the block runs when the enclosing scope is left, however it is left
    /// (falling off the end, `return`, `break`, `continue`); several run last-written first.
    case `defer`(Block)
    /// `typealias Name = Type`: the parser has already put `Type` wherever an annotation names
    /// `Name`, so the statement itself does nothing when run.
    case typeAlias(name: Name, type: TypeAnnotation)
    /// `for name in sequence { … }` (ranges, `stride(…)`, arrays, dictionaries, series).
    /// `for (i, v) in s { body }` is parsed as `for $element in s { let (i, v) = $element; body }`.
    case `for`(variable: Name, sequence: Expr, body: Block)
    /// `break`.
    case `break`
    /// `continue`.
    case `continue`
    /// `return` or `return expr`.
    case `return`(Expr?)
    /// `func name(params) { … }`.
    case function(FunctionDecl)
    /// `animation Name { … }`.
    case animation(AnimationDecl)
    /// `state Name { … }`.
    case state(StateDecl)
    /// `struct Name { … }`.
    case `struct`(StructDecl)
    /// `enum Name { case … }`.
    case `enum`(EnumDecl)
    /// `extension Name { … }`.
    case `extension`(ExtensionDecl)
    /// `protocol Name { requirements }`.
    case `protocol`(ProtocolDecl)
    /// `switch subject { case …: … }`.
    case `switch`(SwitchStmt)
    /// `test "name" { … }`.
    case test(TestDecl)
    /// Stands in for a statement that failed to parse (a diagnostic was already reported).
    case error
  }
}

/// A `{ … }` sequence of statements with its own scope.
public struct Block: @unchecked Sendable {
  /// The statements in order.
  public var statements: [Stmt]
  /// From `{` to `}` inclusive.
  public var range: SourceRange

  /// Creates a block.
  public init(statements: [Stmt], range: SourceRange) {
    self.statements = statements
    self.range = range
  }
}

/// One clause of an `if`/`guard`/`while` condition list (`if let a = x, a > 1 { … }`).
public enum Condition: @unchecked Sendable {
  /// A boolean expression.
  case expression(Expr)
  /// `let name = value` / `var name = value`: succeeds when `value` is not nil and binds it.
  /// The shorthand `if let x { … }` has `value` = a `.variable` use of the same name.
  case optionalBinding(name: Name, isMutable: Bool, value: Expr)
  /// `case pattern = value` (`if case .move(let d) = e`): succeeds when the pattern matches,
  /// binding its names.
  case casePattern(CasePattern, value: Expr)
}

/// An `if` statement; `else if` chains are nested `IfStmt`s.
public final class IfStmt: @unchecked Sendable {
  /// The conditions, all of which must hold (at least one).
  public let conditions: [Condition]
  /// The block run when they hold.
  public let then: Block
  /// What runs otherwise, if anything.
  public let elseBranch: ElseBranch?

  /// Creates an `if` statement.
  public init(conditions: [Condition], then: Block, elseBranch: ElseBranch?) {
    self.conditions = conditions
    self.then = then
    self.elseBranch = elseBranch
  }

  /// The part after `else`.
  public enum ElseBranch: @unchecked Sendable {
    /// `else { … }`.
    case block(Block)
    /// `else if … { … }` (its `Stmt` has kind `.if`).
    case elseIf(Stmt)
  }
}
