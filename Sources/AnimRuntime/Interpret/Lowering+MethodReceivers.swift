// Methods called on a variable (`p.step()`) or on an element of an array held in a variable
// (`a[k].step()`).
//
// `a[k].method(…)`: the index is evaluated once; the element is read and, after a `mutating`
// method, written back at the same index, as Swift does. (The receiver was a place read and
// then written, each evaluating the index: `a[next()].bump()` called `next` twice and stored
// the bumped copy of one element into the next.)
//
// A struct's `mutating` method that runs on a frame of its own (Interpreter+MethodFrames.swift)
// gets its receiver taken out of the variable or the array for the call, so that nothing else
// holds its record and the body's field writes change it in place (Lowering+FieldWrites.swift),
// and it goes back when the call ends, also after an error. Read in place, the record was
// copied on the body's first write and the old one freed on the write-back: about 1,600 of the
// 5,400 instructions of each call of Benchmarks/particles.anim's
// `particles[i].step(toward:dt:)` (callgrind). It is taken after the arguments are evaluated
// (they may read it, as Swift lets them). While the method runs, the variable, or the
// element's slot in the array, is empty: Swift's exclusive access to it for the call's
// duration makes any other access from the body an error in Swift (it stops the program).
import AnimSyntax

extension Lowering {
  /// `a[k].name(args)` with `a` a local or global variable and one unlabelled index; nil for
  /// any other receiver.
  static func elementMethodCall(_ base: Expr, _ text: String, _ site: LoweredCall) -> ExprCode? {
    guard case .subscript(let arrayExpr, let args) = resolved(base).kind, args.count == 1,
      let arg = args.first, arg.label == nil, !arg.isInout,
      case .variable(let n) = resolved(arrayExpr).kind
    else { return nil }
    let variable = resolvedName(n)
    switch variable.location {
    case .local, .global: break
    default: return nil
    }
    let container = place(arrayExpr)
    let index = expr(arg.value)
    let range = base.range
    site.writesBackReceiver = true
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let k = try index(i, &m)
      if let method = site.methodSite, let frame = method.frame, frame.isMutating,
        let j = i.elementIndex(of: method, in: variable, at: k, m)
      {
        return try i.callTakingElement(j, of: variable, container, frame, method, site, &m)
      }
      let element = try i.getIndex(try container.read(i, &m), k, range, &m)
      let result = try i.callRemembered(element, text, site, &m)
      if let newSelf = i.mutatedSelf {
        i.mutatedSelf = nil
        var current = try container.read(i, &m)
        try i.setCollectionElement(at: container, variable: variable, current: &current, k, newSelf, range, &m)
      }
      return result
    }
  }
}

extension Lowering {
  /// `v.name(args)` with `v` a local or global variable: a struct's `mutating` method run on a
  /// frame of its own takes the record out of the variable for the call; any other call is
  /// `general`'s. nil for any other receiver.
  static func variableMethodCall(_ base: Expr, _ site: LoweredCall, general: @escaping ExprCode) -> ExprCode? {
    guard case .variable(let n) = resolved(base).kind else { return nil }
    let variable = resolvedName(n)
    switch variable.location {
    case .local, .global: break
    default: return nil
    }
    let container = place(base)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      if let method = site.methodSite, let frame = method.frame, frame.isMutating,
        i.holdsInstance(of: method, variable, m)
      {
        return try i.callTakingVariable(variable, container, frame, method, site, &m)
      }
      return try general(i, &m)
    }
  }
}

extension Interpreter {
  /// Whether `variable` (not in a cell, not `@State`) holds an instance of `method`'s struct,
  /// whose members are as the site found them, declared in the file running.
  func holdsInstance(of method: DeclaredMethodSite, _ variable: ResolvedName, _ m: Machine) -> Bool {
    guard method.owner.file === m.file, method.owner.members.generation == method.generation else { return false }
    switch variable.location {
    case .local(let slot):
      let s = m.base &+ slot
      return s < m.stack.count && Self.isInstance(m.stack[s], of: method.owner)  // trap-ok: checked
    case .global(let g):
      return g < m.globals.count && Self.isInstance(m.globals[g], of: method.owner)  // trap-ok: checked
    default:
      return false
    }
  }

  /// Calls `frame`'s mutating method on the record in `variable`, taken out of it after the
  /// arguments are evaluated and put back when the call ends, also after an error.
  func callTakingVariable(
    _ variable: ResolvedName, _ container: Lowering.Place, _ frame: MethodFrame,
    _ method: DeclaredMethodSite, _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let newBase = try pushArguments(frame, method.qualified, call, &m)
    guard takeRecord(of: method.owner, from: variable, into: newBase, &m) else {
      m.stack.removeAbove(newBase)
      throw RuntimeError(
        "'\(variable.text)' changed while the arguments of '\(method.qualified)' were evaluated",
        at: call.range, file: m.file)
    }
    var final = Value.none
    let result: Value
    do throws(RuntimeError) {
      result = try enterFrame(frame, newBase: newBase, method.qualified, call, finalSelf: &final, &m)
    } catch {
      try container.write(self, final, &m)
      throw error
    }
    try container.write(self, final, &m)
    return result
  }

