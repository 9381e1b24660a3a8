// Swift statement forms that pasted code uses: `repeat { } while`, `defer { }`, `typealias`,
// several names in one declaration (`var start, end: CGPoint`) and tuple assignment
// (`(a, b) = (b, a)`).

/// A `typealias` the parser has seen: the name, the type it stands for, and the braces it was
/// declared in (`nil` until they close, and for the file's top level: everywhere).
struct TypeAliasRecord {
  var name: String
  var target: TypeAnnotation
  var scope: SourceRange?
}

extension Parser {
  // repeatStatement -> 'repeat' block 'while' expression
  mutating func parseRepeatWhile() -> Stmt.Kind {
    advance()  // 'repeat'
    let body = parseBlock(for: "the body of 'repeat'")
    // `} while x` may put `while` on the next line, as Swift allows.
    if kind == .newline && peek(1).kind == .keyword(.while) { advance() }
    guard match(.keyword(.while)) else {
      errorExpected("'while' and a condition after the body of 'repeat'")
      return .error
    }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    let condition = parseExpression()
    allowsTrailingClosure = saved
    return .repeatWhile(body: body, condition: condition)
  }

  // deferStatement -> 'defer' block
  mutating func parseDefer() -> Stmt.Kind {
    advance()  // 'defer'
    return .defer(parseBlock(for: "the body of 'defer'"))
  }

  // typeAlias -> 'typealias' IDENTIFIER '=' type
  mutating func parseTypeAlias() -> Stmt.Kind {
    advance()  // 'typealias'
    let name = parseDeclName(after: "typealias")
    if kind == .less {
      error(
        "generic type aliases are not supported; write the type out where it is used",
        at: token.range, id: "generic-typealias")
      skipGenericClause()
    }
    guard match(.equal) else {
      errorExpected("'=' and a type after the name of the type alias")
      return .error
    }
    let type = parseType()
    typeAliases.append(TypeAliasRecord(name: name.text, target: type, scope: nil))
    return .typeAlias(name: name, type: type)
  }

  /// The aliases declared between `mark` and now were declared in the braces `range` closes.
  mutating func closeTypeAliasScope(from mark: Int, range: SourceRange) {
    guard mark < typeAliases.count else { return }
    for k in mark..<typeAliases.count where typeAliases[k].scope == nil {  // trap-ok: in bounds
      typeAliases[k].scope = range  // trap-ok: in bounds
    }
  }

  /// Puts each alias's type wherever an annotation names it, as Swift's name lookup would:
  /// the innermost alias whose braces hold the annotation wins, and one declared later in the
  /// same braces counts (Swift declarations are not ordered). An alias of an alias resolves in
  /// further passes; a cycle stops after a few.
  mutating func applyTypeAliases() {
    guard !typeAliases.isEmpty else { return }
    let names = Set(typeAliases.map(\.name))
    for _ in 0..<8 {
      var changed = false
      for annotation in namedAnnotations {
        guard case .named(let name, let arguments) = annotation.kind, arguments.isEmpty,
          names.contains(name.text)
        else { continue }
        var best: TypeAliasRecord?
        for alias in typeAliases where alias.name == name.text {
          if let scope = alias.scope {
            guard scope.start <= annotation.range.start && annotation.range.end <= scope.end
            else { continue }
            if let b = best?.scope, b.length <= scope.length { continue }
            best = alias
          } else if best == nil {
            best = alias
          }
        }
        guard let best, best.target !== annotation else { continue }
        annotation.kind = best.target.kind
        changed = true
      }
      if !changed { return }
    }
  }

  /// `lazy var`: refused in one sentence (the declaration after it is parsed as usual, so
  /// nothing else is reported). Anim would have to evaluate the value on first use.
  mutating func refuseLazy() {
    error(
      "'lazy' is supported on a property of a struct or class; drop 'lazy' here (the value is "
        + "then computed when the variable is made) or use a computed property", at: token.range, id: "lazy")
  }

