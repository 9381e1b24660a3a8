// `if`/`else` and `switch` in a view builder: one view, SwiftUI's `_ConditionalContent`, holding
// what the branch taken built and which branch that was (0 for `if`'s block or the first case,
// 1 for `else` or the second, …), so that a view's identity names its branch (views.md §6.1) and
// the state of a view in one branch is not the state of the view in the other.
import AnimSyntax

extension Lowering {
  /// Runs a branch's block with a fresh list of items and gives them.
  private static func collecting(_ code: @escaping StmtCode) -> (Interpreter, inout Machine) throws(RuntimeError) -> [Value] {
    { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> [Value] in
      let outer = i.builderItems
      i.builderItems = []
      defer { i.builderItems = outer }
      _ = try code(i, &m)
      return i.builderItems
    }
  }

  /// The branches of an `if`/`else if`/`else` chain, in order, with their conditions (nil for
  /// the final `else`).
  private static func branches(_ s: IfStmt) -> [(CondCode?, (Interpreter, inout Machine) throws(RuntimeError) -> [Value])] {
    var out: [(CondCode?, (Interpreter, inout Machine) throws(RuntimeError) -> [Value])] = []
    var node: IfStmt? = s
    while let n = node {
      out.append((conditions(n.conditions), collecting(block(n.then))))
      node = nil
      switch n.elseBranch {
      case .block(let b): out.append((nil, collecting(block(b))))
      case .elseIf(let st): if case .if(let nested) = st.kind { node = nested }
      case nil: break
      }
    }
    return out
  }

  static func viewConditional(_ s: IfStmt) -> StmtCode {
    let list = branches(s)
    let range = s.then.range
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      var branch = list.count
      var views: [Value] = []
      for (k, (cond, body)) in list.enumerated() {
        if let cond, try !cond(i, &m) { continue }
        branch = k
        views = try body(i, &m)
        break
      }
      i.builderItems.append(.object(ViewObject(.conditional(branch: branch, views: views), range: range)))
      return .normal
    }
  }

  static func viewSwitch(_ sw: SwitchStmt) -> StmtCode {
    var index = 0
    let code = switchCode(sw) { (b: Block) -> (Int, (Interpreter, inout Machine) throws(RuntimeError) -> [Value]) in
      defer { index += 1 }
      return (index, collecting(block(b)))
    }
    let range = sw.subject.range
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Completion in
      let (branch, body) = try code.matchingBody(i, &m)
      let views = try body(i, &m)
      i.builderItems.append(.object(ViewObject(.conditional(branch: branch, views: views), range: range)))
      return .normal
    }
  }
}
