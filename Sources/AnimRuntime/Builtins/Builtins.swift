// The built-in table. Names resolve to indices at resolve time, so a call of `sin` is an array
// access, never a dictionary look-up. Each entry is a function, a constant, a type or a value
// computed when read (`now`).
import AnimSyntax
import AnimationCore
import Foundation

/// A built-in function: arguments are on the machine's stack (see ``CallSite``).
typealias BuiltinFunction = (Interpreter, CallSite, inout Machine) throws(RuntimeError) -> Value

/// The table of built-in names.
final class Builtins: @unchecked Sendable {
  enum Entry {
    case function(BuiltinFunction)
    case constant(Value)
    case dynamic((Interpreter) -> Value)
    /// A global function of the built-in table (`print`, `sin`, `rgb`), by name: a call written
    /// in the source is bound there when lowered; this serves calls through a value
    /// (`let f = rgb; f(1, 0, 0)`), matching the labels then.
    case table(String)
    /// A name the views declare (Builtins+Views.swift), registered with the others when a
    /// script first reads, calls or assigns one of them (`views`).
    case view
  }

  static let shared = Builtins()

  /// Pure numeric functions by built-in index, for the interpreter's fast path.
  enum Numeric {
    case unary((Double) -> Double)
    case binary((Double, Double) -> Double)
  }
  /// The numeric formula of built-in `i` (`sin`, `pow`), read from the table when code that
  /// calls it is lowered.
  func numeric(_ i: Int) -> Numeric? {
    // As the formulas were recorded by name: the index the name resolves to gets the last one.
    guard i >= 0, i < names.count, byName[names[i]] == i else { return nil }  // trap-ok: checked
    return BuiltinTable.shared.globalFormula(names[i])  // trap-ok: checked
  }

  private(set) var names: [String] = []
  private var entries: [Entry] = []
  private var byName: [String: Int] = [:]
  private var assignable: Set<Int> = []

  /// Animation's static members and factories (for `.easeIn` and "did you mean"), from the
  /// built-in table.
  static var animationMemberNames: [String] { BuiltinTable.shared.memberNames(of: .animationType) }
  /// UnitCurve's static members.
  static var curveMemberNames: [String] { BuiltinTable.shared.memberNames(of: .unitCurveType) }
  /// Spring's static presets (for `.spring(.bouncy)`).
  static var springMemberNames: [String] { BuiltinTable.shared.memberNames(of: .springType) }

  private init() {
    // About 105 names: room for them at once, rather than growing the dictionary five times.
    let expected = 256
    names.reserveCapacity(expected)
    entries.reserveCapacity(expected)
    byName.reserveCapacity(expected)
    registerCore()
    registerScene()
    // Swift's type aliases (`TimeInterval`): the same type under a second name.
    for (alias, type) in BuiltinTypeNames.typeAliases { if let i = byName[type] { byName[alias] = i } }
    viewsStart = entries.count
    for name in Self.viewNames { add(name, .view) }
  }

  /// Where the views' names start among the entries (they are `viewNames`, in order).
  private var viewsStart = 0

  typealias DeclaredView = (name: String, entry: Entry, assignable: Bool, signature: String?, doc: String?)
  /// Set while `registerViews()` runs for `views`: what it declares, in order.
  private var capturedViews: [DeclaredView]?

  /// What `registerViews()` declares (Builtins+Views.swift), in order, registered by a
  /// `Builtins` of its own when a script first reads, calls or assigns a view's name: a script
  /// that shows no view never pays for them (about 100,000 instructions at launch). A `static
  /// let`, so registered once whichever thread asks first, and `shared` never changes after
  /// its init.
  // `nonisolated(unsafe)`: never changed after its init; its closures are what `shared`'s are.
  nonisolated(unsafe) private static let views: [DeclaredView] = Builtins(capturingViews: ()).capturedViews ?? []

  private init(capturingViews: Void) {
    capturedViews = []
    registerViews()
  }

  /// Built-in `i`'s view, when `i` is one of the views' names (in the place `viewNames` gave
  /// it: a stale list leaves a name out, and its test fails).
  private func view(_ i: Int) -> DeclaredView? {
    let k = i - viewsStart
    let views = Self.views
    guard k >= 0, k < views.count, i < names.count, views[k].name == names[i] else { return nil }  // trap-ok: checked
    return views[k]  // trap-ok: checked
  }

