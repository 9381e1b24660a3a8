// The root of a parse: every top-level statement of one source file (or one REPL input).

/// A parsed source file.
///
/// ## Using the AST (for the resolver and interpreter)
///
/// ```swift
/// let (program, diagnostics) = Parser.parse(SourceFile(name: path, bytes: bytes))
/// guard !diagnostics.contains(where: { $0.severity == .error }) else { … render and stop … }
/// for statement in program.statements {
///   switch statement.kind {
///   case .variable(let decl): …          // decl.name: look it up by decl.name.id
///   case .function(let f): …             // f.body, f.parameters
///   case .expression(let e): …
///   …
///   }
/// }
/// ```
///
/// - Nodes are `final class`es (``Expr``, ``Stmt``, ``FunctionDecl``, ``VariableDecl``,
///   ``AnimationDecl``, ``StateDecl``, ``TestDecl``, ``IfStmt``) with a ``SourceRange`` and a
///   dense ``NodeID``; side tables can be arrays of size ``nodeIDLimit``.
/// - Every variable *binding site* and *use* is a ``Name`` with its own ``NodeID``. The tree
///   never changes after parsing: a resolver keeps where each name lives, each function's frame
///   layout and any rewritten forms in side tables indexed by node ID (AnimRuntime's
///   `Resolution`). A REPL that parses each input with `firstNodeID` continuing the last one
///   keeps one such table for the whole session.
/// - Labels and member names are plain ``Identifier`` values.
/// - Calls: `.call(callee:arguments:)`; an implicit member call `.spring(duration: 1)` is a
///   call whose callee is `.implicitMember`; a trailing closure is the last ``CallArgument``
///   with `isTrailingClosure`; `&x` sets `isInout`.
/// - Assignments are statements (`.assignment(target:op:value:)`) whose target satisfies
///   ``Expr/isAssignable``; compound operators map to arithmetic via
///   ``AssignmentOperator/binaryOperator``.
/// - A closure's single-expression body is its value: ``FunctionDecl/implicitReturnExpression``.
/// - `@State` and `@State(animation: e)`: ``VariableDecl/stateAttribute`` and
///   ``VariableDecl/implicitAnimation``.
/// - The tree's depth is bounded by ``Parser/maxDepth`` (plus a small constant), so recursive
///   walks cannot overflow the native stack.
/// - `.error` nodes appear only in programs with error diagnostics.
/// - For `expect(cond)`'s report, `program.file.text(in: expr.range)` is the source text.
public final class Program: @unchecked Sendable {
  /// The source the ranges point into.
  public let file: SourceFile
  /// The top-level statements in order (declarations included).
  public let statements: [Stmt]
  /// One past the largest ``NodeID`` used in this program: size side tables with it.
  public let nodeIDLimit: UInt32

  /// Creates a program.
  public init(file: SourceFile, statements: [Stmt], nodeIDLimit: UInt32) {
    self.file = file
    self.statements = statements
    self.nodeIDLimit = nodeIDLimit
  }
}
