// What the resolver finds out about a program, kept beside the syntax tree rather than in it
// (issue 14): the tree stays exactly what the parser made, so AnimSyntax knows nothing of slots
// or captures, and a node can be looked at (dumped, re-lowered for `expect`'s report) without
// asking whether a resolver has been over it yet.
//
// One table per resolver, so one per script run or REPL session; it grows with each input, whose
// node IDs continue where the last input's stopped (`nextNodeID`). Node IDs are dense, so the
// table is an array indexed by `NodeID.index` with one entry per node (the fields that concern
// that node's kind filled in), and functions' layouts an array beside it.
//
// The lowering reads it once per node, when it turns the node into a closure; nothing that runs
// per call or per frame reads it (the one exception is a name the lowering found unresolved,
// looked up again when run: `Interpreter.store`, `readRaw`).
import AnimSyntax

/// Where a variable lives at run time, as the resolver found it.
///
/// The cases match the house design: locals in a value stack, captured variables in boxes, a
/// growable global table.
enum VariableLocation: Hashable, Sendable {
  /// Not resolved (no resolver has seen the name).
  case unresolved
  /// A slot in the current function's frame.
  case local(Int)
  /// An index into the current closure's captured boxes.
  case captured(Int)
  /// An index into the global (script or REPL session) table.
  case global(Int)
  /// An index into the built-in table.
  case builtin(Int)
  /// The local function whose body is running, named inside itself (`fact` in
  /// `func fact(n) { … fact(n - 1) }`): read from the running call rather than captured, so a
  /// recursive local function holds no reference to itself.
  case currentFunction
}

/// A function's (or closure's) frame as the resolver laid it out.
struct FunctionLayout {
  /// How many local slots a call's frame needs (parameters included).
  var localCount = 0
  /// Where each captured variable comes from in the enclosing scope, in the order the body's
  /// `.captured(i)` locations index them.
  var captures: [VariableLocation] = []
  /// The slots that some name in the body (or in a closure inside it) resolves to: a slot of the
  /// prelude (an animation's members, sibling methods and `self`) that is not among them need
  /// not be filled (`Interpreter.makeMethod`).
  var usedSlots = Set<Int>()
  /// The body (or a closure inside it) names the function itself (`.currentFunction`), so a
  /// call must make the function reachable.
  var refersToItself = false
  /// A closure passed to a result builder (`KeyframeTrack(\.x) { … }`): the values of its
  /// expression statements (also inside its `for` and `if` blocks) are collected into an array,
  /// which the closure returns.
  var isResultBuilderBody = false
}

/// The resolver's results for every program one resolver has resolved.
final class Resolution: @unchecked Sendable {
  /// What is known of one node, by its ID: each field concerns one kind of node.
  private struct NodeFacts {
    /// A name's: where it lives.
    var location: VariableLocation = .unresolved
    /// A name's, at a binding site: some closure captures the variable (so it lives in a box).
    var isCaptured = false
    /// An expression statement's: it is one of a result builder's built items
    /// (`Lowering.resultBuilderBody`).
    var isBuildItem = false
    /// A function's: its index in `layouts` (-1 before it is resolved).
    var layout: Int32 = -1
    /// An expression's: the form the resolver gave it (`.easeIn` as `Animation.easeIn`, a member
    /// written alone in a method as `self.member`, `Self` as the type's name, a `trigger:`
    /// argument as a closure), made of fresh nodes (IDs from `makeID`) around the parser's own
    /// children.
    var rewrite: Expr?
    /// An expression's static type, as the type checker found it (TypeChecker.swift).
    var type: SwiftType?
  }