  /// The entry of built-in `i`, a view's as `registerViews()` declares it.
  private func entry(_ i: Int) -> Entry? {
    guard i >= 0, i < entries.count else { return nil }
    guard case .view = entries[i] else { return entries[i] }  // trap-ok: checked
    return view(i)?.entry ?? entries[i]  // trap-ok: checked
  }

  /// The names `registerViews()` declares, in order (`BuiltinTableIndexTests` checks
  /// `viewNames` against them).
  func registeredViewNames() -> [String] { Self.views.map { $0.name } }

  /// The signature and doc of names declared here (the table's functions have theirs there).
  private var ownDocumentation: [String: (signature: String, doc: String)] = [:]

  /// Each name's Swift signature and one-line doc, for `:help` and completion. Reads the whole
  /// table, so only help and completion ask for it.
  var documentation: [String: (signature: String, doc: String)] {
    var all: [String: (signature: String, doc: String)] = [:]
    for method in BuiltinTable.shared.methods where method.owner == .global {
      all[method.name] = (method.selectors.joined(separator: " / "), method.doc)
    }
    all.merge(ownDocumentation) { _, own in own }
    for view in Self.views { if let doc = view.doc { all[view.name] = (view.signature ?? view.name, doc) } }
    return all
  }

  func add(
    _ name: String, _ entry: Entry, assignable: Bool = false, signature: String? = nil,
    doc: String? = nil
  ) {
    if capturedViews != nil {
      capturedViews?.append((name, entry, assignable, signature, doc))
      return
    }
    if let doc { ownDocumentation[name] = (signature ?? name, doc) }
    byName[name] = entries.count
    if assignable { self.assignable.insert(entries.count) }
    names.append(name)
    entries.append(entry)
  }

  func function(
    _ name: String, _ signature: String, _ doc: String, _ f: @escaping BuiltinFunction
  ) {
    add(name, .function(f), signature: signature, doc: doc)
  }

  func index(of name: String) -> Int? { byName[name] }
  func isAssignable(_ i: Int) -> Bool {
    if i >= 0, i < entries.count, case .view = entries[i] { return view(i)?.assignable ?? false }  // trap-ok: checked
    return assignable.contains(i)
  }
  func name(of i: Int) -> String { i >= 0 && i < names.count ? names[i] : "?" }  // trap-ok: checked

  /// The value of a built-in name when read.
  func value(_ i: Int, _ interp: Interpreter) -> Value {
    switch entry(i) {
    case .function?, .table?, .view?: return .builtin(i)
    case .constant(let v)?: return v
    case .dynamic(let f)?: return f(interp)
    case nil: return .none
    }
  }

  /// The value of a built-in constant (`pi`), `nil` for functions and dynamic values; the
  /// interpreter folds constants when it lowers code.
  func constant(_ i: Int) -> Value? {
    guard case .constant(let v)? = entry(i) else { return nil }
    return v
  }

  func call(_ i: Int, _ interp: Interpreter, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard let entry = entry(i) else {
      throw RuntimeError("cannot call '\(name(of: i))'", at: site.range, file: m.file)
    }
    switch entry {
    case .function(let f): return try f(interp, site, &m)
    case .table(let name):
      if let v = try BuiltinTable.shared.callEvaluated(name, .global, .none, site, interp, &m) { return v }
      throw RuntimeError(
        BuiltinTable.shared.labelMismatch(name, .global, site.signature) ?? "cannot call '\(name)'",
        at: site.range, file: m.file)
    case .constant, .dynamic, .view:
      throw RuntimeError("cannot call '\(name(of: i))'", at: site.range, file: m.file)
    }
  }

  // MARK: - Core

  private func registerCore() {
    add("pi", .constant(.number(Double.pi)), signature: "pi", doc: "π, the ratio of a circle's circumference to its diameter.")
    add("zero", .constant(.zero), signature: "zero", doc: "The zero of every animatable shape (VectorArithmetic.zero); it adopts the shape it meets.")
    add("infinity", .constant(.number(.infinity)), signature: "infinity", doc: "Positive infinity.")
    for t in ValueKind.allCases.compactMap({ $0.staticTypeName }) {
      add(t, .constant(.type(.builtin(t))))
    }
    // The global functions declared in the built-in table (BuiltinTable+Globals.swift,
    // BuiltinTable+Functions.swift), by name from its index: the table registers a function's
    // family when a script first binds its name, not here.
    for name in BuiltinTable.globalFunctionNames { add(name, .table(name)) }
  }
}