  /// Moves the instance of `owner` that `variable` holds into stack slot `slot` (nil left in
  /// the variable); false, with both as they were, when the variable holds anything else.
  private func takeRecord(of owner: StructInfo, from variable: ResolvedName, into slot: Int, _ m: inout Machine) -> Bool {
    guard slot < m.stack.count else { return false }
    switch variable.location {
    case .local(let local):
      let k = m.base &+ local
      guard k < m.stack.count, Self.isInstance(m.stack[k], of: owner) else { return false }  // trap-ok: checked
      m.stack[slot] = m.stack[k]  // trap-ok: checked
      m.stack[k] = .none  // trap-ok: checked
      return true
    case .global(let g):
      guard g < m.globals.count, Self.isInstance(m.globals[g], of: owner) else { return false }  // trap-ok: checked
      m.stack[slot] = m.globals[g]  // trap-ok: checked
      m.setGlobal(g, .none)
      return true
    default:
      return false
    }
  }

  /// The index of the element at `k` of the array that `variable` holds (not in a cell, not
  /// `@State`) when the element is an instance of `method`'s struct, whose members are as the
  /// site found them, declared in the file running; nil otherwise.
  func elementIndex(of method: DeclaredMethodSite, in variable: ResolvedName, at k: Value, _ m: Machine) -> Int? {
    guard case .number(let d) = k, let j = Int(exactly: d), j >= 0, method.owner.file === m.file,
      method.owner.members.generation == method.generation
    else { return nil }
    switch variable.location {
    case .local(let slot):
      let s = m.base &+ slot
      guard s < m.stack.count else { return nil }
      return Self.isElement(j, of: m.stack[s], method.owner) ? j : nil  // trap-ok: checked
    case .global(let g):
      guard g < m.globals.count else { return nil }
      return Self.isElement(j, of: m.globals[g], method.owner) ? j : nil  // trap-ok: checked
    default:
      return nil
    }
  }

  /// Whether `held` is an array whose element `j` is an instance of `owner`.
  private static func isElement(_ j: Int, of held: Value, _ owner: StructInfo) -> Bool {
    guard case .array(let items) = held, j < items.count else { return false }
    return isInstance(items[j], of: owner)  // trap-ok: checked
  }

  static func isInstance(_ v: Value, of owner: StructInfo) -> Bool {
    guard case .record(let r) = v else { return false }
    return r.info === owner
  }

  /// The array a plain variable (local or global, not in a cell) holds, taken out of it (nil
  /// left in its place) so that it is the storage's only reference; nil, with the variable as
  /// it was, when it holds anything else.
  private func takeArray(_ variable: ResolvedName, _ m: inout Machine) -> [Value]? {
    switch variable.location {
    case .local(let slot):
      let k = m.base &+ slot
      guard k < m.stack.count, case .array(let items) = m.stack[k] else { return nil }  // trap-ok: checked
      m.stack[k] = .none  // trap-ok: checked
      return items
    case .global(let g):
      guard g < m.globals.count, case .array(let items) = m.globals[g] else { return nil }  // trap-ok: checked
      m.setGlobal(g, .none)
      return items
    default:
      return nil
    }
  }

  /// Calls `frame`'s mutating method on element `j` of the array in `variable`, taken out of
  /// the array after the arguments are evaluated (they may read the array, as Swift lets them)
  /// and put back when the call ends, also after an error (Swift writes an `inout` back).
  func callTakingElement(
    _ j: Int, of variable: ResolvedName, _ container: Lowering.Place, _ frame: MethodFrame,
    _ method: DeclaredMethodSite, _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let newBase = try pushArguments(frame, method.qualified, call, &m)
    guard var items = takeArray(variable, &m) else {
      m.stack.removeAbove(newBase)
      throw RuntimeError(
        "'\(variable.text)' changed while the arguments of '\(method.qualified)' were evaluated",
        at: call.range, file: m.file)
    }
    guard j < items.count, Self.isInstance(items[j], of: method.owner) else {  // trap-ok: checked
      let count = items.count
      try container.write(self, .array(items), &m)
      m.stack.removeAbove(newBase)
      // Emptied or changed by an argument (Swift then fails on the index, or calls the new
      // element's method).
      throw RuntimeError(
        j < count
          ? "'\(variable.text)[\(j)]' changed while the arguments of '\(method.qualified)' were evaluated"
          : Value.indexOutOfRange(Double(j), count: count),
        at: call.range, file: m.file)
    }
    m.stack[newBase] = items[j]  // trap-ok: checked
    items[j] = .none  // trap-ok: checked; the frame holds the element alone
    // `consume`: no second reference to the storage may outlive the write (the put-back changes
    // it in place).
    try container.write(self, .array(consume items), &m)
    var final = Value.none
    let result: Value
    do throws(RuntimeError) {
      result = try enterFrame(frame, newBase: newBase, method.qualified, call, finalSelf: &final, &m)
    } catch {
      try putBack(final, at: j, of: variable, container, method, call, &m)
      throw error
    }
    try putBack(final, at: j, of: variable, container, method, call, &m)
    return result
  }

  /// Puts a mutating method's last `self` back at index `j` of the array in `variable`.
  private func putBack(
    _ element: Value, at j: Int, of variable: ResolvedName, _ container: Lowering.Place,
    _ method: DeclaredMethodSite, _ call: LoweredCall, _ m: inout Machine
  ) throws(RuntimeError) {
    guard var items = takeArray(variable, &m) else {
      throw RuntimeError(
        "'\(variable.text)' changed while '\(method.qualified)' ran on its element \(j)",
        at: call.range, file: m.file)
    }
    guard j < items.count else {
      try container.write(self, .array(items), &m)
      throw RuntimeError(
        "'\(variable.text)' changed while '\(method.qualified)' ran on its element \(j)",
        at: call.range, file: m.file)
    }
    items[j] = element  // trap-ok: checked
    try container.write(self, .array(consume items), &m)
  }
}
