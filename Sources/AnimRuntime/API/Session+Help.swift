// `:help NAME`: what the built-in table says about a name — a type's initialisers, static
// members and instance members, every member of that name, or a global function — each with
// its Swift selector and one-line doc.

extension Session {
  /// The help text for `topic` (a type such as `Spring`, a member such as `scaled`, a function
  /// such as `wait`), or nil when the table has nothing by that name.
  public func help(for topic: String) -> String? {
    let table = BuiltinTable.shared
    var sections: [String] = []
    if let type = ValueKind.ofType(named: topic) ?? Self.valueKind(named: topic) {
      sections.append(typeHelp(topic, type, table))
    }
    if let (signature, doc) = Builtins.shared.documentation[topic] {
      sections.append("\(signature)\n    \(doc)")
    }
    let members = table.entries(named: topic).filter { $0.owner != .global }
    if !members.isEmpty {
      let lines = members.map { entry in
        let owner = entry.owner.staticTypeName ?? entry.owner.typeName
        return Self.row(owner + "." + entry.signature, entry.doc)
      }
      sections.append("Members named '\(topic)':\n" + lines.joined(separator: "\n"))
    }
    return sections.isEmpty ? nil : sections.joined(separator: "\n\n")
  }

  /// Names `:help` knows, for "did you mean" and completion.
  public var helpTopics: [String] {
    let table = BuiltinTable.shared
    let types = ValueKind.allCases.compactMap(\.staticTypeName)
    return Array(Set(types + Array(Builtins.shared.documentation.keys) + table.allMemberNames)).sorted()
  }

  private func typeHelp(_ name: String, _ type: ValueKind, _ table: BuiltinTable) -> String {
    var text = name
    let statics = table.entries(of: type)
    let initializers = statics.filter { $0.name == "init" }
    if !initializers.isEmpty {
      text += "\n  Initialisers:\n" + initializers.map {
        Self.row(name + $0.signature.dropFirst("init".count), $0.doc)
      }.joined(separator: "\n")
    }
    let others = statics.filter { $0.name != "init" }
    if !others.isEmpty {
      text += "\n  Static members:\n" + others.map { Self.row(".\($0.signature)", $0.doc) }.joined(separator: "\n")
    }
    if let instance = Self.instanceKind(of: type) ?? (type.staticTypeName == nil ? type : nil) {
      let members = table.entries(of: instance)
      if !members.isEmpty {
        text += "\n  Members of a value:\n" + members.map { Self.row(".\($0.signature)", $0.doc) }.joined(separator: "\n")
      }
    }
    return text
  }

  /// A signature and its doc on one line when the signature is short, else the doc below it.
  private static func row(_ signature: String, _ doc: String) -> String {
    guard signature.count < 34 else { return "    " + signature + "\n" + String(repeating: " ", count: 38) + doc }
    return "    " + signature.padding(toLength: 34, withPad: " ", startingAt: 0) + doc
  }

  /// The kind of a built-in type's values (`Spring` → a spring).
  private static func instanceKind(of type: ValueKind) -> ValueKind? {
    switch type {
    case .animationType, .pausableAnimationType, .targetAnimationType: .animation
    case .unitCurveType: .curve
    case .springType: .spring
    case .transactionType: .transaction
    case .animationStateType: .animationState
    case .animationContextType: .context
    case .completionCriteriaType: .completionCriteria
    case .chartStyleType: .chartStyle
    case .doubleType, .intType: .number
    case .stringType: .string
    case .animatableVectorType: .vector
    case .arrayType: .array
    default: type.geometryInstanceKind
    }
  }

  /// A value kind by the Swift name of its type (`Double`, `AnimatablePair`).
  private static func valueKind(named name: String) -> ValueKind? {
    // (`.global` owns the global functions and is no type: `:help type` is the function.)
    ValueKind.allCases.first { $0.staticTypeName == nil && $0 != .global && $0.typeName == name }
  }
}

extension BuiltinTable {
  /// One entry as `:help` shows it.
  struct HelpEntry {
    let owner: ValueKind
    let name: String
    let signature: String
    let doc: String
  }

  /// The properties and methods (every overload) of `kind`.
  func entries(of kind: ValueKind) -> [HelpEntry] {
    properties.filter { $0.owner == kind }.map { HelpEntry(owner: kind, name: $0.name, signature: $0.name, doc: $0.doc) }
      + methods.filter { $0.owner == kind }.flatMap { m in
        m.selectors.map { HelpEntry(owner: kind, name: m.name, signature: $0, doc: m.doc) }
      }
  }

  /// Every property and method called `name`, on any kind.
  func entries(named name: String) -> [HelpEntry] {
    ValueKind.allCases.flatMap { entries(of: $0) }.filter { $0.name == name }
  }

  /// The names of every property and method.
  var allMemberNames: [String] { Array(Set(properties.map(\.name) + methods.map(\.name))).filter { $0 != "init" } }
}
