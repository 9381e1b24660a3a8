// The interpreter: a session's state (machine, scene, limits, test results) and the run-time
// operations that lowered code calls (Lowering.swift says how code becomes closures). Variables
// are slots (no name look-ups at run time); statements return a `Completion` instead of throwing
// for return/break/continue; errors are typed throws.
import AnimPlot
import AnimSyntax
import AnimationCore
import Foundation

/// Runs resolved programs. One interpreter holds one session: globals, the scene's animator,
/// the clock and recorded test results persist across ``Session`` inputs.
public final class Interpreter {
  /// The machine, when no Swift code is running script code (see ``withMachine(_:)``).
  /// (Unchecked: swapped in and out on every call from AnimationCore into the script, about 75
  /// instructions a check, 5 % of a script animation's tick; never accessed overlapping.)
  @exclusivity(unchecked) var machine: Machine
  /// Where `print` writes (one call per printed line, without the newline).
  var output: (String) -> Void
  /// Printed text after the last line break, not yet a line (Interpreter+Output.swift).
  var openLine = ""
  /// The width in columns of charts `plot` prints (the host sets the terminal's).
  var chartWidth = 72
  /// The dot style of charts `plot` prints when the script names none.
  var chartStyle = ChartStyle.braille
  /// The scene: properties, clock, environment.
  var animator = Animator() {
    didSet { watch(animator) }
  }
  /// Told of each `@State` declaration while a scene is recorded (`Session.record`).
  var recorder: SceneRecorder?
  /// Anim call depth limit ("stack overflow in 'f' after 10000 calls").
  var maxDepth = 10_000
  /// Polled at loop back-edges and calls; `true` stops the run with "interrupted".
  var shouldInterrupt: (() -> Bool)?
  /// When set, the run stops with a timeout error after this instant.
  var deadline: ContinuousClock.Instant?
  /// The most resident memory the process may use while a script runs, in bytes; nil for no
  /// limit (Interpreter+MemoryLimit.swift).
  var memoryLimit: Int?
  /// Bytes charged by allocating built-ins since the memory was last read.
  var memoryCharged = 0
  /// Time-limit checks left until the next reading of the memory.
  var memoryCountdown = 64
  /// An error raised inside a callback from AnimationCore, rethrown when control returns.
  @exclusivity(unchecked) var pendingError: RuntimeError?
  /// Test results.
  var tests = TestRecorder()
  // Kept here rather than in `Machine`, which every animator callback makes and destroys: two
  // more fields there cost the seed's ticks 41 (elastic) and 95 (Pausable) instructions each
  // (callgrind: 2,943 → 2,902 and 8,374 → 8,279 with them moved here).
  /// The value `self` ended with in the mutating method just called, for the call site to
  /// write back to the receiver's place (set only where ``LoweredCall/writesBackReceiver``).
  @exclusivity(unchecked) var mutatedSelf: Value?
  /// What a built-in with `inout` parameters leaves for its `&x` arguments, by argument index
  /// (`Spring.update(value: &v, velocity: &w, …)`), for the call site to write back.
  @exclusivity(unchecked) var inoutWriteBack: [(argument: Int, value: Value)]?
  /// Closures given to `DispatchQueue.main.async` / `asyncAfter`, by the virtual time they are
  /// due (BuiltinTable+Clock.swift); `wait` runs them as the clock passes that time.
  var scheduledWork: [ScheduledWork] = []
  /// The items the running result-builder body has built so far (`Lowering.resultBuilderBody`).
  @exclusivity(unchecked) var builderItems: [Value] = []
  /// The views `#Preview` named, in the order the script gave them (Views/Session+Previews.swift).
  var previews: [PreviewEntry] = []
  /// Where `UUID()` takes its identifiers: the same sequence on every run (BuiltinTable+UUID.swift).
  var uuids = UUIDGenerator()
  /// Where `Double.random(in:)` and its kin draw: the same on every run (BuiltinTable+Random.swift).
  var random = RandomSource()
  /// How many times a scene `@State` has been assigned: a view host whose views were laid out
  /// before the last change runs their bodies again when next asked (ViewHostObject.refresh).
  var sceneChanges = 0
  /// The view hosts made so far (Views/ViewHostRegistry.swift).
  let viewHosts = ViewHostRegistry()
  /// What observable objects have published (ObservableObjects.swift).
  let observation = ObservationRegistry()
  /// `@Animated` attributes in declaration order: re-evaluated after every `@State` change.
  var derivedAttributes: [DerivedAttribute] = []
  var isUpdatingDerivedAttributes = false
  /// How many `withAnimation`/`withTransaction` bodies are running: a state change inside one
  /// leaves the attributes that depend on it for the end of the body (DerivedAttribute.swift).
  var transactionBodyDepth = 0
  /// A state change inside a transaction body left the derived attributes to update (where).
  var pendingDerivedUpdate: SourceRange?
  /// keyframeAnimator(…trigger:…) and phaseAnimator(…trigger:…) triggers, re-read after every
  /// state change.
  var triggerWatchers: [TriggerWatcher] = []
  /// Members that `extension`s add to built-in types, by type name (``BuiltinTypeNames``).
  var builtinExtensions: [String: TypeMembers] = [:] { didSet { extensionGeneration &+= 1 } }
  /// The built-in types whose extension initialisers are running, innermost last
  /// (Interpreter+BuiltinInitializers.swift).
  var initializingBuiltins: [String] = []
  /// Changes whenever an extension of a built-in type adds or replaces members: a member read
  /// that remembered a computed property of an extension (``ExtensionPropertySite``) looks it up
  /// again after a change.
  @exclusivity(unchecked) var extensionGeneration = 0
  /// Told of each failed `expect` and failed `test` as it happens (`Session.onFailedCheck`).
  var onFailedCheck: ((String) -> Void)?
  /// Resolver with the session's globals.
  let resolver = Resolver()
  /// The built-in functions, constants and types by name.
  let builtins = Builtins.shared
  /// `merge if …` conditions of animation declarations, compiled once each.
  var compiledMergeConditions: [ObjectIdentifier: CompiledFunction] = [:]

