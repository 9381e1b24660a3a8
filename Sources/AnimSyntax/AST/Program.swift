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
///   case .variable(let decl): …          // decl.name.location = .global(i)
///   case .function(let f): …             // f.localCount, f.captures
///   case .expression(let e): …
///   …
///   }
/// }
/// ```
///
/// - Nodes are `final class`es (``Expr``, ``Stmt``, ``FunctionDecl``, ``VariableDecl``,
///   ``AnimationDecl``, ``StateDecl``, ``TestDecl``, ``IfStmt``) with a ``SourceRange`` and a
///   dense ``NodeID``; side tables can be arrays of size ``nodeIDLimit``.
/// - Every variable *binding site* and *use* is a ``Name`` with a mutable
///   ``Name/location`` (`.local(slot)`, `.captured(i)`, `.global(i)`, `.builtin(i)`) and, at
///   binding sites, ``Name/isCaptured``. Function-like nodes carry ``FunctionDecl/localCount``
///   and ``FunctionDecl/captures``. The parser leaves all of these unresolved.
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
