// Calling a function given as a value with arguments already evaluated: the closures that
// `map`, `filter`, `sorted(by:)` and `reduce` take, which may be closures, functions,
// built-ins or operators (`reduce(0, +)`).
import AnimSyntax

extension Interpreter {
  /// Whether `v` can be called as a function.
  static func isCallable(_ v: Value) -> Bool {
    switch v.unwrapped {
    // A key path is a function of its root (SE-0249: `items.map(\.x)`).
    case .function, .builtin, .object(is OperatorFunction), .object(is KeyPathObject): true
    default: false
    }
  }

  /// Checks that argument `i` of a built-in is a function: the message names the method and
  /// what was given instead (`'map' expects a closure, not a number`).
  func function(_ b: BoundArguments, _ i: Int, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let v = b.value(i).unwrapped
    guard Self.isCallable(v) else {
      throw RuntimeError(
        "'\(site.name)' expects a closure, not \(v.typeNameWithArticle)", at: b.range(i, site),
        file: m.file)
    }
    return v
  }

  /// Calls function value `f` with `arguments`; errors point at `range`.
  func callFunction(_ f: Value, _ arguments: [Value], _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    switch f.unwrapped {
    case .function(let c):
      // A closure of n parameters given one n-tuple takes its elements, as Swift's closures
      // do (`zip(a, b).map { $0 * $1 }`, `dict.map { k, v in … }`).
      let count = c.decl.parameters.count
      if count > 1, arguments.count == 1, let parts = arguments.first?.unwrapped.tupleElements,
        parts.count == count
      {
        return try invoke(c, arguments: parts, range: range, &m)
      }
      return try invoke(c, arguments: arguments, range: range, &m)
    case .object(let o as OperatorFunction):
      guard arguments.count == 2, let a = arguments.first, let b = arguments.last else {
        throw RuntimeError(
          "operator '\(o.op.spelling)' takes 2 arguments, not \(arguments.count)", at: range,
          file: m.file)
      }
      return try binary(o.op, a, b, range, &m)
    case .object(let k as KeyPathObject):
      guard arguments.count == 1, let root = arguments.first else {
        throw RuntimeError("a key path used as a function takes 1 argument, not \(arguments.count)", at: range, file: m.file)
      }
      return try k.read(root, self, range, &m)
    case .builtin(let index):
      // A built-in reads its arguments as written; these have no source of their own, so
      // each stands at the call that passed the function.
      let base = m.stack.count
      m.stack.append(contentsOf: arguments)
      defer { m.stack.removeAbove(base) }
      let placeholders = arguments.map { _ in
        CallArgument(label: nil, value: Expr(id: NodeID(0), range: range, kind: .error), range: range)
      }
      let site = CallSite(arguments: placeholders, base: base, range: range, name: builtins.name(of: index))
      return try builtins.call(index, self, site, &m)
    default:
      throw RuntimeError("cannot call \(f.typeNameWithArticle)", at: range, file: m.file)
    }
  }

  /// Calls a predicate: its result must be a bool.
  func callPredicate(_ f: Value, _ arguments: [Value], _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Bool
  {
    let r = try callFunction(f, arguments, range, &m)
    guard case .bool(let b) = r.unwrapped else {
      throw RuntimeError(
        "the closure must give a bool, not \(r.typeNameWithArticle)", at: range, file: m.file)
    }
    return b
  }
}