// MARK: - Argument binding

/// A parameter of a built-in: its label (`_` for none) and default; whether it is variadic
/// (`print(_:...)`: it takes its argument and every unlabelled one after it), and whether it
/// takes a closure (a trailing closure goes to the first such parameter).
struct BuiltinParameter {
  let label: String
  let defaultValue: Value?
  var isVariadic = false
  var isClosure = false
  init(_ label: String, _ defaultValue: Value? = nil) {
    self.label = label
    self.defaultValue = defaultValue
  }

  /// `_ items: Any...`.
  static func variadic(_ label: String) -> BuiltinParameter {
    var p = BuiltinParameter(label)
    p.isVariadic = true
    return p
  }

  /// `_ body: () -> Void`, `completion: () -> Void`.
  static func closure(_ label: String) -> BuiltinParameter {
    var p = BuiltinParameter(label)
    p.isClosure = true
    return p
  }
}

/// Arguments matched to one of a built-in's overloads.
struct BoundArguments {
  let overload: Int
  let values: [Value]
  /// The matched overload's parameters, to find an argument's source range for a message.
  let parameters: [BuiltinParameter]

  func value(_ i: Int) -> Value { i < values.count ? values[i] : .none }  // trap-ok: checked

  /// Where parameter `i`'s argument was written: the k-th parameter with a label takes the k-th
  /// argument with that label; a defaulted parameter points at the whole call. Only messages
  /// need it, so it is worked out then rather than recorded on every call.
  func range(_ i: Int, _ site: CallSite) -> SourceRange {
    guard i >= 0, i < parameters.count else { return site.range }
    let label = parameters[i].label  // trap-ok: checked
    var k = 0
    for j in 0..<i where parameters[j].label == label { k += 1 }  // trap-ok: j < i < count
    var seen = 0
    for a in 0..<site.count where (site.label(a) ?? "_") == label {
      if seen == k { return site.range(of: a) }
      seen += 1
    }
    return site.range
  }

  func number(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    let v = value(i).unwrapped
    guard case .number(let d) = v else {
      throw RuntimeError(
        "'\(site.name)' expects a number here, not \(v.typeNameWithArticle)",
        at: range(i, site), file: m.file)
    }
    return d
  }

  func bool(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let v = value(i).unwrapped
    guard case .bool(let b) = v else {
      throw RuntimeError(
        "'\(site.name)' expects a bool here, not \(v.typeNameWithArticle)", at: range(i, site),
        file: m.file)
    }
    return b
  }

  func animation(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Animation {
    let v = value(i).unwrapped
    guard case .animation(let a) = v else {
      throw RuntimeError(
        "'\(site.name)' expects an Animation here, not \(v.typeNameWithArticle)",
        at: range(i, site), file: m.file)
    }
    return a
  }
}

extension Builtins {
  /// The message for a call whose labels fit none of a built-in's overloads, with the closest
  /// signature as a suggestion (one wording for every built-in).
  static func noOverloadMessage(
    what: String, signature: String, overloads: [[BuiltinParameter]], isInitializer: Bool = false
  ) -> String {
    let count = signature.filter { $0 == ":" }.count
    let signatures = overloads.map { "(" + $0.map { $0.label + ":" }.joined() + ")" }
    var message =
      isInitializer
      ? "\(what) has no initializer \(signature)" : "no '\(what)' takes the arguments \(signature)"
    // Compare with each overload's first parameters, as many as were given, so that
    // (duration:bouncy:) suggests (duration:bounce:) rather than a longer signature.
    let prefixes = overloads.filter { $0.count >= count }.map {
      "(" + $0.prefix(count).map { $0.label + ":" }.joined() + ")"
    }
    if let s = Suggestions.closest(to: signature, in: prefixes + signatures) {
      message += "; did you mean \(s)?"
    } else if signatures.count <= 4 {
      message += "; it takes " + signatures.joined(separator: " or ")
    }
    return message
  }
}
