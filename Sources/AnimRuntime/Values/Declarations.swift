// Run-time descriptions of functions, `animation` and `state` declarations.
import AnimSyntax
import AnimationCore

/// A user function or closure with its captured cells.
public final class Closure: @unchecked Sendable {
  let decl: FunctionDecl
  let captures: [Box]
  let name: String
  /// For methods of an `animation`: the instance's member values (and sibling methods), which
  /// fill the first local slots of each call.
  let boundMembers: [Value]?
  /// The file the declaration was parsed from.
  let file: SourceFile
  /// Indices of parameters that closures capture (they start each call in a box).
  let capturedParameters: [Int]
  /// The body lowered to closures (shared by all closures of one declaration), and the
  /// declaration's numbers that every call reads: held here so a call touches only this object.
  let code: ExprCode
  /// How many arguments a call may push straight onto the frame before entering (the lowered
  /// calls' fast paths compare their argument count with it); -1 when calls must go through
  /// `callClosure`, which checks annotated arguments and copies `inout` ones in and out.
  let parameterCount: Int
  /// The number of parameters.
  let arity: Int
  let localCount: Int
  /// A call makes this closure the machine's current one: its body reads captured cells, or
  /// names the function itself (`.currentFunction`).
  let needsCurrentClosure: Bool
  /// A call needs none of `enter`'s extra work: no boxed parameters and no current closure
  /// (top-level `func`s, and the methods of `animation` declarations, whose bound members the
  /// caller pushes); see `Interpreter.enterPlain`.
  let isPlain: Bool
  /// Local slots beyond the bound members and parameters (a call's `let`s and `var`s), which
  /// `enterPlain` fills with nil.
  let extraLocals: Int
  /// Kept alive by its interpreter for as long as the interpreter lives (a top-level `func`,
  /// `Interpreter.pinnedFunctions`): calls may use it without retaining it.
  var isPinned = false

  /// The declaration's lowered body and default-argument code.
  let compiled: CompiledFunction

  /// The cycle collector that tracks this closure (one that captures cells), and its place in
  /// the collector's list; the deinit takes it off (CycleCollector.swift). Unretained: the
  /// collector lets go of its closures before it goes.
  @exclusivity(unchecked) unowned(unsafe) var collector: CycleCollector?
  @exclusivity(unchecked) var trackIndex = -1

  deinit { collector?.untrack(self) }

  init(
    compiled: CompiledFunction, captures: [Box], file: SourceFile, boundMembers: [Value]? = nil,
    name: String? = nil
  ) {
    let decl = compiled.decl
    self.compiled = compiled
    self.decl = decl
    self.captures = captures
    self.file = file
    self.boundMembers = boundMembers
    self.name = name ?? decl.name?.text ?? "closure"
    capturedParameters = compiled.capturedParameters
    code = compiled.code
    arity = decl.parameters.count
    parameterCount = compiled.needsCheckedCall ? -1 : arity
    localCount = compiled.localCount
    needsCurrentClosure = !captures.isEmpty || compiled.refersToItself
    isPlain = capturedParameters.isEmpty && !needsCurrentClosure
    extraLocals = max(0, compiled.localCount - decl.parameters.count - (boundMembers?.count ?? 0))
  }
}

/// A script `animation` declaration at run time.
public final class AnimationInfo: @unchecked Sendable {
  let decl: AnimationDecl
  let name: String
  let memberNames: [String]
  /// Each member's annotation as a check (`let duration: TimeInterval`), nil where it checks
  /// nothing: the constructor's arguments are checked as a function's are.
  let memberChecks: [TypeCheck?]
  /// Default member values (`nil` for required members), evaluated when the declaration runs.
  var defaults: [Value?] = []
  /// Method indices for the protocol requirements.
  let animateIndex: Int?
  let velocityIndex: Int?
  let shouldMergeIndex: Int?
  /// The methods, lowered once when the declaration runs (by method index).
  var methodCode: [CompiledFunction] = []
  /// `merge if …` compiled as a method with parameters previous, value, time, context.
  var mergeCondition: CompiledFunction?
  let file: SourceFile
  /// The interpreter that declared it (not kept alive; nil once it is gone).
  let link: InterpreterLink
  var interpreter: Interpreter? { link.interpreter }

  init(decl: AnimationDecl, file: SourceFile, interpreter: Interpreter) {
    self.decl = decl
    name = decl.name.text
    memberNames = decl.members.map(\.name.text)
    memberChecks = decl.members.map { $0.type.flatMap { TypeCheck($0) } }
    animateIndex = decl.methods.firstIndex { $0.name?.text == "animate" }
    velocityIndex = decl.methods.firstIndex { $0.name?.text == "velocity" }
    shouldMergeIndex = decl.methods.firstIndex { $0.name?.text == "shouldMerge" }
    self.file = file
    link = interpreter.link
  }
}

/// A type whose instances are records (``Record``): a `state` or a `struct` declaration.
public class RecordType: @unchecked Sendable {
  let name: String
  let fieldNames: [String]
  /// How each field prints, from its static type (`.dynamic` where it has none): a `Double`
  /// field prints `3.0`, as Swift's default description of a struct shows it.
  var fieldFormats: [PrintFormat] = []
  /// A `class` declaration's: its instances' fields are cells, shared by every copy of the
  /// reference (ClassInstances.swift).
  var isClass = false
  /// Class instances' properties waiting to be released, and whether they are being released
  /// (Record.releaseIteratively).
  var releasing: [[Value]] = []
  var isReleasing = false
  /// Each stored property marked `@AnimatableIgnored` (empty when none is): not part of the
  /// animatable data, so it changes at once (Animatable+Macro.swift).
  var animatableIgnored: [Bool] = []

  init(name: String, fieldNames: [String]) {
    self.name = name
    self.fieldNames = fieldNames
  }

  /// `_x` for an `@State var x` of a View: the state's storage (`self._x = State(initialValue:)`).
  var stateAliases: [String: Int] = [:]

  func fieldIndex(_ name: String) -> Int? { fieldNames.firstIndex(of: name) ?? stateAliases[name] }
}

/// A script `state` declaration at run time: an AnimationStateKey identified by value.
public final class StateInfo: RecordType, @unchecked Sendable {
  let decl: StateDecl
  let key: AnimationStateValueKey
  /// The record with every field at its default value, evaluated when the declaration runs.
  var defaultRecord: Record?

  /// What `context.state[Key]` reads: the value stored, or the record of defaults when none is.
  func value(stored: Value?) -> Value {
    stored ?? .record(defaultRecord ?? Record(info: self, fields: []))
  }

  nonisolated(unsafe) private static var nextID = 1

  /// A fresh run-time state key (also for structs conforming to AnimationStateKey).
  static func makeKey(_ name: String) -> AnimationStateValueKey {
    defer { nextID += 1 }
    return AnimationStateValueKey(id: nextID, name: name)
  }

  init(decl: StateDecl) {
    self.decl = decl
    key = StateInfo.makeKey(decl.name.text)
    super.init(name: decl.name.text, fieldNames: decl.fields.map(\.name.text))
  }
}
