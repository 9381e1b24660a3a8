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
  /// Beside `globals`: the slot's function when it is a pinned top-level `func`
  /// (``Closure/isPinned``), unretained, so that calls of it need no reference counting.
  /// Written with every write of a global slot (`setGlobal`).
  var pinnedGlobals: [Unmanaged<Closure>?] = []
  /// Which global slots a declaration has set: a function may run before a later top-level
  /// declaration (`func f() { print(x) }; f(); var x = 1`), and its read must be an error, not nil.
  var declaredGlobals: [Bool] = []

  /// Writes global slot `g` (which exists) and its entry in `pinnedGlobals`.
  @inline(__always)
  mutating func setGlobal(_ g: Int, _ value: Value) {
    if case .function(let c) = value, c.isPinned {
      while pinnedGlobals.count <= g { pinnedGlobals.append(nil) }
      pinnedGlobals[g] = Unmanaged.passUnretained(c)  // trap-ok: grown above
    } else if g < pinnedGlobals.count {
      pinnedGlobals[g] = nil  // trap-ok: checked
    }
    globals[g] = value  // trap-ok: the caller made the slot
  }

  /// Whether the declaration of global slot `g` has run.
  func isDeclared(_ g: Int) -> Bool { g < declaredGlobals.count && declaredGlobals[g] }  // trap-ok: checked
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
