// Lowering the statements that declare or assign a variable with observers (see
// Resolver+PropertyObservers.swift).
import AnimSyntax

extension Lowering {
  /// `s` lowered as usual, with its observers around it: a declaration also declares the
  /// hidden observer functions; an assignment reads the old value, assigns, and then (as Swift
  /// does) calls `willSet` with the new value while the variable still holds the old one,
  /// stores the new value and calls `didSet` with the old one. Inside one of the variable's
  /// own observers an assignment just stores.
  static func observed(_ s: Stmt, _ o: Observation) -> StmtCode {
    let r = resolution
    r.observations[s.id] = nil
    let inner = stmt(s)
    r.observations[s.id] = o
    switch o {
    case .declaration(let v):
      var declares: [(CompiledFunction, ResolvedName)] = []
      for observer in [v.willSet, v.didSet] {
        if let (f, n) = observer { declares.append((CompiledFunction(f), resolvedName(n))) }
      }
      return { i, m in
        let c = try inner(i, &m)
        for (f, n) in declares { try i.declareFunction(f, n, &m) }
        return c
      }
    case .assignment(let v, let root, let willSetName, let didSetName):
      let variable = resolvedName(root)
      let read = expr(Expr(id: r.makeID(), range: s.range, kind: .variable(root)))
      func function(_ n: Name?) -> ExprCode? {
        n.map { expr(Expr(id: r.makeID(), range: s.range, kind: .variable($0))) }
      }
      let willSet = function(willSetName)
      let didSet = function(didSetName)
      let range = s.range
      func call(_ f: ExprCode, _ value: Value, _ i: Interpreter, _ m: inout Machine) throws(RuntimeError) {
        guard case .function(let c) = try f(i, &m) else {
          throw RuntimeError("the observers of '\(root.text)' are not declared yet", at: range, file: m.file)
        }
        _ = try i.invoke(c, arguments: [value], range: range, &m)
      }
      return { i, m in
        if v.isObserving { return try inner(i, &m) }
        let old = i.copyOnBind(try read(i, &m))
        let c = try inner(i, &m)
        v.isObserving = true
        defer { v.isObserving = false }
        if let willSet {
          let new = try read(i, &m)
          try i.store(old, to: variable, isDeclaration: false, &m)
          try call(willSet, new, i, &m)
          try i.store(new, to: variable, isDeclaration: false, &m)
        }
        if let didSet { try call(didSet, old, i, &m) }
        return c
      }
    }
  }
}