  /// The closures of top-level `func`s, kept for the interpreter's lifetime so that calls can
  /// use them without a retain and a release each (`Machine.globalStates`). A REPL that
  /// redeclares a function keeps the old closure too: a few hundred bytes a declaration.
  var pinnedFunctions: [Closure] = []

  /// Frees cycles among closures and the cells they capture (CycleCollector.swift).
  let cycles = CycleCollector()

  /// How script animations and the animator's callbacks refer to this interpreter without a
  /// weak reference (InterpreterLink.swift).
  let link = InterpreterLink()

  init(output: @escaping (String) -> Void) {
    self.output = output
    machine = Machine(file: SourceFile(name: "<none>", text: ""))
    link.interpreter = self
    watch(animator)
  }

  deinit {
    link.interpreter = nil
    // The stack's values are released by pops, not by its buffer (ValueStack.swift).
    machine.stack.removeAll()
    // Without the globals, the session's cycles have no one left outside them.
    machine.globals.removeAll()
    cycles.collect()
    cycles.releaseAll()
  }

  /// Lets Ctrl-C, `--timeout` or an error in a callback end a long `wait` or `sample`: their
  /// frames run in AnimationCore, which never reaches a loop back-edge that polls. The built-in
  /// then reports the limit with ``checkLimits(_:_:)``.
  func watch(_ a: Animator) {
    a.shouldStopAdvancing = { [link] in
      guard let self = link.interpreter else { return true }
      if self.pendingError != nil { return true }
      if let poll = self.shouldInterrupt, poll() { return true }
      if let deadline = self.deadline, ContinuousClock.now > deadline { return true }
      return false
    }
  }

  // MARK: - Machine hand-over

  /// Whether `m` is `machine` itself (passed `inout` from `callAnimationMethod`).
  @inline(__always)
  private func isInterpreterMachine(_ m: inout Machine) -> Bool {
    withUnsafeMutablePointer(to: &m) { p in withUnsafeMutablePointer(to: &machine) { $0 == p } }
  }

  /// Runs `body` with the machine taken out of the interpreter (for callbacks from Swift).
  @inline(__always)
  func withMachine<R>(_ body: (inout Machine) throws(RuntimeError) -> R) throws(RuntimeError) -> R {
    var m = Machine(file: machine.file)
    swap(&m, &machine)
    defer { swap(&m, &machine) }
    return try body(&m)
  }

