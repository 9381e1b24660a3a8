// Class instances (The Swift Programming Language, "Structures and Classes": classes are
// reference types). An instance is a `Record` whose fields are cells (`Box`es): every copy of
// the value refers to the same record and so the same cells, so a change through one variable
// is seen through all of them, also through a `let` (the reference is constant, not the
// object). The paths that read and write records' fields already go through cells (a view's
// `@State` field is one), so a class needs no paths of its own beyond making instances,
// identity, printing and releasing a long chain of instances without recursion.
import AnimSyntax

extension Record {
  /// Whether this is an instance of a script `class`.
  var isClassInstance: Bool { info.isClass }
}

extension Value {
  /// `===`: the same class instance, or both nil (Swift's `===` on `AnyObject?`).
  func isIdentical(to other: Value) -> Bool {
    switch (unwrapped, other.unwrapped) {
    case (.none, .none): return true
    case (.record(let a), .record(let b)): return a.isClassInstance && a === b
    case (.object(let a), .object(let b)): return a === b
    default: return false
    }
  }

  /// Whether the value is, or directly holds, a class instance (an array or optional of them):
  /// such a default is evaluated again for each instance.
  var holdsClassInstance: Bool {
    switch unwrapped {
    case .record(let r): return r.isClassInstance
    case .array(let items): return items.contains { $0.holdsClassInstance }
    default: return false
    }
  }
}

extension Interpreter {
  /// The stored properties' defaults for a new instance of `info`: those kept when the
  /// declaration ran, with the ones that hold class instances evaluated again.
  func defaults(of info: StructInfo, _ m: inout Machine) throws(RuntimeError) -> [Value?] {
    var values = info.defaults
    for (k, code) in info.freshDefaults where k < values.count {
      values[k] = copyOnBind(try code(self, &m))  // trap-ok: checked
    }
    return values
  }

  /// `Store(…)` for a class: the `init` whose labels fit, run with `self` the new instance;
  /// a class without an `init` is made by `Store()` from its defaults (Swift gives a class no
  /// memberwise initialiser).
  func constructClass(_ info: StructInfo, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    var given: [Value] = []
    for k in 0..<site.count { given.append(m.stack[site.base + k]) }  // trap-ok: args on stack
    let labels = (0..<site.count).map { site.label($0) }
    // A default that makes an instance of its own class (`var next = Node()`) would make them
    // without end: counted as a call, so that it ends in the stack-overflow error.
    m.depth &+= 1
    defer { m.depth &-= 1 }
    if m.depth > maxDepth {
      throw RuntimeError("stack overflow in '\(info.name).init' after \(maxDepth) calls", at: site.range, file: m.file)
    }
    let fields = try defaults(of: info, &m)
    let instance = Record(info: info, fields: fields.map { .box(Box($0 ?? .none)) })
    let inits = info.members.initializers
    for f in inits where Interpreter.argumentsFit(site.arguments, f.decl.parameters) {
      info.members.initializing += 1
      defer { info.members.initializing -= 1 }
      // `self.init(…)` in a convenience initialiser makes the instance it delegates to.
      return try runMutating(f, on: .record(instance), info.file, "\(info.name).init", given, site.range, &m).newSelf
    }
    if !inits.isEmpty {
      let wanted = inits.map { "init(" + $0.decl.parameters.map { "\($0.argumentLabel ?? "_"):" }.joined() + ")" }
      throw RuntimeError(
        "no initialiser of \(info.name) takes (\(labels.map { ($0 ?? "_") + ":" }.joined())); it has "
          + wanted.joined(separator: ", "), at: site.range, file: m.file)
    }
    if site.count > 0 {
      throw RuntimeError("argument passed to call that takes no arguments", at: site.range(of: 0), file: m.file)
    }
    let stored = info.decl.storedProperties
    let unset = fields.indices.first { k in
      guard fields[k] == nil, k < stored.count else { return false }  // trap-ok: checked
      // An optional `var` starts as nil, as in Swift.
      if stored[k].isMutable, let t = stored[k].type, case .optional = t.kind { return false }  // trap-ok: checked
      return true
    }
    if let k = unset, k < info.fieldNames.count {
      throw RuntimeError(
        "class '\(info.name)' has no initializers: '\(info.fieldNames[k])' has no default value",  // trap-ok: checked
        at: site.range, file: m.file)
    }
    return .record(instance)
  }
}

extension Lowering {
  /// Whether a value of static type `t` is, or directly holds, a class instance.
  static func holdsClass(_ t: SwiftType) -> Bool {
    switch t {
    case .named(let n, _): return resolution.classNames.contains(n)
    case .optional(let w), .array(let w): return holdsClass(w)
    default: return false
    }
  }
}

extension Record {
  /// Releases what a class instance refers to without recursion. ARC releases a chain of
  /// instances (`node.next.next…`, a linked list of a million nodes) one nested `deinit` per
  /// link, deeper than the native stack. Here an instance's properties go to its type's list of
  /// properties to release; the first `deinit` of the type releases the list's entries one by
  /// one, and an instance freed meanwhile only adds its own to the list, so the nesting stays
  /// one level per class in the chain, not one per instance. (The list is its type's, and a type
  /// belongs to one interpreter, which runs on one thread at a time.)
  func releaseIteratively() {
    // Moved out: the record's own reference would keep them until its deinit ends, and then
    // release them the nested way.
    info.releasing.append(fields)
    fields = []
    if info.isReleasing { return }
    info.isReleasing = true
    while let properties = info.releasing.popLast() { withExtendedLifetime(properties) {} }
    info.isReleasing = false
  }
}
