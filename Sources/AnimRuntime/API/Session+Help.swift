// `:help NAME`: what the built-in table says about a name — a type's initialisers, static
// members and instance members, every member of that name, or a global function — each with
// its Swift selector and one-line doc; the language's own forms (`@State`, `animation`, …);
// and a variable of the session, by its current value's type.

extension Session {
  /// The help text for `topic` (a type such as `Spring`, a member such as `scaled`, a function
  /// such as `wait`, a form of the language such as `@State`, or a variable of the session),
  /// or nil when nothing goes by that name.
  /// - Parameters:
  ///   - topic: What to explain.
  ///   - width: The terminal's width: long lines wrap at word boundaries within it.
  public func help(for topic: String, width: Int = 100) -> String? {
    let table = BuiltinTable.shared
    let layout = HelpLayout(width: width)
    var sections: [String] = []
    if let form = LanguageHelp.entry(for: topic) {
      sections.append(layout.paragraph(form.signature, form.text))
    }
    if let variable = variableHelp(topic, table, layout) { sections.append(variable) }
    if let type = ValueKind.ofType(named: topic) ?? Self.valueKind(named: topic) {
      sections.append(typeHelp(topic, type, table, layout))
    }
    if let (signature, doc) = Builtins.shared.documentation[topic] {
      sections.append(layout.paragraph(signature, doc))
    }
    let members = table.entries(named: topic).filter { $0.owner != .global }
    if !members.isEmpty {
      let rows = members.map { entry in
        (signature: (entry.owner.staticTypeName ?? entry.owner.typeName) + "." + entry.signature, doc: entry.doc)
      }
      sections.append("Members named '\(topic)':\n" + layout.rows(rows))
    }
    return sections.isEmpty ? nil : sections.joined(separator: "\n\n")
  }

  /// Names `:help` knows, for "did you mean" and completion.
  public var helpTopics: [String] {
    let table = BuiltinTable.shared
    let types = ValueKind.allCases.compactMap(\.staticTypeName)
    return Array(
      Set(types + Array(Builtins.shared.documentation.keys) + table.allMemberNames + LanguageHelp.topics)
    ).sorted()
  }

  /// `:help x` for a variable of the session: its current value's type, the value, and that
  /// type's members (the table's, and a declared type's own).
  private func variableHelp(_ name: String, _ table: BuiltinTable, _ layout: HelpLayout) -> String? {
    guard let binding = interpreter.resolver.globals[name],
      binding.slot < interpreter.machine.globals.count
    else { return nil }
    let value = interpreter.machine.globals[binding.slot].unwrapped  // trap-ok: checked above
    if case .type = value { return nil }  // a declared type: not a variable
    var printed = value.printed.escapingControlCharacters()
    if printed.count > 60 { printed = String(printed.prefix(57)) + "…" }
    var text = layout.wrap(
      "\(name) is a variable of this session: \(value.typeNameWithArticle), now \(printed).", indent: 0)
    let builtin = table.entries(of: value.kind)
    let builtinNames = Set(builtin.map(\.name))
    let own = Set(Self.members(of: value)).subtracting(builtinNames)
    if !builtin.isEmpty {
      text += "\n  Members of \(value.typeNameWithArticle):\n"
        + layout.rows(builtin.map { (".\($0.signature)", $0.doc) })
    }
    if !own.isEmpty {
      text += "\n  Its own members:\n" + layout.wrap(own.sorted().map { "." + $0 }.joined(separator: " "), indent: 4)
    }
    return text
  }

  private func typeHelp(_ name: String, _ type: ValueKind, _ table: BuiltinTable, _ layout: HelpLayout) -> String {
    var text = name
    let statics = table.entries(of: type)
    let initializers = statics.filter { $0.name == "init" }
    if !initializers.isEmpty {
      text += "\n  Initialisers:\n" + layout.rows(initializers.map {
        (name + $0.signature.dropFirst("init".count), $0.doc)
      })
    }
    let others = statics.filter { $0.name != "init" }
    if !others.isEmpty {
      text += "\n  Static members:\n" + layout.rows(others.map { (".\($0.signature)", $0.doc) })
    }
    if let instance = Self.instanceKind(of: type) ?? (type.staticTypeName == nil ? type : nil) {
      let members = table.entries(of: instance)
      if !members.isEmpty {
        text += "\n  Members of a value:\n" + layout.rows(members.map { (".\($0.signature)", $0.doc) })
      }
    }
    return text
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
    case .stringType, .characterType, .substringType: .string
    case .dictionaryType: .dictionary
    case .boolType: .bool
    case .animatableVectorType: .vector
    case .arrayType: .array
    case .setType: .set
    case .dateType: .date
    case .dispatchQueueType: .dispatchQueue
    case .dispatchTimeType: .dispatchTime
    case .numberFormatType: .numberFormat
    case .uuidType: .uuid
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
