// Expressions: literals, variables, operators, calls.
import AnimSyntax
import AnimationCore

extension Interpreter {
  func eval(_ e: Expr, _ m: inout Machine) throws(RuntimeError) -> Value {
    switch e.kind {
    case .number(let d): return .number(d)
    case .variable(let name):
      switch name.location {
      case .local(let slot):
        let i = m.base &+ slot
        guard i < m.stack.count else { return .none }
        let v = m.stack[i]  // trap-ok: checked
        switch v {
        case .box(let b): return b.value.unwrapped
        case .property(let p): return p.model
        default: return v
        }
      case .global(let g):
        guard g < m.globals.count else {
          throw RuntimeError("'\(name.text)' is used before it is defined", at: e.range, file: m.file)
        }
        let v = m.globals[g]  // trap-ok: checked
        if case .property(let p) = v { return p.model }
        if case .none = v, !m.isDeclared(g) { throw usedBeforeDeclaration(name, e.range, m) }
        return v
      default:
        return readRaw(name, &m).unwrapped
      }
    case .binary(let op, let lhs, let rhs):
      switch op {
      case .and:
        return .bool(try truth(lhs, &m) ? try truth(rhs, &m) : false)
      case .or:
        return .bool(try truth(lhs, &m) ? true : try truth(rhs, &m))
      case .nilCoalescing:
        let l = try eval(lhs, &m)
        return l.isNil ? try eval(rhs, &m) : l
      default:
        let l = try eval(lhs, &m)
        let r = try eval(rhs, &m)
        if case .number(let a) = l, case .number(let b) = r {
          switch op {
          case .add: return .number(a + b)
          case .subtract: return .number(a - b)
          case .multiply: return .number(a * b)
          case .divide: return .number(a / b)
          case .less: return .bool(a < b)
          case .lessEqual: return .bool(a <= b)
          case .greater: return .bool(a > b)
          case .greaterEqual: return .bool(a >= b)
          case .equal: return .bool(a == b)
          case .notEqual: return .bool(a != b)
          default: break
          }
        }
        return try binary(op, l, r, e.range, &m)
      }
    case .call(let callee, let args):
      return try call(callee, args, e, &m)
    case .string(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .nilLiteral: return .none
    case .color(let c):
      return .color(AnimatableVector([srgbToLinear(c.red), srgbToLinear(c.green), srgbToLinear(c.blue), c.alpha]))
    case .interpolatedString(let segments):
      var s = ""
      for seg in segments {
        switch seg {
        case .text(let t): s += t
        case .expression(let x): s += try eval(x, &m).printed
        }
      }
      return .string(s)
    case .projection(let name):
      let raw = readRaw(name, &m)
      if case .none = raw, case .global(let g) = name.location, !m.isDeclared(g) {
        throw usedBeforeDeclaration(name, e.range, m)
      }
      guard case .property(let p) = raw else {
        throw RuntimeError(
          "'$\(name.text)' needs an @State property; '\(name.text)' is not one", at: e.range,
          file: m.file)
      }
      return .object(ProjectionObject(p))
    case .implicitMember(let id):
      // The resolver rewrites implicit members; reaching here means it could not.
      throw RuntimeError("unknown member '.\(id.text)'", at: e.range, file: m.file)
    case .member(let baseExpr, let name):
      let base = try eval(baseExpr, &m)
      return try getMember(base, name.text, e.range, &m)
    case .subscript(let baseExpr, let args):
      let base = try eval(baseExpr, &m)
      guard args.count == 1, let arg = args.first else {
        throw RuntimeError("expected one subscript argument", at: e.range, file: m.file)
      }
      let index = try eval(arg.value, &m)
      return try getIndex(base, index, e.range, &m)
    case .vector(let items):
      var out: [Double] = []
      out.reserveCapacity(items.count)
      for x in items {
        let v = try eval(x, &m)
        guard case .number(let d) = v else {
          throw RuntimeError(
            "a vector holds numbers, not \(v.typeNameWithArticle)", at: x.range, file: m.file)
        }
        out.append(d)
      }
      return .vector(AnimatableVector(out))
    case .tuple(let items):
      // (a, b, c) nests to the right: (a, (b, c)), as AnimatablePair nests.
      var values: [Value] = []
      for x in items { values.append(try eval(x.value, &m)) }
      guard var result = values.last else { return .none }
      var i = values.count - 2
      while i >= 0 {
        let label0 = items[i].label?.text  // trap-ok: i in range
        let label1 = i == values.count - 2 ? items[i + 1].label?.text : nil  // trap-ok: i + 1 < count
        result = .pair(Pair(values[i], result, labels: (label0, label1)))  // trap-ok: i in range
        i -= 1
      }
      return result
    case .unary(let op, let operand):
      return try Interpreter.unary(op, try eval(operand, &m), e.range, m)
    case .typeCheck(let valueExpr, let type):
      let v = try eval(valueExpr, &m)
      let t = readRaw(type, &m)
      return .bool(isInstance(v, of: t))
    case .ternary(let c, let t, let f):
      return try truth(c, &m) ? try eval(t, &m) : try eval(f, &m)
    case .closure(let f):
      return .function(makeClosure(f, &m))
    case .error:
      throw RuntimeError("cannot run code that failed to parse", at: e.range, file: m.file)
    }
  }

  @inline(__always)
  func truth(_ e: Expr, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let v = try eval(e, &m)
    guard case .bool(let b) = v else {
      throw RuntimeError("expected a bool, not \(v.typeNameWithArticle)", at: e.range, file: m.file)
    }
    return b
  }

  func isInstance(_ v: Value, of type: Value) -> Bool {
    guard case .type(let t) = type else { return false }
    var v = v
    if case .object(let c as CustomValueObject) = v { v = .animation(c.animation) }
    switch (v, t) {
    case (.animation(let a), .animation(let info)):
      return (a.base as? ScriptAnimation)?.info === info
    case (.record(let r), .state(let info)): return r.info === info
    case (.animation(let a), .builtin(let name)):
      if name == "Animation" { return true }
      if name == "PausableAnimation" { return a.base is PausableAnimation }
      if name == "TargetAnimation" { return a.base is TargetAnimation }
      return false
    case (_, .builtin(let name)): return v.typeName == name
    default: return false
    }
  }

  func makeClosure(_ f: FunctionDecl, _ m: inout Machine) -> Closure {
    var boxes: [Box] = []
    boxes.reserveCapacity(f.captures.count)
    for loc in f.captures {
      switch loc {
      case .local(let slot):
        let i = m.base + slot
        if i < m.stack.count, case .box(let b) = m.stack[i] {  // trap-ok: checked
          boxes.append(b)
        } else if i < m.stack.count {
          // Captured before its declaration ran (a nested func used early): box it now.
          let b = Box(m.stack[i])  // trap-ok: checked
          m.stack[i] = .box(b)  // trap-ok: checked
          boxes.append(b)
        } else {
          boxes.append(Box(.none))
        }
      case .captured(let j):
        if let c = m.closure, j < c.captures.count {
          boxes.append(c.captures[j])  // trap-ok: checked
        } else {
          boxes.append(Box(.none))
        }
      case .currentFunction:
        // A closure inside a local function that names the function: it holds the function,
        // which does not hold it back.
        boxes.append(Box(m.closure.map { .function($0) } ?? .none))
      default:
        boxes.append(Box(.none))
      }
    }
    return Closure(decl: f, captures: boxes, file: m.file)
  }

  // MARK: - Calls

  func call(_ callee: Expr, _ args: [CallArgument], _ e: Expr, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if case .member(let baseExpr, let name) = callee.kind {
      let receiver = try eval(baseExpr, &m)
      return try callMethod(receiver, name.text, args, e.range, &m)
    }
    // Fast path: numeric built-ins (sin, pow, …) called with plain numbers, no stack traffic.
    if case .variable(let name) = callee.kind, case .builtin(let index) = name.location,
      let numeric = builtins.numeric(index)
    {
      switch numeric {
      case .unary(let f) where args.count == 1 && args[0].label == nil:  // trap-ok: count checked
        if case .number(let x) = try eval(args[0].value, &m) { return .number(f(x)) }  // trap-ok: count checked
      case .binary(let f) where args.count == 2 && args[0].label == nil && args[1].label == nil:  // trap-ok: count checked
        let a = try eval(args[0].value, &m)  // trap-ok: count checked
        let b = try eval(args[1].value, &m)  // trap-ok: count checked
        if case .number(let x) = a, case .number(let y) = b { return .number(f(x, y)) }
      default: break
      }
    }
    return try callGeneral(callee, args, e, &m)
  }

  /// A call without the numeric built-in fast path: evaluates the callee, then calls it.
  func callGeneral(_ callee: Expr, _ args: [CallArgument], _ e: Expr, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let f = try eval(callee, &m)
    return try callValue(f, callee, args, e, &m)
  }

  /// Calls an evaluated callee `f` with the arguments as written.
  func callValue(
    _ f: Value, _ callee: Expr, _ args: [CallArgument], _ e: Expr, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    switch f {
    case .function(let c):
      return try callClosure(c, args, e.range, &m)
    case .builtin(let index):
      let site = try evaluateArguments(args, e.range, name: builtins.name(of: index), &m)
      defer { m.stack.removeSubrange(site.base...) }
      return try builtins.call(index, self, site, &m)
    case .type(let t):
      let site = try evaluateArguments(args, e.range, name: t.name, &m)
      defer { m.stack.removeSubrange(site.base...) }
      return try construct(t, site, &m)
    case .boundMethod(let bm):
      return try callMethod(bm.receiver, bm.name, args, e.range, &m)
    default:
      var what = f.typeNameWithArticle
      if case .variable(let n) = callee.kind { what += " ('\(n.text)')" }
      throw RuntimeError("cannot call \(what)", at: callee.range, file: m.file)
    }
  }

  /// Evaluates arguments onto the stack for a built-in.
  func evaluateArguments(
    _ args: [CallArgument], _ range: SourceRange, name: String, _ m: inout Machine
  ) throws(RuntimeError) -> CallSite {
    let base = m.stack.count
    for a in args {
      let v = try eval(a.value, &m)
      m.stack.append(v)
    }
    return CallSite(arguments: args, base: base, range: range, name: name)
  }

  /// Calls a user function with arguments written in the source.
  func callClosure(_ c: Closure, _ args: [CallArgument], _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let decl = c.decl
    let params = decl.parameters
    let newBase = m.stack.count
    if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
    var positional = args.count == params.count
    if positional {
      for i in 0..<args.count where args[i].label != nil { positional = false }  // trap-ok: in range
    }
    if positional {
      for i in 0..<args.count {
        let v = try eval(args[i].value, &m)  // trap-ok: in range
        m.stack.append(v)
      }
    } else {
      var bound = [Value?](repeating: nil, count: params.count)
      var next = 0
      for a in args {
        let index: Int
        if let label = a.label?.text {
          guard let i = params.firstIndex(where: { $0.name.text == label }) else {
            m.stack.removeSubrange(newBase...)
            var message = "'\(c.name)' has no parameter '\(label)'"
            if let s = Suggestions.closest(to: label, in: params.map(\.name.text)) {
              message += "; did you mean '\(s)'?"
            }
            throw RuntimeError(message, at: a.range, file: m.file)
          }
          index = i
        } else {
          while next < params.count, bound[next] != nil { next += 1 }  // trap-ok: checked
          index = next
        }
        guard index < params.count, bound[index] == nil else {  // trap-ok: checked
          m.stack.removeSubrange(newBase...)
          throw RuntimeError(
            "extra argument in call to '\(c.name)' (it takes \(params.count))", at: a.range,
            file: m.file)
        }
        bound[index] = try eval(a.value, &m)  // trap-ok: checked
        next = index + 1
      }
      for (i, v) in bound.enumerated() {
        if let v {
          m.stack.append(v)
        } else if params[i].defaultValue != nil {  // trap-ok: same count
          m.stack.append(.none)  // filled below, in the callee's frame
        } else {
          m.stack.removeSubrange(newBase...)
          throw RuntimeError(
            "missing argument '\(params[i].name.text)' in call to '\(c.name)'", at: range,  // trap-ok: same count
            file: m.file)
        }
      }
      return try enter(c, newBase: newBase, defaultsFor: bound.map { $0 == nil }, range, &m)
    }
    return try enter(c, newBase: newBase, defaultsFor: nil, range, &m)
  }

  /// Calls a user function with already evaluated positional arguments (from Swift callbacks).
  func invoke(_ c: Closure, arguments: [Value], range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let params = c.decl.parameters
    let newBase = m.stack.count
    if let bm = c.boundMembers { m.stack.append(contentsOf: bm) }
    // Built only when an argument is missing: the animator's calls pass them all, and this
    // array was an allocation per frame.
    var missing: [Bool] = []
    for i in 0..<params.count {
      if i < arguments.count {
        m.stack.append(arguments[i])  // trap-ok: checked
      } else if params[i].defaultValue != nil {  // trap-ok: i < count
        m.stack.append(.none)
        if missing.isEmpty { missing = [Bool](repeating: false, count: params.count) }
        missing[i] = true  // trap-ok: same count
      } else {
        m.stack.removeSubrange(newBase...)
        throw RuntimeError(
          "missing argument '\(params[i].name.text)' in call to '\(c.name)'", at: range,  // trap-ok: i < count
          file: m.file)
      }
    }
    if arguments.count > params.count {
      m.stack.removeSubrange(newBase...)
      throw RuntimeError(
        "'\(c.name)' takes \(params.count) argument\(params.count == 1 ? "" : "s"), not \(arguments.count)",
        at: range, file: m.file)
    }
    return try enter(c, newBase: newBase, defaultsFor: missing.isEmpty ? nil : missing, range, &m)
  }

  /// Runs a call whose arguments are on the stack from `newBase` (after any bound members).
  func enter(
    _ c: Closure, newBase: Int, defaultsFor missing: [Bool]?, _ range: SourceRange,
    _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if c.isPlain, missing == nil, c.file === m.file {
      return try enterPlain(c, newBase: newBase, range, &m)
    }
    let frameSize = c.localCount
    let have = m.stack.count - newBase
    m.stack.appendNils(frameSize - have)
    let savedBase = m.base
    let savedClosure = c.needsCurrentClosure ? m.closure : nil
    // Most calls stay in one file: switch files only when needed (saves two retains a call).
    let switchesFile = c.file !== m.file
    let savedFile = switchesFile ? m.file : nil
    m.base = newBase
    // `m.closure` is read only for captured variables (`.captured` reads and writes, and
    // closures made inside the body that capture them) and for the function's own name inside
    // a local function (`.currentFunction`): leave it alone otherwise (saves a retain and a
    // release a call, e.g. in fib).
    let setsClosure = c.needsCurrentClosure
    if setsClosure { m.closure = c }
    if switchesFile { m.file = c.file }
    m.depth += 1
    defer {
      m.depth -= 1
      m.base = savedBase
      if setsClosure { m.closure = savedClosure }
      if let savedFile { m.file = savedFile }
      m.stack.removeAbove(newBase)
    }
    do throws(RuntimeError) {
      if m.depth > maxDepth {
        throw RuntimeError(
          "stack overflow in '\(c.name)' after \(maxDepth) calls", at: range, file: savedFile ?? m.file)
      }
      try tick(range, &m)
      let prelude = c.boundMembers?.count ?? 0
      if let missing {
        let decl = c.decl
        for (i, isMissing) in missing.enumerated() where isMissing {
          if let d = decl.parameters[i].defaultValue {  // trap-ok: same count
            m.stack[newBase + prelude + i] = try eval(d, &m)  // trap-ok: frame allocated
          }
        }
      }
      for i in c.capturedParameters {
        let slot = newBase + prelude + i
        if slot < m.stack.count { m.stack[slot] = .box(Box(m.stack[slot])) }  // trap-ok: checked
      }
      // The body runs as closures lowered once per declaration (Lowering.swift).
      return try c.code(self, &m)
    } catch {
      var e = error
      if e.file == nil { e.file = c.file }
      e.passedOut(of: c.name, file: savedFile ?? m.file, at: range)
      throw e
    }
  }
}

extension Interpreter {
  /// `enter` for a call that gave every argument: straight to `enterPlain` when it can, saving
  /// `enter`'s own test of the same conditions.
  @inline(__always)
  func enterWithArguments(
    _ c: Closure, newBase: Int, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if c.isPlain, c.file === m.file { return try enterPlain(c, newBase: newBase, range, &m) }
    return try enter(c, newBase: newBase, defaultsFor: nil, range, &m)
  }