  /// Puts the machine back into the interpreter while `body` runs Swift code that may call back
  /// into the script (animations, completions), then rethrows any error a callback recorded.
  /// - Parameters:
  ///   - range: The script code that set AnimationCore going (`wait(0.5)`, `x = 1`): the call
  ///     site that a callback's error trace names, since the animator, not a line of the script,
  ///     called the script's `animate`.
  ///   - driver: What that code is, for a trace that has no script function in it.
  func parked<R>(
    _ m: inout Machine, at range: SourceRange, in driver: String, _ body: () -> R
  ) throws(RuntimeError) -> R {
    // A script animation's `animate` runs on the parked machine in place (see
    // `callAnimationMethod`): then `m` is the interpreter's own machine, already where a
    // callback finds it.
    let inPlace = isInterpreterMachine(&m)
    if !inPlace { swap(&m, &machine) }
    let r = body()
    if !inPlace { swap(&m, &machine) }
    if var e = pendingError {
      pendingError = nil
      if e.trace.isEmpty {
        e.passedOut(of: driver, file: m.file, at: range)
      } else {
        e.trace[e.trace.count - 1].range = range  // trap-ok: not empty
        e.trace[e.trace.count - 1].file = m.file  // trap-ok: not empty
      }
      throw e
    }
    return r
  }

  /// Records an error raised in a callback (the first one wins).
  func recordCallbackError(_ error: RuntimeError) {
    if pendingError == nil { pendingError = error }
  }

  func recordCallbackError(_ message: String, range: SourceRange) {
    recordCallbackError(RuntimeError(message, at: range, file: machine.file))
  }

