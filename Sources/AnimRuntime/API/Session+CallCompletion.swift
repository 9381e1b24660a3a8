// Completion inside a call's parentheses: the argument labels of the callee's overloads, and
// their signatures, read from the built-in table and from the script's own functions. Nothing is
// run; the callee is known by name only (`Spring(`, `withAnimation(`, `.spring(`, `bump(`).

extension Session {
  /// The signatures of what `callee` (a name as written before `(`) may call: a script
  /// function's, a built-in function's overloads, a type's initialisers, or the members of that
  /// name (`.spring(` is Animation's `spring`), each as Swift writes a selector with its doc.
  public func callSignatures(of callee: String) -> [String] {
    calls(named: callee).map(\.signature)
  }

  /// The argument labels `callee`'s overloads take (`duration`, `bounce`, …), each once, in the
  /// order the signatures give them; unlabelled parameters (`_`) give none.
  public func argumentLabels(of callee: String) -> [String] {
    var seen = Set<String>()
    var labels: [String] = []
    for call in calls(named: callee) {
      for label in call.labels where label != "_" && seen.insert(label).inserted { labels.append(label) }
    }
    return labels
  }

  /// What `callee` names, as signatures and labels.
  private func calls(named callee: String) -> [(signature: String, labels: [String])] {
    // The script's own function (a global of the session).
    if let binding = interpreter.resolver.globals[callee], binding.slot < interpreter.machine.globals.count,
      case .function(let closure) = interpreter.machine.globals[binding.slot].unwrapped  // trap-ok: checked
    {
      let labels = closure.decl.parameters.map { $0.argumentLabel ?? "_" }
      return [(callee + "(" + labels.map { $0 + ":" }.joined() + ")", labels)]
    }
    let table = BuiltinTable.shared
    let entries: [BuiltinMethod]
    if let kind = ValueKind.ofType(named: callee) {
      entries = table.methods.filter { $0.owner == kind && $0.name == "init" }
    } else {
      let globals = table.methods.filter { $0.owner == .global && $0.name == callee }
      entries = globals.isEmpty ? table.methods.filter { $0.name == callee } : globals
    }
    var result: [(String, [String])] = []
    var seen = Set<String>()
    for method in entries {
      let owner = method.owner == .global ? "" : (method.owner.staticTypeName ?? method.owner.typeName)
      for parameters in method.overloads {
        let labels = parameters.map(\.label)
        let selector =
          (method.name == "init" ? owner : (owner.isEmpty ? "" : owner + ".") + method.name)
          + "(" + parameters.map { $0.label + ":" + ($0.isVariadic ? "..." : "") }.joined() + ")"
        if seen.insert(selector).inserted { result.append((selector, labels)) }
      }
    }
    return result
  }
}