  /// `enter` for a plain closure (``Closure/isPlain``) in the caller's file with every argument
  /// given: the same frame, limits and error trace, without the saves and restores that only
  /// other calls need. Measured on fib with callgrind: about a fifth of a call's instructions
  /// went to that bookkeeping.
  @inline(__always)
  func enterPlain(
    _ c: Closure, newBase: Int, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    // Every argument and bound member is on the stack already (the callers' contract), so the
    // frame needs just the body's own locals.
    if c.extraLocals > 0 { m.stack.appendNils(c.extraLocals) }
    let savedBase = m.base
    m.base = newBase
    m.depth &+= 1
    m.steps &+= 1
    let result: Value
    do throws(RuntimeError) {
      // One test for both limits on the way in; `plainLimits` sorts out which one it was.
      if m.depth > maxDepth || m.steps & 1023 == 0 { try plainLimits(c, range, &m) }
      result = try c.code(self, &m)
    } catch {
      m.depth &-= 1
      m.base = savedBase
      m.stack.removeAbove(newBase)
      var e = error
      if e.file == nil { e.file = c.file }
      e.passedOut(of: c.name, file: m.file, at: range)
      throw e
    }
    m.depth &-= 1
    m.base = savedBase
    m.stack.removeAbove(newBase)
    return result
  }

  private func plainLimits(_ c: Closure, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError)
  {
    if m.depth > maxDepth {
      throw RuntimeError(
        "stack overflow in '\(c.name)' after \(maxDepth) calls", at: range, file: m.file)
    }
    if m.steps & 1023 == 0 { try checkLimits(range, &m) }
  }
}

/// sRGB-encoded component → linear.
func srgbToLinear(_ c: Double) -> Double {
  c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).power(2.4)
}

extension Double {
  func power(_ e: Double) -> Double { Foundation.pow(self, e) }
}

import Foundation
