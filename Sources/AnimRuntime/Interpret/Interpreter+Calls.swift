// Calls: of user functions (frames on the value stack, limits, traces), of built-ins and
// types, and the closures that `func` declarations and closure expressions make.
import AnimSyntax
import AnimationCore

extension Interpreter {
  func isInstance(_ v: Value, of type: Value) -> Bool {
    guard case .type(let t) = type else { return false }
    var v = v
    if case .object(let c as CustomValueObject) = v { v = .animation(c.animation) }
    switch (v, t) {
    case (.animation(let a), .animation(let info)):
      return (a.base as? ScriptAnimation)?.info === info
    case (.record(let r), .state(let info)): return r.info === info
    case (.record(let r), .structType(let info)): return r.info === info
    case (.object(let e as EnumValue), .enumType(let info)): return e.type === info
    case (.animation(let a), .builtin(let name)):
      if name == "Animation" { return true }
      if name == "PausableAnimation" { return a.base is PausableAnimation }
      if name == "TargetAnimation" { return a.base is TargetAnimation }
      return false
    case (_, .builtin(let name)): return v.typeName == name || v.kind.typeName == name
    default: return false
    }
  }

  func makeClosure(_ compiled: CompiledFunction, _ m: inout Machine) -> Closure {
    var boxes: [Box] = []
    boxes.reserveCapacity(compiled.captures.count)
    for loc in compiled.captures {
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
    let c = Closure(compiled: compiled, captures: boxes, file: m.file)
    // A closure with cells may close a cycle through them (CycleCollector.swift).
    if !boxes.isEmpty { cycles.track(c) }
    return c
  }

  // MARK: - Calls

  /// Calls an evaluated callee `f` with the arguments as written.
  func callValue(_ f: Value, _ call: LoweredCall, _ m: inout Machine) throws(RuntimeError) -> Value {
    switch f {
    case .function(let c):
      return try callClosure(c, call, &m)
    case .builtin(let index):
      let site = try evaluateArguments(call, name: builtins.name(of: index), &m)
      defer { m.stack.removeSubrange(site.base...) }
      return try builtins.call(index, self, site, &m)
    case .type(let t):
      let site = try evaluateArguments(call, name: t.name, &m)
      defer { m.stack.removeSubrange(site.base...) }
      return try construct(t, site, &m)
    case .boundMethod(let bm):
      return try callMethod(bm.receiver, bm.name, call, &m)
    default:
      var what = f.typeNameWithArticle
      if case .variable(let n) = call.callee.kind { what += " ('\(n.text)')" }
      throw RuntimeError("cannot call \(what)", at: call.callee.range, file: m.file)
    }
  }

  /// Evaluates arguments onto the stack for a built-in.
  func evaluateArguments(_ call: LoweredCall, name: String, _ m: inout Machine)
    throws(RuntimeError) -> CallSite
  {
    let base = m.stack.count
    for code in call.codes {
      let v = try code(self, &m)
      m.stack.append(v)
    }
    return CallSite(arguments: call.args, base: base, range: call.range, name: name)
  }

  /// Calls a user function with arguments written in the source.
  func callClosure(_ c: Closure, _ call: LoweredCall, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    let args = call.args
    let codes = call.codes
    let range = call.range
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
        let v = try codes[i](self, &m)  // trap-ok: in range
        m.stack.append(v)
      }
      if c.compiled.needsCheckedCall {
        return try enterChecked(
          c, call, newBase: newBase, argumentOf: nil, defaultsFor: nil, &m)
      }
    } else {
      var bound = [Value?](repeating: nil, count: params.count)
      var argumentOf = [Int?](repeating: nil, count: params.count)
      var next = 0
      for (k, a) in args.enumerated() {
        let index: Int
        if let label = a.label?.text {
          // Swift's rule: a label names the parameter's external label (`by` in `by k`);
          // a `_` parameter takes no label.
          guard let i = params.firstIndex(where: { $0.argumentLabel == label }) else {
            m.stack.removeSubrange(newBase...)
            throw RuntimeError(
              Self.unknownLabelMessage(label, c.name, params), at: a.range, file: m.file)
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
        bound[index] = try codes[k](self, &m)  // trap-ok: checked
        argumentOf[index] = k  // trap-ok: checked with bound
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
      let missing = bound.map { $0 == nil }
      if c.compiled.needsCheckedCall {
        return try enterChecked(
          c, call, newBase: newBase, argumentOf: argumentOf, defaultsFor: missing, &m)
      }
      return try enter(c, newBase: newBase, defaultsFor: missing, range, &m)
    }
    return try enter(c, newBase: newBase, defaultsFor: nil, range, &m)
  }

  /// "'f' has no parameter labelled 'k'; did you mean 'by'?", or Swift's "extraneous argument
  /// label" when the label names a `_` parameter.
  static func unknownLabelMessage(_ label: String, _ function: String, _ params: [Parameter])
    -> String
  {
    if params.contains(where: { $0.argumentLabel == nil && $0.name.text == label }) {
      return "extraneous argument label '\(label):' in call to '\(function)'; its parameter "
        + "'\(label)' is declared with '_', so the argument has no label"
    }
    var message = "'\(function)' has no parameter labelled '\(label)'"
    // `k` of `by k` is the name inside the body; callers write the label.
    if let named = params.first(where: { $0.name.text == label }), let outer = named.argumentLabel {
      message += "; did you mean '\(outer)'? ('\(label)' is its name inside '\(function)')"
    } else if let s = Suggestions.closest(to: label, in: params.compactMap(\.argumentLabel)) {
      message += "; did you mean '\(s)'?"
    }
    return message
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
        let defaults = c.compiled.defaults
        for (i, isMissing) in missing.enumerated() where isMissing && i < defaults.count {
          if let d = defaults[i] {  // trap-ok: checked
            m.stack[newBase + prelude + i] = try d(self, &m)  // trap-ok: frame allocated
          }
        }
      }
      for i in c.capturedParameters {
        let slot = newBase + prelude + i
        // An `inout` parameter already arrives in its cell (`enterChecked`).
        if slot < m.stack.count, !m.stack[slot].isBox { m.stack[slot] = .box(Box(m.stack[slot])) }  // trap-ok: checked
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
      if m.depth > maxDepth || m.steps & 1023 == 0 { try plainLimits(c.name, range, &m) }
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

  /// The depth and step limits of a call of `name` on a frame made without `enter`.
  func plainLimits(_ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError)
  {
    if m.depth > maxDepth {
      throw RuntimeError(
        "stack overflow in '\(name)' after \(maxDepth) calls", at: range, file: m.file)
    }
    if m.steps & 1023 == 0 { try checkLimits(range, &m) }
  }
}

/// sRGB-encoded component → linear.

import Foundation