  /// By `NodeID.index`. An array, not a dictionary: the lowering looks up every node, and
  /// hashing each ID showed in callgrind.
  private var facts: [NodeFacts] = []
  /// The limits of the run in progress, which resolving, checking and lowering (also the lazy
  /// lowering of a function first called later) count their work against (WorkBudget.swift).
  var budget: WorkBudget?
  /// Statements that declare or assign a variable with observers, by the statement's ID.
  var observations: [NodeID: Observation] = [:]
  /// A local type's name (its binding site) → the hidden global its declaration also stores
  /// the type in, for the type's own methods (Resolver+SwiftStatements.swift).
  var localTypeMirrors: [NodeID: Name] = [:]
  /// The script's protocols: an `extension` of one holds default implementations.
  var protocolNames: Set<String> = []
  /// The script's `class` declarations, by name (for the lowering, which makes each
  /// instance's class-typed defaults afresh).
  var classNames: Set<String> = []
  /// The names of the `lazy var`s the script's types declare (a read of one on a `let` struct
  /// is Swift's error: Resolver+Lazy.swift).
  var lazyPropertyNames: Set<String> = []
  private var layouts: [FunctionLayout] = []
  /// One past the largest ID handed out so far, by the parser or `makeID`: the next input's
  /// parse starts here (`Parser.parse(_:firstNodeID:)`), so no two nodes share an ID.
  private(set) var nextNodeID: UInt32 = 0

  /// Takes note of a program about to be resolved: its IDs are in use.
  func adopt(_ program: Program) {
    nextNodeID = max(nextNodeID, program.nodeIDLimit)
    grow(to: Int(nextNodeID))
  }

  /// A fresh ID for a node the resolver makes, which no parse hands out.
  func makeID() -> NodeID {
    defer { nextNodeID += 1 }
    return NodeID(nextNodeID)
  }

  private func grow(to count: Int) {
    // Appended one by one: `append(contentsOf: repeatElement(…))` instantiated generic
    // sequence types when first run, whose conformance checks cost start-up about 250,000
    // instructions (callgrind).
    while facts.count < count { facts.append(NodeFacts()) }
  }

  /// Changes the facts about node `id`.
  private func update(_ id: NodeID, _ change: (inout NodeFacts) -> Void) {
    grow(to: id.index + 1)
    change(&facts[id.index])  // trap-ok: grown
  }

  // MARK: Names

  /// Where `name` lives (`.unresolved` if no resolution placed it).
  func location(of name: Name) -> VariableLocation {
    let i = name.id.index
    return i < facts.count ? facts[i].location : .unresolved  // trap-ok: checked
  }

  /// Whether a closure captures the variable `name` declares.
  func isCaptured(_ name: Name) -> Bool {
    let i = name.id.index
    return i < facts.count && facts[i].isCaptured  // trap-ok: checked
  }

  func setLocation(_ location: VariableLocation, of name: Name) {
    update(name.id) { $0.location = location }
  }

  func markCaptured(_ name: Name) {
    update(name.id) { $0.isCaptured = true }
  }

  // MARK: Functions

  /// The frame layout of `f` (empty if it was never resolved).
  func layout(of f: FunctionDecl) -> FunctionLayout {
    let k = layoutIndex(of: f)
    return k >= 0 && k < layouts.count ? layouts[k] : FunctionLayout()  // trap-ok: checked
  }

  private func layoutIndex(of f: FunctionDecl) -> Int {
    let i = f.id.index
    return i < facts.count ? Int(facts[i].layout) : -1  // trap-ok: checked
  }

  func updateLayout(of f: FunctionDecl, _ change: (inout FunctionLayout) -> Void) {
    var k = layoutIndex(of: f)
    if k < 0 || k >= layouts.count {
      k = layouts.count
      layouts.append(FunctionLayout())
      update(f.id) { $0.layout = Int32(k) }
    }
    change(&layouts[k])  // trap-ok: checked or appended
  }

  // MARK: Rewrites

  /// `e` as the resolver resolved it: its replacement when it has one, else `e` itself.
  func resolved(_ e: Expr) -> Expr {
    var e = e
    // A replacement may itself have been given another form (resolved twice); IDs are fresh,
    // so the chain ends.
    while e.id.index < facts.count, let r = facts[e.id.index].rewrite { e = r }  // trap-ok: checked
    return e
  }

