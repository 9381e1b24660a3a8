// A compact S-expression rendering of the AST, for parser tests and debugging (`anim check
// --dump-ast`). Recursion here is bounded by the parser's nesting limit.

extension Expr {
  /// The expression as an S-expression, e.g. `(+ 1 (* 2 x))`.
  public var dump: String {
    switch kind {
    case .number(let v):
      return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    case .string(let s): return "\"\(s)\""
    case .interpolatedString(let segments):
      let parts = segments.map { segment -> String in
        switch segment {
        case .text(let t): "\"\(t)\""
        case .expression(let e): e.dump
        }
      }
      return "(interpolate \(parts.joined(separator: " ")))"
    case .bool(let b): return b ? "true" : "false"
    case .nilLiteral: return "nil"
    case .color(let c):
      return "(color \(Int((c.red * 255).rounded())) \(Int((c.green * 255).rounded())) "
        + "\(Int((c.blue * 255).rounded())) \(Int((c.alpha * 255).rounded())))"
    case .variable(let n): return n.text
    case .projection(let n): return "$\(n.text)"
    case .implicitMember(let n): return ".\(n.text)"
    case .member(let base, let name): return "(. \(base.dump) \(name.text))"
    case .subscript(let base, let args): return "(index \(base.dump)\(args.dump))"
    case .call(let callee, let args): return "(call \(callee.dump)\(args.dump))"
    case .vector(let elements): return "[" + elements.map(\.dump).joined(separator: " ") + "]"
    case .dictionary(let entries):
      return "[" + (entries.isEmpty ? ":" : entries.map { "\($0.key.dump): \($0.value.dump)" }.joined(separator: " ")) + "]"
    case .operatorFunction(let op): return "(operator \(op.spelling))"
    case .forceUnwrap(let e): return "(! \(e.dump))"
    case .optionalChainLink(let e): return "(? \(e.dump))"
    case .optionalChain(let e): return "(?chain \(e.dump))"
    case .tuple(let elements):
      return "(tuple "
        + elements.map { ($0.label.map { "\($0.text): " } ?? "") + $0.value.dump }
        .joined(separator: " ") + ")"
    case .unary(let op, let operand): return "(\(op.spelling) \(operand.dump))"
    case .binary(let op, let l, let r): return "(\(op.spelling) \(l.dump) \(r.dump))"
    case .typeCheck(let value, let type): return "(is \(value.dump) \(type.text))"
    case .keyPath(let root, let components):
      return "(keypath \\" + (root?.text ?? "") + components.map { "." + $0.text }.joined() + ")"
    case .cast(let value, let type, let conditional):
      return "(as\(conditional ? "?" : "!") \(value.dump) \(type.text))"
    case .coercion(let value, _): return "(as \(value.dump) <type>)"
    case .ternary(let c, let t, let e): return "(? \(c.dump) \(t.dump) \(e.dump))"
    case .closure(let f): return f.dump
    case .ifExpression(let s): return "(expression \(s.dump))"
    case .switchExpression(let sw): return "(expression \(sw.dump))"
    case .error: return "<error>"
    }
  }
}

extension Array where Element == CallArgument {
  fileprivate var dump: String {
    map { arg in
      var s = " "
      if let label = arg.label { s += "\(label.text): " }
      if arg.isInout { s += "&" }
      if arg.isTrailingClosure { s += "trailing " }
      return s + arg.value.dump
    }.joined()
  }
}

extension Block {
  /// The block as `{s1; s2}`.
  public var dump: String {
    "{" + statements.map(\.dump).joined(separator: "; ") + "}"
  }
}

extension Condition {
  fileprivate var dump: String {
    switch self {
    case .expression(let e): e.dump
    case .optionalBinding(let name, let isMutable, let value):
      "(\(isMutable ? "var" : "let") \(name.text) \(value.dump))"
    case .casePattern(let p, let value): "(case \(p.dump) \(value.dump))"
    }
  }
}

extension FunctionDecl {
  /// The function as `(func name (a b=2) {…})` or `(closure (t) {…})`.
  public var dump: String {
    let params = parameters.map { p in
      (p.externalLabel.map { $0.text + " " } ?? "") + p.name.text
        + (p.type.map { ":" + (p.isInout ? "inout " : "") + $0.spelling } ?? "")
        + (p.defaultValue.map { "=" + $0.dump } ?? "")
    }.joined(separator: " ")
    let generics =
      genericParameters.isEmpty ? "" : "<" + genericParameters.map(\.text).joined(separator: ",") + ">"
    let head = isClosure ? "closure" : "func \(name?.text ?? "_")\(generics)"
    let result = returnType.map { " -> " + $0.spelling } ?? ""
    return "(\(head) (\(params))\(result) \(body.dump))"
  }
}

extension Pattern {
  /// The pattern as written: `(a (_ b))` for `(a, (_, b))`.
  public var dump: String {
    switch self {
    case .identifier(let n): n.text
    case .wildcard: "_"
    case .tuple(let elements, _): "(" + elements.map(\.dump).joined(separator: " ") + ")"
    }
  }
}

