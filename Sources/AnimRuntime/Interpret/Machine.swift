// The interpreter's mutable state, kept in a struct passed `inout` so that the hot paths avoid
// the dynamic exclusivity checks a class's stored properties would cost (style-anchors §8).
import AnimSyntax

/// Locals, globals and the current call.
public struct Machine {
  /// The value stack: each call's frame is `stack[base ..< base + localCount]`.
  var stack = ValueStack()
  /// The current frame's first slot.
  var base = 0
  /// Global slots (script or REPL session).
  var globals: [Value] = []
  /// Beside `globals`: whether each slot's declaration has run, and its function when that is
  /// a pinned top-level `func` (``Closure/isPinned``). One array for both, so that the machine
  /// a callback swaps in costs no more to make and destroy (Interpreter.withMachine).
  var globalStates: [GlobalState] = []

  /// Writes global slot `g` (which exists) and its entry in `globalStates`.
  @inline(__always)
  mutating func setGlobal(_ g: Int, _ value: Value) {
    if case .function(let c) = value, c.isPinned {
      growStates(to: g)
      globalStates[g].pinned = Unmanaged.passUnretained(c)  // trap-ok: grown above
      globalStates[g].declaration = nil  // trap-ok: grown above
    } else if case .type(let t) = value, let d = t.recordDeclaration {
      growStates(to: g)
      globalStates[g].pinned = nil  // trap-ok: grown above
      globalStates[g].declaration = Unmanaged.passUnretained(d)  // trap-ok: grown above
    } else if g < globalStates.count {
      globalStates[g].pinned = nil  // trap-ok: checked
      globalStates[g].declaration = nil  // trap-ok: checked
    }
    globals[g] = value  // trap-ok: the caller made the slot
  }

  /// Whether global slot `g` holds the declaration `d` (a struct or a `state`; set by
  /// `setGlobal`): one comparison, with no copy of the slot's value (a `.type` value is boxed,
  /// and matching it out of the array copied it: a retain, a release and two outlined
  /// functions).
  @inline(__always)
  func holds(_ d: RecordType, atGlobal g: Int) -> Bool {
    guard g < globalStates.count, let t = globalStates[g].declaration else { return false }  // trap-ok: checked
    return t.toOpaque() == Unmanaged.passUnretained(d).toOpaque()
  }

  /// Records that the declaration of global slot `g` has run.
  mutating func markDeclared(_ g: Int) {
    growStates(to: g)
    globalStates[g].isDeclared = true  // trap-ok: grown above
  }

  private mutating func growStates(to g: Int) {
    while globalStates.count <= g { globalStates.append(GlobalState()) }
  }

  /// The pinned function in global slot `g`, unretained, if any.
  @inline(__always)
  func pinnedFunction(_ g: Int) -> Unmanaged<Closure>? {
    g < globalStates.count ? globalStates[g].pinned : nil  // trap-ok: checked
  }

  /// The state declaration in global slot `g`, matched in place; nil for anything else.
  @inline(__always)
  func stateInfo(atGlobal g: Int) -> StateInfo? {
    guard g < globals.count, case .type(.state(let info)) = globals[g] else { return nil }  // trap-ok: checked
    return info
  }

  /// The struct declaration in global slot `g`, matched in place, with the slot's value (the
  /// type as a value: `.type` is boxed, so making it anew would allocate); nil for anything else.
  @inline(__always)
  func structType(atGlobal g: Int) -> (info: StructInfo, value: Value)? {
    guard g < globals.count else { return nil }
    let v = globals[g]  // trap-ok: checked
    guard case .type(.structType(let info)) = v else { return nil }
    return (info, v)
  }

  /// Whether the declaration of global slot `g` has run.
  func isDeclared(_ g: Int) -> Bool { g < globalStates.count && globalStates[g].isDeclared }  // trap-ok: checked
  /// The closure running now (for `.captured` reads), `nil` at top level.
  var closure: Closure?
  /// The file of the code running now.
  var file: SourceFile
  /// Anim call depth.
  var depth = 0
  /// Counts loop iterations and calls; limits are checked every 1024 steps.
  var steps = 0

  init(file: SourceFile) { self.file = file }
}

extension TypeValue {
  /// The declaration a struct's or a `state`'s type value names (what `GlobalState` keeps).
  @inline(__always)
  var recordDeclaration: RecordType? {
    switch self {
    case .structType(let s): return s
    case .state(let info): return info
    default: return nil
    }
  }
}

/// What the machine knows about a global slot besides its value.
struct GlobalState {
  /// The slot's declaration has run: a function may run before a later top-level declaration
  /// (`func f() { print(x) }; f(); var x = 1`), and its read must be an error, not nil.
  var isDeclared = false
  /// The slot's function, unretained, when it is a pinned top-level `func`.
  var pinned: Unmanaged<Closure>?
  /// The slot's struct or `state` declaration, unretained, while the slot holds it: what
  /// `Machine.holds` compares. Every write of a slot that may hold a type goes through
  /// `setGlobal`; the only other writes store numbers into slots that held numbers.
  var declaration: Unmanaged<RecordType>?
}

/// How a statement finished.
enum Completion {
  case normal
  case breakLoop
  case continueLoop
  case returned(Value)
}

/// A call's evaluated arguments: they sit on the machine's stack at `base ..< base + count`.
struct CallSite {
  /// The arguments as written (labels, ranges).
  let arguments: [CallArgument]
  /// Stack index of the first evaluated argument.
  let base: Int
  /// The call expression's range.
  let range: SourceRange
  /// What is being called, for messages (`Spring`, `sin`, `delay`).
  let name: String

  var count: Int { arguments.count }

  func label(_ i: Int) -> String? {
    i < arguments.count ? arguments[i].label?.text : nil  // trap-ok: bounds checked
  }

  func range(of i: Int) -> SourceRange {
    i < arguments.count ? arguments[i].value.range : range  // trap-ok: bounds checked
  }

  /// The labels as Swift writes a signature: `(duration:bounce:)`, `(_:)`.
  var signature: String {
    "(" + arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
  }
}
