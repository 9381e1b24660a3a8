// What Swift checks of a `class` declaration before it runs: no `mutating` methods (a class's
// methods change the instance through the reference), no inheritance from another class (Anim
// leaves subclassing out), and every stored property initialised: by its default, or by each
// `init` (The Swift Programming Language, "Initialization": "Classes and structures must set
// all of their stored properties to an appropriate initial value by the time an instance of
// that class or structure is created").
import AnimSyntax

extension Resolver {
  func checkClassDeclaration(_ d: StructDecl) {
    for c in d.conformances where userStructs[c.text]?.isClass ?? false {
      error(
        "inheritance from class '\(c.text)' is not supported: Anim's classes have no subclasses; "
          + "conform to a protocol, or keep a '\(c.text)' in a stored property", c.range, id: "class-inheritance")
    }
    var initializers: [FunctionDecl] = []
    for m in d.members {
      switch m {
      case .method(let f, false, true):
        error("'mutating' is not valid on instance methods in classes", f.name?.range ?? f.range, id: "class-mutating")
      case .initializer(let f): initializers.append(f)
      default: break
      }
    }
    // Stored properties Swift does not initialise itself: no default, not optional (an
    // optional `var` starts as nil).
    let required = d.storedProperties.filter { v in
      guard v.initializer == nil else { return false }
      if let t = v.type, case .optional = t.kind, v.isMutable { return false }
      return true
    }
    guard !required.isEmpty else { return }
    if initializers.isEmpty {
      error("class '\(d.name.text)' has no initializers", d.name.range, id: "class-uninitialized")
      return
    }
    for f in initializers where !Self.delegates(f.body) {
      let missing = required.filter { v in !Self.assigns(v.name.text, in: f.body) }
      if let first = missing.first {
        // Swift reports it at the initialiser's closing brace, with the property in a note.
        let end = SourceRange(start: f.range.end &- 1, end: f.range.end)
        error(
          "return from initializer without initializing all stored properties ('self.\(first.name.text)' not initialized)",
          end, id: "class-uninitialized")
      }
    }
  }

  /// Whether `block` assigns `name` (written alone or as `self.name`) in a statement of its
  /// own or of a block inside it. (Lenient where Swift follows every path: an assignment in
  /// one branch of an `if` counts.)
  static func assigns(_ name: String, in block: Block) -> Bool {
    block.statements.contains { s in
      switch s.kind {
      case .assignment(let target, _, _):
        switch target.kind {
        case .variable(let n): return n.text == name
        case .member(let base, let member):
          if case .variable(let b) = base.kind, b.text == "self" { return member.text == name }
          return false
        default: return false
        }
      case .if(let i): return assigns(name, in: i)
      case .guard(_, let b), .while(_, let b), .for(_, _, let b), .defer(let b): return assigns(name, in: b)
      case .repeatWhile(let b, _): return assigns(name, in: b)
      default: return false
      }
    }
  }

  private static func assigns(_ name: String, in i: IfStmt) -> Bool {
    if assigns(name, in: i.then) { return true }
    switch i.elseBranch {
    case .block(let b): return assigns(name, in: b)
    case .elseIf(let s):
      if case .if(let inner) = s.kind { return assigns(name, in: inner) }
      return false
    case nil: return false
    }
  }

  /// Whether an initialiser delegates (`self.init(…)`): the other initialiser sets everything.
  static func delegates(_ block: Block) -> Bool {
    block.statements.contains { s in
      guard case .expression(let e) = s.kind, case .call(let callee, _) = e.kind,
        case .member(let base, let name) = callee.kind, name.text == "init",
        case .variable(let b) = base.kind, b.text == "self"
      else { return false }
      return true
    }
  }
}