  /// Records that `e` means `replacement` (made of fresh nodes).
  func rewrite(_ e: Expr, as replacement: Expr) {
    update(e.id) { $0.rewrite = replacement }
  }

  // MARK: Types

  /// The script's types that conform to `CustomStringConvertible` or
  /// `CustomDebugStringConvertible` (by a declaration or an extension): `print` shows their
  /// `description` or `debugDescription`, as Swift's does.
  var describedTypes = DescribedTypes()
  /// The static type of each `type(of: x)` call's argument, by the call's id.
  var typeOfArguments: [NodeID: SwiftType] = [:]
  /// The names of `case .none` and `case .some(p)` patterns over an optional (by their range):
  /// Optional's cases, matched as `nil` and `p?`.
  var optionalCasePatterns = Set<SourceRange>()
  /// `x.map { … }` / `x.flatMap { … }` calls on an optional `x`, by the call's id.
  var optionalMaps = Set<NodeID>()
  /// `x.scaled(by: k)` calls the checker typed on a `Double` receiver whose type no extension
  /// gives a `scaled` of its own, by the call's id: VectorArithmetic's `scaled(by:)` of a
  /// Double is `x * k`, which typed lowering computes unboxed (Lowering+Typed.swift).
  var builtinScales = Set<NodeID>()
  /// Functions whose bodies hold Swift that Anim refuses: calling one stops the script with the
  /// refusal (API/DeferredRefusals.swift).
  var refusedFunctions: [ObjectIdentifier: Diagnostic] = [:]
  /// Statements Anim refuses inside a function (`throw`), by where they start: each stops the
  /// script with its refusal when it runs.
  var refusedStatements: [UInt32: Diagnostic] = [:]
  /// Variables (by name, to be safe across scopes) that a typed place of was assigned a value of
  /// unknown type: reads of them prove nothing (Resolution+Proofs.swift).
  var unprovedNames = Set<String>()

  /// The static type the checker gave `e` (nil if it never checked it).
  func type(of e: Expr) -> SwiftType? {
    let i = e.id.index
    return i < facts.count ? facts[i].type : nil  // trap-ok: checked
  }

  func setType(_ type: SwiftType, of e: Expr) {
    update(e.id) { $0.type = type }
  }

  /// Calls of top-level functions whose arguments the checker proved (Resolution+Proofs.swift),
  /// with the function, by the call's `NodeID.index`. Read once per call when lowered.
  private var provedCalls: [Int: FunctionDecl] = [:]

  func noteProvedCall(_ call: Expr, to decl: FunctionDecl) { provedCalls[call.id.index] = decl }

  func forgetProvedCall(_ call: Expr) { provedCalls[call.id.index] = nil }

  /// Whether the checker may infer untyped parameters (TypeChecker+ParameterInference.swift):
  /// the program it checks is the whole program, as a file run's is; a REPL's is not.
  var infersParameterTypes = false
  /// Untyped functions whose parameters the checker inferred to be numbers.
  var inferredNumberFunctions = Set<ObjectIdentifier>()

  /// How many names are placed at each of `slots` of the global table (declarations and uses).
  func globalNameCounts(slots: Set<Int>) -> [Int: Int] {
    var counts: [Int: Int] = [:]
    guard !slots.isEmpty else { return counts }
    for f in facts {
      if case .global(let slot) = f.location, slots.contains(slot) { counts[slot, default: 0] += 1 }
    }
    return counts
  }

  /// The function whose parameters `call`'s arguments are proved to fit, if any.
  func provedCallee(of call: Expr) -> FunctionDecl? { provedCalls[call.id.index] }

  /// Marks an expression statement of a result builder's body as a built item.
  func markBuildItem(_ s: Stmt) { update(s.id) { $0.isBuildItem = true } }

  /// Whether `s` is one of a result builder's built items.
  func isBuildItem(_ s: Stmt) -> Bool {
    let i = s.id.index
    return i < facts.count && facts[i].isBuildItem  // trap-ok: checked
  }
}
