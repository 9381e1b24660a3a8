// Swift 5.9's `if` and `switch` expressions (SE-0380): in an expression position
// (`let x = if c { a } else { b }`, `return switch p { … }`), and as the one statement of a
// function, closure or getter body, whose value the body then returns. Each branch is a single
// expression, and an `if` has a final `else`.

extension Parser {
  /// Reports where `ifStmt`, written as an expression, is not one.
  mutating func checkExpressionForm(_ ifStmt: IfStmt, from start: UInt32) {
    var current: IfStmt? = ifStmt
    while let i = current {
      current = nil
      checkSingleExpression(i.then, "an 'if'")
      switch i.elseBranch {
      case .block(let b): checkSingleExpression(b, "an 'if'")
      case .elseIf(let s): if case .if(let nested) = s.kind { current = nested }
      case nil:
        error(
          "'if' must have an unconditional 'else' to be used as expression", at: range(from: start),
          id: "if-expression-else")
      }
    }
  }

  /// Reports where `sw`, written as an expression, is not one.
  mutating func checkExpressionForm(_ sw: SwitchStmt) {
    for c in sw.cases { checkSingleExpression(c.body, "a 'switch'") }
  }

  private mutating func checkSingleExpression(_ block: Block, _ what: String) {
    guard !Self.isSingleExpression(block) else { return }
    error(
      "each branch of \(what) expression must be a single expression", at: block.range,
      id: "branch-expression")
  }

  static func isSingleExpression(_ block: Block) -> Bool {
    guard block.statements.count == 1, case .expression = block.statements[0].kind else { return false }  // trap-ok: count checked
    return true
  }

  /// Whether `ifStmt` has the form of an `if` expression: a final `else`, every branch one
  /// expression.
  static func isExpressionForm(_ ifStmt: IfStmt) -> Bool {
    var current: IfStmt? = ifStmt
    while let i = current {
      current = nil
      guard isSingleExpression(i.then) else { return false }
      switch i.elseBranch {
      case .block(let b): return isSingleExpression(b)
      case .elseIf(let s):
        guard case .if(let nested) = s.kind else { return false }
        current = nested
      case nil: return false
      }
    }
    return false
  }

  /// A body whose one statement is an `if` or `switch` of expression form, as an expression
  /// statement of that expression, so the body returns its value (`FunctionDecl`'s
  /// `implicitReturnExpression`); any other body as it is.
  mutating func expressionBody(_ body: Block) -> Block {
    guard body.statements.count == 1, let only = body.statements.first else { return body }
    let kind: Expr.Kind
    switch only.kind {
    case .if(let i) where Self.isExpressionForm(i): kind = .ifExpression(i)
    case .switch(let sw) where !sw.cases.isEmpty && sw.cases.allSatisfy({ Self.isSingleExpression($0.body) }):
      kind = .switchExpression(sw)
    default: return body
    }
    let e = Expr(id: makeID(), range: only.range, kind: kind)
    return Block(statements: [Stmt(id: makeID(), range: only.range, kind: .expression(e))], range: body.range)
  }
}