  /// Whether the line ended with the `>` of generic arguments (`let p: AnimatablePair<A, B>`):
  /// the lexer takes a `>` at the end of a line for a binary operator that continues the
  /// expression on the next line and emits no line break, but a type has ended there.
  func endsGenericArgumentsAtLineEnd() -> Bool {
    token.startsLine && peek(-1).kind == .greater
  }

  // variableDecl -> … (',' IDENTIFIER typeAnnotation? ('=' expression)?)*
  /// A `let`/`var` with one or more names. The first is returned; the others wait in
  /// `pendingVariables` for the statement or member list. A name written with neither a type
  /// nor a value takes the type of the next name that has one (`var start, end: CGPoint`).
  mutating func parseVariableDecls() -> VariableDecl {
    let first = parseVariableDecl()
    guard kind == .comma else { return first }
    var decls = [first]
    while match(.comma) {
      let start = token.range.start
      guard case .identifier(let text) = kind else {
        errorExpected("a name after ',' in the declaration")
        break
      }
      let name = Name(text: text, range: advance().range, id: makeID())
      let type = parseTypeAnnotation()
      var initializer: Expr?
      if match(.equal) { initializer = parseExpression() }
      let d = VariableDecl(
        id: makeID(), isMutable: first.isMutable, name: name, initializer: initializer,
        attributes: first.attributes, range: range(from: start))
      d.type = type
      decls.append(d)
    }
    var nextType: TypeAnnotation?
    for d in decls.reversed() {
      if let t = d.type {
        nextType = t
      } else if d.initializer == nil {
        d.type = nextType
      } else {
        nextType = nil
      }
    }
    pendingVariables += decls.dropFirst()
    return first
  }

  /// The statements waiting after the one just parsed (see `parseVariableDecls`,
  /// `parseTupleAssignment`).
  mutating func takePendingStatements() -> [Stmt] {
    guard !pendingVariables.isEmpty || !pendingStatements.isEmpty else { return [] }
    var result = pendingVariables.map { Stmt(id: makeID(), range: $0.range, kind: .variable($0)) }
    result += pendingStatements
    pendingVariables = []
    pendingStatements = []
    return result
  }

  // expressionOrAssignment -> tupleExpression '=' expression
  /// `(a, b) = (b, a)`: Swift evaluates the whole right side before it writes any element, so
  /// this is `let $tupleN = (b, a)` followed by `a = $tupleN.0`, `b = $tupleN.1` (nested
  /// tuples element by element; `_` writes nothing). No script can name `$tupleN`.
  mutating func parseTupleAssignment(to target: Expr) -> Stmt.Kind {
    advance()  // '='
    let value = parseExpression()
    let hidden = "$tuple\(nextID)"
    let decl = VariableDecl(
      id: makeID(), isMutable: false, name: Name(text: hidden, range: value.range, id: makeID()),
      initializer: value, attributes: [], range: target.range.union(value.range))
    var writes: [Stmt] = []
    // Iterative over (target, path), so that a deeply nested target cannot deepen the stack.
    var work: [(Expr, [String])] = [(target, [])]
    while let (t, path) = work.popLast() {
      switch t.kind {
      case .tuple(let elements):
        for (k, element) in elements.enumerated().reversed() {
          work.append((element.value, path + [String(k)]))
        }
      case .variable(let n) where n.text == "_":
        continue
      default:
        guard t.isAssignable else {
          if !t.isError {
            error(
              "cannot assign to this expression; only a variable, a member (a.b) or a subscript "
                + "(a[i]) can be assigned", at: t.range, id: "not-assignable")
          }
          continue
        }
        var read = Expr(
          id: makeID(), range: t.range, kind: .variable(Name(text: hidden, range: t.range, id: makeID())))
        for k in path {
          read = Expr(
            id: makeID(), range: t.range, kind: .member(base: read, name: Identifier(text: k, range: t.range)))
        }
        writes.append(
          Stmt(id: makeID(), range: t.range, kind: .assignment(target: t, op: .assign, value: read)))
      }
    }
    pendingStatements += writes
    return .variable(decl)
  }
}