extension VariableDecl {
  fileprivate var dump: String {
    let attrs = attributes.map { a in
      "@\(a.name.text)" + (a.arguments.isEmpty ? "" : "(\(a.arguments.dump.dropFirst()))") + " "
    }.joined()
    return "(\(attrs)\(isMutable ? "var" : "let") \(name.text)"
      + (type.map { ":" + $0.spelling } ?? "")
      + (initializer.map { " " + $0.dump } ?? "") + ")"
  }
}

extension Stmt {
  /// The statement as an S-expression.
  public var dump: String {
    switch kind {
    case .expression(let e): return e.dump
    case .variable(let v): return v.dump
    case .destructuring(let d):
      return "(\(d.isMutable ? "var" : "let") \(d.pattern.dump) \(d.initializer.dump))"
    case .assignment(let target, let op, let value):
      return "(\(op.spelling) \(target.dump) \(value.dump))"
    case .if(let s): return s.dump
    case .guard(let conditions, let body):
      return "(guard \(conditions.map(\.dump).joined(separator: " ")) \(body.dump))"
    case .while(let conditions, let body):
      return "(while \(conditions.map(\.dump).joined(separator: " ")) \(body.dump))"
    case .repeatWhile(let body, let condition):
      return "(repeat \(body.dump) \(condition.dump))"
    case .defer(let body): return "(defer \(body.dump))"
    case .protocol(let d): return "(protocol \(d.name.text) \(d.requirements.map(\.name.text).joined(separator: " ")))"
    case .typeAlias(let name, let type): return "(typealias \(name.text) \(type.spelling))"
    case .for(let variable, let sequence, let body):
      return "(for \(variable.text) \(sequence.dump) \(body.dump))"
    case .break: return "break"
    case .continue: return "continue"
    case .return(let e): return e.map { "(return \($0.dump))" } ?? "(return)"
    case .function(let f): return f.dump
    case .animation(let a):
      var parts = a.members.map(\.dump) + a.methods.map(\.dump)
      if let rule = a.mergeRule {
        switch rule.kind {
        case .always: parts.append("(merge always)")
        case .never: parts.append("(merge never)")
        case .condition(let e): parts.append("(merge if \(e.dump))")
        }
      }
      return "(animation \(a.name.text) \(parts.joined(separator: " ")))"
    case .state(let s):
      return "(state \(s.name.text) \(s.fields.map(\.dump).joined(separator: " ")))"
    case .test(let t): return "(test \"\(t.name)\" \(t.body.dump))"
    case .struct(let d):
      return "(\(d.isClass ? "class" : "struct") \(d.name.text) \(d.members.map(\.dump).joined(separator: " ")))"
    case .enum(let d):
      let cases = d.cases.map { c in c.rawValue.map { "(case \(c.name.text) \($0.dump))" } ?? "(case \(c.name.text))" }
      return "(enum \(d.name.text) \((cases + d.members.map(\.dump)).joined(separator: " ")))"
    case .extension(let d):
      return "(extension \(d.name.text) \(d.members.map(\.dump).joined(separator: " ")))"
    case .switch(let sw): return sw.dump
    case .error: return "<error>"
    }
  }
}

extension SwitchStmt {
  fileprivate var dump: String {
    let cases = cases.map { c in
      let head = c.isDefault ? "default" : "case " + c.patterns.map(\.dump).joined(separator: " ")
      let guardText = c.guardExpression.map { " where \($0.dump)" } ?? ""
      return "(\(head)\(guardText) \(c.body.dump))"
    }
    return "(switch \(subject.dump) \(cases.joined(separator: " ")))"
  }
}

extension IfStmt {
  fileprivate var dump: String {
    var s = "(if \(conditions.map(\.dump).joined(separator: " ")) \(then.dump)"
    switch elseBranch {
    case .block(let b)?: s += " else \(b.dump)"
    case .elseIf(let stmt)?: s += " else \(stmt.dump)"
    case nil: break
    }
    return s + ")"
  }
}

extension Program {
  /// Every top-level statement's dump, one per line.
  public var dump: String { statements.map(\.dump).joined(separator: "\n") }
}

extension TypeMember {
  fileprivate var dump: String {
    switch self {
    case .stored(let v, let isStatic): return (isStatic ? "static " : "") + v.dump
    case .computed(let c):
      return "(computed \(c.name.text) \(c.getter.dump)\(c.setter.map { " " + $0.dump } ?? ""))"
    case .method(let f, let isStatic, let isMutating):
      return (isStatic ? "static " : "") + (isMutating ? "mutating " : "") + f.dump
    case .initializer(let f): return "(init \(f.dump))"
    }
  }
}

extension CasePattern {
  fileprivate var dump: String {
    switch self {
    case .wildcard: return "_"
    case .binding(let n, let isMutable): return "(\(isMutable ? "var" : "let") \(n.text))"
    case .enumCase(let t, let n): return "." + (t.map { $0.text + "." } ?? "") + n.text
    case .enumCasePayload(let n, let elements, _):
      return "." + n.text + "(" + elements.map { ($0.label.map { $0.text + ": " } ?? "") + $0.pattern.dump }
        .joined(separator: " ") + ")"
    case .tuple(let ps, _): return "(" + ps.map(\.dump).joined(separator: " ") + ")"
    case .expression(let e): return e.dump
    case .optional(let p, _): return p.dump + "?"
    }
  }
}