  /// Calls a method of a script animation from AnimationCore; `nil` after an error (recorded).
  func callAnimationMethod(_ a: ScriptAnimation, index: Int, arguments: [Value]) -> Value? {
    guard index < a.info.methodCode.count else { return nil }
    let f = a.info.methodCode[index]  // trap-ok: checked
    guard let c = cachedMethod(a, index, f) else {
      return callAnimationFunction(a, f, arguments: arguments)
    }
    if pendingError != nil { return nil }
    do throws(RuntimeError) {
      return try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
        try invoke(c, arguments: arguments, range: f.decl.range, &m)
      }
    } catch {
      recordCallbackError(error)
      return nil
    }
  }

  /// The animator's per-frame call (`animate(value, time, context)`): as
  /// `callAnimationMethod(_:index:arguments:)`, but the three arguments go straight onto the
  /// stack when the method takes exactly three, with no argument array built each frame.
  func callAnimationMethod(
    _ a: ScriptAnimation, index: Int, _ a0: consuming Value, _ a1: consuming Value,
    _ a2: consuming Value
  ) -> Value? {
    // Every frame after the first: the method learnt by the instance's cache, unretained.
    if let cache = a.methods, cache.hotIndex == index, let hot = cache.hotClosure {
      if pendingError != nil { return nil }
      let newBase = machine.stack.count
      if let prelude = cache.hotPrelude, let p = prelude.baseAddress {
        machine.stack.appendTrivial(p, count: prelude.count)
      } else {
        hot._withUnsafeGuaranteedRef { c in
          if let bm = c.boundMembers { machine.stack.append(contentsOf: bm) }
        }
      }
      machine.stack.append(a0)
      machine.stack.append(a1)
      machine.stack.append(a2)
      return hot._withUnsafeGuaranteedRef { c -> Value? in
        do throws(RuntimeError) {
          return try enterWithArguments(c, newBase: newBase, c.decl.range, &machine)
        } catch {
          recordCallbackError(error)
          return nil
        }
      }
    }
    // The instance's cached closure when there is one: its declaration gives the range, with
    // no look-up in the declaration's method list.
    let c: Closure
    if let cache = a.methods, index < cache.closures.count, let cached = cache.closures[index] {  // trap-ok: checked
      c = cached
    } else {
      guard index < a.info.methodCode.count,
        let made = cachedMethod(a, index, a.info.methodCode[index])  // trap-ok: checked
      else {
        return callAnimationMethod(a, index: index, arguments: [a0, a1, a2])
      }
      c = made
    }
    // The animator's own arguments: not checked against annotations (they are the value,
    // a time and the context, whatever the method's signature says).
    guard c.arity == 3 else {
      return callAnimationMethod(a, index: index, arguments: [a0, a1, a2])
    }
    a.methods?.learnHot(index, c)
    if pendingError != nil { return nil }
    // The script's machine is parked in the interpreter while AnimationCore runs: the call runs
    // on it where it is, as a call from the script would (its frame above the parked ones),
    // rather than on a machine swapped out and back (callgrind: making, swapping and
    // destroying that machine was about 190 instructions a frame). `parked` knows the machine
    // is then already in place. The arguments move onto the stack.
    do throws(RuntimeError) {
      // `invoke` with all three arguments present.
      let newBase = machine.stack.count
      if let bm = c.boundMembers { machine.stack.append(contentsOf: bm) }
      machine.stack.append(a0)
      machine.stack.append(a1)
      machine.stack.append(a2)
      return try enterWithArguments(c, newBase: newBase, c.decl.range, &machine)
    } catch {
      recordCallbackError(error)
      return nil
    }
  }

  /// The closure for method `index` of a script animation instance, made once per instance;
  /// `nil` for an instance without a cache.
  func cachedMethod(_ a: ScriptAnimation, _ index: Int, _ f: CompiledFunction) -> Closure? {
    guard let cache = a.methods else { return nil }
    if index < cache.closures.count, let cached = cache.closures[index] {  // trap-ok: checked
      return cached
    }
    let c = makeMethod(f, of: a)
    while cache.closures.count <= index { cache.closures.append(nil) }
    cache.closures[index] = c  // trap-ok: grown above
    return c
  }

  func callAnimationFunction(_ a: ScriptAnimation, _ f: CompiledFunction, arguments: [Value]) -> Value? {
    if pendingError != nil { return nil }
    do throws(RuntimeError) {
      return try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
        let c = makeMethod(f, of: a)
        return try invoke(c, arguments: arguments, range: f.decl.range, &m)
      }
    } catch {
      recordCallbackError(error)
      return nil
    }
  }

  /// A closure for a method of a script animation instance, with members and sibling methods in
  /// its first slots.
  func makeMethod(_ f: CompiledFunction, of a: ScriptAnimation) -> Closure {
    var prelude = a.members
    // Sibling methods are bound lazily: a placeholder `.none` would break helper calls, so
    // bind each sibling too (cheap: methods are few).
    let receiver = Value.animation(Animation(a.uncached))
    for method in a.info.decl.methods {
      prelude.append(.boundMethod(BoundMethod(receiver: receiver, name: method.name?.text ?? "")))
    }
    prelude.append(receiver)  // `self`
    // A member, sibling or `self` that the method never names is left out of its frame (nil in
    // its slot): each one filled is a copy and a release on every call (callgrind: about 100
    // instructions each a frame; the seed's Pausable names none of its siblings nor `self`).
    for k in prelude.indices where !f.usedSlots.contains(k) { prelude[k] = Value.none }  // trap-ok: indices
    return Closure(compiled: f, captures: [], file: a.info.file, boundMembers: prelude)
  }

  // MARK: - Running

  /// Runs a resolved program's top-level statements.
  func run(_ program: Program, mainFrameSize: Int, _ m: inout Machine) throws(RuntimeError) -> Value? {
    m.file = program.file
    m.stack.removeAll(keepingCapacity: true)
    m.base = 0
    m.closure = nil
    m.depth = 0
    m.stack.appendNils(mainFrameSize)
    while m.globals.count < resolver.globalCount { m.globals.append(.none) }
    var last: Value?
    // As in a Swift main file, the file's types, extensions and functions are there from the
    // start, wherever they are written; its other statements run in order after them.
    let declarations = program.statements.filter(\.isHoistedDeclaration)
    let ordered = declarations.isEmpty ? program.statements : declarations + program.statements.filter { !$0.isHoistedDeclaration }
    // Each top-level statement is lowered to closures just before it runs (its loops are often
    // the hot code); it runs once, so nothing is cached.
    // A top-level `defer` runs when the file's statements end, last written first.
    var defers: [Block] = []
    for s in ordered {
      if case .expression(let e) = s.kind {
        last = try lowered { Lowering.expr(e) }(self, &m)
        continue
      }
      if case .defer(let body) = s.kind {
        defers.append(body)
        continue
      }
      last = nil
      if case .normal = try lowered({ Lowering.stmt(s) })(self, &m) { continue }
      break
    }
    for body in defers.reversed() { _ = try lowered({ Lowering.block(body) })(self, &m) }
    return last
  }

  // MARK: - Limits

  @inline(__always)
  func tick(_ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    m.steps &+= 1
    if m.steps & 1023 == 0 { try checkLimits(range, &m) }
  }

  func checkLimits(_ range: SourceRange, _ m: inout Machine) throws(RuntimeError) {
    if let poll = shouldInterrupt, poll() {
      throw RuntimeError("interrupted", at: range, file: m.file)
    }
    if let deadline, ContinuousClock.now > deadline {
      throw RuntimeError("timed out: the script ran past its time limit", at: range, file: m.file)
    }
    // Small allocations are not charged; a reading every 64th check (65,536 steps) finds
    // memory that grew by them.
    memoryCountdown -= 1
    if memoryCountdown <= 0 {
      memoryCountdown = 64
      try checkMemory(adding: 0, range, &m)
    }
  }

  // MARK: - Loops

  /// Runs a `for` loop over an evaluated sequence; `body` runs the loop's
  /// lowered block.
  func execFor(
    _ variable: ResolvedName, _ seq: Value, _ sequenceRange: SourceRange, _ range: SourceRange,
    _ m: inout Machine, body: (inout Machine) throws(RuntimeError) -> Completion
  ) throws(RuntimeError) -> Completion {
    // Numeric sequences run without building arrays.
    func loop(_ next: (Int) -> Value?) throws(RuntimeError) -> Completion {
      var i = 0
      while let v = next(i) {
        try tick(range, &m)
        try store(v, to: variable, isDeclaration: true, &m)
        switch try body(&m) {
        case .breakLoop: return .normal
        case .returned(let r): return .returned(r)
        default: break
        }
        i += 1
      }
      return .normal
    }
    switch seq {
    case .object(let o as RangeObject):
      let (lo, hi, closed) = (o.lower, o.upper, o.isClosed)
      return try loop { i in
        let x = lo + Double(i)
        return (closed ? x <= hi : x < hi) ? .number(x) : nil
      }
    case .object(let o as StrideObject):
      let (from, to, by, through) = (o.from, o.to, o.by, o.isThrough)
      return try loop { i in
        let x = from + Double(i) * by
        if by > 0 { return (through ? x <= to + 1e-12 * abs(by) : x < to) ? .number(x) : nil }
        return (through ? x >= to - 1e-12 * abs(by) : x > to) ? .number(x) : nil
      }
    case .vector(let v):
      let items = v.elements
      return try loop { i in i < items.count ? .number(items[i]) : nil }  // trap-ok: checked
    case .array(let items):
      return try loop { i in i < items.count ? items[i] : nil }  // trap-ok: checked
    case .dictionary(let d):
      let (keys, values) = (d.keys, d.values)
      return try loop { i in i < keys.count && i < values.count ? Value.keyValuePair(keys[i], values[i]) : nil }  // trap-ok: checked
    case .object(let s as SeriesObject):
      let count = s.count
      return try loop { i in i < count ? s.point(i) : nil }
    case .string(let s):
      // A String is a collection of Characters, each a one-character string here.
      var position = s.startIndex
      return try loop { _ in
        guard position < s.endIndex else { return nil }
        let c = s[position]  // trap-ok: position < endIndex
        position = s.index(after: position)
        return .string(String(c))
      }
    default:
      throw RuntimeError(
        "cannot iterate over \(seq.typeNameWithArticle)", at: sequenceRange, file: m.file)
    }
  }

  // MARK: - Variables

  /// Values that the language copies when bound to a new name (contexts and transactions are
  /// mutable objects with value semantics). `consuming`: the common case hands the value
  /// straight back, with no copy of it.
  @inline(__always)
  func copyOnBind(_ v: consuming Value) -> Value {
    switch v {
    case .context(let c): return .context(c.copy())
    case .transaction(let t): return .transaction(TransactionRef(t.transaction))
    case .object(let p as PathObject): return .object(p.copy())
    default: return v
    }
  }

  // MARK: - Local functions

  /// The slots of the local functions declared directly in `statements` that a closure captures:
  /// the function itself when it recurses, or a sibling that calls it. (While lowering.)
  static func capturedFunctionSlots(_ statements: [Stmt]) -> [Int] {
    statements.compactMap { s in
      guard case .function(let f) = s.kind, let name = f.name, Lowering.isCaptured(name),
        case .local(let slot) = Lowering.location(name)
      else { return nil }
      return slot
    }
  }

  /// Gives each of those functions a fresh cell before its block runs. Functions are hoisted: a
  /// function made earlier in the block (or the function itself) captures this cell, and the
  /// declaration then fills it, so `func fact(n) { … fact(n - 1) }` and mutually recursive
  /// siblings work inside functions and blocks. Fresh on every entry of the block: a function
  /// declared in a loop body is a new function in each iteration.
  func prepareFunctionCells(_ slots: [Int], _ m: inout Machine) {
    for slot in slots {
      let i = m.base + slot
      if i < m.stack.count { m.stack[i] = .box(Box(.none)) }  // trap-ok: checked
    }
  }

  /// Runs a `func` declaration: makes the closure and stores it, into the cell
  /// `prepareFunctionCells` made when closures capture the name.
  func declareFunction(_ f: CompiledFunction, _ name: ResolvedName, _ m: inout Machine) throws(RuntimeError) {
    let c = makeClosure(f, &m)
    if case .global = name.location {
      pinnedFunctions.append(c)
      c.isPinned = true
    }
    if name.isCaptured, case .local(let slot) = name.location {
      let i = m.base + slot
      if i < m.stack.count, case .box(let cell) = m.stack[i] {  // trap-ok: checked
        cell.value = .function(c)
        return
      }
    }
    try store(.function(c), to: name, isDeclaration: true, &m)
  }

  /// Writes a variable. At a declaration, a captured variable gets a fresh box.
  @inline(__always)
  func store(
    _ value: Value, to name: ResolvedName, isDeclaration: Bool, _ m: inout Machine, raw: Bool = false
  ) throws(RuntimeError) {
    switch name.location {
    case .local(let slot):
      let i = m.base + slot
      guard i < m.stack.count else { return }
      if isDeclaration {
        m.stack[i] = name.isCaptured && !raw ? .box(Box(value)) : value  // trap-ok: checked above
        return
      }
      switch m.stack[i] {  // trap-ok: checked above
      case .box(let b): try writeCell(value, b, name.range, &m)
      case .property(let p): try setProperty(p, value, name.range, &m)
      default: m.stack[i] = value  // trap-ok: checked above
      }
    case .global(let g):
      while m.globals.count <= g { m.globals.append(.none) }
      if isDeclaration {
        m.setGlobal(g, value)
        m.markDeclared(g)
        return
      }
      switch m.globals[g] {  // trap-ok: grown above
      case .box(let b): try writeCell(value, b, name.range, &m)
      case .property(let p): try setProperty(p, value, name.range, &m)
      case .none where !m.isDeclared(g): throw usedBeforeDeclaration(name.text, name.range, m)
      default: m.setGlobal(g, value)
      }
    case .captured(let j):
      guard let c = m.closure, j < c.captures.count else { return }
      try writeCell(value, c.captures[j], name.range, &m)  // trap-ok: checked
    case .unresolved:
      try storeResolvedLate(value, to: name, isDeclaration: isDeclaration, &m, raw: raw)
    case .builtin, .currentFunction:
      throw RuntimeError("cannot assign to '\(name.text)'", at: name.range, file: m.file)
    }
  }

  /// `store` to a name the lowering found unresolved: looked up again, in case a later
  /// resolution placed it. The one run-time read of the resolution table, off the fast path.
  @inline(never)
  private func storeResolvedLate(
    _ value: Value, to name: ResolvedName, isDeclaration: Bool, _ m: inout Machine, raw: Bool
  ) throws(RuntimeError) {
    let late = resolvedLate(name)
    if case .unresolved = late.location {
      throw RuntimeError("cannot assign to '\(name.text)'", at: name.range, file: m.file)
    }
    try store(value, to: late, isDeclaration: isDeclaration, &m, raw: raw)
  }

  /// `readRaw` of a name the lowering found unresolved (as `storeResolvedLate`).
  @inline(never)
  private func readRawResolvedLate(_ name: ResolvedName, _ m: inout Machine) -> Value {
    let late = resolvedLate(name)
    if case .unresolved = late.location { return .none }
    return readRaw(late, &m)
  }

  /// `name` as the resolution has it now.
  private func resolvedLate(_ name: ResolvedName) -> ResolvedName {
    let r = resolver.resolution
    return ResolvedName(name: name.name, location: r.location(of: name.name), isCaptured: r.isCaptured(name.name))
  }

  private func writeCell(_ value: Value, _ b: Box, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError)
  {
    if case .property(let p) = b.value {
      try setProperty(p, value, range, &m)
    } else {
      b.value = value
    }
  }

  func setProperty(_ p: PropertyRef, _ value: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError)
  {
    sceneChanges &+= 1
    // Each element of an array becomes an animated property of its own (StateParts.swift):
    // about 500 bytes each while it is made (measured: 10^6 elements, 491 MB peak). Charged
    // before the value is flattened into its parts.
    if case .array(let a) = value.unwrapped { try account(a.count &* 512, range, &m) }
    let stop = animator.shouldStopAdvancing
    guard try parked(&m, at: range, in: "=", { p.setIfAccepted(value, stop: stop) }) else {
      if value.hasSameType(as: p.model) {
        // Same type, other shape: only an array's length may change; a part's numbers may not.
        throw RuntimeError(
          "cannot assign \(value.typeNameWithArticle) with other animatable components to this @State property (only an array may change its length)",
          at: range, file: m.file)
      }
      throw RuntimeError(
        "cannot assign \(value.typeNameWithArticle) to a property holding \(p.model.typeNameWithArticle)",
        at: range, file: m.file)
    }
    recorder?.set(p, to: value)  // a recorded scene's colour keeps the spelling assigned
    try checkLimits(range, &m)  // making many parts polls the time limit (StateParts.set)
    try updateDerivedAttributes(range, &m)
  }

  /// The error for a global read or written before its top-level declaration has run.
  func usedBeforeDeclaration(_ name: Name, _ range: SourceRange, _ m: Machine) -> RuntimeError {
    usedBeforeDeclaration(name.text, range, m)
  }

  func usedBeforeDeclaration(_ name: String, _ range: SourceRange, _ m: Machine) -> RuntimeError {
    RuntimeError("'\(name)' is used before its declaration has run", at: range, file: m.file)
  }

  /// Reads a variable's raw slot (a `$x` projection needs the property itself).
  @inline(__always)
  func readRaw(_ name: ResolvedName, _ m: inout Machine) -> Value {
    switch name.location {
    case .local(let slot):
      let i = m.base + slot
      guard i < m.stack.count else { return .none }
      if case .box(let b) = m.stack[i] { return b.value }  // trap-ok: checked
      return m.stack[i]  // trap-ok: checked
    case .global(let g):
      guard g < m.globals.count else { return .none }
      return m.globals[g]  // trap-ok: checked
    case .captured(let j):
      guard let c = m.closure, j < c.captures.count else { return .none }
      return c.captures[j].value  // trap-ok: checked
    case .currentFunction:
      return m.closure.map { .function($0) } ?? .none
    case .builtin(let b):
      return builtins.value(b, self)
    case .unresolved:
      return readRawResolvedLate(name, &m)
    }
  }
}

extension Stmt {
  /// A declaration a Swift main file makes before its first statement runs: a type, an
  /// extension or a function (not a variable, whose initialiser runs in order).
  var isHoistedDeclaration: Bool {
    switch kind {
    case .function, .struct, .enum, .extension, .animation, .state, .protocol: true
    default: false
    }
  }
}
