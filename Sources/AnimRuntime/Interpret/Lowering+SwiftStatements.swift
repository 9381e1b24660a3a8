// Lowering `repeat { } while` and `defer { }`.
import AnimSyntax

extension Lowering {
  /// The first `defer` in a statement list: where it is and its body.
  static func firstDefer(_ statements: [Stmt]) -> (Int, Block)? {
    for (k, s) in statements.enumerated() {
      if case .defer(let body) = s.kind { return (k, body) }
    }
    return nil
  }

  /// `head; defer { body }; rest`: once the `defer` is reached, its body runs after `rest`
  /// however `rest` ends (normally, `return`, `break`, `continue`); a later `defer` is inside
  /// `rest`, so it runs first, as Swift runs them (last written, first run). A run-time error
  /// stops the script without running it, as a trap stops a Swift program.
  static func deferring(_ head: @escaping StmtCode, _ body: @escaping StmtCode, _ rest: @escaping StmtCode)
    -> StmtCode
  {
    { i, m in
      let c = try head(i, &m)
      guard case .normal = c else { return c }
      let result = try rest(i, &m)
      _ = try body(i, &m)
      return result
    }
  }

  /// `deferring` for a function body in tail position, which gives the call's result.
  static func deferring(_ head: @escaping StmtCode, _ body: @escaping StmtCode, _ rest: @escaping ExprCode)
    -> ExprCode
  {
    { i, m in
      switch try head(i, &m) {
      case .normal: break
      case .returned(let v): return v
      default: return .none
      }
      let result = try rest(i, &m)
      _ = try body(i, &m)
      return result
    }
  }

  /// `repeat { body } while condition`: the body first, then the test; `continue` goes to the
  /// test, `break` leaves.
  static func repeatWhile(_ run: @escaping StmtCode, _ condition: @escaping CondCode, _ range: SourceRange)
    -> StmtCode
  {
    { i, m in
      repeat {
        try i.tick(range, &m)
        switch try run(i, &m) {
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        default: break
        }
      } while try condition(i, &m)
      return .normal
    }
  }
}
